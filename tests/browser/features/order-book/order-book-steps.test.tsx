/**
 * The order book on the steps of the window's source (contract/price-ticks.ts), in real Chromium: a
 * replay's files step at 0.01 USDT, so BTC-USDT's levels and last price show two decimals where the spec's
 * USDT band (0.1 from 1,000) shows one; a table that comes after the book opened rewrites what it shows.
 */
import { describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';
import { liveIntroQuery } from '../../../../src/api/live-data';
import { getQueryClient } from '../../../../src/api/query';
import { OrderBookPanel } from '../../../../src/features/order-book';
import { orderBookHandleOf } from '../../../../src/features/order-book/order-book-controller';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { introWithSource, replaySource } from '../../../fixtures/market-source';
import { FakeFeed, mount } from '../../workspace/harness';

/** What the window's owner of live data writes for an intro frame. */
function introduce(source: Parameters<typeof introWithSource>[0], seq: number) {
  getQueryClient().setQueryData(liveIntroQuery.queryKey, introWithSource(source, seq));
}

function mountBook() {
  const feed = new FakeFeed();
  feed.tick('BTC-USDT', { closePrice: 94_123.45, chgAmt: 12.5 }, true);
  const mounted = mount(
    <FeedProvider client={feed}>
      <div style={{ width: '420px', height: '760px', display: 'flex', flexDirection: 'column' }}>
        <OrderBookPanel coin="BTC-USDT" symbol="BTC" marketSymbol="USDT" />
      </div>
    </FeedProvider>,
  );
  onTestFinished(() => {
    mounted.unmount();
    getQueryClient().removeQueries({ queryKey: liveIntroQuery.queryKey });
  });
  feed.setOrderBook({
    key: 'BTC-USDT',
    asks: [
      [94_123.46, 0.5],
      [94_123.5, 0.25],
    ],
    bids: [
      [94_123.4, 0.75],
      [94_123.3, 1],
    ],
  });
}

const grid = () => page.getByRole('grid', { name: 'Order book BTC/USDT' });
const level = (name: string) => page.getByRole('row', { name, exact: true });
const handle = () => orderBookHandleOf(grid().element())!;
/** The middle row: the last price and the spread (orderBookHandleOf's drawn texts). */
const middle = () => handle().drawnRow(30).texts;

describe('order book: price steps of the source', () => {
  test("a replay's 0.01 USDT: two decimals on the levels and the last price", async () => {
    introduce(replaySource(), 1);
    mountBook();
    await expect.element(level('Ask 94,123.46, quantity 0.500')).toBeInTheDocument();
    await expect.element(level('Ask 94,123.50, quantity 0.250')).toBeInTheDocument();
    await expect.element(level('Bid 94,123.30, quantity 1.000')).toBeInTheDocument();
    await expect.poll(() => middle()[0]).toBe('94,123.45');
  });

  test('the table coming after the book opened rewrites its prices', async () => {
    introduce(SIM_SOURCE_INFO, 1);
    mountBook();
    await expect.element(level('Bid 94,123.3, quantity 1.000')).toBeInTheDocument();
    introduce(replaySource(), 2);
    await expect.element(level('Bid 94,123.30, quantity 1.000')).toBeInTheDocument();
    await expect.poll(() => middle()[0]).toBe('94,123.45');
  });
});
