/**
 * WorkspaceSession driven directly, as Workspace.tsx does: a coin picked in a panel moves its link group
 * (panels in the page group ask the page to move), panels join groups, and everything is saved.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { CoinKey } from '../../../contract/markets';
import { layoutStorageKey, panelsInTree, parseStoredLayout } from '../../../src/workspace/layout-schema';
import type { LinkGroup, PanelState, PanelType } from '../../../src/workspace/panel-types';
import { POPOUT_CHANNEL_NAME, type PopoutMessage } from '../../../src/workspace/popout-protocol';
import {
  WorkspaceSession,
  type LayoutStorage,
  type WorkspaceSettings,
} from '../../../src/workspace/workspace-session';

const KEY = layoutStorageKey('guest');

const state = (
  id: string,
  type: PanelType,
  link: LinkGroup | null = 'page',
  coin: CoinKey | null = null,
): PanelState => ({ id, type, link, coin, settings: null });

const PANELS = [
  state('live-price-1', 'live-price'),
  state('live-price-2', 'live-price', 'red', 'ETH-KRW'),
  state('chart-1', 'chart', 'red', 'ETH-KRW'),
  state('live-price-3', 'live-price', 'blue', 'SOL-KRW'),
  state('connection-1', 'connection', null, 'XRP-KRW'),
];

const sessions: WorkspaceSession[] = [];
const hosts: HTMLElement[] = [];

function start() {
  const stored = new Map<string, string>([
    [
      KEY,
      JSON.stringify({
        version: 3,
        root: {
          kind: 'row',
          size: '100%',
          children: PANELS.map((panel) => ({ kind: 'stack', size: '1fr', active: 0, panels: [panel] })),
        },
        popouts: [],
        closed: [],
      }),
    ],
  ]);
  const storage: LayoutStorage = {
    read: (key) => stored.get(key) ?? null,
    write: (key, text) => stored.set(key, text),
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
  return { session, settings, onPickPageCoin, saved };
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
