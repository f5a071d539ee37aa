// Migration 19 (notifications, the SMS outbox, a loan's expiry notice): a version-18 database gets both
// tables and the loans' column; a notification is a real member's, of a contract kind equal to its subject's,
// with texts in both languages and a 0/1 read flag; ids keep rising after the newest is deleted; both go with
// their member; a loan's expiry notice time is none until one is sent.
import type Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seededAt } from './seeded-at';

interface Row {
  kind?: string;
  subject?: string;
  title?: string;
  read?: number;
}

const insert = (db: Database.Database, memNo: number, row: Row = {}) =>
  Number(
    db
      .prepare(
        `INSERT INTO notifications (mem_no, kind, subject, title_ko, title_en, body_ko, body_en, read, created_at)
         VALUES (?, ?, ?, ?, 'title', '본문', 'body', ?, 0)`,
      )
      .run(
        memNo,
        row.kind ?? 'withdrawal',
        row.subject ?? '{"kind":"withdrawal"}',
        row.title ?? '제목',
        row.read ?? 0,
      ).lastInsertRowid,
  );

const sms = (db: Database.Database, memNo: number, text: string) =>
  db
    .prepare("INSERT INTO sms_outbox (mem_no, phone, text, sent_at) VALUES (?, '01012345678', ?, 0)")
    .run(memNo, text);

const memberNo = (db: Database.Database, loginId: string) =>
  (db.prepare('SELECT mem_no AS memNo FROM members WHERE login_id = ?').get(loginId) as { memNo: number })
    .memNo;

test('a version-18 database gets notifications and the SMS outbox, checked, and gone with their member', () => {
  const db = seededAt(18);
  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  const [alice, bob] = [memberNo(db, 'demo-regular'), memberNo(db, 'demo-empty')];
  const first = insert(db, alice);
  const second = insert(db, bob, { kind: 'order', subject: '{"kind":"order"}', read: 1 });
  expect(second).toBeGreaterThan(first);
  expect(() => insert(db, alice, { kind: 'bell', subject: '{"kind":"bell"}' })).toThrow(/CHECK/);
  expect(() => insert(db, alice, { kind: 'order' })).toThrow(/CHECK/);
  expect(() => insert(db, alice, { subject: '[]' })).toThrow(/CHECK/);
  expect(() => insert(db, alice, { title: '' })).toThrow(/CHECK/);
  expect(() => insert(db, alice, { read: 2 })).toThrow(/CHECK/);
  expect(() => insert(db, 999_999)).toThrow(/FOREIGN KEY/);
  db.prepare('DELETE FROM notifications WHERE notification_id = ?').run(second);
  expect(insert(db, bob)).toBeGreaterThan(second);
  sms(db, alice, '알림');
  sms(db, bob, '알림');
  expect(() => sms(db, alice, '')).toThrow(/CHECK/);
  db.prepare('DELETE FROM members WHERE mem_no = ?').run(alice);
  expect(db.prepare('SELECT mem_no AS memNo FROM notifications').all()).toEqual([{ memNo: bob }]);
  expect(db.prepare('SELECT mem_no AS memNo FROM sms_outbox').all()).toEqual([{ memNo: bob }]);
  db.close();
});

test('loans get the expiry notice time, none until one is sent', () => {
  const db = seededAt(18);
  migrate(db);
  const columns = db.prepare('PRAGMA table_info(loans)').all() as { name: string; dflt_value: unknown }[];
  expect(columns.find((column) => column.name === 'expiry_notice_at')).toMatchObject({ dflt_value: null });
  db.close();
});
