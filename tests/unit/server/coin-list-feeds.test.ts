/**
 * What the coin list needs from the simulator: favourites (list, add, remove, and the blocked switch for
 * the spinner), assets of the demo members, the intro, and change rates per tick type in secondTicker.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, TICK_TYPES, type AssetsResponse, type Faults, type FavoriteRow } from '../../../contract';
import { parseFaultList } from '../../../server/options';
import { call, FeedClient, login, startTestServer, type TestServer } from './helpers';

let test$: TestServer;
let cookie: string;
beforeAll(async () => {
  test$ = await startTestServer({ tradeRate: 2000 });
  cookie = await login(test$.server, 'demo-empty');
});
afterAll(() => test$.stop());

async function setFaults(faults: Partial<Faults>) {
  const result = await call<Faults>(test$.server, API.adminFaults, { method: 'POST', body: faults });
  expect(result.status).toBe(200);
}

describe('favourites for the coin list', () => {
  test('add, list and remove answer the list after the call, in the order added', async () => {
    const add = (key: string) =>
      call<FavoriteRow[]>(test$.server, API.favorites, { method: 'POST', cookie, body: { key } });
    await add('ETH-KRW');
    const added = await add('SOL-USDT');
    expect(added.body.data.map((row) => row.key)).toEqual(['ETH-KRW', 'SOL-USDT']);
    expect(added.body.data[1]).toEqual({ key: 'SOL-USDT', symbol: 'SOL', marketSymbol: 'USDT' });
    const removed = await call<FavoriteRow[]>(test$.server, API.favorite('ETH-KRW'), {
      method: 'DELETE',
      cookie,
    });
    expect(removed.body.data.map((row) => row.key)).toEqual(['SOL-USDT']);
    const listed = await call<FavoriteRow[]>(test$.server, API.favorites, { cookie });
    expect(listed.body.data.map((row) => row.key)).toEqual(['SOL-USDT']);
  });

  test.each([
    ['GET', API.favorites, undefined],
    ['POST', API.favorites, { key: 'BTC-KRW' }],
    ['DELETE', API.favorite('BTC-KRW'), undefined],
  ] as const)(
    'favoritesBlocked makes %s %s answer 423 FAVORITES_BLOCKED, and only it',
    async (method, path, body) => {
      await setFaults({ favoritesBlocked: true });
      try {
        const blocked = await call(test$.server, path, { method, cookie, body });
        expect(blocked.status).toBe(423);
        expect(blocked.body).toMatchObject({ status: 423, code: 'FAVORITES_BLOCKED', data: null });
        expect(blocked.body.message).not.toBe('');
        // A guest still learns that favourites need a login, and the rest of the API answers.
        expect((await call(test$.server, path, { method, body })).status).toBe(401);
        expect((await call(test$.server, API.assets, { cookie })).status).toBe(200);
      } finally {
        await setFaults({ favoritesBlocked: false });
      }
      expect((await call(test$.server, API.favorites, { cookie })).status).toBe(200);
    },
  );

  test('the switch can be set at start', () => {
    expect(parseFaultList('favoritesBlocked')).toEqual({ favoritesBlocked: true });
  });
});

describe('assets and live data for the coin list', () => {
  test('the regular demo member holds coins, one worth under 1,000 KRW; the delisted one holds WEMIX', async () => {
    const regular = await login(test$.server, 'demo-regular');
    const assets = (await call<AssetsResponse>(test$.server, API.assets, { cookie: regular })).body.data;
    const symbols = assets.myAssetCoinInfoList.map((row) => row.symbol);
    expect(symbols).toEqual(expect.arrayContaining(['BTC', 'ETH', 'SHIB']));
    expect(assets.myAssetCoinInfoList.every((row) => row.coinBalance > 0)).toBe(true);
    const delisted = await login(test$.server, 'demo-delisted');
    const held = (await call<AssetsResponse>(test$.server, API.assets, { cookie: delisted })).body.data;
    expect(held.myAssetCoinInfoList.map((row) => row.symbol)).toContain('WEMIX');
  });

  test('the socket serves the intro with market open states and change rates for every tick type', async () => {
    const feed = await FeedClient.open(test$.server);
    try {
      feed.send({ op: 'sub', ch: 'intro' });
      feed.send({ op: 'sub', ch: 'secondTicker' });
      const intro = await feed.until(() => feed.of('intro')[0]);
      expect(intro.markets.map((market) => market.marketSymbol)).toEqual(['KRW', 'BTC', 'USDT']);
      const second = await feed.until(() => feed.of('secondTicker')[0]);
      const btc = second.rows.find((row) => row[0] === 'BTC-KRW');
      // [key, close, one rate per tick type]
      expect(btc).toHaveLength(2 + TICK_TYPES.length);
      expect(btc!.slice(1).every((value) => Number.isFinite(value))).toBe(true);
    } finally {
      feed.socket.close();
    }
  });
});
