// Migration 23 (a TWAP's end as a notification): a version-22 database keeps its notifications — ids, texts,
// read flags, subjects — and takes the 'algo' kind after, every kind of the contract's list and no other;
// ids keep rising past one deleted before the step; the indexes are back; notifications still go with their
// member.
import type Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../../contract/notifications';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seededAt } from './seeded-at';

const insert = (db: Database.Database, memNo: number, kind: string, read = 0) =>
  Number(
    db
      .prepare(
        `INSERT INTO notifications (mem_no, kind, subject, title_ko, title_en, body_ko, body_en, read, created_at)
         VALUES (?, ?, json_object('kind', ?), '제목', 'title', '본문', 'body', ?, 7)`,
      )
      .run(memNo, kind, kind, read).lastInsertRowid,
  );

const memberNo = (db: Database.Database, loginId: string) =>
  (db.prepare('SELECT mem_no AS memNo FROM members WHERE login_id = ?').get(loginId) as { memNo: number })
    .memNo;

const all = (db: Database.Database) =>
  db.prepare('SELECT * FROM notifications ORDER BY notification_id').all();

test('a version-22 database keeps its notifications and takes the algo kind after', () => {
  const db = seededAt(22);
  const [alice, bob] = [memberNo(db, 'demo-regular'), memberNo(db, 'demo-empty')];
  insert(db, alice, 'order');
  insert(db, bob, 'withdrawal', 1);
  const newest = insert(db, alice, 'alert');
  expect(() => insert(db, alice, 'algo')).toThrow(/CHECK/);
  db.prepare('DELETE FROM notifications WHERE notification_id = ?').run(newest);
  const before = all(db);
  expect(before).toHaveLength(2);

  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  expect(all(db)).toEqual(before);
  const algo = insert(db, alice, 'algo');
  expect(algo).toBeGreaterThan(newest);
  for (const kind of NOTIFICATION_KINDS) expect(insert(db, bob, kind)).toBeGreaterThan(algo);
  expect(() => insert(db, alice, 'bell')).toThrow(/CHECK/);
  expect(() =>
    db
      .prepare(
        `INSERT INTO notifications (mem_no, kind, subject, title_ko, title_en, body_ko, body_en, read, created_at)
         VALUES (?, 'algo', '{"kind":"order"}', '제목', 'title', '본문', 'body', 0, 7)`,
      )
      .run(alice),
  ).toThrow(/CHECK/);
  expect(() => insert(db, 999_999, 'algo')).toThrow(/FOREIGN KEY/);

  const indexes = db
    .prepare(
      "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'notifications' ORDER BY name",
    )
    .all();
  expect(indexes).toEqual([{ name: 'notifications_member' }, { name: 'notifications_unread' }]);
  db.prepare('DELETE FROM members WHERE mem_no = ?').run(alice);
  expect(db.prepare('SELECT DISTINCT mem_no AS memNo FROM notifications').all()).toEqual([{ memNo: bob }]);
  db.close();
});

test('a version-22 database with no notification yet starts its ids at 1', () => {
  const db = seededAt(22);
  migrate(db);
  expect(insert(db, memberNo(db, 'demo-regular'), 'algo')).toBe(1);
  db.close();
});
