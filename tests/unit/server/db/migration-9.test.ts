// Migration 9 (SMS login): a seeded version-8 database gains the members' SMS-login switch, off for
// everyone but demo-sms, which it adds; a new database gets the same from the seed.
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { DEMO_MEMBERS } from '../../../../server/seed/demo-members';

const switchedOn = (db: Database.Database) =>
  db.prepare('SELECT login_id AS loginId FROM members WHERE sms_login = 1').all();

describe('migration 9', () => {
  test('a seeded version-8 database gets demo-sms with SMS login on, everyone else off', () => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    expect(migrate(db, MIGRATIONS.slice(0, 8))).toBe(8);
    seedDatabase(db, 42);
    db.prepare("DELETE FROM members WHERE login_id = 'demo-sms'").run();
    expect(migrate(db, MIGRATIONS.slice(0, 9))).toBe(9);
    expect(db.prepare('SELECT COUNT(*) AS n FROM members').get()).toEqual({ n: DEMO_MEMBERS.length });
    expect(switchedOn(db)).toEqual([{ loginId: 'demo-sms' }]);
    db.close();
  });

  test('a new database is seeded with the switch; it holds only 0 or 1', () => {
    const db = new Database(':memory:');
    migrate(db);
    seedDatabase(db, 42);
    expect(switchedOn(db)).toEqual([{ loginId: 'demo-sms' }]);
    expect(() => db.prepare("UPDATE members SET sms_login = 2 WHERE login_id = 'demo-sms'").run()).toThrow(
      /CHECK/,
    );
    db.close();
  });
});
