/**
 * The order engine in process for tests: an in-memory SQLite ledger (migrated and seeded like a first
 * start), a market model with no trade flow on a fixed clock, the books, and what the engine told the
 * sockets. Members get the balances a test gives them. The credit engine runs on the same ledger with its
 * clock on the harness's (`clock`, moved by `creditClock.advance` too); it steps only when told. The
 * notifications are stored in the same database, with what was published of them (`notificationFrames`).
 */
import Database from 'better-sqlite3';
import type {
  CoinKey,
  CreditStatus,
  Notification,
  OrderEvent,
  OrderOrigin,
  PlaceOrderRequest,
} from '../../../../contract';
import { CreditClock } from '../../../../server/credit/credit-clock';
import { CreditEngine } from '../../../../server/credit/credit-engine';
import { CreditStore } from '../../../../server/credit/credit-store';
import { migrate } from '../../../../server/db/database';
import { seedDatabase } from '../../../../server/db/seed';
import { KRW_COIN_TYPE } from '../../../../server/market/catalogue';
import { SIM_CATALOGUE, type Listing } from '../../../../server/market/listings';
import { MarketModel, type TradeEvent } from '../../../../server/market/market-model';
import { NotificationStore } from '../../../../server/notifications/notification-store';
import { SmsOutbox } from '../../../../server/notifications/sms-outbox';
import { Books } from '../../../../server/trading/books';
import { Liquidity, simLadderShape } from '../../../../server/trading/liquidity';
import { Ledger, symbolOf } from '../../../../server/trading/ledger';
import { OrderEngine } from '../../../../server/trading/order-engine';
import type { AssetChangeRow } from '../../../../server/trading/order-rows';

export const START_MS = Date.parse('2026-11-20T01:00:00Z');

export function listing(key: string): Listing {
  const found = SIM_CATALOGUE.listing(key as CoinKey);
  if (!found) throw new Error(`no listing ${key}`);
  return found;
}

/** The migrated, seeded database of a first start, made once (seeding hashes a password). */
let template: Buffer | undefined;
function seededDatabase(): Database.Database {
  if (!template) {
    const db = new Database(':memory:');
    migrate(db);
    seedDatabase(db, 42);
    template = db.serialize();
    db.close();
  }
  const db = new Database(template);
  db.pragma('foreign_keys = ON');
  return db;
}

export class EngineHarness {
  readonly db = seededDatabase();
  readonly unsubscribe: () => void;
  readonly model: MarketModel;
  books = new Books(SIM_CATALOGUE, new Liquidity(42, simLadderShape));
  readonly ledger = new Ledger(this.db);
  readonly assetChanges: { memNo: number; rows: AssetChangeRow[] }[] = [];
  readonly orderEvents: { memNo: number; events: OrderEvent[] }[] = [];
  readonly trades: TradeEvent[] = [];
  readonly errors: unknown[] = [];
  readonly creditFrames: { memNo: number; status: CreditStatus }[] = [];
  clock = START_MS + 60_000;
  readonly creditStore = new CreditStore(this.db);
  readonly creditClock = new CreditClock(this.creditStore, () => this.clock);
  readonly notificationFrames: { memNo: number; notifications: Notification[]; unread: number }[] = [];
  readonly smsOutbox = new SmsOutbox(this.db, () => this.clock);
  readonly notifications = new NotificationStore(
    this.db,
    () => this.clock,
    (memNo, notifications, unread) => this.notificationFrames.push({ memNo, notifications, unread }),
    this.smsOutbox,
  );
  engine: OrderEngine;
  credit!: CreditEngine;

  /** `model` lets a property test share one market (building one takes a while) across many ledgers. */
  constructor(model?: MarketModel) {
    this.model = model ?? new MarketModel({ seed: 42, tradeRate: 0, startMs: START_MS });
    this.unsubscribe = this.model.onTrade((trade) => this.trades.push(trade));
    this.engine = this.open();
  }

  /** A new engine with new books on the same ledger and model: a restart. */
  restart(): void {
    this.engine.dispose();
    this.books = new Books(SIM_CATALOGUE, new Liquidity(42, simLadderShape));
    this.engine = this.open();
  }

  private open(): OrderEngine {
    const engine = new OrderEngine(
      this.ledger,
      this.model,
      this.books,
      (memNo, rows) => this.assetChanges.push({ memNo, rows }),
      (memNo, events) => this.orderEvents.push({ memNo, events }),
      () => this.clock,
      (error) => this.errors.push(error),
      this.creditStore,
      () => this.creditClock.now(),
      (memNo) => this.credit.changed(memNo),
      this.notifications,
    );
    this.credit = new CreditEngine(
      engine,
      this.model,
      this.creditClock,
      (memNo, status) => this.creditFrames.push({ memNo, status }),
      (error) => this.errors.push(error),
    );
    return engine;
  }

  memNo(loginId: string): number {
    return this.db
      .prepare<[string], { mem_no: number }>('SELECT mem_no FROM members WHERE login_id = ?')
      .get(loginId)!.mem_no;
  }

  /** A member with exactly these balances (symbol → amount; KRW by 'KRW') and no orders. */
  member(loginId: string, holdings: Record<string, number>): number {
    const memNo = this.memNo(loginId);
    for (const order of this.ledger.memberOrders(memNo, { status: 'pending' }, 1000))
      this.engine.cancel(memNo, order.orderId);
    this.db.prepare('DELETE FROM balances WHERE mem_no = ?').run(memNo);
    for (const [symbol, amount] of Object.entries(holdings)) {
      const coinType = symbol === 'KRW' ? KRW_COIN_TYPE : listing(`${symbol}-KRW`).coin.coinType;
      this.ledger.writeBalance(memNo, {
        coinType,
        symbol: symbolOf(coinType),
        balance: amount,
        locked: 0,
        avgBuyAmt: 0,
      });
    }
    return memNo;
  }

  balance(memNo: number, symbol: string): { balance: number; locked: number; avgBuyAmt: number } {
    const coinType = symbol === 'KRW' ? KRW_COIN_TYPE : listing(`${symbol}-KRW`).coin.coinType;
    return this.ledger.balance(memNo, coinType);
  }

  price(key: string): number {
    return this.model.price(listing(key));
  }

  /** Places as the order routes do: `origin` is how the call was authenticated (web by default). */
  place(
    memNo: number,
    request: Omit<Partial<PlaceOrderRequest>, 'key'> & { key: string },
    origin: OrderOrigin = 'web',
  ) {
    return this.engine.place(memNo, request as PlaceOrderRequest, origin);
  }

  /** The model trades the coin at `price` now (its own trade, not a member's). */
  trade(key: string, price: number): void {
    this.model.forceTrade(listing(key), price, this.clock);
  }

  close(): void {
    this.unsubscribe();
    this.engine.dispose();
    this.db.close();
  }
}

/** What calling `work` threw, for asserting on an ApiError's code and data. */
export function thrown(work: () => unknown): { status?: number; code?: string; data?: unknown } {
  try {
    work();
  } catch (error) {
    return error as { status?: number; code?: string; data?: unknown };
  }
  throw new Error('expected an error');
}
