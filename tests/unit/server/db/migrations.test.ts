import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';

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
