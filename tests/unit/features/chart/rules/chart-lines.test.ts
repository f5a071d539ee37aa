import { describe, expect, test } from 'vitest';
import type { ChartPendingOrder } from '../../../../../contract';
import {
  averageBuyPrice,
  lineShown,
  lineTogglePress,
  pendingLines,
  sameLines,
  type AveragePriceInput,
  type LineButtonState,
  type LineToggleOutcome,
  type PendingLine,
} from '../../../../../src/features/chart/rules/chart-lines';

describe('averageBuyPrice', () => {
  const holding = (coinBalance: number, avgBuyAmt = 50_000_000) => ({ coinBalance, avgBuyAmt });
  test.each<[string, AveragePriceInput, number]>([
    ['a member holding on KRW', { loggedIn: true, marketSymbol: 'KRW', holding: holding(0.5) }, 50_000_000],
    ['a balance of one or more', { loggedIn: true, marketSymbol: 'KRW', holding: holding(3) }, 50_000_000],
    [
      'the smallest balance shown at 8 decimals',
      { loggedIn: true, marketSymbol: 'KRW', holding: holding(0.00000001) },
      50_000_000,
    ],
    ['a guest', { loggedIn: false, marketSymbol: 'KRW', holding: holding(1) }, 0],
    ['the BTC market', { loggedIn: true, marketSymbol: 'BTC', holding: holding(1) }, 0],
    ['the USDT market', { loggedIn: true, marketSymbol: 'USDT', holding: holding(1) }, 0],
    ['no holding', { loggedIn: true, marketSymbol: 'KRW', holding: undefined }, 0],
    ['a zero balance', { loggedIn: true, marketSymbol: 'KRW', holding: holding(0) }, 0],
    [
      'dust that rounds to zero at 8 decimals',
      { loggedIn: true, marketSymbol: 'KRW', holding: holding(0.000000004) },
      0,
    ],
    ['a negative balance', { loggedIn: true, marketSymbol: 'KRW', holding: holding(-1) }, 0],
    ['no average price known', { loggedIn: true, marketSymbol: 'KRW', holding: holding(1, 0) }, 0],
    [
      'an average price that is no number',
      { loggedIn: true, marketSymbol: 'KRW', holding: holding(1, Number.NaN) },
      0,
    ],
  ])('%s', (_name, input, expected) => {
    expect(averageBuyPrice(input)).toBe(expected);
  });
});

describe('pendingLines', () => {
  const order = (tradeTypeCd: '1' | '2', unitPrice: number): ChartPendingOrder => ({
    tradeTypeCd,
    unitPrice,
  });
  test.each<[string, ChartPendingOrder[], PendingLine[]]>([
    ['none', [], []],
    [
      '2 is a buy, 1 a sell',
      [order('2', 100), order('1', 110)],
      [
        { side: 'buy', price: 100 },
        { side: 'sell', price: 110 },
      ],
    ],
    [
      'the same side and price once',
      [order('2', 100), order('2', 100), order('2', 100)],
      [{ side: 'buy', price: 100 }],
    ],
    [
      'a buy and a sell at one price are two lines',
      [order('2', 100), order('1', 100)],
      [
        { side: 'buy', price: 100 },
        { side: 'sell', price: 100 },
      ],
    ],
    [
      'a price that is no number is skipped',
      [order('2', Number.NaN), order('1', 5)],
      [{ side: 'sell', price: 5 }],
    ],
  ])('%s', (_name, orders, expected) => {
    expect(pendingLines(orders, 100)).toEqual(expected);
  });

  test('cut to 10 distinct lines, counted after removing repeats, the nearest to the market kept in the order given', () => {
    const orders: ChartPendingOrder[] = [];
    for (let i = 0; i < 30; i += 1) orders.push(order(i % 2 === 0 ? '2' : '1', 1000 + Math.floor(i / 3)));
    // Twenty distinct lines (buy and sell at 1000 to 1009); the market at 1000 keeps 1000 to 1004.
    const lines = pendingLines(orders, 1000);
    expect(lines).toHaveLength(10);
    expect(new Set(lines.map((line) => `${line.side}:${line.price}`)).size).toBe(10);
    expect(lines[0]).toEqual({ side: 'buy', price: 1000 });
    expect(lines[1]).toEqual({ side: 'sell', price: 1000 });
    expect(Math.max(...lines.map((line) => line.price))).toBe(1004);
  });

  test.each<[string, ChartPendingOrder[], number, PendingLine[]]>([
    [
      'eleven prices, the nearest last: it is kept and the farthest dropped',
      [
        ...[110, 120, 130, 140, 150, 160, 170, 180, 190, 200].map((price) => order('1', price)),
        order('2', 99),
      ],
      100,
      [
        ...[110, 120, 130, 140, 150, 160, 170, 180, 190].map((price) => ({ side: 'sell' as const, price })),
        { side: 'buy', price: 99 },
      ],
    ],
    [
      'prices on both sides of the market: the farthest goes, whichever side it is on',
      [200, 10, 20, 30, 40, 50, 60, 70, 80, 90, 105].map((price) => order(price < 100 ? '2' : '1', price)),
      100,
      [10, 20, 30, 40, 50, 60, 70, 80, 90, 105].map((price) => ({
        side: price < 100 ? ('buy' as const) : ('sell' as const),
        price,
      })),
    ],
    [
      'a tie in distance keeps the lower price',
      [
        ...[101, 102, 103, 104, 105, 106, 107, 108, 109].map((price) => order('1', price)),
        order('1', 110),
        order('2', 90),
      ],
      100,
      [
        ...[101, 102, 103, 104, 105, 106, 107, 108, 109].map((price) => ({ side: 'sell' as const, price })),
        { side: 'buy', price: 90 },
      ],
    ],
    [
      'a tie at one price keeps the buy',
      [
        ...[101, 102, 103, 104, 105, 106, 107, 108, 109].map((price) => order('1', price)),
        order('1', 110),
        order('2', 110),
      ],
      100,
      [
        ...[101, 102, 103, 104, 105, 106, 107, 108, 109].map((price) => ({ side: 'sell' as const, price })),
        { side: 'buy', price: 110 },
      ],
    ],
    [
      'no market price known: the first ten',
      [110, 120, 130, 140, 150, 160, 170, 180, 190, 200, 99].map((price) => order('1', price)),
      Number.NaN,
      [110, 120, 130, 140, 150, 160, 170, 180, 190, 200].map((price) => ({ side: 'sell' as const, price })),
    ],
  ])('%s', (_name, orders, market, expected) => {
    expect(pendingLines(orders, market)).toEqual(expected);
  });
});

describe('sameLines', () => {
  const buy = (price: number) => ({ side: 'buy' as const, price });
  const sell = (price: number) => ({ side: 'sell' as const, price });
  test.each([
    ['both empty', [], [], true],
    ['the same lines in order', [buy(1), sell(2)], [buy(1), sell(2)], true],
    ['another order', [buy(1), sell(2)], [sell(2), buy(1)], false],
    ['another side at a price', [buy(1)], [sell(1)], false],
    ['another price', [buy(1)], [buy(2)], false],
    ['one more line', [buy(1)], [buy(1), buy(2)], false],
  ])('%s: %j and %j → %s', (_name, a, b, same) => {
    expect(sameLines(a, b)).toBe(same);
  });
});

describe('lineShown', () => {
  test.each<[string, LineButtonState, boolean]>([
    [
      'a member with the toggle on and something to draw',
      { loggedIn: true, on: true, hasContent: true, answered: true },
      true,
    ],
    [
      'the toggle on with nothing to draw',
      { loggedIn: true, on: true, hasContent: false, answered: true },
      false,
    ],
    ['the toggle off', { loggedIn: true, on: false, hasContent: true, answered: true }, false],
    ['a guest', { loggedIn: false, on: true, hasContent: true, answered: true }, false],
  ])('%s', (_name, state, expected) => {
    expect(lineShown(state)).toBe(expected);
  });
});

describe('lineTogglePress', () => {
  test.each<[string, 'averagePrice' | 'pending', LineButtonState, LineToggleOutcome]>([
    [
      'a guest on average',
      'averagePrice',
      { loggedIn: false, on: true, hasContent: false, answered: true },
      { setOn: null, toastKey: 'chart.loginFirst' },
    ],
    [
      'a guest on pending',
      'pending',
      { loggedIn: false, on: false, hasContent: true, answered: true },
      { setOn: null, toastKey: 'chart.loginFirst' },
    ],
    [
      'average, on by default, without a holding: the first press says so',
      'averagePrice',
      { loggedIn: true, on: true, hasContent: false, answered: true },
      { setOn: true, toastKey: 'chart.notAsset' },
    ],
    [
      'pending, on by default, without orders: the first press says so',
      'pending',
      { loggedIn: true, on: true, hasContent: false, answered: true },
      { setOn: true, toastKey: 'chart.noPending' },
    ],
    [
      'average off without a holding',
      'averagePrice',
      { loggedIn: true, on: false, hasContent: false, answered: true },
      { setOn: true, toastKey: 'chart.notAsset' },
    ],
    [
      'pending off without orders',
      'pending',
      { loggedIn: true, on: false, hasContent: false, answered: true },
      { setOn: true, toastKey: 'chart.noPending' },
    ],
    [
      'average pressed before the holding is answered: asked for, nothing said',
      'averagePrice',
      { loggedIn: true, on: true, hasContent: false, answered: false },
      { setOn: true, toastKey: null },
    ],
    [
      'pending pressed off before the orders are answered: asked for, nothing said',
      'pending',
      { loggedIn: true, on: false, hasContent: false, answered: false },
      { setOn: true, toastKey: null },
    ],
    [
      'average off with a holding: turned on',
      'averagePrice',
      { loggedIn: true, on: false, hasContent: true, answered: true },
      { setOn: true, toastKey: null },
    ],
    [
      'pending shown: turned off',
      'pending',
      { loggedIn: true, on: true, hasContent: true, answered: true },
      { setOn: false, toastKey: null },
    ],
  ])('%s', (_name, line, state, expected) => {
    expect(lineTogglePress(line, state)).toEqual(expected);
  });
});
