import { describe, expect, it } from 'vitest';
import {
  keyedStream,
  Sequencer,
  sequenceVerdict,
  type SequenceVerdict,
} from '../../../../../workers/core/feed/sequencer';

describe('sequenceVerdict', () => {
  const cases: [string, number | undefined, number, boolean, SequenceVerdict][] = [
    ['nothing seen yet', undefined, 17, false, 'first'],
    ['the next number', 17, 18, false, 'in-order'],
    ['the same number again', 17, 17, false, 'duplicate'],
    ['an older number (replay overlap)', 17, 3, false, 'duplicate'],
    ['a jump of two', 17, 19, false, 'gap'],
    ['a far jump', 17, 5000, false, 'gap'],
    ['a snapshot ahead', 17, 30, true, 'resync'],
    ['a snapshot at the same number', 17, 17, true, 'resync'],
    ['a snapshot first', undefined, 0, true, 'resync'],
    ['zero after nothing', undefined, 0, false, 'first'],
    ['one after zero', 0, 1, false, 'in-order'],
  ];
  it.each(cases)('%s', (_name, last, seq, isResync, expected) => {
    expect(sequenceVerdict(last, seq, isResync)).toBe(expected);
  });
});

describe('Sequencer', () => {
  it('tracks each channel on its own', () => {
    const sequencer = new Sequencer();
    expect(sequencer.observe('ticker', 10, false)).toBe('first');
    expect(sequencer.observe('trades', 500, false)).toBe('first');
    expect(sequencer.observe('ticker', 11, false)).toBe('in-order');
    expect(sequencer.lastSeq('ticker')).toBe(11);
    expect(sequencer.lastSeq('trades')).toBe(500);
  });

  it('does not move back on a duplicate', () => {
    const sequencer = new Sequencer();
    sequencer.observe('ticker', 10, false);
    expect(sequencer.observe('ticker', 9, false)).toBe('duplicate');
    expect(sequencer.lastSeq('ticker')).toBe(10);
  });

  it('accepts the frame after a gap as the newest, so the next one is in order again', () => {
    const sequencer = new Sequencer();
    sequencer.observe('ticker', 10, false);
    expect(sequencer.observe('ticker', 13, false)).toBe('gap');
    expect(sequencer.observe('ticker', 14, false)).toBe('in-order');
  });

  it('restarts on a snapshot, even one numbered lower', () => {
    const sequencer = new Sequencer();
    sequencer.observe('ticker', 10, false);
    expect(sequencer.observe('ticker', 8, true)).toBe('resync');
    expect(sequencer.observe('ticker', 9, false)).toBe('in-order');
  });

  it('forgets a channel', () => {
    const sequencer = new Sequencer();
    sequencer.observe('assetChange', 4, false);
    sequencer.forget('assetChange');
    expect(sequencer.lastSeq('assetChange')).toBeUndefined();
    expect(sequencer.observe('assetChange', 1, false)).toBe('first');
  });
});

describe('Sequencer on a keyed channel', () => {
  const btc = keyedStream('orderbook', 'BTC-KRW');
  const eth = keyedStream('orderbook', 'ETH-KRW');

  it('names a stream per coin', () => {
    expect([btc, eth]).toEqual(['orderbook:BTC-KRW', 'orderbook:ETH-KRW']);
  });

  it('counts each coin on its own: a number in order for one coin is a gap for no other', () => {
    const sequencer = new Sequencer();
    expect(sequencer.observe(btc, 100, true)).toBe('resync');
    expect(sequencer.observe(eth, 7, true)).toBe('resync');
    expect(sequencer.observe(btc, 101, false)).toBe('in-order');
    expect(sequencer.observe(eth, 8, false)).toBe('in-order');
    expect(sequencer.observe(btc, 103, false)).toBe('gap');
    expect(sequencer.observe(eth, 8, false)).toBe('duplicate');
    expect(sequencer.lastSeq(btc)).toBe(103);
    expect(sequencer.lastSeq(eth)).toBe(8);
  });

  it('forgets one coin and keeps the others', () => {
    const sequencer = new Sequencer();
    sequencer.observe(btc, 5, true);
    sequencer.observe(eth, 9, true);
    sequencer.forget(btc);
    expect(sequencer.lastSeq(btc)).toBeUndefined();
    expect(sequencer.lastSeq(eth)).toBe(9);
  });
});
