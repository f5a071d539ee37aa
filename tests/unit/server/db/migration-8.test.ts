// Migration 8 (deposits and withdrawals): a seeded version-7 database gains the tables, demo-inout and the
// demo records without any balance changing; the new tables refuse what the ledger never holds.
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { INOUT } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { ledgerProblems } from '../../../../server/db/integrity';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { DEMO_MEMBERS } from '../../../../server/seed/demo-members';
import { REGULAR_RECORDS } from '../../../../server/seed/inout-records';

function versionSevenSeeded(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  expect(migrate(db, MIGRATIONS.slice(0, 7))).toBe(7);
  seedDatabase(db, 42);
  db.prepare("DELETE FROM members WHERE login_id = 'demo-inout'").run();
  return db;
}

const balances = (db: Database.Database) =>
  db.prepare('SELECT * FROM balances ORDER BY mem_no, coin_type').all();

describe('migration 8', () => {
  test('a seeded version-7 database gets demo-inout and the demo records; balances stay', () => {
    const db = versionSevenSeeded();
    const before = balances(db);
    expect(migrate(db, MIGRATIONS.slice(0, 8))).toBe(8);
    expect(db.prepare('SELECT COUNT(*) AS n FROM members').get()).toEqual({ n: DEMO_MEMBERS.length });
    const regular = db
      .prepare(
        `SELECT COUNT(*) AS n FROM inout_records r JOIN members m ON m.mem_no = r.mem_no
         WHERE m.login_id = 'demo-regular'`,
      )
      .get();
    expect(regular).toEqual({ n: REGULAR_RECORDS.length });
    const after = balances(db) as { mem_no: number }[];
    const inout = (
      db.prepare("SELECT mem_no AS memNo FROM members WHERE login_id = 'demo-inout'").get() as {
        memNo: number;
      }
    ).memNo;
    expect(after.filter((row) => row.mem_no !== inout)).toEqual(before);
    expect(ledgerProblems(db)).toEqual([]);
    db.close();
  });

  test('a new database is seeded once', () => {
    const db = new Database(':memory:');
    migrate(db);
    seedDatabase(db, 42);
    migrate(db);
    expect(db.prepare('SELECT COUNT(*) AS n FROM smart_sells').get()).toEqual({ n: 6 });
    db.close();
  });

  test.each([
    ['an unknown state code', "UPDATE inout_records SET state_code = '99'"],
    ['a negative quantity', 'UPDATE inout_records SET quantity = -1'],
    ['an unknown fee level', "UPDATE inout_records SET fee_level = 'TURBO' WHERE fee_level IS NOT NULL"],
    ['points over the cap', `UPDATE member_points SET balance = ${INOUT.maxPointBalance + 1}`],
    ['an unknown smart-sale status', "UPDATE smart_sells SET status = 'DONE'"],
    ['a detail that is not JSON', "UPDATE inout_applications SET detail = '{'"],
  ])('SQLite refuses %s', (_name, sql) => {
    const db = new Database(':memory:');
    migrate(db);
    seedDatabase(db, 42);
    expect(() => db.exec(sql)).toThrow(/constraint failed/);
    db.close();
  });
});
