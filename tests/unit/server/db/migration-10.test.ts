// Migration 10 (Open API keys): a seeded database of the version before gains the keys table and
// demo-api without any balance changing; the table refuses what the key store never writes.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { OPEN_API } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { ledgerProblems } from '../../../../server/db/integrity';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { ServerSecrets } from '../../../../server/server-key';
import { OpenApiKeyStore } from '../../../../server/open-api/key-store';

const BEFORE = MIGRATIONS.filter((migration) => migration.version < 10);

function seededBefore(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db, BEFORE);
  seedDatabase(db, 42);
  db.prepare("DELETE FROM members WHERE login_id = 'demo-api'").run();
  return db;
}

const balances = (db: Database.Database) =>
  db.prepare('SELECT * FROM balances ORDER BY mem_no, coin_type').all();
const memNoOf = (db: Database.Database, loginId: string) =>
  (db.prepare('SELECT mem_no AS memNo FROM members WHERE login_id = ?').get(loginId) as { memNo: number })
    .memNo;

describe('migration 10', () => {
  test('a seeded database gets demo-api and the keys table; other balances stay', () => {
    const db = seededBefore();
    const before = balances(db);
    expect(
      migrate(
        db,
        MIGRATIONS.filter((migration) => migration.version <= 10),
      ),
    ).toBe(10);
    const api = memNoOf(db, 'demo-api');
    expect((balances(db) as { mem_no: number }[]).filter((row) => row.mem_no !== api)).toEqual(before);
    migrate(db);
    expect(new OpenApiKeyStore(db, () => 0, new ServerSecrets(randomBytes(32))).list(api)).toEqual([]);
    expect(ledgerProblems(db)).toEqual([]);
    db.close();
  });

  test.each([
    ['a short access key', "INSERT INTO open_api_keys VALUES ('abc', @memNo, @secret, '[]', 0, NULL)"],
    ['a short secret', "INSERT INTO open_api_keys VALUES (@key, @memNo, 'short', '[]', 0, NULL)"],
    [
      'addresses that are not a list',
      "INSERT INTO open_api_keys VALUES (@key, @memNo, @secret, '{}', 0, NULL)",
    ],
    [
      `more than ${OPEN_API.maxAllowedIps} addresses`,
      `INSERT INTO open_api_keys VALUES (@key, @memNo, @secret, '${JSON.stringify(['1', '2', '3', '4', '5', '6'])}', 0, NULL)`,
    ],
    ['a missing member', "INSERT INTO open_api_keys VALUES (@key, 1, @secret, '[]', 0, NULL)"],
  ])('%s is refused', (_name, sql) => {
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    migrate(db);
    seedDatabase(db, 42);
    const row = { key: 'a'.repeat(40), memNo: memNoOf(db, 'demo-api'), secret: 's'.repeat(64) };
    expect(() => db.prepare(sql).run(row)).toThrow();
    db.close();
  });
});
