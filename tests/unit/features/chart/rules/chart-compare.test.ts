import { describe, expect, test } from 'vitest';
import {
  addCompare,
  COMPARE_COLOURS,
  COMPARES_PER_CHART_MAX,
  comparesShown,
  parseCompares,
  removeCompare,
  type ChartCompare,
} from '../../../../../src/features/chart/rules/chart-compare';

const [first, second, third, fourth] = COMPARE_COLOURS;

describe('addCompare', () => {
  test.each<[string, ChartCompare[], string, ReturnType<typeof addCompare>]>([
    [
      'the first takes the first colour',
      [],
      'ETH-KRW',
      { ok: true, compares: [{ coin: 'ETH-KRW', colour: first }] },
    ],
    [
      'the next takes the first colour free',
      [
        { coin: 'ETH-KRW', colour: first },
        { coin: 'XRP-KRW', colour: third },
      ],
      'SOL-KRW',
      {
        ok: true,
        compares: [
          { coin: 'ETH-KRW', colour: first },
          { coin: 'XRP-KRW', colour: third },
          { coin: 'SOL-KRW', colour: second },
        ],
      },
    ],
    ['the chart’s own coin is refused', [], 'BTC-KRW', { ok: false, refusal: 'own' }],
    [
      'a coin compared already is refused',
      [{ coin: 'ETH-KRW', colour: first }],
      'ETH-KRW',
      { ok: false, refusal: 'twice' },
    ],
    [
      'a fifth is refused',
      [
        { coin: 'ETH-KRW', colour: first },
        { coin: 'XRP-KRW', colour: second },
        { coin: 'SOL-KRW', colour: third },
        { coin: 'ADA-KRW', colour: fourth },
      ],
      'DOGE-KRW',
      { ok: false, refusal: 'full' },
    ],
    [
      'the same symbol on another market is another coin',
      [],
      'BTC-USDT',
      { ok: true, compares: [{ coin: 'BTC-USDT', colour: first }] },
    ],
  ])('%s', (_, compares, coin, expected) => {
    expect(addCompare(compares, coin as never, 'BTC-KRW')).toEqual(expected);
  });

  test('at most COMPARES_PER_CHART_MAX, each colour once', () => {
    let compares: ChartCompare[] = [];
    for (const coin of ['A-KRW', 'B-KRW', 'C-KRW', 'D-KRW', 'E-KRW'] as const) {
      const added = addCompare(compares, coin, 'BTC-KRW');
      if (added.ok) compares = added.compares;
    }
    expect(compares).toHaveLength(COMPARES_PER_CHART_MAX);
    expect(new Set(compares.map((each) => each.colour)).size).toBe(COMPARES_PER_CHART_MAX);
  });
});

describe('removeCompare and comparesShown', () => {
  const compares: ChartCompare[] = [
    { coin: 'ETH-KRW', colour: first },
    { coin: 'XRP-KRW', colour: second },
  ];

  test('removes the coin only', () => {
    expect(removeCompare(compares, 'ETH-KRW')).toEqual([{ coin: 'XRP-KRW', colour: second }]);
    expect(removeCompare(compares, 'SOL-KRW')).toEqual(compares);
  });

  test('a chart whose coin became a compared one does not draw it', () => {
    expect(comparesShown(compares, 'XRP-KRW')).toEqual([{ coin: 'ETH-KRW', colour: first }]);
    expect(comparesShown(compares, 'BTC-KRW')).toEqual(compares);
  });
});

describe('parseCompares', () => {
  test.each<[string, unknown, ChartCompare[]]>([
    ['nothing stored', undefined, []],
    ['not a list', { coin: 'ETH-KRW' }, []],
    ['a valid list', [{ coin: 'ETH-KRW', colour: '#00BCD4' }], [{ coin: 'ETH-KRW', colour: '#00bcd4' }]],
    [
      'bad entries dropped',
      [null, 3, { coin: 'eth-krw' }, { coin: 'ETH' }, { colour: first }, { coin: 'ETH-KRW', colour: second }],
      [{ coin: 'ETH-KRW', colour: second }],
    ],
    [
      'a coin twice kept once',
      [
        { coin: 'ETH-KRW', colour: second },
        { coin: 'ETH-KRW', colour: third },
      ],
      [{ coin: 'ETH-KRW', colour: second }],
    ],
    [
      'a bad colour takes a free one',
      [
        { coin: 'ETH-KRW', colour: 'red' },
        { coin: 'XRP-KRW', colour: first },
      ],
      [
        { coin: 'ETH-KRW', colour: second },
        { coin: 'XRP-KRW', colour: first },
      ],
    ],
    [
      'more than the most cut',
      ['A', 'B', 'C', 'D', 'E'].map((symbol) => ({ coin: `${symbol}-KRW`, colour: first })),
      ['A', 'B', 'C', 'D'].map((symbol) => ({ coin: `${symbol}-KRW` as const, colour: first })),
    ],
  ])('%s', (_, stored, expected) => {
    expect(parseCompares(stored)).toEqual(expected);
  });
});
