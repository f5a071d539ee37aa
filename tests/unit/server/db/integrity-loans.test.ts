import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { describeProblem, lockProblems, type OpenOrderRecord } from '../../../../server/db/integrity';
import { repairLedger } from '../../../../server/db/repair';
import { ledgerProblems } from '../../../../server/db/integrity';
import { migrate } from '../../../../server/db/database';
import { seedDatabase } from '../../../../server/db/seed';
import { SIM_CATALOGUE } from '../../../../server/market/listings';

const XRP = SIM_CATALOGUE.listing('XRP-KRW')!.coin.coinType;
const sell = (lockedAmount: number): OpenOrderRecord => ({
  orderId: 1,
  memNo: 1,
  key: 'XRP-KRW',
  side: 'sell',
  lockedCoinType: XRP,
  lockedAmount,
});
const hold = (quantity: number) => ({ loanId: 1, memNo: 1, key: 'XRP-KRW', quantity });

describe('the coin held for open loans counts in the locks', () => {
  test.each([
    ['a loan alone', 300, [], [300], []],
    ['a loan and a sell order', 350, [50], [300], []],
    ['a lock without the loan coin', 50, [50], [300], [{ locked: 50, held: 350, loans: 300 }]],
    ['a lock of loan coin nothing holds', 300, [], [], [{ locked: 300, held: 0 }]],
  ] as const)('%s', (_name, locked, orders, holds, mismatches) => {
    const found = lockProblems(
      [{ memNo: 1, coinType: XRP, balance: 1000, locked }],
      orders.map(sell),
      holds.map(hold),
    );
    expect(found).toEqual(mismatches.map((m) => ({ kind: 'lockMismatch', memNo: 1, coinType: XRP, ...m })));
  });

  test("the finding says so, and --repair keeps a loan's lock", () => {
    expect(
      describeProblem({ kind: 'lockMismatch', memNo: 1, coinType: XRP, locked: 50, held: 350, loans: 300 }),
    ).toBe('member 1 has 50 XRP locked while the open orders and Plus buy loans (300 XRP) hold 350 XRP');
    const db = new Database(':memory:');
    try {
      migrate(db);
      seedDatabase(db, 42);
      const memNo = db
        .prepare<[], { mem_no: number }>("SELECT mem_no FROM members WHERE login_id = 'demo-plus'")
        .get()!.mem_no;
      db.prepare(
        `INSERT INTO balances (mem_no, coin_type, symbol, balance, locked) VALUES (?, ?, 'XRP', 1000, 0)`,
      ).run(memNo, XRP);
      db.prepare(
        `INSERT INTO orders (order_id, mem_no, coin_key, side, order_type, price, quantity, filled_quantity, status,
           locked_coin_type, locked_amount, created_at, updated_at)
         VALUES (900, ?, 'XRP-KRW', 'buy', 'limit', 3000, 300, 300, 'filled', 'C0100', 0, 't', 't')`,
      ).run(memNo);
      db.prepare(
        `INSERT INTO loans (mem_no, order_id, coin_key, order_amount, principal, outstanding, quantity, state,
           taken_at, expires_at)
         VALUES (?, 900, 'XRP-KRW', 900000, 720000, 720000, 300, 'active', 0, 1)`,
      ).run(memNo);
      expect(ledgerProblems(db).map((problem) => problem.kind)).toEqual(['lockMismatch']);
      expect(repairLedger(db, 0)).toEqual([
        `member ${memNo}'s XRP lock: 0 → 300 (what the open orders and Plus buy loans hold)`,
      ]);
      expect(ledgerProblems(db)).toEqual([]);
    } finally {
      db.close();
    }
  });
});
