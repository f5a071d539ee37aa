/**
 * The parent orders the exchange runs for its members (contract/algo-orders.ts): TWAPs sliced on the
 * scheduler's clock and split orders placed all at once, each child placed through the order engine as
 * the member, with the parent's origin.
 *
 * A TWAP slice and the parent's progress commit in one transaction: the engine's `placeAll` runs the
 * slice's placement and, inside the same transaction, the parent's record (the child linked under its
 * slice number, the fill added, `slicesDone` moved on). A crash before the commit loses both, so the
 * restarted scheduler places that slice again; after it, both are kept and the slice is not due again.
 * The child's clientOrderId `twap-<algoId>-<sliceNo>` and the link's primary key (algo_id, slice_no)
 * are two more guards: neither lets one slice place two children.
 *
 * A TWAP's end by the exchange (its last slice, or a stop: algo-notices.ts) is a notification stored in the
 * transaction of the write that ends it — the slice's, or the stop's own — and published after its commit,
 * as the order engine does with its orders' notifications.
 */
import { randomInt } from 'node:crypto';
import {
  ALGO_ERROR_CODES,
  QUANTITY_DECIMALS,
  roundTo,
  splitPreview,
  splitState,
  TRADING_RULES,
  TWAP,
  twapDecimals,
  twapProblem,
  twapRefusalRule,
  twapShares,
  twapSliceCount,
  twapSliceTarget,
  withinPriceLimit,
  type AlgoOrderRow,
  type Notification,
  type OrderOrigin,
  type OrderRow,
  type PlaceOrderRequest,
  type SplitPreview,
  type SplitParams,
  type TwapParams,
  type TwapStopReason,
} from '../../contract';
import { priceTicks } from '../../contract/price-ticks';
import { ApiError } from '../errors/api-error';
import { kstIso } from '../market/kst-time';
import type { Listing } from '../market/listings';
import type { MarketSource } from '../sources/market-source';
import type { NotificationPort } from '../notifications/notification-port';
import type { OrderEngine } from '../trading/order-engine';
import { toOrderRow } from '../trading/order-rows';
import { algoNotice } from './algo-notices';
import type { AlgoStore, StoredAlgo } from './algo-store';

/** How often the market clock runs the scheduler's step: a slice is placed within a second of its time. */
export const ALGO_STEP_MS = 1000;

/** Parents a member's list answers, newest first. */
export const ALGO_LIST_LIMIT = 100;

export interface AlgoDeskParts {
  store: AlgoStore;
  engine: OrderEngine;
  model: MarketSource;
  /** The scheduler's clock: the simulator's, which test mode moves ahead (the credit clock). */
  now: () => number;
  /** Whether the member's block refuses placing orders now (contract/blocks.ts). */
  orderRefused: (memNo: number) => boolean;
  /** Told after each commit that changed a parent, with the parent as it is now. */
  changed: (memNo: number, row: AlgoOrderRow) => void;
  /** Where a TWAP's end is stored, in the transaction that ends it, and published after its commit. */
  notices: NotificationPort;
}

/** The volume-weighted average price of fills worth `value` (Σ price × quantity) over `quantity`, 8 decimals. */
function averagePrice(value: number, quantity: number): number | null {
  return quantity > 0 ? roundTo(value / quantity, 8) : null;
}

function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export class AlgoDesk {
  constructor(private readonly parts: AlgoDeskParts) {}

  private listingOf(key: string): Listing {
    const listing = this.parts.model.catalogue.listing(key);
    if (!listing) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', key);
    return listing;
  }

  // --- the member's calls ---------------------------------------------------------------------------

  /** Starts a TWAP on a market open to its side (refused otherwise, as an order is); its first slice is placed at once. */
  startTwap(memNo: number, twap: TwapParams, origin: OrderOrigin): AlgoOrderRow {
    const { store, model, now, engine } = this.parts;
    const listing = engine.tradableListing(this.listingOf(twap.key).key, twap.side);
    const problem = twapProblem(twap, listing.marketSymbol, model.price(listing));
    if (problem)
      throw new ApiError(400, ALGO_ERROR_CODES.twapInvalid, `algo.twap.${problem}`, undefined, { problem });
    if (store.activeTwaps(memNo) >= TWAP.maxActive)
      throw new ApiError(409, ALGO_ERROR_CODES.tooMany, 'algo.tooMany');
    const startedAt = now();
    const slices = twapSliceCount(twap.durationMs, twap.intervalMs);
    const algo = store.insert({
      memNo,
      key: listing.key,
      kind: 'twap',
      side: twap.side,
      origin,
      twap,
      split: null,
      state: 'running',
      seed: randomInt(0, 2 ** 31),
      slicesTotal: slices,
      nextSliceAt: startedAt,
      endsAt: startedAt + (slices - 1) * twap.intervalMs,
      createdAt: startedAt,
    });
    this.slice(algo);
    return this.row(algo.algoId);
  }

  /** What a split order would place, or the refusal saying why it cannot. */
  previewSplit(split: SplitParams): SplitPreview {
    const listing = this.listingOf(split.key);
    const ticks = priceTicks(this.parts.model.ticks(), listing.key);
    const result = splitPreview(split, listing.marketSymbol, ticks);
    if (!result.ok)
      throw new ApiError(400, ALGO_ERROR_CODES.splitInvalid, `algo.split.${result.problem}`, undefined, {
        problem: result.problem,
        index: result.index ?? null,
      });
    return result.preview;
  }

  /** Places a split order's children in one transaction with the parent: all, or none and the refusal. */
  placeSplit(memNo: number, split: SplitParams, origin: OrderOrigin): AlgoOrderRow {
    const { store, engine, now } = this.parts;
    const preview = this.previewSplit(split);
    const requests: PlaceOrderRequest[] = preview.children.map((child) => ({
      key: split.key,
      side: split.side,
      orderType: 'limit',
      price: child.price,
      quantity: child.quantity,
    }));
    let algoId = 0;
    engine.placeAll(memNo, requests, origin, (rows) => {
      const placedAt = now();
      algoId = store.insert({
        memNo,
        key: split.key,
        kind: 'split',
        side: split.side,
        origin,
        twap: null,
        split,
        state: 'running',
        seed: 0,
        slicesTotal: rows.length,
        nextSliceAt: null,
        endsAt: null,
        createdAt: placedAt,
      }).algoId;
      rows.forEach((row, sliceNo) => store.link(algoId, sliceNo, row.orderId));
    });
    return this.told(memNo, algoId);
  }

  list(memNo: number): AlgoOrderRow[] {
    return this.parts.store.memberAlgos(memNo, ALGO_LIST_LIMIT).map((algo) => this.toRow(algo));
  }

  get(memNo: number, algoId: number): AlgoOrderRow {
    return this.toRow(this.own(memNo, algoId));
  }

  pause(memNo: number, algoId: number): AlgoOrderRow {
    const algo = this.own(memNo, algoId);
    if (algo.kind !== 'twap' || algo.state !== 'running') throw this.wrongState(algo);
    this.save({ ...algo, state: 'paused', nextSliceAt: null });
    return this.told(memNo, algoId);
  }

  /** A paused TWAP goes on at once; the slices left keep their interval, so its end moves later. */
  resume(memNo: number, algoId: number): AlgoOrderRow {
    const algo = this.own(memNo, algoId);
    if (algo.kind !== 'twap' || algo.state !== 'paused') throw this.wrongState(algo);
    const at = this.parts.now();
    const left = algo.slicesTotal - algo.slicesDone;
    this.save({
      ...algo,
      state: 'running',
      nextSliceAt: at,
      endsAt: at + (left - 1) * algo.twap!.intervalMs,
    });
    return this.told(memNo, algoId);
  }

  /** Cancels a parent: a TWAP places no more slices; a split order's open children are cancelled. */
  cancel(memNo: number, algoId: number): AlgoOrderRow {
    const algo = this.own(memNo, algoId);
    const row = this.toRow(algo);
    if (row.state !== 'running' && row.state !== 'paused') throw this.wrongState(algo);
    // A split order's open children and the parent's state in one transaction: all cancelled, or none.
    const children = algo.kind === 'split' ? row.childOrderIds : [];
    this.parts.engine.cancelOrders(memNo, children, () =>
      this.save({ ...algo, state: 'cancelled', nextSliceAt: null }),
    );
    return this.told(memNo, algoId);
  }

  // --- the scheduler --------------------------------------------------------------------------------

  /**
   * Places the slice of every running TWAP that is due; one slice per parent per step, so slices missed
   * while the exchange was down follow one a step, none skipped.
   */
  step(): void {
    const at = this.parts.now();
    for (const algo of this.parts.store.due(at)) this.slice(algo);
  }

  /** One slice of a running TWAP, its result and the parent's progress in one transaction. */
  private slice(algo: StoredAlgo): void {
    const { engine, store } = this.parts;
    const twap = algo.twap!;
    if (this.parts.orderRefused(algo.memNo)) return this.stop(algo, 'memberBlocked');
    const notices: Notification[] = [];
    const listing = this.listingOf(algo.key);
    const market = listing.marketSymbol;
    const decimals = twapDecimals(algo.side, market);
    const total = algo.side === 'buy' ? twap.amount! : twap.quantity!;
    const shares = twapShares(total, algo.slicesTotal, twap.randomPct, algo.seed, decimals);
    const filled = algo.side === 'buy' ? algo.filledAmount : algo.filledQuantity;
    const sliceNo = algo.slicesDone;
    let target = twapSliceTarget(shares, sliceNo, filled, decimals);
    if (algo.side === 'buy') target = Math.min(target, TRADING_RULES[market].maxOrderAmount);
    const bestOpposite = engine.books.book(listing.key).bestOpposite(algo.side);
    if (target <= 0 || !withinPriceLimit(algo.side, twap.priceLimit, bestOpposite)) {
      store.transaction(() => this.record(algo, this.advanced(algo, null), notices));
      return this.tell(algo.memNo, algo.algoId, notices);
    }
    const request: PlaceOrderRequest = {
      key: listing.key,
      side: algo.side,
      orderType: twap.childType,
      ...(algo.side === 'buy' ? { amount: target } : { quantity: target }),
      ...(twap.childType === 'best' ? { timeInForce: 'ioc' as const } : {}),
      clientOrderId: `twap-${algo.algoId}-${sliceNo}`,
    };
    try {
      engine.placeAll(algo.memNo, [request], algo.origin, ([child]) => {
        store.link(algo.algoId, sliceNo, child!.orderId);
        this.record(algo, this.advanced(algo, child!), notices);
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const data = error.data as { problem?: string } | null;
      const rule = twapRefusalRule({ code: error.code, problem: data?.problem });
      if (rule !== 'skip') return this.stop(algo, rule);
      store.transaction(() => this.record(algo, this.advanced(algo, null), notices));
    }
    this.tell(algo.memNo, algo.algoId, notices);
  }

  /** The parent after a slice: its child's fills added, one slice more, the next slice due or the end. */
  private advanced(algo: StoredAlgo, child: OrderRow | null): StoredAlgo {
    const slicesDone = algo.slicesDone + 1;
    const done = slicesDone >= algo.slicesTotal;
    // Read in the slice's transaction: the child as its fills left it, with its exact Σ price × quantity.
    const value = child ? this.parts.engine.ledger.order(child.orderId)!.filledValue : 0;
    return {
      ...algo,
      slicesDone,
      filledQuantity: roundTo(algo.filledQuantity + (child?.filledQuantity ?? 0), QUANTITY_DECIMALS),
      filledAmount: roundTo(algo.filledAmount + (child?.filledAmount ?? 0), QUANTITY_DECIMALS),
      filledValue: algo.filledValue + value,
      state: done ? 'completed' : algo.state,
      nextSliceAt: done ? null : algo.nextSliceAt! + algo.twap!.intervalMs,
    };
  }

  /** Stops a TWAP by the exchange: the parent and its notification in one transaction. */
  private stop(algo: StoredAlgo, reason: TwapStopReason): void {
    const notices: Notification[] = [];
    this.parts.store.transaction(() =>
      this.record(algo, { ...algo, state: 'stopped', stopReason: reason, nextSliceAt: null }, notices),
    );
    this.tell(algo.memNo, algo.algoId, notices);
  }

  // --- rows -----------------------------------------------------------------------------------------

  private save(algo: StoredAlgo): void {
    this.parts.store.save({ ...algo, updatedAt: this.parts.now() });
  }

  /**
   * Saves the parent as `after` within the caller's transaction; when the write ends a TWAP by the exchange,
   * its notification is stored there too and kept in `notices`, to publish after the commit (tell).
   */
  private record(before: StoredAlgo, after: StoredAlgo, notices: Notification[]): void {
    this.save(after);
    const subject = algoNotice(before.state, this.row(after.algoId));
    if (subject) notices.push(this.parts.notices.add(after.memNo, subject));
  }

  private own(memNo: number, algoId: number): StoredAlgo {
    const algo = this.parts.store.get(algoId);
    if (!algo || algo.memNo !== memNo)
      throw new ApiError(404, ALGO_ERROR_CODES.notFound, 'algo.notFound', `${algoId}`);
    return algo;
  }

  private wrongState(algo: StoredAlgo): ApiError {
    return new ApiError(409, ALGO_ERROR_CODES.wrongState, 'algo.wrongState', `${algo.algoId} ${algo.state}`);
  }

  private row(algoId: number): AlgoOrderRow {
    return this.toRow(this.parts.store.get(algoId)!);
  }

  /** After a commit: the parent as it is now, and the notifications the transaction stored. */
  private tell(memNo: number, algoId: number, notices: Notification[] = []): void {
    this.parts.changed(memNo, this.row(algoId));
    this.parts.notices.publish(memNo, notices);
  }

  private told(memNo: number, algoId: number): AlgoOrderRow {
    const row = this.row(algoId);
    this.parts.changed(memNo, row);
    return row;
  }

  /** The parent as the member sees it; a split order's state and progress from its children. */
  private toRow(algo: StoredAlgo): AlgoOrderRow {
    const childOrderIds = this.parts.store.children(algo.algoId);
    const base = {
      algoId: algo.algoId,
      kind: algo.kind,
      key: algo.key,
      side: algo.side,
      stopReason: algo.stopReason,
      twap: algo.twap,
      split: algo.split,
      childOrderIds,
      createdAt: kstIso(algo.createdAt),
      updatedAt: kstIso(algo.updatedAt),
    };
    if (algo.kind === 'split') {
      const stored = childOrderIds.map((orderId) => this.parts.engine.ledger.order(orderId)!);
      const children = stored.map(toOrderRow);
      const filledQuantity = roundTo(
        children.reduce((sum, child) => sum + child.filledQuantity, 0),
        QUANTITY_DECIMALS,
      );
      const filledAmount = children.reduce((sum, child) => sum + child.filledAmount, 0);
      const filledValue = stored.reduce((sum, child) => sum + child.filledValue, 0);
      return {
        ...base,
        state: splitState(algo.state === 'cancelled', children),
        progress: {
          filledQuantity,
          filledAmount,
          avgPrice: averagePrice(filledValue, filledQuantity),
          slicesDone: children.filter((child) => child.status !== 'pending').length,
          slicesTotal: children.length,
          nextSliceAt: null,
          remainingMs: null,
        },
      };
    }
    // A paused TWAP's end moves with its resume: what is left is its slices left, an interval apart.
    const left = algo.slicesTotal - algo.slicesDone;
    const remainingMs =
      algo.state === 'running'
        ? Math.max(0, (algo.endsAt ?? 0) - this.parts.now())
        : algo.state === 'paused'
          ? Math.max(0, left - 1) * algo.twap!.intervalMs
          : 0;
    return {
      ...base,
      state: algo.state,
      progress: {
        filledQuantity: algo.filledQuantity,
        filledAmount: algo.filledAmount,
        avgPrice: averagePrice(algo.filledValue, algo.filledQuantity),
        slicesDone: algo.slicesDone,
        slicesTotal: algo.slicesTotal,
        nextSliceAt: algo.nextSliceAt,
        remainingMs,
      },
    };
  }
}
