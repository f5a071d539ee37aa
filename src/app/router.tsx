/**
 * The app's routes: one root layout (Shell) around the workspace routes (trade order page and its
 * pop-out windows), the login page, home, and every page of the page table.
 */
import type { ComponentType } from 'react';
import { createBrowserRouter, createMemoryRouter, Navigate, type RouteObject } from 'react-router';
import { useChartTheme } from '../features/chart';
import { Footer } from '../features/footer';
import { Header } from '../features/header';
import { LoginPage } from '../features/login';
import { LoginSecurityForm } from '../features/login-security';
import { loadSecurityPage } from '../features/member-security';
import { MyAssetsPage } from '../features/my-assets';
import { NetworkDelayPage } from '../features/network-delay';
import { loadTermsPage, TERMS_PAGE_IDS } from '../features/terms';
import { isNoticePage, MemberNoticePage } from '../features/member-notices';
import { withSideLayout } from '../features/side-menu';
import { InterestPaymentWatcher, UserMenu } from '../features/user-panel';
import { TRADE_ORDER_PATH } from '../lib/paths';
import { DEFAULT_COIN, tradeOrderPath } from '../workspace/coin-param';
import { workspaceRoutes } from '../workspace/routes';
import { ChartPopupPage } from './ChartPopupPage';
import { TradeStatusPage } from './TradeStatusPage';
import { HomePage, InfoPage, NotFoundPage } from './page-views';
import { PAGES, pagePath, type PageId } from '../shell/pages';
import { Shell } from '../shell/Shell';
import { WithWindowFeed } from '../shell/feed-context';

/**
 * The component gallery of src/ui (issue 4): a development page, present in dev builds (and the test
 * runner) or when the build sets VITE_GALLERY=true; production builds leave it and its code out.
 */
export const GALLERY_PATH = pagePath('gallery');
const galleryRoutes: RouteObject[] =
  import.meta.env.DEV || import.meta.env.VITE_GALLERY === 'true'
    ? [
        {
          path: GALLERY_PATH,
          // Loaded on demand; nothing shows for the moment it takes.
          HydrateFallback: () => null,
          // The one door from product code into src/dev: lazy and dev-only (see the zones in eslint.config.js).
          // eslint-disable-next-line import-x/no-restricted-paths
          lazy: async () => ({ Component: (await import('../dev/GalleryPage')).GalleryPage }),
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

/**
 * The inout pages (issue 17): a member's occasional visit, each loaded on demand like the join page (the
 * statement, deposit and withdraw pages share one chunk, the two application forms another, the point
 * history a third).
 */
const INOUT_PAGES = {
  inoutStatement: async () => (await import('../features/inout')).StatementPage,
  inoutWithdraw: async () => (await import('../features/inout')).WithdrawPage,
  inoutDeposit: async () => (await import('../features/inout')).DepositPage,
  depositApplication: async () => (await import('../features/inout-application')).DepositApplicationPage,
  assetReturnApplication: async () =>
    (await import('../features/inout-application')).AssetReturnApplicationPage,
  pointHistory: async () => (await import('../features/point-history')).PointHistoryPage,
} satisfies Partial<Record<PageId, () => Promise<ComponentType>>>;

/** The member's occasional pages loaded on demand like the inout pages (issue 18): security and terms. */
const MEMBER_PAGES = {
  myPage: loadSecurityPage,
  // The four /terms pages: one component, each showing its own document.
  ...Object.fromEntries(TERMS_PAGE_IDS.map((id) => [id, loadTermsPage])),
} satisfies Partial<Record<PageId, () => Promise<ComponentType>>>;

const lazyRoutes = (pages: Partial<Record<PageId, () => Promise<ComponentType>>>): RouteObject[] =>
  Object.entries(pages).map(([id, load]) => ({
    path: pagePath(id as PageId),
    HydrateFallback: () => null,
    lazy: async () => ({ Component: await load() }),
  }));

/** The shell around every route, with the header, the footer and the chart's theme (the chart popup's). */
function AppShell() {
  const chartTheme = useChartTheme();
  return (
    <Shell
      header={
        <>
          <Header userMenu={<UserMenu />} />
          {/* Beside the header, so pop-out windows (no header) never open the modal. */}
          <InterestPaymentWatcher />
        </>
      }
      footer={<Footer />}
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
        ...workspaceRoutes,
        { path: TRADE_ORDER_PATH, element: <Navigate to={tradeOrderPath(DEFAULT_COIN)} replace /> },
        { path: pagePath('tradeChart'), element: <ChartPopupPage /> },
        { path: pagePath('tradeStatus'), element: <TradeStatusPage /> },
        { index: true, element: <HomePage /> },
        { path: '/login', element: <LoginPage /> },
        {
          path: pagePath('join'),
          // A guest's one visit: its form and widgets load when asked for, not with every page.
          HydrateFallback: () => null,
          lazy: async () => ({ Component: (await import('../features/join')).JoinPage }),
        },
        {
          path: pagePath('myAssets'),
          element: (
            <WithWindowFeed>
              <MyAssetsPage />
            </WithWindowFeed>
          ),
        },
        { path: pagePath('networkDelay'), element: <NetworkDelayPage /> },
        {
          // Trade password status I (issue 18): the notice, with the SMS check and new password in its slot.
          path: pagePath('loginSecurity'),
          element: (
            <MemberNoticePage id="loginSecurity">
              <LoginSecurityForm />
            </MemberNoticePage>
          ),
        },
        ...lazyRoutes(INOUT_PAGES),
        ...lazyRoutes(MEMBER_PAGES),
        ...galleryRoutes,
        ...PAGES.filter((page) => !BOUND_ELSEWHERE.has(page.id)).map((page) => ({
          path: page.path,
          // The block and member-operation pages say what the member must do (features/member-notices).
          element: isNoticePage(page.id) ? <MemberNoticePage id={page.id} /> : <InfoPage id={page.id} />,
        })),
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
