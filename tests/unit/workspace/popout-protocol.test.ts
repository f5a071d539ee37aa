import { describe, expect, test } from 'vitest';
import { matchPath } from 'react-router';
import {
  parsePopoutAddress,
  parsePopoutMessage,
  popoutPath,
  popoutWindowName,
} from '../../../src/workspace/popout-protocol';
import { POPOUT_ROUTE_PATH } from '../../../src/lib/paths';

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
    [{ panel: 'depth-chart', coin: 'BTC-KRW' }, 'id=a&ws=guest', 'panel'],
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

describe('parsePopoutMessage', () => {
  const panel = { id: 'live-price-1', type: 'live-price', link: 'page', coin: null };

  test.each([
    { kind: 'opened', ws: 'guest', panel },
    { kind: 'opened', ws: 'guest', panel: { ...panel, link: 'red', coin: 'ETH-KRW' } },
    { kind: 'closed', ws: 'm7', panel: { ...panel, link: null, coin: 'SOL-USDT' } },
    { kind: 'query', ws: 'guest' },
    { kind: 'close-all', ws: 'm7' },
    { kind: 'link', ws: 'guest', group: 'blue', coin: 'XRP-KRW' },
    { kind: 'link', ws: 'guest', group: 'page', coin: 'ETH-BTC' },
  ])('accepts %j', (message) => {
    expect(parsePopoutMessage(message)).toEqual(message);
  });

  test.each([
    null,
    'opened',
    { kind: 'opened', ws: 'guest' },
    { kind: 'opened', ws: 'guest', panel: { ...panel, type: 'depth-chart' } },
    { kind: 'opened', ws: 'guest', panel: { id: 'live-price-1', type: 'live-price' } },
    { kind: 'opened', ws: 'guest', panel: { ...panel, link: 'teal' } },
    { kind: 'opened', ws: 'guest', panel: { ...panel, coin: 'eth-krw' } },
    { kind: 'link', ws: 'guest', group: null, coin: 'XRP-KRW' },
    { kind: 'link', ws: 'guest', group: 'red', coin: 'XRP' },
    { kind: 'link', ws: 'guest', group: 'red' },
    { kind: 'opened', ws: 'nobody', panel },
    { kind: 'dance', ws: 'guest' },
    { kind: 'closed', ws: 'guest', panel: { ...panel, id: 'BAD ID', type: 'connection' } },
  ])('refuses %j', (data) => {
    expect(parsePopoutMessage(data)).toBeUndefined();
  });
});
