import { describe, expect, test } from 'vitest';
import { ALERT_EXPIRY_MAX_MS, ALERT_MESSAGE_MAX, type AlertCondition } from '../../../../contract';
import {
  ALERT_INDICATORS,
  alertContentOf,
  formFromDraft,
  formProblem,
  kstFieldMoment,
  kstFieldText,
  withIndicator,
  withKind,
  type AlertForm,
} from '../../../../src/features/alerts/alert-form';
import { storedAlert } from '../../../fixtures/alerts';

/** 2026-11-29 00:00 KST. */
const NOW = Date.UTC(2026, 10, 28, 15, 0);

function priceForm(changes: Partial<AlertForm> = {}): AlertForm {
  return { ...formFromDraft({ coin: 'BTC-KRW', price: 100 }, NOW), ...changes };
}

describe('KST field texts', () => {
  test('read and write a datetime-local value in KST, whatever the browser zone', () => {
    expect(kstFieldText(NOW)).toBe('2026-11-29T00:00');
    expect(kstFieldMoment('2026-11-29T00:00')).toBe(NOW);
    expect(kstFieldMoment('2026-02-30T00:00')).toBeNaN();
    expect(kstFieldMoment('')).toBeNaN();
  });
});

describe('drafts', () => {
  test('a price draft is a price alert at that price, once, on, no expiry', () => {
    expect(alertContentOf(priceForm())).toEqual({
      coin: 'BTC-KRW',
      condition: { kind: 'price', op: 'crosses', value: 100 },
      trigger: 'once',
      expiresAt: null,
      message: '',
      active: true,
    });
  });

  test("a drawing draft is a drawing alert on that drawing's line", () => {
    const form = formFromDraft({ coin: 'ETH-KRW', drawingId: 'd-1', line: 1 }, NOW);
    expect(alertContentOf(form).condition).toEqual({
      kind: 'drawing',
      drawingId: 'd-1',
      line: 1,
      op: 'crosses',
    });
  });

  test.each<AlertCondition>([
    { kind: 'price', op: 'lessThan', value: 95.5 },
    { kind: 'move', direction: 'down', percent: 3, minutes: 15 },
    { kind: 'drawing', drawingId: 'd-2', line: 0, op: 'crossesDown' },
    {
      kind: 'indicator',
      interval: '240',
      indicator: {
        kind: 'macd',
        params: { fastLength: 8, slowLength: 21, signalLength: 5, source: 'close' },
      },
      line: 'macd',
      op: 'crossesUp',
      target: { line: 'signal' },
    },
    {
      kind: 'indicator',
      interval: '60',
      indicator: { kind: 'rsi', params: { length: 14, source: 'close' } },
      line: 'rsi',
      op: 'greaterThan',
      target: { value: 70 },
    },
    { kind: 'forecast', interval: '1D', side: 'down', level: 0.65 },
  ])('an alert to edit opens as itself: %j', (condition) => {
    const alert = storedAlert('a', {
      condition,
      trigger: 'oncePerBar',
      expiresAt: NOW + 3_600_000,
      message: 'hi',
      active: false,
    });
    const { id: _id, version: _v, createdAt: _c, updatedAt: _u, ...content } = alert;
    expect(alertContentOf(formFromDraft({ alert }, NOW))).toEqual(content);
  });
});

describe('every kind builds its condition from its fields', () => {
  test('move', () => {
    const form = {
      ...withKind(priceForm(), 'move'),
      direction: 'up' as const,
      percent: '2.5',
      minutes: '30',
    };
    expect(alertContentOf(form).condition).toEqual({
      kind: 'move',
      direction: 'up',
      percent: 2.5,
      minutes: 30,
    });
  });

  test('indicator, with the catalogue defaults and a value or another line', () => {
    const rsi = withKind(withIndicator(priceForm(), 'rsi'), 'indicator');
    expect(alertContentOf({ ...rsi, op: 'lessThan', targetValue: '30' }).condition).toEqual({
      kind: 'indicator',
      interval: '60',
      indicator: { kind: 'rsi', params: { length: 14, source: 'close' } },
      line: 'rsi',
      op: 'lessThan',
      target: { value: 30 },
    });
    const macd = withIndicator(rsi, 'macd');
    expect(alertContentOf({ ...macd, target: 'line' }).condition).toMatchObject({
      line: 'macd',
      target: { line: 'signal' },
    });
  });

  test('forecast: the level typed in percent is kept as a fraction', () => {
    const form = { ...withKind(priceForm(), 'forecast'), side: 'up' as const, levelPercent: '70' };
    expect(alertContentOf(form).condition).toEqual({
      kind: 'forecast',
      interval: '60',
      side: 'up',
      level: 0.7,
    });
  });

  test('a drawing alert takes a crossing op only', () => {
    expect(withKind(priceForm({ op: 'greaterThan' }), 'drawing').op).toBe('crosses');
    expect(withKind(priceForm({ op: 'crossesUp' }), 'drawing').op).toBe('crossesUp');
  });

  test('the dialog offers every indicator whose parameters are fields', () => {
    expect(ALERT_INDICATORS).toContain('rsi');
    expect(ALERT_INDICATORS).not.toContain('anchoredVwap');
  });
});

describe('problems, as the exchange says them', () => {
  test.each<[string, Partial<AlertForm>, string]>([
    ['an empty price', { value: '' }, 'value'],
    ['a price of zero', { value: '0' }, 'value'],
    ['a half-typed price', { value: '1.' }, 'none'],
    ['a long message', { message: 'x'.repeat(ALERT_MESSAGE_MAX + 1) }, 'message'],
    ['an expiry in the past', { expires: true, expiry: kstFieldText(NOW - 60_000) }, 'expiry'],
    [
      'an expiry past 60 days',
      { expires: true, expiry: kstFieldText(NOW + ALERT_EXPIRY_MAX_MS + 60_000) },
      'expiry',
    ],
    ['an unreadable expiry', { expires: true, expiry: '' }, 'expiry'],
    ['an expiry in range', { expires: true, expiry: kstFieldText(NOW + ALERT_EXPIRY_MAX_MS) }, 'none'],
    ['a move of 0 %', { kind: 'move', percent: '0' }, 'percent'],
    ['a move over 100 %', { kind: 'move', percent: '101' }, 'percent'],
    ['a move of half a minute', { kind: 'move', minutes: '0.5' }, 'minutes'],
    ['a move over a day', { kind: 'move', minutes: '1441' }, 'minutes'],
    ['a forecast at 100 %', { kind: 'forecast', levelPercent: '100' }, 'level'],
    ['an indicator with no value', { kind: 'indicator', targetValue: '' }, 'indicator'],
  ])('%s', (_name, changes, expected) => {
    const problem = formProblem(priceForm(changes), NOW);
    expect(problem ? problem.problem : 'none').toBe(expected);
  });

  test("an indicator's parameter out of the catalogue's range", () => {
    const form = { ...withKind(priceForm(), 'indicator'), targetValue: '70' };
    expect(formProblem(form, NOW)).toBeUndefined();
    expect(formProblem({ ...form, params: { ...form.params, length: '0' } }, NOW)).toEqual({
      kind: 'param',
      problem: { param: 'length', problem: 'whole', min: 1, max: 2000 },
    });
  });
});
