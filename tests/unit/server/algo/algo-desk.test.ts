/**
 * The algo desk on the order engine in process (engine-harness.ts), on the harness's clock: a TWAP
 * completes in its slices, its average is the volume-weighted average of its children's fills, a
 * restart mid-way goes on without a doubled or lost slice, the price limit skips and carries, pause and
 * resume move the schedule, the three stop rules; a TWAP's end by the exchange notified in the transaction
 * that ends it; split orders placed all or none and cancelled together or alone.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  notificationTexts,
  type AlgoOrderRow,
  type AlgoSubject,
  type TwapParams,
} from '../../../../contract';
import { AlgoDesk } from '../../../../server/algo/algo-desk';
import { AlgoStore } from '../../../../server/algo/algo-store';
import type { NotificationPort } from '../../../../server/notifications/notification-port';
import { EngineHarness, listing, thrown } from '../trading/engine-harness';

const MINUTE = 60_000;

let h: EngineHarness;
let told: { memNo: number; row: AlgoOrderRow }[];
let blocked: Set<number>;
beforeEach(() => {
  h = new EngineHarness();
  told = [];
  blocked = new Set();
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  h.close();
});

/** A desk on the harness's engine as it is now (a restart builds a new engine: build a new desk). */
function desk(notices: NotificationPort = h.notifications): AlgoDesk {
  return new AlgoDesk({
    store: new AlgoStore(h.db),
    engine: h.engine,
    model: h.model,
    now: () => h.creditClock.now(),
    orderRefused: (memNo) => blocked.has(memNo),
    changed: (memNo, row) => told.push({ memNo, row }),
    notices,
  });
}

function twap(overrides: Partial<TwapParams> = {}): TwapParams {
  return {
    key: 'XRP-KRW',
    side: 'buy',
    childType: 'best',
    amount: 2_000_000,
    durationMs: 10 * MINUTE,
    intervalMs: MINUTE,
    randomPct: 0,
    ...overrides,
  };
}

/** Moves the clock a minute on and runs the scheduler, `times` times. */
function minutes(algos: AlgoDesk, times: number): void {
  for (let i = 0; i < times; i += 1) {
    h.clock += MINUTE;
    algos.step();
  }
}

/** The volume-weighted average price of the fills of some orders: Σ price × quantity / Σ quantity. */
function vwap(orderIds: number[]): { quantity: number; amount: number; price: number } {
  const fills = h.ledger.fillsOf(orderIds);
  const quantity = fills.reduce((sum, fill) => sum + fill.quantity, 0);
  const amount = fills.reduce((sum, fill) => sum + fill.amount, 0);
  const value = fills.reduce((sum, fill) => sum + fill.price * fill.quantity, 0);
  return { quantity, amount, price: value / quantity };
}

describe('TWAP', () => {
  test('a 10-minute TWAP completes in its 10 slices; its average is the VWAP of its fills', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const started = algos.startTwap(memNo, twap(), 'web');
    expect(started).toMatchObject({ state: 'running', progress: { slicesDone: 1, slicesTotal: 10 } });
    expect(started.progress.nextSliceAt).toBe(h.creditClock.now() + MINUTE);
    expect(started.progress.remainingMs).toBe(9 * MINUTE);
    minutes(algos, 8);
    expect(algos.get(memNo, started.algoId).progress.slicesDone).toBe(9);
    minutes(algos, 1);
    const done = algos.get(memNo, started.algoId);
    expect(done).toMatchObject({ state: 'completed', progress: { slicesDone: 10, nextSliceAt: null } });
    expect(done.childOrderIds).toHaveLength(10);
    const children = done.childOrderIds.map((orderId) => h.ledger.order(orderId)!);
    expect(children.map((child) => child.clientOrderId)).toEqual(
      Array.from({ length: 10 }, (_, i) => `twap-${started.algoId}-${i}`),
    );
    expect(new Set(children.map((child) => child.orderType))).toEqual(new Set(['best']));
    const fills = vwap(done.childOrderIds);
    expect(fills.quantity).toBeGreaterThan(0);
    expect(done.progress.filledQuantity).toBeCloseTo(fills.quantity, 8);
    expect(done.progress.filledAmount).toBeCloseTo(fills.amount, 8);
    expect(done.progress.avgPrice).toBeCloseTo(fills.price, 8);
    // The whole amount was spent across the slices (the book had enough at each best price, or the rest
    // was carried to the next slice).
    expect(done.progress.filledAmount).toBeLessThanOrEqual(2_000_000);
    expect(done.progress.filledAmount).toBeGreaterThan(2_000_000 - h.price('XRP-KRW'));
    // A slice a step: the socket heard each.
    expect(told.filter((told) => told.row.algoId === started.algoId).length).toBeGreaterThanOrEqual(10);
  });

  test('a sell TWAP sells its quantity in its slices, its average the VWAP of its fills', () => {
    const memNo = h.member('demo-voucher', { XRP: 1_000 });
    const algos = desk();
    const quantity = Math.ceil(1_000_000 / h.price('XRP-KRW')) + 10;
    const { algoId } = algos.startTwap(
      memNo,
      twap({ side: 'sell', amount: undefined, quantity, childType: 'market' }),
      'web',
    );
    minutes(algos, 9);
    const done = algos.get(memNo, algoId);
    expect(done).toMatchObject({ state: 'completed', progress: { slicesDone: 10 } });
    const fills = vwap(done.childOrderIds);
    expect(done.progress.filledQuantity).toBeCloseTo(quantity, 8);
    expect(fills.quantity).toBeCloseTo(quantity, 8);
    expect(done.progress.avgPrice).toBeCloseTo(fills.price, 8);
    expect(h.balance(memNo, 'XRP').balance).toBeCloseTo(1_000 - quantity, 8);
  });

  test('a restart halfway goes on without a doubled or lost slice', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const first = desk();
    const { algoId } = first.startTwap(memNo, twap({ childType: 'market' }), 'web');
    minutes(first, 4);
    h.restart();
    const again = desk();
    // The scheduler's step after the restart with nothing due places nothing.
    again.step();
    expect(again.get(memNo, algoId).progress.slicesDone).toBe(5);
    minutes(again, 5);
    const done = again.get(memNo, algoId);
    expect(done).toMatchObject({ state: 'completed', progress: { slicesDone: 10 } });
    const sliceNos = done.childOrderIds.map((orderId) => h.ledger.order(orderId)!.clientOrderId);
    expect(new Set(sliceNos).size).toBe(10);
  });

  test('slices missed while the exchange was down follow one a step, none skipped', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap(), 'web');
    h.clock += 5 * MINUTE;
    algos.step();
    algos.step();
    expect(algos.get(memNo, algoId).progress.slicesDone).toBe(3);
  });

  test('randomised slices keep within their bound and sum to the total', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap({ childType: 'market', randomPct: 20 }), 'web');
    minutes(algos, 9);
    const done = algos.get(memNo, algoId);
    const amounts = done.childOrderIds.map((orderId) => h.ledger.order(orderId)!.amount!);
    for (const amount of amounts.slice(0, -1)) {
      expect(amount).toBeGreaterThanOrEqual(200_000 * 0.8 - 1);
      expect(amount).toBeLessThanOrEqual(200_000 * 1.2 + 1);
    }
    expect(new Set(amounts).size).toBeGreaterThan(1);
    expect(done.progress.filledAmount).toBeLessThanOrEqual(2_000_000);
  });

  test('a slice beyond the price limit is skipped and its share carried to the next', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const best = h.engine.books.book(listing('XRP-KRW').key).bestOpposite('buy')!;
    const started = algos.startTwap(memNo, twap({ priceLimit: best - 100 }), 'web');
    expect(started.childOrderIds).toEqual([]);
    expect(started.progress).toMatchObject({ slicesDone: 1, filledAmount: 0 });
    const limited = algos.startTwap(memNo, twap({ priceLimit: best }), 'web');
    expect(limited.childOrderIds).toHaveLength(1);
    expect(h.ledger.order(limited.childOrderIds[0]!)!.amount).toBe(200_000);
  });

  test('pause holds the slices; resume goes on at once with the rest a slice apart', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap(), 'web');
    const paused = algos.pause(memNo, algoId);
    expect(paused).toMatchObject({
      state: 'paused',
      progress: { nextSliceAt: null, remainingMs: 8 * MINUTE },
    });
    minutes(algos, 3);
    expect(algos.get(memNo, algoId).progress.remainingMs).toBe(8 * MINUTE);
    expect(algos.get(memNo, algoId).progress.slicesDone).toBe(1);
    expect(thrown(() => algos.pause(memNo, algoId))).toMatchObject({ status: 409, code: 'ALGO_WRONG_STATE' });
    const resumed = algos.resume(memNo, algoId);
    expect(resumed.progress).toMatchObject({ nextSliceAt: h.creditClock.now(), remainingMs: 8 * MINUTE });
    algos.step();
    expect(algos.get(memNo, algoId).progress.slicesDone).toBe(2);
    const cancelled = algos.cancel(memNo, algoId);
    expect(cancelled).toMatchObject({ state: 'cancelled', progress: { nextSliceAt: null, remainingMs: 0 } });
    minutes(algos, 2);
    expect(algos.get(memNo, algoId).progress.slicesDone).toBe(2);
    expect(thrown(() => algos.resume(memNo, algoId))).toMatchObject({ code: 'ALGO_WRONG_STATE' });
  });

  test('stopped, its fills kept: money runs out', () => {
    const memNo = h.member('demo-voucher', { KRW: 500_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap(), 'web');
    minutes(algos, 2);
    const stopped = algos.get(memNo, algoId);
    expect(stopped).toMatchObject({ state: 'stopped', stopReason: 'insufficientFunds' });
    expect(stopped.progress.filledAmount).toBeGreaterThan(0);
    expect(stopped.progress.nextSliceAt).toBeNull();
  });

  test('stopped: the member is blocked', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap(), 'web');
    blocked.add(memNo);
    minutes(algos, 1);
    expect(algos.get(memNo, algoId)).toMatchObject({
      state: 'stopped',
      stopReason: 'memberBlocked',
      progress: { slicesDone: 1 },
    });
  });

  test('stopped: the market closes', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap(), 'web');
    h.model.setMarketOpen('KRW', false);
    minutes(algos, 1);
    expect(algos.get(memNo, algoId)).toMatchObject({ state: 'stopped', stopReason: 'marketClosed' });
  });

  test("refusals: its bounds, too many at once, another member's parent", () => {
    const memNo = h.member('demo-voucher', { KRW: 50_000_000 });
    const algos = desk();
    expect(thrown(() => algos.startTwap(memNo, twap({ amount: 999_999 }), 'web'))).toMatchObject({
      status: 400,
      code: 'TWAP_INVALID',
      data: { problem: 'totalBelowMinimum' },
    });
    const ids = Array.from({ length: 10 }, () => algos.startTwap(memNo, twap(), 'web').algoId);
    expect(thrown(() => algos.startTwap(memNo, twap(), 'web'))).toMatchObject({ code: 'ALGO_TOO_MANY' });
    const other = h.member('demo-plus', { KRW: 0 });
    expect(thrown(() => algos.get(other, ids[0]!))).toMatchObject({ status: 404, code: 'ALGO_NOT_FOUND' });
    expect(algos.list(memNo).map((row) => row.algoId)).toEqual([...ids].reverse());
  });
});

describe("a TWAP's end as a notification", () => {
  /** The algo notifications stored, oldest first. */
  function stored(): { memNo: number; subject: AlgoSubject; titleEn: string; bodyEn: string }[] {
    return (
      h.db
        .prepare(
          "SELECT mem_no, subject, title_en, body_en FROM notifications WHERE kind = 'algo' ORDER BY notification_id",
        )
        .all() as { mem_no: number; subject: string; title_en: string; body_en: string }[]
    ).map((row) => ({
      memNo: row.mem_no,
      subject: JSON.parse(row.subject) as AlgoSubject,
      titleEn: row.title_en,
      bodyEn: row.body_en,
    }));
  }
  /** The algo notifications published on the members' channels. */
  function published(): { memNo: number; subject: AlgoSubject }[] {
    return h.notificationFrames.flatMap((frame) =>
      frame.notifications
        .filter((notification) => notification.subject.kind === 'algo')
        .map((notification) => ({ memNo: frame.memNo, subject: notification.subject as AlgoSubject })),
    );
  }
  /** A port that stores the notification, then fails: the transaction around it must keep neither. */
  const failing = (): NotificationPort => ({
    add: (memNo, subject) => {
      h.notifications.add(memNo, subject);
      throw new Error('a failure after the notification was stored');
    },
    publish: (memNo, notifications) => h.notifications.publish(memNo, notifications),
  });

  test('completed: one notification with its fills, stored with the last slice and published after', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap(), 'web');
    minutes(algos, 8);
    expect(stored()).toEqual([]);
    minutes(algos, 1);
    const done = algos.get(memNo, algoId);
    const subject: AlgoSubject = {
      kind: 'algo',
      algoId,
      coin: 'XRP-KRW',
      side: 'buy',
      state: 'completed',
      stopReason: null,
      filledQuantity: done.progress.filledQuantity,
      avgPrice: done.progress.avgPrice,
    };
    expect(done.progress.avgPrice).not.toBeNull();
    expect(stored()).toEqual([
      {
        memNo,
        subject,
        titleEn: notificationTexts(subject).title.en,
        bodyEn: notificationTexts(subject).body.en,
      },
    ]);
    expect(published()).toEqual([{ memNo, subject }]);
    minutes(algos, 2);
    expect(stored()).toHaveLength(1);
  });

  test("the member's own pause, resume and cancel are answered, not notified", () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { algoId } = algos.startTwap(memNo, twap(), 'web');
    algos.pause(memNo, algoId);
    algos.resume(memNo, algoId);
    algos.cancel(memNo, algoId);
    minutes(algos, 10);
    expect(stored()).toEqual([]);
    expect(published()).toEqual([]);
  });

  test('stopped: the notification names the reason, for each rule', () => {
    const poor = h.member('demo-voucher', { KRW: 500_000 });
    const rich = h.member('demo-plus', { KRW: 5_000_000 });
    const algos = desk();
    const funds = algos.startTwap(poor, twap(), 'web').algoId;
    const block = algos.startTwap(rich, twap(), 'web').algoId;
    minutes(algos, 2);
    blocked.add(rich);
    minutes(algos, 1);
    blocked.delete(rich);
    const market = algos.startTwap(rich, twap(), 'web').algoId;
    h.model.setMarketOpen('KRW', false);
    minutes(algos, 1);
    const reasons = stored().map(({ memNo, subject }) => [memNo, subject.algoId, subject.stopReason]);
    expect(reasons).toEqual([
      [poor, funds, 'insufficientFunds'],
      [rich, block, 'memberBlocked'],
      [rich, market, 'marketClosed'],
    ]);
    for (const { memNo, subject } of stored()) {
      expect(subject.state).toBe('stopped');
      expect(algos.get(memNo, subject.algoId)).toMatchObject({
        state: 'stopped',
        stopReason: subject.stopReason,
      });
    }
    const funded = stored()[0]!.subject;
    expect(funded.filledQuantity).toBe(algos.get(poor, funds).progress.filledQuantity);
    expect(funded.filledQuantity).toBeGreaterThan(0);
    expect(published().map(({ subject }) => subject.stopReason)).toEqual([
      'insufficientFunds',
      'memberBlocked',
      'marketClosed',
    ]);
  });

  test('a failure after the last slice stored its notification keeps neither: the slice is due again', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const { algoId } = desk().startTwap(memNo, twap(), 'web');
    const broken = desk(failing());
    minutes(broken, 8);
    h.clock += MINUTE;
    expect(() => broken.step()).toThrow(/after the notification/);
    const after = broken.get(memNo, algoId);
    expect(after).toMatchObject({ state: 'running', progress: { slicesDone: 9 } });
    expect(after.childOrderIds).toHaveLength(9);
    expect(stored()).toEqual([]);
    expect(published()).toEqual([]);
    // The scheduler places the slice again, whole, on its next step.
    desk().step();
    expect(desk().get(memNo, algoId)).toMatchObject({ state: 'completed', childOrderIds: { length: 10 } });
    expect(stored().map(({ subject }) => subject.state)).toEqual(['completed']);
  });

  test('a failure after a stop stored its notification keeps neither: the TWAP still runs', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const { algoId } = desk().startTwap(memNo, twap(), 'web');
    blocked.add(memNo);
    h.clock += MINUTE;
    expect(() => desk(failing()).step()).toThrow(/after the notification/);
    expect(desk().get(memNo, algoId)).toMatchObject({ state: 'running', stopReason: null });
    expect(stored()).toEqual([]);
    expect(published()).toEqual([]);
  });
});

describe('split orders', () => {
  const split = {
    key: 'XRP-KRW' as const,
    side: 'buy' as const,
    count: 5,
    quantity: 100,
    weighting: 'equal' as const,
  };
  /** Five prices under the best ask, so none crosses. */
  function range(): { fromPrice: number; toPrice: number } {
    const price = h.price('XRP-KRW');
    return { fromPrice: Math.round(price * 0.9), toPrice: Math.round(price * 0.8) };
  }

  test('placed all at once with the parent; cancelled together', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const placed = algos.placeSplit(memNo, { ...split, ...range() }, 'web');
    expect(placed).toMatchObject({
      kind: 'split',
      state: 'running',
      progress: { slicesTotal: 5, slicesDone: 0 },
    });
    expect(placed.childOrderIds).toHaveLength(5);
    const children = placed.childOrderIds.map((orderId) => h.ledger.order(orderId)!);
    expect(children.every((child) => child.status === 'pending' && child.orderType === 'limit')).toBe(true);
    const cancelled = algos.cancel(memNo, placed.algoId);
    expect(cancelled.state).toBe('cancelled');
    expect(placed.childOrderIds.every((orderId) => h.ledger.order(orderId)!.status === 'cancelled')).toBe(
      true,
    );
    expect(h.balance(memNo, 'KRW').locked).toBe(0);
  });

  test('a child cancelled alone leaves the others; with none open and none filled the parent is cancelled', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const placed = algos.placeSplit(memNo, { ...split, ...range(), count: 2 }, 'web');
    h.engine.cancel(memNo, placed.childOrderIds[0]!);
    expect(algos.get(memNo, placed.algoId)).toMatchObject({ state: 'running', progress: { slicesDone: 1 } });
    h.engine.cancel(memNo, placed.childOrderIds[1]!);
    expect(algos.get(memNo, placed.algoId).state).toBe('cancelled');
  });

  test('a TWAP is not started on a closed market: refused as an order is, nothing stored', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    h.model.setMarketOpen('KRW', false);
    expect(thrown(() => algos.startTwap(memNo, twap(), 'web'))).toMatchObject({
      status: 409,
      code: 'MARKET_CLOSED',
    });
    expect(algos.list(memNo)).toEqual([]);
  });

  test('all or none: money for four children of five places none', () => {
    const memNo = h.member('demo-voucher', { KRW: 5_000_000 });
    const algos = desk();
    const { fromPrice, toPrice } = range();
    const preview = algos.previewSplit({ ...split, fromPrice, toPrice });
    const fourFifths = preview.children.slice(0, 4).reduce((sum, child) => sum + child.amount * 1.0005, 0);
    h.member('demo-voucher', { KRW: Math.floor(fourFifths) + 1 });
    const error = thrown(() => algos.placeSplit(memNo, { ...split, fromPrice, toPrice }, 'web'));
    expect(error).toMatchObject({
      status: 400,
      code: 'ORDER_REJECTED',
      data: { problem: 'insufficientBalance' },
    });
    expect(h.ledger.memberOrders(memNo, { status: 'pending' }, 100)).toEqual([]);
    expect(h.balance(memNo, 'KRW').locked).toBe(0);
    expect(algos.list(memNo)).toEqual([]);
    expect(h.engine.orderBook(listing('XRP-KRW').key).bids.some(([price]) => price === toPrice)).toBe(false);
  });

  test('a refused preview says which problem', () => {
    const algos = desk();
    expect(thrown(() => algos.previewSplit({ ...split, fromPrice: 3000, toPrice: 3000 }))).toMatchObject({
      status: 400,
      code: 'SPLIT_INVALID',
      data: { problem: 'samePrice' },
    });
  });
});
