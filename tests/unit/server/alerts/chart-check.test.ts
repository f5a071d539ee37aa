/**
 * The forecast alerts' market rule (server/alerts/chart-check.ts, bar-close.ts): on the exchange's own
 * markets only KRW coins take a forecast alert (chart spec §5 rule 1, the chart's `notKrwMarket`); on a
 * replay every replayed coin does, as the chart forecasts it there.
 */
import { describe, expect, test } from 'vitest';
import type { CoinKey, ForecastCondition } from '../../../../contract';
import { barCloseMet, type ForecastMemory } from '../../../../server/alerts/bar-close';
import { chartProblem, forecastTarget } from '../../../../server/alerts/chart-check';
import { computeForecast, FORECAST_MIN_BARS } from '../../../../workers/core/forecast';
import { brownianCandles } from '../../../../bench/forecast/synthetic-candles';

const forecast = (interval: ForecastCondition['interval']): ForecastCondition => ({
  kind: 'forecast',
  interval,
  side: 'up',
  level: 0.5,
});

describe('chartProblem of a forecast alert', () => {
  test.each([
    // coin, interval, replayed → problem
    ['BTC-KRW', '60', false, undefined],
    ['BTC-USDT', '60', false, 'coin'],
    ['ETH-BTC', '1', false, 'coin'],
    ['BTC-KRW', '1D', false, 'interval'],
    ['BTC-USDT', '1D', false, 'coin'],
    ['BTC-USDT', '1', true, undefined],
    ['ETH-USDT', '720', true, undefined],
    ['BTC-KRW', '60', true, undefined],
    ['BTC-USDT', '1D', true, 'interval'],
  ] as const)('%s at %s, replayed %s → %s', (coin, interval, replayed, problem) => {
    expect(chartProblem(coin, forecast(interval), replayed)).toBe(problem);
  });

  test('the target is the chart’s: its symbol, candles, the interval and the source', () => {
    expect(forecastTarget('ETH-USDT', '5', true)).toEqual({
      symbol: 'ETH/USDT',
      chartType: 0,
      interval: '5',
      replayed: true,
    });
  });
});

describe('barCloseMet of a forecast alert', () => {
  const series = brownianCandles(FORECAST_MIN_BARS + 1, 5);
  const target = (coin: CoinKey, replayed: boolean) => forecastTarget(coin, '1', replayed);
  const current = computeForecast(series, target('BTC-KRW', false));
  const previous = computeForecast({ ...series, length: FORECAST_MIN_BARS }, target('BTC-KRW', false));
  if (!current.ok || !previous.ok) throw new Error('no forecast over the generated bars');
  // Each side's alert at a level between its last two forecasts: met when it rose with skill.
  const alerts = (['up', 'down'] as const).map((side) => ({
    key: side,
    condition: {
      kind: 'forecast' as const,
      interval: '1' as const,
      side,
      level: (previous.next[side] + current.next[side]) / 2,
    },
  }));
  const met = (coin: CoinKey, replayed: boolean) =>
    barCloseMet(coin, '1', series, alerts, new Map() as ForecastMemory, replayed);

  test('a replayed USDT coin is evaluated as a KRW coin of the exchange; not on the exchange’s own market', () => {
    const krw = met('BTC-KRW', false);
    expect(krw.length).toBeGreaterThan(0);
    expect(met('BTC-USDT', true)).toEqual(krw);
    expect(met('BTC-USDT', false)).toEqual([]);
  });
});
