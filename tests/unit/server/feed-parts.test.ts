import type { WebSocket } from 'ws';
import { describe, expect, test } from 'vitest';
import { parseClientMessage } from '../../../server/feed/client-message';
import { CLOSE_TOO_SLOW } from '../../../server/feed/feed-hub';
import { MAX_BUFFERED_BYTES } from '../../../server/feed/feed-limits';
import { encodeFrame, FrameRing } from '../../../server/feed/frame-ring';
import { preferredLanguage } from '../../../server/http/language';
import { FakeSocket, quietHub } from './fake-socket';

const texts = (frames: Buffer[] | undefined) => frames?.map(String);

describe('FrameRing', () => {
  const ring = new FrameRing(100, 4, 1_000_000);
  for (let seq = 101; seq <= 106; seq++) ring.push(seq, Buffer.from(`f${seq}`));

  test.each([
    [106, []],
    [105, ['f106']],
    [102, ['f103', 'f104', 'f105', 'f106']],
    [101, undefined],
    [0, undefined],
    [107, undefined],
  ])('after %d → %j', (since, expected) => {
    expect(texts(ring.after(since))).toEqual(expected);
  });

  test('drops the oldest beyond its byte budget', () => {
    const small = new FrameRing(0, 100, 10);
    for (let seq = 1; seq <= 5; seq++) small.push(seq, Buffer.from('abcd'));
    // 10 bytes hold two 4-byte frames: seq 4 and 5.
    expect(texts(small.after(3))).toEqual(['abcd', 'abcd']);
    expect(small.after(2)).toBeUndefined();
  });

  test.each([
    // Frames of 4 bytes (f101…f106) and one of 7 bytes (f107xyz); the replay after `since` against a bound.
    [106, 7, ['f107xyz']],
    [106, 6, undefined],
    [105, 11, ['f106', 'f107xyz']],
    [105, 10, undefined],
    [107, 0, []],
  ])('after %d within %d bytes → %j', (since, maxBytes, expected) => {
    const bounded = new FrameRing(100, 10, 1_000_000);
    for (let seq = 101; seq <= 106; seq++) bounded.push(seq, Buffer.from(`f${seq}`));
    bounded.push(107, Buffer.from('f107xyz'));
    expect(texts(bounded.after(since, maxBytes))).toEqual(expected);
  });

  test('counts bytes, not characters, and keeps counting across compaction', () => {
    const ring = new FrameRing(0, 10, 1_000_000);
    for (let seq = 1; seq <= 5_000; seq++) ring.push(seq, Buffer.from(seq % 2 ? '가' : 'ab'));
    // The last ten frames: five of 3 bytes ('가' in UTF-8) and five of 2.
    expect(ring.bytes).toBe(25);
    expect(texts(ring.after(4_998, 5))).toEqual(['가', 'ab']);
    expect(ring.after(4_997, 6)).toBeUndefined();
  });

  test("an encoded frame owns its memory: no slice of Node's shared Buffer pool for a ring to pin", () => {
    for (const frame of [
      { ch: 'heartbeat', seq: 1, t: 0 },
      { ch: 'intro', rows: 'x'.repeat(5000) },
    ]) {
      const bytes = encodeFrame(frame);
      expect(bytes.byteOffset).toBe(0);
      expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
      expect(JSON.parse(String(bytes))).toEqual(frame);
    }
  });

  test('refuses a frame out of sequence', () => {
    expect(() => new FrameRing(0, 4, 100).push(2, Buffer.from('x'))).toThrow(/does not follow/);
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

describe('FeedHub backpressure', () => {
  test('a client that cannot keep up is closed and counted, the others keep receiving', () => {
    const { hub } = quietHub(() => Date.now());
    const slow = new FakeSocket();
    const fast = new FakeSocket();
    hub.attach(slow as unknown as WebSocket, { address: 'a', member: undefined });
    hub.attach(fast as unknown as WebSocket, { address: 'b', member: undefined });
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
