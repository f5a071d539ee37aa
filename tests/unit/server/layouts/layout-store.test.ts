/**
 * The exchange's named layouts (contract/layout-calls.ts, server/layouts/layout-store.ts): versions (a save
 * made on another version is refused with the layout as it is, creating an id twice is stale), member
 * isolation (another member's id is not found by any call, and never collides), the names (trimmed, bounded,
 * unique whatever their case), the limit per member, the default (exactly one or none, deleting it leaves
 * none), copies' names, and the list published after each commit only.
 */
import Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { LAYOUT_ERROR_CODES } from '../../../../contract/layout-calls';
import {
  LAYOUT_NAME_MAX,
  LAYOUTS_PER_MEMBER_MAX,
  type LayoutSummary,
} from '../../../../contract/layout-names';
import { type LayoutDocument } from '../../../../contract/workspace-layout';
import { migrate } from '../../../../server/db/database';
import { ApiError } from '../../../../server/errors/api-error';
import { LayoutStore } from '../../../../server/layouts/layout-store';

const T0 = 1_800_000_000_000;
const ALICE = 1;
const BOB = 2;

/** A document of the current version: one chart, or the given panel types in one row. */
function document(...types: string[]): LayoutDocument {
  const panels = (types.length > 0 ? types : ['chart']).map((type, i) => ({
    kind: 'stack' as const,
    size: '1fr',
    active: 0,
    panels: [{ id: `${type}-${i + 1}`, type, link: 'page' as const, coin: null, settings: null }],
  }));
  return { version: 5, root: { kind: 'row', size: '100%', children: panels }, popouts: [], closed: [] };
}

function database(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const member = db.prepare<[number, string]>(
    `INSERT INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
     VALUES (?, ?, 'h', 'N', 'n@x', '010', 'g', '#000')`,
  );
  member.run(ALICE, 'alice');
  member.run(BOB, 'bob');
  return db;
}

/** The refusal `run` throws: its status, code and data. */
function refusal(run: () => unknown): { status: number; code: string; data: unknown } {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { status: error.status, code: error.code, data: error.data };
  }
  throw new Error('not refused');
}

let db: Database.Database;
let now: number;
let published: { memNo: number; layouts: LayoutSummary[] }[];
let store: LayoutStore;
beforeEach(() => {
  db = database();
  now = T0;
  published = [];
  store = new LayoutStore(
    db,
    () => now,
    (memNo, layouts) => published.push({ memNo, layouts }),
  );
});
afterEach(() => db.close());

const defaults = (memNo: number) =>
  store
    .list(memNo)
    .filter((layout) => layout.isDefault)
    .map(({ id }) => id);

describe('versions', () => {
  test('a create is version 1, each save and rename one more, stamped with the clock; the list published', () => {
    const created = store.put(ALICE, 'l1', 'Scalping', document(), 0);
    expect(created).toEqual({
      id: 'l1',
      name: 'Scalping',
      version: 1,
      isDefault: false,
      updatedAt: T0,
      layout: document(),
    });
    now += 1000;
    const saved = store.put(ALICE, 'l1', 'Scalping', document('chart', 'order-book'), 1);
    expect(saved).toMatchObject({
      version: 2,
      updatedAt: T0 + 1000,
      layout: document('chart', 'order-book'),
    });
    now += 1000;
    const renamed = store.rename(ALICE, 'l1', 'Swing', 2);
    expect(renamed).toMatchObject({ name: 'Swing', version: 3, updatedAt: T0 + 2000 });
    expect(renamed.layout).toEqual(saved.layout);
    expect(store.get(ALICE, 'l1')).toEqual(renamed);
    expect(published.map(({ memNo, layouts }) => [memNo, layouts.map((l) => [l.name, l.version])])).toEqual([
      [ALICE, [['Scalping', 1]]],
      [ALICE, [['Scalping', 2]]],
      [ALICE, [['Swing', 3]]],
    ]);
  });

  test('a save made on another version is refused with the layout as it is now, and nothing changes', () => {
    store.put(ALICE, 'l1', 'Desk', document(), 0);
    store.put(ALICE, 'l1', 'Desk', document('chart', 'coin-list'), 1);
    published = [];
    // A second window saved version 1 after the first window's save made version 2.
    const stale = refusal(() => store.put(ALICE, 'l1', 'Desk', document('order-panel'), 1));
    expect(stale).toEqual({
      status: 409,
      code: LAYOUT_ERROR_CODES.stale,
      data: { current: store.get(ALICE, 'l1') },
    });
    expect(store.get(ALICE, 'l1')).toMatchObject({ version: 2, layout: document('chart', 'coin-list') });
    for (const run of [
      () => store.rename(ALICE, 'l1', 'Other', 1),
      () => store.delete(ALICE, 'l1', 3),
      // Creating an id the member has: the layout as it is.
      () => store.put(ALICE, 'l1', 'New', document(), 0),
    ])
      expect(refusal(run)).toMatchObject({ status: 409, code: LAYOUT_ERROR_CODES.stale });
    expect(published).toEqual([]);
  });

  test('saving, renaming or deleting an id the member has not is not found', () => {
    for (const run of [
      () => store.put(ALICE, 'nope', 'Desk', document(), 1),
      () => store.rename(ALICE, 'nope', 'Desk', 1),
      () => store.delete(ALICE, 'nope', 1),
      () => store.get(ALICE, 'nope'),
      () => store.setDefault(ALICE, 'nope'),
      () => store.clearDefault(ALICE, 'nope'),
      () => store.copy(ALICE, 'nope', 'copy', 'en'),
    ])
      expect(refusal(run)).toEqual({ status: 404, code: LAYOUT_ERROR_CODES.notFound, data: null });
  });

  test('a delete at the stored version deletes it', () => {
    store.put(ALICE, 'l1', 'Desk', document(), 0);
    store.delete(ALICE, 'l1', 1);
    expect(store.list(ALICE)).toEqual([]);
    expect(published.at(-1)).toEqual({ memNo: ALICE, layouts: [] });
  });
});

describe('members are isolated', () => {
  test("another member's id answers not found to every call, and their list and names are their own", () => {
    store.put(ALICE, 'desk', 'Desk', document(), 0);
    store.setDefault(ALICE, 'desk');
    for (const run of [
      () => store.get(BOB, 'desk'),
      () => store.put(BOB, 'desk', 'Mine', document(), 1),
      () => store.rename(BOB, 'desk', 'Mine', 1),
      () => store.delete(BOB, 'desk', 1),
      () => store.setDefault(BOB, 'desk'),
      () => store.clearDefault(BOB, 'desk'),
      () => store.copy(BOB, 'desk', 'stolen', 'en'),
    ])
      expect(refusal(run)).toMatchObject({ status: 404, code: LAYOUT_ERROR_CODES.notFound });
    expect(store.list(BOB)).toEqual([]);
    // The same id and name are Bob's own, never a collision that would tell Alice's exists.
    expect(store.put(BOB, 'desk', 'Desk', document('coin-list'), 0)).toMatchObject({ version: 1 });
    expect(store.get(ALICE, 'desk')).toMatchObject({ layout: document(), isDefault: true });
    expect(store.get(BOB, 'desk')).toMatchObject({ layout: document('coin-list'), isDefault: false });
    expect(published.filter(({ memNo }) => memNo === BOB).map(({ layouts }) => layouts.length)).toEqual([1]);
  });
});

describe('names', () => {
  test('are kept trimmed; 1 to LAYOUT_NAME_MAX characters, Korean counted by character', () => {
    expect(store.put(ALICE, 'a', '  Scalping  ', document(), 0).name).toBe('Scalping');
    expect(store.put(ALICE, 'b', '가'.repeat(LAYOUT_NAME_MAX), document(), 0).name).toHaveLength(
      LAYOUT_NAME_MAX,
    );
    expect(store.put(ALICE, 'c', '📈'.repeat(LAYOUT_NAME_MAX), document(), 0).name).toBe(
      '📈'.repeat(LAYOUT_NAME_MAX),
    );
  });

  test.each([
    ['', 'name-empty'],
    ['   ', 'name-empty'],
    ['x'.repeat(LAYOUT_NAME_MAX + 1), 'name-too-long'],
    ['Two\nlines', 'name-control'],
    ['Tab\there', 'name-control'],
  ])('%j is refused as %s, nothing kept', (name, problem) => {
    expect(refusal(() => store.put(ALICE, 'a', name, document(), 0))).toEqual({
      status: 400,
      code: LAYOUT_ERROR_CODES.invalid,
      data: { problem },
    });
    expect(store.list(ALICE)).toEqual([]);
    expect(published).toEqual([]);
  });

  test('are unique per member whatever their case; a layout may change its own name’s case', () => {
    store.put(ALICE, 'a', 'Scalping', document(), 0);
    store.put(ALICE, 'b', 'Swing', document(), 0);
    expect(refusal(() => store.put(ALICE, 'c', 'SCALPING', document(), 0))).toEqual({
      status: 409,
      code: LAYOUT_ERROR_CODES.nameTaken,
      data: { name: 'SCALPING' },
    });
    expect(refusal(() => store.rename(ALICE, 'b', ' scalping ', 1))).toMatchObject({
      code: LAYOUT_ERROR_CODES.nameTaken,
    });
    expect(refusal(() => store.put(ALICE, 'b', 'scalping', document(), 1))).toMatchObject({
      code: LAYOUT_ERROR_CODES.nameTaken,
    });
    expect(store.rename(ALICE, 'a', 'SCALPING', 1)).toMatchObject({ name: 'SCALPING', version: 2 });
    expect(store.list(ALICE).map(({ name }) => name)).toEqual(['SCALPING', 'Swing']);
  });
});

describe('the limit', () => {
  test('a member keeps at most LAYOUTS_PER_MEMBER_MAX; a save of one kept still goes', () => {
    for (let i = 0; i < LAYOUTS_PER_MEMBER_MAX; i += 1) store.put(ALICE, `l${i}`, `Desk ${i}`, document(), 0);
    expect(refusal(() => store.put(ALICE, 'more', 'More', document(), 0))).toEqual({
      status: 409,
      code: LAYOUT_ERROR_CODES.tooMany,
      data: { max: LAYOUTS_PER_MEMBER_MAX },
    });
    expect(refusal(() => store.copy(ALICE, 'l0', 'more', 'en'))).toMatchObject({
      code: LAYOUT_ERROR_CODES.tooMany,
    });
    expect(store.put(ALICE, 'l0', 'Desk 0', document('coin-list'), 1)).toMatchObject({ version: 2 });
    // Bob's count is his own.
    expect(store.put(BOB, 'l0', 'Desk', document(), 0)).toMatchObject({ version: 1 });
    store.delete(ALICE, 'l1', 1);
    expect(store.put(ALICE, 'more', 'More', document(), 0)).toMatchObject({ version: 1 });
  });
});

describe('the default', () => {
  test('is one layout or none: setting one unsets the other; it changes no version', () => {
    store.put(ALICE, 'a', 'A', document(), 0);
    store.put(ALICE, 'b', 'B', document(), 0);
    expect(defaults(ALICE)).toEqual([]);
    expect(store.setDefault(ALICE, 'a').map(({ id, isDefault }) => [id, isDefault])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    store.setDefault(ALICE, 'b');
    expect(defaults(ALICE)).toEqual(['b']);
    expect(store.list(ALICE).map(({ version }) => version)).toEqual([1, 1]);
    // Clearing another layout than the default changes nothing and publishes nothing.
    published = [];
    expect(store.clearDefault(ALICE, 'a').map(({ isDefault }) => isDefault)).toEqual([false, true]);
    expect(published).toEqual([]);
    store.clearDefault(ALICE, 'b');
    expect(defaults(ALICE)).toEqual([]);
    expect(published).toHaveLength(1);
  });

  test('deleting the default leaves the member none, never another chosen for them', () => {
    store.put(ALICE, 'a', 'A', document(), 0);
    store.put(ALICE, 'b', 'B', document(), 0);
    store.setDefault(ALICE, 'a');
    store.delete(ALICE, 'a', 1);
    expect(store.list(ALICE)).toEqual([expect.objectContaining({ id: 'b', isDefault: false })]);
  });

  test('the database itself keeps a member to one default', () => {
    store.put(ALICE, 'a', 'A', document(), 0);
    store.put(ALICE, 'b', 'B', document(), 0);
    db.prepare("UPDATE layouts SET is_default = 1 WHERE layout_id = 'a'").run();
    expect(() => db.prepare("UPDATE layouts SET is_default = 1 WHERE layout_id = 'b'").run()).toThrow(
      /UNIQUE/,
    );
  });
});

describe('copies', () => {
  test('are named "Copy of …" in English and "… 사본" in Korean, numbered while the name is taken', () => {
    store.put(ALICE, 'a', 'Scalping', document('chart', 'order-book'), 0);
    store.setDefault(ALICE, 'a');
    now += 5000;
    const copy = store.copy(ALICE, 'a', 'b', 'en');
    expect(copy).toEqual({
      id: 'b',
      name: 'Copy of Scalping',
      version: 1,
      isDefault: false,
      updatedAt: T0 + 5000,
      layout: document('chart', 'order-book'),
    });
    expect(store.copy(ALICE, 'a', 'c', 'en').name).toBe('Copy of Scalping (2)');
    expect(store.copy(ALICE, 'a', 'd', 'ko').name).toBe('Scalping 사본');
    expect(store.copy(ALICE, 'a', 'e', 'ko').name).toBe('Scalping 사본 (2)');
    expect(store.copy(ALICE, 'b', 'f', 'en').name).toBe('Copy of Copy of Scalping');
    expect(defaults(ALICE)).toEqual(['a']);
  });

  test('of a long name fit LAYOUT_NAME_MAX by shortening the name, never the suffix', () => {
    const long = 'Breakout desk for KRW majors, 4 screens';
    store.put(ALICE, 'a', long, document(), 0);
    const first = store.copy(ALICE, 'a', 'b', 'en').name;
    const second = store.copy(ALICE, 'a', 'c', 'en').name;
    expect([...first].length).toBeLessThanOrEqual(LAYOUT_NAME_MAX);
    expect(first).toBe(`Copy of ${long.slice(0, LAYOUT_NAME_MAX - 8).trim()}`);
    expect(second.endsWith(' (2)')).toBe(true);
    expect([...second].length).toBeLessThanOrEqual(LAYOUT_NAME_MAX);
  });

  test('to an id the member has are stale with that layout', () => {
    store.put(ALICE, 'a', 'A', document(), 0);
    store.put(ALICE, 'b', 'B', document('coin-list'), 0);
    expect(refusal(() => store.copy(ALICE, 'a', 'b', 'en'))).toEqual({
      status: 409,
      code: LAYOUT_ERROR_CODES.stale,
      data: { current: store.get(ALICE, 'b') },
    });
  });
});
