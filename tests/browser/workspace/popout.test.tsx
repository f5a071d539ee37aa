import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FeedProvider } from '../../../src/shell/feed-context';
import { arrangementBox } from '../../../src/workspace/default-layout';
import { defaultLayout, layoutStorageKey, parseStoredLayout } from '../../../src/workspace/layout-schema';
import { ARRANGED_PANEL_TYPES } from '../../../src/workspace/panel-types';
import { QUERY_GRACE_MS } from '../../../src/workspace/popout-coordinator';
import { popoutPath } from '../../../src/workspace/popout-protocol';
import { workspaceRoutes } from '../../../src/workspace/routes';
import { Workspace } from '../../../src/workspace/Workspace';
import { candlesRoute } from '../render/chart-harness';
import { FakeFeed, mount, stubWorkspaceApi, withAppDialogs, type Mounted } from './harness';
import { panelsInTree } from '../../../contract/workspace-layout';

const GUEST_KEY = layoutStorageKey('guest');
const LIVE_PRICE = {
  id: 'live-price-1',
  type: 'live-price',
  link: 'page',
  coin: null,
  settings: null,
} as const;
const storedLayout = () => parseStoredLayout(localStorage.getItem(GUEST_KEY));

const roots: Mounted[] = [];

function renderWorkspace(feed: FakeFeed): Mounted {
  const mounted = mount(
    withAppDialogs(
      <FeedProvider client={feed}>
        <Workspace owner="guest" coin="BTC-KRW" />
      </FeedProvider>,
    ),
    // The workspace of a 1280×800 window (the test browser's) below the app's header.
    { width: 1280, height: 800 - 56 },
  );
  roots.push(mounted);
  return mounted;
}

/** The default tree made for the mounted workspace's box (default-layout.ts: box → arrangement). */
function defaultRootHere() {
  const { width, height } = document.querySelector('.td-workspace__host')!.getBoundingClientRect();
  const box = arrangementBox({ width, height }, { width: window.innerWidth, height: window.innerHeight });
  return defaultLayout(box).root;
}

/** The pop-out window's app, booted at its address (same document: the test browser has one window). */
function renderPopout(feed: FakeFeed, url: string): Mounted {
  const router = createMemoryRouter(workspaceRoutes, { initialEntries: [url] });
  const mounted = mount(
    <FeedProvider client={feed}>
      <RouterProvider router={router} />
    </FeedProvider>,
    { width: 420, height: 240 },
  );
  // A window's edge clips what is past it (the pop-out page is as tall as the viewport, 100vh); here the
  // window is a box in the same page, above the workspace's toolbar.
  mounted.container.style.overflow = 'hidden';
  roots.push(mounted);
  return mounted;
}

function fakeWindow() {
  return {
    closed: false,
    close() {
      this.closed = true;
    },
  };
}

const inside = (mounted: Mounted) => page.elementLocator(mounted.container);

beforeEach(() => {
  localStorage.clear();
  stubWorkspaceApi({ 'GET /v1/candles': candlesRoute });
});

afterEach(() => {
  for (const mounted of roots.splice(0)) mounted.unmount();
  vi.restoreAllMocks();
});

describe('popping a panel out', () => {
  test('opens the panel’s window at its address and takes the panel out of the saved layout', async () => {
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const main = renderWorkspace(new FakeFeed());
    await page.getByRole('button', { name: 'Pop out Live price' }).click();

    expect(open).toHaveBeenCalledWith(
      '/trade/order/popout/live-price/BTC-KRW?id=live-price-1&ws=guest&link=page',
      'tradedeck-popout-live-price-1',
      'popup,width=420,height=240',
    );
    await expect.element(inside(main).getByTestId('live-price')).not.toBeInTheDocument();
    await expect.element(inside(main).getByTestId('connection-strip')).toBeInTheDocument();
    expect(storedLayout().layout.popouts).toEqual([LIVE_PRICE]);
    expect(panelsInTree(storedLayout().layout.root)).toEqual(
      [
        'chart',
        'connection',
        'order-book',
        'recent-trades',
        'order-panel',
        'open-orders',
        'coin-list',
        'credit-status',
      ].map((type) => ({ id: `${type}-1`, type, link: 'page', coin: null, settings: null })),
    );

    // The user closes the window: the panel comes back and the layout is saved without the pop-out.
    opened.closed = true;
    // Queried on the container itself: a locator for it is made from its text, which the returning tab changes.
    await expect.poll(() => main.container.querySelector('[data-testid="live-price"]')).not.toBeNull();
    await expect.poll(() => storedLayout().layout.popouts).toEqual([]);
    expect(
      panelsInTree(storedLayout().layout.root)
        .map((p) => p.id)
        .sort(),
    ).toEqual(ARRANGED_PANEL_TYPES.map((type) => `${type}-1`).sort());
  });

  test.each([
    // Its column keeps the chart and the strip meanwhile.
    ['Live price', 'live-price-1'],
    ['Connection', 'connection-1'],
    // Its column folds into the order book meanwhile: the column is rebuilt around the book.
    ['Recent trades', 'recent-trades-1'],
    ['Coin list', 'coin-list-1'],
  ])('%s comes back where it was when its window closes, and the chart stays in view', async (title, id) => {
    const opened = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const main = renderWorkspace(new FakeFeed());
    const host = (panelId: string) =>
      main.container.querySelector<HTMLElement>(`.td-panel-host[data-panel-id="${panelId}"]`);
    await expect.poll(() => host(id)).not.toBeNull();
    const before = defaultRootHere();
    const box = host(id)!.getBoundingClientRect();
    // Pressed on the element: the tab of a panel behind another may wait in its stack's tab menu.
    const popOut = main.container.querySelector<HTMLElement>(`.td-popout-button[data-panel-id="${id}"]`)!;
    expect(popOut.getAttribute('aria-label')).toBe(`Pop out ${title}`);
    popOut.click();
    await expect.poll(() => host(id)).toBeNull();

    opened.closed = true;
    await expect.poll(() => host(id)).not.toBeNull();
    await expect.poll(() => storedLayout().layout.popouts).toEqual([]);
    // The chart is shown, not behind the returning panel's tab, and the panel is back in its own place.
    const chart = host('chart-1')!;
    expect(chart.style.display).toBe('');
    expect(chart.getBoundingClientRect().width).toBeGreaterThan(0);
    expect(host(id)!.style.display).toBe('');
    const after = host(id)!.getBoundingClientRect();
    expect([after.left, after.top, after.width, after.height].map(Math.round)).toEqual(
      [box.left, box.top, box.width, box.height].map(Math.round),
    );
    expect(storedLayout().layout.root).toEqual(before);
  });

  test('a blocked window keeps the panel and says how to allow pop-ups', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const main = renderWorkspace(new FakeFeed());
    await page.getByRole('button', { name: 'Pop out Connection' }).click();
    const alert = page.getByRole('alert');
    await expect
      .element(alert)
      .toHaveTextContent(
        'The browser blocked the new window. Allow pop-ups for this site and try again. Dismiss',
      );
    expect(inside(main).getByTestId('connection-strip').query()).not.toBeNull();
    await alert.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(alert).not.toBeInTheDocument();
  });

  test('the popped-out panel receives ticks, and "Return to the workspace" puts it back', async () => {
    const feed = new FakeFeed();
    feed.tick('BTC-KRW', { closePrice: 95_000_000, chgAmt: 500_000, chgRate: 0.53 });
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    const closeWindow = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const main = renderWorkspace(feed);
    await page.getByRole('button', { name: 'Pop out Live price' }).click();
    await expect.element(inside(main).getByTestId('live-price')).not.toBeInTheDocument();

    const popout = renderPopout(feed, popoutPath(LIVE_PRICE, 'BTC-KRW', 'guest'));
    const price = inside(popout).getByRole('status', { name: 'Live price BTC-KRW' });
    await expect.element(price).toHaveTextContent('95,000,000');
    expect(document.title).toBe('Live price · BTC-KRW · Tradedeck');
    // Only the panel: no workspace toolbar, no layout.
    expect(inside(popout).getByRole('toolbar').query()).toBeNull();
    expect(popout.container.querySelector('.lm_goldenlayout')).toBeNull();

    feed.tick('BTC-KRW', { closePrice: 95_050_000, chgAmt: 550_000, chgRate: 0.5834 });
    expect(price.element().textContent).toBe('95,050,000');
    expect(inside(popout).getByTestId('live-price-rate').element().textContent).toBe('+0.58%');

    await inside(popout).getByRole('button', { name: 'Return to the workspace' }).click();
    expect(closeWindow).toHaveBeenCalledOnce();
    await expect
      .element(inside(main).getByRole('status', { name: 'Live price BTC-KRW' }))
      .toHaveTextContent('95,050,000');
    await expect.poll(() => storedLayout().layout.popouts).toEqual([]);
  });

  test('a pop-out the workspace did not know (it reloaded) takes its panel out of the layout', async () => {
    const main = renderWorkspace(new FakeFeed());
    await expect.element(inside(main).getByTestId('live-price')).toBeInTheDocument();
    renderPopout(new FakeFeed(), popoutPath(LIVE_PRICE, 'BTC-KRW', 'guest'));
    await expect.element(inside(main).getByTestId('live-price')).not.toBeInTheDocument();
    // With wherever its window said it is (popout-placement.ts), once that message has come.
    expect(storedLayout().layout.popouts).toMatchObject([LIVE_PRICE]);
  });

  test('pop-outs of another member’s workspace are none of this workspace’s business', async () => {
    const main = renderWorkspace(new FakeFeed());
    await expect.element(inside(main).getByTestId('live-price')).toBeInTheDocument();
    const other = renderPopout(new FakeFeed(), popoutPath(LIVE_PRICE, 'BTC-KRW', 'm7'));
    await expect.element(inside(other).getByTestId('live-price')).toBeInTheDocument();
    expect(inside(main).getByTestId('live-price').query()).not.toBeNull();
  });
});

describe('pop-outs saved in the layout', () => {
  const savedWithPopout = JSON.stringify({
    version: 3,
    root: {
      kind: 'stack',
      size: '100%',
      active: 0,
      panels: [{ id: 'connection-1', type: 'connection', link: 'page', coin: null }],
    },
    popouts: [LIVE_PRICE],
    closed: [],
  });

  test('come back when their window is gone after the page reloads', async () => {
    localStorage.setItem(GUEST_KEY, savedWithPopout);
    const main = renderWorkspace(new FakeFeed());
    await expect.element(inside(main).getByTestId('connection-strip')).toBeInTheDocument();
    expect(inside(main).getByTestId('live-price').query()).toBeNull();
    await expect.element(inside(main).getByTestId('live-price')).toBeInTheDocument();
    expect(storedLayout().layout.popouts).toEqual([]);
  });

  test('stay out while their window still answers', async () => {
    localStorage.setItem(GUEST_KEY, savedWithPopout);
    const popout = renderPopout(new FakeFeed(), popoutPath(LIVE_PRICE, 'BTC-KRW', 'guest'));
    await expect.element(inside(popout).getByTestId('live-price')).toBeInTheDocument();
    const main = renderWorkspace(new FakeFeed());
    await expect.element(inside(main).getByTestId('connection-strip')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, QUERY_GRACE_MS + 500));
    expect(inside(main).getByTestId('live-price').query()).toBeNull();
    // With wherever its window said it is (popout-placement.ts), once that message has come.
    expect(storedLayout().layout.popouts).toMatchObject([LIVE_PRICE]);
  });

  test('come back into an empty layout when every panel was out', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify({ version: 3, root: null, popouts: [LIVE_PRICE], closed: [] }),
    );
    const main = renderWorkspace(new FakeFeed());
    await expect.element(inside(main).getByRole('toolbar')).toBeInTheDocument();
    expect(main.container.querySelectorAll('.td-panel-host')).toHaveLength(0);
    await expect.element(inside(main).getByTestId('live-price')).toBeInTheDocument();
    await expect.poll(() => storedLayout().layout.popouts).toEqual([]);
    expect(storedLayout().layout.root).toMatchObject({ kind: 'stack', panels: [LIVE_PRICE] });
  });

  test('reset closes them and brings every panel home', async () => {
    localStorage.setItem(GUEST_KEY, savedWithPopout);
    const closeWindow = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const popout = renderPopout(new FakeFeed(), popoutPath(LIVE_PRICE, 'BTC-KRW', 'guest'));
    await expect.element(inside(popout).getByTestId('live-price')).toBeInTheDocument();
    const main = renderWorkspace(new FakeFeed());
    await expect.element(inside(main).getByTestId('connection-strip')).toBeInTheDocument();
    await inside(main).getByRole('button', { name: 'Reset layout' }).click();
    await page
      .getByRole('alertdialog', { name: 'Reset layout?' })
      .getByRole('button', { name: 'Reset', exact: true })
      .click();
    await expect.element(inside(main).getByTestId('live-price')).toBeInTheDocument();
    await expect.poll(() => closeWindow.mock.calls.length).toBe(1);
    expect(storedLayout().layout.popouts).toEqual([]);
  });
});

describe('the pop-out page', () => {
  test.each([
    ['an unknown panel type', '/trade/order/popout/liquidation-map/BTC-KRW?id=a-1&ws=guest'],
    ['an unknown link group', '/trade/order/popout/live-price/BTC-KRW?id=a-1&ws=guest&link=teal'],
    ['a bad coin', '/trade/order/popout/live-price/BITCOIN?id=a-1&ws=guest'],
    ['no panel id', '/trade/order/popout/live-price/BTC-KRW?ws=guest'],
    ['no owner', '/trade/order/popout/live-price/BTC-KRW?id=a-1'],
  ])('%s gets the not-found page and a way back', async (_name, url) => {
    const popout = renderPopout(new FakeFeed(), url);
    await expect
      .element(inside(popout).getByTestId('not-found'))
      .toHaveTextContent(/This pop-out address is incomplete or damaged\./);
    expect(inside(popout).getByRole('link', { name: 'Go to BTC-KRW' }).element().getAttribute('href')).toBe(
      '/trade/order/BTC-KRW',
    );
  });

  test('the connection strip pops out too', async () => {
    const feed = new FakeFeed();
    const popout = renderPopout(
      feed,
      popoutPath({ id: 'connection-1', type: 'connection', link: 'page' }, 'ETH-KRW', 'guest'),
    );
    await expect.element(inside(popout).getByTestId('connection-status')).toHaveTextContent('Connecting');
    feed.setConnection({ status: 'open' });
    await expect.element(inside(popout).getByTestId('connection-status')).toHaveTextContent('Connected');
  });
});
