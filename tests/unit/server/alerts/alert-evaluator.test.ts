/**
 * The exchange's alert evaluation (server/alerts/alert-evaluator.ts) on a market model driven trade by
 * trade, with no socket anywhere: each kind fires on the trade or bar close it should and on no other (a
 * jump over the level, equal prices, once / oncePerBar / everyTime, expiry, paused), a firing writes its log
 * row, the alert's last-fired time (and turns a `once` alert off, as a write) and its notification in one
 * transaction, published after it; a refused notification rolls the firing back; the log keeps
 * ALERT_FIRINGS_KEPT per alert; a restart keeps what fired; a drawing deleted silences its alert.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ALERT_FIRINGS_KEPT, type Alert } from '../../../../contract';
import { drawingPut } from '../../../fixtures/drawings';
import { ALICE, BOB, harness, T0, type Harness } from './evaluator-harness';

let h: Harness;
beforeEach(() => {
  h = harness();
});
afterEach(() => h.stop());

const ids = () => h.firings().map((firing) => firing.alertId);
const stored = (id: string, memNo = ALICE): Alert => h.alerts.list(memNo).find((alert) => alert.id === id)!;
/** A price `k` ticks from the start's. */
const at = (k: number) => h.p0 + k * h.tick;
const lastFiredAt = (id: string) =>
  (
    h.db.prepare('SELECT last_fired_at AS at FROM alerts WHERE alert_id = ?').get(id) as {
      at: number | null;
    }
  ).at;

describe('price alerts', () => {
  test('crossesUp fires on the trade that reaches the level, a once alert then turns off as a write', () => {
    h.put('a', { condition: { kind: 'price', op: 'crossesUp', value: at(2) } });
    h.trade(at(1));
    expect(ids()).toEqual([]);
    const time = h.trade(at(2));
    expect(h.firings()).toEqual([{ alertId: 'a', coin: 'BTC-KRW', at: time, price: at(2) }]);
    expect(h.notified()).toEqual(['a']);
    expect(h.notifications.published).toMatchObject([
      {
        memNo: ALICE,
        notifications: [
          { subject: { kind: 'alert', alertId: 'a', coin: 'BTC-KRW', price: at(2), message: '' } },
        ],
      },
    ]);
    expect(stored('a')).toMatchObject({ active: false, version: 2, updatedAt: time });
    expect(lastFiredAt('a')).toBe(time);
    h.trade(at(0));
    h.trade(at(3));
    expect(ids()).toEqual(['a']);
    expect(h.evaluator.size).toBe(0);
  });

  test('a price jumping over the level crosses it; equal prices and a price leaving the level do not', () => {
    h.put('jump', { condition: { kind: 'price', op: 'crosses', value: at(2) }, trigger: 'everyTime' });
    h.trade(at(5));
    expect(ids()).toEqual(['jump']);
    h.trade(at(5));
    h.trade(at(2));
    expect(ids()).toEqual(['jump', 'jump']);
    h.trade(at(2));
    h.trade(at(1));
    expect(ids()).toEqual(['jump', 'jump']);
    h.trade(at(-3));
    h.trade(at(4));
    expect(ids()).toEqual(['jump', 'jump', 'jump']);
  });

  test('an alert made with the price already past its level does not cross until the price comes back', () => {
    h.put('up', { condition: { kind: 'price', op: 'crossesUp', value: at(-1) } });
    h.put('gt', { condition: { kind: 'price', op: 'greaterThan', value: at(-1) } });
    h.trade(at(1));
    expect(ids()).toEqual(['gt']);
    h.trade(at(-2));
    h.trade(at(0));
    expect(ids()).toEqual(['gt', 'up']);
  });

  test('oncePerBar fires once a minute while past its level; everyTime on every trade', () => {
    h.put('bar', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, trigger: 'oncePerBar' });
    h.put('every', { condition: { kind: 'price', op: 'lessThan', value: at(-1) }, trigger: 'everyTime' });
    h.trade(at(2));
    h.trade(at(3));
    expect(ids()).toEqual(['bar']);
    expect(stored('bar')).toMatchObject({ active: true, version: 1 });
    h.at(T0 + 60_000);
    h.trade(at(2));
    h.trade(at(-2));
    h.trade(at(-3));
    expect(ids()).toEqual(['bar', 'bar', 'every', 'every']);
  });

  test('an alert paused never fires, and fires once turned on; an expired alert leaves the index', () => {
    h.put('off', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, active: false });
    h.put('exp', {
      condition: { kind: 'price', op: 'greaterThan', value: at(1) },
      expiresAt: T0 + 30_000,
      trigger: 'everyTime',
    });
    expect(h.evaluator.size).toBe(1);
    h.trade(at(2));
    expect(ids()).toEqual(['exp']);
    h.at(T0 + 30_000);
    h.trade(at(3));
    expect(ids()).toEqual(['exp']);
    expect(h.evaluator.size).toBe(0);
    h.put('off', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, active: true });
    h.trade(at(2));
    expect(ids()).toEqual(['exp', 'off']);
  });

  test("members' ids are their own: two members' alerts of one id fire each for its member", () => {
    h.put('same', { condition: { kind: 'price', op: 'greaterThan', value: at(1) } }, ALICE);
    h.put('same', { condition: { kind: 'price', op: 'lessThan', value: at(1) } }, BOB);
    h.trade(at(2));
    expect(h.firings(ALICE).map((firing) => firing.alertId)).toEqual(['same']);
    expect(h.firings(BOB)).toEqual([]);
    h.trade(at(0));
    expect(h.firings(BOB).map((firing) => firing.alertId)).toEqual(['same']);
  });

  test('an update starts the alert afresh: a once alert that fired and is turned on fires again', () => {
    h.put('a', { condition: { kind: 'price', op: 'greaterThan', value: at(1) } });
    h.trade(at(2));
    h.put('a', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, active: true });
    expect(lastFiredAt('a')).toBeNull();
    h.trade(at(3));
    expect(ids()).toEqual(['a', 'a']);
  });

  test('a deleted alert does not fire, and its firing log goes with it', () => {
    h.put('a', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, trigger: 'everyTime' });
    h.trade(at(2));
    h.alerts.delete(ALICE, 'a', 1);
    h.trade(at(3));
    expect(ids()).toEqual([]);
    expect(h.notified()).toEqual(['a']);
  });
});

describe('a firing and its notification', () => {
  test('commit together: a refused notification rolls the firing back and is reported', () => {
    h.put('a', { condition: { kind: 'price', op: 'greaterThan', value: at(1) } });
    h.notifications.refusing = true;
    h.trade(at(2));
    expect(ids()).toEqual([]);
    expect(h.notified()).toEqual([]);
    expect(h.notifications.published).toEqual([]);
    expect(stored('a')).toMatchObject({ active: true, version: 1 });
    expect(lastFiredAt('a')).toBeNull();
    expect(h.reported).toEqual([new Error('notification refused')]);
    h.notifications.refusing = false;
    h.trade(at(3));
    expect(ids()).toEqual(['a']);
    expect(h.notified()).toEqual(['a']);
  });

  test(`the log keeps the newest ${ALERT_FIRINGS_KEPT} firings of each alert`, () => {
    h.put('a', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, trigger: 'everyTime' });
    h.put('b', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, trigger: 'once' });
    const times = Array.from({ length: ALERT_FIRINGS_KEPT + 5 }, (_, i) => h.trade(at(2 + (i % 2))));
    const firings = h.firings();
    expect(firings.filter((firing) => firing.alertId === 'b')).toHaveLength(1);
    const kept = firings.filter((firing) => firing.alertId === 'a').map((firing) => firing.at);
    expect(kept).toEqual(times.slice(5));
    expect(h.notified()).toHaveLength(ALERT_FIRINGS_KEPT + 6);
  });
});

describe('a restart', () => {
  test('keeps what fired: a once alert does not fire twice, a oncePerBar one waits for its next bar', () => {
    h.put('once', { condition: { kind: 'price', op: 'greaterThan', value: at(1) } });
    h.put('bar', { condition: { kind: 'price', op: 'greaterThan', value: at(1) }, trigger: 'oncePerBar' });
    const fired = h.trade(at(2));
    expect(ids().sort()).toEqual(['bar', 'once']);
    h.stop();
    h = harness(h.db, fired + 1_000);
    expect(h.evaluator.size).toBe(1);
    h.trade(h.p0 + 3 * h.tick);
    expect(ids().sort()).toEqual(['bar', 'once']);
    h.at(T0 + 60_000);
    h.trade(h.p0 + 3 * h.tick);
    expect(ids().sort()).toEqual(['bar', 'bar', 'once']);
  });
});

describe('move alerts', () => {
  /** Minutes after the start: the windows then hold only the test's trades, none of the history's. */
  const minute = (m: number) => h.at(T0 + (10 + m) * 60_000);
  beforeEach(() => minute(0));

  test('fire when the price has moved the percent from the window low, not before; either way once', () => {
    const percent = (h.tick * 10 * 100) / h.p0;
    h.put('up', {
      condition: { kind: 'move', direction: 'up', percent, minutes: 5 },
      trigger: 'everyTime',
    });
    h.put('either', { condition: { kind: 'move', direction: 'either', percent: percent / 2, minutes: 5 } });
    h.trade(at(-5));
    h.trade(at(-4));
    expect(ids()).toEqual([]);
    minute(1);
    h.trade(at(1));
    expect(ids()).toEqual(['either']);
    h.trade(at(4));
    expect(ids()).toEqual(['either']);
    h.trade(at(6));
    expect(ids()).toEqual(['either', 'up']);
  });

  test("a window's low leaves it with its minute", () => {
    const percent = (h.tick * 10 * 100) / h.p0;
    h.put('up', { condition: { kind: 'move', direction: 'up', percent, minutes: 2 }, trigger: 'everyTime' });
    h.trade(at(-20));
    minute(2);
    h.trade(at(0));
    minute(3);
    // The window of 2 minutes is this minute and the one before: the low of -20 ticks has left it.
    h.trade(at(5));
    expect(ids()).toEqual([]);
    h.trade(at(10));
    expect(ids()).toEqual(['up']);
  });
});

describe('drawing alerts', () => {
  const drawingAt = (price: number) => {
    const put = drawingPut('horizontalLine');
    return { ...put, anchors: [{ time: T0 / 1000 - 3600, price }] };
  };

  test('fire when the price crosses the line, follow the drawing as it moves, and fall silent when it goes', () => {
    const drawing = h.drawings.put(ALICE, 'd1', drawingAt(at(2)));
    h.put('line', {
      condition: { kind: 'drawing', drawingId: 'd1', line: 0, op: 'crosses' },
      trigger: 'everyTime',
    });
    h.trade(at(1));
    h.trade(at(3));
    expect(ids()).toEqual(['line']);
    h.drawings.put(ALICE, 'd1', { ...drawingAt(at(-2)), baseVersion: drawing.version });
    h.trade(at(1));
    expect(ids()).toEqual(['line']);
    h.trade(at(-3));
    expect(ids()).toEqual(['line', 'line']);
    h.drawings.delete(ALICE, 'd1', drawing.version + 1);
    h.trade(at(3));
    h.trade(at(-3));
    expect(ids()).toEqual(['line', 'line']);
  });
});
