/**
 * WorkspaceSession driven directly, as Workspace.tsx does: a coin picked in a panel moves its link group
 * (panels in the page group ask the page to move), panels join groups, panels write their own settings,
 * and everything is saved.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CoinKey } from '../../../contract/markets';
import { layoutStorageKey, parseStoredLayout } from '../../../src/workspace/layout-schema';
import { POPOUT_CHANNEL_NAME, type PopoutMessage } from '../../../src/workspace/popout-protocol';
import {
  SAVE_DEBOUNCE_MS,
  WorkspaceSession,
  type LayoutStorage,
  type WorkspaceSettings,
} from '../../../src/workspace/workspace-session';
import {
  panelsInTree,
  type LinkGroup,
  type PanelState,
  type PanelType,
} from '../../../contract/workspace-layout';
import { PANEL_SETTINGS_MAX_BYTES, type PanelSettings } from '../../../contract/panel-settings';

const KEY = layoutStorageKey('guest');

const state = (
  id: string,
  type: PanelType,
  link: LinkGroup | null = 'page',
  coin: CoinKey | null = null,
  settings: PanelSettings | null = null,
): PanelState => ({ id, type, link, coin, settings });

const PANELS = [
  state('live-price-1', 'live-price'),
  state('live-price-2', 'live-price', 'red', 'ETH-KRW'),
  state('chart-1', 'chart', 'red', 'ETH-KRW'),
  state('live-price-3', 'live-price', 'blue', 'SOL-KRW'),
  state('connection-1', 'connection', null, 'XRP-KRW'),
];

const sessions: WorkspaceSession[] = [];
const hosts: HTMLElement[] = [];

function start(panels: PanelState[] = PANELS) {
  const stored = new Map<string, string>([
    [
      KEY,
      JSON.stringify({
        version: 4,
        root: {
          kind: 'row',
          size: '100%',
          children: panels.map((panel) => ({ kind: 'stack', size: '1fr', active: 0, panels: [panel] })),
        },
        popouts: [],
        closed: [],
      }),
    ],
  ]);
  let writes = 0;
  const storage: LayoutStorage = {
    read: (key) => stored.get(key) ?? null,
    write: (key, text) => {
      writes += 1;
      stored.set(key, text);
    },
  };
  const host = document.createElement('div');
  host.style.cssText = 'width: 1000px; height: 500px; position: relative';
  document.body.append(host);
  hosts.push(host);
  const settings: WorkspaceSettings[] = [];
  const onPickPageCoin = vi.fn<(coin: CoinKey) => void>();
  const session = new WorkspaceSession({
    host,
    owner: 'guest',
    storage,
    texts: () => ({
      title: (type) => type,
      popOut: (title) => `Pop out ${title}`,
      linkChip: (title, group) => `${title} ${group ?? 'none'}`,
      close: 'Close',
      maximise: 'Maximise',
      minimise: 'Restore',
      tabDropdown: 'More',
    }),
    pageCoin: () => 'BTC-KRW',
    onPanelsChanged: () => undefined,
    onSettingsChanged: (next) => settings.push(next),
    onPickPageCoin,
    onPopoutBlocked: () => undefined,
    onLinkMenu: () => undefined,
  });
  sessions.push(session);
  const saved = () => panelsInTree(parseStoredLayout(stored.get(KEY) ?? null).layout.root);
  const savedLayout = () => parseStoredLayout(stored.get(KEY) ?? null).layout;
  return { session, settings, onPickPageCoin, saved, savedLayout, writes: () => writes };
}

afterEach(() => {
  for (const session of sessions.splice(0)) session.dispose();
  for (const host of hosts.splice(0)) host.remove();
});

describe('a coin picked in a panel', () => {
  test.each<[string, CoinKey, (CoinKey | null)[]]>([
    ['live-price-2', 'ADA-KRW', [null, 'ADA-KRW', 'ADA-KRW', 'SOL-KRW', 'XRP-KRW']],
    ['chart-1', 'ADA-KRW', [null, 'ADA-KRW', 'ADA-KRW', 'SOL-KRW', 'XRP-KRW']],
    ['live-price-3', 'ADA-KRW', [null, 'ETH-KRW', 'ETH-KRW', 'ADA-KRW', 'XRP-KRW']],
    ['connection-1', 'ADA-KRW', [null, 'ETH-KRW', 'ETH-KRW', 'SOL-KRW', 'ADA-KRW']],
  ])('in %s (%s) moves its group or itself, and is saved', (id, coin, coins) => {
    const { session, settings, onPickPageCoin, saved } = start();
    session.pickCoin(id, coin);
    expect([...settings.at(-1)!.panels.values()].map((p) => p.coin)).toEqual(coins);
    expect(saved().map((p) => p.coin)).toEqual(coins);
    expect(onPickPageCoin).not.toHaveBeenCalled();
  });

  test('in the page group asks the page to move, and changes nothing itself', () => {
    const { session, settings, onPickPageCoin, saved } = start();
    const before = saved();
    session.pickCoin('live-price-1', 'ADA-KRW');
    expect(onPickPageCoin).toHaveBeenCalledWith('ADA-KRW');
    expect(settings).toEqual([]);
    expect(saved()).toEqual(before);
  });

  test('in a colour group is told to the pop-out windows', async () => {
    const { session } = start();
    const channel = new BroadcastChannel(POPOUT_CHANNEL_NAME);
    const heard: PopoutMessage[] = [];
    channel.onmessage = (event: MessageEvent<PopoutMessage>) => heard.push(event.data);
    try {
      session.pickCoin('chart-1', 'ADA-KRW');
      session.pickCoin('connection-1', 'DOGE-KRW');
      await expect
        .poll(() => heard.filter((message) => message.kind === 'link'))
        .toEqual([{ kind: 'link', ws: 'guest', group: 'red', coin: 'ADA-KRW' }]);
    } finally {
      channel.close();
    }
  });

  test('in an unknown panel does nothing', () => {
    const { session, settings, onPickPageCoin } = start();
    session.pickCoin('chart-9', 'ADA-KRW');
    expect(settings).toEqual([]);
    expect(onPickPageCoin).not.toHaveBeenCalled();
  });
});

describe('link groups of panels', () => {
  test('joining red takes red’s coin; the next pick in red moves it too', () => {
    const { session, saved } = start();
    session.setLink('connection-1', 'red');
    expect(saved().find((p) => p.id === 'connection-1')).toEqual(
      state('connection-1', 'connection', 'red', 'ETH-KRW'),
    );
    session.pickCoin('live-price-2', 'ADA-KRW');
    expect(
      saved()
        .filter((p) => p.link === 'red')
        .map((p) => p.coin),
    ).toEqual(['ADA-KRW', 'ADA-KRW', 'ADA-KRW']);
  });
});

describe('a panel’s own settings', () => {
  const RSI = { indicators: [{ kind: 'rsi', period: 14 }] };
  const MACD = { indicators: [{ kind: 'macd', fast: 12, slow: 26, signal: 9 }] };
  const settingsOf = (all: WorkspaceSettings[], id: string) => all.at(-1)?.panels.get(id)?.settings;

  test('a write is shown at once and saved on the save timer, the other panels untouched', async () => {
    const { session, settings, saved } = start();
    const before = saved();
    session.setPanelSettings('chart-1', RSI);
    expect(settingsOf(settings, 'chart-1')).toEqual(RSI);
    // Saved as a splitter drag is: a moment later, once the panel stops writing.
    expect(saved()).toEqual(before);
    await expect.poll(() => saved().find((p) => p.id === 'chart-1')?.settings).toEqual(RSI);
    expect(saved()).toEqual(before.map((p) => (p.id === 'chart-1' ? { ...p, settings: RSI } : p)));
  });

  test('writes in a burst are saved once, the last one; dispose saves one still waiting', async () => {
    const { session, saved, writes } = start();
    const before = writes();
    session.setPanelSettings('chart-1', RSI);
    session.setPanelSettings('chart-1', MACD);
    await new Promise((resolve) => setTimeout(resolve, SAVE_DEBOUNCE_MS + 200));
    expect(saved().find((p) => p.id === 'chart-1')?.settings).toEqual(MACD);
    expect(writes() - before).toBe(1);

    session.setPanelSettings('live-price-1', RSI);
    session.dispose();
    expect(saved().find((p) => p.id === 'live-price-1')?.settings).toEqual(RSI);
  });

  test('a write over the cap, or of something that is not a JSON object, is refused and warned about', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, settings, saved } = start([state('chart-1', 'chart', 'red', 'ETH-KRW', RSI)]);
    session.setPanelSettings('chart-1', { pad: 'x'.repeat(PANEL_SETTINGS_MAX_BYTES) });
    session.setPanelSettings('chart-1', { since: new Date(0) });
    session.setPanelSettings('chart-1', [MACD] as unknown as PanelSettings);
    expect(warn.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^Panel chart-1: settings not kept, their JSON is 16394 bytes, over the 16384/),
      expect.stringMatching(/^Panel chart-1: settings not kept, they hold a value JSON cannot keep/),
      expect.stringMatching(/^Panel chart-1: settings not kept, they are not a JSON object/),
    ]);
    expect(settings).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, SAVE_DEBOUNCE_MS + 200));
    expect(saved()[0]?.settings).toEqual(RSI);
  });

  test('a write equal to the settings kept, or for a panel the layout does not have, changes nothing', () => {
    const { session, settings } = start([state('chart-1', 'chart', 'red', 'ETH-KRW', RSI)]);
    session.setPanelSettings('chart-1', structuredClone(RSI));
    session.setPanelSettings('chart-9', MACD);
    expect(settings).toEqual([]);
    expect(session.current().closed).toEqual([]);
  });

  test('a pop-out that does not know its panel’s settings leaves the page’s as they are', async () => {
    const { savedLayout } = start([
      state('chart-1', 'chart', 'red', 'ETH-KRW', RSI),
      state('live-price-1', 'live-price'),
    ]);
    const channel = new BroadcastChannel(POPOUT_CHANNEL_NAME);
    const chart = { id: 'chart-1', type: 'chart', link: 'red', coin: 'ETH-KRW' } as const;
    const post = (message: PopoutMessage) => channel.postMessage(message);
    try {
      // A window of the previous build: its panel's messages carry no settings.
      post({ kind: 'opened', ws: 'guest', panel: { ...chart, settings: undefined } });
      await expect
        .poll(() => savedLayout().popouts)
        .toEqual([state('chart-1', 'chart', 'red', 'ETH-KRW', RSI)]);
      post({ kind: 'closed', ws: 'guest', panel: { ...chart, settings: undefined } });
      await expect
        .poll(() => panelsInTree(savedLayout().root).find((p) => p.id === 'chart-1'))
        .toEqual(state('chart-1', 'chart', 'red', 'ETH-KRW', RSI));
      // A window that knows them: its word is the latest, none included.
      post({ kind: 'opened', ws: 'guest', panel: { ...chart, settings: MACD } });
      await expect
        .poll(() => savedLayout().popouts)
        .toEqual([state('chart-1', 'chart', 'red', 'ETH-KRW', MACD)]);
      post({ kind: 'closed', ws: 'guest', panel: { ...chart, settings: null } });
      await expect
        .poll(() => panelsInTree(savedLayout().root).find((p) => p.id === 'chart-1'))
        .toEqual(state('chart-1', 'chart', 'red', 'ETH-KRW'));
    } finally {
      channel.close();
    }
  });

  test('a panel closed keeps its settings in the closed list, and brought back has them', async () => {
    const { session, savedLayout } = start([
      state('chart-1', 'chart', 'red', 'ETH-KRW', RSI),
      state('live-price-1', 'live-price'),
    ]);
    session.controller.removePanel('chart-1');
    await expect.poll(() => savedLayout().closed).toEqual([state('chart-1', 'chart', 'red', 'ETH-KRW', RSI)]);
    session.restorePanel('chart-1');
    expect(session.settings().panels.get('chart-1')?.settings).toEqual(RSI);
    expect(panelsInTree(savedLayout().root).find((p) => p.id === 'chart-1')?.settings).toEqual(RSI);
  });
});
