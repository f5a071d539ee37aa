/**
 * Property: random order streams (several members, limit orders of every time in force, market,
 * best-price and stop-limit orders under every self-trade mode, cancels, replaces, restarts and the
 * model's own trades) never let a member trade with themself, never make a balance or a lock negative, every lock
 * equals what the member's open orders hold, per currency the members' balances plus the fees
 * collected plus what went to the market (the model's liquidity and trades) stay what they were, a
 * market buy takes its order total and the fee on top (contract buyCost), no more, and the books hold
 * each open order with the open quantity the ledger gives it (quantity − filledQuantity) and nothing
 * else of the members'. ADA's model trades count 2^-9 coins (nine decimals), finer than the ledger's 1e-8.
 */
import fc from 'fast-check';
import { afterEach, expect, test } from 'vitest';
import { buyCost, roundToTick, specTicks, SMP_TYPES, TIME_IN_FORCES } from '../../../../contract';
import { openQuantity } from '../../../../server/trading/order-rows';
import { ApiError } from '../../../../server/errors/api-error';
import { MarketModel } from '../../../../server/market/market-model';
import { EngineHarness, listing, START_MS } from './engine-harness';

const KEYS = ['XRP-KRW', 'DOGE-KRW', 'ADA-KRW'] as const;
const LOGINS = ['demo-voucher', 'demo-premium', 'demo-business'] as const;
const START: Record<string, number> = { KRW: 50_000_000, XRP: 10_000, DOGE: 50_000, ADA: 30_000 };

function offset(price: number, steps: number): number {
  let p = price;
  for (let i = 0; i < Math.abs(steps); i += 1)
    p = roundToTick(
      specTicks('KRW'),
      steps > 0 ? p + specTicks('KRW')(p) : p - specTicks('KRW')(p * (1 - 1e-9)),
    );
  return p;
}

const member = fc.integer({ min: 0, max: LOGINS.length - 1 });
const key = fc.constantFrom(...KEYS);
const side = fc.constantFrom('buy' as const, 'sell' as const);
// The model's ladder starts a tick either side of the last price and holds tens of millions of KRW a
// level, far more than these members trade: members meet each other mostly at the last price itself,
// which the ladder leaves free until a trade (then the side the trade took from holds it), so orders
// are placed there often; and their orders hardly
// move the price, so stops are placed within the model's trade steps (up to 8 ticks) to be reached.
const away = fc.integer({ min: -12, max: 12 });
const smp = fc.constantFrom(undefined, ...SMP_TYPES);
const ticks = fc.oneof({ arbitrary: fc.constant(0), weight: 2 }, { arbitrary: away, weight: 3 });
// Weighted towards limit orders, so that members meet each other (and themselves) at the last price.
const step = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('limit' as const),
      member,
      key,
      side,
      ticks,
      size: fc.double({ min: 0.01, max: 1 }),
      timeInForce: fc.constantFrom(undefined, ...TIME_IN_FORCES),
      smp,
    }),
    weight: 5,
  },
  {
    arbitrary: fc.record({
      kind: fc.constantFrom('market' as const, 'best' as const),
      member,
      key,
      side,
      size: fc.double({ min: 0.001, max: 0.5 }),
      timeInForce: fc.constantFrom('ioc' as const, 'fok' as const),
      smp,
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('stop' as const),
      member,
      key,
      side,
      ticks,
      stopTicks: fc.integer({ min: -6, max: 6 }),
      size: fc.double({ min: 0.01, max: 1 }),
      smp,
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('cancel' as const), member, pick: fc.nat() }), weight: 1 },
  // A restart: new books restored from the ledger's open orders.
  { arbitrary: fc.record({ kind: fc.constant('restart' as const) }), weight: 1 },
  {
    arbitrary: fc.record({ kind: fc.constant('replace' as const), member, pick: fc.nat(), ticks }),
    weight: 1,
  },
  // A model trade at the last price meets the member orders resting there (filling them up to its size).
  {
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      key,
      ticks: fc.oneof(fc.constant(0), fc.integer({ min: -8, max: 8 })),
    }),
    weight: 2,
  },
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

let h: EngineHarness | undefined;
afterEach(() => h?.close());

function apply(harness: EngineHarness, memNos: number[], s: Step): void {
  if (s.kind === 'trade') {
    harness.trade(s.key, offset(harness.price(s.key), s.ticks));
    return;
  }
  if (s.kind === 'restart') {
    harness.restart();
    return;
  }
  const memNo = memNos[s.member]!;
  const open = harness.ledger.memberOrders(memNo, { status: 'pending' }, 500);
  if (s.kind === 'cancel' || s.kind === 'replace') {
    const order = open[s.pick % Math.max(1, open.length)];
    if (!order) return;
    if (s.kind === 'cancel') harness.engine.cancel(memNo, order.orderId);
    else harness.engine.replace(memNo, order.orderId, { price: offset(order.price, s.ticks) });
    return;
  }
  const last = harness.price(s.key);
  const symbol = s.key.split('-')[0]!;
  // Sizes are shares of the member's start balance: some orders are refused for want of funds.
  const quantity = Math.round(((START[symbol]! * s.size) / 2) * 1e4) / 1e4;
  if (s.kind === 'limit')
    harness.place(memNo, {
      key: s.key,
      orderType: 'limit',
      side: s.side,
      price: offset(last, s.ticks),
      quantity,
      timeInForce: s.timeInForce,
      // The request refuses a self-trade mode beside post_only.
      smpType: s.timeInForce === 'post_only' ? undefined : s.smp,
    });
  else if (s.kind === 'stop')
    harness.place(memNo, {
      key: s.key,
      orderType: 'stopLimit',
      side: s.side,
      price: offset(last, s.ticks),
      stopPrice: offset(last, s.stopTicks),
      quantity,
      smpType: s.smp,
    });
  else if (s.side === 'buy') {
    const amount = Math.round(START.KRW! * s.size);
    const order = harness.place(memNo, {
      key: s.key,
      orderType: s.kind,
      side: 'buy',
      amount,
      timeInForce: s.kind === 'best' ? s.timeInForce : undefined,
      smpType: s.smp,
    });
    // The order total and the fee on top, as the order panel shows them (buyCost), are what it takes:
    // all of it once filled (a 1e-8 of these coins is worth far less than a won), less if the book ran out.
    const debit = order.filledAmount + order.fee;
    const shown = buyCost('KRW', amount).total;
    if (order.status === 'filled') expect(debit).toBe(shown);
    else expect(debit).toBeLessThanOrEqual(shown);
  } else
    harness.place(memNo, {
      key: s.key,
      orderType: s.kind,
      side: 'sell',
      quantity,
      timeInForce: s.kind === 'best' ? s.timeInForce : undefined,
      smpType: s.smp,
    });
}

/** No fill has the same member on both sides: self-trade prevention held. */
function checkNoSelfTrade(harness: EngineHarness): void {
  const selfTrades = harness.db
    .prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM fills WHERE counter_mem_no = mem_no')
    .get()!.n;
  expect(selfTrades).toBe(0);
}

function checkInvariants(harness: EngineHarness, memNos: number[]): void {
  const db = harness.db;
  const rows = db
    .prepare<[], { mem_no: number; coin_type: string; balance: number; locked: number }>(
      `SELECT mem_no, coin_type, balance, locked FROM balances WHERE mem_no IN (${memNos.join(',')})`,
    )
    .all();
  for (const row of rows) {
    expect(row.balance).toBeGreaterThanOrEqual(0);
    expect(row.locked).toBeGreaterThanOrEqual(0);
    expect(row.locked).toBeLessThanOrEqual(row.balance);
    const held = db
      .prepare<[number, string], { held: number | null }>(
        `SELECT SUM(locked_amount) AS held FROM orders WHERE mem_no = ? AND locked_coin_type = ? AND status = 'pending'`,
      )
      .get(row.mem_no, row.coin_type)!.held;
    expect(row.locked).toBeCloseTo(held ?? 0, 7);
  }
  for (const symbol of Object.keys(START)) {
    const coinType = symbol === 'KRW' ? 'C0100' : listing(`${symbol}-KRW`).coin.coinType;
    const held = rows.filter((r) => r.coin_type === coinType).reduce((sum, r) => sum + r.balance, 0);
    const who = `mem_no IN (${memNos.join(',')})`;
    let elsewhere: number;
    if (symbol === 'KRW') {
      // Quote money: fees to the exchange; member buys from the market paid it, sells to it were paid by it.
      elsewhere =
        db
          .prepare<[], { total: number | null }>(
            `SELECT SUM(fee + CASE WHEN counter_mem_no = 0 THEN (CASE side WHEN 'buy' THEN amount ELSE -amount END) ELSE 0 END) AS total
           FROM fills WHERE ${who}`,
          )
          .get()!.total ?? 0;
    } else {
      elsewhere =
        db
          .prepare<[string], { total: number | null }>(
            `SELECT SUM(CASE side WHEN 'buy' THEN -quantity ELSE quantity END) AS total
           FROM fills WHERE ${who} AND counter_mem_no = 0 AND coin_key = ?`,
          )
          .get(`${symbol}-KRW`)!.total ?? 0;
    }
    expect(held + elsewhere).toBeCloseTo(START[symbol]! * memNos.length, symbol === 'KRW' ? 6 : 6);
  }
}

/** The members' open orders rest in their books with the ledger's open quantity; none of theirs else. */
function checkBooks(harness: EngineHarness, memNos: number[]): void {
  const resting = new Map<number, number>();
  for (const key of KEYS) {
    const book = harness.books.book(key);
    for (const side of [book.bids, book.asks])
      for (const level of side.levelsFromBest())
        for (let order = level.head; order; order = order.next)
          if (order.owner !== 0) resting.set(order.id, order.quantity);
  }
  for (const order of harness.ledger.openOrders()) {
    if (!memNos.includes(order.memNo)) continue;
    const book = harness.books.book(order.key);
    if (!order.triggered) {
      expect(book.has(order.orderId)).toBe(true);
      continue;
    }
    expect([order.orderId, resting.get(order.orderId)]).toEqual([order.orderId, openQuantity(order)]);
    resting.delete(order.orderId);
  }
  expect([...resting.keys()]).toEqual([]);
}

test('random order streams keep balances and locks whole and money conserved', () => {
  const model = new MarketModel({ seed: 42, tradeRate: 0, startMs: START_MS });
  const seen = {
    fills: 0,
    memberToMember: 0,
    triggered: 0,
    marketBuys: 0,
    sweptAtPrice: 0,
    prevented: 0,
    restCancelled: 0,
    best: 0,
    postOnlyResting: 0,
  };
  fc.assert(
    fc.property(fc.array(step, { minLength: 5, maxLength: 40 }), (steps) => {
      h?.close();
      const harness = (h = new EngineHarness(model));
      const memNos = LOGINS.map((login) => harness.member(login, START));
      for (const s of steps) {
        try {
          apply(harness, memNos, s);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
        }
        expect(harness.errors).toEqual([]);
        checkInvariants(harness, memNos);
        checkBooks(harness, memNos);
        checkNoSelfTrade(harness);
      }
      const count = (where: string) =>
        harness.db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${where}`).get()!.n;
      seen.fills += count('fills');
      seen.memberToMember += count('fills WHERE counter_mem_no <> 0');
      seen.triggered += count(`orders WHERE order_type = 'stopLimit' AND triggered = 1`);
      seen.marketBuys += count(`orders WHERE order_type = 'market' AND side = 'buy' AND status = 'filled'`);
      seen.prevented += count('orders WHERE prevented_quantity > 0');
      seen.restCancelled += count(
        `orders WHERE time_in_force IN ('ioc', 'fok') AND status = 'cancelled' AND filled_quantity = 0`,
      );
      seen.best += count(`orders WHERE order_type = 'best' AND filled_quantity > 0`);
      seen.postOnlyResting += count(`orders WHERE time_in_force = 'post_only'`);
      // A model trade at its price, finer than 1e-8, took part of an ADA order, which then filled or stayed open.
      seen.sweptAtPrice += count(
        `fills f JOIN orders o USING (order_id) WHERE f.coin_key = 'ADA-KRW' AND f.counter_mem_no = 0 AND f.maker = 1 AND f.quantity < o.quantity`,
      );
      h = undefined;
      harness.close();
    }),
    { numRuns: 60, seed: 5 },
  );
  // The streams did reach what the invariants are about.
  expect(seen.fills).toBeGreaterThan(0);
  expect(seen.memberToMember).toBeGreaterThan(0);
  expect(seen.triggered).toBeGreaterThan(0);
  expect(seen.marketBuys).toBeGreaterThan(0);
  expect(seen.sweptAtPrice).toBeGreaterThan(0);
  expect(seen.prevented).toBeGreaterThan(0);
  expect(seen.restCancelled).toBeGreaterThan(0);
  expect(seen.best).toBeGreaterThan(0);
  expect(seen.postOnlyResting).toBeGreaterThan(0);
});
