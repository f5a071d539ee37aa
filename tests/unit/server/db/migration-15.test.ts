// Migration 15 (who sent an upload): a version-12 database's pending files become guests' (the column is
// empty), and from then on a file names the member who sent it, a real one, and goes with them.
import type Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seededAt } from './seeded-at';

const insert = (db: Database.Database, id: string, uploadedBy: number) =>
  db
    .prepare(
      `INSERT INTO attachments (attachment_id, file_name, media_type, size, bytes, address, created_at, uploaded_by)
       VALUES (?, 'a.png', 'image/png', 1, x'01', '127.0.0.1', 0, ?)`,
    )
    .run(id, uploadedBy);

test('a version-12 database keeps its uploads as guests’; uploads then name a real member and go with them', () => {
  const db = seededAt(12);
  db.prepare(
    `INSERT INTO attachments (attachment_id, file_name, media_type, size, bytes, address, created_at)
     VALUES ('old', 'a.png', 'image/png', 1, x'01', '127.0.0.1', 0)`,
  ).run();
  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  expect(db.prepare("SELECT uploaded_by AS by FROM attachments WHERE attachment_id = 'old'").get()).toEqual({
    by: null,
  });

  const { memNo } = db.prepare("SELECT mem_no AS memNo FROM members WHERE login_id = 'demo-empty'").get() as {
    memNo: number;
  };
  insert(db, 'mine', memNo);
  expect(() => insert(db, 'nobody', 999_999)).toThrow(/FOREIGN KEY/);
  db.prepare('DELETE FROM members WHERE mem_no = ?').run(memNo);
  expect(db.prepare("SELECT COUNT(*) AS n FROM attachments WHERE attachment_id = 'mine'").get()).toEqual({
    n: 0,
  });
  db.close();
});
