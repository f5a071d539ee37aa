/**
 * What a chart panel needs from outside: candle history over REST, the window's chart worker and the
 * member's assets and pending orders (for the average-price and pending lines), and the open orders
 * behind those lines with the calls that move and cancel them. The
 * worker is shared by every chart panel of the window (charts by id), started with the first panel and
 * stopped with the last. Tests hand the panel their own services instead.
 */
import {
  cancelOrder,
  getAssets,
  getCandles,
  getChartPending,
  listOrders,
  replaceOrder,
} from '../../api/client';
import { createChartClient, type ChartClient } from '../../api/chart-client';
import type { AssetsResponse, ChartPendingResponse, OrderRow } from '../../../contract';
import { coinsQuery, getQueryClient } from '../../api/query';
import { PENDING_REQUEST_SIZE } from './rules/chart-lines';
import type { CandleInterval } from '../../../contract/intervals';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { seriesFromColumns, type CandleSeries } from '../../api/chart-client';

/** Bars of history a chart opens with: the longest shortcut (2y daily, 730 bars) fits. */
export const HISTORY_BARS = 1_500;

/** The codes the order calls name a coin on a market by. */
export interface CoinCodes {
  coinType: string;
  crncCd: string;
}

export interface ChartServices {
  /** The newest `bars` bars (HISTORY_BARS unless the forecast needs more). */
  loadHistory(
    coin: CoinKey,
    interval: CandleInterval,
    signal: AbortSignal,
    bars: number,
  ): Promise<CandleSeries>;
  /**
   * The `bars` bars before `beforeSec` (unix seconds, exclusive): the page of older history a scrolled
   * back chart asks for. Services without it (some tests) keep the chart at its first load.
   */
  loadOlderHistory?(
    coin: CoinKey,
    interval: CandleInterval,
    beforeSec: number,
    bars: number,
    signal: AbortSignal,
  ): Promise<CandleSeries>;
  /** The chart client to use; release() when the panel goes. */
  acquireClient(): ChartClient;
  releaseClient(client: ChartClient): void;
  /** undefined when the coin is not listed. */
  coinCodes(coin: CoinKey, signal: AbortSignal): Promise<CoinCodes | undefined>;
  /** The markets that list `symbol` (none: the exchange has no such coin). */
  listedMarkets(symbol: string, signal: AbortSignal): Promise<MarketSymbol[]>;
  loadAssets(signal: AbortSignal): Promise<AssetsResponse>;
  /** GET chart-pending with orderKind ALL and size PENDING_REQUEST_SIZE. */
  loadPending(codes: CoinCodes, signal: AbortSignal): Promise<ChartPendingResponse>;
  /** The member's open orders of the coin (GET orders with status pending). */
  loadOrders(coin: CoinKey, signal: AbortSignal): Promise<OrderRow[]>;
  /** Moves an open order to `price` (cancel-and-replace on the exchange); answers the new order. */
  replaceOrder(orderId: number, price: number): Promise<OrderRow>;
  cancelOrder(orderId: number): Promise<OrderRow>;
}

let shared: ChartClient | null = null;
let users = 0;

export const defaultChartServices: ChartServices = {
  async loadHistory(coin, interval, signal, bars) {
    const response = await getCandles({ key: coin, interval, limit: bars }, { signal });
    return seriesFromColumns(response);
  },
  async loadOlderHistory(coin, interval, beforeSec, bars, signal) {
    const response = await getCandles({ key: coin, interval, to: beforeSec, limit: bars }, { signal });
    return seriesFromColumns(response);
  },
  acquireClient() {
    shared ??= createChartClient();
    users += 1;
    return shared;
  },
  releaseClient(client) {
    if (client !== shared) return;
    users -= 1;
    if (users > 0) return;
    shared.dispose();
    shared = null;
  },
  async coinCodes(coin, signal) {
    const coins = await getQueryClient().fetchQuery({ ...coinsQuery, meta: { silent: true } });
    signal.throwIfAborted();
    const found = coins.find((info) => info.key === coin);
    return found && { coinType: found.coinType, crncCd: found.crncCd };
  },
  async listedMarkets(symbol, signal) {
    const coins = await getQueryClient().fetchQuery({ ...coinsQuery, meta: { silent: true } });
    signal.throwIfAborted();
    return coins.filter((info) => info.symbol === symbol).map((info) => info.marketSymbol);
  },
  loadAssets: (signal) => getAssets({ signal }),
  loadPending: (codes, signal) =>
    getChartPending({ ...codes, orderKind: 'ALL', size: PENDING_REQUEST_SIZE }, { signal }),
  loadOrders: (coin, signal) => listOrders({ key: coin, status: 'pending' }, { signal }),
  replaceOrder: (orderId, price) => replaceOrder(orderId, { price }),
  cancelOrder: (orderId) => cancelOrder(orderId),
};
