import { describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import type { FeedChangeSet } from '../../../../src/api/feed-types';
import type { CoinKey } from '../../../../contract/markets';
import { RecentTradesPanel } from '../../../../src/features/recent-trades';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { FakeFeed, mount } from '../../workspace/harness';

type Trade = [key: CoinKey, time: number, price: number, quantity: number, side: 1 | 2];

/** The test's feed, which also delivers trades in change sets, as the worker does once a frame. */
class TradesFeed extends FakeFeed {
  private readonly listeners = new Set<(changes: FeedChangeSet) => void>();

  override onChanges(listener: (changes: FeedChangeSet) => void): () => void {
    this.listeners.add(listener);
    const off = super.onChanges(listener);
    return () => {
      this.listeners.delete(listener);
      off();
    };
  }

  trades(rows: Trade[], tradesReset = false): void {
    const slots = rows.map(([key]) => this.tickers.slotOf(key) ?? -1);
    const changes: FeedChangeSet = {
      tickerSlots: new Int32Array(0),
      snapshot: false,
      tradesReset,
      trades: {
        slot: Int32Array.from(slots),
        time: Float64Array.from(rows.map((row) => row[1])),
        price: Float64Array.from(rows.map((row) => row[2])),
        quantity: Float64Array.from(rows.map((row) => row[3])),
        side: Uint8Array.from(rows.map((row) => row[4])),
      },
    };
    for (const listener of this.listeners) listener(changes);
  }
}

// 2026-11-24 03:04:05 UTC is 12:04:05 in Seoul.
const T0 = Date.UTC(2026, 10, 24, 3, 4, 5);

function mountTrades() {
  const feed = new TradesFeed();
  feed.tick('BTC-KRW', { closePrice: 95_000_000 }, true);
  feed.tick('ETH-KRW', { closePrice: 4_000_000 }, true);
  const mounted = mount(
    <FeedProvider client={feed}>
      <div style={{ width: '360px', height: '500px', display: 'flex' }}>
        <RecentTradesPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
      </div>
    </FeedProvider>,
  );
  onTestFinished(() => mounted.unmount());
  return feed;
}

const table = () => page.getByRole('table', { name: 'Recent trades BTC/KRW' });

function tradeRows(): { name: string; side: string | undefined; cells: string[] }[] {
  return [...table().element().querySelectorAll<HTMLElement>('.td-recent-trades__body [role="row"]')].map(
    (row) => ({
      name: row.getAttribute('aria-label') ?? '',
      side: row.dataset.side,
      cells: [...row.children].map((cell) => cell.textContent ?? ''),
    }),
  );
}

describe('recent trades panel', () => {
  test('says so before the first trade, then lists the coin’s trades newest first with the KST time and side', async () => {
    const feed = mountTrades();
    await expect.element(page.getByText('No trades yet.')).toBeVisible();
    await expect.poll(() => feed.listenerCount()).toBeGreaterThan(0);
    feed.trades([
      ['BTC-KRW', T0, 95_000_000, 0.5, 1],
      ['ETH-KRW', T0, 4_000_000, 3, 2],
      ['BTC-KRW', T0 + 1_000, 94_999_000, 0.25, 2],
    ]);
    await expect
      .element(page.getByRole('row', { name: '12:04:06 Sell 0.250 at 94,999,000' }))
      .toBeInTheDocument();
    expect(tradeRows()).toEqual([
      { name: '12:04:06 Sell 0.250 at 94,999,000', side: 'sell', cells: ['12:04:06', '94,999,000', '0.250'] },
      { name: '12:04:05 Buy 0.500 at 95,000,000', side: 'buy', cells: ['12:04:05', '95,000,000', '0.500'] },
    ]);
    await expect.element(page.getByText('No trades yet.')).not.toBeVisible();
    // The next frame's trade goes on top.
    feed.trades([['BTC-KRW', T0 + 2_000, 95_001_000, 1, 1]]);
    expect(tradeRows().map((row) => row.cells[0])).toEqual(['12:04:07', '12:04:06', '12:04:05']);
  });

  test('keeps the newest 100, and a trades reset empties the list', async () => {
    const feed = mountTrades();
    await expect.poll(() => feed.listenerCount()).toBeGreaterThan(0);
    const many: Trade[] = Array.from({ length: 130 }, (_, i) => [
      'BTC-KRW',
      T0 + i * 1_000,
      95_000_000 + i * 1_000,
      1,
      1,
    ]);
    feed.trades(many.slice(0, 60));
    feed.trades(many.slice(60));
    const rows = tradeRows();
    expect(rows).toHaveLength(100);
    expect(rows[0]!.cells[1]).toBe('95,129,000');
    expect(rows[99]!.cells[1]).toBe('95,030,000');
    feed.trades([], true);
    expect(tradeRows()).toHaveLength(0);
    await expect.element(page.getByText('No trades yet.')).toBeVisible();
  });

  test('a malformed trade is left out and the others show', async () => {
    const feed = mountTrades();
    await expect.poll(() => feed.listenerCount()).toBeGreaterThan(0);
    feed.trades([
      ['BTC-KRW', T0, Number.NaN, 1, 1],
      ['BTC-KRW', T0, 95_000_000, -1, 1],
      ['BTC-KRW', T0, 95_000_000, 1, 2],
    ]);
    expect(tradeRows().map((row) => row.name)).toEqual(['12:04:05 Sell 1.000 at 95,000,000']);
  });
});
