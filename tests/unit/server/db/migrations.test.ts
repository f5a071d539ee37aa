import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MAX_LEDGER_AMOUNT, MAX_PRICE } from '../../../../contract';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { LEDGER_OUT_OF_BOUNDS } from '../../../../server/db/migrations-01-04-ledger';

test('migration 2 keeps the orders of a version-1 database and adds stop-limits, fills and client ids', () => {
  const db = new Database(':memory:');
  try {
    expect(migrate(db, MIGRATIONS.slice(0, 1))).toBe(1);
    db.prepare(
      `INSERT INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
       VALUES (1, 'a', 'h', 'A', 'a@x', '010', 'g', '#000')`,
    ).run();
    db.prepare(
      `INSERT INTO orders (order_id, mem_no, coin_key, side, order_type, price, quantity, filled_quantity, status,
         locked_coin_type, locked_amount, created_at, updated_at)
       VALUES (7, 1, 'BTC-KRW', 'buy', 'limit', 1000, 2, 0, 'pending', 'C0100', 2000, 't', 't')`,
    ).run();
    expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
    expect(
      db.prepare('SELECT order_id, price, locked_amount, triggered, filled_value FROM orders').get(),
    ).toEqual({
      order_id: 7,
      price: 1000,
      locked_amount: 2000,
      triggered: 1,
      filled_value: 0,
    });
    const next = db
      .prepare(
        `INSERT INTO orders (mem_no, coin_key, side, order_type, price, stop_price, stop_condition, triggered,
           quantity, status, locked_coin_type, locked_amount, client_order_id, created_at, updated_at)
         VALUES (1, 'BTC-KRW', 'buy', 'stopLimit', 1000, 1100, 'gte', 0, 1, 'pending', 'C0100', 1001, 'key-0001', 't', 't')`,
      )
      .run();
    expect(Number(next.lastInsertRowid)).toBe(8);
    expect(() =>
      db
        .prepare(
          `INSERT INTO orders (mem_no, coin_key, side, order_type, price, quantity, status, locked_coin_type,
             locked_amount, client_order_id, created_at, updated_at)
           VALUES (1, 'BTC-KRW', 'buy', 'limit', 1000, 1, 'pending', 'C0100', 1001, 'key-0001', 't', 't')`,
        )
        .run(),
    ).toThrow(/UNIQUE/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'fills'").get()).toEqual({
      name: 'fills',
    });
  } finally {
    db.close();
  }
});

/** A version-2 database with one member, a KRW balance, an order and its fill. */
function versionTwo(balance: number): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  expect(migrate(db, MIGRATIONS.slice(0, 2))).toBe(2);
  db.prepare(
    `INSERT INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
     VALUES (1, 'a', 'h', 'A', 'a@x', '010', 'g', '#000')`,
  ).run();
  db.prepare(
    `INSERT INTO balances (mem_no, coin_type, symbol, balance, locked, avg_buy_amt) VALUES (1, 'C0100', 'KRW', ?, 0, 0)`,
  ).run(balance);
  db.prepare(
    `INSERT INTO orders (order_id, mem_no, coin_key, side, order_type, price, quantity, filled_quantity,
       filled_value, filled_amount, fee, status, locked_coin_type, locked_amount, created_at, updated_at)
     VALUES (9, 1, 'BTC-KRW', 'buy', 'limit', 1000, 2, 1, 1000, 1000, 1, 'pending', 'C0100', 1001, 't', 't')`,
  ).run();
  db.prepare(
    `INSERT INTO fills (fill_id, order_id, mem_no, coin_key, side, price, quantity, amount, fee, maker,
       counter_mem_no, created_at) VALUES (4, 9, 1, 'BTC-KRW', 'buy', 1000, 1, 1000, 1, 0, 0, 't')`,
  ).run();
  return db;
}

const indexes = (db: Database.Database) =>
  db
    .prepare<[], { name: string }>(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )
    .all()
    .map((row) => row.name);

test('migration 3 keeps balances, orders, fills, their indexes and the fills → orders link', () => {
  const db = versionTwo(5_000);
  try {
    const before = indexes(db);
    expect(migrate(db, MIGRATIONS.slice(0, 3))).toBe(3);
    expect(indexes(db)).toEqual(before);
    expect(db.prepare('SELECT balance FROM balances').get()).toEqual({ balance: 5_000 });
    expect(db.prepare('SELECT order_id, filled_value, fee FROM orders').get()).toEqual({
      order_id: 9,
      filled_value: 1000,
      fee: 1,
    });
    expect(db.prepare('SELECT fill_id, order_id FROM fills').get()).toEqual({ fill_id: 4, order_id: 9 });
    expect(db.prepare('PRAGMA foreign_key_list(fills)').all()).toContainEqual(
      expect.objectContaining({ table: 'orders', from: 'order_id', on_delete: 'CASCADE' }),
    );
    expect(db.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    expect(
      db.prepare("SELECT name FROM sqlite_master WHERE name LIKE '%_v3' OR name LIKE 'ledger_%'").all(),
    ).toEqual([]);
    // Ids go on after the copied rows.
    db.prepare(
      `INSERT INTO orders (mem_no, coin_key, side, order_type, price, quantity, status, locked_coin_type,
         locked_amount, created_at, updated_at) VALUES (1, 'BTC-KRW', 'sell', 'limit', 1000, 1, 'pending', 'C0101', 1, 't', 't')`,
    ).run();
    expect(db.prepare('SELECT MAX(order_id) AS id FROM orders').get()).toEqual({ id: 10 });
  } finally {
    db.close();
  }
});

test.each([
  ['an infinite balance', 'UPDATE balances SET balance = ?', Infinity],
  ['a balance over the bound', 'UPDATE balances SET balance = ?', MAX_LEDGER_AMOUNT * 2],
  ['a NaN balance (stored as NULL)', 'UPDATE balances SET balance = ?', Number.NaN],
  ['an infinite average buy price', 'UPDATE balances SET avg_buy_amt = ?', Infinity],
  ['an order price over MAX_PRICE', 'UPDATE orders SET price = ?', MAX_PRICE * 10],
  ['an infinite stop price', 'UPDATE orders SET stop_price = ?', Infinity],
  ['an infinite market-buy amount', 'UPDATE orders SET amount = ?', Infinity],
  ['an infinite filled value', 'UPDATE orders SET filled_value = ?', Infinity],
  ['an infinite lock', 'UPDATE orders SET locked_amount = ?', Infinity],
  ['an infinite order quantity', 'UPDATE orders SET quantity = ?', Infinity],
  ['an infinite fill amount', 'UPDATE fills SET amount = ?', Infinity],
  ['an infinite fill price', 'UPDATE fills SET price = ?', Infinity],
  ['a fill fee over the bound', 'UPDATE fills SET fee = ?', MAX_LEDGER_AMOUNT * 2],
])('after migration 3 the database refuses %s', (_name, sql, value) => {
  const db = versionTwo(5_000);
  try {
    migrate(db);
    expect(() => db.prepare(sql).run(value)).toThrow(/constraint failed/);
  } finally {
    db.close();
  }
});

test('the bounds themselves are stored', () => {
  const db = versionTwo(5_000);
  try {
    migrate(db);
    db.prepare('UPDATE balances SET balance = ?').run(MAX_LEDGER_AMOUNT);
    db.prepare('UPDATE orders SET price = ?').run(MAX_PRICE);
    expect(db.prepare('SELECT balance FROM balances').get()).toEqual({ balance: MAX_LEDGER_AMOUNT });
  } finally {
    db.close();
  }
});

test('migration 3 refuses a ledger that already holds Infinity, says the way out, and changes nothing', () => {
  const db = versionTwo(Infinity);
  try {
    expect(() => migrate(db)).toThrow(LEDGER_OUT_OF_BOUNDS);
    expect(LEDGER_OUT_OF_BOUNDS).toMatch(/--reset/);
    expect(db.prepare('SELECT version FROM schema_version').get()).toEqual({ version: 2 });
    expect(db.prepare('SELECT balance FROM balances').get()).toEqual({ balance: Infinity });
    expect(db.prepare('SELECT COUNT(*) AS n FROM fills').get()).toEqual({ n: 1 });
  } finally {
    db.close();
  }
});

test('migration 4 indexes sessions by expiry, for the sweep at every login', () => {
  const db = new Database(':memory:');
  try {
    migrate(db);
    const plan = db
      .prepare<[], { detail: string }>('EXPLAIN QUERY PLAN DELETE FROM sessions WHERE expires_at <= 0')
      .all();
    expect(plan.map((step) => step.detail).join(' ')).toContain('sessions_expiry');
  } finally {
    db.close();
  }
});
