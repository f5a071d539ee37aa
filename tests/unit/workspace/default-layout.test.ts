import { describe, expect, test } from 'vitest';
import {
  arrangeFor,
  defaultTree,
  TRADE_ARRANGEMENT,
  wholeShares,
  type ArrangementSlot,
} from '../../../src/workspace/default-layout';
import { panelsInTree } from '../../../src/workspace/layout-tree';
import { PANEL_SIZES, PANEL_TYPES, type PanelType } from '../../../src/workspace/panel-types';

/** Golden Layout's defaults we run with: a tab header above each stack, splitters between siblings. */
const HEADER_HEIGHT = 20;
const SPLITTER = 5;
/** Above the workspace in the app: the header (56 px) and the workspace toolbar (31 px). */
const CHROME_HEIGHT = 56 + 31;

type Box = { width: number; height: number };

/** Each panel's content box when Golden Layout lays the slot out in `box` (percentages of the free room). */
function contentBoxes(slot: ArrangementSlot, box: Box, out = new Map<PanelType, Box>()) {
  if (slot.kind === 'panel') {
    out.set(slot.type, { width: box.width, height: box.height - HEADER_HEIGHT });
    return out;
  }
  const along = slot.kind === 'row' ? 'width' : 'height';
  const free = box[along] - SPLITTER * (slot.children.length - 1);
  for (const child of slot.children) {
    contentBoxes(child, { ...box, [along]: Math.floor((free * child.share) / 100) }, out);
  }
  return out;
}

/** The slot tree as kinds and types only, to compare arrangements. */
function shape(slot: ArrangementSlot): unknown {
  return slot.kind === 'panel' ? slot.type : { [slot.kind]: slot.children.map(shape) };
}

describe('the intended trade arrangement, with every panel registered', () => {
  const all = arrangeFor(PANEL_TYPES)!;

  test('chart big on the left with trades and open orders below it, book above order panel, coin list on the right', () => {
    expect(shape(all)).toEqual({
      row: [
        { column: ['chart', { row: ['recent-trades', 'open-orders'] }] },
        { column: ['order-book', 'order-panel'] },
        { column: ['coin-list', 'credit-status', 'live-price', 'connection'] },
      ],
    });
    expect(all).toEqual(TRADE_ARRANGEMENT);
  });

  test('each type once, and every type with sizes placed', () => {
    const placed: string[] = [];
    const walk = (slot: ArrangementSlot): void => {
      if (slot.kind === 'panel') placed.push(slot.type);
      else slot.children.forEach(walk);
    };
    walk(all);
    expect([...placed].sort()).toEqual([...PANEL_TYPES].sort());
  });

  test('the shares of each row and column add up to 100 %', () => {
    const walk = (slot: ArrangementSlot): void => {
      if (slot.kind === 'panel') return;
      expect(slot.children.reduce((sum, child) => sum + child.share, 0)).toBeCloseTo(100);
      slot.children.forEach(walk);
    };
    walk(all);
  });

  test.each([
    [1280, 800],
    [1920, 1080],
    [1440, 900],
  ])('at %i×%i every panel gets at least its minimum size', (width, height) => {
    const boxes = contentBoxes(all, { width, height: height - CHROME_HEIGHT });
    expect([...boxes.keys()].sort()).toEqual([...PANEL_TYPES].sort());
    for (const [type, box] of boxes) {
      const { minWidth, minHeight } = PANEL_SIZES[type];
      expect({ type, ok: box.width >= minWidth && box.height >= minHeight, box }).toMatchObject({ ok: true });
    }
  });

  test('the chart is the largest panel at 1280×800', () => {
    const boxes = contentBoxes(all, { width: 1280, height: 800 - CHROME_HEIGHT });
    const area = (box: Box) => box.width * box.height;
    const chart = area(boxes.get('chart')!);
    for (const [type, box] of boxes) if (type !== 'chart') expect(area(box)).toBeLessThan(chart);
  });
});

describe('whole shares (Golden Layout reads only the integer part of a size)', () => {
  test.each([
    [
      [54, 22],
      [71, 29],
    ],
    [
      [54, 24, 22],
      [54, 24, 22],
    ],
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [40, 60],
      [40, 60],
    ],
    [[7], [100]],
  ])('%j → %j', (weights, shares) => {
    expect(wholeShares(weights)).toEqual(shares);
  });
});

describe('the default as a function of the registered types', () => {
  test('without the trading panels: the chart on the left, coin list, live price and strip in a column beside it', () => {
    const tree = defaultTree(['chart', 'coin-list', 'live-price', 'connection']);
    expect(tree).toEqual({
      kind: 'row',
      size: '100%',
      children: [
        {
          kind: 'stack',
          size: '65%',
          active: 0,
          panels: [{ id: 'chart-1', type: 'chart', link: 'page', coin: null }],
        },
        {
          kind: 'column',
          size: '35%',
          children: [
            {
              kind: 'stack',
              size: '64%',
              active: 0,
              panels: [{ id: 'coin-list-1', type: 'coin-list', link: 'page', coin: null }],
            },
            {
              kind: 'stack',
              size: '22%',
              active: 0,
              panels: [{ id: 'live-price-1', type: 'live-price', link: 'page', coin: null }],
            },
            {
              kind: 'stack',
              size: '14%',
              active: 0,
              panels: [{ id: 'connection-1', type: 'connection', link: 'page', coin: null }],
            },
          ],
        },
      ],
    });
  });

  test('by default every registered type in the trade arrangement, ids <type>-1, all following the page', () => {
    expect(panelsInTree(defaultTree())).toEqual(
      [
        'chart',
        'recent-trades',
        'open-orders',
        'order-book',
        'order-panel',
        'coin-list',
        'credit-status',
        'live-price',
        'connection',
      ].map((type) => ({ id: `${type}-1`, type, link: 'page', coin: null })),
    );
  });

  test.each<[string, PanelType[], unknown]>([
    ['chart alone', ['chart'], 'chart'],
    ['chart and coin list', ['chart', 'coin-list'], { row: ['chart', 'coin-list'] }],
    [
      'chart and the trading panels, no coin list',
      ['chart', 'order-book', 'order-panel', 'open-orders'],
      { row: [{ column: ['chart', 'open-orders'] }, { column: ['order-book', 'order-panel'] }] },
    ],
    ['the order panel alone', ['order-panel'], 'order-panel'],
  ])('%s', (_name, types, expected) => {
    const arranged = arrangeFor(types)!;
    expect(shape(arranged)).toEqual(expected);
    // A slot that is left alone fills the room; siblings share all of it.
    expect(arranged.share).toBe(100);
    const walk = (slot: ArrangementSlot): void => {
      if (slot.kind === 'panel') return;
      expect(slot.children.reduce((sum, child) => sum + child.share, 0)).toBeCloseTo(100);
      slot.children.forEach(walk);
    };
    walk(arranged);
  });

  test('no registered type: no tree', () => {
    expect(arrangeFor([])).toBeNull();
    expect(defaultTree([])).toBeNull();
  });
});
