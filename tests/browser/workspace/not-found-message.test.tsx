/**
 * One not-found page for every address that shows nothing (src/workspace/NotFoundMessage.tsx): a coin the
 * exchange does not list on the trade order, trade status and chart popup pages and in a pop-out window,
 * an unknown market, an unknown page. Each shows the same page, titled, with the same ways back: BTC-KRW's
 * trade page and home. In English and Korean. A delisted coin is still listed: its pages stay.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient } from '../../../src/api/query';
import { i18n, initI18n } from '../../../src/i18n';
import { session } from '../../../src/state/session';
import { setLanguage } from '../../../src/state/settings';
import { envelope, mountAppWithFeed, stubApi } from '../shell/harness';
import { coin } from '../../fixtures/coins';
import { FakeFeed } from './harness';

// WEMIX is delisted: still in the catalogue, where it cannot be traded.
const CATALOGUE = [coin('BTC', 'KRW'), coin('ETH', 'KRW'), coin('WEMIX', 'KRW', { canTrade: false })];
const POPOUT = '/trade/order/popout/live-price/NOPE-KRW?id=a-1&ws=guest';

const TEXTS = {
  en: {
    coinTitle: 'Coin not found',
    noCoin: 'There is no coin NOPE-KRW on the exchange.',
    noMarket: 'There is no XYZ market. The markets are KRW, BTC, USDT.',
    pageTitle: 'Page not found',
    noPage: 'The page you asked for does not exist or has moved.',
    trade: 'Go to BTC-KRW',
    home: 'Back to home',
  },
  ko: {
    coinTitle: '코인을 찾을 수 없습니다',
    noCoin: '거래소에 NOPE-KRW 코인이 없습니다.',
    noMarket: 'XYZ 마켓은 없습니다. 마켓: KRW, BTC, USDT.',
    pageTitle: '페이지를 찾을 수 없습니다',
    noPage: '요청하신 페이지가 없거나 이동되었습니다.',
    trade: 'BTC-KRW(으)로 이동',
    home: '홈으로 돌아가기',
  },
} as const;

type Texts = (typeof TEXTS)[keyof typeof TEXTS];
const ADDRESSES: readonly [string, (texts: Texts) => [title: string, text: string]][] = [
  ['/trade/order/NOPE-KRW', (texts) => [texts.coinTitle, texts.noCoin]],
  ['/trade/status/NOPE-KRW', (texts) => [texts.coinTitle, texts.noCoin]],
  ['/trade/chart/NOPE-KRW', (texts) => [texts.coinTitle, texts.noCoin]],
  [POPOUT, (texts) => [texts.coinTitle, texts.noCoin]],
  ['/trade/order/BTC-XYZ', (texts) => [texts.coinTitle, texts.noMarket]],
  ['/no/such/page', (texts) => [texts.pageTitle, texts.noPage]],
];

beforeEach(() => {
  Object.assign(session, { status: 'guest', user: null });
  getQueryClient().clear();
  stubApi({ 'GET /v1/coins': () => envelope(CATALOGUE) });
});

afterEach(async () => {
  getQueryClient().clear();
  await i18n.changeLanguage('en');
});

describe.each(['en', 'ko'] as const)('in %s', (language) => {
  const texts = TEXTS[language];
  test.each(ADDRESSES)('%s: the not-found page with its ways back', async (address, expected) => {
    setLanguage(language, { broadcast: false });
    await initI18n(language);
    const [title, text] = expected(texts);
    const router = mountAppWithFeed(address, new FakeFeed());

    const notFound = page.getByTestId('not-found');
    await expect.element(notFound.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect.element(notFound).toHaveTextContent(text);
    // No panel of a coin that cannot load.
    expect(page.getByTestId('workspace-layout').query()).toBeNull();
    expect(page.getByTestId('popout').query()).toBeNull();
    const home = notFound.getByRole('link', { name: texts.home });
    expect(home.element().getAttribute('href')).toBe('/');
    await notFound.getByRole('link', { name: texts.trade }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('trade-order-page')).toBeInTheDocument();
    expect(page.getByTestId('not-found').query()).toBeNull();
  });
});

describe('a coin that is listed', () => {
  test.each(['/trade/order/WEMIX-KRW', '/trade/status/WEMIX-KRW'])(
    '%s: delisted, still its page (its panels say it cannot be traded), not the not-found page',
    async (address) => {
      setLanguage('en', { broadcast: false });
      await initI18n('en');
      mountAppWithFeed(address, new FakeFeed());
      await expect
        .element(page.getByTestId(address.includes('status') ? 'trade-status-page' : 'trade-order-page'))
        .toBeInTheDocument();
      expect(page.getByTestId('not-found').query()).toBeNull();
    },
  );
});
