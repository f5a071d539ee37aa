/**
 * Indicator and forecast alerts at bar close (server/alerts/bar-close.ts): they fire when the clock enters
 * the next bar of their interval, at the closed bar's close, by the chart's own kernels and forecast — and
 * never on a trade; an indicator or forecast the chart's code does not compute is refused when written.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  forecastFires,
  type AlertCondition,
  type ForecastCondition,
  type IndicatorCondition,
} from '../../../../contract';
import { ApiError } from '../../../../server/errors/api-error';
import { seriesOf, warmUpBars } from '../../../../server/alerts/bar-close';
import { computeForecast, FORECAST_MAX_BARS } from '../../../../workers/core/forecast';
import { createIndicatorRun } from '../../../../workers/core/indicators';
import { alertPut } from '../../../fixtures/alerts';
import { ALICE, BTC, harness, T0, type Harness } from './evaluator-harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.stop());

const MINUTE = 60_000;
const ids = () => h.firings().map((firing) => firing.alertId);
const at = (k: number) => h.p0 + k * h.tick;
const sma = (op: IndicatorCondition['op'], value: number): IndicatorCondition => ({
  kind: 'indicator',
  interval: '1',
  indicator: { kind: 'sma', params: { length: 2 } },
  line: 'sma',
  op,
  target: { value },
});

describe('indicator alerts', () => {
  test("fire at the close of the bar whose value crosses, at that bar's close, and never on a trade", () => {
    h.at(T0 + 10 * MINUTE);
    h.put('cross', { condition: sma('crossesUp', at(4)), trigger: 'everyTime' });
    h.put('never', { condition: sma('lessThan', at(-100)), trigger: 'everyTime' });
    // The bars before stand at the start's price: SMA(2) is p0 until the bars move.
    h.trade(at(0));
    h.trade(at(20));
    h.trade(at(0));
    h.at(T0 + 11 * MINUTE);
    expect(ids()).toEqual([]);
    h.trade(at(10));
    expect(ids()).toEqual([]);
    h.at(T0 + 12 * MINUTE + 500);
    // SMA(2) went from p0 to p0 + 5 ticks over the level of 4: fired when minute 11's bar closed.
    expect(h.firings()).toEqual([
      { alertId: 'cross', coin: 'BTC-KRW', at: T0 + 12 * MINUTE + 500, price: at(10) },
    ]);
    h.at(T0 + 13 * MINUTE);
    expect(ids()).toEqual(['cross']);
  });

  test('oncePerBar fires once in each bar of its interval while the value stays past the level', () => {
    h.at(T0 + 10 * MINUTE);
    h.put('bar', {
      condition: { ...sma('greaterThan', at(-1)), interval: '3' },
      trigger: 'oncePerBar',
    });
    for (let minute = 10; minute < 20; minute++) {
      h.at(T0 + minute * MINUTE);
      h.trade(at(1));
    }
    // Three-minute bars (KST-aligned) closed at minutes 12, 15 and 18 of the test.
    expect(h.firings().map((firing) => (firing.at - T0) / MINUTE)).toEqual([12, 15, 18]);
  });

  test("an indicator the chart's catalogue has not, or with a bad parameter or line, is refused when written", () => {
    let written = 0;
    const refused = (condition: AlertCondition) => {
      try {
        h.alerts.put(ALICE, `x${(written += 1)}`, alertPut({ condition }));
      } catch (error) {
        if (error instanceof ApiError) return error.data;
      }
      return undefined;
    };
    const rsi = (changes: Partial<IndicatorCondition>): IndicatorCondition => ({
      kind: 'indicator',
      interval: '60',
      indicator: { kind: 'rsi', params: { length: 14 } },
      line: 'rsi',
      op: 'crossesUp',
      target: { value: 70 },
      ...changes,
    });
    expect(refused(rsi({ indicator: { kind: 'nope', params: {} } }))).toEqual({ problem: 'indicator' });
    expect(refused(rsi({ indicator: { kind: 'rsi', params: { length: 0 } } }))).toEqual({
      problem: 'indicator',
    });
    expect(refused(rsi({ indicator: { kind: 'rsi', params: { width: 3 } } }))).toEqual({
      problem: 'indicator',
    });
    expect(refused(rsi({ line: 'signal' }))).toEqual({ problem: 'indicator' });
    expect(refused(rsi({ target: { line: 'signal' } }))).toEqual({ problem: 'indicator' });
    const forecast: ForecastCondition = { kind: 'forecast', interval: '1D', side: 'up', level: 0.6 };
    expect(refused(forecast)).toEqual({ problem: 'interval' });
    expect(refused(rsi({}))).toBeUndefined();
    expect(
      refused({
        kind: 'indicator',
        interval: '60',
        indicator: { kind: 'macd', params: {} },
        line: 'macd',
        op: 'crosses',
        target: { line: 'signal' },
      }),
    ).toBeUndefined();
  });
});

test("warmUpBars is enough: RSI 14, MACD and EMA 50 over it agree with the same over every bar to the chart's figures", () => {
  const columns = h.model.candles(BTC, '1', undefined, 5_000, h.clock.now);
  const series = seriesOf(columns);
  for (const [kind, params] of [
    ['rsi', { length: 14 }],
    ['macd', {}],
    ['ema', { length: 50 }],
  ] as const) {
    const full = createIndicatorRun(kind, params);
    full.reset(series, series.length);
    const bars = warmUpBars(kind, params);
    const from = series.length - bars;
    const cut = (column: Float64Array) => column.subarray(from);
    const short = createIndicatorRun(kind, params);
    short.reset(
      {
        length: bars,
        time: cut(series.time),
        open: cut(series.open),
        high: cut(series.high),
        low: cut(series.low),
        close: cut(series.close),
        volume: cut(series.volume),
      },
      bars,
    );
    full.lines.forEach((line, i) => {
      const [a, b] = [line[series.length - 1]!, short.lines[i]![bars - 1]!];
      expect(Math.abs(a - b), kind).toBeLessThan(Math.max(1e-6 * Math.abs(a), 1e-4));
    });
  }
});

describe('forecast alerts', () => {
  test("fire as forecastFires says over the chart's forecast of the closed bars, with its measured skill", () => {
    h.at(T0 + 10 * MINUTE);
    h.trade(at(3));
    h.trade(at(-3));
    // What the chart would show once minute 10 closes: the forecast of its closed 1-minute bars, and
    // the one a bar before.
    const columns = h.model.candles(BTC, '1', (T0 + 11 * MINUTE) / 1000, FORECAST_MAX_BARS + 1, h.clock.now);
    /** The FORECAST_MAX_BARS bars ending `end` bars before the last. */
    const series = (end: number) => {
      const to = columns.time.length - end;
      const column = (values: number[]) => Float64Array.from(values.slice(to - FORECAST_MAX_BARS, to));
      return {
        length: FORECAST_MAX_BARS,
        time: column(columns.time),
        open: column(columns.open),
        high: column(columns.high),
        low: column(columns.low),
        close: column(columns.close),
        volume: column(columns.volume),
      };
    };
    const request = { symbol: 'BTC/KRW', chartType: 0, interval: '1' as const, replayed: false };
    const current = computeForecast(series(0), request);
    const previous = computeForecast(series(1), request);
    if (!current.ok || !previous.ok) throw new Error('no forecast over the history');
    const sides = (['up', 'down'] as const).map((side) => {
      const [was, is] = [previous.next[side], current.next[side]];
      // A level between the two: crossed upwards when the probability rose, not when it fell.
      const level = (was + is) / 2;
      const condition: ForecastCondition = { kind: 'forecast', interval: '1', side, level };
      h.put(side, { condition, trigger: 'everyTime' });
      return { side, fires: forecastFires(condition, was, is, current.measured[side].skill.value) };
    });
    h.put('high', {
      condition: { kind: 'forecast', interval: '1', side: 'up', level: 0.999 },
      trigger: 'everyTime',
    });
    // The market of this seed has a side that rose with skill: the test sees a firing and a silence.
    expect(sides.map((side) => side.fires)).toContain(true);
    h.at(T0 + 11 * MINUTE);
    expect(ids().sort()).toEqual(sides.filter((side) => side.fires).map((side) => side.side));
    expect(h.firings().every((firing) => firing.price === at(-3))).toBe(true);
  });
});
