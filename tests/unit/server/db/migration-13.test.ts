// Migration 13 (Plus buy debts): a version-12 database gains the debts table, empty, with its loans and
// their shortfalls as they were; a debt is one per loan, never more than it was, repaid exactly when
// nothing is left of it.
import type Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { CreditStore } from '../../../../server/credit/credit-store';
import { seededAt } from './seeded-at';

function database(): { db: Database.Database; memNo: number; loanId: number } {
  const db = seededAt(12);
  const { memNo } = db
    .prepare<[], { memNo: number }>("SELECT mem_no AS memNo FROM members WHERE login_id = 'demo-plus'")
    .get()!;
  const orderId = Number(
    db
      .prepare(
        `INSERT INTO orders (mem_no, coin_key, side, order_type, price, quantity, status, locked_coin_type,
           locked_amount, created_at, updated_at)
         VALUES (?, 'XRP-KRW', 'buy', 'market', 0, 1, 'filled', 'C0100', 0, '', '')`,
      )
      .run(memNo).lastInsertRowid,
  );
  const loanId = Number(
    db
      .prepare(
        `INSERT INTO loans (mem_no, order_id, coin_key, order_amount, principal, outstanding, state,
           close_reason, taken_at, expires_at, closed_at, shortfall)
         VALUES (?, ?, 'XRP-KRW', 1000000, 800000, 0, 'repaid', 'auto', 1, 2, 2, 5000)`,
      )
      .run(memNo, orderId).lastInsertRowid,
  );
  return { db, memNo, loanId };
}

test('a version-12 database gets the debts table, empty; its loans and shortfalls stay as they were', () => {
  const { db, memNo, loanId } = database();
  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  expect(db.prepare('SELECT COUNT(*) AS n FROM credit_debts').get()).toEqual({ n: 0 });
  expect(db.prepare('SELECT shortfall FROM loans WHERE loan_id = ?').get(loanId)).toEqual({
    shortfall: 5000,
  });
  expect(new CreditStore(db).memberDebt(memNo)).toBe(0);
  db.close();
});

test('the store keeps a debt per loan, paid down oldest first; the schema refuses what cannot be', () => {
  const { db, memNo, loanId } = database();
  migrate(db);
  const store = new CreditStore(db);
  store.insertDebt({ memNo, loanId, amount: 5000, createdAt: 3 });
  expect(store.memberDebt(memNo)).toBe(5000);
  expect(store.debtors()).toEqual([memNo]);
  expect(() => store.insertDebt({ memNo, loanId, amount: 1, createdAt: 4 })).toThrow(/UNIQUE/);
  const [debt] = store.memberDebts(memNo);
  store.saveDebt({ ...debt!, outstanding: 1200 });
  expect(store.memberDebt(memNo)).toBe(1200);
  const update = db.prepare('UPDATE credit_debts SET outstanding = ?, repaid_at = ? WHERE loan_id = ?');
  expect(() => update.run(6000, null, loanId)).toThrow(/CHECK constraint failed/);
  expect(() => update.run(0, null, loanId)).toThrow(/CHECK constraint failed/);
  expect(() => update.run(10, 5, loanId)).toThrow(/CHECK constraint failed/);
  store.saveDebt({ ...debt!, outstanding: 0, repaidAt: 5 });
  expect(store.memberDebt(memNo)).toBe(0);
  expect(store.debtors()).toEqual([]);
  db.close();
});
