import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FeedProvider } from '../../../src/shell/feed-context';
import { layoutStorageKey, parseStoredLayout, serializeLayout } from '../../../src/workspace/layout-schema';
import { popoutPath } from '../../../src/workspace/popout-protocol';
import { workspaceRoutes } from '../../../src/workspace/routes';
import { plainScreen } from '../../../src/workspace/window-placement-screens';
import { Workspace } from '../../../src/workspace/Workspace';
import { candlesRoute } from '../render/chart-harness';
import { FakeFeed, mount, stubWorkspaceApi, withAppDialogs, type Mounted } from './harness';
import {
  panelsInTree,
  type PanelState,
  type WindowPlacement,
  type WorkspaceLayout,
} from '../../../contract/workspace-layout';

const GUEST_KEY = layoutStorageKey('guest');
const storedLayout = () => parseStoredLayout(localStorage.getItem(GUEST_KEY)).layout;
const stored = (id: string) =>
  [...panelsInTree(storedLayout().root), ...storedLayout().popouts].find((panel) => panel.id === id);

const panel = (id: string, type: PanelState['type'], placement?: WindowPlacement): PanelState => ({
  id,
  type,
  link: 'page',
  coin: null,
  settings: null,
  ...(placement ? { placement } : {}),
});

/** A monitor right of the test browser's screen, as the Window Management API would name it. */
const MONITOR = { label: 'DELL U2720Q', availLeft: 4000, availTop: 0, availWidth: 2560, availHeight: 1400 };
const ON_MONITOR: WindowPlacement = {
  left: 4100,
  top: 60,
  width: 700,
  height: 500,
  screen: { label: 'DELL U2720Q', left: 4000, top: 0, width: 2560, height: 1400 },
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

function renderPopout(url: string, feed = new FakeFeed()): Mounted {
  const router = createMemoryRouter(workspaceRoutes, { initialEntries: [url] });
  const mounted = mount(
    <FeedProvider client={feed}>
      <RouterProvider router={router} />
    </FeedProvider>,
    { width: 420, height: 240 },
  );
  mounted.container.style.overflow = 'hidden';
  roots.push(mounted);
  return mounted;
}

/** A desk whose chart's window went away on the monitor; the connection strip never left. */
function storeDesk(chartPlacement: WindowPlacement = ON_MONITOR): void {
  const layout: WorkspaceLayout = {
    version: 5,
    root: {
      kind: 'row',
      size: '100%',
      children: [
        { kind: 'stack', size: '60%', active: 0, panels: [panel('chart-1', 'chart', chartPlacement)] },
        { kind: 'stack', size: '40%', active: 0, panels: [panel('connection-1', 'connection')] },
      ],
    },
    popouts: [],
    closed: [],
  };
  localStorage.setItem(GUEST_KEY, serializeLayout(layout));
}

function fakeWindow() {
  return {
    closed: false,
    close() {
      this.closed = true;
    },
    focus: vi.fn(),
  };
}

/** Offers the Window Management API with these screens, granted. */
function grantScreens(...screens: (typeof MONITOR)[]) {
  const current = { label: 'Built-in', ...toDetailed(plainScreen()) };
  const details = { screens: [current, ...screens], currentScreen: current };
  const getScreenDetails = vi.fn(() => Promise.resolve(details));
  Object.defineProperty(window, 'getScreenDetails', { value: getScreenDetails, configurable: true });
  return getScreenDetails;
}

function toDetailed(box: { left: number; top: number; width: number; height: number }) {
  return { availLeft: box.left, availTop: box.top, availWidth: box.width, availHeight: box.height };
}

beforeEach(() => {
  localStorage.clear();
  stubWorkspaceApi({ 'GET /v1/candles': candlesRoute });
});

afterEach(() => {
  for (const mounted of roots.splice(0)) mounted.unmount();
  delete (window as { getScreenDetails?: unknown }).getScreenDetails;
  vi.restoreAllMocks();
});

describe('a pop-out’s placement', () => {
  test('its window tells where it is; the owner keeps it, also after the window went away', async () => {
    const opened = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    renderWorkspace();
    await page.getByRole('button', { name: 'Pop out Live price' }).click();
    const live = panel('live-price-1', 'live-price');
    renderPopout(popoutPath(live, 'BTC-KRW', 'guest'));

    // No permission asked or granted: the plain screen, unlabelled.
    const here: WindowPlacement = {
      left: window.screenX,
      top: window.screenY,
      width: window.innerWidth,
      height: window.innerHeight,
      screen: plainScreen(),
    };
    await expect.poll(() => storedLayout().popouts).toEqual([{ ...live, placement: here }]);

    // Closed (not given back): the panel is back in the tree and keeps where its window was.
    opened.closed = true;
    await expect.poll(() => storedLayout().popouts).toEqual([]);
    expect(stored('live-price-1')).toEqual({ ...live, placement: here });
  });

  test('"Return to the workspace" forgets it: the desk will not reopen that window', async () => {
    vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    vi.spyOn(window, 'close').mockImplementation(() => undefined);
    renderWorkspace();
    await page.getByRole('button', { name: 'Pop out Live price' }).click();
    const live = panel('live-price-1', 'live-price');
    const popout = renderPopout(popoutPath(live, 'BTC-KRW', 'guest'));
    await expect.poll(() => storedLayout().popouts[0]?.placement).toBeDefined();
    await page
      .elementLocator(popout.container)
      .getByRole('button', { name: 'Return to the workspace' })
      .click();
    await expect.poll(() => storedLayout().popouts).toEqual([]);
    expect(stored('live-price-1')).toEqual(live);
  });
});

describe('Restore desk', () => {
  test('without the Window Management API: the window opens at its size, fitted to this screen', async () => {
    storeDesk();
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    renderWorkspace();
    await page.getByRole('button', { name: 'Restore desk' }).click();
    await expect.poll(() => open.mock.calls.length).toBe(1);
    const screen = plainScreen();
    // Its screen is not known here: the same offset from the corner of this screen, kept inside it.
    const left = Math.min(screen.left + 100, screen.left + screen.width - 700);
    const top = Math.min(screen.top + 60, screen.top + screen.height - 500);
    expect(open).toHaveBeenCalledWith(
      '/trade/order/popout/chart/BTC-KRW?id=chart-1&ws=guest&link=page',
      'tradedeck-popout-chart-1',
      `popup,left=${left},top=${top},width=700,height=500`,
    );
    await expect.poll(() => storedLayout().popouts.map((p) => p.id)).toEqual(['chart-1']);
    expect(page.getByRole('alert').query()).toBeNull();
  });

  test('with the API granted on the press: the window opens on its own screen', async () => {
    storeDesk();
    const asked = grantScreens(MONITOR);
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as unknown as Window);
    renderWorkspace();
    expect(asked).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Restore desk' }).click();
    await expect.poll(() => open.mock.calls.length).toBe(1);
    expect(asked).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0]?.[2]).toBe('popup,left=4100,top=60,width=700,height=500');
  });

  test('windows already open come to the front, not twice; a blocked one is counted', async () => {
    storeDesk();
    const live = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValueOnce(live as unknown as Window);
    renderWorkspace();
    await page.getByRole('button', { name: 'Pop out Connection' }).click();
    expect(open).toHaveBeenCalledTimes(1);

    open.mockReturnValue(null);
    await page.getByRole('button', { name: 'Restore desk' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(
        'The browser blocked 1 of 2 pop-out windows. Allow pop-ups for this site and press Restore desk again.',
      );
    expect(live.focus).toHaveBeenCalledTimes(1);
    // The connection's window was focused, not opened again; the chart's was asked for once and refused.
    expect(open.mock.calls.map((call) => call[1])).toEqual([
      'tradedeck-popout-connection-1',
      'tradedeck-popout-chart-1',
    ]);
    expect(stored('chart-1')?.placement).toEqual(ON_MONITOR);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  test('a layout with no pop-out windows says so', async () => {
    const open = vi.spyOn(window, 'open');
    renderWorkspace();
    await page.getByRole('button', { name: 'Restore desk' }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('This layout has no pop-out windows to reopen.');
    expect(open).not.toHaveBeenCalled();
  });
});
