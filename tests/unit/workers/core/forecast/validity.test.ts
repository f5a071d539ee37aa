import { describe, expect, test } from 'vitest';
import {
  FORECAST_MIN_BARS,
  validateForecast,
  type ForecastRequest,
} from '../../../../../workers/core/forecast';
import { en, ko } from '../../../../fixtures/texts';

const ok: ForecastRequest = { symbol: 'BTC/KRW', chartType: 0, interval: '60', bars: 4000, replayed: false };

describe('validateForecast, checked in the spec order', () => {
  test.each([
    // Each row fails the named check and every check after it: the first in the spec's order wins.
    ['BTC market', { ...ok, symbol: 'ETH/BTC', chartType: 9, interval: '1D', bars: 10 }, 'notKrwMarket'],
    ['USDT market', { ...ok, symbol: 'ETH/USDT' }, 'notKrwMarket'],
    ['no market', { ...ok, symbol: 'BTC' }, 'notKrwMarket'],
    ['KRW as the coin', { ...ok, symbol: 'KRW/BTC' }, 'notKrwMarket'],
    ['chart type 4', { ...ok, chartType: 4, interval: '1D', bars: 10 }, 'chartType'],
    ['chart type -1', { ...ok, chartType: -1 }, 'chartType'],
    ['chart type 1.5', { ...ok, chartType: 1.5 }, 'chartType'],
    ['daily', { ...ok, interval: '1D', bars: 10 }, 'interval'],
    ['2 minutes', { ...ok, interval: '2' }, 'interval'],
    ['weekly', { ...ok, interval: '1W' }, 'interval'],
    ['2,999 bars', { ...ok, bars: FORECAST_MIN_BARS - 1 }, 'insufficientData'],
    ['no bars', { ...ok, bars: 0 }, 'insufficientData'],
    ['NaN bars', { ...ok, bars: Number.NaN }, 'insufficientData'],
    ['3,000 bars', { ...ok, bars: FORECAST_MIN_BARS }, 'activated'],
    ['chart type 3, 720 minutes', { ...ok, chartType: 3, interval: '720' }, 'activated'],
    ['1 minute', { ...ok, symbol: 'XRP/KRW', interval: '1' }, 'activated'],
  ] as const)('%s → %s', (_, request, reason) => {
    expect(validateForecast(request).reason).toBe(reason);
  });

  // A replayed coin (a recorded market played back for practice): rule 1 is the exchange's own markets';
  // on a replay any market is forecastable and the later rules decide, in the same order.
  const replayed: ForecastRequest = { ...ok, symbol: 'BTC/USDT', replayed: true };
  test.each([
    ['USDT market', replayed, 'activated'],
    ['KRW market', { ...replayed, symbol: 'BTC/KRW' }, 'activated'],
    ['BTC market', { ...replayed, symbol: 'ETH/BTC' }, 'activated'],
    ['no market', { ...replayed, symbol: 'BTC' }, 'activated'],
    ['1 minute, 3,000 bars', { ...replayed, interval: '1', bars: FORECAST_MIN_BARS }, 'activated'],
    ['chart type 4', { ...replayed, chartType: 4, interval: '1D', bars: 10 }, 'chartType'],
    ['daily', { ...replayed, interval: '1D', bars: 10 }, 'interval'],
    ['2,999 bars', { ...replayed, bars: FORECAST_MIN_BARS - 1 }, 'insufficientData'],
  ] as const)('replayed, %s → %s', (_, request, reason) => {
    expect(validateForecast(request).reason).toBe(reason);
  });

  test('the same USDT coin on the exchange’s own market keeps rule 1 and its message', () => {
    expect(validateForecast({ ...replayed, replayed: false })).toEqual({
      ok: false,
      reason: 'notKrwMarket',
      messageKey: 'forecast.notKrwMarket',
    });
  });

  test('every minute interval of the spec is accepted', () => {
    for (const interval of ['1', '3', '5', '10', '15', '30', '60', '240', '360', '720']) {
      expect(validateForecast({ ...ok, interval }).ok).toBe(true);
    }
  });

  test('a chart type out of range fails silently: no message', () => {
    expect(validateForecast({ ...ok, chartType: 7 })).toEqual({
      ok: false,
      reason: 'chartType',
      messageKey: undefined,
    });
  });

  test.each([
    ['notKrwMarket', { ...ok, symbol: 'BTC/USDT' }, 'only available for KRW market virtual assets'],
    ['interval', { ...ok, interval: '1D' }, 'supports only hour and minute intervals'],
    ['insufficientData', { ...ok, bars: 100 }, 'insufficient data to activate the Forecast Chart'],
    ['activated', ok, 'The Forecast Chart has been activated.'],
  ] as const)(
    '%s carries a message key with the spec text in en and a text in ko',
    (reason, request, text) => {
      const result = validateForecast(request);
      expect(result.messageKey).toBe(`forecast.${reason}`);
      const key = reason as keyof typeof en.forecast;
      expect(en.forecast[key]).toContain(text);
      expect(ko.forecast[key]).toMatch(/[가-힣]/);
    },
  );
});
