/**
 * Test harness for the user panel: the member's menu in a page header and the interest watcher beside it,
 * inside a memory router that renders them on every path (a route change is a navigation of the router),
 * with the shell's dialogs, a fake feed whose tickers the test sets, and REST answered by a fetch stub.
 */
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { AssetsResponse, PremiumGrade, UserInfo } from '../../../../contract';
import { configureApiClient } from '../../../../src/api/transport';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import { InterestPaymentWatcher, UserMenu, userPanelDialogs } from '../../../../src/features/user-panel';
import type { Language } from '../../../../src/i18n';
import { DialogManager, registerDialogs } from '../../../../src/shell';
import { session } from '../../../../src/state/session';
import { settings } from '../../../../src/state/settings';
import { COINS } from '../../../unit/features/coin-list/fixtures';
import { envelope, renderWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
import { OrdersFeed } from '../open-orders/harness';

registerAppDialogs();
registerDialogs(userPanelDialogs);

export { envelope };

export const PREMIUM_COOKIE = 'td_premium_banner_closed';

export const ASSETS: AssetsResponse = {
  krwBalance: 10_000_000,
  krwLocked: 2_500_000,
  myAssetCoinInfoList: [
    { coinType: 'C0101', symbol: 'BTC', coinBalance: 0.5, lockedBalance: 0, avgBuyAmt: 80_000_000 },
    { coinType: 'C0105', symbol: 'SHIB', coinBalance: 1_000_000, lockedBalance: 0, avgBuyAmt: 0.021 },
  ],
  totalSumBuyAmt: 40_021_000,
};

export const VOUCHER_BANNERS: PremiumGrade = {
  groupName: 'ALL_VOUCHER',
  banners: [
    { bannerId: 1, bannerUrl: '/img/voucher.png', title: 'All voucher benefits', linkPath: '/voucher/gift' },
  ],
};

/** Where the router is: the page shows its path, so a test sees a navigation. */
function PathProbe() {
  const location = useLocation();
  return <p data-testid="path">{location.pathname}</p>;
}

export interface MountOptions {
  path?: string;
  language?: Language;
  user?: UserInfo | null;
  routes?: Record<string, Route>;
}

/** The usual answers of a member's panel; a test's `routes` override them. */
export function panelRoutes(routes: Record<string, Route> = {}): Record<string, Route> {
  return {
    'GET /v1/assets': () => envelope(ASSETS),
    'GET /v1/coins': () => envelope(COINS),
    'GET /v1/coin-inout/latest': () => envelope([]),
    'GET /v1/members/grade/premium': () => envelope({ groupName: null, banners: [] }),
    'GET /v1/assets/interest/unseen': () => envelope({ payment: null }),
    'POST /v1/members/logout': () => envelope(null),
    ...routes,
  };
}

function Page() {
  return (
    <div>
      <header>
        <UserMenu />
      </header>
      <InterestPaymentWatcher />
      <main>
        <PathProbe />
        <button type="button">outside</button>
      </main>
      <DialogManager />
    </div>
  );
}

/** Mounts the menu for a member (or `user: null`, a guest) with fresh stores; disposed when the test ends. */
export function mountPanel(options: MountOptions = {}) {
  resetStores({ member: options.user !== null, language: options.language ?? 'en' });
  if (options.user) session.user = options.user;
  configureApiClient({ language: () => settings.language });
  const fetchStub = stubApi(panelRoutes(options.routes));
  const feed = new OrdersFeed();
  feed.tick('BTC-KRW', { closePrice: 100_000_000 }, true);
  feed.tick('SHIB-KRW', { closePrice: 0.0199 });
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [options.path ?? '/trade/order/BTC-KRW'],
  });
  renderWithFeed(feed, <RouterProvider router={router} />, () => {
    router.dispose();
    fetchStub.mockRestore();
  });
  return { feed, router, fetchStub };
}

export function clearPremiumCookie(): void {
  document.cookie = `${PREMIUM_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
