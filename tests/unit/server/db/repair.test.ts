/**
 * `--repair`: each broken ledger of the start-up tests is made whole in one transaction, with each change
 * said, and then opens; what has no right value to restore (an impossible balance) is refused and left
 * as it was; a whole ledger is left alone; a second repair changes nothing.
 */
import type Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { openDatabase, repairDatabase } from '../../../../server/db/database';
import { DatabaseStartupError, ledgerProblems } from '../../../../server/db/integrity';
import { parseOptions } from '../../../../server/options';
import { startChildServer } from '../child-server';
import { KRW, REGULAR, removeAll, seededDatabase, withDatabase } from './broken-database';

afterEach(removeAll);

const NOW = Date.UTC(2026, 10, 25, 1, 0, 0);
const repair = (dataDir: string) => repairDatabase({ dataDir, seed: 42 }, NOW);

/** The member's open orders locking a coin, oldest first, and the lock. */
function locks(db: Database.Database, memNo: number, coinType: string) {
  const orders = db
    .prepare<[number, string], { order_id: number; locked_amount: number }>(
      `SELECT order_id, locked_amount FROM orders WHERE mem_no = ? AND locked_coin_type = ? AND status = 'pending'
       ORDER BY order_id`,
    )
    .all(memNo, coinType);
  const row = db
    .prepare<[number, string], { balance: number; locked: number }>(
      'SELECT balance, locked FROM balances WHERE mem_no = ? AND coin_type = ?',
    )
    .get(memNo, coinType)!;
  return { orders, ...row };
}

function opensWhole(dataDir: string): void {
  const db = openDatabase({ dataDir, reset: false, seed: 42 });
  try {
    expect(ledgerProblems(db)).toEqual([]);
  } finally {
    db.close();
  }
}

describe('--repair', () => {
  test('a whole ledger: nothing changes', () => {
    const dir = seededDatabase();
    expect(repair(dir)).toEqual([]);
    opensWhole(dir);
  });

  test('a lock the open orders do not hold is set to what they hold', () => {
    const dir = seededDatabase((db) =>
      db
        .prepare(`UPDATE balances SET locked = locked + 7 WHERE mem_no = ${REGULAR} AND coin_type = '${KRW}'`)
        .run(),
    );
    const before = withDatabase(dir, (db) => locks(db, REGULAR, KRW));
    const held = before.orders.reduce((sum, order) => sum + order.locked_amount, 0);
    expect(repair(dir)).toEqual([
      `member ${REGULAR}'s KRW lock: ${held + 7} → ${held} (what the open orders hold)`,
    ]);
    expect(withDatabase(dir, (db) => locks(db, REGULAR, KRW))).toEqual({ ...before, locked: held });
    opensWhole(dir);
    expect(repair(dir)).toEqual([]);
  });

  test('an order on an unknown coin is cancelled and its lock released', () => {
    const dir = seededDatabase((db) =>
      db.prepare(`UPDATE orders SET coin_key = 'VOID-EUR' WHERE order_id = 1`).run(),
    );
    const before = withDatabase(dir, (db) => locks(db, REGULAR, KRW));
    const [first, second] = before.orders;
    expect(first!.order_id).toBe(1);
    expect(repair(dir)).toEqual([
      'cancelled: open order 1 is on VOID-EUR, a key of no market this Tradedeck knows',
      `member ${REGULAR}'s KRW lock: ${before.locked} → ${second!.locked_amount} (what the open orders hold)`,
    ]);
    const after = withDatabase(dir, (db) => ({
      ...locks(db, REGULAR, KRW),
      order: db.prepare('SELECT status, locked_amount, updated_at FROM orders WHERE order_id = 1').get(),
    }));
    expect(after.orders).toEqual([second]);
    expect(after.locked).toBe(second!.locked_amount);
    expect(after.order).toEqual({
      status: 'cancelled',
      locked_amount: 0,
      updated_at: '2026-11-25T10:00:00+09:00',
    });
    opensWhole(dir);
  });

  test('orders holding more than the balance: the newest are cancelled until the rest fits', () => {
    let balance = 0;
    const dir = seededDatabase((db) => {
      const { orders } = locks(db, REGULAR, KRW);
      // Enough for the older order only.
      balance = orders[0]!.locked_amount + 1;
      db.prepare(`UPDATE balances SET balance = ? WHERE mem_no = ${REGULAR} AND coin_type = '${KRW}'`).run(
        balance,
      );
    });
    const { orders } = withDatabase(dir, (db) => locks(db, REGULAR, KRW));
    expect(repair(dir)).toEqual([
      `cancelled: open order ${orders[1]!.order_id} of member ${REGULAR} (its ${orders[1]!.locked_amount} KRW lock did not fit the balance of ${balance})`,
      `member ${REGULAR}'s KRW lock: ${orders[0]!.locked_amount + orders[1]!.locked_amount} → ${orders[0]!.locked_amount} (what the open orders hold)`,
    ]);
    expect(withDatabase(dir, (db) => locks(db, REGULAR, KRW))).toEqual({
      orders: [orders[0]],
      balance,
      locked: orders[0]!.locked_amount,
    });
    opensWhole(dir);
  });

  test('rows of a member that does not exist are deleted, an order with its fills', () => {
    const dir = seededDatabase((db) => {
      db.prepare(`INSERT INTO sessions (id, mem_no, created_at, expires_at) VALUES ('s', 999, 0, 1)`).run();
      db.prepare(`UPDATE orders SET mem_no = 999 WHERE order_id = 4`).run();
      db.prepare(
        `INSERT INTO fills (order_id, mem_no, coin_key, side, price, quantity, amount, fee, maker, counter_mem_no, created_at)
         VALUES (4, 999, 'ETH-KRW', 'sell', 1, 1, 1, 0, 1, 0, 't')`,
      ).run();
    });
    const changes = repair(dir);
    // In the order SQLite's foreign_key_check lists the tables, which follows the schema, not a rule.
    expect(changes.slice(0, 3).sort()).toEqual([
      'deleted: 1 row(s) of fills belong to a member that does not exist (rowid 1)',
      'deleted: 1 row(s) of orders belong to a member that does not exist (rowid 4)',
      'deleted: 1 row(s) of sessions belong to a member that does not exist (rowid 1)',
    ]);
    // Order 4 was demo-regular's ETH sell: that lock is released.
    expect(changes.slice(3)).toEqual([expect.stringMatching(`^member ${REGULAR}'s ETH lock: 0.5 → 0 `)]);
    expect(
      withDatabase(dir, (db) => db.prepare('SELECT COUNT(*) AS n FROM orders WHERE order_id = 4').get()),
    ).toEqual({ n: 0 });
    opensWhole(dir);
  });

  test('an impossible balance cannot be repaired: refused, nothing changed', () => {
    const dir = seededDatabase((db) => {
      db.prepare(
        `UPDATE balances SET balance = 1e999 WHERE mem_no = ${REGULAR} AND coin_type = '${KRW}'`,
      ).run();
      db.prepare(`UPDATE orders SET coin_key = 'VOID-EUR' WHERE order_id = 1`).run();
    });
    const snapshot = () =>
      withDatabase(dir, (db) => db.prepare('SELECT * FROM orders ORDER BY order_id').all());
    const before = snapshot();
    expect(() => repair(dir)).toThrow(DatabaseStartupError);
    expect(() => repair(dir)).toThrow(
      /cannot be repaired: member 100001 has an impossible KRW balance \(Infinity.*--reset/,
    );
    expect(snapshot()).toEqual(before);
    expect(() => openDatabase({ dataDir: dir, reset: false, seed: 42 })).toThrow(/does not add up.*--repair/);
  });

  test('--repair is a flag of npm start, not with --reset', () => {
    expect(parseOptions(['--repair'], {}).repair).toBe(true);
    expect(parseOptions([], {}).repair).toBe(false);
    expect(() => parseOptions(['--repair', '--reset'], {})).toThrow(
      /--reset and --repair exclude each other/,
    );
  });

  test('npm start -- --repair prints each change, then runs on the repaired ledger', async () => {
    const dir = seededDatabase((db) =>
      db.prepare(`UPDATE orders SET coin_key = 'VOID-EUR' WHERE order_id = 1`).run(),
    );
    const server = await startChildServer(['--data', dir, '--repair']);
    try {
      expect(server.stdout).toMatch(
        /^tradedeck: --repair changed, in one transaction:\n {2}- cancelled: open order 1 is on VOID-EUR.*\n {2}- member 100001's KRW lock: .*\nTradedeck is running at /,
      );
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
