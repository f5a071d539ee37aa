/**
 * The exchange's drawing store (contract/drawing-calls.ts): versions (the last write wins per drawing, a
 * write made on another version is refused with the drawing as it is, creating an id twice is stale),
 * member isolation (ids are the member's own: another member's is not found, and never collides), the
 * limit per coin, delete-all, and a change published only after its commit. Then a property: two windows
 * of one member put and delete at random, each from what it has seen (answers, refusals and the published
 * changes it got round to), and the store ends as a model of the rules says, every refusal the model's,
 * and both windows, once they have taken every published change, show exactly the store.
 */
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  DRAWING_ERROR_CODES,
  DRAWINGS_PER_COIN_MAX,
  type CoinKey,
  type Drawing,
  type DrawingChange,
} from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { DrawingStore } from '../../../../server/drawings/drawing-store';
import { ApiError } from '../../../../server/errors/api-error';
import { drawingPut } from '../../../fixtures/drawings';

const T0 = 1_800_000_000_000;
const ALICE = 1;
const BOB = 2;

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
let published: { memNo: number; change: DrawingChange }[];
let store: DrawingStore;
beforeEach(() => {
  db = database();
  now = T0;
  published = [];
  store = new DrawingStore(
    db,
    () => now,
    (memNo, change) => published.push({ memNo, change }),
  );
});
afterEach(() => db.close());

describe('versions', () => {
  test('a create is version 1, each update one more, stamped with the clock and published', () => {
    const created = store.put(ALICE, 'd1', drawingPut());
    expect(created).toMatchObject({ id: 'd1', coin: 'BTC-KRW', version: 1, updatedAt: T0 });
    now += 1000;
    const moved = store.put(ALICE, 'd1', { ...drawingPut('trendLine', 'BTC-KRW', 200), baseVersion: 1 });
    expect(moved).toMatchObject({
      version: 2,
      updatedAt: T0 + 1000,
      anchors: [{ price: 200 }, { price: 201 }],
    });
    expect(store.list(ALICE, 'BTC-KRW')).toEqual([moved]);
    expect(published).toEqual([
      { memNo: ALICE, change: { kind: 'put', coin: 'BTC-KRW', drawing: created } },
      { memNo: ALICE, change: { kind: 'put', coin: 'BTC-KRW', drawing: moved } },
    ]);
  });

  test('a write on another version is stale: refused with the drawing as it is, nothing changed or sent', () => {
    store.put(ALICE, 'd1', drawingPut());
    const current = store.put(ALICE, 'd1', { ...drawingPut(), baseVersion: 1 });
    published = [];
    for (const baseVersion of [1, 3])
      expect(refusal(() => store.put(ALICE, 'd1', { ...drawingPut('ray'), baseVersion }))).toEqual({
        status: 409,
        code: DRAWING_ERROR_CODES.stale,
        data: { current },
      });
    expect(refusal(() => store.delete(ALICE, 'd1', 1))).toMatchObject({ code: DRAWING_ERROR_CODES.stale });
    expect(store.list(ALICE, 'BTC-KRW')).toEqual([current]);
    expect(published).toEqual([]);
  });

  test('creating an id the member has is stale too, even from another window that has not seen it', () => {
    const first = store.put(ALICE, 'd1', drawingPut());
    expect(refusal(() => store.put(ALICE, 'd1', drawingPut('arrow')))).toEqual({
      status: 409,
      code: DRAWING_ERROR_CODES.stale,
      data: { current: first },
    });
  });

  test('an update or delete of an id the member does not have is not found', () => {
    expect(refusal(() => store.put(ALICE, 'gone', { ...drawingPut(), baseVersion: 2 }))).toMatchObject({
      status: 404,
      code: DRAWING_ERROR_CODES.notFound,
    });
    expect(refusal(() => store.delete(ALICE, 'gone', 1))).toMatchObject({ status: 404 });
  });

  test('a drawing stays on its coin: an update naming another is invalid (coinChanged)', () => {
    store.put(ALICE, 'd1', drawingPut());
    expect(
      refusal(() => store.put(ALICE, 'd1', { ...drawingPut('trendLine', 'ETH-KRW'), baseVersion: 1 })),
    ).toEqual({
      status: 400,
      code: DRAWING_ERROR_CODES.invalid,
      data: { problem: 'coinChanged' },
    });
  });

  test('a delete at the stored version removes it and publishes its id; the id can be created again', () => {
    store.put(ALICE, 'd1', drawingPut('trendLine', 'ETH-KRW'));
    store.delete(ALICE, 'd1', 1);
    expect(store.list(ALICE, 'ETH-KRW')).toEqual([]);
    expect(published.at(-1)).toEqual({
      memNo: ALICE,
      change: { kind: 'deleted', coin: 'ETH-KRW', ids: ['d1'] },
    });
    expect(store.put(ALICE, 'd1', drawingPut('trendLine', 'ETH-KRW')).version).toBe(1);
  });
});

describe('members and coins', () => {
  test("another member's id is not found, and the same id is another member's own drawing", () => {
    const alices = store.put(ALICE, 'shared', drawingPut());
    expect(refusal(() => store.put(BOB, 'shared', { ...drawingPut(), baseVersion: 1 }))).toMatchObject({
      status: 404,
    });
    expect(refusal(() => store.delete(BOB, 'shared', 1))).toMatchObject({ status: 404 });
    expect(store.list(BOB, 'BTC-KRW')).toEqual([]);
    const bobs = store.put(BOB, 'shared', drawingPut('horizontalLine'));
    expect(bobs).toMatchObject({ tool: 'horizontalLine', version: 1 });
    expect(store.list(ALICE, 'BTC-KRW')).toEqual([alices]);
    expect(store.deleteAll(BOB, 'BTC-KRW')).toEqual(['shared']);
    expect(store.list(ALICE, 'BTC-KRW')).toEqual([alices]);
    expect(published.filter(({ memNo }) => memNo === BOB).map(({ change }) => change.kind)).toEqual([
      'put',
      'deleted',
    ]);
  });

  test('a list holds one coin, in the order the drawings were created', () => {
    store.put(ALICE, 'b', drawingPut());
    store.put(ALICE, 'x', drawingPut('trendLine', 'ETH-KRW'));
    store.put(ALICE, 'a', drawingPut());
    store.put(ALICE, 'b', { ...drawingPut(), baseVersion: 1 });
    expect(store.list(ALICE, 'BTC-KRW').map((drawing) => drawing.id)).toEqual(['b', 'a']);
  });

  test(`at most ${DRAWINGS_PER_COIN_MAX} drawings per member and coin; updates and other coins still go`, () => {
    for (let i = 0; i < DRAWINGS_PER_COIN_MAX; i += 1) store.put(ALICE, `d${i}`, drawingPut());
    expect(refusal(() => store.put(ALICE, 'more', drawingPut()))).toEqual({
      status: 409,
      code: DRAWING_ERROR_CODES.tooMany,
      data: { max: DRAWINGS_PER_COIN_MAX },
    });
    expect(store.put(ALICE, 'd0', { ...drawingPut(), baseVersion: 1 }).version).toBe(2);
    expect(store.put(ALICE, 'more', drawingPut('trendLine', 'ETH-KRW')).version).toBe(1);
    expect(store.put(BOB, 'more', drawingPut()).version).toBe(1);
    store.delete(ALICE, 'd1', 1);
    expect(store.put(ALICE, 'more2', drawingPut()).version).toBe(1);
  });

  test("delete-all takes every drawing of the member's coin at any version, one change for all", () => {
    store.put(ALICE, 'a', drawingPut());
    store.put(ALICE, 'b', drawingPut('fibRetracement'));
    store.put(ALICE, 'b', { ...drawingPut('fibRetracement'), baseVersion: 1 });
    const eth = store.put(ALICE, 'c', drawingPut('trendLine', 'ETH-KRW'));
    published = [];
    expect(store.deleteAll(ALICE, 'BTC-KRW').sort()).toEqual(['a', 'b']);
    expect(published).toEqual([
      { memNo: ALICE, change: { kind: 'deleted', coin: 'BTC-KRW', ids: expect.arrayContaining(['a', 'b']) } },
    ]);
    expect(store.list(ALICE, 'BTC-KRW')).toEqual([]);
    expect(store.list(ALICE, 'ETH-KRW')).toEqual([eth]);
    // Nothing to delete: nothing published.
    expect(store.deleteAll(ALICE, 'BTC-KRW')).toEqual([]);
    expect(published).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------------
// Two windows against a model
// ---------------------------------------------------------------------------------------------------

const IDS = ['a', 'b', 'c', 'd'];
const COINS: CoinKey[] = ['BTC-KRW', 'ETH-KRW'];
type Step =
  | { window: 0 | 1; kind: 'put'; id: string; coin: CoinKey; price: number; guess: number | null }
  | { window: 0 | 1; kind: 'delete'; id: string; guess: number | null }
  | { window: 0 | 1; kind: 'deleteAll'; coin: CoinKey }
  | { window: 0 | 1; kind: 'sync' };

const windowArb = fc.constantFrom<0 | 1>(0, 1);
/** `guess`: a version to send instead of the window's own (null: the window's), to reach every refusal. */
const guessArb = fc.option(fc.integer({ min: 0, max: 4 }), { freq: 4 });
const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      window: windowArb,
      kind: fc.constant('put' as const),
      id: fc.constantFrom(...IDS),
      coin: fc.constantFrom(...COINS),
      price: fc.integer({ min: 1, max: 1000 }),
      guess: guessArb,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      window: windowArb,
      kind: fc.constant('delete' as const),
      id: fc.constantFrom(...IDS),
      guess: guessArb,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      window: windowArb,
      kind: fc.constant('deleteAll' as const),
      coin: fc.constantFrom(...COINS),
    }),
  },
  { weight: 3, arbitrary: fc.record({ window: windowArb, kind: fc.constant('sync' as const) }) },
);

/** What one window shows, and the published changes it has not taken yet. */
interface ChartWindow {
  view: Map<string, Drawing>;
  inbox: DrawingChange[];
}

function take(window: ChartWindow): void {
  for (const change of window.inbox.splice(0))
    if (change.kind === 'put') window.view.set(change.drawing.id, change.drawing);
    else for (const id of change.ids) window.view.delete(id);
}

/** An answer to a window's own write arrives after frames it may already hold: it keeps the higher version. */
function keep(window: ChartWindow, drawing: Drawing): void {
  const shown = window.view.get(drawing.id);
  if (!shown || shown.version <= drawing.version) window.view.set(drawing.id, drawing);
}

type Outcome = 'ok' | (typeof DRAWING_ERROR_CODES)[keyof typeof DRAWING_ERROR_CODES];

/** The rules, stated once more over a map: what each write must answer, and the drawings it leaves. */
class Model {
  readonly drawings = new Map<string, { coin: CoinKey; version: number; price: number; order: number }>();
  private created = 0;

  put(id: string, coin: CoinKey, baseVersion: number, price: number): Outcome {
    const stored = this.drawings.get(id);
    if (stored) {
      if (stored.version !== baseVersion) return DRAWING_ERROR_CODES.stale;
      if (stored.coin !== coin) return DRAWING_ERROR_CODES.invalid;
      this.drawings.set(id, { ...stored, version: stored.version + 1, price });
      return 'ok';
    }
    if (baseVersion !== 0) return DRAWING_ERROR_CODES.notFound;
    this.drawings.set(id, { coin, version: 1, price, order: (this.created += 1) });
    return 'ok';
  }

  delete(id: string, version: number): Outcome {
    const stored = this.drawings.get(id);
    if (!stored) return DRAWING_ERROR_CODES.notFound;
    if (stored.version !== version) return DRAWING_ERROR_CODES.stale;
    this.drawings.delete(id);
    return 'ok';
  }

  deleteAll(coin: CoinKey): void {
    for (const [id, drawing] of this.drawings) if (drawing.coin === coin) this.drawings.delete(id);
  }

  /** A coin's drawings as the store must list them: ids, versions and prices, in creation order. */
  list(coin: CoinKey) {
    return [...this.drawings]
      .filter(([, drawing]) => drawing.coin === coin)
      .sort(([, a], [, b]) => a.order - b.order)
      .map(([id, { version, price }]) => ({ id, version, price }));
  }
}

/** Runs a write; answers its outcome, and the refusal's data. */
function attempt(run: () => void): { outcome: Outcome; data: unknown } {
  try {
    run();
    return { outcome: 'ok', data: null };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { outcome: error.code as Outcome, data: error.data };
  }
}

test('two windows writing at random: the store is the model, and both windows end showing the store', () => {
  const seen = new Set<Outcome>();
  fc.assert(
    fc.property(fc.array(stepArb, { minLength: 1, maxLength: 60 }), (steps) => {
      const stepDb = database();
      try {
        const windows: [ChartWindow, ChartWindow] = [
          { view: new Map(), inbox: [] },
          { view: new Map(), inbox: [] },
        ];
        let clock = T0;
        const drawings = new DrawingStore(
          stepDb,
          () => (clock += 1),
          (memNo, change) => {
            expect(memNo).toBe(ALICE);
            for (const window of windows) window.inbox.push(change);
          },
        );
        const model = new Model();
        for (const step of steps) {
          const window = windows[step.window];
          if (step.kind === 'sync') {
            take(window);
            continue;
          }
          if (step.kind === 'deleteAll') {
            drawings.deleteAll(ALICE, step.coin);
            model.deleteAll(step.coin);
            for (const [id, drawing] of window.view) if (drawing.coin === step.coin) window.view.delete(id);
            continue;
          }
          const shown = window.view.get(step.id);
          const version = step.guess ?? shown?.version ?? (step.kind === 'put' ? 0 : 1);
          let answer: Drawing | undefined;
          const { outcome, data } =
            step.kind === 'put'
              ? attempt(() => {
                  const put = { ...drawingPut('trendLine', step.coin, step.price), baseVersion: version };
                  answer = drawings.put(ALICE, step.id, put);
                })
              : attempt(() => drawings.delete(ALICE, step.id, version));
          const expected =
            step.kind === 'put'
              ? model.put(step.id, step.coin, version, step.price)
              : model.delete(step.id, version);
          expect(outcome).toBe(expected);
          seen.add(outcome);
          // What the app does with each answer: show the drawing stored, the current one, or none.
          if (answer) keep(window, answer);
          else if (outcome === 'ok') window.view.delete(step.id);
          else if (outcome === DRAWING_ERROR_CODES.stale)
            keep(window, (data as { current: Drawing }).current);
          else if (outcome === DRAWING_ERROR_CODES.notFound) window.view.delete(step.id);
        }
        const byId = (a: Drawing, b: Drawing) => a.id.localeCompare(b.id);
        const stored = COINS.flatMap((coin) => {
          const listed = drawings.list(ALICE, coin);
          const summary = listed.map(({ id, version, anchors }) => ({
            id,
            version,
            price: anchors[0]!.price,
          }));
          expect(summary).toEqual(model.list(coin));
          return listed;
        });
        for (const window of windows) {
          take(window);
          expect([...window.view.values()].sort(byId)).toEqual(stored.sort(byId));
        }
      } finally {
        stepDb.close();
      }
    }),
    { seed: 39, numRuns: 300 },
  );
  // The runs reached every answer a window can get (the limit per coin is the table test's).
  expect([...seen].sort()).toEqual(
    ['ok', DRAWING_ERROR_CODES.invalid, DRAWING_ERROR_CODES.notFound, DRAWING_ERROR_CODES.stale].sort(),
  );
});
