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
  test('the path carries panel type and coin in the route and id and owner in the search', () => {
    const path = popoutPath({ id: 'live-price-1', type: 'live-price' }, 'ETH-KRW', 'm42');
    expect(path).toBe('/trade/order/popout/live-price/ETH-KRW?id=live-price-1&ws=m42');
    const [pathname, search = ''] = path.split('?');
    const match = matchPath(POPOUT_ROUTE_PATH, pathname!);
    expect(match?.params).toEqual({ panel: 'live-price', coin: 'ETH-KRW' });
    expect(parsePopoutAddress(match!.params, new URLSearchParams(search))).toEqual({
      ok: true,
      panel: { id: 'live-price-1', type: 'live-price' },
      coin: { ok: true, key: 'ETH-KRW', symbol: 'ETH', marketSymbol: 'KRW' },
      owner: 'm42',
    });
  });

  test.each([
    [{ panel: 'order-book', coin: 'BTC-KRW' }, 'id=a&ws=guest', 'panel'],
    [{ coin: 'BTC-KRW' }, 'id=a&ws=guest', 'panel'],
    [{ panel: 'connection', coin: 'BTC' }, 'id=a&ws=guest', 'coin'],
    [{ panel: 'connection', coin: 'BTC-EUR' }, 'id=a&ws=guest', 'coin'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'ws=guest', 'id'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=../x&ws=guest', 'id'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=a', 'owner'],
    [{ panel: 'connection', coin: 'BTC-KRW' }, 'id=a&ws=admin', 'owner'],
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
  const panel = { id: 'live-price-1', type: 'live-price' };

  test.each([
    { kind: 'opened', ws: 'guest', panel },
    { kind: 'closed', ws: 'm7', panel },
    { kind: 'query', ws: 'guest' },
    { kind: 'close-all', ws: 'm7' },
  ])('accepts %j', (message) => {
    expect(parsePopoutMessage(message)).toEqual(message);
  });

  test.each([
    null,
    'opened',
    { kind: 'opened', ws: 'guest' },
    { kind: 'opened', ws: 'guest', panel: { id: 'x', type: 'order-book' } },
    { kind: 'opened', ws: 'nobody', panel },
    { kind: 'dance', ws: 'guest' },
    { kind: 'closed', ws: 'guest', panel: { id: 'BAD ID', type: 'connection' } },
  ])('refuses %j', (data) => {
    expect(parsePopoutMessage(data)).toBeUndefined();
  });
});
