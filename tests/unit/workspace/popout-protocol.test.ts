import { describe, expect, test } from 'vitest';
import { matchPath } from 'react-router';
import {
  parsePopoutAddress,
  parsePopoutMessage,
  popoutPath,
  popoutWindowName,
} from '../../../src/workspace/popout-protocol';
import { POPOUT_ROUTE_PATH } from '../../../src/lib/paths';
import { PANEL_SETTINGS_MAX_BYTES } from '../../../contract/panel-settings';

describe('pop-out address', () => {
  test.each([
    ['page', 'page'],
    ['red', 'red'],
    [null, 'none'],
  ] as const)(
    'the path carries panel type and coin in the route, id, owner and link group (%s) in the search',
    (link, param) => {
      const path = popoutPath({ id: 'live-price-1', type: 'live-price', link }, 'ETH-KRW', 'm42');
      expect(path).toBe(`/trade/order/popout/live-price/ETH-KRW?id=live-price-1&ws=m42&link=${param}`);
      const [pathname, search = ''] = path.split('?');
      const match = matchPath(POPOUT_ROUTE_PATH, pathname!);
      expect(match?.params).toEqual({ panel: 'live-price', coin: 'ETH-KRW' });
      expect(parsePopoutAddress(match!.params, new URLSearchParams(search))).toEqual({
        ok: true,
        panel: { id: 'live-price-1', type: 'live-price', link },
        coin: { ok: true, key: 'ETH-KRW', symbol: 'ETH', marketSymbol: 'KRW' },
        owner: 'm42',
      });
    },
  );

  test('an address without a link group (a window of the previous build) follows the page', () => {
    const address = parsePopoutAddress(
      { panel: 'chart', coin: 'BTC-KRW' },
      new URLSearchParams('id=chart-1&ws=guest'),
    );
    expect(address).toMatchObject({ ok: true, panel: { id: 'chart-1', type: 'chart', link: 'page' } });
  });

  test.each([
    [{ panel: 'liquidation-map', coin: 'BTC-KRW' }, 'id=a&ws=guest', 'panel'],
    [{ coin: 'BTC-KRW' }, 'id=a&ws=guest', 'panel'],
    [{ panel: 'connection', coin: 'BTC' }, 'id=a&ws=guest', 'coin'],
    [{ panel: 'connection', coin: 'BTC-EUR' }, 'id=a&ws=guest', 'coin'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'ws=guest', 'id'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=../x&ws=guest', 'id'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=a', 'owner'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=a&ws=admin', 'owner'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=a&ws=guest&link=teal', 'link'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=a&ws=guest&link=', 'link'],
  ])('%j ?%s is refused (%s)', (params, search, reason) => {
    expect(parsePopoutAddress(params, new URLSearchParams(search))).toEqual({ ok: false, reason });
  });

  test('one window name per panel', () => {
    expect(popoutWindowName({ id: 'connection-1', type: 'connection' })).toBe(
      'tradedeck-popout-connection-1',
    );
  });
});

/** A window on a monitor right of the laptop's screen. */
const PLACED = {
  left: 2000,
  top: 80,
  width: 420,
  height: 240,
  screen: { label: 'DELL U2720Q', left: 1512, top: 0, width: 2560, height: 1400 },
};

describe('parsePopoutMessage', () => {
  const panel = { id: 'live-price-1', type: 'live-price', link: 'page', coin: null, settings: null };

  test.each([
    { kind: 'opened', ws: 'guest', panel },
    { kind: 'opened', ws: 'guest', panel: { ...panel, link: 'red', coin: 'ETH-KRW' } },
    { kind: 'closed', ws: 'm7', panel: { ...panel, link: null, coin: 'SOL-USDT' } },
    { kind: 'query', ws: 'guest' },
    { kind: 'close-all', ws: 'm7' },
    { kind: 'link', ws: 'guest', group: 'blue', coin: 'XRP-KRW' },
    { kind: 'link', ws: 'guest', group: 'page', coin: 'ETH-BTC' },
    { kind: 'closed', ws: 'guest', panel, docked: true },
    { kind: 'placement', ws: 'guest', id: 'live-price-1', placement: PLACED },
    { kind: 'placement', ws: 'm7', id: 'chart-2', placement: { ...PLACED, left: -2400, screen: null } },
  ])('accepts %j', (message) => {
    expect(parsePopoutMessage(message)).toEqual(message);
  });

  test.each([
    null,
    'opened',
    { kind: 'opened', ws: 'guest' },
    { kind: 'opened', ws: 'guest', panel: { ...panel, type: 'liquidation-map' } },
    { kind: 'opened', ws: 'guest', panel: { id: 'live-price-1', type: 'live-price' } },
    { kind: 'opened', ws: 'guest', panel: { ...panel, link: 'teal' } },
    { kind: 'opened', ws: 'guest', panel: { ...panel, coin: 'eth-krw' } },
    { kind: 'link', ws: 'guest', group: null, coin: 'XRP-KRW' },
    { kind: 'link', ws: 'guest', group: 'red', coin: 'XRP' },
    { kind: 'closed', ws: 'guest', panel, docked: 'yes' },
    { kind: 'placement', ws: 'guest', placement: PLACED },
    { kind: 'placement', ws: 'guest', id: 'Live Price', placement: PLACED },
    { kind: 'placement', ws: 'guest', id: 'live-price-1' },
    { kind: 'placement', ws: 'guest', id: 'live-price-1', placement: { ...PLACED, width: 0 } },
    { kind: 'placement', ws: 'guest', id: 'live-price-1', placement: { ...PLACED, left: Infinity } },
    { kind: 'placement', ws: 'guest', id: 'live-price-1', placement: { ...PLACED, top: '80' } },
    { kind: 'placement', ws: 'guest', id: 'live-price-1', placement: { ...PLACED, screen: { label: 7 } } },
    {
      kind: 'placement',
      ws: 'guest',
      id: 'live-price-1',
      placement: { left: 0, top: 0, width: 400, height: 300 },
    },
    { kind: 'link', ws: 'guest', group: 'red' },
    { kind: 'opened', ws: 'nobody', panel },
    { kind: 'dance', ws: 'guest' },
    { kind: 'closed', ws: 'guest', panel: { ...panel, id: 'BAD ID', type: 'connection' } },
  ])('refuses %j', (data) => {
    expect(parsePopoutMessage(data)).toBeUndefined();
  });
});

describe('a panel’s own settings in pop-out messages', () => {
  const chart = { id: 'chart-2', type: 'chart', link: 'red', coin: 'ETH-KRW' } as const;
  const RSI = { indicators: [{ kind: 'rsi', period: 14, pane: 1, levels: [30, 70] }], note: '보조지표' };

  test.each([
    ['opened', RSI],
    ['closed', RSI],
    ['opened', null],
    ['closed', {}],
  ] as const)('%s carries %j as they are', (kind, settings) => {
    // As the channel delivers it: a structured clone of what was posted.
    const message = structuredClone({ kind, ws: 'm7', panel: { ...chart, settings } });
    expect(parsePopoutMessage(message)).toEqual({ kind, ws: 'm7', panel: { ...chart, settings } });
  });

  test('settings at the cap travel; the cap is the layout’s', () => {
    const settings = { pad: 'x'.repeat(PANEL_SETTINGS_MAX_BYTES - '{"pad":""}'.length) };
    const parsed = parsePopoutMessage({ kind: 'opened', ws: 'guest', panel: { ...chart, settings } });
    expect(parsed).toMatchObject({ panel: { settings } });
  });

  // A window that does not know its panel's settings says so by leaving them out; bad ones count as unknown
  // too, so that the workspace keeps its own rather than lose them, and the message still counts.
  test.each([
    ['left out (a window of the previous build)', undefined],
    ['an array', [RSI]],
    ['a string', JSON.stringify(RSI)],
    ['a number', 14],
    ['holding a nested undefined', { indicators: [{ kind: 'rsi', period: undefined }] }],
    ['holding a nested date', { since: new Date(0) }],
    ['holding a nested NaN', { period: NaN }],
    ['one byte over the cap', { pad: 'x'.repeat(PANEL_SETTINGS_MAX_BYTES + 1 - '{"pad":""}'.length) }],
  ])('settings %s read as unknown; the rest of the message stands', (_name, settings) => {
    for (const kind of ['opened', 'closed'] as const) {
      const message = { kind, ws: 'guest', panel: settings === undefined ? chart : { ...chart, settings } };
      const parsed = parsePopoutMessage(structuredClone(message));
      expect(parsed).toEqual({ kind, ws: 'guest', panel: { ...chart, settings: undefined } });
    }
  });
});
