/**
 * The exchange's alert store (contract/alert-calls.ts): versions (the last write wins per alert, a write
 * made on another version is refused with the alert as it is, creating an id twice is stale), member
 * isolation (ids are the member's own: another member's is not found, and never collides), the limit per
 * member, the expiry against the exchange's clock, a drawing alert's drawing, the coin's price kept at each
 * write (the first evaluation's "previous", contract/alert-rules.ts), and a restart keeping them. Then a
 * property: random writes of two members against a model of the rules; every answer and refusal is the
 * model's, no member ever keeps more than ALERTS_PER_MEMBER_MAX, and a kept alert's version only grows.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  ALERT_ERROR_CODES,
  ALERT_EXPIRY_MAX_MS,
  ALERTS_PER_MEMBER_MAX,
  type Alert,
  type CoinKey,
} from '../../../../contract';
import { AlertStore } from '../../../../server/alerts/alert-store';
import { migrate } from '../../../../server/db/database';
import { DrawingStore } from '../../../../server/drawings/drawing-store';
import { ApiError } from '../../../../server/errors/api-error';
import { alertPut } from '../../../fixtures/alerts';
import { drawingPut } from '../../../fixtures/drawings';

const T0 = 1_800_000_000_000;
const ALICE = 1;
const BOB = 2;

function database(file = ':memory:'): Database.Database {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  migrate(db);
  const member = db.prepare<[number, string]>(
    `INSERT OR IGNORE INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
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
let prices: Partial<Record<CoinKey, number>>;
let store: AlertStore;
const storeOf = (database: Database.Database) =>
  new AlertStore(
    database,
    () => now,
    (coin) => prices[coin] ?? null,
    false,
  );
/** The price kept with the member's alert at its last write. */
const previousPrice = (memNo: number, id: string) =>
  (
    db
      .prepare('SELECT previous_price AS price FROM alerts WHERE mem_no = ? AND alert_id = ?')
      .get(memNo, id) as { price: number | null }
  ).price;

beforeEach(() => {
  db = database();
  now = T0;
  prices = { 'BTC-KRW': 95 };
  store = storeOf(db);
});
afterEach(() => db.close());

describe('versions', () => {
  test('a create is version 1 with both times the clock; each update one more, updatedAt the clock', () => {
    const created = store.put(ALICE, 'a1', alertPut());
    expect(created).toEqual({
      id: 'a1',
      coin: 'BTC-KRW',
      condition: { kind: 'price', op: 'crossesUp', value: 100 },
      trigger: 'once',
      expiresAt: null,
      message: '',
      active: true,
      version: 1,
      createdAt: T0,
      updatedAt: T0,
    });
    now += 1000;
    const off = store.put(ALICE, 'a1', alertPut({ active: false, message: 'm', baseVersion: 1 }));
    expect(off).toMatchObject({
      active: false,
      message: 'm',
      version: 2,
      createdAt: T0,
      updatedAt: T0 + 1000,
    });
    expect(store.list(ALICE)).toEqual([off]);
  });

  test('a write on another version is stale: refused with the alert as it is, nothing changed', () => {
    store.put(ALICE, 'a1', alertPut());
    const current = store.put(ALICE, 'a1', alertPut({ baseVersion: 1 }));
    for (const baseVersion of [1, 3])
      expect(refusal(() => store.put(ALICE, 'a1', alertPut({ message: 'x', baseVersion })))).toEqual({
        status: 409,
        code: ALERT_ERROR_CODES.stale,
        data: { current },
      });
    expect(refusal(() => store.delete(ALICE, 'a1', 1))).toEqual({
      status: 409,
      code: ALERT_ERROR_CODES.stale,
      data: { current },
    });
    expect(store.list(ALICE)).toEqual([current]);
  });

  test('creating an id the member has is stale too', () => {
    const first = store.put(ALICE, 'a1', alertPut());
    expect(refusal(() => store.put(ALICE, 'a1', alertPut({ trigger: 'everyTime' })))).toEqual({
      status: 409,
      code: ALERT_ERROR_CODES.stale,
      data: { current: first },
    });
  });

  test('an update or delete of an id the member does not have is not found', () => {
    expect(refusal(() => store.put(ALICE, 'gone', alertPut({ baseVersion: 2 })))).toMatchObject({
      status: 404,
      code: ALERT_ERROR_CODES.notFound,
    });
    expect(refusal(() => store.delete(ALICE, 'gone', 1))).toMatchObject({
      status: 404,
      code: ALERT_ERROR_CODES.notFound,
    });
  });

  test('a delete at the stored version removes it; the id can be created again at version 1', () => {
    store.put(ALICE, 'a1', alertPut());
    store.delete(ALICE, 'a1', 1);
    expect(store.list(ALICE)).toEqual([]);
    expect(store.put(ALICE, 'a1', alertPut()).version).toBe(1);
  });
});

describe('what a write checks and keeps', () => {
  test('an alert stays on its coin: an update naming another is invalid (coinChanged)', () => {
    store.put(ALICE, 'a1', alertPut());
    expect(refusal(() => store.put(ALICE, 'a1', alertPut({ coin: 'ETH-KRW', baseVersion: 1 })))).toEqual({
      status: 400,
      code: ALERT_ERROR_CODES.invalid,
      data: { problem: 'coinChanged' },
    });
  });

  test("an expiry must be after the exchange's clock and at most ALERT_EXPIRY_MAX_MS after it", () => {
    for (const expiresAt of [T0, T0 - 1, T0 + ALERT_EXPIRY_MAX_MS + 1])
      expect(refusal(() => store.put(ALICE, 'a1', alertPut({ expiresAt })))).toEqual({
        status: 400,
        code: ALERT_ERROR_CODES.invalid,
        data: { problem: 'expiry' },
      });
    expect(store.put(ALICE, 'a1', alertPut({ expiresAt: T0 + ALERT_EXPIRY_MAX_MS })).expiresAt).toBe(
      T0 + ALERT_EXPIRY_MAX_MS,
    );
    // The clock has passed it: an update must set another expiry.
    now = T0 + ALERT_EXPIRY_MAX_MS;
    expect(
      refusal(() =>
        store.put(ALICE, 'a1', alertPut({ expiresAt: T0 + ALERT_EXPIRY_MAX_MS, baseVersion: 1 })),
      ),
    ).toMatchObject({ data: { problem: 'expiry' } });
    expect(store.put(ALICE, 'a1', alertPut({ expiresAt: null, baseVersion: 1 })).version).toBe(2);
  });

  test("a drawing alert names one of the member's drawings on its coin, and a line the drawing has", () => {
    const drawings = new DrawingStore(
      db,
      () => now,
      () => undefined,
    );
    drawings.put(ALICE, 'line', drawingPut('trendLine'));
    drawings.put(ALICE, 'channel', drawingPut('parallelChannel'));
    drawings.put(ALICE, 'eth', drawingPut('trendLine', 'ETH-KRW'));
    drawings.put(BOB, 'bobs', drawingPut('trendLine'));
    const on = (drawingId: string, line: number) =>
      alertPut({ condition: { kind: 'drawing', drawingId, line, op: 'crosses' } });
    expect(store.put(ALICE, 'a', on('line', 0)).version).toBe(1);
    expect(store.put(ALICE, 'b', on('channel', 1)).version).toBe(1);
    for (const [drawingId, line] of [
      ['line', 1],
      ['channel', 2],
      ['eth', 0],
      ['bobs', 0],
      ['none', 0],
    ] as const)
      expect(refusal(() => store.put(ALICE, 'c', on(drawingId, line)))).toEqual({
        status: 400,
        code: ALERT_ERROR_CODES.invalid,
        data: { problem: 'drawing' },
      });
  });

  test("each write keeps the coin's price at that write; none when the coin has no price", () => {
    store.put(ALICE, 'a1', alertPut());
    expect(previousPrice(ALICE, 'a1')).toBe(95);
    prices['BTC-KRW'] = 120;
    store.put(ALICE, 'a1', alertPut({ active: false, baseVersion: 1 }));
    expect(previousPrice(ALICE, 'a1')).toBe(120);
    store.put(ALICE, 'eth', alertPut({ coin: 'ETH-KRW' }));
    expect(previousPrice(ALICE, 'eth')).toBeNull();
    // A refused write keeps the price it had.
    prices['BTC-KRW'] = 130;
    refusal(() => store.put(ALICE, 'a1', alertPut({ baseVersion: 1 })));
    expect(previousPrice(ALICE, 'a1')).toBe(120);
  });
});

describe('members, coins, the limit and a restart', () => {
  test("another member's id is not found, and the same id is another member's own alert", () => {
    const alices = store.put(ALICE, 'shared', alertPut());
    expect(refusal(() => store.put(BOB, 'shared', alertPut({ baseVersion: 1 })))).toMatchObject({
      status: 404,
      code: ALERT_ERROR_CODES.notFound,
    });
    expect(refusal(() => store.delete(BOB, 'shared', 1))).toMatchObject({ status: 404 });
    expect(store.list(BOB)).toEqual([]);
    const bobs = store.put(BOB, 'shared', alertPut({ trigger: 'everyTime' }));
    expect(bobs).toMatchObject({ trigger: 'everyTime', version: 1 });
    store.delete(BOB, 'shared', 1);
    expect(store.list(ALICE)).toEqual([alices]);
  });

  test('a list holds every coin or one, in the order the alerts were created', () => {
    store.put(ALICE, 'b', alertPut());
    store.put(ALICE, 'x', alertPut({ coin: 'ETH-KRW' }));
    store.put(ALICE, 'a', alertPut());
    store.put(ALICE, 'b', alertPut({ baseVersion: 1 }));
    expect(store.list(ALICE).map((alert) => alert.id)).toEqual(['b', 'x', 'a']);
    expect(store.list(ALICE, 'BTC-KRW').map((alert) => alert.id)).toEqual(['b', 'a']);
    expect(store.list(ALICE, 'XRP-KRW')).toEqual([]);
  });

  test(`at most ${ALERTS_PER_MEMBER_MAX} alerts per member on all coins; updates and other members still go`, () => {
    for (let i = 0; i < ALERTS_PER_MEMBER_MAX; i += 1)
      store.put(ALICE, `a${i}`, alertPut({ coin: i % 2 ? 'BTC-KRW' : 'ETH-KRW' }));
    for (const coin of ['BTC-KRW', 'XRP-KRW'] as const)
      expect(refusal(() => store.put(ALICE, 'more', alertPut({ coin })))).toEqual({
        status: 409,
        code: ALERT_ERROR_CODES.tooMany,
        data: { max: ALERTS_PER_MEMBER_MAX },
      });
    expect(store.put(ALICE, 'a0', alertPut({ coin: 'ETH-KRW', baseVersion: 1 })).version).toBe(2);
    expect(store.put(BOB, 'more', alertPut()).version).toBe(1);
    store.delete(ALICE, 'a1', 1);
    expect(store.put(ALICE, 'more', alertPut()).version).toBe(1);
    expect(store.list(ALICE)).toHaveLength(ALERTS_PER_MEMBER_MAX);
  });

  test('a restart keeps them: the same database file reopened lists the same alerts and prices', () => {
    const dir = mkdtempSync(join(tmpdir(), 'alerts-'));
    try {
      const file = join(dir, 'exchange.db');
      const first = database(file);
      const written = [
        storeOf(first).put(ALICE, 'a1', alertPut({ expiresAt: T0 + 60_000, message: '알림' })),
        storeOf(first).put(ALICE, 'a2', alertPut({ coin: 'ETH-KRW', trigger: 'oncePerBar' })),
      ];
      first.close();
      const again = database(file);
      try {
        expect(storeOf(again).list(ALICE)).toEqual(written);
        expect(storeOf(again).put(ALICE, 'a1', alertPut({ baseVersion: 1 })).version).toBe(2);
      } finally {
        again.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

type Command =
  | { kind: 'put'; memNo: number; id: string; baseVersion: number }
  | { kind: 'delete'; memNo: number; id: string; version: number };

const IDS = ['a', 'b', 'c', 'd', 'e', 'f'];
/** Alice starts this close to the limit, so that the commands reach it and come back under it. */
const HEADROOM = 3;

test(`property: answers are the model's, no member keeps more than ${ALERTS_PER_MEMBER_MAX}, versions only grow`, () => {
  const command = fc.oneof(
    fc.record({
      kind: fc.constant('put' as const),
      memNo: fc.constantFrom(ALICE, BOB),
      id: fc.constantFrom(...IDS),
      baseVersion: fc.nat(4),
    }),
    fc.record({
      kind: fc.constant('delete' as const),
      memNo: fc.constantFrom(ALICE, BOB),
      id: fc.constantFrom(...IDS),
      version: fc.integer({ min: 1, max: 4 }),
    }),
  );
  fc.assert(
    fc.property(fc.array(command, { maxLength: 60 }), (commands: Command[]) => {
      db.exec('DELETE FROM alerts');
      for (let i = 0; i < ALERTS_PER_MEMBER_MAX - HEADROOM; i += 1) store.put(ALICE, `fill${i}`, alertPut());
      // The model: each member's versions by id (the fill's all at 1).
      const model = new Map<number, Map<string, number>>([
        [ALICE, new Map(Array.from({ length: ALERTS_PER_MEMBER_MAX - HEADROOM }, (_, i) => [`fill${i}`, 1]))],
        [BOB, new Map()],
      ]);
      for (const step of commands) {
        const versions = model.get(step.memNo)!;
        const stored = versions.get(step.id);
        const before = store.list(step.memNo).find((alert) => alert.id === step.id);
        let answer: Alert | { status: number; code: string; data: unknown } | void;
        try {
          answer =
            step.kind === 'put'
              ? store.put(step.memNo, step.id, alertPut({ baseVersion: step.baseVersion }))
              : store.delete(step.memNo, step.id, step.version);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          answer = { status: error.status, code: error.code, data: error.data };
        }
        const base = step.kind === 'put' ? step.baseVersion : step.version;
        if (stored !== undefined && stored !== base)
          expect(answer).toEqual({ status: 409, code: ALERT_ERROR_CODES.stale, data: { current: before } });
        else if (stored === undefined && base !== 0)
          expect(answer).toMatchObject({ status: 404, code: ALERT_ERROR_CODES.notFound });
        else if (step.kind === 'delete') {
          expect(answer).toBeUndefined();
          versions.delete(step.id);
        } else if (stored === undefined && versions.size >= ALERTS_PER_MEMBER_MAX)
          expect(answer).toMatchObject({ status: 409, code: ALERT_ERROR_CODES.tooMany });
        else {
          expect(answer).toMatchObject({ id: step.id, version: (stored ?? 0) + 1 });
          versions.set(step.id, (stored ?? 0) + 1);
        }
        for (const [memNo, kept] of model) {
          const listed = store.list(memNo);
          expect(listed.length).toBeLessThanOrEqual(ALERTS_PER_MEMBER_MAX);
          expect(new Map(listed.map((alert) => [alert.id, alert.version]))).toEqual(kept);
        }
      }
    }),
    { numRuns: 60 },
  );
});
