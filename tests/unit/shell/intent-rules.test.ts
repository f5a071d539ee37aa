import { describe, expect, test } from 'vitest';
import {
  deliver,
  INTENT_DELIVERY,
  intentProblem,
  type IntentDelivery,
  type IntentPayloads,
  type IntentType,
} from '../../../src/shell/intent-rules';

/** Receivers that take the intent or not, in subscription order; records who was asked. */
function receivers(takes: readonly boolean[]) {
  const asked: number[] = [];
  const handlers = takes.map((take, index) => () => {
    asked.push(index);
    return take;
  });
  return { handlers, asked };
}

describe('deliver', () => {
  test.each<[string, IntentDelivery, boolean[], boolean, number[]]>([
    ['every: nobody', 'every', [], false, []],
    ['every: each is asked, none takes', 'every', [false, false], false, [0, 1]],
    ['every: each is asked, one takes', 'every', [false, true, false], true, [0, 1, 2]],
    ['every: each is asked, all take', 'every', [true, true], true, [0, 1]],
    ['newestTaker: nobody', 'newestTaker', [], false, []],
    ['newestTaker: the newest takes, older ones are not asked', 'newestTaker', [true, true], true, [1]],
    ['newestTaker: older ones in turn until one takes', 'newestTaker', [false, true, false], true, [2, 1]],
    ['newestTaker: none takes, all were asked', 'newestTaker', [false, false], false, [1, 0]],
  ])('%s', (_name, delivery, takes, taken, order) => {
    const { handlers, asked } = receivers(takes);
    expect(deliver(handlers, {}, delivery)).toBe(taken);
    expect(asked).toEqual(order);
  });
});

describe('INTENT_DELIVERY', () => {
  test.each<[IntentType, IntentDelivery]>([
    ['orderPlaced', 'every'],
    ['prefillOrderPanel', 'every'],
    ['focusOrderPanel', 'newestTaker'],
    ['setChartInterval', 'every'],
    ['stepChartInterval', 'every'],
    ['toggleDrawingTools', 'newestTaker'],
    ['readCoinOrder', 'newestTaker'],
    ['readOrderPanelPrice', 'newestTaker'],
    ['oneClickOrder', 'newestTaker'],
    ['oneClickOn', 'newestTaker'],
  ])('%s: %s', (type, delivery) => {
    expect(INTENT_DELIVERY[type]).toBe(delivery);
  });
});

describe('intentProblem', () => {
  test.each<[string, IntentPayloads['prefillOrderPanel'], string | null]>([
    ['a price', { key: 'BTC-KRW', price: 94_000_000 }, null],
    ['a side, price and quantity', { key: 'BTC-KRW', side: 'sell', price: 96_000_000, quantity: 0.2 }, null],
    ['a price of NaN', { key: 'BTC-KRW', price: Number.NaN }, 'price must be a positive number, not NaN'],
    ['a price of 0', { key: 'BTC-KRW', price: 0 }, 'price must be a positive number, not 0'],
    ['a negative price', { key: 'BTC-KRW', price: -1 }, 'price must be a positive number, not -1'],
    [
      'an infinite price',
      { key: 'BTC-KRW', price: Infinity },
      'price must be a positive number, not Infinity',
    ],
    [
      'a quantity of 0',
      { key: 'BTC-KRW', side: 'buy', price: 1, quantity: 0 },
      'quantity must be a positive number, not 0',
    ],
  ])('prefillOrderPanel, %s', (_name, payload, problem) => {
    expect(intentProblem('prefillOrderPanel', payload)).toBe(
      problem === null ? null : `prefillOrderPanel: ${problem}`,
    );
  });

  test.each<[string, unknown, string | null]>([
    ['a minute interval', '240', null],
    ['the daily interval', '1D', null],
    ['an interval the chart does not have', '2', 'setChartInterval: no candle interval 2'],
    ['no string', 60, 'setChartInterval: no candle interval 60'],
  ])('setChartInterval, %s', (_name, interval, problem) => {
    const payload = { interval } as IntentPayloads['setChartInterval'];
    expect(intentProblem('setChartInterval', payload)).toBe(problem);
  });

  test.each<[string, IntentPayloads['crosshairTime']['time'], string | null]>([
    ['a time', 1_700_000_000, null],
    ['the pointer gone', null, null],
    ['NaN', Number.NaN, 'crosshairTime: time must be finite, not NaN'],
  ])('crosshairTime, %s', (_name, time, problem) => {
    expect(intentProblem('crosshairTime', { group: 'red', time, source: 's' })).toBe(problem);
  });

  test.each<[string, number, number, string | null]>([
    ['a span', 1_700_000_000, 10, null],
    ['no right edge', Number.NaN, 10, 'chartTimeSpan: rightTime must be finite, not NaN'],
    ['0 s a px', 1, 0, 'chartTimeSpan: secondsPerPx must be positive, not 0'],
  ])('chartTimeSpan, %s', (_name, rightTime, secondsPerPx, problem) => {
    expect(intentProblem('chartTimeSpan', { group: 'red', rightTime, secondsPerPx, source: 's' })).toBe(
      problem,
    );
  });

  test.each<[string, unknown, string | null]>([
    ['a step forward', 1, null],
    ['a step back', -1, null],
    ['two steps', 2, 'stepChartInterval: step must be 1 or -1, not 2'],
  ])('stepChartInterval, %s', (_name, step, problem) => {
    const payload = { step, answer: () => undefined } as unknown as IntentPayloads['stepChartInterval'];
    expect(intentProblem('stepChartInterval', payload)).toBe(problem);
  });

  test.each<[string, number, string | null]>([
    ['a price', 95_000_000, null],
    ['a price of 0', 0, 'oneClickOrder: price must be a positive number, not 0'],
    ['a price of NaN', Number.NaN, 'oneClickOrder: price must be a positive number, not NaN'],
  ])('oneClickOrder, %s', (_name, price, problem) => {
    expect(intentProblem('oneClickOrder', { key: 'BTC-KRW', side: 'buy', price })).toBe(problem);
  });

  test('the other intents have no caller bugs to catch', () => {
    expect(intentProblem('orderPlaced', { key: 'BTC-KRW' })).toBeNull();
    expect(intentProblem('focusOrderPanel', {})).toBeNull();
  });
});
