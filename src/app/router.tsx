/**
 * The app's routes: one root layout (Shell) around the workspace routes (trade order page and its
 * pop-out windows), the login page, home, and every page of the page table.
 *
 * Every page is loaded when its route is first matched (`lazyPage`), and the header, the footer and the
 * user panel only on pages that show them: a window loads the code of the page it shows and no other
 * (the chart popup no Golden Layout, no header, no other feature). The router starts loading the first
 * page's chunk as it is created (main.tsx creates it before anything waits).
 */
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { prefetchChart, startChartEarly, useChartTheme } from '../features/chart/frame';
import { loadHotkeySettingsPage } from '../features/hotkeys/settings-route';
import { loadSecurityPage } from '../features/member-security';
import { loadTermsPage, TERMS_PAGE_IDS } from '../features/terms';
import { isNoticePage, type MemberNoticePage } from '../features/member-notices';
import { withSideLayout } from '../features/side-menu';
import { TEXT_BUNDLE_NAMES, withTexts } from '../i18n';
import { TRADE_ORDER_PATH, TRADE_ORDER_ROUTE_PATH } from '../lib/paths';
import { getQueryClient, symbolCoinsQuery } from '../api/query';
import { DEFAULT_COIN, parseCoinParam, tradeCoinParam, tradeOrderPath } from '../workspace/coin-param';
import { workspaceRoutes } from '../workspace/routes';
import { HomePage, InfoPage, NotFoundPage } from './page-views';
import { PAGES, pagePath, type PageId } from '../shell/pages';
import { Shell } from '../shell/Shell';
import { CHART_POPUP_TEXTS } from './page-texts';

/**
 * The component gallery of src/ui (chart spec §2 "Shared building blocks"): a development page, present in
 * dev builds (and the test runner) or when the build sets VITE_GALLERY=true; production builds leave it and
 * its code out.
 */
export const GALLERY_PATH = pagePath('gallery');
const galleryRoutes: RouteObject[] =
  import.meta.env.DEV || import.meta.env.VITE_GALLERY === 'true'
    ? [
        {
          path: GALLERY_PATH,
          // Loaded on demand; nothing shows for the moment it takes.
          HydrateFallback: () => null,
          // It shows every part's building blocks: every bundle of texts. The one door from product code
          // into src/dev: lazy and dev-only (see the zones in eslint.config.js).
          lazy: async () => ({
            Component: await withTexts(
              TEXT_BUNDLE_NAMES,
              // eslint-disable-next-line import-x/no-restricted-paths
              async () => (await import('../dev/GalleryPage')).GalleryPage,
            )(),
          }),
        },
      ]
    : [];

/** Pages whose elements come from elsewhere (the workspace) or are bound below by hand. */
const BOUND_ELSEWHERE: ReadonlySet<PageId> = new Set<PageId>([
  'home',
  'login',
  'join',
  'gallery',
  'notFound',
  'tradeOrder',
  'tradePopout',
  'tradeChart',
  'tradeStatus',
  'myAssets',
  'networkDelay',
  'inoutStatement',
  'inoutWithdraw',
  'inoutDeposit',
  'depositApplication',
  'assetReturnApplication',
  'pointHistory',
  'loginSecurity',
  ...TERMS_PAGE_IDS,
  'myPage',
]);

/** A page loaded when its route is first matched; nothing shows for the moment it takes. */
function lazyPage(load: () => Promise<ComponentType>): Pick<RouteObject, 'HydrateFallback' | 'lazy'> {
  return { HydrateFallback: () => null, lazy: async () => ({ Component: await load() }) };
}

/** An inout page with its texts: it verifies a withdrawal and uploads files with the account's widgets. */
const inoutPage = (load: () => Promise<ComponentType>) => withTexts(['assets', 'account'], load);

/**
 * The pages bound here by hand, each its own chunk. The inout pages (chart spec §2 patterns) and the member's
 * occasional pages (security, terms, notices) share chunks by feature: the statement, deposit and withdraw
 * pages one, the two application forms another.
 */
const PAGES_ON_DEMAND = {
  tradeStatus: withTexts(['trade'], async () => (await import('./TradeStatusPage')).TradeStatusPage),
  login: withTexts(['account'], async () => (await import('../features/login')).LoginPage),
  join: withTexts(['account'], async () => (await import('../features/join')).JoinPage),
  networkDelay: async () => (await import('../features/network-delay')).NetworkDelayPage,
  // My assets embeds the open orders' history panel (trade), its SMS check is the account's.
  myAssets: withTexts(
    ['assets', 'trade', 'account'],
    async () => (await import('./member-routes')).MyAssetsRoute,
  ),
  loginSecurity: withTexts(['account'], async () => (await import('./member-routes')).LoginSecurityRoute),
  inoutStatement: inoutPage(async () => (await import('../features/inout')).StatementPage),
  inoutWithdraw: inoutPage(async () => (await import('../features/inout')).WithdrawPage),
  inoutDeposit: inoutPage(async () => (await import('../features/inout')).DepositPage),
  depositApplication: inoutPage(
    async () => (await import('../features/inout-application')).DepositApplicationPage,
  ),
  assetReturnApplication: inoutPage(
    async () => (await import('../features/inout-application')).AssetReturnApplicationPage,
  ),
  pointHistory: withTexts(
    ['assets'],
    async () => (await import('../features/point-history')).PointHistoryPage,
  ),
  myPage: loadSecurityPage,
  hotkeySettings: loadHotkeySettingsPage,
  // The four /terms pages: one component, each showing its own document.
  ...Object.fromEntries(TERMS_PAGE_IDS.map((id) => [id, loadTermsPage])),
} satisfies Partial<Record<PageId, () => Promise<ComponentType>>>;

const lazyRoutes = (pages: Partial<Record<PageId, () => Promise<ComponentType>>>): RouteObject[] =>
  Object.entries(pages).map(([id, load]) => ({ path: pagePath(id as PageId), ...lazyPage(load) }));

/** The block and member-operation pages say what the member must do (features/member-notices). */
const noticePage = (id: ComponentProps<typeof MemberNoticePage>['id']) =>
  lazyPage(
    // A notice may open the re-authentication guide (terms) and show the trade password's texts.
    withTexts(['account'], async () => {
      const { MemberNoticePage } = await import('../features/member-notices');
      return () => <MemberNoticePage id={id} />;
    }),
  );

/**
 * The chart popup (chart spec §2): as soon as the route is known its chart's coin and history are asked
 * for (the loader runs beside the page's chunk), not after the page's code, the version check and the
 * catalogue; the first entry only, the chart asks by itself afterwards.
 */
const chartPopupRoute: RouteObject = {
  path: pagePath('tradeChart'),
  loader: ({ params }) => {
    const coin = parseCoinParam(params.coin);
    if (coin.ok && coin.key === params.coin) prefetchChart(coin.key, coin.symbol);
    return null;
  },
  shouldRevalidate: () => false,
  ...lazyPage(withTexts(CHART_POPUP_TEXTS, async () => (await import('./ChartPopupPage')).ChartPopupPage)),
};

/**
 * The workspace's routes, the trade order page's starting the renderer and the chart worker with the
 * route (its layout nearly always holds a chart, and every panel draws with the renderer), not after
 * Golden Layout has laid out its panels, and asking for its coin's listings, which the page waits for
 * (ListedCoinGate), beside its chunk.
 */
const tradeRoutes: RouteObject[] = workspaceRoutes.map((route) =>
  route.path === TRADE_ORDER_ROUTE_PATH
    ? {
        ...route,
        loader: ({ params }) => {
          const coin = tradeCoinParam(params.coin);
          if (coin.ok) void getQueryClient().prefetchQuery(symbolCoinsQuery(coin.symbol));
          startChartEarly();
          return null;
        },
        shouldRevalidate: () => false,
      }
    : route,
);

// The header with the member's area and the footer: only pages that show them load them.
const AppHeader = lazy(withTexts(['header'], () => import('./AppHeader')));
const Footer = lazy(
  withTexts(['footer'], async () => ({ default: (await import('../features/footer')).Footer })),
);

/** The shell around every route, with the header, the footer and the chart's theme (the chart popup's). */
function AppShell() {
  const chartTheme = useChartTheme();
  return (
    <Shell
      header={
        <Suspense fallback={null}>
          <AppHeader />
        </Suspense>
      }
      footer={
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      }
      chartTheme={chartTheme}
    />
  );
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      // The side layout frames its sections' pages (features/side-menu); the others stand as they are.
      children: withSideLayout([
        ...tradeRoutes,
        { path: TRADE_ORDER_PATH, element: <Navigate to={tradeOrderPath(DEFAULT_COIN)} replace /> },
        { index: true, element: <HomePage /> },
        chartPopupRoute,
        ...lazyRoutes(PAGES_ON_DEMAND),
        ...galleryRoutes,
        ...PAGES.filter((page) => !BOUND_ELSEWHERE.has(page.id)).map(({ id, path }) =>
          isNoticePage(id) ? { path, ...noticePage(id) } : { path, element: <InfoPage id={id} /> },
        ),
        { path: '*', element: <NotFoundPage /> },
      ]),
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

/** An in-memory router over the same routes (tests, and hosts without a URL bar). */
export function createAppMemoryRouter(initialEntries: string[] = ['/']) {
  return createMemoryRouter(appRoutes(), { initialEntries });
}
