/**
 * The alert evaluator on a real market model (no trades of its own: each trade a test's, through the
 * model's forceTrade, as the test-mode trade switch makes them) and real alert and drawing stores over an
 * in-memory database, with a notification port that stores each notification in a table of the same
 * database inside the firing's transaction (so a test sees both commit, or neither) and records what it
 * published. The exchange's clock is the test's.
 *
 * With `wallAheadMs`, the model is a replay-like market (`behindTheWall`): its clock (the test's times,
 * trades and bars) runs that far behind the exchange's wall clock, as a replay's recorded time does, and
 * it can jump ahead (a replay's jump: onRewind).
 */
import Database from 'better-sqlite3';
import {
  specTicks,
  type AlertFiring,
  type AlertPutRequest,
  type Notification,
  type NotificationSubject,
} from '../../../../contract';
import { AlertEvaluator, type AlertMarket } from '../../../../server/alerts/alert-evaluator';
import { AlertStore } from '../../../../server/alerts/alert-store';
import type { NotificationPort } from '../../../../server/notifications/notification-port';
import { migrate } from '../../../../server/db/database';
import { DrawingStore } from '../../../../server/drawings/drawing-store';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { MarketModel } from '../../../../server/market/market-model';
import { Signal } from '../../../../server/sources/source-views';
import { alertPut } from '../../../fixtures/alerts';

/** A minute's start (ms): the model starts a second after it. */
export const T0 = 1_800_000_000_000;
export const ALICE = 1;
export const BOB = 2;
export const BTC = SIM_CATALOGUE.listing('BTC-KRW')!;

export function database(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const member = db.prepare<[number, string]>(
    `INSERT OR IGNORE INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
     VALUES (?, ?, 'h', 'N', 'n@x', '010', 'g', '#000')`,
  );
  member.run(ALICE, 'alice');
  member.run(BOB, 'bob');
  db.exec('CREATE TABLE test_notifications (id INTEGER PRIMARY KEY, mem_no INTEGER, subject TEXT)');
  return db;
}

/** Stores each notification in test_notifications (the caller's transaction); refuses while `refusing`. */
export class TableNotifications implements NotificationPort {
  refusing = false;
  readonly published: { memNo: number; notifications: Notification[] }[] = [];
  private readonly insert;

  constructor(
    db: Database.Database,
    private readonly now: () => number,
  ) {
    this.insert = db.prepare<[number, string]>(
      'INSERT INTO test_notifications (mem_no, subject) VALUES (?, ?)',
    );
  }

  add(memNo: number, subject: NotificationSubject): Notification {
    const { lastInsertRowid } = this.insert.run(memNo, JSON.stringify(subject));
    if (this.refusing) throw new Error('notification refused');
    const texts = { ko: '', en: '' };
    return { id: Number(lastInsertRowid), at: this.now(), read: false, subject, title: texts, body: texts };
  }

  publish(memNo: number, notifications: Notification[]): void {
    this.published.push({ memNo, notifications });
  }
}

/** A market whose clock runs behind the wall clock, and jumps ahead (a replay-like source). */
export interface BehindTheWall extends AlertMarket {
  /** How far the wall clock is ahead of the market's (ms). */
  aheadMs: number;
  /** The market's clock jumps ahead to `marketMs` at wall time `wallMs` (its minutes on the way untold). */
  jump(marketMs: number, wallMs: number): void;
}

/**
 * The model as a market whose clock is `aheadMs` behind the wall clock: the model runs on the market's
 * time (its trades and bars), its minutes are told with the wall time, its candles asked at the wall time.
 */
export function behindTheWall(model: MarketModel, aheadMs: number): BehindTheWall {
  const rewinds = new Signal<void>();
  let jumping = false;
  const market: BehindTheWall = {
    aheadMs,
    catalogue: model.catalogue,
    onTrade: (listener) => model.onTrade(listener),
    onMinute: (listener) =>
      model.onMinute((marketMs) => {
        if (!jumping) listener(marketMs + market.aheadMs);
      }),
    onRewind: (listener) => rewinds.on(listener),
    marketTime: (nowMs) => nowMs - market.aheadMs,
    price: (listing) => model.price(listing),
    candles: (listing, interval, toSec, limit, nowMs) =>
      model.candles(listing, interval, toSec, limit, nowMs - market.aheadMs),
    sourceInfo: () => model.sourceInfo(),
    jump(marketMs, wallMs) {
      market.aheadMs = wallMs - marketMs;
      jumping = true;
      model.sync(marketMs);
      jumping = false;
      rewinds.emit();
    },
  };
  return market;
}

export interface Harness {
  db: Database.Database;
  model: MarketModel;
  /** The replay-like market the evaluator reads (with `wallAheadMs`), else none: it reads the model. */
  behind: BehindTheWall | null;
  /** The exchange's wall clock now. */
  wall(): number;
  /** The market's clock jumps ahead to `marketMs` while the wall clock stands (a replay's jump). */
  jump(marketMs: number): void;
  alerts: AlertStore;
  drawings: DrawingStore;
  notifications: TableNotifications;
  evaluator: AlertEvaluator;
  reported: unknown[];
  /** The market's clock (the test's times of trades and bars): the wall clock but with `wallAheadMs`. */
  clock: { now: number };
  /** BTC-KRW's price when the model started, and its tick there. */
  p0: number;
  tick: number;
  /** A trade of BTC-KRW at `price` (a tick price) `stepMs` after the last; answers its time. */
  trade(price: number, stepMs?: number): number;
  /** The clock moves to `ms` and the model syncs to it (bars close at each new minute). */
  at(ms: number): void;
  put(id: string, changes?: Partial<AlertPutRequest>, memNo?: number): void;
  /** Alert ids with a firing row, in firing order (ALICE's unless named). */
  firings(memNo?: number): AlertFiring[];
  /** The notifications stored (rows of test_notifications), their alert ids in order. */
  notified(): string[];
  stop(): void;
}

/**
 * A harness; `db` and `startMs` to start again over a kept database (a restart); `wallAheadMs` for a
 * replay-like market whose clock runs that far behind the wall clock.
 */
export function harness(db = database(), startMs = T0 + 1_000, wallAheadMs?: number): Harness {
  const clock = { now: startMs };
  const model = new MarketModel({ seed: 7, tradeRate: 0, startMs });
  const behind = wallAheadMs === undefined ? null : behindTheWall(model, wallAheadMs);
  const now = () => clock.now + (behind?.aheadMs ?? 0);
  const priceOf = () => model.price(BTC);
  const alerts = new AlertStore(db, now, priceOf, model.sourceInfo().kind === 'replay');
  const drawings = new DrawingStore(db, now, () => {});
  const notifications = new TableNotifications(db, now);
  const reported: unknown[] = [];
  const evaluator = new AlertEvaluator({
    market: behind ?? model,
    alerts,
    drawings,
    notifications,
    now,
    report: (error) => reported.push(error),
  });
  const stop = evaluator.start();
  const p0 = model.price(BTC);
  return {
    db,
    model,
    behind,
    wall: now,
    jump(marketMs) {
      if (!behind) throw new Error('only a replay-like market jumps');
      const wall = now();
      clock.now = marketMs;
      behind.jump(marketMs, wall);
    },
    alerts,
    drawings,
    notifications,
    evaluator,
    reported,
    clock,
    p0,
    tick: specTicks('KRW')(p0),
    trade(price, stepMs = 1_000) {
      clock.now += stepMs;
      const block = model.forceTrade(BTC, price, clock.now);
      if (block !== undefined) throw new Error(`trade refused: ${block}`);
      if (model.price(BTC) !== price) throw new Error(`${price} is not a tick price`);
      return clock.now;
    },
    at(ms) {
      clock.now = ms;
      model.sync(ms);
    },
    put(id, changes = {}, memNo = ALICE) {
      const stored = alerts.list(memNo).find((alert) => alert.id === id);
      alerts.put(memNo, id, alertPut({ ...changes, baseVersion: stored?.version ?? 0 }));
    },
    firings(memNo = ALICE) {
      return (
        db
          .prepare(
            'SELECT alert_id AS alertId, coin_key AS coin, at, price FROM alert_firings WHERE mem_no = ? ORDER BY seq',
          )
          .all(memNo) as AlertFiring[]
      ).map((firing) => ({ ...firing }));
    },
    notified() {
      return (
        db.prepare('SELECT subject FROM test_notifications ORDER BY id').all() as { subject: string }[]
      ).map((row) => (JSON.parse(row.subject) as { alertId: string }).alertId);
    },
    stop,
  };
}
