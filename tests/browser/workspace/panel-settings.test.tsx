/**
 * A panel's own settings (PanelProps.settings / onSettings) stay with that panel: across a reload of the
 * layout, a close and bring-back, and a pop-out window and its way back. The live price's place in the
 * registry is taken by a test panel that shows its settings and writes them (settings-probe.tsx).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FeedProvider } from '../../../src/shell/feed-context';
import { layoutStorageKey, parseStoredLayout } from '../../../src/workspace/layout-schema';
import type * as Registry from '../../../src/workspace/panel-registry';
import { popoutPath } from '../../../src/workspace/popout-protocol';
import { popoutSettingsKey } from '../../../src/workspace/popout-settings';
import { workspaceRoutes } from '../../../src/workspace/routes';
import { Workspace } from '../../../src/workspace/Workspace';
import { FakeFeed, mount, stubWorkspaceApi, withAppDialogs, type Mounted } from './harness';
import {
  panelsInTree,
  type WorkspaceLayout,
  type PanelState,
  type PanelType,
} from '../../../contract/workspace-layout';
import type { PanelSettings } from '../../../contract/panel-settings';

vi.mock('../../../src/workspace/panel-registry', async (importOriginal) => {
  const actual = await importOriginal<typeof Registry>();
  const { SettingsProbe } = await import('./settings-probe');
  return {
    ...actual,
    PANEL_REGISTRY: {
      ...actual.PANEL_REGISTRY,
      'live-price': { ...actual.PANEL_REGISTRY['live-price'], component: SettingsProbe },
    },
  };
});

const GUEST_KEY = layoutStorageKey('guest');
const RSI = { indicators: ['rsi'] };
const RSI_MACD = { indicators: ['rsi', 'macd'] };

const state = (id: string, type: PanelType, settings: PanelSettings | null = null): PanelState => ({
  id,
  type,
  link: 'page',
  coin: null,
  settings,
});
const PROBE = state('live-price-1', 'live-price');

/** Stores a layout of the panels side by side, and those popped out. */
function store(panels: PanelState[], popouts: PanelState[] = []): void {
  const layout: WorkspaceLayout = {
    version: 5,
    root: {
      kind: 'row',
      size: '100%',
      children: panels.map((panel) => ({ kind: 'stack', size: '1fr', active: 0, panels: [panel] })),
    },
    popouts,
    closed: [],
  };
  localStorage.setItem(GUEST_KEY, JSON.stringify(layout));
}

const stored = () => parseStoredLayout(localStorage.getItem(GUEST_KEY)).layout;
/** Where the stored layout keeps panel `id`, and its settings there. */
const storedPanel = (id: string) => {
  const { root, popouts, closed } = stored();
  const where = (list: PanelState[], name: string) =>
    list.filter((p) => p.id === id).map((p) => ({ where: name, settings: p.settings }));
  return [...where(panelsInTree(root), 'tree'), ...where(popouts, 'out'), ...where(closed, 'closed')];
};

const roots: Mounted[] = [];

function renderWorkspace(feed = new FakeFeed()): Mounted {
  const mounted = mount(
    withAppDialogs(
      <FeedProvider client={feed}>
        <Workspace owner="guest" coin="BTC-KRW" />
      </FeedProvider>,
    ),
    { width: 1280, height: 800 - 56 },
  );
  roots.push(mounted);
  return mounted;
}

/** The pop-out window's app at its address (same document: the test browser has one window). */
function renderPopout(url = popoutPath(PROBE, 'BTC-KRW', 'guest')): Mounted {
  const router = createMemoryRouter(workspaceRoutes, { initialEntries: [url] });
  const mounted = mount(
    <FeedProvider client={new FakeFeed()}>
      <RouterProvider router={router} />
    </FeedProvider>,
    { width: 420, height: 240 },
  );
  mounted.container.style.overflow = 'hidden';
  roots.push(mounted);
  return mounted;
}

/** Unmounts one window's app: a reload, or a window gone without a word. */
function unmount(mounted: Mounted): void {
  roots.splice(roots.indexOf(mounted), 1);
  mounted.unmount();
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
const probe = (mounted: Mounted) => inside(mounted).getByTestId('settings-live-price-1');
const press = (mounted: Mounted, name: string) => inside(mounted).getByRole('button', { name }).click();

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  stubWorkspaceApi();
  store([PROBE, state('connection-1', 'connection')]);
});

afterEach(() => {
  for (const mounted of roots.splice(0)) mounted.unmount();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('in the page', () => {
  test('a panel’s settings are saved with the layout and come back after a reload', async () => {
    const first = renderWorkspace();
    await expect.element(probe(first)).toHaveTextContent('null');

    await press(first, 'Add RSI');
    await expect.element(probe(first)).toHaveTextContent(JSON.stringify(RSI));
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'tree', settings: RSI }]);
    unmount(first);

    const second = renderWorkspace();
    await expect.element(probe(second)).toHaveTextContent(JSON.stringify(RSI));
    // A write the page leaves before its save timer ran is saved as the workspace goes.
    await press(second, 'Add MACD');
    await expect.element(probe(second)).toHaveTextContent(JSON.stringify(RSI_MACD));
    unmount(second);
    expect(storedPanel('live-price-1')).toEqual([{ where: 'tree', settings: RSI_MACD }]);

    const third = renderWorkspace();
    await expect.element(probe(third)).toHaveTextContent(JSON.stringify(RSI_MACD));
    // The other panels and the rest of the layout are as they were.
    expect(panelsInTree(stored().root)).toEqual([
      state('live-price-1', 'live-price', RSI_MACD),
      state('connection-1', 'connection'),
    ]);
  });

  test('a write over the cap is refused with a warning; the old settings stay', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const main = renderWorkspace();
    await press(main, 'Add RSI');
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'tree', settings: RSI }]);

    await press(main, 'Write too much');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^Panel live-price-1: settings not kept, .*16384/),
    );
    expect(probe(main).element().textContent).toBe(JSON.stringify(RSI));
    unmount(main);
    expect(storedPanel('live-price-1')).toEqual([{ where: 'tree', settings: RSI }]);
  });

  test('a panel closed and brought back from the panel menu has its settings', async () => {
    const main = renderWorkspace();
    await press(main, 'Add RSI');
    await expect.element(probe(main)).toHaveTextContent(JSON.stringify(RSI));

    main.container
      .querySelector(`.lm_tab .td-link-chip[data-panel-id="live-price-1"]`)!
      .closest('.lm_tab')!
      .querySelector<HTMLElement>('.lm_close_tab')!
      .click();
    await expect.element(probe(main)).not.toBeInTheDocument();
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'closed', settings: RSI }]);

    await press(main, 'Panels');
    await page
      .getByRole('menu', { name: 'Panels' })
      .getByRole('group', { name: 'Recently closed' })
      .getByRole('menuitem', { name: 'Live price · BTC-KRW · Page coin' })
      .click();
    await expect.element(probe(main)).toHaveTextContent(JSON.stringify(RSI));
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'tree', settings: RSI }]);
  });
});

describe('in a pop-out window', () => {
  /** The page with the probe's settings written, and the probe popped out into a (fake) window. */
  async function poppedOut() {
    const opened = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const main = renderWorkspace();
    await press(main, 'Add RSI');
    await press(main, 'Pop out Live price');
    await expect.element(probe(main)).not.toBeInTheDocument();
    expect(storedPanel('live-price-1')).toEqual([{ where: 'out', settings: RSI }]);

    const popout = renderPopout();
    await expect.element(probe(popout)).toHaveTextContent(JSON.stringify(RSI));
    return { opened, main, popout };
  }

  test('a change there reaches the page’s stored layout, and the panel back in the page has it', async () => {
    const closeWindow = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const { main, popout } = await poppedOut();

    await press(popout, 'Add MACD');
    await expect.element(probe(popout)).toHaveTextContent(JSON.stringify(RSI_MACD));
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'out', settings: RSI_MACD }]);

    await press(popout, 'Return to the workspace');
    expect(closeWindow).toHaveBeenCalledOnce();
    await expect.element(probe(main)).toHaveTextContent(JSON.stringify(RSI_MACD));
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'tree', settings: RSI_MACD }]);
  });

  test('a window that closes without a word still leaves its latest settings with the page', async () => {
    const { opened, main, popout } = await poppedOut();
    await press(popout, 'Add MACD');
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'out', settings: RSI_MACD }]);

    unmount(popout);
    opened.closed = true;
    await expect.element(probe(main)).toHaveTextContent(JSON.stringify(RSI_MACD));
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'tree', settings: RSI_MACD }]);
  });

  test('a write over the cap is refused there too, and nothing reaches the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { popout } = await poppedOut();
    await press(popout, 'Write too much');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^Panel live-price-1: settings not kept/));
    expect(probe(popout).element().textContent).toBe(JSON.stringify(RSI));
    expect(sessionStorage.getItem(popoutSettingsKey('guest', 'live-price-1'))).toBeNull();
    expect(storedPanel('live-price-1')).toEqual([{ where: 'out', settings: RSI }]);
  });

  test('the window keeps its latest across its reload while the page is closed, and the page gets them', async () => {
    store([state('connection-1', 'connection')], [state('live-price-1', 'live-price', RSI)]);
    const first = renderPopout();
    await expect.element(probe(first)).toHaveTextContent(JSON.stringify(RSI));
    await press(first, 'Add MACD');
    await expect.element(probe(first)).toHaveTextContent(JSON.stringify(RSI_MACD));
    // No page to tell: the stored layout still has what it had.
    expect(storedPanel('live-price-1')).toEqual([{ where: 'out', settings: RSI }]);
    unmount(first);

    const reloaded = renderPopout();
    await expect.element(probe(reloaded)).toHaveTextContent(JSON.stringify(RSI_MACD));

    // The page opens again, asks its pop-outs, and keeps what the window answers.
    const main = renderWorkspace();
    await expect.element(inside(main).getByTestId('connection-strip')).toBeInTheDocument();
    await expect.poll(() => storedPanel('live-price-1')).toEqual([{ where: 'out', settings: RSI_MACD }]);
    expect(probe(main).query()).toBeNull();
  });
});
