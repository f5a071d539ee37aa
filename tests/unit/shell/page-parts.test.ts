import { describe, expect, test } from 'vitest';
import { PAGES, pageForPath, showsFooter, showsToasts } from '../../../src/shell/pages';

describe('showsFooter', () => {
  test.each([
    ['/', true],
    ['/assets/my', true],
    ['/trade/status/BTC-KRW', true],
    ['/terms/info-terms', true],
    ['/no/such/page', true],
    // The workspace fills the window under the header: a footer would take its height.
    ['/trade/order/BTC-KRW', false],
    // Pop-out windows have neither header nor footer.
    ['/trade/order/popout/live-price/BTC-KRW', false],
    ['/trade/chart/BTC-KRW', false],
  ])('%s: %s', (path, shown) => {
    expect(showsFooter(pageForPath(path))).toBe(shown);
  });

  test('only the workspace and the pop-outs go without', () => {
    expect(PAGES.filter((page) => !showsFooter(page)).map((page) => page.id)).toEqual([
      'tradeOrder',
      'tradePopout',
      'tradeChart',
    ]);
  });
});

describe('showsToasts', () => {
  test('every page but the chart popup has its toasts (chart spec §9)', () => {
    expect(PAGES.filter((page) => !showsToasts(page)).map((page) => page.id)).toEqual(['tradeChart']);
    expect(showsToasts(pageForPath('/trade/order/popout/live-price/BTC-KRW'))).toBe(true);
  });
});
