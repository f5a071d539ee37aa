/**
 * What a bench chart is given instead of the exchange (this folder's page, and bench/'s chart-render and
 * workspace pages): a fixed history, and a member with no coin codes, assets or pending orders.
 */
import type { ChartServices } from '../features/chart/chart-services';
import type { Candle } from '../../workers/core/chart/candle-builder';
import { seriesFromColumns } from '../../workers/core/base/series';

export function benchChartServices(
  history: readonly Candle[],
): Omit<ChartServices, 'acquireClient' | 'releaseClient'> {
  const series = seriesFromColumns({
    time: history.map((bar) => bar.time),
    open: history.map((bar) => bar.open),
    high: history.map((bar) => bar.high),
    low: history.map((bar) => bar.low),
    close: history.map((bar) => bar.close),
    volume: history.map((bar) => bar.volume),
  });
  return {
    loadHistory: async () => series,
    coinCodes: async () => undefined,
    listedMarkets: async () => ['KRW'],
    loadAssets: async () => ({ krwBalance: 0, krwLocked: 0, myAssetCoinInfoList: [], totalSumBuyAmt: 0 }),
    loadPending: async () => ({ pendingOrderList: [] }),
    loadOrders: async () => [],
    replaceOrder: async (orderId) => {
      throw new Error(`the bench has no order ${orderId}`);
    },
    cancelOrder: async (orderId) => {
      throw new Error(`the bench has no order ${orderId}`);
    },
  };
}
