import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TICKER_FIELDS, TICK_TYPES, type TickerTuple } from '../../../../../contract/socket';
import { TickerTable } from '../../../../../workers/core/feed/ticker-table';
import type { CoinKey } from '../../../../../contract/markets';
import { coinKeyArb, finiteArb } from './frame-arbitraries';
import { tickerRow } from './frames';

function snapshotOf(table: TickerTable) {
  return Array.from({ length: table.size }, (_, slot) => ({
    key: table.keyAt(slot),
    present: table.isPresent(slot),
    fields: TICKER_FIELDS.map((field) => table.value(slot, field)),
    rates: TICK_TYPES.map((type) => table.rate(slot, type)),
  }));
}

function sorted(values: ArrayLike<number>): number[] {
  return Array.from(values).sort((a, b) => a - b);
}

describe('TickerTable', () => {
  it('takes a snapshot: one slot per coin, fields in frame order, layout bumped', () => {
    const table = new TickerTable();
    table.applySnapshot([tickerRow('BTC-KRW', 100), tickerRow('ETH-KRW', 50)]);
    expect(table.size).toBe(2);
    expect(table.layoutVersion).toBe(2);
    const eth = table.slotOf('ETH-KRW')!;
    expect(table.keyAt(eth)).toBe('ETH-KRW');
    expect(table.value(eth, 'closePrice')).toBe(50);
    expect(table.value(eth, 'prevClosePrice')).toBe(50 + TICKER_FIELDS.length - 1);
    expect(table.column('chgAmt')[eth]).toBe(52);
    expect(sorted(table.takeDirty())).toEqual([0, 1]);
    expect(table.takeDirty()).toHaveLength(0);
  });

  it('keeps the slot of a coin missing from the next snapshot and marks it absent', () => {
    const table = new TickerTable();
    table.applySnapshot([tickerRow('BTC-KRW', 100), tickerRow('OLD-KRW', 5)]);
    table.takeDirty();
    table.applySnapshot([tickerRow('BTC-KRW', 101), tickerRow('NEW-KRW', 7)]);
    const old = table.slotOf('OLD-KRW')!;
    expect(table.isPresent(old)).toBe(false);
    expect(table.value(old, 'closePrice')).toBeNaN();
    expect(table.isPresent(table.slotOf('NEW-KRW')!)).toBe(true);
    expect(table.size).toBe(3);
    expect(sorted(table.takeDirty())).toEqual([0, 1, 2]);
  });

  it('applies deltas to changed coins only, and values alone leave the layout alone', () => {
    const table = new TickerTable();
    table.applySnapshot([tickerRow('BTC-KRW', 100), tickerRow('ETH-KRW', 50)]);
    table.takeDirty();
    const layout = table.layoutVersion;
    table.applyDelta([tickerRow('ETH-KRW', 51)]);
    expect(table.layoutVersion).toBe(layout);
    expect(Array.from(table.takeDirty())).toEqual([1]);
    expect(table.value(1, 'closePrice')).toBe(51);
    expect(table.value(0, 'closePrice')).toBe(100);
  });

  it('stores second-ticker rates by tick type without touching the close price', () => {
    const table = new TickerTable();
    table.applySnapshot([tickerRow('BTC-KRW', 100)]);
    table.applyRates([['BTC-KRW', 999, ...TICK_TYPES.map((_, i) => i / 10)]]);
    expect(table.value(0, 'closePrice')).toBe(100);
    expect(table.rate(0, 'mid')).toBe(0);
    expect(table.rate(0, '1m')).toBe((TICK_TYPES.length - 1) / 10);
  });

  it('grows past its first capacity and keeps every value', () => {
    const table = new TickerTable();
    const rows = Array.from({ length: 500 }, (_, i) => tickerRow(`C${i}-KRW` as CoinKey, i));
    table.applySnapshot(rows);
    expect(table.size).toBe(500);
    expect(table.value(table.slotOf('C499-KRW')!, 'closePrice')).toBe(499);
    expect(table.value(table.slotOf('C0-KRW')!, 'high24H')).toBe(6);
  });

  it('throws a clear error for a slot outside the table', () => {
    expect(() => new TickerTable().keyAt(0)).toThrow(/outside the table/);
  });

  it('a mirror fed with change sets equals its source', () => {
    const source = new TickerTable();
    const mirror = new TickerTable();
    source.applySnapshot([tickerRow('BTC-KRW', 100), tickerRow('ETH-KRW', 50)]);
    mirror.applyChanges(source.encode(source.takeDirty(), 0));
    source.applyDelta([tickerRow('ETH-KRW', 52), tickerRow('XRP-KRW', 1)]);
    const changes = source.encode(source.takeDirty(), mirror.size);
    expect(changes.keys).toEqual(['XRP-KRW']);
    expect(changes.keysFrom).toBe(2);
    mirror.applyChanges(changes);
    expect(snapshotOf(mirror)).toEqual(snapshotOf(source));
  });

  it('refuses changes from a source whose layout does not match', () => {
    const source = new TickerTable();
    source.applySnapshot([tickerRow('BTC-KRW', 1), tickerRow('ETH-KRW', 2)]);
    const mirror = new TickerTable();
    mirror.applySnapshot([tickerRow('ETH-KRW', 2)]);
    expect(() => mirror.applyChanges(source.encode([0, 1], 0))).toThrow(/ETH-KRW here, BTC-KRW there/);
    expect(() => new TickerTable().applyChanges(source.encode([0], 1))).toThrow(/start at slot 1/);
  });

  it('clear forgets every slot and bumps the layout', () => {
    const table = new TickerTable();
    table.applySnapshot([tickerRow('BTC-KRW', 1)]);
    const layout = table.layoutVersion;
    table.clear();
    expect(table.size).toBe(0);
    expect(table.slotOf('BTC-KRW')).toBeUndefined();
    expect(table.layoutVersion).toBe(layout + 1);
    table.applyDelta([tickerRow('ETH-KRW', 3)]);
    expect(table.value(table.slotOf('ETH-KRW')!, 'closePrice')).toBe(3);
  });

  const rowArb = fc
    .tuple(
      fc.oneof(coinKeyArb, fc.constantFrom<CoinKey>('BTC-KRW', 'ETH-KRW', 'XRP-KRW')),
      fc.array(finiteArb, { minLength: TICKER_FIELDS.length, maxLength: TICKER_FIELDS.length }),
    )
    .map(([key, numbers]) => [key, ...numbers] as TickerTuple);
  const opArb = fc.oneof(
    fc.record({ kind: fc.constant('snapshot' as const), rows: fc.array(rowArb, { maxLength: 12 }) }),
    fc.record({ kind: fc.constant('delta' as const), rows: fc.array(rowArb, { maxLength: 12 }) }),
    fc.record({ kind: fc.constant('drain' as const) }),
  );

  it('any sequence of snapshots, deltas and drains leaves the mirror equal to the source', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 25 }), (ops) => {
        const source = new TickerTable();
        const mirror = new TickerTable();
        const drain = () => mirror.applyChanges(source.encode(source.takeDirty(), mirror.size));
        for (const op of ops) {
          if (op.kind === 'snapshot') source.applySnapshot(op.rows);
          else if (op.kind === 'delta') source.applyDelta(op.rows);
          else drain();
        }
        drain();
        expect(snapshotOf(mirror)).toEqual(snapshotOf(source));
      }),
    );
  });
});
