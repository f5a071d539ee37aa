/**
 * The alert bench's data: an in-memory database with BENCH_MEMBERS members, and their alerts written
 * through the alert store as the app writes them — ALERTS_PER_MEMBER_MAX each, over the 200 most traded
 * coins (each coin 50 alerts) — in a mix a trader's list has: 70 % price alerts (crossings 0.2–2 % from the
 * price; greaterThan / lessThan 5–10 % past it, not met at the start), 15 % moves (1–10 % over 5 minutes to a
 * day), 10 % drawing alerts on horizontal lines 1–3 % away, 5 % RSI 14 crossing 70 or 30 on 1-minute or
 * hourly bars; triggers once 50 %, oncePerBar 40 %, everyTime 10 % (of crossings; oncePerBar for the rest). Seeded: both sides of every round write
 * the same alerts. Forecast alerts are left out: each costs a forecast fit per coin and interval at every
 * bar close (the forecast bench's figure), whatever the number of alerts.
 */
import Database from 'better-sqlite3';
import {
  ALERTS_PER_MEMBER_MAX,
  type AlertCondition,
  type AlertTrigger,
  type CoinKey,
  type Notification,
  type NotificationSubject,
} from '../../contract';
import type { AlertStore } from '../../server/alerts/alert-store';
import type { NotificationPort } from '../../server/notifications/notification-port';
import { migrate } from '../../server/db/database';
import type { DrawingStore } from '../../server/drawings/drawing-store';
import { simListingOf, type Listing } from '../../server/market/listings';
import type { MarketSource } from '../../server/sources/market-source';

export const BENCH_MEMBERS = 50;
export const BENCH_COINS = 200;

export function benchDatabase(): Database.Database {
  const db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  const member = db.prepare<[number, string]>(
    `INSERT INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
     VALUES (?, ?, 'h', 'N', 'n@x', '010', 'g', '#000')`,
  );
  for (let memNo = 1; memNo <= BENCH_MEMBERS; memNo++) member.run(memNo, `bench${memNo}`);
  db.exec('CREATE TABLE bench_notifications (id INTEGER PRIMARY KEY, mem_no INTEGER, subject TEXT)');
  return db;
}

/** Stores each notification as a row in the firing's transaction, as the notification store does. */
export class TableNotifications implements NotificationPort {
  count = 0;
  private readonly insert;

  constructor(
    db: Database.Database,
    private readonly now: () => number,
  ) {
    this.insert = db.prepare<[number, string]>(
      'INSERT INTO bench_notifications (mem_no, subject) VALUES (?, ?)',
    );
  }

  add(memNo: number, subject: NotificationSubject): Notification {
    const { lastInsertRowid } = this.insert.run(memNo, JSON.stringify(subject));
    this.count += 1;
    const texts = { ko: '', en: '' };
    return { id: Number(lastInsertRowid), at: this.now(), read: false, subject, title: texts, body: texts };
  }

  publish(): void {}
}

/** The BENCH_COINS most traded coins that trade now (the model's weights: where its trades go). */
export function benchCoins(model: MarketSource): Listing[] {
  const now = Date.now();
  return model
    .tickerListings()
    .filter((listing) => model.orderBlock(listing, 'buy', now) === undefined)
    .sort((a, b) => simListingOf(b).weight - simListingOf(a).weight)
    .slice(0, BENCH_COINS);
}

/** A seeded generator of numbers in [0, 1) (a 32-bit LCG: the same alerts on every side and round). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

const MOVE_WINDOWS = [5, 15, 60, 240, 1440];

/** Writes `count` alerts (ALERTS_PER_MEMBER_MAX a member) over `coins`, drawings first where they need one. */
export function writeBenchAlerts(
  alerts: AlertStore,
  drawings: DrawingStore,
  coins: readonly Listing[],
  count: number,
  model: MarketSource,
): void {
  const next = random(40);
  const nowSec = Math.floor(Date.now() / 1000);
  for (let n = 0; n < count; n++) {
    const memNo = 1 + Math.floor(n / ALERTS_PER_MEMBER_MAX);
    const listing = coins[n % coins.length]!;
    const coin: CoinKey = listing.key;
    const price = model.price(listing);
    const id = `a${n}`;
    const side = next() < 0.5 ? -1 : 1;
    const slot = n % 20;
    let condition: AlertCondition;
    if (slot < 14) {
      const crossing = next() < 0.8;
      condition = crossing
        ? {
            kind: 'price',
            op: (['crosses', 'crossesUp', 'crossesDown'] as const)[n % 3]!,
            value: price * (1 + side * (0.002 + 0.018 * next())),
          }
        : side > 0
          ? { kind: 'price', op: 'greaterThan', value: price * (1.05 + 0.05 * next()) }
          : { kind: 'price', op: 'lessThan', value: price * (0.95 - 0.05 * next()) };
    } else if (slot < 17) {
      condition = {
        kind: 'move',
        direction: (['up', 'down', 'either'] as const)[n % 3]!,
        percent: 1 + Math.floor(9 * next()),
        minutes: MOVE_WINDOWS[n % MOVE_WINDOWS.length]!,
      };
    } else if (slot < 19) {
      drawings.put(memNo, `d${n}`, {
        coin,
        tool: 'horizontalLine',
        anchors: [{ time: nowSec - 3_600, price: price * (1 + side * (0.01 + 0.02 * next())) }],
        style: {
          color: '#2962ff',
          width: 2,
          dash: 'solid',
          extendLeft: false,
          extendRight: false,
          fill: null,
          text: '',
        },
        locked: false,
        hidden: false,
        baseVersion: 0,
      });
      condition = { kind: 'drawing', drawingId: `d${n}`, line: 0, op: 'crosses' };
    } else {
      condition = {
        kind: 'indicator',
        interval: n % 2 === 0 ? '1' : '60',
        indicator: { kind: 'rsi', params: { length: 14 } },
        line: 'rsi',
        op: side > 0 ? 'crossesUp' : 'crossesDown',
        target: { value: side > 0 ? 70 : 30 },
      };
    }
    const roll = next();
    // everyTime on a crossing only: on a level that stands past (greaterThan, a move) it fires on every
    // trade of the coin, a flood no trader keeps; such alerts are oncePerBar instead.
    const standing =
      condition.kind === 'move' || (condition.kind === 'price' && !condition.op.startsWith('cross'));
    const trigger: AlertTrigger = roll < 0.5 ? 'once' : roll < 0.9 || standing ? 'oncePerBar' : 'everyTime';
    alerts.put(memNo, id, {
      coin,
      condition,
      trigger,
      expiresAt: null,
      message: '',
      active: true,
      baseVersion: 0,
    });
  }
}
