// Migration 17 (chart drawings): a version-16 database gets the drawings table; a drawing is a real
// member's, its id unique per member (another member may use the same id), its tool one of the contract's
// and its flags 0/1, and it goes with its member.
import type Database from 'better-sqlite3';
import { expect, test } from 'vitest';
import { migrate } from '../../../../server/db/database';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { seededAt } from './seeded-at';

const insert = (db: Database.Database, memNo: number, id: string, tool = 'trendLine', locked = 0) =>
  db
    .prepare(
      `INSERT INTO drawings (mem_no, drawing_id, coin_key, tool, anchors, style, locked, hidden, version, updated_at)
       VALUES (?, ?, 'BTC-KRW', ?, '[]', '{}', ?, 0, 1, 0)`,
    )
    .run(memNo, id, tool, locked);

const memberNo = (db: Database.Database, loginId: string) =>
  (db.prepare('SELECT mem_no AS memNo FROM members WHERE login_id = ?').get(loginId) as { memNo: number })
    .memNo;

test('a version-16 database gets drawings, unique per member, checked, and gone with their member', () => {
  const db = seededAt(16);
  expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
  const [alice, bob] = [memberNo(db, 'demo-regular'), memberNo(db, 'demo-empty')];
  insert(db, alice, 'd1');
  insert(db, bob, 'd1');
  expect(() => insert(db, alice, 'd1')).toThrow(/UNIQUE/);
  expect(() => insert(db, alice, 'd2', 'circle')).toThrow(/CHECK/);
  expect(() => insert(db, alice, 'd3', 'trendLine', 2)).toThrow(/CHECK/);
  expect(() => insert(db, 999_999, 'd4')).toThrow(/FOREIGN KEY/);
  db.prepare('DELETE FROM members WHERE mem_no = ?').run(alice);
  expect(db.prepare('SELECT mem_no AS memNo, drawing_id AS id FROM drawings').all()).toEqual([
    { memNo: bob, id: 'd1' },
  ]);
  db.close();
});
