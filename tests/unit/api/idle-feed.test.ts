// The feed that never calls back: the bench page's chart uses it as it is, the benches' feeds extend it.
import { describe, expect, test, vi } from 'vitest';
import { IdleFeed } from '../../../src/api/idle-feed';

describe('IdleFeed', () => {
  test('every subscription returns an unsubscribe and no listener is ever called', () => {
    const feed = new IdleFeed();
    const listener = vi.fn();
    const unsubscribes = [
      feed.onChanges(listener),
      feed.onLowRate(listener),
      feed.orderBook('BTC-KRW', listener),
      feed.tradePort('BTC-KRW', listener),
      feed.onOrders(listener),
      feed.onCredit(listener),
      feed.onLayouts(listener),
      feed.onDrawings(listener),
      feed.onConnection(listener),
      feed.onReconnect(listener),
    ];
    feed.retryNow();
    feed.renewSession();
    for (const unsubscribe of unsubscribes) unsubscribe();
    feed.dispose();
    expect(listener).not.toHaveBeenCalled();
  });

  test('the connection is open and the ticker table empty', () => {
    const feed = new IdleFeed();
    expect(feed.connection().status).toBe('open');
    expect(feed.tickers.size).toBe(0);
    expect(feed.tickers.slotOf('BTC-KRW')).toBeUndefined();
  });
});
