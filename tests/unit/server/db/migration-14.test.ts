// Migration 14 (secrets a copied database must not give away, used nonces): a version-12 database with a
// live session and an Open API key in plain text comes out with the session's digest and the secret
// sealed, both with the data folder's server key, so the member stays logged in and the key still signs;
// without the key it refuses (and changes nothing) rather than lock everyone out. The nonces table follows.
import { randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { ServerSecrets } from '../../../../server/server-key';
import { MemberStore } from '../../../../server/members/member-store';
import { OpenApiKeyStore } from '../../../../server/open-api/key-store';
import { seededAt } from './seeded-at';

const NOW = Date.UTC(2026, 10, 28);
const SESSION = 'plain-session-id-as-the-cookie-carries-it';
const ACCESS = 'c'.repeat(40);
const SECRET = 'plain-secret-'.repeat(5);

/** A seeded version-12 database holding a live session and a key of demo-api, both in plain text. */
function version12(): { db: Database.Database; memNo: number } {
  const db = seededAt(12);
  const { memNo } = db
    .prepare<[], { memNo: number }>("SELECT mem_no AS memNo FROM members WHERE login_id = 'demo-api'")
    .get()!;
  db.prepare('INSERT INTO sessions (id, mem_no, created_at, expires_at) VALUES (?, ?, ?, ?)').run(
    SESSION,
    memNo,
    NOW,
    NOW + 3_600_000,
  );
  db.prepare(
    "INSERT INTO open_api_keys (access_key, mem_no, secret_key, allowed_ips, created_at) VALUES (?, ?, ?, '[]', ?)",
  ).run(ACCESS, memNo, SECRET, NOW);
  return { db, memNo };
}

describe('migration 14', () => {
  test('the session is kept as its digest and the secret sealed: both still work with the key', () => {
    const { db, memNo } = version12();
    const secrets = new ServerSecrets(randomBytes(32));
    expect(migrate(db, MIGRATIONS, secrets)).toBe(MIGRATIONS.at(-1)!.version);
    const stored = db.prepare<[], { id: string }>('SELECT id FROM sessions').all();
    expect(stored).toEqual([{ id: secrets.sessionDigest(SESSION) }]);
    const sealed = db
      .prepare<[], { secret: string }>('SELECT sealed_secret AS secret FROM open_api_keys')
      .get()!.secret;
    expect(sealed).not.toContain(SECRET);
    expect(new MemberStore(db, () => NOW, secrets).sessionMember(SESSION)).toBe(memNo);
    expect(new OpenApiKeyStore(db, () => NOW, secrets).owner(ACCESS)).toEqual({
      memNo,
      secretKey: SECRET,
      allowedIps: [],
    });
    // Another server key opens neither.
    const other = new ServerSecrets(randomBytes(32));
    expect(new MemberStore(db, () => NOW, other).sessionMember(SESSION)).toBeUndefined();
    expect(new OpenApiKeyStore(db, () => NOW, other).owner(ACCESS)).toBeUndefined();
    db.close();
  });

  test('without the server key a database with rows to seal is refused and stays before version 14', () => {
    const { db } = version12();
    expect(() => migrate(db)).toThrow(/server key/);
    // The migrations before 14 each applied in their own transaction; 14's was rolled back.
    const before14 = MIGRATIONS.filter((migration) => migration.version < 14).at(-1)!.version;
    expect(db.prepare('SELECT version FROM schema_version').get()).toEqual({ version: before14 });
    expect(db.prepare('SELECT id FROM sessions').all()).toEqual([{ id: SESSION }]);
    db.close();
  });

  test('a database with nothing to seal needs no key; the nonces table refuses what the store never writes', () => {
    const db = new Database(':memory:');
    migrate(db);
    const insert = db.prepare('INSERT INTO open_api_nonces (access_key, nonce, keep_until) VALUES (?, ?, ?)');
    insert.run(ACCESS, 'nonce-0000000001', NOW);
    expect(() => insert.run(ACCESS, 'nonce-0000000001', NOW)).toThrow(/UNIQUE/);
    expect(() => insert.run('short', 'nonce-0000000002', NOW)).toThrow(/CHECK/);
    expect(() => insert.run(ACCESS, 'short', NOW)).toThrow(/CHECK/);
    const plan = db
      .prepare<[], { detail: string }>('EXPLAIN QUERY PLAN DELETE FROM open_api_nonces WHERE keep_until < 0')
      .all();
    expect(plan.map((row) => row.detail).join()).toContain('open_api_nonces_expiry');
    db.close();
  });
});
