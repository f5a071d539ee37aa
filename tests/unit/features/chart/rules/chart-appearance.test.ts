import { describe, expect, test } from 'vitest';
import {
  chartHiddenAt,
  chartHideApplies,
  chartThemeFor,
} from '../../../../../src/features/chart/rules/chart-appearance';

describe('chartThemeFor', () => {
  test.each([
    ['light', '/trade/order/BTC-KRW', 'dark'],
    ['light', '/react/trade/order/BTC-KRW', 'dark'],
    ['light', '/trade/chart/BTC-KRW', 'light'],
    ['dark', '/trade/chart/BTC-KRW', 'dark'],
    ['light', '/trade/order/popout/chart/BTC-KRW', 'dark'],
    ['light', '/dev/gallery', 'light'],
    ['dark', '/dev/gallery', 'dark'],
    ['light', '/', 'light'],
  ] as const)('stored %s at %s draws %s', (stored, path, drawn) => {
    expect(chartThemeFor(stored, path)).toBe(drawn);
  });
});

describe('the chart-hide setting', () => {
  test.each([
    ['/trade/order/BTC-KRW', true],
    ['/react/trade/order/ETH-KRW', true],
    ['/trade/order/popout/chart/BTC-KRW', false],
    ['/trade/chart/BTC-KRW', false],
    ['/dev/gallery', false],
    ['/history/order', false],
  ])('applies at %s: %s', (path, applies) => {
    expect(chartHideApplies(path)).toBe(applies);
    expect(chartHiddenAt({ chartHidden: true }, path)).toBe(applies);
    expect(chartHiddenAt({ chartHidden: false }, path)).toBe(false);
  });
});
