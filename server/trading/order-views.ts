/**
 * What the order engine answers without a transaction: a member's balances, orders and history, a
 * coin's book, the chart's pending orders, and the coin Plus buy loans hold.
 */
import {
  MAX_OPEN_ORDERS,
  roundTo,
  type AssetsResponse,
  type ChartPendingOrder,
  type OrderBookSnapshot,
  type orderHistoryQuery,
  type OrderHistoryResponse,
  type OrderRow,
  type OrderStatus,
} from '../../contract';
import type { CoinKey } from '../../contract/markets';
import type { z } from 'zod';
import { ApiError } from '../errors/api-error';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { keyCodes, type Listing } from '../market/listings';
import { COIN_DECIMALS } from './amounts';
import type { Books } from './books';
import type { CreditPort } from './credit-port';
import type { Ledger } from './ledger';
import { toAssetChangeRow, toFillRow, toOrderRow, type AssetChangeRow } from './order-rows';

/** Orders listed per call at most. */
const ORDER_LIST_LIMIT = 500;

/**
 * The coin the member's open Plus buy loans hold, by coin type: the part of its locked balance that is
 * the loans' (the rest is open orders').
 */
export function loanHeld(credit: CreditPort, memNo: number): Map<string, number> {
  const held = new Map<string, number>();
  for (const loan of credit.memberOpenLoans(memNo)) {
    if (!(loan.quantity > 0)) continue;
    const coinType = keyCodes(loan.key)!.coin.coinType;
    held.set(coinType, roundTo((held.get(coinType) ?? 0) + loan.quantity, COIN_DECIMALS));
  }
  return held;
}

export class OrderViews {
  constructor(
    private readonly ledger: Ledger,
    private readonly books: Books,
    private readonly credit: CreditPort,
  ) {}

  /** Every balance of a member, for an assetChange snapshot. */
  assetRows(memNo: number): AssetChangeRow[] {
    const held = loanHeld(this.credit, memNo);
    return this.ledger.balances(memNo).map((row) => toAssetChangeRow(row, held));
  }

  assets(memNo: number): AssetsResponse {
    const rows = this.ledger.balances(memNo);
    const krw = rows.find((row) => row.coinType === KRW_COIN_TYPE);
    const coins = rows.filter((row) => row.coinType !== KRW_COIN_TYPE && row.balance > 0);
    const held = loanHeld(this.credit, memNo);
    return {
      krwBalance: krw?.balance ?? 0,
      krwLocked: krw?.locked ?? 0,
      myAssetCoinInfoList: coins.map((row) => ({
        coinType: row.coinType,
        symbol: row.symbol,
        coinBalance: row.balance,
        lockedBalance: row.locked,
        loanLockedBalance: held.get(row.coinType) ?? 0,
        avgBuyAmt: row.avgBuyAmt,
      })),
      totalSumBuyAmt: Math.round(coins.reduce((sum, row) => sum + row.balance * row.avgBuyAmt, 0)),
    };
  }

  orders(memNo: number, filter: { key?: string; status?: OrderStatus }): OrderRow[] {
    return this.ledger.memberOrders(memNo, filter, ORDER_LIST_LIMIT).map(toOrderRow);
  }

  /** Closed orders with their fills whose last change falls in the KST date range, newest first. */
  history(memNo: number, query: z.output<typeof orderHistoryQuery>): OrderHistoryResponse {
    const { orders, total } = this.ledger.history({
      memNo,
      key: query.key ?? null,
      from: query.from,
      to: query.to,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const fills = this.ledger.fillsOf(orders.map((order) => order.orderId));
    return {
      rows: orders.map((order) => ({
        ...toOrderRow(order),
        fills: fills.filter((fill) => fill.orderId === order.orderId).map(toFillRow),
      })),
      total,
      page: query.page,
      size: query.size,
    };
  }

  orderBook(key: CoinKey): OrderBookSnapshot {
    const snapshot = this.books.snapshot(key);
    if (!snapshot) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    return snapshot;
  }

  /**
   * The member's orders resting in one coin's book, newest first, at most `size` (chart spec §7): a
   * stop-limit shows once it has triggered (before that it is not at its price in the book).
   */
  chartPending(memNo: number, listing: Listing | undefined, size: number): ChartPendingOrder[] {
    if (!listing) return [];
    return this.ledger
      .memberOrders(memNo, { key: listing.key, status: 'pending' }, MAX_OPEN_ORDERS)
      .filter((order) => order.triggered)
      .slice(0, size)
      .map((order) => ({ tradeTypeCd: order.side === 'buy' ? '2' : '1', unitPrice: order.price }));
  }
}
