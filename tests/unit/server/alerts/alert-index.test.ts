/**
 * The price alerts' index (server/alerts/alert-index.ts) answers exactly what a scan of every alert with
 * the contract's rule (priceFires) answers: for any alerts on a few coins (values on a small grid, so that
 * trades land on them, ties and equal prices included), added, replaced and removed in any order, and any
 * trade; and a few cases written out.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALERT_OPS, priceFires, type AlertOp, type CoinKey } from '../../../../contract';
import { PriceAlertIndex, type IndexedPriceAlert } from '../../../../server/alerts/alert-index';

const COINS: CoinKey[] = ['BTC-KRW', 'ETH-KRW', 'XRP-BTC'];

type Step =
  | { kind: 'add'; coin: CoinKey; alert: IndexedPriceAlert }
  | { kind: 'remove'; id: string }
  | { kind: 'trade'; coin: CoinKey; previous: number | null; current: number };

const price = fc.integer({ min: 1, max: 12 }).map((n) => n * 0.5);
const id = fc.integer({ min: 0, max: 30 }).map((n) => `a${n}`);
const coin = fc.constantFrom(...COINS);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('add' as const),
      coin,
      alert: fc.record({ id, op: fc.constantFrom(...ALERT_OPS), value: price }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ kind: fc.constant('remove' as const), id }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      coin,
      previous: fc.option(price, { nil: null }),
      current: price,
    }),
    weight: 3,
  },
);

/** The scan: every alert held, by the contract's rule. */
function scan(
  held: ReadonlyMap<string, { coin: CoinKey; alert: IndexedPriceAlert }>,
  coin: CoinKey,
  previous: number | null,
  current: number,
): string[] {
  return [...held.values()]
    .filter(
      (entry) =>
        entry.coin === coin &&
        priceFires({ kind: 'price', op: entry.alert.op, value: entry.alert.value }, previous, current),
    )
    .map((entry) => entry.alert.id)
    .sort();
}

test('the index meets exactly the alerts a scan with priceFires meets', () => {
  fc.assert(
    fc.property(fc.array(step, { maxLength: 120 }), (steps) => {
      const index = new PriceAlertIndex();
      const held = new Map<string, { coin: CoinKey; alert: IndexedPriceAlert }>();
      for (const s of steps) {
        if (s.kind === 'add') {
          index.add(s.coin, s.alert);
          held.set(s.alert.id, { coin: s.coin, alert: s.alert });
        } else if (s.kind === 'remove') {
          expect(index.remove(s.id)).toBe(held.delete(s.id));
        } else {
          expect(index.met(s.coin, s.previous, s.current).sort()).toEqual(
            scan(held, s.coin, s.previous, s.current),
          );
        }
        expect(index.size).toBe(held.size);
      }
    }),
    { numRuns: 300 },
  );
});

describe('cases', () => {
  const index = new PriceAlertIndex();
  const add = (alertId: string, op: AlertOp, value: number) =>
    index.add('BTC-KRW', { id: alertId, op, value });
  add('up100', 'crossesUp', 100);
  add('down100', 'crossesDown', 100);
  add('x100', 'crosses', 100);
  add('up120', 'crossesUp', 120);
  add('gt110', 'greaterThan', 110);
  add('lt90', 'lessThan', 90);

  test.each([
    ['a rise onto 100', 95, 100, ['up100', 'x100']],
    ['a jump over 100 and 120', 95, 130, ['gt110', 'up100', 'up120', 'x100']],
    ['a fall onto 100', 105, 100, ['down100', 'x100']],
    ['a fall from 100', 100, 95, []],
    ['equal prices on 100', 100, 100, []],
    ['the first trade with no price before', null, 130, ['gt110']],
    ['a fall past 90', 100, 85, ['lt90']],
    ['another coin', 95, 130, []],
  ] as [string, number | null, number, string[]][])('%s', (name, previous, current, ids) => {
    const coinKey: CoinKey = name === 'another coin' ? 'ETH-KRW' : 'BTC-KRW';
    expect(index.met(coinKey, previous, current).sort()).toEqual(ids);
  });

  test('a replaced alert is held once, by its new value; a removed one not at all', () => {
    const own = new PriceAlertIndex();
    own.add('BTC-KRW', { id: 'a', op: 'crossesUp', value: 100 });
    own.add('BTC-KRW', { id: 'a', op: 'crossesUp', value: 200 });
    expect(own.size).toBe(1);
    expect(own.met('BTC-KRW', 90, 150)).toEqual([]);
    expect(own.met('BTC-KRW', 190, 250)).toEqual(['a']);
    expect(own.remove('a')).toBe(true);
    expect(own.remove('a')).toBe(false);
    expect(own.met('BTC-KRW', 190, 250)).toEqual([]);
  });
});
