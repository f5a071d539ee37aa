/**
 * The alerts' rules (contract/alert-rules.ts) as tables: what makes an alert one the exchange keeps, each
 * broken field answering its problem; and when each kind of condition fires — every op, a price that
 * jumps over its level, equal prices, the first trade after the write —, and how often: once, once per
 * bar, every time, and never once expired or off.
 */
import { describe, expect, test } from 'vitest';
import {
  ALERT_EXPIRY_MAX_MS,
  ALERT_INDICATOR_PARAMS_MAX,
  ALERT_MESSAGE_MAX,
  ALERT_PROBLEM_MESSAGES,
  ALERT_PROBLEMS,
  MOVE_MINUTES_MAX,
  activeAfterFiring,
  alertBarInterval,
  alertExpired,
  alertExpiryProblem,
  alertMayFire,
  alertProblem,
  drawingFires,
  forecastFires,
  indicatorFires,
  isStoredAlert,
  levelOpFires,
  moveFires,
  priceFires,
  type Alert,
  type AlertCondition,
  type AlertContent,
  type AlertOp,
  type DrawingStyle,
  type IndicatorCondition,
} from '../../../contract';

const PRICE: AlertCondition = { kind: 'price', op: 'crossesUp', value: 100 };

const CONTENT: AlertContent = {
  coin: 'BTC-KRW',
  condition: PRICE,
  trigger: 'once',
  expiresAt: null,
  message: '',
  active: true,
};

const RSI: IndicatorCondition = {
  kind: 'indicator',
  interval: '60',
  indicator: { kind: 'rsi', params: { length: 14, source: 'close' } },
  line: 'rsi',
  op: 'crossesUp',
  target: { value: 70 },
};

const MACD: IndicatorCondition = {
  kind: 'indicator',
  interval: '240',
  indicator: { kind: 'macd', params: {} },
  line: 'macd',
  op: 'crosses',
  target: { line: 'signal' },
};

const GOOD_CONDITIONS: [string, AlertCondition][] = [
  ['price', PRICE],
  ['price, greater than', { kind: 'price', op: 'greaterThan', value: 0.0001 }],
  ['move', { kind: 'move', direction: 'either', percent: 5, minutes: 60 }],
  ['move, the largest', { kind: 'move', direction: 'down', percent: 100, minutes: MOVE_MINUTES_MAX }],
  ['drawing', { kind: 'drawing', drawingId: 'd-1', line: 0, op: 'crosses' }],
  ["drawing, a channel's second edge", { kind: 'drawing', drawingId: 'd-1', line: 1, op: 'crossesDown' }],
  ['indicator against a value', RSI],
  ['indicator against a line', MACD],
  ['forecast', { kind: 'forecast', interval: '1D', side: 'up', level: 0.7 }],
];

describe('alertProblem', () => {
  test.each(GOOD_CONDITIONS)('a good alert: %s', (_name, condition) => {
    expect(alertProblem({ ...CONTENT, condition })).toBeUndefined();
  });

  test('every trigger, an expiry, a message at its limit, off', () => {
    for (const trigger of ['once', 'oncePerBar', 'everyTime'])
      expect(alertProblem({ ...CONTENT, trigger })).toBeUndefined();
    expect(
      alertProblem({ ...CONTENT, expiresAt: 1, message: 'x'.repeat(ALERT_MESSAGE_MAX), active: false }),
    ).toBeUndefined();
  });

  const params = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`p${i}`, i]));
  test.each([
    ['not an object', null, 'shape'],
    ['no coin', { ...CONTENT, coin: 'BTC' }, 'coin'],
    ['no condition', { ...CONTENT, condition: 'price' }, 'shape'],
    ['an unknown kind', { ...CONTENT, condition: { kind: 'volume' } }, 'kind'],
    ['an unknown op', { ...CONTENT, condition: { ...PRICE, op: 'touches' } }, 'op'],
    ['a price of zero', { ...CONTENT, condition: { ...PRICE, value: 0 } }, 'value'],
    ['a price of NaN', { ...CONTENT, condition: { ...PRICE, value: NaN } }, 'value'],
    ['a price as text', { ...CONTENT, condition: { ...PRICE, value: '100' } }, 'value'],
    [
      'a move sideways',
      { ...CONTENT, condition: { kind: 'move', direction: 'side', percent: 5, minutes: 5 } },
      'direction',
    ],
    [
      'a move of 0 %',
      { ...CONTENT, condition: { kind: 'move', direction: 'up', percent: 0, minutes: 5 } },
      'percent',
    ],
    [
      'a move over 100 %',
      { ...CONTENT, condition: { kind: 'move', direction: 'up', percent: 100.5, minutes: 5 } },
      'percent',
    ],
    [
      'a move over a day',
      { ...CONTENT, condition: { kind: 'move', direction: 'up', percent: 5, minutes: 1441 } },
      'minutes',
    ],
    [
      'a move in part of a minute',
      { ...CONTENT, condition: { kind: 'move', direction: 'up', percent: 5, minutes: 1.5 } },
      'minutes',
    ],
    [
      'a move in no time',
      { ...CONTENT, condition: { kind: 'move', direction: 'up', percent: 5, minutes: 0 } },
      'minutes',
    ],
    [
      "a drawing's third line",
      { ...CONTENT, condition: { kind: 'drawing', drawingId: 'd', line: 2, op: 'crosses' } },
      'drawing',
    ],
    [
      'a drawing id with a slash',
      { ...CONTENT, condition: { kind: 'drawing', drawingId: 'a/b', line: 0, op: 'crosses' } },
      'drawing',
    ],
    [
      'a drawing greater than (its line moves)',
      { ...CONTENT, condition: { kind: 'drawing', drawingId: 'd', line: 0, op: 'greaterThan' } },
      'op',
    ],
    ['an indicator at no interval', { ...CONTENT, condition: { ...RSI, interval: '2' } }, 'interval'],
    [
      'an indicator of no kind',
      { ...CONTENT, condition: { ...RSI, indicator: { kind: '', params: {} } } },
      'indicator',
    ],
    [
      'an indicator with too many parameters',
      {
        ...CONTENT,
        condition: { ...RSI, indicator: { kind: 'rsi', params: params(ALERT_INDICATOR_PARAMS_MAX + 1) } },
      },
      'indicator',
    ],
    [
      'an indicator parameter of no value',
      { ...CONTENT, condition: { ...RSI, indicator: { kind: 'rsi', params: { length: null } } } },
      'indicator',
    ],
    [
      'an indicator against both a value and a line',
      { ...CONTENT, condition: { ...RSI, target: { value: 70, line: 'signal' } } },
      'indicator',
    ],
    [
      'an indicator line against itself',
      { ...CONTENT, condition: { ...MACD, target: { line: 'macd' } } },
      'indicator',
    ],
    [
      'a forecast sideways',
      { ...CONTENT, condition: { kind: 'forecast', interval: '60', side: 'flat', level: 0.5 } },
      'side',
    ],
    [
      'a forecast level of 1',
      { ...CONTENT, condition: { kind: 'forecast', interval: '60', side: 'up', level: 1 } },
      'level',
    ],
    ['an unknown trigger', { ...CONTENT, trigger: 'twice' }, 'trigger'],
    ['an expiry as text', { ...CONTENT, expiresAt: '2026-12-01' }, 'shape'],
    ['active as text', { ...CONTENT, active: 'yes' }, 'shape'],
    ['a message too long', { ...CONTENT, message: 'x'.repeat(ALERT_MESSAGE_MAX + 1) }, 'message'],
  ])('%s: %s', (_name, value, problem) => {
    expect(alertProblem(value)).toBe(problem);
  });

  test('every problem has its message in both languages', () => {
    for (const problem of ALERT_PROBLEMS) {
      expect(ALERT_PROBLEM_MESSAGES[problem].ko, problem).not.toBe('');
      expect(ALERT_PROBLEM_MESSAGES[problem].en, problem).not.toBe('');
    }
  });
});

describe('alertExpiryProblem', () => {
  const now = 1_700_000_000_000;
  test.each([
    ['none', null, undefined],
    ['a minute from now', now + 60_000, undefined],
    ['at the furthest', now + ALERT_EXPIRY_MAX_MS, undefined],
    ['a ms beyond', now + ALERT_EXPIRY_MAX_MS + 1, 'expiry'],
    ['now', now, 'expiry'],
    ['past', now - 1, 'expiry'],
  ])('%s', (_name, expiresAt, problem) => {
    expect(alertExpiryProblem(expiresAt, now)).toBe(problem);
  });
});

test('a stored alert has an id, a version from 1 and its times besides good content', () => {
  const stored: Alert = { ...CONTENT, id: 'a-1', version: 1, createdAt: 1, updatedAt: 2 };
  expect(isStoredAlert(stored)).toBe(true);
  expect(isStoredAlert({ ...stored, version: 0 })).toBe(false);
  expect(isStoredAlert({ ...stored, id: 'a b' })).toBe(false);
  expect(isStoredAlert({ ...stored, createdAt: undefined })).toBe(false);
  expect(isStoredAlert({ ...stored, message: 'x'.repeat(ALERT_MESSAGE_MAX + 1) })).toBe(false);
});

describe('levelOpFires: a line against its level, from how far it stood past it before and after', () => {
  // [op, was, is, fires]
  const table: [string, AlertOp, number | null, number, boolean][] = [
    ['up through', 'crossesUp', -1, 1, true],
    ['up onto', 'crossesUp', -1, 0, true],
    ['up from on it', 'crossesUp', 0, 1, false],
    ['down through, for up', 'crossesUp', 1, -1, false],
    ['down through', 'crossesDown', 1, -1, true],
    ['down onto', 'crossesDown', 1, 0, true],
    ['down from on it', 'crossesDown', 0, -1, false],
    ['up through, for down', 'crossesDown', -1, 1, false],
    ['crosses up', 'crosses', -1, 1, true],
    ['crosses down', 'crosses', 1, -1, true],
    ['crosses, staying on it', 'crosses', 0, 0, false],
    ['crosses, staying below', 'crosses', -2, -1, false],
    ['crosses, no before', 'crosses', null, 1, false],
    ['greater than, past', 'greaterThan', null, 1, true],
    ['greater than, on it', 'greaterThan', -1, 0, false],
    ['greater than, below', 'greaterThan', 1, -1, false],
    ['less than, past', 'lessThan', null, -1, true],
    ['less than, on it', 'lessThan', 1, 0, false],
    ['less than, above', 'lessThan', -1, 1, false],
    ['NaN meets nothing: up', 'crossesUp', -1, NaN, false],
    ['NaN meets nothing: greater', 'greaterThan', null, NaN, false],
    ['NaN meets nothing: less', 'lessThan', null, NaN, false],
  ];
  test.each(table)('%s (%s)', (_name, op, was, is, fires) => {
    expect(levelOpFires(op, was, is)).toBe(fires);
  });
});

describe('priceFires: on a trade, against the price before it', () => {
  const price = (op: AlertOp) => ({ kind: 'price' as const, op, value: 100 });
  test.each([
    ['a jump up over the level', 'crossesUp', 90, 150, true],
    ['a jump down over the level', 'crossesDown', 150, 90, true],
    ['a jump either way', 'crosses', 150, 90, true],
    ['a rise onto the level', 'crossesUp', 99, 100, true],
    ['a fall onto the level', 'crossesDown', 101, 100, true],
    ['equal prices on the level', 'crosses', 100, 100, false],
    ['equal prices below', 'crossesUp', 90, 90, false],
    ['equal prices above, greater than', 'greaterThan', 110, 110, true],
    ['away from the level', 'crosses', 100, 110, false],
    ['a rise below the level', 'crossesUp', 80, 99, false],
    ['the wrong way', 'crossesDown', 90, 110, false],
    ['greater than, on it', 'greaterThan', 90, 100, false],
    ['greater than, past it', 'greaterThan', 90, 100.5, true],
    ['less than, past it', 'lessThan', 110, 99.5, true],
    ['less than, above', 'lessThan', 90, 110, false],
  ] as [string, AlertOp, number, number, boolean][])('%s', (_name, op, previous, current, fires) => {
    expect(priceFires(price(op), previous, current)).toBe(fires);
  });

  test('the first trade after the write: previous is the price at the write', () => {
    // Written at 110 (already above 100): up does not fire on 120, greater than does.
    expect(priceFires(price('crossesUp'), 110, 120)).toBe(false);
    expect(priceFires(price('greaterThan'), 110, 120)).toBe(true);
    // Written at 90: the first trade at 100 crosses.
    expect(priceFires(price('crossesUp'), 90, 100)).toBe(true);
    // No price at the write: no crossing on the first trade, the thresholds still answer.
    expect(priceFires(price('crosses'), null, 150)).toBe(false);
    expect(priceFires(price('lessThan'), null, 50)).toBe(true);
  });
});

describe('drawingFires: the price against a drawing line at each trade time', () => {
  const style: DrawingStyle = {
    color: '#2962ff',
    width: 1,
    dash: 'solid',
    extendLeft: false,
    extendRight: false,
    fill: null,
    text: '',
  };
  // From 1,000 at t = 1,000 s to 1,100 at t = 2,000 s; the channel's second edge 50 above.
  const channel = {
    tool: 'parallelChannel' as const,
    anchors: [
      { time: 1000, price: 1000 },
      { time: 2000, price: 1100 },
      { time: 1500, price: 1100 },
    ],
    style,
  };
  const tick = (time: number, price: number) => ({ time, price });
  const condition = (line: number, op: 'crosses' | 'crossesUp' | 'crossesDown') => ({
    kind: 'drawing' as const,
    drawingId: 'd',
    line,
    op,
  });
  test.each([
    ['up through the first edge', 0, 'crossesUp', tick(1200, 1010), tick(1300, 1040), true],
    ['up through the first edge, for down', 0, 'crossesDown', tick(1200, 1010), tick(1300, 1040), false],
    ['a flat price met by the rising edge', 0, 'crossesDown', tick(1200, 1025), tick(1800, 1025), true],
    ['up through the second edge', 1, 'crosses', tick(1400, 1080), tick(1600, 1120), true],
    ['between the edges', 1, 'crosses', tick(1400, 1060), tick(1600, 1080), false],
    ['beyond the drawing', 0, 'crosses', tick(2100, 900), tick(2200, 1300), false],
    ['a jump over both edges, the second', 1, 'crossesUp', tick(1500, 900), tick(1500, 1300), true],
    ['equal trades on the edge', 0, 'crosses', tick(1500, 1050), tick(1500, 1050), false],
  ] as const)('%s', (_name, line, op, from, to, fires) => {
    expect(drawingFires(condition(line, op), channel, from, to)).toBe(fires);
  });

  test('no trade before (none at the write): no crossing', () => {
    expect(drawingFires(condition(0, 'crosses'), channel, null, tick(1500, 2000))).toBe(false);
  });
});

describe('moveFires: the current price against the window of the last N minutes', () => {
  const move = (direction: 'up' | 'down' | 'either', percent = 5) => ({
    kind: 'move' as const,
    direction,
    percent,
    minutes: 10,
  });
  test.each([
    ['up 5 % from the low, exactly', move('up'), 100, 120, 105, true],
    ['up 4.99 %', move('up'), 100, 120, 104.99, false],
    ['down 5 % from the high, exactly', move('down'), 80, 100, 95, true],
    ['down 4.99 %', move('down'), 80, 100, 95.01, false],
    ['up, a fall', move('up'), 100, 120, 90, false],
    ['either, up', move('either'), 100, 104, 105, true],
    ['either, down', move('either'), 95, 100, 95, true],
    ['either, neither', move('either'), 98, 102, 100, false],
    ['down 100 %: only to zero', move('down', 100), 1, 100, 0.01, false],
    ['up 100 %: a doubling', move('up', 100), 50, 60, 100, true],
    ['a window of one price', move('either'), 100, 100, 100, false],
  ])('%s', (_name, condition, low, high, current, fires) => {
    expect(moveFires(condition, { low, high }, current)).toBe(fires);
  });
});

describe('indicatorFires: on a bar close, against the close before', () => {
  test.each([
    ['RSI up through 70', RSI, { rsi: 65 }, { rsi: 72 }, true],
    ['RSI up onto 70', RSI, { rsi: 65 }, { rsi: 70 }, true],
    ['RSI staying at 70', RSI, { rsi: 70 }, { rsi: 70 }, false],
    ['RSI down through 70, for up', RSI, { rsi: 75 }, { rsi: 65 }, false],
    ['RSI not yet computed', RSI, { rsi: NaN }, { rsi: 72 }, false],
    ['RSI now not computed', RSI, { rsi: 65 }, { rsi: NaN }, false],
    ['no bar before', RSI, null, { rsi: 72 }, false],
    ['MACD crossing its signal up', MACD, { macd: -1, signal: 0 }, { macd: 1, signal: 0.5 }, true],
    ['MACD crossing its signal down', MACD, { macd: 1, signal: 0 }, { macd: -1, signal: 0 }, true],
    ['MACD above its signal, both rising', MACD, { macd: 2, signal: 1 }, { macd: 3, signal: 2 }, false],
    ['MACD with no signal line', MACD, { macd: -1 }, { macd: 1 }, false],
    ['RSI above 70', { ...RSI, op: 'greaterThan' }, null, { rsi: 71 }, true],
    ['RSI below 30', { ...RSI, op: 'lessThan', target: { value: 30 } }, null, { rsi: 29 }, true],
  ] as [string, IndicatorCondition, Record<string, number> | null, Record<string, number>, boolean][])(
    '%s',
    (_name, condition, previous, current, fires) => {
      expect(indicatorFires(condition, previous, current)).toBe(fires);
    },
  );
});

describe('forecastFires: the probability rising to its level while the side has skill', () => {
  const forecast = { kind: 'forecast' as const, interval: '60' as const, side: 'up' as const, level: 0.7 };
  test.each([
    ['rising through the level', 0.6, 0.75, 0.1, true],
    ['rising onto the level', 0.6, 0.7, 0.1, true],
    ['staying above', 0.75, 0.8, 0.1, false],
    ['falling through', 0.8, 0.6, 0.1, false],
    ['no skill', 0.6, 0.75, 0, false],
    ['less skill than the base rate', 0.6, 0.75, -0.05, false],
    ['skill not measured', 0.6, 0.75, NaN, false],
    ['no bar before', null, 0.75, 0.1, false],
    ['no forecast now', 0.6, NaN, 0.1, false],
  ] as [string, number | null, number, number, boolean][])('%s', (_name, previous, current, skill, fires) => {
    expect(forecastFires(forecast, previous, current, skill)).toBe(fires);
  });
});

describe('how often an alert fires', () => {
  const MINUTE = 60_000;
  // 2026-01-01 00:00:30 KST, half a minute into a minute bar and into a day.
  const T = Date.UTC(2025, 11, 31, 15, 0, 30);
  const alert = (trigger: Alert['trigger'], condition: AlertCondition = PRICE) => ({
    active: true,
    expiresAt: null,
    trigger,
    condition,
  });

  test.each([
    ['once, never fired', alert('once'), null, T, true],
    ['once, fired', alert('once'), T - MINUTE, T, false],
    ['once per bar, never fired', alert('oncePerBar'), null, T, true],
    ['once per bar, fired in this minute', alert('oncePerBar'), T - 20_000, T, false],
    ['once per bar, fired in the minute before', alert('oncePerBar'), T - 40_000, T, true],
    [
      'once per bar, hourly: fired in this hour',
      alert('oncePerBar', RSI),
      T + 5 * MINUTE,
      T + 30 * MINUTE,
      false,
    ],
    ['once per bar, hourly: fired the hour before', alert('oncePerBar', RSI), T - MINUTE, T, true],
    [
      'once per bar, daily: the KST day',
      alert('oncePerBar', { kind: 'forecast', interval: '1D', side: 'up', level: 0.6 }),
      T - MINUTE,
      T,
      true,
    ],
    ['every time, fired a ms ago', alert('everyTime'), T - 1, T, true],
    ['off', { ...alert('everyTime'), active: false }, null, T, false],
    ['expired', { ...alert('everyTime'), expiresAt: T }, null, T, false],
    ['not yet expired', { ...alert('everyTime'), expiresAt: T + 1 }, null, T, true],
  ])('%s', (_name, value, lastFiredAt, now, may) => {
    expect(alertMayFire(value, lastFiredAt, now)).toBe(may);
  });

  test("once per bar's bar: the interval of indicator and forecast alerts, a minute for the others", () => {
    expect(alertBarInterval(PRICE)).toBe('1');
    expect(alertBarInterval({ kind: 'move', direction: 'up', percent: 1, minutes: 60 })).toBe('1');
    expect(alertBarInterval({ kind: 'drawing', drawingId: 'd', line: 0, op: 'crosses' })).toBe('1');
    expect(alertBarInterval(RSI)).toBe('60');
    expect(alertBarInterval({ kind: 'forecast', interval: '1D', side: 'down', level: 0.6 })).toBe('1D');
  });

  test('expiry: from its time on; none never expires', () => {
    expect(alertExpired({ expiresAt: T }, T - 1)).toBe(false);
    expect(alertExpired({ expiresAt: T }, T)).toBe(true);
    expect(alertExpired({ expiresAt: null }, Number.MAX_SAFE_INTEGER)).toBe(false);
  });

  test('a once alert turns off when it fires; the others stay on', () => {
    expect(activeAfterFiring({ trigger: 'once' })).toBe(false);
    expect(activeAfterFiring({ trigger: 'oncePerBar' })).toBe(true);
    expect(activeAfterFiring({ trigger: 'everyTime' })).toBe(true);
  });

  test('greater than with each trigger over trades that stay above: once, once a minute, every trade', () => {
    const above = { kind: 'price' as const, op: 'greaterThan' as const, value: 100 };
    // Half a minute into a minute bar: two trades in it, one in the next, two in the one after.
    const trades = [0, 10_000, 40_000, 100_000, 110_000].map((offset) => T + offset);
    const fired = (trigger: Alert['trigger']) => {
      let active = true;
      let lastFiredAt: number | null = null;
      let count = 0;
      for (const now of trades) {
        const value = { active, expiresAt: null, trigger, condition: above };
        if (alertMayFire(value, lastFiredAt, now) && priceFires(above, 110, 120)) {
          count += 1;
          lastFiredAt = now;
          active = activeAfterFiring(value);
        }
      }
      return count;
    };
    expect(fired('once')).toBe(1);
    expect(fired('oncePerBar')).toBe(3);
    expect(fired('everyTime')).toBe(5);
  });
});
