/**
 * Orders against the simulated market. Placing an order locks the funds (buy) or coins (sell) it needs;
 * a limit buy fills when the market trades at or below its price, a sell at or above (at the order's
 * price; an order that crosses the market when placed fills at once at the market price); market orders
 * fill at once. A fill moves balances and the average buy price in one transaction, then the member's
 * sockets get an assetChange frame. All amounts are rounded per amounts.ts; SQL constraints back it up.
 */
import type {
  AssetChangeFrame,
  AssetsResponse,
  ChartPendingOrder,
  OrderRow,
  OrderStatus,
  PlaceOrderRequest,
} from '../../contract';
import type { CoinKey } from '../../contract/markets';
import { ApiError } from '../http/api-error';
import { KRW_COIN_TYPE } from '../market/catalogue';
import { kstIso } from '../market/kst-time';
import { listingByKey, quoteDecimals, snapToTick, type Listing } from '../market/listings';
import type { MarketModel, TradeEvent } from '../market/market-model';
import { ceilTo, COIN_DECIMALS, decimalsOf, floorTo, roundTo } from './amounts';
import type { Ledger } from './ledger';
import { type BalanceRow, type StoredOrder } from './ledger';

export type AssetChangeRow = AssetChangeFrame['rows'][number];

/** Orders listed per call at most. */
const ORDER_LIST_LIMIT = 500;

/** What the API shows of a stored order: all but whose it is and what it holds locked. */
function toOrderRow({
  memNo: _member,
  lockedCoinType: _coin,
  lockedAmount: _amount,
  ...row
}: StoredOrder): OrderRow {
  return row;
}

function toAssetChangeRow(row: BalanceRow): AssetChangeRow {
  return {
    coinType: row.coinType,
    symbol: row.symbol,
    coinBalance: row.balance,
    lockedBalance: row.locked,
    avgBuyAmt: row.avgBuyAmt,
  };
}

export class OrderEngine {
  readonly ledger: Ledger;
  /** Pending orders by coin, so each simulated trade checks only its own coin's orders. */
  private readonly pending = new Map<CoinKey, StoredOrder[]>();
  private readonly unsubscribe: () => void;

  constructor(
    ledger: Ledger,
    private readonly model: MarketModel,
    /** Receives the changed balances of a member after each placement, cancellation or fill. */
    private readonly notify: (memNo: number, rows: AssetChangeRow[]) => void,
    private readonly now: () => number,
    private readonly onError: (error: unknown) => void,
  ) {
    this.ledger = ledger;
    for (const order of ledger.pendingOrders()) this.track(order);
    this.unsubscribe = model.onTrade((trade) => this.match(trade));
  }

  dispose(): void {
    this.unsubscribe();
    this.pending.clear();
  }

  private track(order: StoredOrder): void {
    const list = this.pending.get(order.key);
    if (list) list.push(order);
    else this.pending.set(order.key, [order]);
  }

  private untrack(order: StoredOrder): void {
    const list = this.pending.get(order.key);
    if (!list) return;
    const index = list.findIndex((o) => o.orderId === order.orderId);
    if (index >= 0) list.splice(index, 1);
    if (list.length === 0) this.pending.delete(order.key);
  }

  place(memNo: number, request: PlaceOrderRequest): OrderRow {
    const listing = listingByKey(request.key);
    if (!listing) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', request.key);
    const nowMs = this.now();
    const block = this.model.orderBlock(listing, request.side, nowMs);
    if (block === 'NOT_TRADABLE') throw new ApiError(409, 'NOT_TRADABLE', 'notTradable', request.key);
    if (block === 'MARKET_CLOSED')
      throw new ApiError(409, 'MARKET_CLOSED', 'marketClosed', listing.marketSymbol);

    const market = this.model.price(listing);
    const quoteType = listing.crncCd;
    const quoteDec = quoteDecimals(listing.marketSymbol);
    let price: number;
    let quantity: number;
    let lockedAmount: number;
    if (request.orderType === 'limit') {
      price = request.price!;
      if (snapToTick(listing.marketSymbol, price) !== price)
        throw new ApiError(400, 'BAD_REQUEST', 'offTick', `${price}`);
      quantity = floorTo(request.quantity!, COIN_DECIMALS);
      lockedAmount = request.side === 'buy' ? ceilTo(price * quantity, quoteDec) : quantity;
    } else if (request.side === 'buy') {
      price = market;
      lockedAmount = floorTo(request.amount!, quoteDec);
      quantity = floorTo(lockedAmount / market, COIN_DECIMALS);
    } else {
      price = market;
      quantity = floorTo(request.quantity!, COIN_DECIMALS);
      lockedAmount = quantity;
    }
    if (quantity <= 0 || lockedAmount <= 0) throw new ApiError(400, 'BAD_REQUEST', 'tooSmall');
    const lockedCoinType = request.side === 'buy' ? quoteType : listing.coin.coinType;

    const createdAt = kstIso(nowMs);
    const changed = new Set<string>([quoteType, listing.coin.coinType]);
    const order = this.ledger.transaction(() => {
      const funds = this.ledger.balance(memNo, lockedCoinType);
      const available = roundTo(funds.balance - funds.locked, decimalsOf(lockedCoinType));
      if (available < lockedAmount) throw new ApiError(409, 'INSUFFICIENT_BALANCE', 'insufficientBalance');
      this.ledger.writeBalance(memNo, {
        ...funds,
        locked: roundTo(funds.locked + lockedAmount, decimalsOf(lockedCoinType)),
      });
      const placed = this.ledger.insertOrder({
        memNo,
        key: listing.key,
        side: request.side,
        orderType: request.orderType,
        price,
        quantity,
        lockedCoinType,
        lockedAmount,
        createdAt,
      });
      const crosses = request.side === 'buy' ? price >= market : price <= market;
      if (request.orderType === 'market' || crosses) return this.fill(placed, listing, market, nowMs);
      return placed;
    });
    if (order.status === 'pending') this.track(order);
    this.emit(memNo, changed);
    return toOrderRow(order);
  }

  cancel(memNo: number, orderId: number): OrderRow {
    const order = this.ledger.order(orderId);
    if (!order || order.memNo !== memNo || order.status !== 'pending')
      throw new ApiError(404, 'ORDER_NOT_FOUND', 'orderNotFound', `${orderId}`);
    const cancelled = this.ledger.transaction(() => {
      this.release(order);
      this.ledger.finishOrder(order.orderId, 'cancelled', 0, order.price, kstIso(this.now()));
      return this.ledger.order(order.orderId)!;
    });
    this.untrack(order);
    this.emit(memNo, new Set([order.lockedCoinType]));
    return toOrderRow(cancelled);
  }

  private release(order: StoredOrder): void {
    const funds = this.ledger.balance(order.memNo, order.lockedCoinType);
    const decimals = decimalsOf(order.lockedCoinType);
    this.ledger.writeBalance(order.memNo, {
      ...funds,
      locked: Math.max(0, roundTo(funds.locked - order.lockedAmount, decimals)),
    });
  }

  /**
   * Fills `order` completely at `price` (inside the caller's transaction): releases its lock, moves the
   * funds and the coins, and updates the average buy price (in KRW) of what was bought.
   */
  private fill(order: StoredOrder, listing: Listing, price: number, nowMs: number): StoredOrder {
    const quoteType = listing.crncCd;
    const quoteDec = decimalsOf(quoteType);
    const coinType = listing.coin.coinType;
    const quantity = order.quantity;
    const krwPerQuote = this.model.marketPrice(listing.marketSymbol);
    this.release(order);
    const quote = this.ledger.balance(order.memNo, quoteType);
    const coin = this.ledger.balance(order.memNo, coinType);
    if (order.side === 'buy') {
      const cost = Math.min(order.lockedAmount, ceilTo(price * quantity, quoteDec));
      const balance = roundTo(coin.balance + quantity, COIN_DECIMALS);
      const averagePrice = (coin.balance * coin.avgBuyAmt + quantity * price * krwPerQuote) / balance;
      this.ledger.writeBalance(order.memNo, { ...quote, balance: roundTo(quote.balance - cost, quoteDec) });
      this.ledger.writeBalance(order.memNo, { ...coin, balance, avgBuyAmt: roundTo(averagePrice, 8) });
    } else {
      const proceeds = floorTo(price * quantity, quoteDec);
      const balance = roundTo(coin.balance - quantity, COIN_DECIMALS);
      this.ledger.writeBalance(order.memNo, {
        ...coin,
        balance,
        avgBuyAmt: balance > 0 ? coin.avgBuyAmt : 0,
      });
      const quoteBalance = roundTo(quote.balance + proceeds, quoteDec);
      // Selling for BTC or USDT buys that coin: its average price follows, in KRW.
      const quoteAverage =
        quoteType === KRW_COIN_TYPE
          ? 0
          : roundTo((quote.balance * quote.avgBuyAmt + proceeds * krwPerQuote) / quoteBalance, 8);
      this.ledger.writeBalance(order.memNo, { ...quote, balance: quoteBalance, avgBuyAmt: quoteAverage });
    }
    const fillPrice = order.orderType === 'market' ? price : order.price;
    this.ledger.finishOrder(order.orderId, 'filled', quantity, fillPrice, kstIso(nowMs));
    return this.ledger.order(order.orderId)!;
  }

  /** A simulated trade fills the pending orders it crosses, at their own prices. */
  private match(trade: TradeEvent): void {
    const list = this.pending.get(trade.listing.key);
    if (!list) return;
    const due = list.filter((order) =>
      order.side === 'buy' ? trade.price <= order.price : trade.price >= order.price,
    );
    for (const order of due) {
      try {
        this.ledger.transaction(() => this.fill(order, trade.listing, order.price, trade.timeMs));
        this.untrack(order);
        this.emit(order.memNo, new Set([trade.listing.crncCd, trade.listing.coin.coinType]));
      } catch (error) {
        // A fill that breaks a ledger constraint is rolled back and the order stays pending; the trade
        // loop must go on for everyone else.
        this.onError(error);
      }
    }
  }

  private emit(memNo: number, coinTypes: Set<string>): void {
    this.notify(
      memNo,
      [...coinTypes].map((coinType) => toAssetChangeRow(this.ledger.balance(memNo, coinType))),
    );
  }

  /** Every balance of a member, for an assetChange snapshot. */
  assetRows(memNo: number): AssetChangeRow[] {
    return this.ledger.balances(memNo).map(toAssetChangeRow);
  }

  assets(memNo: number): AssetsResponse {
    const rows = this.ledger.balances(memNo);
    const krw = rows.find((row) => row.coinType === KRW_COIN_TYPE);
    const coins = rows.filter((row) => row.coinType !== KRW_COIN_TYPE && row.balance > 0);
    return {
      krwBalance: krw?.balance ?? 0,
      krwLocked: krw?.locked ?? 0,
      myAssetCoinInfoList: coins.map((row) => ({
        coinType: row.coinType,
        symbol: row.symbol,
        coinBalance: row.balance,
        lockedBalance: row.locked,
        avgBuyAmt: row.avgBuyAmt,
      })),
      totalSumBuyAmt: Math.round(coins.reduce((sum, row) => sum + row.balance * row.avgBuyAmt, 0)),
    };
  }

  orders(memNo: number, filter: { key?: string; status?: OrderStatus }): OrderRow[] {
    return this.ledger.memberOrders(memNo, filter, ORDER_LIST_LIMIT).map(toOrderRow);
  }

  /** The member's pending orders on one coin, newest first, at most `size` (chart spec §7). */
  chartPending(memNo: number, listing: Listing | undefined, size: number): ChartPendingOrder[] {
    if (!listing) return [];
    return this.ledger.memberOrders(memNo, { key: listing.key, status: 'pending' }, size).map((order) => ({
      tradeTypeCd: order.side === 'buy' ? '2' : '1',
      unitPrice: order.price,
    }));
  }
}
