import { describe, expect, test } from 'vitest';
import { specTicks } from '../../../../../contract/price-ticks';
import type { Drawing, DrawingAnchor, DrawingTool } from '../../../../../contract/drawings';
import type { MarketSymbol } from '../../../../../contract/markets';
import {
  anchorTexts,
  objectRows,
  type AnchorText,
} from '../../../../../src/features/chart/rules/drawing-objects';

/** 2026-03-02 09:00 KST (00:00 UTC). */
const MONDAY_9 = Date.UTC(2026, 2, 2) / 1000;

function drawing(id: string, tool: DrawingTool, anchors: DrawingAnchor[]): Drawing {
  return {
    id,
    coin: 'BTC-KRW',
    tool,
    anchors,
    style: {
      color: '#2962ff',
      width: 1,
      dash: 'solid',
      extendLeft: false,
      extendRight: false,
      fill: null,
      text: '',
    },
    locked: false,
    hidden: false,
    version: 1,
    updatedAt: 0,
  };
}

describe('anchorTexts', () => {
  test.each<[string, DrawingTool, DrawingAnchor[], MarketSymbol, AnchorText[]]>([
    [
      'a trend line: each anchor’s KST time and KRW price',
      'trendLine',
      [
        { time: MONDAY_9, price: 150_000_000 },
        { time: MONDAY_9 + 86_400 + 1800, price: 151_234_000 },
      ],
      'KRW',
      [
        { time: '2026-03-02 09:00', price: '150,000,000' },
        { time: '2026-03-03 09:30', price: '151,234,000' },
      ],
    ],
    [
      'a price under 1 KRW keeps its tick’s decimals',
      'priceNote',
      [{ time: MONDAY_9, price: 0.0213 }],
      'KRW',
      [{ time: '2026-03-02 09:00', price: '0.0213' }],
    ],
    [
      'a BTC market price',
      'horizontalRay',
      [{ time: MONDAY_9, price: 0.0312 }],
      'BTC',
      [{ time: '2026-03-02 09:00', price: '0.03120000' }],
    ],
    [
      'a time between bars reads to the minute',
      'textNote',
      [{ time: MONDAY_9 + 90.5, price: 100 }],
      'KRW',
      [{ time: '2026-03-02 09:01', price: '100' }],
    ],
    [
      'a horizontal line says only its price',
      'horizontalLine',
      [{ time: MONDAY_9, price: 1000 }],
      'KRW',
      [{ time: null, price: '1,000' }],
    ],
    [
      'a vertical line says only its time',
      'verticalLine',
      [{ time: MONDAY_9, price: 1000 }],
      'KRW',
      [{ time: '2026-03-02 09:00', price: null }],
    ],
  ])('%s', (_, tool, anchors, market, expected) => {
    expect(anchorTexts(drawing('a', tool, anchors), specTicks(market))).toEqual(expected);
  });
});

describe('objectRows', () => {
  test('the newest drawing first (the chart keeps them in the order drawn), the list given untouched', () => {
    const drawings = [drawing('a', 'trendLine', []), drawing('b', 'ray', []), drawing('c', 'arrow', [])];
    expect(objectRows(drawings).map((each) => each.id)).toEqual(['c', 'b', 'a']);
    expect(drawings.map((each) => each.id)).toEqual(['a', 'b', 'c']);
  });
});
