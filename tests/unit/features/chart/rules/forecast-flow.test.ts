import { describe, expect, test } from 'vitest';
import type { ForecastResult } from '../../../../../src/api/chart-client';
import {
  FORECAST_IDLE,
  forecastPhase,
  forecastStep,
  type ForecastEffect,
  type ForecastEvent,
  type ForecastFigures,
  type ForecastFlow,
  type ForecastPhase,
} from '../../../../../src/features/chart/rules/forecast-flow';

const score = { skill: 0.1, standardError: 0.02, bins: [] };
const measured = { bars: 3000, up: score, down: score } as unknown as ForecastFigures['measured'];
const next = { up: 0.6, down: 0.3 };
const ok = {
  ok: true,
  next,
  overlay: {},
  measured,
  messageKey: 'forecast.activated',
} as unknown as ForecastResult;
const tooFew: ForecastResult = {
  ok: false,
  reason: 'insufficientData',
  messageKey: 'forecast.insufficientData',
} as ForecastResult;
const silent: ForecastResult = {
  ok: false,
  reason: 'insufficientData',
  messageKey: undefined,
} as ForecastResult;
const figures: ForecastFigures = { coin: 'BTC-KRW', interval: '60', next, measured };

const idle = FORECAST_IDLE;
const asked: ForecastFlow = { requested: true, pressed: false, figures: null };
const askedByPress: ForecastFlow = { requested: true, pressed: true, figures: null };
const shown: ForecastFlow = { requested: true, pressed: false, figures };
const pressedIdle: ForecastFlow = { requested: false, pressed: true, figures: null };

const result = (value: ForecastResult, cause: 'enable' | 'reload' = 'enable'): ForecastEvent => ({
  type: 'result',
  result: value,
  cause,
  coin: 'BTC-KRW',
  interval: '60',
});

describe('forecastPhase', () => {
  test.each<[string, ForecastFlow, ForecastPhase]>([
    ['nothing asked', idle, 'idle'],
    ['asked, no answer', asked, 'asked'],
    ['asked by a press', askedByPress, 'asked'],
    ['figures shown', shown, 'shown'],
  ])('%s', (_, flow, phase) => {
    expect(forecastPhase(flow)).toBe(phase);
  });
});

describe('forecastStep', () => {
  test.each<[string, ForecastFlow, ForecastEvent, ForecastFlow, ForecastEffect[]]>([
    // A new controller: nothing asked, nothing shown; a press's pending ask stays.
    [
      'a new chart clears what was shown',
      shown,
      { type: 'chartCreated' },
      { ...shown, requested: false, figures: null },
      [],
    ],
    ['a new chart keeps a press pending', askedByPress, { type: 'chartCreated' }, pressedIdle, []],
    // The flag.
    [
      'the flag on and the bars in: ask',
      idle,
      { type: 'flag', active: true, ready: true },
      asked,
      [{ type: 'enable' }],
    ],
    ['the flag on before the bars: wait', idle, { type: 'flag', active: true, ready: false }, idle, []],
    ['asked already: not again', asked, { type: 'flag', active: true, ready: true }, asked, []],
    [
      'the flag off after an ask: stop, clear',
      shown,
      { type: 'flag', active: false, ready: true },
      { ...shown, requested: false, figures: null },
      [{ type: 'disable' }],
    ],
    [
      'the flag off with nothing asked: nothing',
      idle,
      { type: 'flag', active: false, ready: true },
      idle,
      [],
    ],
    // Results.
    [
      'an own ask answered: shown, and said',
      asked,
      result(ok),
      shown,
      [{ type: 'toast', key: 'forecast.activated' }],
    ],
    ['a reload answered: shown quietly', shown, result(ok, 'reload'), shown, []],
    [
      'a press answered: shown, the press done',
      askedByPress,
      result(ok),
      shown,
      [{ type: 'toast', key: 'forecast.activated' }],
    ],
    [
      'a failure after a press: the flag off, and why',
      askedByPress,
      result(tooFew),
      asked,
      [
        { type: 'setFlag', active: false },
        { type: 'toast', key: 'forecast.insufficientData' },
      ],
    ],
    [
      'a failure of this chart alone: the others be',
      asked,
      result(tooFew),
      asked,
      [{ type: 'toast', key: 'forecast.insufficientData' }],
    ],
    ['a failure with no message', shown, result(silent, 'reload'), asked, []],
    // The button.
    [
      'a press, terms not agreed: the terms',
      idle,
      { type: 'press', termsAgreed: false, flagActive: false, hasChart: true },
      idle,
      [{ type: 'openTerms' }],
    ],
    [
      'a press, terms agreed: the flag on',
      idle,
      { type: 'press', termsAgreed: true, flagActive: false, hasChart: true },
      pressedIdle,
      [{ type: 'setFlag', active: true }],
    ],
    [
      'a press with the flag on but nothing shown: ask again',
      asked,
      { type: 'press', termsAgreed: true, flagActive: true, hasChart: true },
      askedByPress,
      [{ type: 'enable' }],
    ],
    [
      'a press with the flag on and no chart: the flag',
      idle,
      { type: 'press', termsAgreed: true, flagActive: true, hasChart: false },
      pressedIdle,
      [{ type: 'setFlag', active: true }],
    ],
    [
      'a press while shown: the flag off, and said',
      shown,
      { type: 'press', termsAgreed: true, flagActive: true, hasChart: true },
      shown,
      [
        { type: 'setFlag', active: false },
        { type: 'toast', key: 'forecast.deactivated' },
      ],
    ],
    // The terms agreed.
    [
      'agreed: the flag on',
      idle,
      { type: 'activate', flagActive: false, hasChart: true },
      pressedIdle,
      [{ type: 'setFlag', active: true }],
    ],
    [
      'agreed with the flag on: ask again',
      asked,
      { type: 'activate', flagActive: true, hasChart: true },
      askedByPress,
      [{ type: 'enable' }],
    ],
    // The window's market source (it decides the market rule: a replay's coins are forecastable).
    [
      'the source after an ask that could not show: ask again',
      asked,
      { type: 'source' },
      asked,
      [{ type: 'enable' }],
    ],
    ['the source while shown: nothing', shown, { type: 'source' }, shown, []],
    ['the source with nothing asked: nothing', idle, { type: 'source' }, idle, []],
  ])('%s', (_, before, event, after, effects) => {
    const step = forecastStep(before, event);
    expect(step.flow).toEqual(after);
    expect(step.effects).toEqual(effects);
  });

  test('a result keeps the coin and interval it was computed on', () => {
    const step = forecastStep(asked, { ...result(ok), coin: 'ETH-KRW', interval: '240' } as ForecastEvent);
    expect(step.flow.figures).toMatchObject({ coin: 'ETH-KRW', interval: '240', next, measured });
  });
});
