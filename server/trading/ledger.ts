/**
 * The member ledger in SQLite: balances (with the part locked by open orders and the average buy price)
 * and orders. Callers group writes that belong together in `transaction`.
 */
import type Database from 'better-sqlite3';
import type { OrderRow, OrderStatus } from '../../contract';
import { COINS, KRW_COIN_TYPE } from '../market/catalogue';

export interface BalanceRow {
  coinType: string;
  symbol: string;
  balance: number;
  locked: number;
  avgBuyAmt: number;
}

/** An order as stored: what the API shows plus whose it is and what it holds locked. */
export interface StoredOrder extends OrderRow {
  memNo: number;
  lockedCoinType: string;
  lockedAmount: number;
}

const SYMBOLS = new Map<string, string>([
  [KRW_COIN_TYPE, 'KRW'],
  ...COINS.map((c) => [c.coinType, c.symbol] as const),
]);

export function symbolOf(coinType: string): string {
  return SYMBOLS.get(coinType) ?? coinType;
}

const ORDER_COLUMNS = `order_id AS orderId, mem_no AS memNo, coin_key AS key, side, order_type AS orderType, price,
  quantity, filled_quantity AS filledQuantity, status, locked_coin_type AS lockedCoinType,
  locked_amount AS lockedAmount, created_at AS createdAt`;

export class Ledger {
  private readonly selectBalance;
  private readonly selectBalances;
  private readonly upsertBalance;
  private readonly insertOrderStatement;
  private readonly selectOrder;
  private readonly updateOrder;
  private readonly selectPending;
  private readonly selectMemberOrders;

  constructor(private readonly db: Database.Database) {
    this.selectBalance = db.prepare<[number, string], BalanceRow>(
      `SELECT coin_type AS coinType, symbol, balance, locked, avg_buy_amt AS avgBuyAmt
       FROM balances WHERE mem_no = ? AND coin_type = ?`,
    );
    this.selectBalances = db.prepare<[number], BalanceRow>(
      `SELECT coin_type AS coinType, symbol, balance, locked, avg_buy_amt AS avgBuyAmt
       FROM balances WHERE mem_no = ? ORDER BY coin_type`,
    );
    this.upsertBalance = db.prepare<[number, string, string, number, number, number]>(
      `INSERT INTO balances (mem_no, coin_type, symbol, balance, locked, avg_buy_amt) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (mem_no, coin_type) DO UPDATE SET
         balance = excluded.balance, locked = excluded.locked, avg_buy_amt = excluded.avg_buy_amt`,
    );
    this.insertOrderStatement = db.prepare(
      `INSERT INTO orders (mem_no, coin_key, side, order_type, price, quantity, filled_quantity, status,
         locked_coin_type, locked_amount, created_at, updated_at)
       VALUES (@memNo, @key, @side, @orderType, @price, @quantity, 0, 'pending', @lockedCoinType, @lockedAmount,
         @createdAt, @createdAt)`,
    );
    this.selectOrder = db.prepare<[number], StoredOrder>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE order_id = ?`,
    );
    this.updateOrder = db.prepare<[OrderStatus, number, number, string, number]>(
      `UPDATE orders SET status = ?, filled_quantity = ?, price = ?, updated_at = ? WHERE order_id = ?`,
    );
    this.selectPending = db.prepare<[], StoredOrder>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE status = 'pending' ORDER BY order_id`,
    );
    this.selectMemberOrders = db.prepare<
      [{ memNo: number; key: string | null; status: string | null; limit: number }],
      StoredOrder
    >(
      `SELECT ${ORDER_COLUMNS} FROM orders
       WHERE mem_no = @memNo AND (@key IS NULL OR coin_key = @key) AND (@status IS NULL OR status = @status)
       ORDER BY order_id DESC LIMIT @limit`,
    );
  }

  transaction<T>(work: () => T): T {
    return this.db.transaction(work)();
  }

  /** The member's balance of a coin (a zero row when the member never held it). */
  balance(memNo: number, coinType: string): BalanceRow {
    return (
      this.selectBalance.get(memNo, coinType) ?? {
        coinType,
        symbol: symbolOf(coinType),
        balance: 0,
        locked: 0,
        avgBuyAmt: 0,
      }
    );
  }

  balances(memNo: number): BalanceRow[] {
    return this.selectBalances.all(memNo);
  }

  writeBalance(memNo: number, row: BalanceRow): void {
    this.upsertBalance.run(memNo, row.coinType, row.symbol, row.balance, row.locked, row.avgBuyAmt);
  }

  insertOrder(order: Omit<StoredOrder, 'orderId' | 'filledQuantity' | 'status'>): StoredOrder {
    const { lastInsertRowid } = this.insertOrderStatement.run(order);
    return this.order(Number(lastInsertRowid))!;
  }

  order(orderId: number): StoredOrder | undefined {
    return this.selectOrder.get(orderId);
  }

  finishOrder(orderId: number, status: OrderStatus, filledQuantity: number, price: number, at: string): void {
    this.updateOrder.run(status, filledQuantity, price, at, orderId);
  }

  pendingOrders(): StoredOrder[] {
    return this.selectPending.all();
  }

  memberOrders(memNo: number, filter: { key?: string; status?: OrderStatus }, limit: number): StoredOrder[] {
    return this.selectMemberOrders.all({
      memNo,
      key: filter.key ?? null,
      status: filter.status ?? null,
      limit,
    });
  }
}
