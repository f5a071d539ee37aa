import { describe, expect, test } from 'vitest';
import { pageForPath } from '../../../../../src/shell/pages';
import { chartPopupPath, isChartPopupPath } from '../../../../../src/lib/paths';
import {
  CHART_POPUP_WINDOW_FEATURES,
  chartPopupWindowName,
} from '../../../../../src/features/chart/rules/chart-popup';

describe('the chart popup address', () => {
  test.each([
    ['BTC-KRW', '/trade/chart/BTC-KRW'],
    ['ETH-BTC', '/trade/chart/ETH-BTC'],
  ] as const)('%s opens at %s, the chart popup page, where the chart counts as a popup', (key, path) => {
    expect(chartPopupPath(key)).toBe(path);
    expect(pageForPath(path).id).toBe('tradeChart');
    expect(isChartPopupPath(path)).toBe(true);
  });

  test('one window per coin', () => {
    expect(chartPopupWindowName('BTC-KRW')).toBe('tradedeck-chart-BTC-KRW');
    expect(chartPopupWindowName('ETH-KRW')).not.toBe(chartPopupWindowName('BTC-KRW'));
  });

  test('a sized popup window rather than a tab', () => {
    expect(CHART_POPUP_WINDOW_FEATURES).toMatch(/popup=yes/);
    expect(CHART_POPUP_WINDOW_FEATURES).toMatch(/width=\d+/);
    expect(CHART_POPUP_WINDOW_FEATURES).toMatch(/height=\d+/);
  });
});
