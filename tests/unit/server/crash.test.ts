/**
 * The crash test (no acknowledged write lost): the real server, started as `npm start` starts it in a child
 * process, takes a stream of orders from a logged-in demo member (limit orders that fill against the market's
 * liquidity and ones that rest, market orders, cancels; every placement with its own clientOrderId) and is
 * killed with SIGKILL at several points: after N answers with one request at a time, and with six in flight.
 * An answer that comes after the kill was decided counts as lost (the order committed, its answer never
 * arrived). After each restart on the same data folder:
 * - the start-up checks passed (the server started) and the ledger adds up (integrity.ts);
 * - every answered placement is in the ledger exactly once, with the id it was answered with; a refused
 *   one, or one never sent, is not there; an answered cancel left its order cancelled;
 * - a placement sent but not answered is there at most once, and sending it again with the same key
 *   answers that order (not a new one); the same key with another body is 409 IDEMPOTENCY_CONFLICT;
 * - per coin, the member's balance is the seeded balance plus what the fills bought or sold, less fees.
 * Bounded: five starts, at most 30 orders a round; no assertion depends on timing.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import {
  API,
  roundTo,
  type Envelope,
  type OrderBookSnapshot,
  type OrderRow,
  type PlaceOrderRequest,
} from '../../../contract';
import { DATABASE_FILE, openDatabase } from '../../../server/db/database';
import { ledgerProblems, pageFindings } from '../../../server/db/integrity';
import { SIM_CATALOGUE } from '../../../server/market/listings';
import { decimalsOf } from '../../../server/trading/amounts';
import { mulberry32 } from '../../../src/lib/seeded-random';
import { startChildServer, type ChildServer } from './child-server';
import { tempDataDir } from './helpers';

const LOGIN = 'demo-regular';
const KEYS = ['BTC-KRW', 'ETH-KRW'] as const;
type Key = (typeof KEYS)[number];

/**
 * The rounds: answers before the kill, and requests in flight at a time. With one at a time, one more
 * placement is then sent and its answer dropped before the kill: committed, never acknowledged.
 */
const ROUNDS = [
  { killAfter: 4, concurrency: 1 },
  { killAfter: 11, concurrency: 1 },
  { killAfter: 7, concurrency: 6 },
  { killAfter: 16, concurrency: 6 },
] as const;
const OPS_PER_ROUND = 30;

type PlacementKind = 'crossBuy' | 'crossSell' | 'restBuy' | 'restSell' | 'marketBuy' | 'marketSell';
type Body = Omit<PlaceOrderRequest, 'clientOrderId'>;

interface Placement {
  kind: PlacementKind;
  clientOrderId: string;
  body: Body;
  /** unsent: never went out; sent: went out, no answer before the kill; placed / refused: answered. */
  state: 'unsent' | 'sent' | 'placed' | 'refused';
  orderId?: number;
}

interface Cancel {
  kind: 'cancel';
  target: Placement | undefined;
  state: 'unsent' | 'sent' | 'cancelled' | 'refused';
}

type Op = Placement | Cancel;

const KINDS: readonly (PlacementKind | 'cancel')[] = [
  'crossBuy',
  'crossBuy',
  'crossSell',
  'crossSell',
  'restBuy',
  'restBuy',
  'restSell',
  'restSell',
  'marketBuy',
  'marketSell',
  'cancel',
  'cancel',
];

/** A placement's body from the book: crossing orders a few levels in, resting ones a few levels out. */
function placementBody(kind: PlacementKind, key: Key, book: OrderBookSnapshot, r: () => number): Body {
  const level = (side: 'asks' | 'bids', depth: number) =>
    book[side][Math.min(depth, book[side].length - 1)]![0];
  const krw = 6_000 + Math.floor(r() * 6_000);
  const quantity = (price: number) => roundTo(krw / price, 8);
  switch (kind) {
    case 'crossBuy': {
      const price = level('asks', Math.floor(r() * 3));
      return { key, side: 'buy', orderType: 'limit', price, quantity: quantity(price) };
    }
    case 'crossSell': {
      const price = level('bids', Math.floor(r() * 3));
      return { key, side: 'sell', orderType: 'limit', price, quantity: quantity(price) };
    }
    case 'restBuy': {
      const price = level('bids', 6 + Math.floor(r() * 6));
      return { key, side: 'buy', orderType: 'limit', price, quantity: quantity(price) };
    }
    case 'restSell': {
      const price = level('asks', 6 + Math.floor(r() * 6));
      return { key, side: 'sell', orderType: 'limit', price, quantity: quantity(price) };
    }
    case 'marketBuy':
      return { key, side: 'buy', orderType: 'market', amount: krw };
    case 'marketSell':
      return { key, side: 'sell', orderType: 'market', quantity: quantity(level('bids', 0)) };
  }
}

interface Session {
  server: ChildServer;
  cookie: string;
}

async function request<T>(
  session: Pick<Session, 'server'> & { cookie?: string },
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T>; headers: Headers }> {
  const response = await fetch(session.server.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(session.cookie ? { cookie: session.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    // Only so that a request to a dead server cannot hang the test; nothing is asserted on time.
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T>, headers: response.headers };
}

async function start(dataDir: string): Promise<Session> {
  const server = await startChildServer(['--data', dataDir, '--trade-rate', '0']);
  const answer = await request({ server }, API.login, {
    method: 'POST',
    body: { loginId: LOGIN, password: 'demo1234' },
  });
  expect(answer.status).toBe(200);
  return { server, cookie: (answer.headers.get('set-cookie') ?? '').split(';', 1)[0]! };
}

/**
 * Sends one op; answers whether its answer arrived before the kill (`late()` true: the answer is
 * treated as lost, as it would be had the process died a moment earlier).
 */
async function send(session: Session, op: Op, late: () => boolean): Promise<boolean> {
  if (op.kind === 'cancel') {
    if (!op.target?.orderId) return false;
    op.state = 'sent';
    const answer = await request(session, API.order(op.target.orderId), { method: 'DELETE' });
    if (late()) return false;
    op.state = answer.status === 200 ? 'cancelled' : 'refused';
    return true;
  }
  op.state = 'sent';
  const answer = await request<OrderRow>(session, API.orders, {
    method: 'POST',
    body: { ...op.body, clientOrderId: op.clientOrderId },
  });
  if (late()) return false;
  if (answer.status === 200) {
    op.state = 'placed';
    op.orderId = answer.body.data.orderId;
  } else op.state = 'refused';
  return true;
}

/**
 * Streams `ops` with `concurrency` in flight and calls `stop` (the kill) at the `stopAfter`-th answer;
 * answers of requests still in flight then are lost.
 */
async function stream(
  ops: readonly Op[],
  session: Session,
  { stopAfter, concurrency, stop }: { stopAfter: number; concurrency: number; stop: () => Promise<void> },
) {
  let answered = 0;
  let next = 0;
  let killing: Promise<void> | undefined;
  const inFlight = new Set<Promise<void>>();
  await new Promise<void>((done) => {
    const pump = () => {
      while (!killing && inFlight.size < concurrency && next < ops.length) {
        const op = ops[next++]!;
        const sending: Promise<void> = send(session, op, () => killing !== undefined)
          .then(
            (counted) => {
              if (counted) answered += 1;
              if (answered >= stopAfter) killing ??= stop();
            },
            // The server died under it: no answer.
            () => undefined,
          )
          .finally(() => {
            inFlight.delete(sending);
            if (!killing && next < ops.length) pump();
            else if (inFlight.size === 0) done();
          });
        inFlight.add(sending);
      }
    };
    pump();
  });
  await (killing ?? stop());
}

test('orders survive kill -9: acknowledged ones exactly once, retries not doubled, money reconciled', async () => {
  const dataDir = tempDataDir();
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const file = join(dataDir, DATABASE_FILE);
  // Seeded here, so that the member's starting balances are known before the server ever runs.
  const seeded = openDatabase({ dataDir, reset: false, seed: 42 });
  const memNo = seeded
    .prepare<[string], { mem_no: number }>('SELECT mem_no FROM members WHERE login_id = ?')
    .get(LOGIN)!.mem_no;
  const balancesOf = (db: Database.Database) =>
    new Map(
      db
        .prepare<[number], { coin_type: string; balance: number }>(
          'SELECT coin_type, balance FROM balances WHERE mem_no = ?',
        )
        .all(memNo)
        .map((row) => [row.coin_type, row.balance]),
    );
  const initial = balancesOf(seeded);
  seeded.close();

  const r = mulberry32(13);
  const all: Op[] = [];
  const cancelled = new Set<Placement>();
  let session = await start(dataDir);

  const check = async () => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare<[number, string], { order_id: number; status: string }>(
        'SELECT order_id, status FROM orders WHERE mem_no = ? AND client_order_id = ?',
      );
      const statusOf = db.prepare<[number], { status: string }>(
        'SELECT status FROM orders WHERE order_id = ?',
      );
      for (const op of all) {
        if (op.kind === 'cancel') {
          const status = op.target?.orderId && statusOf.get(op.target.orderId)!.status;
          if (op.state === 'cancelled') expect(status).toBe('cancelled');
          if (op.state === 'refused') expect(status).not.toBe('pending');
          continue;
        }
        const found = rows.all(memNo, op.clientOrderId);
        if (op.state === 'placed') expect(found.map((row) => row.order_id)).toEqual([op.orderId]);
        else if (op.state === 'sent') expect(found.length).toBeLessThanOrEqual(1);
        else expect(found).toEqual([]);
      }
    } finally {
      db.close();
    }
  };

  /** Sends every unanswered placement again under its key; each ends placed once or refused. */
  const retryUnanswered = async () => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    const existing = (key: string) =>
      db
        .prepare<[number, string], { order_id: number }>(
          'SELECT order_id FROM orders WHERE mem_no = ? AND client_order_id = ?',
        )
        .get(memNo, key)?.order_id;
    let retried = 0;
    let committed = 0;
    try {
      for (const op of all) {
        if (op.kind === 'cancel' || op.state !== 'sent') continue;
        const before = existing(op.clientOrderId);
        const answer = await request<OrderRow>(session, API.orders, {
          method: 'POST',
          body: { ...op.body, clientOrderId: op.clientOrderId },
        });
        retried += 1;
        if (before !== undefined) {
          committed += 1;
          // Committed before the crash: the retry answers that order, it places nothing.
          expect(answer.status).toBe(200);
          expect(answer.body.data.orderId).toBe(before);
        }
        if (answer.status === 200) {
          op.state = 'placed';
          op.orderId = answer.body.data.orderId;
        } else op.state = 'refused';
        expect(existing(op.clientOrderId)).toBe(op.state === 'placed' ? op.orderId : undefined);
      }
    } finally {
      db.close();
    }
    return { retried, committed };
  };

  /** The same key again: the same body answers the first order, another body is a conflict. */
  const sameKeyAgain = async () => {
    const placed = all.find((op): op is Placement => op.kind !== 'cancel' && op.state === 'placed')!;
    const again = await request<OrderRow>(session, API.orders, {
      method: 'POST',
      body: { ...placed.body, clientOrderId: placed.clientOrderId },
    });
    expect([again.status, again.body.data.orderId]).toEqual([200, placed.orderId]);
    const other = await request(session, API.orders, {
      method: 'POST',
      body: {
        ...placed.body,
        key: placed.body.key === 'BTC-KRW' ? 'ETH-KRW' : 'BTC-KRW',
        clientOrderId: placed.clientOrderId,
      },
    });
    expect([other.status, other.body.code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
  };

  /** The ledger adds up, and per coin the balance is the seeded one moved by the member's fills. */
  const reconcile = () => {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      expect(pageFindings(db.pragma('integrity_check') as { integrity_check: string }[])).toEqual({
        damage: [],
        constraints: [],
      });
      expect(ledgerProblems(db)).toEqual([]);
      const expected = new Map(initial);
      const move = (coinType: string, change: number) =>
        expected.set(coinType, roundTo((expected.get(coinType) ?? 0) + change, decimalsOf(coinType)));
      const fills = db
        .prepare<[number], { coin_key: string; side: string; quantity: number; amount: number; fee: number }>(
          'SELECT coin_key, side, quantity, amount, fee FROM fills WHERE mem_no = ? ORDER BY fill_id',
        )
        .all(memNo);
      for (const fill of fills) {
        const listing = SIM_CATALOGUE.listing(fill.coin_key)!;
        const quote = listing.crncCd;
        const coin = listing.coin.coinType;
        const sign = fill.side === 'buy' ? 1 : -1;
        move(coin, sign * fill.quantity);
        move(quote, fill.side === 'buy' ? -(fill.amount + fill.fee) : fill.amount - fill.fee);
      }
      const final = balancesOf(db);
      for (const coinType of new Set([...expected.keys(), ...final.keys()]))
        expect([coinType, final.get(coinType) ?? 0]).toEqual([
          coinType,
          expect.closeTo(expected.get(coinType) ?? 0, decimalsOf(coinType) + 1),
        ]);
      return fills.length;
    } finally {
      db.close();
    }
  };

  let droppedAnswers = 0;
  const seen = { committed: 0, lost: 0, retried: 0, cancels: 0, resting: 0 };
  for (const [round, { killAfter, concurrency }] of ROUNDS.entries()) {
    const books = new Map<Key, OrderBookSnapshot>();
    for (const key of KEYS)
      books.set(key, (await request<OrderBookSnapshot>(session, `${API.orderBook}?key=${key}`)).body.data);
    const ops: Op[] = [];
    for (let i = 0; i < OPS_PER_ROUND; i += 1) {
      const kind = KINDS[Math.floor(r() * KINDS.length)]!;
      if (kind === 'cancel') {
        const target = all.find(
          (op): op is Placement =>
            (op.kind === 'restBuy' || op.kind === 'restSell') && op.state === 'placed' && !cancelled.has(op),
        );
        if (target) cancelled.add(target);
        ops.push({ kind, target, state: 'unsent' });
        continue;
      }
      const key = KEYS[Math.floor(r() * KEYS.length)]!;
      ops.push({
        kind,
        clientOrderId: `crash-${round}-${i}-${Math.floor(r() * 1e9)}`,
        body: placementBody(kind, key, books.get(key)!, r),
        state: 'unsent',
      });
    }
    all.push(...ops);
    if (concurrency === 1) {
      await stream(ops, session, { stopAfter: killAfter, concurrency, stop: async () => undefined });
      const body = placementBody('restBuy', 'BTC-KRW', books.get('BTC-KRW')!, r);
      const lost: Placement = { kind: 'restBuy', clientOrderId: `crash-${round}-lost`, body, state: 'sent' };
      const answer = await request<OrderRow>(session, API.orders, {
        method: 'POST',
        body: { ...body, clientOrderId: lost.clientOrderId },
      });
      expect(answer.status).toBe(200);
      all.push(lost);
      droppedAnswers += 1;
      await session.server.kill();
    } else {
      await stream(ops, session, { stopAfter: killAfter, concurrency, stop: () => session.server.kill() });
    }
    // With several in flight, the kill always leaves some sent and unanswered.
    if (concurrency > 1) expect(ops.filter((op) => op.state === 'sent').length).toBeGreaterThan(0);
    seen.lost += all.filter((op) => op.kind !== 'cancel' && op.state === 'sent').length;
    // Answers after the kill count as lost: exactly `killAfter` arrived.
    expect(ops.filter((op) => op.state !== 'sent' && op.state !== 'unsent')).toHaveLength(killAfter);

    session = await start(dataDir);
    await check();
    const retry = await retryUnanswered();
    seen.retried += retry.retried;
    seen.committed += retry.committed;
    await check();
    await sameKeyAgain();
    reconcile();
  }
  seen.cancels = all.filter((op) => op.kind === 'cancel' && op.state === 'cancelled').length;
  seen.resting = all.filter((op) => op.kind === 'restBuy' && op.state === 'placed').length;
  const marketFills = reconcile();
  expect(await session.server.stop()).toBe(0);
  // The stream reached what the test is about: fills, resting orders, cancels, lost answers, retries.
  expect(marketFills).toBeGreaterThan(0);
  expect(seen.resting).toBeGreaterThan(0);
  expect(seen.cancels).toBeGreaterThan(0);
  expect(seen.lost).toBeGreaterThan(0);
  expect(seen.retried).toBe(seen.lost);
  // Every dropped answer was of a committed order, found (not placed again) by its retry.
  expect(seen.committed).toBeGreaterThanOrEqual(droppedAnswers);
}, 180_000);
