import { describe, expect, test } from 'vitest';
import {
  FORECAST_TIP_COOKIE,
  chartToastsSuppressed,
  forecastPress,
  forecastSidesShown,
  forecastTipCookie,
  forecastTipSeen,
  isForecastOrderPage,
  nextBarText,
  percent,
  termsOpenByThemselves,
  type TermsOccasion,
  type ForecastPressAction,
  type ForecastSides,
} from '../../../../../src/features/chart/rules/chart-forecast';
import type { MeasuredSkill, SideScore } from '../../../../../src/api/chart-client';
import { nextLocalMidnight } from '../../../../../src/lib/local-day';
import { isChartPopupPath } from '../../../../../src/lib/paths';

describe('forecastPress', () => {
  test.each<[boolean, boolean, ForecastPressAction]>([
    [false, false, 'openTerms'],
    [false, true, 'activate'],
    [true, true, 'deactivate'],
    [true, false, 'deactivate'],
  ])('active %s, terms agreed %s → %s', (active, termsAgreed, expected) => {
    expect(forecastPress({ active, termsAgreed })).toBe(expected);
  });
});

describe('termsOpenByThemselves', () => {
  test.each<[boolean, number, boolean, TermsOccasion, boolean]>([
    [false, 0, true, 'entry', true],
    [false, 1, true, 'entry', true],
    [false, 1, true, 'symbolChange', true],
    [false, 2, true, 'entry', false],
    [false, 2, true, 'symbolChange', false],
    [false, 5, true, 'entry', false],
    [true, 0, true, 'entry', false],
    [true, 0, true, 'symbolChange', false],
    [false, 0, false, 'entry', false],
    [false, 0, false, 'symbolChange', false],
    // Back on the order page in the same visit (from the login page above all): not an entry.
    [false, 0, true, 'return', false],
    [false, 1, true, 'return', false],
  ])(
    'agreed %s, shown %i times, order page %s, on %s → %s',
    (termsAgreed, shownCount, orderPage, occasion, expected) => {
      expect(termsOpenByThemselves({ termsAgreed, shownCount, orderPage, occasion })).toBe(expected);
    },
  );
});

describe('pages', () => {
  test.each<[string, boolean, boolean]>([
    ['/trade/order/BTC-KRW', true, false],
    ['/react/trade/order/BTC-KRW', true, false],
    ['/trade/order/popout/chart-1/BTC-KRW', true, true],
    ['/trade/chart/BTC-KRW', false, true],
    ['/react/trade/chart/ETH-KRW', false, true],
    ['/history/orders', true, false],
    ['/trade/chart', false, false],
    ['/', false, false],
  ])('%s: order page %s, popup %s', (path, orderPage, popup) => {
    expect(isForecastOrderPage(path)).toBe(orderPage);
    expect(isChartPopupPath(path)).toBe(popup);
  });
});

describe('chartToastsSuppressed', () => {
  test.each<[boolean, boolean, boolean]>([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('popup %s, full screen %s → %s', (popup, fullscreen, expected) => {
    expect(chartToastsSuppressed({ popup, fullscreen })).toBe(expected);
  });
});

describe('the tip cookie', () => {
  test.each<[string, string]>([
    ['2026-11-21T09:30:00', '2026-11-22T00:00:00'],
    ['2026-11-21T00:00:00', '2026-11-22T00:00:00'],
    ['2026-12-31T23:59:59', '2027-01-01T00:00:00'],
    ['2028-02-28T12:00:00', '2028-02-29T00:00:00'],
  ])('%s lasts until %s', (now, midnight) => {
    expect(nextLocalMidnight(new Date(now)).getTime()).toBe(new Date(midnight).getTime());
    expect(forecastTipCookie(new Date(now))).toContain(`expires=${new Date(midnight).toUTCString()}`);
  });

  test.each<[string, boolean]>([
    ['', false],
    [`${FORECAST_TIP_COOKIE}=1`, true],
    [`a=1; ${FORECAST_TIP_COOKIE}=1; b=2`, true],
    [`x${FORECAST_TIP_COOKIE}=1`, false],
  ])('%j seen: %s', (cookie, seen) => {
    expect(forecastTipSeen(cookie)).toBe(seen);
  });
});

test.each<[number, string]>([
  [0.456, '46'],
  [1, '100'],
  [0, '0'],
  [Number.NaN, '-'],
])('percent(%d) = %s', (probability, text) => {
  expect(percent(probability)).toBe(text);
});

/** A side whose skill is `value` (its deciles decide nothing on the chart). */
const side = (value: number): SideScore => ({ skill: { value, standardError: 0.01 }, calibration: [] });

describe('forecastSidesShown: a side shows only with a positive measured skill', () => {
  test.each<[string, number, number, ForecastSides]>([
    ['both positive', 0.21, 0.19, { up: true, down: true }],
    ['down negative', 0.21, -0.02, { up: true, down: false }],
    ['up exactly zero', 0, 0.19, { up: false, down: true }],
    ['both negative', -0.01, -0.3, { up: false, down: false }],
    ['up not measured (NaN)', Number.NaN, 0.19, { up: false, down: true }],
  ])('%s', (_, up, down, shown) => {
    const measured: MeasuredSkill = { bars: 2500, up: side(up), down: side(down) };
    expect(forecastSidesShown(measured)).toEqual(shown);
  });
});

describe("nextBarText: the legend names only the shown sides' percentages", () => {
  const next = { up: 0.624, down: 0.305 };
  test.each<[string, ForecastSides, string]>([
    ['both', { up: true, down: true }, 'chart.nextBar'],
    ['up only', { up: true, down: false }, 'chart.nextBarUpOnly'],
    ['down only', { up: false, down: true }, 'chart.nextBarDownOnly'],
    ['neither', { up: false, down: false }, 'chart.nextBarNoSkill'],
  ])('%s → %s', (_, shown, key) => {
    expect(nextBarText(next, shown)).toEqual({ key, values: { up: '62', down: '31' } });
  });
});
