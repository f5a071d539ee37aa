import { describe, expect, test } from 'vitest';
import { FORECAST_MAX_BARS } from '../../../../../src/api/chart-client';
import {
  HISTORY_BARS,
  openingHistoryBars,
  storedOpeningHistory,
} from '../../../../../src/features/chart/rules/chart-opening';
import { openingInterval, parseChartSettings } from '../../../../../src/features/chart/rules/chart-settings';

describe('openingHistoryBars: what the chart and its prefetch ask for', () => {
  test.each([
    [false, HISTORY_BARS],
    [true, FORECAST_MAX_BARS],
  ])('forecast on: %s', (forecast, bars) => {
    expect(openingHistoryBars(forecast)).toBe(bars);
  });
});

const v2 = (fields: Record<string, unknown>) => JSON.stringify({ version: 2, ...fields });
const v1 = (fields: Record<string, unknown>) => JSON.stringify({ version: 1, ...fields });

// Stored text → the popup's first history request.
const TABLE: [string, string | null, string, number][] = [
  ['nothing stored', null, '1', HISTORY_BARS],
  ['unreadable text', '{"version":2,', '1', HISTORY_BARS],
  ['not an object', '"15"', '1', HISTORY_BARS],
  ['null', 'null', '1', HISTORY_BARS],
  ['an array', '[2]', '1', HISTORY_BARS],
  ['an unknown version', JSON.stringify({ version: 3, lastResolution: '15' }), '1', HISTORY_BARS],
  ['version 2, nothing else', v2({}), '1', HISTORY_BARS],
  ['version 2, an interval', v2({ lastResolution: '15' }), '15', HISTORY_BARS],
  [
    'version 2, daily with the forecast',
    v2({ lastResolution: '1D', forecastActive: true }),
    '1D',
    FORECAST_MAX_BARS,
  ],
  ['version 2, a foreign interval', v2({ lastResolution: '2' }), '1', HISTORY_BARS],
  ['version 2, a number for an interval', v2({ lastResolution: 15 }), '1', HISTORY_BARS],
  ['version 2, a truthy forecast that is no boolean', v2({ forecastActive: 'yes' }), '1', HISTORY_BARS],
  [
    'version 2, panel intervals (not the popup’s)',
    v2({ lastResolution: '5', panelResolutions: { a: '60' } }),
    '5',
    HISTORY_BARS,
  ],
  ['version 2, other fields damaged', v2({ lastResolution: '30', theme: 7, lines: 'x' }), '30', HISTORY_BARS],
  ['version 1, its resolution', v1({ resolution: '240' }), '240', HISTORY_BARS],
  [
    'version 1, the forecast on',
    v1({ resolution: '60', forecast: { active: true } }),
    '60',
    FORECAST_MAX_BARS,
  ],
  ['version 1, a damaged forecast', v1({ resolution: '60', forecast: [true] }), '60', HISTORY_BARS],
  ['version 1, version 2’s names', v1({ lastResolution: '60', forecastActive: true }), '1', HISTORY_BARS],
];

describe('storedOpeningHistory: the popup’s first history request from the stored settings', () => {
  test.each(TABLE)('%s', (_case, text, interval, bars) => {
    expect(storedOpeningHistory(text)).toEqual({ interval, bars });
  });

  test.each(TABLE)('agrees with the full parse: %s', (_case, text) => {
    const settings = parseChartSettings(text);
    expect(storedOpeningHistory(text)).toEqual({
      interval: openingInterval(settings, undefined),
      bars: openingHistoryBars(settings.forecastActive),
    });
  });
});
