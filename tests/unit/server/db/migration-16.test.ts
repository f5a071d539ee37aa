// Migration 16 (the fee reward taken back): a version-12 database keeps every member's points, and a
// balance may then fall below zero (points owed) but still not pass the cap.
import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { INOUT } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { PREMIUM_POINTS } from '../../../../server/seed/inout-records';

const premiumPoints = (db: Database.Database) =>
  db
    .prepare(
      `SELECT p.balance FROM member_points p JOIN members m ON m.mem_no = p.mem_no
       WHERE m.login_id = 'demo-premium'`,
    )
    .get();

test('a seeded version-12 database keeps its points; a balance may then owe points, not pass the cap', () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  expect(
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 12),
    ),
  ).toBe(12);
  seedDatabase(db, 42);
  const setBalance = db.prepare('UPDATE member_points SET balance = ?');
  expect(() => setBalance.run(-1)).toThrow(/CHECK constraint failed/);
  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  expect(premiumPoints(db)).toEqual({ balance: PREMIUM_POINTS });
  setBalance.run(-5_000);
  expect(premiumPoints(db)).toEqual({ balance: -5_000 });
  expect(() => setBalance.run(INOUT.maxPointBalance + 1)).toThrow(/CHECK constraint failed/);
  db.close();
});
