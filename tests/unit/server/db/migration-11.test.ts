// Migration 11 (member blocks): a seeded version-8 database gains the block column and the block demo
// members with their blocks; the column refuses a type the contract does not know.
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { BLOCK_TYPES } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { DEMO_MEMBERS } from '../../../../server/seed/demo-members';

const blocks = (db: Database.Database) =>
  db
    .prepare('SELECT login_id AS loginId, block_type AS blockType FROM members WHERE block_type IS NOT NULL')
    .all();

const EXPECTED = DEMO_MEMBERS.filter((member) => member.blockType !== null).map(({ loginId, blockType }) => ({
  loginId,
  blockType,
}));

describe('migration 11', () => {
  test('every block type has its demo member', () => {
    expect(EXPECTED.map((member) => member.blockType).sort()).toEqual([...BLOCK_TYPES].sort());
  });

  test('a seeded version-8 database gets the block members and their blocks', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    expect(
      migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version <= 8),
      ),
    ).toBe(8);
    seedDatabase(db, 42);
    db.prepare("DELETE FROM members WHERE login_id LIKE 'demo-block-%'").run();
    migrate(db);
    expect(db.prepare('SELECT COUNT(*) AS n FROM members').get()).toEqual({ n: DEMO_MEMBERS.length });
    expect(blocks(db)).toEqual(EXPECTED);
    db.close();
  });

  test('a new database is seeded with the blocks', () => {
    const db = new Database(':memory:');
    migrate(db);
    seedDatabase(db, 42);
    expect(blocks(db)).toEqual(EXPECTED);
    db.close();
  });

  test('an unknown block type is refused', () => {
    const db = new Database(':memory:');
    migrate(db);
    seedDatabase(db, 42);
    expect(() =>
      db.prepare("UPDATE members SET block_type = 'FROZEN' WHERE login_id = 'demo-regular'").run(),
    ).toThrow(/CHECK constraint failed/);
    db.close();
  });
});
