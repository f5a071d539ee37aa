/**
 * One coin's trades straight to whoever draws them (trades only where they are wanted, off the main thread).
 * A window opens a route for a coin with an outlet (in the feed worker: a MessagePort whose other end is
 * in the window's chart worker, or with its recent trades panel), and the session writes every trade of
 * that coin into the route; `flush` posts what each route gathered as one batch, once per trades frame
 * (the server's flush). A chart's trades never cross the window's main thread, and a panel gets its
 * coin's trades only: no window receives the trades of coins it does not show.
 *
 * Lost trades (a gap, a replay the server could not serve, a batch over the buffer's cap) reset every
 * route: its next batch says `reset` (the chart refetches its history, the panel starts its list over).
 */
import type { CoinKey } from '../../../contract/markets';
import { TradeBuffer, type TradeColumns } from './trade-buffer';

/** One route's trades since its previous batch; `reset`: trades were lost before them. */
export interface TradeBatch extends TradeColumns {
  reset: boolean;
}

/** Where a route's batches go (a MessagePort in the worker, a function in tests). */
export interface TradeOutlet {
  post(batch: TradeBatch): void;
  /** The route was closed: let go of the port. */
  close(): void;
}

interface Route {
  readonly key: CoinKey;
  readonly outlet: TradeOutlet;
  readonly buffer: TradeBuffer;
}

/** The buffers of a batch, for a zero-copy postMessage. */
export function batchTransferables(batch: TradeBatch): ArrayBuffer[] {
  return [batch.slot, batch.time, batch.price, batch.quantity, batch.side]
    .map((view) => view.buffer)
    .filter((buffer): buffer is ArrayBuffer => buffer instanceof ArrayBuffer);
}

/** An outlet posting into a port, buffers transferred (the feed worker's, and the in-thread transport's). */
export function portOutlet(port: Pick<MessagePort, 'postMessage' | 'close'>): TradeOutlet {
  return {
    post: (batch) => port.postMessage(batch, batchTransferables(batch)),
    close: () => port.close(),
  };
}

/** Routes by owner (a window's consumer) and id (the window's name for the route). */
export class TradeRoutes<Owner> {
  private readonly owned = new Map<Owner, Map<number, Route>>();
  private readonly byKey = new Map<CoinKey, Set<Route>>();
  /** Routes with trades or a reset waiting for the next flush. */
  private readonly waiting = new Set<Route>();

  constructor(private readonly maxPending?: number) {}

  /** Opens route `id` of `owner` for `key`'s trades; an earlier route of the same id is closed first. */
  open(owner: Owner, id: number, key: CoinKey, outlet: TradeOutlet): void {
    this.close(owner, id);
    let routes = this.owned.get(owner);
    if (!routes) this.owned.set(owner, (routes = new Map()));
    const route: Route = { key, outlet, buffer: new TradeBuffer(this.maxPending) };
    routes.set(id, route);
    let ofKey = this.byKey.get(key);
    if (!ofKey) this.byKey.set(key, (ofKey = new Set()));
    ofKey.add(route);
  }

  /** Closes route `id` of `owner` (its outlet too); nothing when there is none. */
  close(owner: Owner, id: number): void {
    const routes = this.owned.get(owner);
    const route = routes?.get(id);
    if (!routes || !route) return;
    routes.delete(id);
    if (routes.size === 0) this.owned.delete(owner);
    this.drop(route);
  }

  /** Closes every route of `owner` (a window that left). */
  closeAll(owner: Owner): void {
    const routes = this.owned.get(owner);
    if (!routes) return;
    this.owned.delete(owner);
    for (const route of routes.values()) this.drop(route);
  }

  /** Routes open, over every owner. */
  get size(): number {
    let size = 0;
    for (const routes of this.owned.values()) size += routes.size;
    return size;
  }

  /** One trade; only the routes of its coin take it. */
  push(key: CoinKey, slot: number, time: number, price: number, quantity: number, side: 1 | 2): void {
    const routes = this.byKey.get(key);
    if (!routes) return;
    for (const route of routes) {
      route.buffer.push(slot, time, price, quantity, side);
      this.waiting.add(route);
    }
  }

  /** Trades were lost: every route's next batch says so, and what it gathered is dropped. */
  reset(): void {
    for (const routes of this.owned.values())
      for (const route of routes.values()) {
        route.buffer.markReset();
        this.waiting.add(route);
      }
  }

  /** Posts each waiting route's batch (fresh, exactly sized columns: safe to transfer). */
  flush(): void {
    for (const route of this.waiting) {
      const { trades, reset } = route.buffer.take();
      route.outlet.post({ ...(trades ?? emptyColumns()), reset });
    }
    this.waiting.clear();
  }

  private drop(route: Route): void {
    this.waiting.delete(route);
    const ofKey = this.byKey.get(route.key);
    ofKey?.delete(route);
    if (ofKey?.size === 0) this.byKey.delete(route.key);
    route.outlet.close();
  }
}

function emptyColumns(): TradeColumns {
  return {
    slot: new Int32Array(0),
    time: new Float64Array(0),
    price: new Float64Array(0),
    quantity: new Float64Array(0),
    side: new Uint8Array(0),
  };
}
