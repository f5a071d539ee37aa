import { QueryObserver, type QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, test, vi } from 'vitest';
import type { IntroFrame, MarketInfo } from '../../../contract';
import type { LowRateFrame } from '../../../src/api/feed-types';
import { applyIntroToCoins } from '../../../src/api/intro';
import {
  followLiveData,
  liveIntroQuery,
  marketPricesQuery,
  onAssetChange,
  onLiveIntro,
} from '../../../src/api/live-data';
import { createQueryClient, marketsQuery, queryKeys } from '../../../src/api/query';
import { applyAssetChange } from '../../../src/lib/asset-valuation';
import { ASSETS } from '../../fixtures/assets';
import { creditStatus, loanRow } from '../../fixtures/credit';
import { COINS } from '../features/coin-list/fixtures';
import { FakeLiveFeed as Feed } from '../../fixtures/live-feed';
import { SIM_SOURCE_INFO } from '../../../contract/market-source';

const MARKETS: MarketInfo[] = [
  { marketSymbol: 'KRW', crncCd: 'C0100', isBeta: false, isOpen: true },
  { marketSymbol: 'BTC', crncCd: 'C0101', isBeta: false, isOpen: true },
];

const CHANGES = [
  { coinType: 'C0100', symbol: 'KRW', coinBalance: 40_000_000, lockedBalance: 5_000_000, avgBuyAmt: 1 },
  { coinType: 'C0101', symbol: 'BTC', coinBalance: 0.45, lockedBalance: 0.1, avgBuyAmt: 125_000_000 },
];

function intro(buyOpenDate: string | null, btcOpen = true): IntroFrame {
  return {
    ch: 'intro',
    source: SIM_SOURCE_INFO,
    seq: 1,
    t: 0,
    coins: [
      {
        key: 'SOL-USDT',
        isListedNew: true,
        buyOpenDate,
        sellOpenDate: null,
        marketReserveOrderStartTime: null,
      },
    ],
    markets: [{ marketSymbol: 'BTC', isOpen: btcOpen }],
  };
}

/** A window's cache with the REST answers in, and its owner following a fake feed. */
function windowOf(): { feed: Feed; client: QueryClient; stop: () => void } {
  const client = createQueryClient();
  client.setQueryData(queryKeys.coins, COINS);
  client.setQueryData(queryKeys.markets, MARKETS);
  client.setQueryData(queryKeys.assets, ASSETS);
  const feed = new Feed();
  return { feed, client, stop: followLiveData(feed, client) };
}

const OPENS = '2026-11-23T09:00:00+09:00';

describe('the window owner of live data', () => {
  test.each<[string, LowRateFrame, (client: QueryClient) => void]>([
    [
      'an intro patches the coins and the markets and is kept whole',
      intro(OPENS, false),
      (client) => {
        expect(client.getQueryData(liveIntroQuery.queryKey)).toEqual(intro(OPENS, false));
        expect(client.getQueryData(queryKeys.coins)).toEqual(applyIntroToCoins(COINS, intro(OPENS)));
        expect(client.getQueryData<MarketInfo[]>(queryKeys.markets)?.map((row) => row.isOpen)).toEqual([
          true,
          false,
        ]);
      },
    ],
    [
      'an asset change patches the assets, is kept, and asks the orders again',
      { ch: 'assetChange', seq: 1, t: 0, rows: CHANGES },
      (client) => {
        expect(client.getQueryData(queryKeys.assets)).toEqual(applyAssetChange(ASSETS, CHANGES));
        expect(client.getQueryData(queryKeys.assetChange)).toEqual(CHANGES);
        expect(client.getQueryState(queryKeys.orders({ status: 'pending' }))?.isInvalidated).toBe(true);
        expect(client.getQueryState(queryKeys.orderHistory)?.isInvalidated).toBe(true);
      },
    ],
    [
      'market prices replace the kept prices',
      { ch: 'marketPrice', seq: 1, t: 0, rows: [['BTC', 95_000_000]] },
      (client) => expect(client.getQueryData(marketPricesQuery.queryKey)).toEqual({ BTC: 95_000_000 }),
    ],
  ])('%s', (_name, frame, check) => {
    const { feed, client, stop } = windowOf();
    client.setQueryData(queryKeys.orders({ status: 'pending' }), []);
    client.setQueryData(queryKeys.orderHistory, []);
    feed.emit(frame);
    check(client);
    stop();
  });

  test('a frame with nothing cached yet is kept for the answer to come', () => {
    const client = createQueryClient();
    const feed = new Feed();
    const stop = followLiveData(feed, client);
    feed.emit(intro(OPENS));
    feed.emit({ ch: 'assetChange', seq: 1, t: 0, rows: CHANGES });
    expect(client.getQueryData(queryKeys.coins)).toBeUndefined();
    expect(client.getQueryData(queryKeys.assets)).toBeUndefined();
    expect(client.getQueryData(liveIntroQuery.queryKey)).toEqual(intro(OPENS));
    stop();
  });

  test('credit frames replace the status; a reconnect asks for the credit status and the orders again', () => {
    const { feed, client, stop } = windowOf();
    client.setQueryData(queryKeys.creditStatus, creditStatus());
    client.setQueryData(queryKeys.orders(), []);
    const framed = creditStatus({ loans: [loanRow(1)] });
    for (const listener of feed.credit) listener(framed);
    expect(client.getQueryData(queryKeys.creditStatus)).toEqual(framed);
    for (const listener of feed.reconnect) listener();
    expect(client.getQueryState(queryKeys.creditStatus)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.orders())?.isInvalidated).toBe(true);
    stop();
    expect(feed.listeners()).toBe(0);
  });

  test('two readers of the same entry see one frame applied once', () => {
    const { feed, client, stop } = windowOf();
    const seen = [vi.fn(), vi.fn()];
    const observers = seen.map((reader) => {
      const observer = new QueryObserver(client, liveIntroQuery);
      observer.subscribe(reader);
      return observer;
    });
    const intros = vi.fn();
    const stopIntros = onLiveIntro(client, intros);
    feed.emit(intro(OPENS));
    expect(intros).toHaveBeenCalledTimes(1);
    expect(feed.lowRate.size).toBe(1);
    for (const observer of observers) expect(observer.getCurrentResult().data).toEqual(intro(OPENS));
    expect(observers[0]!.getCurrentResult().data).toBe(observers[1]!.getCurrentResult().data);
    stopIntros();
    for (const observer of observers) observer.destroy();
    stop();
  });

  test('each write reaches a follower, also two before anything renders', () => {
    const { feed, client, stop } = windowOf();
    const intros: (string | null)[] = [];
    const changes: number[] = [];
    const stopIntros = onLiveIntro(client, (frame) => intros.push(frame.coins[0]!.buyOpenDate));
    const stopChanges = onAssetChange(client, (rows) => changes.push(rows.length));
    feed.emit(intro(OPENS));
    feed.emit(intro(null));
    feed.emit({ ch: 'assetChange', seq: 1, t: 0, rows: CHANGES });
    feed.emit({ ch: 'assetChange', seq: 2, t: 0, rows: CHANGES.slice(1) });
    expect(intros).toEqual([OPENS, null]);
    expect(changes).toEqual([2, 1]);
    stopIntros();
    stopChanges();
    stop();
  });

  test('the kept entries are never fetched: an invalidation of everything leaves them as written', async () => {
    const { feed, client, stop } = windowOf();
    const observer = new QueryObserver(client, liveIntroQuery);
    const unsubscribe = observer.subscribe(() => {});
    feed.emit(intro(OPENS));
    await client.invalidateQueries();
    expect(client.getQueryState(liveIntroQuery.queryKey)).toMatchObject({
      status: 'success',
      fetchStatus: 'idle',
    });
    expect(client.getQueryData(liveIntroQuery.queryKey)).toEqual(intro(OPENS));
    unsubscribe();
    stop();
  });
});

describe('the markets fetched after an intro', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('carry its open states: the intro is newer than the answer', async () => {
    const body = { status: 200, code: 'OK', message: '', data: MARKETS };
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body))));
    const client = createQueryClient();
    const feed = new Feed();
    const stop = followLiveData(feed, client);
    feed.emit(intro(OPENS, false));
    const markets = await client.fetchQuery(marketsQuery);
    expect(markets.map((row) => row.isOpen)).toEqual([true, false]);
    stop();
  });
});
