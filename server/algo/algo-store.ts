/**
 * Parent orders in SQLite (migration 22): the row of each parent, its params checked with the contract's
 * schema on every read, and the link to its children (algo_children). Callers group writes that belong
 * with an order engine transaction inside it (order-engine.ts placeAll's `within`).
 */
import type Database from 'better-sqlite3';
import {
  ALGO_STATES,
  splitParamsSchema,
  TWAP_STOP_REASONS,
  twapParamsSchema,
  type AlgoKind,
  type AlgoState,
  type CoinKey,
  type OrderOrigin,
  type OrderSide,
  type SplitParams,
  type TwapParams,
  type TwapStopReason,
} from '../../contract';

export interface StoredAlgo {
  algoId: number;
  memNo: number;
  key: CoinKey;
  kind: AlgoKind;
  side: OrderSide;
  origin: OrderOrigin;
  twap: TwapParams | null;
  split: SplitParams | null;
  state: AlgoState;
  stopReason: TwapStopReason | null;
  seed: number;
  slicesDone: number;
  slicesTotal: number;
  filledQuantity: number;
  filledAmount: number;
  /** Σ price × quantity of its TWAP children's fills, unrounded: the average price is it / filledQuantity. */
  filledValue: number;
  nextSliceAt: number | null;
  endsAt: number | null;
  createdAt: number;
  updatedAt: number;
}

interface AlgoRecord {
  algo_id: number;
  mem_no: number;
  coin_key: string;
  kind: string;
  side: string;
  origin: string;
  params: string;
  state: string;
  stop_reason: string | null;
  seed: number;
  slices_done: number;
  slices_total: number;
  filled_quantity: number;
  filled_amount: number;
  filled_value: number;
  next_slice_at: number | null;
  ends_at: number | null;
  created_at: number;
  updated_at: number;
}

function oneOf<T extends string>(values: readonly T[], value: string | null, what: string): T {
  if (value === null || !(values as readonly string[]).includes(value))
    throw new Error(`algo_orders: bad ${what} ${value}`);
  return value as T;
}

/** A row as the server reads it; params that no longer parse are an error, never a parent run blind. */
function fromRecord(record: AlgoRecord): StoredAlgo {
  const kind = oneOf(['twap', 'split'] as const, record.kind, 'kind');
  const params: unknown = JSON.parse(record.params);
  return {
    algoId: record.algo_id,
    memNo: record.mem_no,
    key: record.coin_key as CoinKey,
    kind,
    side: oneOf(['buy', 'sell'] as const, record.side, 'side'),
    origin: record.origin as OrderOrigin,
    twap: kind === 'twap' ? twapParamsSchema.parse(params) : null,
    split: kind === 'split' ? splitParamsSchema.parse(params) : null,
    state: oneOf(ALGO_STATES, record.state, 'state'),
    stopReason:
      record.stop_reason === null ? null : oneOf(TWAP_STOP_REASONS, record.stop_reason, 'stop reason'),
    seed: record.seed,
    slicesDone: record.slices_done,
    slicesTotal: record.slices_total,
    filledQuantity: record.filled_quantity,
    filledAmount: record.filled_amount,
    filledValue: record.filled_value,
    nextSliceAt: record.next_slice_at,
    endsAt: record.ends_at,
    createdAt: record.created_at,
    updatedAt: record.updated_at,
  };
}

export type NewAlgo = Omit<
  StoredAlgo,
  'algoId' | 'filledQuantity' | 'filledAmount' | 'filledValue' | 'slicesDone' | 'stopReason' | 'updatedAt'
>;

export class AlgoStore {
  constructor(private readonly db: Database.Database) {}

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  insert(algo: NewAlgo): StoredAlgo {
    const params = JSON.stringify(algo.twap ?? algo.split);
    const { lastInsertRowid } = this.db
      .prepare(
        `INSERT INTO algo_orders (mem_no, coin_key, kind, side, origin, params, state, seed, slices_total,
           next_slice_at, ends_at, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        algo.memNo,
        algo.key,
        algo.kind,
        algo.side,
        algo.origin,
        params,
        algo.state,
        algo.seed,
        algo.slicesTotal,
        algo.nextSliceAt,
        algo.endsAt,
        algo.createdAt,
        algo.createdAt,
      );
    return this.get(Number(lastInsertRowid))!;
  }

  get(algoId: number): StoredAlgo | undefined {
    const record = this.db
      .prepare<[number], AlgoRecord>('SELECT * FROM algo_orders WHERE algo_id = ?')
      .get(algoId);
    return record && fromRecord(record);
  }

  memberAlgos(memNo: number, limit: number): StoredAlgo[] {
    return this.db
      .prepare<[number, number], AlgoRecord>(
        'SELECT * FROM algo_orders WHERE mem_no = ? ORDER BY algo_id DESC LIMIT ?',
      )
      .all(memNo, limit)
      .map(fromRecord);
  }

  /** TWAPs running or paused of a member (TWAP.maxActive). */
  activeTwaps(memNo: number): number {
    return this.db
      .prepare<[number], { n: number }>(
        `SELECT count(*) AS n FROM algo_orders
         WHERE mem_no = ? AND kind = 'twap' AND state IN ('running', 'paused')`,
      )
      .get(memNo)!.n;
  }

  /** Running TWAPs whose next slice is due at `now`, the earliest first. */
  due(now: number): StoredAlgo[] {
    return this.db
      .prepare<[number], AlgoRecord>(
        `SELECT * FROM algo_orders WHERE state = 'running' AND kind = 'twap' AND next_slice_at <= ?
         ORDER BY next_slice_at, algo_id`,
      )
      .all(now)
      .map(fromRecord);
  }

  /** Writes the parent's state and progress (its identity and params never change). */
  save(algo: StoredAlgo): void {
    this.db
      .prepare(
        `UPDATE algo_orders SET state = ?, stop_reason = ?, slices_done = ?, filled_quantity = ?,
           filled_amount = ?, filled_value = ?, next_slice_at = ?, ends_at = ?, updated_at = ? WHERE algo_id = ?`,
      )
      .run(
        algo.state,
        algo.stopReason,
        algo.slicesDone,
        algo.filledQuantity,
        algo.filledAmount,
        algo.filledValue,
        algo.nextSliceAt,
        algo.endsAt,
        algo.updatedAt,
        algo.algoId,
      );
  }

  link(algoId: number, sliceNo: number, orderId: number): void {
    this.db
      .prepare('INSERT INTO algo_children (algo_id, slice_no, order_id) VALUES (?, ?, ?)')
      .run(algoId, sliceNo, orderId);
  }

  /** The parent's child orders, oldest first. */
  children(algoId: number): number[] {
    return this.db
      .prepare<[number], { order_id: number }>(
        'SELECT order_id FROM algo_children WHERE algo_id = ? ORDER BY slice_no',
      )
      .all(algoId)
      .map((row) => row.order_id);
  }
}
