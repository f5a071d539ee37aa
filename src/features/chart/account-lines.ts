/**
 * The member's side of one chart: the average buy price of the coin and its pending orders (chart spec
 * §4, §7). Pending orders are fetched on start, on refresh, after an order succeeds (the shell's orderPlaced
 * intent, which the order form publishes) and when an
 * assetChange frame names this coin's coinType (as the window's owner of live data writes it into the
 * query cache); that frame also carries the new average price. A failed
 * fetch is only logged: the lines stay as they were.
 *
 * Beside the lines, the open orders of the coin (GET orders, status pending) are fetched on the same
 * triggers and on every order event of this coin from the socket: the lines' tags, drags and cancels
 * act on them (rules/order-lines.ts). So are the member's parent orders (GET algo-orders), kept as what
 * those of this coin draw (rules/parent-orders.ts): a split order's children and a TWAP's slices are
 * orders of the coin, so their events, a placing and a cancel, fetch the parents again.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { AlgoOrderRow, AssetRow, ChartPendingOrder, OrderRow } from '../../../contract';
import type { FeedClient } from '../../api/feed-types';
import { onAssetChange } from '../../api/live-data';
import { subscribeIntent } from '../../shell';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import type { ChartServices, CoinCodes } from './chart-services';
import {
  averageBuyPrice,
  PENDING_LINES_MAX,
  pendingLines,
  sameLines,
  type PendingLine,
} from './rules/chart-lines';
import { NO_PARENT_MARKS, parentMarks, sameParentMarks, type ParentMarks } from './rules/parent-orders';

export interface AccountLinesState {
  /** 0 when the spec says there is no average price. */
  averagePrice: number;
  pending: readonly PendingLine[];
  /** The member's open orders of the coin. */
  orders: readonly OrderRow[];
  /** What the member's parent orders at work on the coin draw (split ranges, TWAP limits). */
  parents: ParentMarks;
  /** Which lines the exchange has answered (the holding, the pending orders): before, nothing is known. */
  answered: { averagePrice: boolean; pending: boolean };
}

export const NO_ACCOUNT_LINES: AccountLinesState = {
  averagePrice: 0,
  pending: [],
  orders: [],
  parents: NO_PARENT_MARKS,
  answered: { averagePrice: false, pending: false },
};

export interface AccountLinesOptions {
  coin: CoinKey;
  marketSymbol: MarketSymbol;
  services: ChartServices;
  feed: FeedClient;
  /** The window's query client, where the owner of live data writes the member's asset changes. */
  queries: QueryClient;
  onChange(state: AccountLinesState): void;
}

/** One member's lines of one coin; made when a member is known, disposed when the member or coin changes. */
export class AccountLines {
  private state: AccountLinesState = NO_ACCOUNT_LINES;
  private codes: CoinCodes | undefined;
  private readonly abort = new AbortController();
  private pendingRequest = 0;
  private ordersRequest = 0;
  private parentsRequest = 0;
  private readonly removeListeners: () => void;
  /** The last chart-pending answer, cut again once the coin's first price comes if it came before it. */
  private pendingOrders: readonly ChartPendingOrder[] = [];
  private stopFollowingPrice: (() => void) | null = null;

  constructor(private readonly options: AccountLinesOptions) {
    const offOrderPlaced = subscribeIntent('orderPlaced', ({ key }) => {
      if (key !== options.coin) return false;
      this.reloadOrders();
      return true;
    });
    const offAssets = onAssetChange(options.queries, (rows) => {
      if (!this.codes) return;
      const row = rows.find((changed) => changed.coinType === this.codes?.coinType);
      if (!row) return;
      this.setHolding(row);
      this.reloadOrders();
    });
    const offOrders = options.feed.onOrders((events) => {
      if (events.some((event) => event.order.key === options.coin)) this.reloadOrders();
    });
    // A parent's change without an order event (a TWAP paused, cancelled or stopped) moves its marks too.
    const offParents = options.feed.onAlgoOrders((rows) => {
      if (rows.some((row) => row.key === options.coin)) void this.loadParents();
    });
    this.removeListeners = () => {
      offOrderPlaced();
      offAssets();
      offOrders();
      offParents();
    };
    void this.refresh();
  }

  get current(): AccountLinesState {
    return this.state;
  }

  /** Fetches the average price and the pending orders again. */
  async refresh(): Promise<void> {
    try {
      this.codes ??= await this.options.services.coinCodes(this.options.coin, this.abort.signal);
    } catch (error) {
      this.logFailure('coin codes', error);
      return;
    }
    await Promise.all([this.loadAssets(), this.loadPending(), this.loadOrders(), this.loadParents()]);
  }

  /**
   * The pending lines, the open orders and the parents again (after an order changed); answers when all
   * are in.
   */
  async reloadPending(): Promise<void> {
    await Promise.all([this.loadPending(), this.loadOrders(), this.loadParents()]);
  }

  private reloadOrders(): void {
    void this.reloadPending();
  }

  dispose(): void {
    this.abort.abort();
    this.removeListeners();
    this.stopFollowingPrice?.();
  }

  private async loadAssets(): Promise<void> {
    if (!this.codes) return;
    try {
      const assets = await this.options.services.loadAssets(this.abort.signal);
      if (this.abort.signal.aborted) return;
      this.setHolding(assets.myAssetCoinInfoList.find((row) => row.coinType === this.codes?.coinType));
    } catch (error) {
      this.logFailure('assets', error);
    }
  }

  private async loadPending(): Promise<void> {
    if (!this.codes) return;
    const request = ++this.pendingRequest;
    try {
      const response = await this.options.services.loadPending(this.codes, this.abort.signal);
      // A later request (another order, another frame) answers for a newer state.
      if (this.abort.signal.aborted || request !== this.pendingRequest) return;
      this.setPending(response.pendingOrderList);
    } catch (error) {
      this.logFailure('pending orders', error);
    }
  }

  private async loadOrders(): Promise<void> {
    const request = ++this.ordersRequest;
    try {
      const orders = await this.options.services.loadOrders(this.options.coin, this.abort.signal);
      if (this.abort.signal.aborted || request !== this.ordersRequest) return;
      this.update({ ...this.state, orders });
    } catch (error) {
      this.logFailure('open orders', error);
    }
  }

  private async loadParents(): Promise<void> {
    const load = this.options.services.loadAlgoOrders;
    if (!load) return;
    const request = ++this.parentsRequest;
    let rows: AlgoOrderRow[];
    try {
      rows = await load(this.abort.signal);
    } catch (error) {
      this.logFailure('parent orders', error);
      return;
    }
    if (this.abort.signal.aborted || request !== this.parentsRequest) return;
    const parents = parentMarks(rows, this.options.coin);
    if (!sameParentMarks(parents, this.state.parents)) this.update({ ...this.state, parents });
  }

  /** The coin's last trade price, as the feed's ticker has it (0 or NaN before the first one). */
  private marketPrice(): number {
    const { tickers } = this.options.feed;
    const slot = tickers.slotOf(this.options.coin);
    return slot === undefined ? Number.NaN : tickers.value(slot, 'closePrice');
  }

  /**
   * The lines of a chart-pending answer: the 10 nearest the market price. With more than 10 prices the
   * cut follows the price as it moves (and meets it when it comes after a cold start): a new state only
   * when the ten change, so a tick that leaves them redraws nothing.
   */
  private setPending(orders: readonly ChartPendingOrder[]): void {
    this.pendingOrders = orders;
    this.update({
      ...this.state,
      pending: pendingLines(orders, this.marketPrice()),
      answered: { ...this.state.answered, pending: true },
    });
    const follows = orders.length > PENDING_LINES_MAX;
    if (follows && !this.stopFollowingPrice)
      this.stopFollowingPrice = this.options.feed.onChanges(() => this.cutPendingAgain());
    else if (!follows && this.stopFollowingPrice) {
      this.stopFollowingPrice();
      this.stopFollowingPrice = null;
    }
  }

  private cutPendingAgain(): void {
    const pending = pendingLines(this.pendingOrders, this.marketPrice());
    if (sameLines(pending, this.state.pending)) return;
    this.update({ ...this.state, pending });
  }

  private setHolding(row: Pick<AssetRow, 'coinBalance' | 'avgBuyAmt'> | undefined): void {
    const averagePrice = averageBuyPrice({
      loggedIn: true,
      marketSymbol: this.options.marketSymbol,
      holding: row,
    });
    this.update({ ...this.state, averagePrice, answered: { ...this.state.answered, averagePrice: true } });
  }

  private update(state: AccountLinesState): void {
    this.state = state;
    this.options.onChange(state);
  }

  private logFailure(what: string, error: unknown): void {
    if (this.abort.signal.aborted) return;
    console.error(`chart ${this.options.coin}: ${what} could not be loaded`, error);
  }
}
