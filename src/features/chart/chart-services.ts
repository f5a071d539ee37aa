/**
 * What a chart panel needs from outside: candle history over REST, the window's chart worker and the
 * member's assets and pending orders (for the average-price and pending lines), the open orders
 * behind those lines with the calls that move and cancel them, and the member's parent orders (their
 * price ranges and limits). The
 * worker is shared by every chart panel of the window (charts by id), started with the first panel and
 * stopped with the last. Tests hand the panel their own services instead.
 */
import {
  cancelOrder,
  getAssets,
  getCandles,
  getChartPending,
  listAlgoOrders,
  listOrders,
  replaceOrder,
} from '../../api/client';
import { createChartClient, type ChartClient } from '../../api/chart-client';
import type {
  AlgoOrderRow,
  AssetsResponse,
  ChartPendingResponse,
  CoinInfo,
  OrderRow,
} from '../../../contract';
import { getQueryClient, symbolCoinsQuery } from '../../api/query';
import { PENDING_REQUEST_SIZE } from './rules/chart-lines';
import type { CandleInterval } from '../../../contract/intervals';
import { parseCoinKey, type CoinKey, type MarketSymbol } from '../../../contract/markets';
import { seriesFromColumns, type CandleSeries } from '../../api/chart-client';
import { takePrefetchedHistory } from './history-prefetch';
import { exchangeDrawingCalls, type DrawingCalls } from './exchange-drawing-calls';

/** The codes the order calls name a coin on a market by. */
export interface CoinCodes {
  coinType: string;
  crncCd: string;
}

/** A chart's opening history and when it was answered. */
export interface LoadedHistory extends CandleSeries {
  /**
   * The market's time the history was taken at (the answer's `asOfMs`: a replay's own recorded time), else
   * when it was answered by this window's clock: later trades are not in it and count. Default the moment
   * the chart takes it; a fixed history that trades extend (the bench page) says -∞.
   */
  takenAt?: number;
}

export interface ChartServices {
  /** The newest `bars` bars (HISTORY_BARS unless the forecast needs more). */
  loadHistory(
    coin: CoinKey,
    interval: CandleInterval,
    signal: AbortSignal,
    bars: number,
  ): Promise<LoadedHistory>;
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
  /**
   * The member's parent orders, every coin's, newest first (GET algo-orders); services without them (the
   * bench page, some tests) draw no parent's range or limit.
   */
  loadAlgoOrders?(signal: AbortSignal): Promise<AlgoOrderRow[]>;
  /** The member's drawings kept by the exchange; services without them keep a member's in this browser. */
  drawingCalls?: DrawingCalls;
}

/** The chart asks for its own coin only, never the whole catalogue (a popup has no coin list). */
async function listingsOfSymbol(symbol: string, signal: AbortSignal): Promise<CoinInfo[]> {
  const listings = await getQueryClient().fetchQuery({ ...symbolCoinsQuery(symbol), meta: { silent: true } });
  signal.throwIfAborted();
  return listings;
}

let shared: ChartClient | null = null;
let users = 0;

export const defaultChartServices: ChartServices = {
  async loadHistory(coin, interval, signal, bars) {
    const prefetched = takePrefetchedHistory(coin, interval, bars);
    if (prefetched) {
      const { response, answeredAt } = await prefetched;
      return { ...seriesFromColumns(response), takenAt: response.asOfMs ?? answeredAt };
    }
    const response = await getCandles({ key: coin, interval, limit: bars }, { signal });
    return { ...seriesFromColumns(response), takenAt: response.asOfMs };
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
    const symbol = parseCoinKey(coin)?.symbol;
    if (symbol === undefined) return undefined;
    const found = (await listingsOfSymbol(symbol, signal)).find((info) => info.key === coin);
    return found && { coinType: found.coinType, crncCd: found.crncCd };
  },
  async listedMarkets(symbol, signal) {
    return (await listingsOfSymbol(symbol, signal)).map((info) => info.marketSymbol);
  },
  loadAssets: (signal) => getAssets({ signal }),
  loadPending: (codes, signal) =>
    getChartPending({ ...codes, orderKind: 'ALL', size: PENDING_REQUEST_SIZE }, { signal }),
  loadOrders: (coin, signal) => listOrders({ key: coin, status: 'pending' }, { signal }),
  replaceOrder: (orderId, price) => replaceOrder(orderId, { price }),
  cancelOrder: (orderId) => cancelOrder(orderId),
  loadAlgoOrders: (signal) => listAlgoOrders({ signal }),
  drawingCalls: exchangeDrawingCalls,
};
