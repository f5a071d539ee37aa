/**
 * The workspace as a workstation: the panel menu (add a panel, bring a closed one back with its settings),
 * a coin per panel, and colour link groups — in one window through the page's address, and across
 * pop-out windows over the pop-out channel.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { CoinKey } from '../../../contract/markets';
import { getQueryClient } from '../../../src/api/query';
import { FeedProvider } from '../../../src/shell/feed-context';
import { session } from '../../../src/state/session';
import { layoutStorageKey, parseStoredLayout } from '../../../src/workspace/layout-schema';
import { PANEL_SIZES, ARRANGED_PANEL_TYPES } from '../../../src/workspace/panel-types';
import { popoutPath } from '../../../src/workspace/popout-protocol';
import { workspaceRoutes } from '../../../src/workspace/routes';
import { candlesRoute } from '../render/chart-harness';
import { FakeFeed, mount, stubWorkspaceApi, withAppDialogs, type Mounted } from './harness';
import {
  panelsInTree,
  type LinkGroup,
  type PanelState,
  type PanelType,
} from '../../../contract/workspace-layout';

const GUEST_KEY = layoutStorageKey('guest');
const storedLayout = () => parseStoredLayout(localStorage.getItem(GUEST_KEY)).layout;

const QUOTES: Partial<Record<CoinKey, number>> = {
  'BTC-KRW': 95_000_000,
  'ETH-KRW': 4_000_000,
  'XRP-KRW': 800,
  'SOL-KRW': 250_000,
  'SHIB-KRW': 0.02,
};

function quotedFeed(): FakeFeed {
  const feed = new FakeFeed();
  for (const [key, closePrice] of Object.entries(QUOTES))
    feed.tick(key as CoinKey, { closePrice, chgAmt: 0, chgRate: 0, value24H: closePrice }, true);
  return feed;
}

const roots: Mounted[] = [];

/** The app's trade order page (or a pop-out) at `url`, in a memory router, beside the app's dialogs. */
function renderAt(feed: FakeFeed, url: string, size?: { width: number; height: number }) {
  const router = createMemoryRouter(workspaceRoutes, { initialEntries: [url] });
  const mounted = mount(
    withAppDialogs(
      <FeedProvider client={feed}>
        <RouterProvider router={router} />
      </FeedProvider>,
    ),
    size,
  );
  roots.push(mounted);
  // Each window is found by its own test id: a locator made from the element would be made from its
  // position among the page's elements, which the other windows' rendering moves.
  mounted.container.dataset.testid = `window-${roots.length}`;
  return { router, mounted, within: page.getByTestId(`window-${roots.length}`) };
}

const state = (
  id: string,
  type: PanelType,
  link: LinkGroup | null = 'page',
  coin: CoinKey | null = null,
): PanelState => ({ id, type, link, coin, settings: null });

/** A stored layout: the panels side by side in one row, each its own stack. */
function storeRow(panels: PanelState[], popouts: PanelState[] = []): void {
  localStorage.setItem(
    GUEST_KEY,
    JSON.stringify({
      version: 3,
      root: {
        kind: 'row',
        size: '100%',
        children: panels.map((panel) => ({ kind: 'stack', size: '1fr', active: 0, panels: [panel] })),
      },
      popouts,
      closed: [],
    }),
  );
}

const livePrice = (coin: string) => page.getByRole('status', { name: `Live price ${coin}` });
const chipOf = (mounted: Mounted, id: string) =>
  mounted.container.querySelector<HTMLButtonElement>(`.lm_tab .td-link-chip[data-panel-id="${id}"]`)!;
const panelMenu = () => page.getByRole('menu', { name: 'Panels' });

beforeEach(() => {
  localStorage.clear();
  getQueryClient().clear();
  session.status = 'guest';
  session.user = null;
  stubWorkspaceApi({ 'GET /v1/candles': candlesRoute });
});

afterEach(() => {
  for (const mounted of roots.splice(0)) mounted.unmount();
  vi.restoreAllMocks();
});

describe('the panel menu', () => {
  test('adds a panel of any registered type, following the page', async () => {
    const { mounted, within } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(livePrice('BTC-KRW')).toBeInTheDocument();

    await within.getByRole('button', { name: 'Panels' }).click();
    const add = panelMenu().getByRole('group', { name: 'Add a panel' });
    expect(
      add
        .getByRole('menuitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([
      'Chart',
      'Coin list',
      'Live price',
      'Connection',
      'Order book',
      'Depth chart',
      'Order',
      'Recent trades',
      'Orders',
      'Plus buy',
      'Notifications',
      'Alerts',
      'Replay',
    ]);
    await add.getByRole('menuitem', { name: 'Live price' }).click();
    await expect.element(panelMenu()).not.toBeInTheDocument();

    await expect.poll(() => livePrice('BTC-KRW').elements().length).toBe(2);
    const hosts = [...mounted.container.querySelectorAll<HTMLElement>('.td-panel-host')];
    expect(hosts.map((host) => host.dataset.panelId)).toContain('live-price-2');
    await expect
      .poll(() => panelsInTree(storedLayout().root).find((p) => p.id === 'live-price-2'))
      .toEqual(state('live-price-2', 'live-price'));
  });

  test('brings a closed panel back with its coin and link group, without touching the rest', async () => {
    storeRow([
      state('chart-1', 'chart'),
      state('live-price-1', 'live-price'),
      state('live-price-2', 'live-price', 'blue', 'SOL-KRW'),
    ]);
    const { mounted, within } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(livePrice('SOL-KRW')).toHaveTextContent('250,000');
    expect(chipOf(mounted, 'live-price-2').getAttribute('aria-label')).toBe('Live price link group: Blue');
    const arrangement = () =>
      [...mounted.container.querySelectorAll<HTMLElement>('.td-panel-host')].map(
        (host) => host.dataset.panelId,
      );
    const before = arrangement();

    // The user closes it with its tab's close button.
    chipOf(mounted, 'live-price-2').closest('.lm_tab')!.querySelector<HTMLElement>('.lm_close_tab')!.click();
    await expect.element(livePrice('SOL-KRW')).not.toBeInTheDocument();
    await expect
      .poll(() => storedLayout().closed)
      .toEqual([state('live-price-2', 'live-price', 'blue', 'SOL-KRW')]);

    await within.getByRole('button', { name: 'Panels' }).click();
    const closed = panelMenu().getByRole('group', { name: 'Recently closed' });
    await closed.getByRole('menuitem', { name: 'Live price · SOL-KRW · Blue' }).click();

    await expect.element(livePrice('SOL-KRW')).toHaveTextContent('250,000');
    expect(chipOf(mounted, 'live-price-2').getAttribute('aria-label')).toBe('Live price link group: Blue');
    // The others stayed where they were; the panel came back under its own id.
    expect(arrangement().sort()).toEqual([...before].sort());
    await expect.poll(() => storedLayout().closed).toEqual([]);
    expect(panelsInTree(storedLayout().root)).toContainEqual(
      state('live-price-2', 'live-price', 'blue', 'SOL-KRW'),
    );
    // Nothing left to bring back: the menu shows no such group.
    await within.getByRole('button', { name: 'Panels' }).click();
    await expect.element(panelMenu()).toBeInTheDocument();
    expect(panelMenu().getByRole('group', { name: 'Recently closed' }).query()).toBeNull();
  });

  test('a tab dragged to another place keeps its settings and is not counted as closed', async () => {
    storeRow([state('live-price-1', 'live-price'), state('live-price-2', 'live-price', 'blue', 'SOL-KRW')]);
    const { mounted } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(livePrice('SOL-KRW')).toBeInTheDocument();
    const tab = chipOf(mounted, 'live-price-2').closest<HTMLElement>('.lm_tab')!;
    const target = [
      ...mounted.container.querySelectorAll<HTMLElement>('.lm_stack'),
    ][0]!.getBoundingClientRect();
    const from = tab.getBoundingClientRect();
    const pointer = (type: string, x: number, y: number) =>
      (type === 'pointerdown' ? tab.querySelector('.lm_title')! : document).dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          isPrimary: true,
          pointerId: 1,
          button: 0,
          clientX: x,
          clientY: y,
        }),
      );
    pointer('pointerdown', from.left + 30, from.top + 5);
    // Over the other stack: Golden Layout holds the tab outside the tree while it moves.
    const steps = 8;
    for (let i = 1; i <= steps; i += 1) {
      const x = from.left + 30 + ((target.left + target.width / 2 - from.left - 30) * i) / steps;
      const y = from.top + 5 + ((target.top + target.height / 2 - from.top - 5) * i) / steps;
      pointer('pointermove', x, y);
      // Golden Layout finds the drop area per frame.
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    pointer('pointerup', target.left + target.width / 2, target.top + target.height / 2);

    await expect
      .poll(() => panelsInTree(storedLayout().root).map((p) => p.id))
      .toEqual(['live-price-2', 'live-price-1']);
    expect(panelsInTree(storedLayout().root)).toEqual([
      state('live-price-2', 'live-price', 'blue', 'SOL-KRW'),
      state('live-price-1', 'live-price'),
    ]);
    expect(storedLayout().closed).toEqual([]);
    await expect.element(livePrice('SOL-KRW')).toBeInTheDocument();
    expect(chipOf(mounted, 'live-price-2').getAttribute('aria-label')).toBe('Live price link group: Blue');
  });

  test('is driven by keys: arrows between items, Escape closes and gives the focus back', async () => {
    const { within } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    const button = within.getByRole('button', { name: 'Panels' });
    await button.click();
    await expect.element(panelMenu().getByRole('menuitem', { name: 'Chart', exact: true })).toHaveFocus();
    const menu = panelMenu().element() as HTMLElement;
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
    await expect.element(panelMenu().getByRole('menuitem', { name: 'Coin list' })).toHaveFocus();
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'End', bubbles: true }));
    await expect.element(panelMenu().getByRole('menuitem', { name: 'Replay' })).toHaveFocus();
    menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect.element(panelMenu()).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
  });
});

describe('the way to the order panel', () => {
  const priceField = (within: ReturnType<typeof renderAt>['within']) =>
    within.getByRole('textbox', { name: 'Price (KRW)', exact: true });
  const pressF9 = () =>
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'F9', bubbles: true, cancelable: true }));

  test('F9 and the toolbar’s button focus the order panel’s first field', async () => {
    const { mounted, within } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(priceField(within)).toHaveValue('95,000,000');
    const button = within.getByRole('button', { name: 'Order (F9)' });
    expect(button.element().getAttribute('aria-keyshortcuts')).toBe('F9');

    pressF9();
    await expect.element(priceField(within)).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await button.click();
    await expect.element(priceField(within)).toHaveFocus();
    // Nothing was added: the layout's own order panel took the focus.
    expect(
      [...mounted.container.querySelectorAll<HTMLElement>('.td-panel-host')].filter(
        (host) => host.dataset.panelType === 'order-panel',
      ),
    ).toHaveLength(1);
  });

  test('an order panel behind another tab is brought to the front and focused, not added again', async () => {
    localStorage.setItem(
      GUEST_KEY,
      JSON.stringify({
        version: 3,
        root: {
          kind: 'stack',
          size: '100%',
          active: 1,
          panels: [state('order-panel-1', 'order-panel'), state('live-price-1', 'live-price')],
        },
        popouts: [],
        closed: [],
      }),
    );
    const { mounted, within } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(livePrice('BTC-KRW')).toBeVisible();
    // Mounted behind the live price's tab: out of sight and out of the accessibility tree.
    expect(mounted.container.querySelector('[data-testid="order-panel"]')).not.toBeNull();
    expect(priceField(within).query()).toBeNull();

    await within.getByRole('button', { name: 'Order (F9)' }).click();
    await expect.element(priceField(within)).toHaveFocus();
    await expect.element(livePrice('BTC-KRW')).not.toBeInTheDocument();
    expect(mounted.container.querySelector('[data-testid="live-price"]')).not.toBeNull();
    expect(mounted.container.querySelectorAll('.td-panel-host')).toHaveLength(2);
  });

  test('with the order panel closed, F9 adds one and focuses it; the next F9 adds none', async () => {
    storeRow([state('chart-1', 'chart'), state('live-price-1', 'live-price')]);
    const { mounted, within } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(livePrice('BTC-KRW')).toBeInTheDocument();
    expect(priceField(within).query()).toBeNull();

    pressF9();
    await expect.element(priceField(within)).toHaveFocus();
    await expect.element(priceField(within)).toHaveValue('95,000,000');
    await expect
      .poll(() => panelsInTree(storedLayout().root).filter((p) => p.type === 'order-panel'))
      .toEqual([state('order-panel-1', 'order-panel')]);

    (document.activeElement as HTMLElement).blur();
    pressF9();
    await expect.element(priceField(within)).toHaveFocus();
    expect(mounted.container.querySelectorAll('.td-panel-host[data-panel-type="order-panel"]')).toHaveLength(
      1,
    );
  });
});

describe('a coin per panel', () => {
  test('panels in the page group show the address’s coin, the others their own or their group’s', async () => {
    storeRow([
      state('chart-1', 'chart'),
      state('chart-2', 'chart', null, 'XRP-KRW'),
      state('live-price-1', 'live-price'),
      state('live-price-2', 'live-price', null, 'ETH-KRW'),
      state('live-price-3', 'live-price', 'red', 'SOL-KRW'),
    ]);
    const { mounted } = renderAt(quotedFeed(), '/trade/order/BTC-KRW', { width: 1600, height: 700 });
    await expect.element(livePrice('BTC-KRW')).toHaveTextContent('95,000,000');
    await expect.element(livePrice('ETH-KRW')).toHaveTextContent('4,000,000');
    await expect.element(livePrice('SOL-KRW')).toHaveTextContent('250,000');
    const charts = () =>
      [...mounted.container.querySelectorAll<HTMLElement>('[data-testid="chart-panel"]')].map(
        (chart) => chart.dataset.coin,
      );
    await expect.poll(charts).toEqual(['BTC-KRW', 'XRP-KRW']);
  });

  test('the link chip moves a panel between groups: joining takes the group’s coin, leaving keeps it', async () => {
    storeRow([state('live-price-1', 'live-price'), state('live-price-2', 'live-price', 'red', 'SOL-KRW')]);
    const { mounted } = renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(livePrice('BTC-KRW')).toBeInTheDocument();

    chipOf(mounted, 'live-price-1').click();
    const menu = page.getByRole('menu', { name: 'Link group of Live price' });
    await expect.element(menu.getByRole('menuitemradio', { name: 'Page coin' })).toHaveFocus();
    expect(
      menu
        .getByRole('menuitemradio')
        .elements()
        .map((item) => [item.textContent, item.getAttribute('aria-checked')]),
    ).toEqual([
      ['No link', 'false'],
      ['Page coin', 'true'],
      ['Red', 'false'],
      ['Green', 'false'],
      ['Blue', 'false'],
      ['Yellow', 'false'],
      ['Purple', 'false'],
    ]);
    await menu.getByRole('menuitemradio', { name: 'Red' }).click();
    await expect.poll(() => livePrice('SOL-KRW').elements().length).toBe(2);
    expect(chipOf(mounted, 'live-price-1').getAttribute('aria-label')).toBe('Live price link group: Red');
    expect(chipOf(mounted, 'live-price-1').dataset.link).toBe('red');

    chipOf(mounted, 'live-price-2').click();
    await page
      .getByRole('menu', { name: 'Link group of Live price' })
      .getByRole('menuitemradio', { name: 'No link' })
      .click();
    await expect
      .poll(() => panelsInTree(storedLayout().root))
      .toEqual([
        state('live-price-1', 'live-price', 'red', 'SOL-KRW'),
        state('live-price-2', 'live-price', null, 'SOL-KRW'),
      ]);
  });
});

describe('link groups', () => {
  test('a coin picked in the page group’s coin list moves the page group; other groups and pop-outs of the page follow or stay', async () => {
    storeRow(
      [
        state('coin-list-1', 'coin-list'),
        state('live-price-1', 'live-price'),
        state('live-price-2', 'live-price', 'red', 'ETH-KRW'),
      ],
      [state('live-price-3', 'live-price')],
    );
    const feed = quotedFeed();
    const main = renderAt(feed, '/trade/order/BTC-KRW', { width: 1400, height: 700 });
    const popout = renderAt(feed, popoutPath(state('live-price-3', 'live-price'), 'BTC-KRW', 'guest'), {
      width: 420,
      height: 240,
    });
    await expect.element(main.within.getByRole('status', { name: 'Live price BTC-KRW' })).toBeInTheDocument();
    await expect
      .element(popout.within.getByRole('status', { name: 'Live price BTC-KRW' }))
      .toBeInTheDocument();

    await main.within.getByRole('row', { name: 'XRP', exact: true }).click();

    await expect.poll(() => main.router.state.location.pathname).toBe('/trade/order/XRP-KRW');
    await expect
      .element(main.within.getByRole('status', { name: 'Live price XRP-KRW' }))
      .toHaveTextContent('800');
    await expect.element(main.within.getByRole('status', { name: 'Live price ETH-KRW' })).toBeInTheDocument();
    // The popped-out panel of the page group follows in its window, and its address says so.
    await expect
      .element(popout.within.getByRole('status', { name: 'Live price XRP-KRW' }))
      .toHaveTextContent('800');
    expect(popout.router.state.location.pathname).toBe('/trade/order/popout/live-price/XRP-KRW');
  });

  test('a coin picked in a popped-out coin list of the red group moves every red panel in every window, and no other', async () => {
    const redList = state('coin-list-1', 'coin-list', 'red', 'ETH-KRW');
    const redPrice = state('live-price-4', 'live-price', 'red', 'ETH-KRW');
    storeRow(
      [
        state('live-price-1', 'live-price'),
        state('live-price-2', 'live-price', 'red', 'ETH-KRW'),
        state('live-price-3', 'live-price', 'blue', 'SOL-KRW'),
      ],
      [redList, redPrice],
    );
    const feed = quotedFeed();
    const listWindow = renderAt(feed, popoutPath(redList, 'ETH-KRW', 'guest'), { width: 520, height: 600 });
    const priceWindow = renderAt(feed, popoutPath(redPrice, 'ETH-KRW', 'guest'), { width: 420, height: 240 });
    const main = renderAt(feed, '/trade/order/BTC-KRW', { width: 1400, height: 600 });
    await expect.element(main.within.getByRole('status', { name: 'Live price SOL-KRW' })).toBeInTheDocument();
    await expect
      .element(priceWindow.within.getByRole('status', { name: 'Live price ETH-KRW' }))
      .toBeInTheDocument();

    await listWindow.within.getByRole('row', { name: 'XRP', exact: true }).click();

    await expect
      .element(main.within.getByRole('status', { name: 'Live price XRP-KRW' }))
      .toHaveTextContent('800');
    await expect
      .element(priceWindow.within.getByRole('status', { name: 'Live price XRP-KRW' }))
      .toBeInTheDocument();
    expect(main.within.getByRole('status', { name: 'Live price BTC-KRW' }).query()).not.toBeNull();
    expect(main.within.getByRole('status', { name: 'Live price SOL-KRW' }).query()).not.toBeNull();
    expect(main.router.state.location.pathname).toBe('/trade/order/BTC-KRW');
    // Saved with the layout, the pop-outs' coins included.
    await expect
      .poll(() => storedLayout().popouts.map((p) => [p.id, p.coin]))
      .toEqual([
        ['coin-list-1', 'XRP-KRW'],
        ['live-price-4', 'XRP-KRW'],
      ]);
    expect(panelsInTree(storedLayout().root).map((p) => p.coin)).toEqual([null, 'XRP-KRW', 'SOL-KRW']);
  });

  test('a pop-out opens with its panel’s coin and group in its address', async () => {
    storeRow([state('live-price-1', 'live-price'), state('live-price-2', 'live-price', 'green', 'SOL-KRW')]);
    const open = vi.spyOn(window, 'open').mockReturnValue({ closed: false, close() {} } as unknown as Window);
    renderAt(quotedFeed(), '/trade/order/BTC-KRW');
    await expect.element(livePrice('SOL-KRW')).toBeInTheDocument();
    const buttons = page.getByRole('button', { name: 'Pop out Live price' });
    await expect.poll(() => buttons.elements().length).toBe(2);
    (
      [...document.querySelectorAll<HTMLElement>('.td-popout-button')].find(
        (button) => button.dataset.panelId === 'live-price-2',
      ) as HTMLElement
    ).click();
    expect(open).toHaveBeenCalledWith(
      '/trade/order/popout/live-price/SOL-KRW?id=live-price-2&ws=guest&link=green',
      'tradedeck-popout-live-price-2',
      'popup,width=420,height=240',
    );
    await expect
      .poll(() => storedLayout().popouts)
      .toEqual([state('live-price-2', 'live-price', 'green', 'SOL-KRW')]);
  });
});

describe('the default layout', () => {
  /** The app's header above the workspace. */
  const HEADER_HEIGHT = 56;

  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  test.each([
    [1280, 800],
    [1440, 900],
    [1920, 1080],
  ])('at %i×%i shows every registered panel at least at its minimum size', async (width, height) => {
    // The window is that size too: the default arrangement is made for the window (default-layout.ts).
    await page.viewport(width, height);
    const { mounted } = renderAt(quotedFeed(), '/trade/order/BTC-KRW', {
      width,
      height: height - HEADER_HEIGHT,
    });
    await expect.element(livePrice('BTC-KRW')).toBeInTheDocument();
    const hosts = () => [...mounted.container.querySelectorAll<HTMLElement>('.td-panel-host')];
    await expect
      .poll(() =>
        hosts()
          .map((host) => host.dataset.panelType)
          .sort(),
      )
      .toEqual([...ARRANGED_PANEL_TYPES].sort());
    const box = mounted.container.getBoundingClientRect();
    // No panel waits behind a tab, in a compact window either.
    expect(hosts().filter((host) => host.style.display === 'none')).toEqual([]);
    for (const host of hosts()) {
      const rect = host.getBoundingClientRect();
      const { minWidth, minHeight } = PANEL_SIZES[host.dataset.panelType as PanelType];
      expect({
        type: host.dataset.panelType,
        width: rect.width >= minWidth,
        height: rect.height >= minHeight,
      }).toEqual({
        type: host.dataset.panelType,
        width: true,
        height: true,
      });
      // Inside the window: nothing hangs over its edges.
      expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
      expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    }
  });
});
