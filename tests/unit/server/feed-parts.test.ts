import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, test } from 'vitest';
import { FaultSwitch } from '../../../server/faults';
import { parseClientMessage } from '../../../server/feed/client-message';
import { CLOSE_TOO_SLOW, FeedHub, MAX_BUFFERED_BYTES } from '../../../server/feed/feed-hub';
import { FrameRing } from '../../../server/feed/frame-ring';
import { preferredLanguage } from '../../../server/http/language';
import { MarketModel } from '../../../server/market/market-model';

describe('FrameRing', () => {
  const ring = new FrameRing(100, 4, 1_000_000);
  for (let seq = 101; seq <= 106; seq++) ring.push(seq, `f${seq}`);

  test.each([
    [106, []],
    [105, ['f106']],
    [102, ['f103', 'f104', 'f105', 'f106']],
    [101, undefined],
    [0, undefined],
    [107, undefined],
  ])('after %d → %j', (since, expected) => {
    expect(ring.after(since)).toEqual(expected);
  });

  test('drops the oldest beyond its byte budget', () => {
    const small = new FrameRing(0, 100, 10);
    for (let seq = 1; seq <= 5; seq++) small.push(seq, 'abcd');
    // 10 bytes hold two 4-byte frames: seq 4 and 5.
    expect(small.after(3)).toEqual(['abcd', 'abcd']);
    expect(small.after(2)).toBeUndefined();
  });

  test('refuses a frame out of sequence', () => {
    expect(() => new FrameRing(0, 4, 100).push(2, 'x')).toThrow(/does not follow/);
  });
});

describe('parseClientMessage', () => {
  test.each([
    ['{"op":"ping"}', { op: 'ping' }],
    ['{"op":"sub","ch":"ticker"}', { op: 'sub', ch: 'ticker' }],
    ['{"op":"sub","ch":"trades","since":42}', { op: 'sub', ch: 'trades', since: 42 }],
    ['{"op":"unsub","ch":"intro"}', { op: 'unsub', ch: 'intro' }],
    ['{"op":"snapshot","ch":"assetChange"}', { op: 'snapshot', ch: 'assetChange' }],
    ['{"op":"sub","ch":"orderbook","key":"BTC-KRW"}', { op: 'sub', ch: 'orderbook', key: 'BTC-KRW' }],
    [
      '{"op":"sub","ch":"orderbook","key":"ETH-KRW","since":7}',
      { op: 'sub', ch: 'orderbook', key: 'ETH-KRW', since: 7 },
    ],
    ['{"op":"unsub","ch":"orderbook","key":"BTC-KRW"}', { op: 'unsub', ch: 'orderbook', key: 'BTC-KRW' }],
    [
      '{"op":"snapshot","ch":"orderbook","key":"BTC-KRW"}',
      { op: 'snapshot', ch: 'orderbook', key: 'BTC-KRW' },
    ],
    ['{"op":"sub","ch":"orders","since":3}', { op: 'sub', ch: 'orders', since: 3 }],
    ['{"op":"sub","ch":"orderbook"}', undefined],
    ['{"op":"unsub","ch":"orderbook"}', undefined],
    ['{"op":"snapshot","ch":"orderbook"}', undefined],
    ['{"op":"sub","ch":"orderbook","key":"BTC"}', undefined],
    ['{"op":"sub","ch":"orderbook","key":"btc-krw"}', undefined],
    ['{"op":"sub","ch":"ticker","key":"BTC-KRW"}', undefined],
    ['{"op":"sub","ch":"weather"}', undefined],
    ['{"op":"sub","ch":"ticker","since":1.5}', undefined],
    ['{"op":"sub"}', undefined],
    ['{"op":"dance"}', undefined],
    ['null', undefined],
    ['"ping"', undefined],
    ['{', undefined],
    ['', undefined],
  ])('%s', (text, expected) => {
    expect(parseClientMessage(text)).toEqual(expected);
  });
});

describe('preferredLanguage', () => {
  test.each([
    [undefined, 'ko'],
    ['', 'ko'],
    ['en', 'en'],
    ['en-US,en;q=0.9,ko;q=0.8', 'en'],
    ['ko-KR,ko;q=0.9,en-US;q=0.8', 'ko'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['de', 'ko'],
    ['ko;q=0.3,en;q=0.7', 'en'],
    ['en;q=0,ko', 'ko'],
    ['*', 'ko'],
  ])('%s → %s', (header, expected) => {
    expect(preferredLanguage(header)).toBe(expected);
  });
});

/** Just enough of a ws socket for the hub: records what it is sent, with a settable send buffer. */
class FakeSocket extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith: number | undefined;
  send(text: string) {
    this.sent.push(text);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  terminate() {
    this.readyState = 3;
  }
}

describe('FeedHub backpressure', () => {
  test('a client that cannot keep up is closed and counted, the others keep receiving', () => {
    const model = new MarketModel({ seed: 1, tradeRate: 0, startMs: Date.UTC(2026, 10, 21) });
    const hub = new FeedHub(
      model,
      new FaultSwitch(),
      () => [],
      () => Date.now(),
      1000,
    );
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    hub.attach(slow as unknown as WebSocket, undefined, undefined);
    hub.attach(fast as unknown as WebSocket, undefined, undefined);
    for (const socket of [slow, fast])
      socket.emit('message', Buffer.from('{"op":"sub","ch":"marketPrice"}'), false);
    expect(slow.sent).toHaveLength(1);

    slow.bufferedAmount = MAX_BUFFERED_BYTES + 1;
    hub.everySecond();
    expect(slow.closedWith).toBe(CLOSE_TOO_SLOW);
    expect(hub.stats.droppedSlowSockets).toBe(1);
    expect(hub.socketCount).toBe(1);
    hub.everySecond();
    expect(fast.sent).toHaveLength(3);
    expect(slow.sent).toHaveLength(1);
    hub.dispose();
  });
});
