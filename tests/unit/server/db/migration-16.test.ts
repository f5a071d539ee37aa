// Migration 16 (the fee reward taken back, the trade password checked): a version-12 database keeps every
// member's points, and a balance may then fall below zero (points owed) but still not pass the cap; each
// member gets a count of wrong trade passwords (0), and status Y means a trade password is set.
import type Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { INOUT } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { PREMIUM_POINTS } from '../../../../server/seed/inout-records';
import { seededAt } from './seeded-at';

const premiumPoints = (db: Database.Database) =>
  db
    .prepare(
      `SELECT p.balance FROM member_points p JOIN members m ON m.mem_no = p.mem_no
       WHERE m.login_id = 'demo-premium'`,
    )
    .get();

test('a seeded version-12 database keeps its points; a balance may then owe points, not pass the cap', () => {
  const db = seededAt(12);
  const setBalance = db.prepare('UPDATE member_points SET balance = ?');
  expect(() => setBalance.run(-1)).toThrow(/CHECK constraint failed/);
  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  expect(premiumPoints(db)).toEqual({ balance: PREMIUM_POINTS });
  setBalance.run(-5_000);
  expect(premiumPoints(db)).toEqual({ balance: -5_000 });
  expect(() => setBalance.run(INOUT.maxPointBalance + 1)).toThrow(/CHECK constraint failed/);
  db.close();
});

test("status Y stays only with a trade password set; the seed's Y without one becomes N, I stays I", () => {
  const db = seededAt(12);
  db.prepare(
    "UPDATE members SET trade_password_status = 'Y' WHERE login_id IN ('demo-regular', 'demo-inout')",
  ).run();
  db.prepare("UPDATE members SET trade_password_hash = 'scrypt$x' WHERE login_id = 'demo-inout'").run();
  migrate(db);
  const row = (loginId: string) =>
    db
      .prepare<[string], { status: string; failures: number }>(
        `SELECT trade_password_status AS status, trade_password_failures AS failures FROM members
         WHERE login_id = ?`,
      )
      .get(loginId);
  expect(row('demo-regular')).toEqual({ status: 'N', failures: 0 });
  expect(row('demo-inout')).toEqual({ status: 'Y', failures: 0 });
  expect(row('demo-tradepw-i')).toEqual({ status: 'I', failures: 0 });
  expect(() => db.prepare('UPDATE members SET trade_password_failures = -1').run()).toThrow(/CHECK/);
  db.close();
});
