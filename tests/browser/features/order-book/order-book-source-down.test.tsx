/**
 * The order book when a real exchange cannot be reached, in real Chromium: its last levels stay under a notice
 * that they are not live (ko/en, per exchange), gone once the link is live again; the simulator never shows it.
 */
import { describe, expect, onTestFinished, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIM_SOURCE_INFO, type MarketSourceInfo } from '../../../../contract/market-source';
import { liveIntroQuery } from '../../../../src/api/live-data';
import { getQueryClient } from '../../../../src/api/query';
import { OrderBookPanel } from '../../../../src/features/order-book';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { exchangeSource, introWithSource } from '../../../fixtures/market-source';
import { FakeFeed, mount } from '../../workspace/harness';

function introduce(source: MarketSourceInfo, seq: number) {
  getQueryClient().setQueryData(liveIntroQuery.queryKey, introWithSource(source, seq));
}

function mountBook() {
  const feed = new FakeFeed();
  feed.tick('BTC-KRW', { closePrice: 140_000_000, chgAmt: 0 }, true);
  const mounted = mount(
    <FeedProvider client={feed}>
      <div style={{ width: '420px', height: '760px', display: 'flex', flexDirection: 'column' }}>
        <OrderBookPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />
      </div>
    </FeedProvider>,
  );
  onTestFinished(() => {
    mounted.unmount();
    getQueryClient().removeQueries({ queryKey: liveIntroQuery.queryKey });
  });
  feed.setOrderBook({ key: 'BTC-KRW', asks: [[140_001_000, 0.5]], bids: [[139_999_000, 0.75]] });
}

const notice = () => page.getByTestId('order-book-source-down');
const bid = () => page.getByRole('row', { name: 'Bid 139,999,000, quantity 0.750', exact: true });

describe('order book: a real exchange out of reach', () => {
  const upbitDown =
    'Upbit cannot be reached: this book is not live, and new orders are refused until it is back.';

  test.each<MarketSourceInfo['link']>(['retrying', 'refused', 'offline'])(
    'Upbit %s: the notice over the last levels, gone once live',
    async (link) => {
      introduce(exchangeSource('upbit', link), 1);
      mountBook();
      await expect.element(bid()).toBeInTheDocument();
      await expect.element(notice()).toHaveTextContent(upbitDown);
      await expect.element(notice()).toHaveAttribute('role', 'alert');
      introduce(exchangeSource('upbit', 'live'), 2);
      await expect.element(notice()).not.toBeInTheDocument();
      await expect.element(bid()).toBeInTheDocument();
    },
  );

  test('Bithumb names itself', async () => {
    introduce(exchangeSource('bithumb', 'offline'), 1);
    mountBook();
    await expect.element(notice()).toHaveTextContent(/^Bithumb cannot be reached/);
  });

  test('the simulator and a connecting exchange show no notice', async () => {
    introduce(SIM_SOURCE_INFO, 1);
    mountBook();
    await expect.element(bid()).toBeInTheDocument();
    expect(notice().query()).toBeNull();
    introduce(exchangeSource('upbit', 'connecting'), 2);
    await expect.element(bid()).toBeInTheDocument();
    expect(notice().query()).toBeNull();
  });
});
