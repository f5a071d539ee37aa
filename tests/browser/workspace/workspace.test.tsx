import { Profiler } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient, queryKeys } from '../../../src/api/query';
import { FeedProvider } from '../../../src/shell/feed-context';
import { i18n } from '../../../src/i18n';
import { defaultLayout, layoutStorageKey, parseStoredLayout } from '../../../src/workspace/layout-schema';
import { ARRANGED_PANEL_TYPES } from '../../../src/workspace/panel-types';
import { arrangementBox } from '../../../src/workspace/default-layout';
import { Workspace } from '../../../src/workspace/Workspace';
import { candlesRoute } from '../render/chart-harness';
import { opaqueOver } from '../render/see-through';
import {
  FakeFeed,
  layoutLeftovers,
  LeakTracker,
  mount,
  stubWorkspaceApi,
  withAppDialogs,
  type Mounted,
} from './harness';
import { panelsInTree } from '../../../contract/workspace-layout';

const GUEST_KEY = layoutStorageKey('guest');

function renderWorkspace(feed: FakeFeed, onCommit?: () => void): Mounted {
  const workspace = (
    <FeedProvider client={feed}>
      <Workspace owner="guest" coin="BTC-KRW" />
    </FeedProvider>
  );
  return mount(
    withAppDialogs(
      onCommit ? (
        <Profiler id="workspace" onRender={onCommit}>
          {workspace}
        </Profiler>
      ) : (
        workspace
      ),
    ),
    // The workspace of a 1280×800 window (the test browser's) below the app's header.
    { width: 1280, height: 800 - 56 },
  );
}

const livePrice = () => page.getByRole('status', { name: 'Live price BTC-KRW' });
const storedLayout = () => parseStoredLayout(localStorage.getItem(GUEST_KEY));
/** The default layout made for this test's workspace box (default-layout.ts: box → arrangement). */
const defaultHere = () => {
  const { width, height } = document.querySelector('.td-workspace__host')!.getBoundingClientRect();
  return defaultLayout(
    arrangementBox({ width, height }, { width: window.innerWidth, height: window.innerHeight }),
  );
};

let mounted: Mounted | undefined;

beforeEach(() => {
  localStorage.clear();
  // The chart panel loads its history, the coin list and the order panel the catalogue and the markets.
  stubWorkspaceApi({ 'GET /v1/candles': candlesRoute });
});

afterEach(async () => {
  mounted?.unmount();
  mounted = undefined;
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

describe('workspace with a fake feed', () => {
  test('renders the trade arrangement of every panel in Golden Layout, each tab with a pop-out button', async () => {
    const feed = new FakeFeed();
    feed.tick('BTC-KRW', { closePrice: 95_123_000, chgAmt: 1_234_000, chgRate: 1.3139 });
    mounted = renderWorkspace(feed);

    await expect.element(livePrice()).toHaveTextContent('95,123,000');
    await expect.element(page.getByTestId('live-price-change')).toHaveTextContent('+1,234,000');
    await expect.element(page.getByTestId('live-price-rate')).toHaveTextContent('+1.31%');
    await expect.element(page.getByRole('region', { name: 'Feed connection' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pop out Live price' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pop out Connection' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pop out Chart' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pop out Coin list' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pop out Order book' })).toBeInTheDocument();
    await expect
      .element(page.getByRole('button', { name: 'Pop out Order', exact: true }))
      .toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pop out Recent trades' })).toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pop out Orders' })).toBeInTheDocument();
    expect(mounted.container.querySelector('.lm_goldenlayout')).not.toBeNull();
    const titles = [...mounted.container.querySelectorAll('.lm_tab .lm_title')].map((el) => el.textContent);
    expect(titles).toEqual([
      'Chart',
      'Live price',
      'Connection',
      'Order book',
      'Recent trades',
      'Order',
      'Orders',
      'Coin list',
      'Plus buy',
    ]);

    // Each panel sits over its Golden Layout container (the compact arrangement of a 1000×600 box): the
    // chart on the left above the live price and the strip; the order book (recent trades under it) beside
    // the order panel, open orders under the two; the coin list above the Plus buy status on the right.
    // No panel waits behind a tab.
    const hosts = [...mounted.container.querySelectorAll<HTMLElement>('.td-panel-host')];
    const boxes = Object.fromEntries(
      hosts.map((host) => [host.dataset.panelType, host.getBoundingClientRect()]),
    );
    expect(Object.keys(boxes).sort()).toEqual([...ARRANGED_PANEL_TYPES].sort());
    const { chart, 'open-orders': orders, 'credit-status': plus } = boxes;
    const { 'order-book': book, 'order-panel': form, 'coin-list': list } = boxes;
    const { 'live-price': price, connection: strip, 'recent-trades': trades } = boxes;
    expect(price!.left).toBe(chart!.left);
    expect(price!.top).toBeGreaterThanOrEqual(chart!.bottom);
    expect(strip!.left).toBe(price!.left);
    expect(strip!.top).toBeGreaterThanOrEqual(price!.bottom);
    expect(book!.left).toBeGreaterThanOrEqual(chart!.right);
    expect(trades!.left).toBe(book!.left);
    expect(trades!.top).toBeGreaterThanOrEqual(book!.bottom);
    expect(form!.top).toBe(book!.top);
    expect(form!.left).toBeGreaterThanOrEqual(book!.right);
    expect(orders!.left).toBe(book!.left);
    expect(orders!.top).toBeGreaterThanOrEqual(Math.max(trades!.bottom, form!.bottom));
    expect(orders!.right).toBeGreaterThanOrEqual(form!.right - 0.5);
    expect(list!.left).toBeGreaterThanOrEqual(form!.right);
    expect(plus!.left).toBe(list!.left);
    expect(plus!.top).toBeGreaterThanOrEqual(list!.bottom);
    expect(price!.height).toBeGreaterThan(strip!.height);
    expect(hosts.filter((host) => host.style.display === 'none')).toEqual([]);
  });

  test('the drawn panels show through the page, and a maximised panel hides the others', async () => {
    mounted = renderWorkspace(new FakeFeed());
    await expect.element(page.getByTestId('chart-plot')).toBeInTheDocument();
    const chartPlot = page.getByTestId('chart-plot').element() as HTMLElement;
    const listPlot = mounted.container.querySelector<HTMLElement>('.td-coin-list__plot')!;
    await expect.poll(() => listPlot.getBoundingClientRect().height).toBeGreaterThan(0);
    expect(opaqueOver(chartPlot, 200, 150)).toEqual([]);
    expect(opaqueOver(listPlot, 40, 20)).toEqual([]);

    const chartStack = mounted.container.querySelector('.lm_stack')!;
    (chartStack.querySelector('.lm_maximise') as HTMLElement).click();
    const hosts = [...mounted.container.querySelectorAll<HTMLElement>('.td-panel-host')];
    await expect
      .poll(() => hosts.filter((host) => host.style.display !== 'none').map((host) => host.dataset.panelType))
      .toEqual(['chart']);
    (chartStack.querySelector('.lm_maximise') as HTMLElement).click();
    // Every panel again: none waits behind a tab in this box.
    await expect
      .poll(() => hosts.filter((host) => host.style.display !== 'none').length)
      .toBe(ARRANGED_PANEL_TYPES.length);
  });

  test('ticks update the live price text in place without a React render, with a 200 ms flash', async () => {
    const feed = new FakeFeed();
    feed.tick('BTC-KRW', { closePrice: 95_000_000, chgAmt: 1_000_000, chgRate: 1.06 });
    let commits = 0;
    mounted = renderWorkspace(feed, () => {
      commits += 1;
    });
    await expect.element(livePrice()).toHaveTextContent('95,000,000');
    const section = page.getByTestId('live-price').element() as HTMLElement;
    expect(section.dataset.direction).toBe('up');
    // The chart panel beside it renders once more when its history has loaded (or failed to): that is
    // not a tick, so the count starts after it.
    const chart = page.getByTestId('chart-surface').element() as HTMLElement;
    await expect.poll(() => chart.dataset.loadState).not.toBe('loading');
    // So do the coin list and the order panel once the catalogue and the markets have come.
    await expect
      .poll(() =>
        [queryKeys.coins, queryKeys.markets].map((key) => getQueryClient().getQueryState(key)?.status),
      )
      .toEqual(['success', 'success']);
    // The order panel took the last price as its price: from now on a tick changes nothing it shows.
    await expect
      .element(page.getByRole('textbox', { name: 'Price (KRW)', exact: true }))
      .toHaveValue('95,000,000');
    const settled = commits;

    feed.tick('BTC-KRW', { closePrice: 95_001_000, chgAmt: 1_001_000, chgRate: 1.0612 });
    expect(livePrice().element().textContent).toBe('95,001,000');
    expect(section.dataset.flash).toBe('up');
    await expect.poll(() => section.dataset.flash).toBeUndefined();

    for (let i = 1; i <= 50; i += 1)
      feed.tick('BTC-KRW', { closePrice: 95_001_000 - i * 1000, chgAmt: -i * 1000, chgRate: -i / 100 });
    expect(livePrice().element().textContent).toBe('94,951,000');
    expect(page.getByTestId('live-price-change').element().textContent).toBe('-50,000');
    expect(page.getByTestId('live-price-rate').element().textContent).toBe('-0.50%');
    expect(section.dataset.direction).toBe('down');
    expect(section.dataset.flash).toBe('down');
    await expect.poll(() => section.dataset.flash).toBeUndefined();
    expect(commits).toBe(settled);
  });

  test('a coin missing from the table waits, then shows once a snapshot brings it', async () => {
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed);
    await expect.element(livePrice()).toHaveTextContent('—');
    await expect.element(page.getByText('Waiting for data')).toBeVisible();
    feed.tick('ETH-KRW', { closePrice: 4_000_000 });
    expect(livePrice().element().textContent).toBe('—');
    feed.tick('BTC-KRW', { closePrice: 96_000_000, chgAmt: 0, chgRate: 0 }, true);
    expect(livePrice().element().textContent).toBe('96,000,000');
    await expect.element(page.getByText('Waiting for data')).not.toBeVisible();
  });

  test('the connection strip follows the status and shows freshness, reconnects, dropped frames and gaps', async () => {
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed);
    const status = page.getByTestId('connection-status');
    await expect.element(status).toHaveTextContent('Connecting');
    await expect.element(page.getByTestId('connection-freshness')).toHaveTextContent('none yet');

    feed.setConnection({ status: 'open', lastFrameAt: Date.now(), framesPerSecond: 21 });
    await expect.element(status).toHaveTextContent('Connected');
    await expect.element(page.getByTestId('connection-fps')).toHaveTextContent('21');
    await expect.element(page.getByTestId('connection-freshness')).toHaveTextContent(/^\d+\.\d s ago$/);

    feed.setConnection({
      status: 'reconnecting',
      lastFrameAt: Date.now() - 6_000,
      reconnects: 2,
      droppedFrames: 1_204,
      gaps: 3,
    });
    await expect.element(status).toHaveTextContent('Reconnecting');
    await expect.element(page.getByTestId('connection-freshness')).toHaveTextContent(/s ago \(stale\)$/);
    await expect.element(page.getByTestId('connection-reconnects')).toHaveTextContent('2');
    await expect.element(page.getByTestId('connection-dropped')).toHaveTextContent('1,204');
    await expect.element(page.getByTestId('connection-gaps')).toHaveTextContent('3');

    feed.setConnection({ status: 'offline' });
    await expect.element(status).toHaveTextContent('Offline');
    expect(status.element().getAttribute('data-status')).toBe('offline');
  });

  test('titles and pop-out buttons follow the language', async () => {
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed);
    await expect.element(page.getByRole('button', { name: 'Pop out Live price' })).toBeInTheDocument();
    await i18n.changeLanguage('ko');
    await expect
      .element(page.getByRole('button', { name: '실시간 시세 새 창으로 열기' }))
      .toBeInTheDocument();
    const titles = [...mounted.container.querySelectorAll('.lm_tab .lm_title')].map((el) => el.textContent);
    expect(titles).toEqual([
      '차트',
      '실시간 시세',
      '연결 상태',
      '호가',
      '체결',
      '주문',
      '주문 목록',
      '코인 목록',
      '플러스 매수',
    ]);
    await expect.element(page.getByRole('button', { name: '레이아웃 초기화' })).toBeInTheDocument();
  });
});

describe('layout persistence', () => {
  test('a change is saved, restored on remount and reset to the default', async () => {
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed);
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();

    // Close the connection tab the way a user does, with Golden Layout's tab close button.
    const closeTab = mounted.container.querySelector<HTMLElement>(
      '.lm_tab[title="Connection"] .lm_close_tab',
    );
    expect(closeTab).not.toBeNull();
    closeTab!.click();
    await expect.element(page.getByTestId('connection-strip')).not.toBeInTheDocument();
    await expect
      .poll(() => panelsInTree(storedLayout().layout.root).map((p) => p.type))
      .toEqual([
        'chart',
        'live-price',
        'order-book',
        'recent-trades',
        'order-panel',
        'open-orders',
        'coin-list',
        'credit-status',
      ]);
    expect(storedLayout().problem).toBeNull();

    mounted.unmount();
    mounted = renderWorkspace(feed);
    await expect.element(livePrice()).toBeInTheDocument();
    expect(mounted.container.querySelectorAll('.td-panel-host')).toHaveLength(
      ARRANGED_PANEL_TYPES.length - 1,
    );
    expect(page.getByTestId('connection-strip').query()).toBeNull();

    // The app's own dialog asks, in the app's language: Cancel keeps the layout, Reset resets it.
    const ask = page.getByRole('alertdialog', { name: 'Reset layout?' });
    await page.getByRole('button', { name: 'Reset layout' }).click();
    await expect
      .element(ask)
      .toHaveTextContent('Restore the default layout? Your current arrangement of panels will be lost.');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(ask).not.toBeInTheDocument();
    expect(page.getByTestId('connection-strip').query()).toBeNull();
    await page.getByRole('button', { name: 'Reset layout' }).click();
    await ask.getByRole('button', { name: 'Reset', exact: true }).click();
    await expect.element(ask).not.toBeInTheDocument();
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    expect(storedLayout()).toEqual({ layout: defaultHere(), problem: null, droppedTypes: [] });
  });

  test('a splitter drag is saved with its new sizes', async () => {
    const feed = new FakeFeed();
    mounted = renderWorkspace(feed);
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    // The splitter of the right-hand column (the coin list, the Plus buy status).
    const rightColumn = mounted.container.querySelectorAll('.lm_goldenlayout > .lm_row > .lm_column')[2];
    const splitter = rightColumn?.querySelector<HTMLElement>(':scope > .lm_splitter') ?? null;
    expect(splitter).not.toBeNull();
    const box = splitter!.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const pointer = (type: string, dy: number) =>
      (type === 'pointerdown' ? splitter! : document).dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          isPrimary: true,
          pointerId: 1,
          button: 0,
          clientX: x,
          clientY: y + dy,
        }),
      );
    pointer('pointerdown', 0);
    pointer('pointermove', 20);
    pointer('pointermove', 60);
    pointer('pointerup', 60);
    const column = (layout = storedLayout().layout) => {
      const root = layout.root;
      const side = root?.kind === 'row' ? root.children[2] : undefined;
      return side?.kind === 'column' ? side : undefined;
    };
    const before = column(defaultHere())!.children.map((child) => parseFloat(child.size));
    await expect.poll(() => column()?.children.map((child) => parseFloat(child.size))).not.toEqual(before);
    // The splitter of the column, between the coin list and the Plus buy status, went down.
    expect(parseFloat(column()!.children[1]!.size)).toBeLessThan(before[1]!);
  });

  test.each([
    ['garbage', '{oops'],
    ['an unknown version', JSON.stringify({ version: 7, root: null, popouts: [], closed: [] })],
    [
      'only unknown panels',
      JSON.stringify({
        version: 2,
        root: {
          kind: 'stack',
          size: '1fr',
          active: 0,
          panels: [{ id: 'liquidation-1', type: 'liquidation-map' }],
        },
        popouts: [],
      }),
    ],
  ])('%s in storage shows the default layout and replaces it', async (_name, text) => {
    localStorage.setItem(GUEST_KEY, text);
    mounted = renderWorkspace(new FakeFeed());
    await expect.element(livePrice()).toBeInTheDocument();
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    expect(storedLayout()).toEqual({ layout: defaultHere(), problem: null, droppedTypes: [] });
  });

  test('a stored v1 layout is migrated: its panels side by side in one row', async () => {
    localStorage.setItem(GUEST_KEY, JSON.stringify({ version: 1, panels: ['connection', 'live-price'] }));
    mounted = renderWorkspace(new FakeFeed());
    await expect.element(livePrice()).toBeInTheDocument();
    const [strip, price] = [...mounted.container.querySelectorAll<HTMLElement>('.td-panel-host')]
      .sort((a, b) => a.getBoundingClientRect().left - b.getBoundingClientRect().left)
      .map((host) => host.dataset.panelType);
    expect([strip, price]).toEqual(['connection', 'live-price']);
    await expect.poll(() => storedLayout().layout.root?.kind).toBe('row');
  });

  test('each member has a layout of their own', async () => {
    localStorage.setItem(layoutStorageKey('m42'), JSON.stringify({ version: 1, panels: ['connection'] }));
    const feed = new FakeFeed();
    mounted = mount(
      <FeedProvider client={feed}>
        <Workspace owner="m42" coin="BTC-KRW" />
      </FeedProvider>,
    );
    await expect.element(page.getByTestId('connection-strip')).toBeInTheDocument();
    expect(page.getByTestId('live-price').query()).toBeNull();
    expect(localStorage.getItem(GUEST_KEY)).toBeNull();
  });
});

describe('disposal', () => {
  test('mounting and unmounting 20 times leaves no Golden Layout DOM, listeners, observers, channels or intervals', async () => {
    const feed = new FakeFeed();
    feed.tick('BTC-KRW', { closePrice: 95_000_000, chgAmt: 0, chgRate: 0 });
    feed.setConnection({ status: 'open', lastFrameAt: Date.now() });
    const tracker = new LeakTracker();
    tracker.install();
    try {
      const cycle = async () => {
        const once = renderWorkspace(feed);
        await expect.element(livePrice()).toHaveTextContent('95,000,000');
        await expect.element(page.getByTestId('connection-status')).toHaveTextContent('Connected');
        expect(feed.listenerCount()).toBeGreaterThan(0);
        once.unmount();
      };
      // The shared renderer's canvas comes and goes with the renderer's grace period: not a leftover.
      const bodyChildren = () =>
        document.body.querySelectorAll(':scope > :not(canvas[data-td-renderer])').length;
      const before = bodyChildren();
      await cycle(); // first mount: one-time global set-up (React's document listeners) happens here
      const baseline = tracker.counts();
      expect(layoutLeftovers()).toBe(0);
      for (let i = 0; i < 20; i += 1) await cycle();
      expect(tracker.counts()).toEqual(baseline);
      expect(baseline.observers).toBe(0);
      expect(baseline.channels).toBe(0);
      expect(baseline.intervals).toBe(0);
      expect(layoutLeftovers()).toBe(0);
      expect(bodyChildren()).toBe(before);
      expect(feed.listenerCount()).toBe(0);
    } finally {
      tracker.restore();
    }
  });
});
