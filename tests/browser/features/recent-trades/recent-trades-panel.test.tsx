import { useState } from 'react';
import { describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import type { CoinKey } from '../../../../contract/markets';
import { RecentTradesPanel } from '../../../../src/features/recent-trades';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { FakeFeed, mount } from '../../workspace/harness';

type Trade = [time: number, price: number, quantity: number, side: number];

/** Posts a coin's trades into its routes as one batch, as the feed worker does per trades frame. */
function postTrades(feed: FakeFeed, key: CoinKey, rows: Trade[], reset = false): void {
  feed.postTrades(key, {
    reset,
    time: Float64Array.from(rows.map((row) => row[0])),
    price: Float64Array.from(rows.map((row) => row[1])),
    quantity: Float64Array.from(rows.map((row) => row[2])),
    side: Uint8Array.from(rows.map((row) => row[3])),
  });
}

// 2026-11-24 03:04:05 UTC is 12:04:05 in Seoul.
const T0 = Date.UTC(2026, 10, 24, 3, 4, 5);

let showCoin: (coin: CoinKey) => void = () => undefined;

/** The panel of one coin, which the test may switch (as the panel's coin setting does). */
function SwitchablePanel() {
  const [coin, setCoin] = useState<CoinKey>('BTC-KRW');
  showCoin = setCoin;
  return <RecentTradesPanel coin={coin} symbol={coin.split('-')[0]!} marketSymbol="KRW" />;
}

async function mountTrades() {
  const feed = new FakeFeed();
  const mounted = mount(
    <FeedProvider client={feed}>
      <div style={{ width: '360px', height: '500px', display: 'flex' }}>
        <SwitchablePanel />
      </div>
    </FeedProvider>,
  );
  onTestFinished(() => mounted.unmount());
  await expect.poll(() => feed.tradeRouteCount('BTC-KRW')).toBe(1);
  return feed;
}

const table = (name = 'Recent trades BTC/KRW') => page.getByRole('table', { name });

function tradeRows(name?: string): { name: string; side: string | undefined; cells: string[] }[] {
  return [...table(name).element().querySelectorAll<HTMLElement>('.td-recent-trades__body [role="row"]')].map(
    (row) => ({
      name: row.getAttribute('aria-label') ?? '',
      side: row.dataset.side,
      cells: [...row.children].map((cell) => cell.textContent ?? ''),
    }),
  );
}

const prices = (name?: string) => tradeRows(name).map((row) => row.cells[1]);

describe('recent trades panel', () => {
  test('says so before the first trade, then lists the coin’s trades from its route newest first with the KST time and side', async () => {
    const feed = await mountTrades();
    await expect.element(page.getByText('No trades yet.')).toBeVisible();
    postTrades(feed, 'BTC-KRW', [
      [T0, 95_000_000, 0.5, 1],
      // 0.0004 BTC is 38,000 KRW: shown with its digits, not as 0.000.
      [T0 + 1_000, 94_999_000, 0.0004, 2],
    ]);
    await expect
      .element(page.getByRole('row', { name: '12:04:06 Sell 0.0004 at 94,999,000' }))
      .toBeInTheDocument();
    expect(tradeRows()).toEqual([
      {
        name: '12:04:06 Sell 0.0004 at 94,999,000',
        side: 'sell',
        cells: ['12:04:06', '94,999,000', '0.0004'],
      },
      { name: '12:04:05 Buy 0.500 at 95,000,000', side: 'buy', cells: ['12:04:05', '95,000,000', '0.500'] },
    ]);
    await expect.element(page.getByText('No trades yet.')).not.toBeVisible();
    // The next batch's trade goes on top.
    postTrades(feed, 'BTC-KRW', [[T0 + 2_000, 95_001_000, 1, 1]]);
    await expect
      .poll(() => tradeRows().map((row) => row.cells[0]))
      .toEqual(['12:04:07', '12:04:06', '12:04:05']);
  });

  test('takes only its own coin’s route: another coin’s trades never show', async () => {
    const feed = await mountTrades();
    expect(feed.tradeRouteCount('ETH-KRW')).toBe(0);
    postTrades(feed, 'ETH-KRW', [[T0, 4_000_000, 3, 2]]);
    postTrades(feed, 'BTC-KRW', [[T0, 95_000_000, 1, 1]]);
    await expect.poll(() => prices()).toEqual(['95,000,000']);
  });

  test('batches that come within one frame are written in that frame, in order', async () => {
    const feed = await mountTrades();
    postTrades(feed, 'BTC-KRW', [[T0, 95_000_000, 1, 1]]);
    postTrades(feed, 'BTC-KRW', [[T0 + 1_000, 95_001_000, 1, 1]]);
    postTrades(feed, 'BTC-KRW', [[T0 + 2_000, 95_002_000, 1, 1]]);
    await expect.poll(() => prices()).toEqual(['95,002,000', '95,001,000', '95,000,000']);
  });

  test('keeps the newest 100, and a batch that says reset starts the list over', async () => {
    const feed = await mountTrades();
    const many: Trade[] = Array.from({ length: 130 }, (_, i) => [
      T0 + i * 1_000,
      95_000_000 + i * 1_000,
      1,
      1,
    ]);
    postTrades(feed, 'BTC-KRW', many.slice(0, 60));
    postTrades(feed, 'BTC-KRW', many.slice(60));
    await expect.poll(() => tradeRows().length).toBe(100);
    const rows = tradeRows();
    expect(rows[0]!.cells[1]).toBe('95,129,000');
    expect(rows[99]!.cells[1]).toBe('95,030,000');
    postTrades(feed, 'BTC-KRW', [], true);
    await expect.poll(() => tradeRows()).toHaveLength(0);
    await expect.element(page.getByText('No trades yet.')).toBeVisible();
    postTrades(feed, 'BTC-KRW', [[T0, 96_000_000, 1, 2]], true);
    await expect.poll(() => prices()).toEqual(['96,000,000']);
  });

  test('a new port (the window attached to the worker again) empties the list, and trades come on the new one', async () => {
    const feed = await mountTrades();
    postTrades(feed, 'BTC-KRW', [[T0, 95_000_000, 1, 1]]);
    await expect.poll(() => prices()).toEqual(['95,000,000']);
    feed.reattachTrades();
    await expect.poll(() => tradeRows()).toHaveLength(0);
    await expect.element(page.getByText('No trades yet.')).toBeVisible();
    postTrades(feed, 'BTC-KRW', [[T0 + 1_000, 95_005_000, 1, 1]]);
    await expect.poll(() => prices()).toEqual(['95,005,000']);
  });

  test('switching coin closes the old route and opens the new coin’s: the list starts over with its trades', async () => {
    const feed = await mountTrades();
    postTrades(feed, 'BTC-KRW', [[T0, 95_000_000, 1, 1]]);
    await expect.poll(() => prices()).toEqual(['95,000,000']);
    showCoin('ETH-KRW');
    await expect.poll(() => feed.tradeRouteCount('ETH-KRW')).toBe(1);
    expect(feed.tradeRouteCount('BTC-KRW')).toBe(0);
    expect(tradeRows('Recent trades ETH/KRW')).toHaveLength(0);
    postTrades(feed, 'BTC-KRW', [[T0 + 1_000, 95_001_000, 1, 1]]);
    postTrades(feed, 'ETH-KRW', [[T0 + 1_000, 4_000_000, 2, 2]]);
    await expect.poll(() => prices('Recent trades ETH/KRW')).toEqual(['4,000,000']);
  });

  test('a malformed trade is left out and the others show', async () => {
    const feed = await mountTrades();
    postTrades(feed, 'BTC-KRW', [
      [T0, Number.NaN, 1, 1],
      [T0, 95_000_000, -1, 1],
      [T0, 95_000_000, 1, 3],
      [T0, 95_000_000, 1, 2],
    ]);
    await expect
      .poll(() => tradeRows().map((row) => row.name))
      .toEqual(['12:04:05 Sell 1.000 at 95,000,000']);
  });

  test('closes its route when unmounted', async () => {
    const feed = new FakeFeed();
    const mounted = mount(
      <FeedProvider client={feed}>
        <RecentTradesPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
      </FeedProvider>,
    );
    await expect.poll(() => feed.tradeRouteCount('BTC-KRW')).toBe(1);
    mounted.unmount();
    expect(feed.listenerCount()).toBe(0);
  });
});
