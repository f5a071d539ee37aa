// Migration 7 (sign-up and uploads): a seeded version-6 database gains member_joins and attachments,
// keeps its members, and refuses from then on a login ID that differs from one only in case, an
// attachment over the size limit or whose size is not its bytes', and one of another media type.
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import { UPLOAD } from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seedDatabase } from '../../../../server/db/seed';
import { DEMO_MEMBERS } from '../../../../server/seed/demo-members';

function versionSixSeeded(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  expect(migrate(db, MIGRATIONS.slice(0, 6))).toBe(6);
  seedDatabase(db, 42);
  return db;
}

const insertAttachment = (db: Database.Database, size: number, bytes: Buffer, mediaType = 'image/png') =>
  db
    .prepare(
      `INSERT INTO attachments (attachment_id, file_name, media_type, size, bytes, address, created_at)
       VALUES (?, 'a.png', ?, ?, ?, '127.0.0.1', 0)`,
    )
    .run(`id-${Math.random()}`, mediaType, size, bytes);

describe('migration 7', () => {
  test('a seeded version-6 database keeps its members and gains the sign-up tables', () => {
    const db = versionSixSeeded();
    expect(migrate(db, MIGRATIONS.slice(0, 7))).toBe(7);
    expect(db.prepare('SELECT COUNT(*) AS n FROM members').get()).toEqual({ n: DEMO_MEMBERS.length });
    expect(db.prepare('SELECT COUNT(*) AS n FROM member_joins').get()).toEqual({ n: 0 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM attachments').get()).toEqual({ n: 0 });
    db.close();
  });

  test('login IDs are unique regardless of case', () => {
    const db = versionSixSeeded();
    migrate(db, MIGRATIONS.slice(0, 7));
    const copy = db.prepare(
      `INSERT INTO members (login_id, password_hash, name, email, phone, grade_name, grade_color)
       VALUES (?, 'x', 'n', 'e', 'p', 'White', '#9e9e9e')`,
    );
    expect(() => copy.run('DEMO-REGULAR')).toThrow(/UNIQUE/);
    expect(() => copy.run('demo-someone-new')).not.toThrow();
    db.close();
  });

  test('attachments: under the size limit, size equal to the bytes, an upload media type', () => {
    const db = versionSixSeeded();
    migrate(db, MIGRATIONS.slice(0, 7));
    expect(() => insertAttachment(db, 4, Buffer.alloc(4))).not.toThrow();
    expect(() => insertAttachment(db, 5, Buffer.alloc(4))).toThrow(/CHECK/);
    expect(() => insertAttachment(db, UPLOAD.maxBytes, Buffer.alloc(UPLOAD.maxBytes))).toThrow(/CHECK/);
    expect(() => insertAttachment(db, 4, Buffer.alloc(4), 'application/x-msdownload')).toThrow(/CHECK/);
    db.close();
  });
});
