/**
 * The member ledger in SQLite: balances (with the part locked by open orders and the average buy price),
 * orders and their fills. Callers group writes that belong together in `transaction`. Every write checks
 * its numbers first (finite, not negative, within MAX_PRICE or MAX_LEDGER_AMOUNT of contract/trading.ts)
 * and throws LedgerBoundsError otherwise, which rolls the caller's transaction back; the database's CHECKs
 * (migration 3) refuse the same numbers again.
 */
import type Database from 'better-sqlite3';
import { MAX_LEDGER_AMOUNT, MAX_PRICE, type FillRow, type OrderRow, type OrderStatus } from '../../contract';
import { COINS, KRW_COIN_TYPE } from '../market/catalogue';

export interface BalanceRow {
  coinType: string;
  symbol: string;
  balance: number;
  locked: number;
  avgBuyAmt: number;
}

/** An order as stored: what the API shows plus whose it is, what it holds locked and its exact fill value. */
export interface StoredOrder extends Omit<OrderRow, 'avgFillPrice'> {
  memNo: number;
  lockedCoinType: string;
  lockedAmount: number;
  /** Sum of price × quantity of its fills, unrounded. */
  filledValue: number;
  /** The placement as sent (canonical JSON) when it carried a clientOrderId. */
  request: string | null;
}

export type NewOrder = Omit<StoredOrder, 'orderId'>;

/** A new order as its placement decides it; pendingOrder adds what every new order starts with. */
export type OrderPlacement = Omit<
  NewOrder,
  | 'filledQuantity'
  | 'preventedQuantity'
  | 'filledValue'
  | 'filledAmount'
  | 'fee'
  | 'status'
  | 'createdAt'
  | 'updatedAt'
>;

/** A placed order before any fill: nothing filled, no fee, pending, created and updated `at`. */
export function pendingOrder(placement: OrderPlacement, at: string): NewOrder {
  return {
    ...placement,
    filledQuantity: 0,
    preventedQuantity: 0,
    filledValue: 0,
    filledAmount: 0,
    fee: 0,
    status: 'pending',
    createdAt: at,
    updatedAt: at,
  };
}

/** A fill as stored: the API's row plus whose it is and the other side's member (0 = the market). */
export interface StoredFill extends FillRow {
  memNo: number;
  counterMemNo: number;
}

const SYMBOLS = new Map<string, string>([
  [KRW_COIN_TYPE, 'KRW'],
  ...COINS.map((c) => [c.coinType, c.symbol] as const),
]);

export function symbolOf(coinType: string): string {
  return SYMBOLS.get(coinType) ?? coinType;
}

const ORDER_COLUMNS_V21 = `order_id AS orderId, mem_no AS memNo, coin_key AS key, side, order_type AS orderType, price,
  stop_price AS stopPrice, stop_condition AS stopCondition, triggered, time_in_force AS timeInForce,
  smp_type AS smpType, quantity, filled_quantity AS filledQuantity, prevented_quantity AS preventedQuantity, amount, filled_value AS filledValue, filled_amount AS filledAmount, fee,
  status, locked_coin_type AS lockedCoinType, locked_amount AS lockedAmount,
  client_order_id AS clientOrderId, request, created_at AS createdAt, updated_at AS updatedAt`;
/**
 * The same before migration 21 (order options): a database an old data folder is being migrated through
 * still gets the demo members a migration adds (seed.ts seedMissingMembers), and the migration tests seed
 * databases of each version. There the ledger reads the options as they were (none) and writes the columns
 * the table has; migration 21 then fills them in as for every older row.
 */
const ORDER_COLUMNS_V3 = ORDER_COLUMNS_V21.replace(
  'time_in_force AS timeInForce,\n  smp_type AS smpType',
  'NULL AS timeInForce,\n  NULL AS smpType',
).replace('prevented_quantity AS preventedQuantity', '0 AS preventedQuantity');

const FILL_COLUMNS = `fill_id AS fillId, order_id AS orderId, mem_no AS memNo, coin_key AS key, side, price,
  quantity, amount, fee, maker, counter_mem_no AS counterMemNo, created_at AS createdAt`;

type OrderRecord = Omit<StoredOrder, 'triggered'> & { triggered: number };
type FillRecord = Omit<StoredFill, 'maker'> & { maker: number };

function fromRecord(record: OrderRecord): StoredOrder {
  return { ...record, triggered: record.triggered === 1 };
}

function fillFromRecord(record: FillRecord): StoredFill {
  return { ...record, maker: record.maker === 1 };
}

export interface HistoryFilter {
  memNo: number;
  key: string | null;
  /** KST dates (YYYY-MM-DD), inclusive. */
  from: string;
  to: string;
  limit: number;
  offset: number;
}

/** A write with a number the ledger never holds: a bug upstream, never stored. */
export class LedgerBoundsError extends Error {
  override readonly name = 'LedgerBoundsError';
}

const PRICE_FIELDS: ReadonlySet<string> = new Set(['price', 'stopPrice']);

/** Throws LedgerBoundsError unless every number is finite, at least 0 and within its bound (null: none). */
export function checkLedgerNumbers(what: string, numbers: Record<string, number | null>): void {
  for (const [field, value] of Object.entries(numbers)) {
    if (value === null) continue;
    const max = PRICE_FIELDS.has(field) ? MAX_PRICE : MAX_LEDGER_AMOUNT;
    if (!(Number.isFinite(value) && value >= 0 && value <= max))
      throw new LedgerBoundsError(`${what}: ${field} ${value} is not a number from 0 to ${max}`);
  }
}

function checkOrderNumbers(order: NewOrder): void {
  const {
    price,
    stopPrice,
    quantity,
    filledQuantity,
    preventedQuantity,
    amount,
    filledValue,
    filledAmount,
    fee,
    lockedAmount,
  } = order;
  checkLedgerNumbers(`order of member ${order.memNo} on ${order.key}`, {
    price,
    stopPrice,
    quantity,
    filledQuantity,
    preventedQuantity,
    amount,
    filledValue,
    filledAmount,
    fee,
    lockedAmount,
  });
}

export class Ledger {
  private readonly statements;

  constructor(private readonly db: Database.Database) {
    const hasOptions = (db.pragma('table_info(orders)') as { name: string }[]).some(
      (column) => column.name === 'time_in_force',
    );
    const ORDER_COLUMNS = hasOptions ? ORDER_COLUMNS_V21 : ORDER_COLUMNS_V3;
    this.statements = {
      balance: db.prepare<[number, string], BalanceRow>(
        `SELECT coin_type AS coinType, symbol, balance, locked, avg_buy_amt AS avgBuyAmt
         FROM balances WHERE mem_no = ? AND coin_type = ?`,
      ),
      balances: db.prepare<[number], BalanceRow>(
        `SELECT coin_type AS coinType, symbol, balance, locked, avg_buy_amt AS avgBuyAmt
         FROM balances WHERE mem_no = ? ORDER BY coin_type`,
      ),
      upsertBalance: db.prepare<[number, string, string, number, number, number]>(
        `INSERT INTO balances (mem_no, coin_type, symbol, balance, locked, avg_buy_amt) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (mem_no, coin_type) DO UPDATE SET
           balance = excluded.balance, locked = excluded.locked, avg_buy_amt = excluded.avg_buy_amt`,
      ),
      insertOrder: db.prepare(
        hasOptions
          ? `INSERT INTO orders (mem_no, coin_key, side, order_type, price, stop_price, stop_condition, triggered,
               time_in_force, smp_type, quantity, filled_quantity, prevented_quantity, amount, filled_value,
               filled_amount, fee, status, locked_coin_type, locked_amount, client_order_id, request, created_at,
               updated_at)
             VALUES (@memNo, @key, @side, @orderType, @price, @stopPrice, @stopCondition, @triggered,
               @timeInForce, @smpType, @quantity, @filledQuantity, @preventedQuantity, @amount, @filledValue,
               @filledAmount, @fee, @status, @lockedCoinType, @lockedAmount, @clientOrderId, @request,
               @createdAt, @updatedAt)`
          : `INSERT INTO orders (mem_no, coin_key, side, order_type, price, stop_price, stop_condition, triggered,
               quantity, filled_quantity, amount, filled_value, filled_amount, fee, status, locked_coin_type,
               locked_amount, client_order_id, request, created_at, updated_at)
             VALUES (@memNo, @key, @side, @orderType, @price, @stopPrice, @stopCondition, @triggered, @quantity,
               @filledQuantity, @amount, @filledValue, @filledAmount, @fee, @status, @lockedCoinType,
               @lockedAmount, @clientOrderId, @request, @createdAt, @updatedAt)`,
      ),
      saveOrder: db.prepare(
        `UPDATE orders SET price = @price, triggered = @triggered, quantity = @quantity,
           filled_quantity = @filledQuantity,${hasOptions ? ' prevented_quantity = @preventedQuantity,' : ''}
           filled_value = @filledValue, filled_amount = @filledAmount, fee = @fee, status = @status, locked_amount = @lockedAmount, updated_at = @updatedAt
         WHERE order_id = @orderId`,
      ),
      order: db.prepare<[number], OrderRecord>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id = ?`),
      byClientId: db.prepare<[number, string], OrderRecord>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE mem_no = ? AND client_order_id = ?`,
      ),
      open: db.prepare<[], OrderRecord>(
        `SELECT ${ORDER_COLUMNS} FROM orders WHERE status = 'pending' ORDER BY order_id`,
      ),
      openCount: db.prepare<[number], { count: number }>(
        `SELECT COUNT(*) AS count FROM orders WHERE mem_no = ? AND status = 'pending'`,
      ),
      memberOrders: db.prepare<
        [{ memNo: number; key: string | null; status: string | null; limit: number }],
        OrderRecord
      >(
        `SELECT ${ORDER_COLUMNS} FROM orders
         WHERE mem_no = @memNo AND (@key IS NULL OR coin_key = @key) AND (@status IS NULL OR status = @status)
         ORDER BY order_id DESC LIMIT @limit`,
      ),
      history: db.prepare<[HistoryFilter], OrderRecord>(
        `SELECT ${ORDER_COLUMNS} FROM orders
         WHERE mem_no = @memNo AND status IN ('filled', 'cancelled') AND (@key IS NULL OR coin_key = @key)
           AND substr(updated_at, 1, 10) BETWEEN @from AND @to
         ORDER BY updated_at DESC, order_id DESC LIMIT @limit OFFSET @offset`,
      ),
      historyCount: db.prepare<[Omit<HistoryFilter, 'limit' | 'offset'>], { count: number }>(
        `SELECT COUNT(*) AS count FROM orders
         WHERE mem_no = @memNo AND status IN ('filled', 'cancelled') AND (@key IS NULL OR coin_key = @key)
           AND substr(updated_at, 1, 10) BETWEEN @from AND @to`,
      ),
      insertFill: db.prepare(
        `INSERT INTO fills (order_id, mem_no, coin_key, side, price, quantity, amount, fee, maker,
           counter_mem_no, created_at)
         VALUES (@orderId, @memNo, @key, @side, @price, @quantity, @amount, @fee, @maker, @counterMemNo,
           @createdAt)`,
      ),
      fill: db.prepare<[number], FillRecord>(`SELECT ${FILL_COLUMNS} FROM fills WHERE fill_id = ?`),
      fillsOf: db.prepare<[string], FillRecord>(
        `SELECT ${FILL_COLUMNS} FROM fills
         WHERE order_id IN (SELECT value FROM json_each(?)) ORDER BY fill_id`,
      ),
    };
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /** The member's balance of a coin (a zero row when the member never held it). */
  balance(memNo: number, coinType: string): BalanceRow {
    return (
      this.statements.balance.get(memNo, coinType) ?? {
        coinType,
        symbol: symbolOf(coinType),
        balance: 0,
        locked: 0,
        avgBuyAmt: 0,
      }
    );
  }

  balances(memNo: number): BalanceRow[] {
    return this.statements.balances.all(memNo);
  }

  writeBalance(memNo: number, row: BalanceRow): void {
    checkLedgerNumbers(`balance of member ${memNo} in ${row.coinType}`, {
      balance: row.balance,
      locked: row.locked,
      avgBuyAmt: row.avgBuyAmt,
    });
    this.statements.upsertBalance.run(
      memNo,
      row.coinType,
      row.symbol,
      row.balance,
      row.locked,
      row.avgBuyAmt,
    );
  }

  insertOrder(order: NewOrder): StoredOrder {
    checkOrderNumbers(order);
    const { lastInsertRowid } = this.statements.insertOrder.run({
      ...order,
      triggered: order.triggered ? 1 : 0,
    });
    return this.order(Number(lastInsertRowid))!;
  }

  /** Writes what changes over an order's life: fills, lock, status, a market order's price and quantity. */
  saveOrder(order: StoredOrder): void {
    checkOrderNumbers(order);
    this.statements.saveOrder.run({ ...order, triggered: order.triggered ? 1 : 0 });
  }

  order(orderId: number): StoredOrder | undefined {
    const record = this.statements.order.get(orderId);
    return record && fromRecord(record);
  }

  orderByClientId(memNo: number, clientOrderId: string): StoredOrder | undefined {
    const record = this.statements.byClientId.get(memNo, clientOrderId);
    return record && fromRecord(record);
  }

  /** Every open order, oldest first (the books are rebuilt from them at start). */
  openOrders(): StoredOrder[] {
    return this.statements.open.all().map(fromRecord);
  }

  openCount(memNo: number): number {
    return this.statements.openCount.get(memNo)!.count;
  }

  memberOrders(memNo: number, filter: { key?: string; status?: OrderStatus }, limit: number): StoredOrder[] {
    return this.statements.memberOrders
      .all({ memNo, key: filter.key ?? null, status: filter.status ?? null, limit })
      .map(fromRecord);
  }

  /** One page of closed orders whose last change falls in [from, to] (KST dates), and their count. */
  history(filter: HistoryFilter): { orders: StoredOrder[]; total: number } {
    const { limit: _limit, offset: _offset, ...where } = filter;
    return {
      orders: this.statements.history.all(filter).map(fromRecord),
      total: this.statements.historyCount.get(where)!.count,
    };
  }

  insertFill(fill: Omit<StoredFill, 'fillId'>): StoredFill {
    const { price, quantity, amount, fee } = fill;
    checkLedgerNumbers(`fill of order ${fill.orderId}`, { price, quantity, amount, fee });
    const { lastInsertRowid } = this.statements.insertFill.run({ ...fill, maker: fill.maker ? 1 : 0 });
    return fillFromRecord(this.statements.fill.get(Number(lastInsertRowid))!);
  }

  /** The fills of some orders, oldest first. */
  fillsOf(orderIds: readonly number[]): StoredFill[] {
    if (orderIds.length === 0) return [];
    return this.statements.fillsOf.all(JSON.stringify(orderIds)).map(fillFromRecord);
  }
}
