/**
 * The evaluator's two clocks (server/alerts/alert-evaluator.ts): what is about the market counts in the
 * market's time, what is about the member in the wall clock. Each behaviour is checked on the simulated
 * market (its clock the wall clock) and on a replay-like market whose clock runs far behind the wall
 * clock (a recorded market's time, off by days and a part of a minute): indicator and forecast alerts
 * fire at the close of the bar that closed in the market's time, price alerts on trades, a `oncePerBar`
 * alert waits for the market's next bar, an expiry comes at its wall instant, and every firing is logged
 * at the market's time (where the chart's bell goes), a `once` alert turned off written at the wall time. A jump of the replay-like market fires nothing for the bars it passed over.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { forecastFires, type ForecastCondition, type IndicatorCondition } from '../../../../contract';
import { seriesOf } from '../../../../server/alerts/bar-close';
import { computeForecast, FORECAST_MAX_BARS } from '../../../../workers/core/forecast';
import { BTC, database, harness, T0, type Harness } from './evaluator-harness';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** A recorded market's clock behind the wall clock: 400 days, 1 h 2 min 3.5 s (no bar of any interval aligns). */
const AHEAD = 400 * DAY + 3_723_500;

const MARKETS = [
  { market: 'the simulated market', wallAheadMs: undefined },
  { market: 'a replay-like market (the wall clock 400 days ahead)', wallAheadMs: AHEAD },
];

let h: Harness;
afterEach(() => h.stop());

const ids = () => h.firings().map((firing) => firing.alertId);
/** A price `k` ticks from the start's. */
const at = (k: number) => h.p0 + k * h.tick;
/** The market's time at wall time `wallMs`. */
const marketOf = (wallMs: number) => wallMs - (h.behind?.aheadMs ?? 0);
const sma = (op: IndicatorCondition['op'], value: number): IndicatorCondition => ({
  kind: 'indicator',
  interval: '1',
  indicator: { kind: 'sma', params: { length: 2 } },
  line: 'sma',
  op,
  target: { value },
});

describe.each(MARKETS)('on $market', ({ wallAheadMs }) => {
  beforeEach(() => {
    h = harness(database(), T0 + 1_000, wallAheadMs);
  });

  test('an indicator alert fires when its bar closes in the market’s time, at its close, written at the wall time', () => {
    h.at(T0 + 10 * MINUTE);
    h.put('cross', { condition: sma('crossesUp', at(4)), trigger: 'everyTime' });
    h.trade(at(0));
    h.trade(at(20));
    h.trade(at(0));
    h.at(T0 + 11 * MINUTE);
    expect(ids()).toEqual([]);
    h.trade(at(10));
    h.at(T0 + 12 * MINUTE + 500);
    // SMA(2) went from p0 to p0 + 5 ticks, over the level of 4: minute 11's bar closed.
    expect(h.firings()).toEqual([
      { alertId: 'cross', coin: 'BTC-KRW', at: marketOf(h.wall()), price: at(10) },
    ]);
    expect(h.firings()[0]!.at).toBe(T0 + 12 * MINUTE + 500);
  });

  test('a forecast alert fires as forecastFires says over the bars closed in the market’s time', () => {
    h.at(T0 + 10 * MINUTE);
    h.trade(at(3));
    h.trade(at(-3));
    // The closed 1-minute bars once minute 10 closes (market time), and the forecasts at its close and before.
    const closed = seriesOf(
      h.model.candles(BTC, '1', (T0 + 11 * MINUTE) / 1000, FORECAST_MAX_BARS + 1, h.clock.now),
    );
    const request = { symbol: 'BTC/KRW', chartType: 0, interval: '1' as const, replayed: false };
    /** The forecast over the FORECAST_MAX_BARS closed bars before bar `end`. */
    const forecastTo = (end: number) => {
      const cut = (column: Float64Array) => column.subarray(end - FORECAST_MAX_BARS, end);
      const { time, open, high, low, close, volume } = closed;
      return computeForecast(
        {
          length: FORECAST_MAX_BARS,
          time: cut(time),
          open: cut(open),
          high: cut(high),
          low: cut(low),
          close: cut(close),
          volume: cut(volume),
        },
        request,
      );
    };
    const current = forecastTo(closed.length);
    const previous = forecastTo(closed.length - 1);
    if (!current.ok || !previous.ok) throw new Error('no forecast over the history');
    const fires = (['up', 'down'] as const).filter((side) => {
      // A level between the two: crossed upwards when the probability rose.
      const level = (previous.next[side] + current.next[side]) / 2;
      const condition: ForecastCondition = { kind: 'forecast', interval: '1', side, level };
      h.put(side, { condition, trigger: 'everyTime' });
      return forecastFires(
        condition,
        previous.next[side],
        current.next[side],
        current.measured[side].skill.value,
      );
    });
    expect(fires).not.toEqual([]);
    h.at(T0 + 11 * MINUTE);
    expect(ids().sort()).toEqual(fires);
    expect(h.firings().every((firing) => firing.price === at(-3) && firing.at === marketOf(h.wall()))).toBe(
      true,
    );
  });

  test('a price alert fires on the trade that crosses; a once alert turns off at the wall time', () => {
    h.put('a', { condition: { kind: 'price', op: 'crossesUp', value: at(2) } });
    h.trade(at(1));
    expect(ids()).toEqual([]);
    h.trade(at(2));
    expect(h.firings()).toEqual([{ alertId: 'a', coin: 'BTC-KRW', at: marketOf(h.wall()), price: at(2) }]);
    expect(h.alerts.list(1)[0]).toMatchObject({ active: false, updatedAt: h.wall() });
  });

  test('an expiry comes at its wall instant', () => {
    h.put('exp', {
      condition: { kind: 'price', op: 'greaterThan', value: at(1) },
      expiresAt: h.wall() + 30_000,
      trigger: 'everyTime',
    });
    h.trade(at(2));
    expect(ids()).toEqual(['exp']);
    h.at(h.clock.now + 29_000);
    h.trade(at(3));
    expect(ids()).toEqual(['exp']);
    expect(h.evaluator.size).toBe(0);
  });

  test('a oncePerBar indicator alert fires once in each bar of its interval, by the market’s bars', () => {
    h.at(T0 + 10 * MINUTE);
    h.put('bar', {
      condition: { ...sma('greaterThan', at(-1)), interval: '3' },
      trigger: 'oncePerBar',
    });
    for (let minute = 10; minute < 20; minute++) {
      h.at(T0 + minute * MINUTE);
      h.trade(at(1));
    }
    // Three-minute bars (KST-aligned, in the market's time) closed at minutes 12, 15 and 18 of the test.
    expect(h.firings().map((firing) => (firing.at - T0) / MINUTE)).toEqual([12, 15, 18]);
  });
});

describe('a replay-like market’s jump', () => {
  beforeEach(() => {
    h = harness(database(), T0 + 1_000, AHEAD);
  });

  test('fires nothing for the bars it passed over; the next bar that closes after it does', () => {
    // T0 opens an hour (KST too): the hourly bar holding the jump's end closes 40 minutes after it.
    h.at(T0 + 10 * MINUTE);
    h.put('hourly', {
      condition: { ...sma('greaterThan', h.p0 / 2), interval: '60' },
      trigger: 'everyTime',
    });
    const wall = h.wall();
    h.jump(T0 + DAY + 20 * MINUTE);
    expect(h.wall()).toBe(wall);
    h.at(T0 + DAY + 21 * MINUTE);
    h.at(T0 + DAY + 59 * MINUTE);
    expect(ids()).toEqual([]);
    h.at(T0 + DAY + 60 * MINUTE);
    expect(ids()).toEqual(['hourly']);
    expect(h.firings()[0]!.at).toBe(T0 + DAY + 60 * MINUTE);
  });
});

describe('a replay-like market started again from an earlier time', () => {
  test('a last firing after the market’s now is no firing of this run: a oncePerBar alert fires in its bar', () => {
    h = harness(database(), T0 + 20 * MINUTE + 1_000, AHEAD);
    h.put('bar', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, trigger: 'oncePerBar' });
    h.trade(at(2));
    expect(ids()).toEqual(['bar']);
    const firstAt = h.firings()[0]!.at;
    h.stop();
    h = harness(h.db, T0 + 1_000, AHEAD);
    h.trade(at(2));
    expect(ids()).toEqual(['bar', 'bar']);
    expect(h.firings().map((firing) => firing.at)).toEqual([firstAt, marketOf(h.wall())]);
  });
});
