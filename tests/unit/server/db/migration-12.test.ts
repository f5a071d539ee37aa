// Migration 12 (the trade password): a version-11 database gains the hash column, empty for every member
// (the status each had stays); the store then keeps a scrypt hash, never the digits, and sets status Y.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { ServerSecrets } from '../../../../server/server-key';
import { MemberStore } from '../../../../server/members/member-store';
import { verifyPassword } from '../../../../server/members/passwords';

const tradePassword = (db: Database.Database, loginId: string) =>
  db
    .prepare<[string], { memNo: number; hash: string | null; status: string }>(
      `SELECT mem_no AS memNo, trade_password_hash AS hash, trade_password_status AS status
       FROM members WHERE login_id = ?`,
    )
    .get(loginId)!;

test('a seeded version-11 database gets the column, empty, and keeps each status', () => {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  expect(
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 11),
    ),
  ).toBe(11);
  seedDatabase(db, 42);
  expect(
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version <= 12),
    ),
  ).toBe(12);
  expect(tradePassword(db, 'demo-tradepw-i')).toMatchObject({ hash: null, status: 'I' });
  expect(db.prepare('SELECT COUNT(*) AS n FROM members WHERE trade_password_hash IS NOT NULL').get()).toEqual(
    { n: 0 },
  );
  db.close();
});

test('the store keeps a scrypt hash of the trade password and sets the status to Y', async () => {
  const db = new Database(':memory:');
  migrate(db);
  seedDatabase(db, 42);
  const members = new MemberStore(db, () => 0, new ServerSecrets(randomBytes(32)));
  const { memNo } = tradePassword(db, 'demo-tradepw-i');
  members.setTradePassword(memNo, await members.hashNewPassword('480159'));
  const stored = tradePassword(db, 'demo-tradepw-i');
  expect(stored.status).toBe('Y');
  expect(stored.hash).not.toContain('480159');
  expect(await verifyPassword('480159', stored.hash!)).toBe(true);
  expect(members.userInfo(memNo)?.useTradePasswordStatus).toBe('Y');
  db.close();
});

test('an empty or overlong hash is refused', () => {
  const db = new Database(':memory:');
  migrate(db);
  seedDatabase(db, 42);
  const update = db.prepare("UPDATE members SET trade_password_hash = ? WHERE login_id = 'demo-tradepw-i'");
  expect(() => update.run('')).toThrow(/CHECK constraint failed/);
  expect(() => update.run('x'.repeat(201))).toThrow(/CHECK constraint failed/);
  db.close();
});
