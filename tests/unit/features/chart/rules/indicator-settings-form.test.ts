import { describe, expect, test } from 'vitest';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../../../contract/intervals';
import {
  addIndicator,
  NO_INDICATORS,
  setIntervals,
  type ChartIndicator,
} from '../../../../../src/features/chart/rules/chart-indicators';
import {
  defaultsForm,
  kstDateTimeSeconds,
  kstDateTimeText,
  lineChoices,
  paramDecimals,
  readSettingsForm,
  settingsForm,
  tickInterval,
  type SettingsForm,
} from '../../../../../src/features/chart/rules/indicator-settings-form';
import {
  indicatorDefinition,
  type IndicatorKind,
  type ParamSpec,
} from '../../../../../src/render/chart/chart-studies';

function added(kind: IndicatorKind): ChartIndicator {
  const change = addIndicator(NO_INDICATORS, kind);
  if (!change.ok) throw new Error(`refused ${kind}`);
  return change.set.indicators[0]!;
}

const rsi = indicatorDefinition('rsi');
const withValues = (form: SettingsForm, values: Record<string, string>): SettingsForm => ({
  ...form,
  values: { ...form.values, ...values },
});

describe('times on the exchange clock (KST)', () => {
  // 2026-03-02 09:00 KST is 00:00 UTC.
  const nine = Date.UTC(2026, 2, 2) / 1000;

  test.each<[number, string]>([
    [0, ''],
    [nine, '2026-03-02T09:00'],
    [nine + 15 * 3600, '2026-03-03T00:00'],
    [nine + 61, '2026-03-02T09:01:01'],
  ])('%d shows as %j', (seconds, text) => {
    expect(kstDateTimeText(seconds)).toBe(text);
    expect(kstDateTimeSeconds(text)).toBe(seconds);
  });

  test.each<[string, number]>([
    ['  ', 0],
    ['2026-03-02T09:00', nine],
    ['2026-02-30T09:00', Number.NaN],
    ['2026-03-02T24:00', Number.NaN],
    ['2026-03-02', Number.NaN],
    ['yesterday', Number.NaN],
  ])('%j reads as %d', (text, seconds) => {
    expect(kstDateTimeSeconds(text)).toBe(seconds);
  });
});

describe('the form of an indicator', () => {
  test("shows RSI's parameters and its line as drawn", () => {
    expect(settingsForm(rsi, added('rsi'))).toEqual({
      values: { length: '14', source: 'close' },
      lines: [{ color: '#7e57c2', width: 1, visible: true }],
      visible: true,
      intervals: CANDLE_INTERVALS,
    });
  });

  test('ticks the intervals it shows at, when it shows at some only', () => {
    const chosen = setIntervals({ indicators: [added('rsi')], panes: [] }, 'i1', ['1D', '60']);
    expect(settingsForm(rsi, chosen.indicators[0]!).intervals).toEqual(['60', '1D']);
  });

  test("shows the trader's line choices and a hidden indicator", () => {
    const indicator = {
      ...added('macd'),
      visible: false,
      lines: [{}, { color: '#00ff00', width: 3, visible: false }],
    };
    const form = settingsForm(indicatorDefinition('macd'), indicator);
    expect(form.visible).toBe(false);
    expect(form.lines).toEqual([
      { color: '#2962ff', width: 1, visible: true },
      { color: '#00ff00', width: 3, visible: false },
      { color: '#26a69a', width: 1, visible: true },
    ]);
  });

  test('an anchored VWAP with no anchor shows an empty time; a chosen one, its KST time', () => {
    const definition = indicatorDefinition('anchoredVwap');
    const indicator = added('anchoredVwap');
    expect(settingsForm(definition, indicator).values.anchorTime).toBe('');
    const anchored = {
      ...indicator,
      params: { ...indicator.params, anchorTime: Date.UTC(2026, 0, 5, 6) / 1000 },
    };
    expect(settingsForm(definition, anchored).values.anchorTime).toBe('2026-01-05T15:00');
  });

  test('numbers take the decimals their step, limits and default need', () => {
    const spec = (kind: IndicatorKind, name: string) =>
      indicatorDefinition(kind).params.find((each) => each.name === name) as ParamSpec;
    expect(paramDecimals(spec('rsi', 'length'))).toBe(0);
    expect(paramDecimals(spec('bollinger', 'mult'))).toBe(3);
    expect(paramDecimals(spec('psar', 'start'))).toBe(3);
    expect(paramDecimals(spec('rsi', 'source'))).toBeUndefined();
  });
});

describe('OK: reading the form back', () => {
  const form = settingsForm(rsi, added('rsi'));

  test('a good form gives the parameters, no line choices and the visibility', () => {
    expect(readSettingsForm(rsi, withValues(form, { length: '21', source: 'hlc3' }))).toEqual({
      ok: true,
      change: { params: { length: 21, source: 'hlc3' }, lines: [], visible: true },
    });
  });

  test.each<[string, string, object]>([
    ['0', 'under the least', { param: 'length', problem: 'whole', min: 1, max: 2000 }],
    ['2001', 'over the most', { param: 'length', problem: 'whole', min: 1, max: 2000 }],
    ['1.5', 'not whole', { param: 'length', problem: 'whole', min: 1, max: 2000 }],
    ['', 'empty', { param: 'length', problem: 'missing' }],
  ])('a length of %j (%s) is refused with its problem', (length, _why, problem) => {
    expect(readSettingsForm(rsi, withValues(form, { length }))).toEqual({ ok: false, problems: [problem] });
  });

  test('every problem at once: none of the form is applied', () => {
    const macd = indicatorDefinition('macd');
    const bad = withValues(settingsForm(macd, added('macd')), {
      fastLength: '0',
      signalLength: '',
      source: 'volume',
    });
    expect(readSettingsForm(macd, bad)).toEqual({
      ok: false,
      problems: [
        { param: 'fastLength', problem: 'whole', min: 1, max: 2000 },
        { param: 'signalLength', problem: 'missing' },
        {
          param: 'source',
          problem: 'choice',
          options: ['open', 'high', 'low', 'close', 'hl2', 'hlc3', 'ohlc4'],
        },
      ],
    });
  });

  test('a decimal parameter within its range, and one outside it', () => {
    const bollinger = indicatorDefinition('bollinger');
    const base = settingsForm(bollinger, added('bollinger'));
    expect(readSettingsForm(bollinger, withValues(base, { mult: '2.5' }))).toMatchObject({
      ok: true,
      change: { params: { mult: 2.5 } },
    });
    expect(readSettingsForm(bollinger, withValues(base, { mult: '0' }))).toEqual({
      ok: false,
      problems: [{ param: 'mult', problem: 'range', min: 0.001, max: 50 }],
    });
  });

  test('an anchor time: empty is the first bar (0), a KST time its unix seconds, a bad one a problem', () => {
    const definition = indicatorDefinition('anchoredVwap');
    const base = settingsForm(definition, added('anchoredVwap'));
    expect(readSettingsForm(definition, base)).toMatchObject({
      ok: true,
      change: { params: { anchorTime: 0 } },
    });
    expect(readSettingsForm(definition, withValues(base, { anchorTime: '2026-01-05T15:00' }))).toMatchObject({
      ok: true,
      change: { params: { anchorTime: Date.UTC(2026, 0, 5, 6) / 1000 } },
    });
    expect(readSettingsForm(definition, withValues(base, { anchorTime: '2026-13-01T00:00' }))).toEqual({
      ok: false,
      problems: [{ param: 'anchorTime', problem: 'time' }],
    });
  });

  test('line choices: only what differs from the definition, per line; none when nothing does', () => {
    const macd = indicatorDefinition('macd');
    expect(
      lineChoices(macd, [
        { color: '#2962FF', width: 1, visible: true },
        { color: '#123456', width: 3, visible: false },
        { color: '#26a69a', width: 1, visible: true },
      ]),
    ).toEqual([{}, { color: '#123456', width: 3, visible: false }, {}]);
    expect(lineChoices(macd, defaultsForm(macd, settingsForm(macd, added('macd'))).lines)).toEqual([]);
  });

  test('Defaults: the parameters and lines of the definition; whether it is shown stays', () => {
    const changed: SettingsForm = {
      values: { length: '30', source: 'open' },
      lines: [{ color: '#000000', width: 4, visible: false }],
      visible: false,
      intervals: ['240'],
    };
    expect(defaultsForm(rsi, changed)).toEqual({
      values: { length: '14', source: 'close' },
      lines: [{ color: '#7e57c2', width: 1, visible: true }],
      visible: false,
      intervals: ['240'],
    });
  });
});

describe('Visibility: the intervals ticked', () => {
  const form = settingsForm(rsi, added('rsi'));
  const ticked = (intervals: readonly CandleInterval[]): SettingsForm => ({ ...form, intervals });

  test.each<[string, readonly CandleInterval[], CandleInterval, boolean, CandleInterval[]]>([
    ['unticking one of all', CANDLE_INTERVALS, '5', false, CANDLE_INTERVALS.filter((each) => each !== '5')],
    ['ticking one, in the toolbar order', ['1D', '1'], '60', true, ['1', '60', '1D']],
    ['ticking one already ticked', ['60'], '60', true, ['60']],
    ['unticking one not ticked', ['60'], '5', false, ['60']],
    ['unticking the last', ['60'], '60', false, []],
  ])('%s', (_, intervals, interval, on, expected) => {
    expect(tickInterval(intervals, interval, on)).toEqual(expected);
  });

  test.each<[string, readonly CandleInterval[], CandleInterval[] | undefined]>([
    ['every interval: no choice in the change', CANDLE_INTERVALS, undefined],
    ['some: the change carries them', ['60', '1D'], ['60', '1D']],
    ['one', ['1'], ['1']],
  ])('OK with %s', (_, intervals, expected) => {
    const read = readSettingsForm(rsi, ticked(intervals));
    if (!read.ok) throw new Error('refused');
    expect(read.change.intervals).toEqual(expected);
    expect('intervals' in read.change).toBe(expected !== undefined);
  });

  test('none ticked is refused, beside any parameter problem, and nothing is applied', () => {
    expect(readSettingsForm(rsi, ticked([]))).toEqual({ ok: false, problems: [], noInterval: true });
    expect(readSettingsForm(rsi, withValues(ticked([]), { length: '' }))).toEqual({
      ok: false,
      problems: [{ param: 'length', problem: 'missing' }],
      noInterval: true,
    });
    expect(readSettingsForm(rsi, withValues(form, { length: '' }))).toEqual({
      ok: false,
      problems: [{ param: 'length', problem: 'missing' }],
    });
  });
});
