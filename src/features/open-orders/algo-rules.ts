/**
 * Pure rules of the parent orders (TWAP, split orders; contract/algo-orders.ts) in the open orders table:
 * which parents show (running or paused, of the coin), a newer parent row replacing the one it updates,
 * the open orders folded under the parent that placed them, and what a parent's row shows — its progress
 * ticking from the moment its row arrived, without asking the exchange again.
 */
import type { AlgoKind, AlgoOrderRow, AlgoState, TwapStopReason } from '../../../contract/algo-orders';
import type { CoinKey } from '../../../contract/markets';
import type { OrderSide } from '../../../contract/trading';
import { NOT_AVAILABLE } from '../../lib/format';
import { formatKst, formatKstTime } from '../../lib/kst';
import { formatAmount, formatPrice, formatQuantity } from '../../lib/price-format';
import { marketOf } from './order-rules';
import { priceTicks, type TickTable } from '../../../contract/price-ticks';

/** States in which a parent still acts (and may be paused, resumed or cancelled). */
export function isActiveAlgo(row: Pick<AlgoOrderRow, 'state'>): boolean {
  return row.state === 'running' || row.state === 'paused';
}

/** The active parents of one coin (or of every coin, `coin` undefined), newest first as listed. */
export function activeAlgos(rows: readonly AlgoOrderRow[], coin: CoinKey | undefined): AlgoOrderRow[] {
  return rows.filter((row) => isActiveAlgo(row) && (coin === undefined || row.key === coin));
}

/**
 * The list after newer parent rows (an answer to pause, resume or cancel, or the orders channel's): a
 * parent is replaced by its newest row by algoId, a new one is put first. The list given is not changed.
 */
export function applyAlgoRows(
  rows: readonly AlgoOrderRow[],
  incoming: readonly AlgoOrderRow[],
): AlgoOrderRow[] {
  const next = [...rows];
  for (const row of incoming) {
    const at = next.findIndex((known) => known.algoId === row.algoId);
    if (at < 0) next.unshift(row);
    else if (Date.parse(row.updatedAt) >= Date.parse(next[at]!.updatedAt)) next[at] = row;
  }
  return next;
}

/**
 * Whether order events may move a parent's progress: an order placed (it may be a new parent's first
 * child: a split order's, a TWAP's first slice), an event of a known child, or any event while a TWAP is
 * active (its next slice is a child not yet in its list).
 */
export function movesAParent(
  parents: readonly AlgoOrderRow[],
  events: readonly { kind: string; order: { orderId: number } }[],
): boolean {
  if (events.length === 0) return false;
  if (events.some((event) => event.kind === 'placed')) return true;
  if (parents.some((parent) => parent.kind === 'twap' && isActiveAlgo(parent))) return true;
  const children = new Set(parents.flatMap((parent) => parent.childOrderIds));
  return events.some(({ order }) => children.has(order.orderId));
}

export interface FoldedOrders<Order> {
  /** Each parent with its open children, oldest child first. */
  parents: { parent: AlgoOrderRow; children: Order[] }[];
  /** The open orders no parent shown placed. */
  loose: Order[];
}

/** The open orders folded under the parents that placed them (AlgoOrderRow.childOrderIds). */
export function foldChildren<Order extends { orderId: number }>(
  orders: readonly Order[],
  parents: readonly AlgoOrderRow[],
): FoldedOrders<Order> {
  const byId = new Map(orders.map((order) => [order.orderId, order]));
  const taken = new Set<number>();
  const folded = parents.map((parent) => {
    const children: Order[] = [];
    for (const orderId of parent.childOrderIds) {
      const child = byId.get(orderId);
      if (!child) continue;
      children.push(child);
      taken.add(orderId);
    }
    return { parent, children };
  });
  return { parents: folded, loose: orders.filter((order) => !taken.has(order.orderId)) };
}

/** "1:02:03" or "4:05": a duration in whole seconds, rounded up (a second left shows until it is gone). */
export function durationText(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** What a parent's row shows; kind, side, state and stop reason are i18n keys' last parts. */
export interface AlgoRowView {
  algoId: number;
  key: CoinKey;
  time: string;
  kind: AlgoKind;
  side: OrderSide;
  state: AlgoState;
  stopReason: TwapStopReason | null;
  /** What it fills toward: a TWAP buy's amount in the market's currency, else the coin's quantity. */
  filled: string;
  total: string;
  /** Volume-weighted average fill price; "—" before a fill. */
  avgPrice: string;
  slicesDone: number;
  slicesTotal: number;
  /** KST time of the next slice; null when none is to come (split orders, paused or ended TWAPs). */
  nextSlice: string | null;
  /** Time left until the last slice, ticking while running; null for split orders. */
  remaining: string | null;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
}

/**
 * A parent's row `elapsedMs` after it arrived: a running TWAP's remaining time counts down by it (the
 * exchange's remainingMs is as of the row), a paused one's stays; its average price at its coin's step by
 * `ticks` (the window's table).
 */
export function algoRowView(row: AlgoOrderRow, elapsedMs: number, ticks: TickTable): AlgoRowView {
  const market = marketOf(row.key);
  const { progress } = row;
  const byAmount = row.kind === 'twap' && row.side === 'buy';
  const total = row.twap ? (byAmount ? row.twap.amount : row.twap.quantity) : row.split?.quantity;
  const measure = (value: number | undefined) => {
    if (value === undefined) return NOT_AVAILABLE;
    if (!byAmount) return formatQuantity(value);
    return market ? formatAmount(market, value) : String(value);
  };
  const remainingMs =
    progress.remainingMs === null
      ? null
      : row.state === 'running'
        ? progress.remainingMs - elapsedMs
        : progress.remainingMs;
  return {
    algoId: row.algoId,
    key: row.key,
    time: formatKst(Date.parse(row.createdAt), { seconds: true }) || NOT_AVAILABLE,
    kind: row.kind,
    side: row.side,
    state: row.state,
    stopReason: row.stopReason,
    filled: measure(byAmount ? progress.filledAmount : progress.filledQuantity),
    total: measure(total),
    avgPrice:
      progress.avgPrice === null || !market
        ? NOT_AVAILABLE
        : formatPrice(priceTicks(ticks, row.key), progress.avgPrice),
    slicesDone: progress.slicesDone,
    slicesTotal: progress.slicesTotal,
    nextSlice:
      row.state === 'running' && progress.nextSliceAt !== null ? formatKstTime(progress.nextSliceAt) : null,
    remaining: remainingMs === null ? null : durationText(remainingMs),
    canPause: row.kind === 'twap' && row.state === 'running',
    canResume: row.kind === 'twap' && row.state === 'paused',
    canCancel: isActiveAlgo(row),
  };
}
