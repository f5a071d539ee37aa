/**
 * The evaluator's indexes against a linear scan (property): after random writes (two members, ids that
 * collide across them, price and move alerts of every op, direction and trigger, on or off, expiring or
 * not), deletes and trades (jumps, equal prices, minutes passing), every trade fires exactly the alerts a
 * scan of every stored alert by the contract's rules would (priceFires, moveFires over the trades of the
 * window, alertMayFire with the last firing, a `once` alert off after it), and the evaluator holds exactly
 * the alerts that are on and not expired.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  ALERT_OPS,
  ALERT_TRIGGERS,
  alertExpired,
  alertMayFire,
  MOVE_DIRECTIONS,
  moveFires,
  priceFires,
  type Alert,
  type AlertCondition,
  type AlertOp,
  type AlertPutRequest,
} from '../../../../contract';
import { ALICE, BOB, harness, T0 } from './evaluator-harness';

const MINUTE = 60_000;

type Command =
  | {
      kind: 'put';
      memNo: number;
      id: string;
      condition: Cond;
      trigger: Alert['trigger'];
      active: boolean;
      expires: boolean;
    }
  | { kind: 'delete'; memNo: number; id: string }
  | { kind: 'trade'; ticks: number; stepMs: number };

/** A condition with its prices in ticks from the start's price, and a move's percent in ticks of it. */
type Cond =
  | { kind: 'price'; op: AlertOp; ticks: number }
  | { kind: 'move'; direction: (typeof MOVE_DIRECTIONS)[number]; ticks: number; minutes: number };

const member = fc.constantFrom(ALICE, BOB);
const id = fc.constantFrom('a', 'b', 'c', 'd', 'e');
const cond: fc.Arbitrary<Cond> = fc.oneof(
  fc.record({
    kind: fc.constant('price' as const),
    op: fc.constantFrom(...ALERT_OPS),
    ticks: fc.integer({ min: -4, max: 4 }),
  }),
  fc.record({
    kind: fc.constant('move' as const),
    direction: fc.constantFrom(...MOVE_DIRECTIONS),
    ticks: fc.integer({ min: 1, max: 6 }),
    minutes: fc.integer({ min: 1, max: 3 }),
  }),
);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('put' as const),
      memNo: member,
      id,
      condition: cond,
      trigger: fc.constantFrom(...ALERT_TRIGGERS),
      active: fc.boolean(),
      expires: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), memNo: member, id }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      ticks: fc.integer({ min: -6, max: 6 }),
      stepMs: fc.constantFrom(1_000, 20_000, 61_000),
    }),
  },
);

/** Runs the commands on a new harness, checking each trade against the scan. */
function checkAgainstScan(commands: readonly Command[]): void {
  const h = harness();
  try {
    // Past the history's minutes: the move windows hold the test's trades only.
    h.at(T0 + 30 * MINUTE);
    const price = (ticks: number) => h.p0 + ticks * h.tick;
    const conditionOf = (c: Cond): AlertCondition =>
      c.kind === 'price'
        ? { kind: 'price', op: c.op, value: price(c.ticks) }
        : {
            kind: 'move',
            direction: c.direction,
            percent: (c.ticks * h.tick * 100) / h.p0,
            minutes: c.minutes,
          };
    /** The scan's state: every stored alert with its last firing since its write. */
    const scan = new Map<string, { memNo: number; alert: Alert; lastFiredAt: number | null }>();
    const trades: { time: number; price: number }[] = [];
    let last = h.p0;
    let fired = 0;
    let lastSeq = 0;
    for (const c of commands) {
      if (c.kind === 'put') {
        const key = `${c.memNo}:${c.id}`;
        const stored = scan.get(key);
        const put: AlertPutRequest = {
          coin: 'BTC-KRW',
          condition: conditionOf(c.condition),
          trigger: c.trigger,
          expiresAt: c.expires ? h.clock.now + 90_000 : null,
          message: '',
          active: c.active,
          baseVersion: stored?.alert.version ?? 0,
        };
        scan.set(key, { memNo: c.memNo, alert: h.alerts.put(c.memNo, c.id, put), lastFiredAt: null });
      } else if (c.kind === 'delete') {
        const stored = scan.get(`${c.memNo}:${c.id}`);
        if (!stored) continue;
        h.alerts.delete(c.memNo, c.id, stored.alert.version);
        scan.delete(`${c.memNo}:${c.id}`);
      } else {
        const current = price(c.ticks);
        const time = h.trade(current, c.stepMs);
        trades.push({ time, price: current });
        const minute = Math.floor(time / MINUTE);
        const window = (minutes: number) => {
          const inside = trades.filter((trade) => Math.floor(trade.time / MINUTE) > minute - minutes);
          const prices = inside.map((trade) => trade.price);
          return { low: Math.min(...prices), high: Math.max(...prices) };
        };
        const expected: string[] = [];
        for (const [key, held] of scan) {
          const { alert } = held;
          const { condition } = alert;
          const met =
            condition.kind === 'price'
              ? priceFires(condition, last, current)
              : condition.kind === 'move' && moveFires(condition, window(condition.minutes), current);
          if (!met || !alertMayFire(alert, held.lastFiredAt, time)) continue;
          expected.push(key);
          held.lastFiredAt = time;
          if (alert.trigger === 'once') held.alert = { ...alert, active: false, version: alert.version + 1 };
        }
        last = current;
        // Rows after the last seen (a deleted alert's rows go with it: counted by seq, not by place).
        const firings = h.db
          .prepare(
            'SELECT seq, mem_no AS memNo, alert_id AS id FROM alert_firings WHERE seq > ? ORDER BY seq',
          )
          .all(lastSeq) as { seq: number; memNo: number; id: string }[];
        lastSeq = firings.at(-1)?.seq ?? lastSeq;
        fired += firings.length;
        const actual = firings.map((firing) => `${firing.memNo}:${firing.id}`);
        expect(actual.sort()).toEqual(expected.sort());
        const on = [...scan.values()].filter(({ alert }) => alert.active && !alertExpired(alert, time));
        expect(h.evaluator.size).toBe(on.length);
      }
    }
    const kept = h.db.prepare('SELECT COUNT(*) AS n FROM alert_firings').get() as { n: number };
    expect(kept.n).toBeLessThanOrEqual(fired);
  } finally {
    h.stop();
  }
}

test('every trade fires exactly what a scan of the stored alerts by the rules fires', () => {
  fc.assert(fc.property(fc.array(command, { minLength: 5, maxLength: 40 }), checkAgainstScan), {
    numRuns: 25,
  });
});
