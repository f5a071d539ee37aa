// Migration 18 (alerts): a version-17 database gets the alerts table; an alert is a real member's, its id
// unique per member (another member may use the same id), its kind one of the contract's and the same as
// its condition's, its flag 0/1 and its previous price positive or none, and it goes with its member.
import type Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seededAt } from './seeded-at';

interface Row {
  kind?: string;
  condition?: string;
  active?: number;
  previous?: number | null;
}

const insert = (db: Database.Database, memNo: number, id: string, row: Row = {}) =>
  db
    .prepare(
      `INSERT INTO alerts (mem_no, alert_id, coin_key, kind, condition, trigger, expires_at, message, active,
         previous_price, version, created_at, updated_at)
       VALUES (?, ?, 'BTC-KRW', ?, ?, 'once', NULL, '', ?, ?, 1, 0, 0)`,
    )
    .run(
      memNo,
      id,
      row.kind ?? 'price',
      row.condition ?? '{"kind":"price","op":"crossesUp","value":100}',
      row.active ?? 1,
      row.previous === undefined ? 90 : row.previous,
    );

const memberNo = (db: Database.Database, loginId: string) =>
  (db.prepare('SELECT mem_no AS memNo FROM members WHERE login_id = ?').get(loginId) as { memNo: number })
    .memNo;

test('a version-17 database gets alerts, unique per member, checked, and gone with their member', () => {
  const db = seededAt(17);
  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  const [alice, bob] = [memberNo(db, 'demo-regular'), memberNo(db, 'demo-empty')];
  insert(db, alice, 'a1');
  insert(db, bob, 'a1');
  insert(db, alice, 'a2', { previous: null });
  expect(() => insert(db, alice, 'a1')).toThrow(/UNIQUE/);
  expect(() => insert(db, alice, 'a3', { kind: 'bell' })).toThrow(/CHECK/);
  expect(() => insert(db, alice, 'a4', { kind: 'move' })).toThrow(/CHECK/);
  expect(() => insert(db, alice, 'a5', { condition: '[]' })).toThrow(/CHECK/);
  expect(() => insert(db, alice, 'a6', { active: 2 })).toThrow(/CHECK/);
  expect(() => insert(db, alice, 'a7', { previous: 0 })).toThrow(/CHECK/);
  expect(() => insert(db, 999_999, 'a8')).toThrow(/FOREIGN KEY/);
  db.prepare('DELETE FROM members WHERE mem_no = ?').run(alice);
  expect(db.prepare('SELECT mem_no AS memNo, alert_id AS id FROM alerts').all()).toEqual([
    { memNo: bob, id: 'a1' },
  ]);
  db.close();
});
