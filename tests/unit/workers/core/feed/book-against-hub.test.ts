// The feed session's order books against the simulator's socket hub over a real socket (the `ws`
// package), the hub fed by a book source the test moves at random: after every flush the session's book is
// the top of the source's book, and a socket dropped mid-stream comes back by replay (since), with no gap
// and no snapshot. The matching engine is not needed for this: the hub only sees the BookSource interface.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ORDER_BOOK_DEPTH,
  SOCKET_PATH,
  type OrderBookSnapshot,
  type ServerFrame,
} from '../../../../../contract';
import { CLOSE_DROPPED } from '../../../../../server/feed/feed-hub';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { webSocketFactory, type WebSocketConstructor } from '../../../../../workers/core/feed/feed-socket';
import { decodeBooks } from '../../../../../workers/core/feed/order-book';
import type { SequenceVerdict } from '../../../../../workers/core/feed/sequencer';
import { startHubServer, type HubServer } from '../../../server/hub-server';

let server: HubServer;
beforeAll(async () => {
  server = await startHubServer();
  server.source.seed('BTC-KRW', 1000, 45);
});
afterAll(() => server.stop());

/** A small deterministic generator (the same changes every run). */
function lcg(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function topOfSource(): OrderBookSnapshot {
  return {
    key: 'BTC-KRW',
    asks: server.source.levels('BTC-KRW', 'asks').slice(0, ORDER_BOOK_DEPTH),
    bids: server.source.levels('BTC-KRW', 'bids').slice(0, ORDER_BOOK_DEPTH),
  };
}

describe('order books against the socket hub', () => {
  it('keep the top of the source book through random changes and a dropped socket', async () => {
    const seen: { frame: ServerFrame; verdict: SequenceVerdict }[] = [];
    const session = new FeedSession({
      socketFactory: webSocketFactory(
        `${server.url.replace(/^http/, 'ws')}${SOCKET_PATH}`,
        WebSocket as unknown as WebSocketConstructor,
      ),
      onFrame: (frame, verdict) => seen.push({ frame, verdict }),
    });
    const consumer = session.attach(() => undefined);
    let book: OrderBookSnapshot | undefined;
    const latest = () => {
      const drained = consumer.drain().books;
      if (drained) book = decodeBooks(drained)[0];
      return book;
    };
    session.start();
    session.followBook(consumer, 'BTC-KRW');
    const random = lcg(7);
    const move = (changes: number) => {
      for (let i = 0; i < changes; i += 1) {
        const side = random() < 0.5 ? 'asks' : 'bids';
        const distance = 1 + Math.floor(random() * 45);
        const price = side === 'asks' ? 1000 + distance : 1000 - distance;
        server.source.set('BTC-KRW', side, price, Math.floor(random() * 4));
      }
      server.hub.flush();
    };
    try {
      await expect.poll(latest).toEqual(topOfSource());
      for (let round = 0; round < 20; round += 1) {
        move(8);
        await expect.poll(latest).toEqual(topOfSource());
      }
      server.hub.closeAll(CLOSE_DROPPED, 'dropped by the test');
      await expect.poll(() => session.connection().status).not.toBe('open');
      for (let round = 0; round < 5; round += 1) move(8);
      await expect.poll(() => session.connection().reconnects).toBe(1);
      await expect.poll(latest).toEqual(topOfSource());
      for (let round = 0; round < 5; round += 1) {
        move(8);
        await expect.poll(latest).toEqual(topOfSource());
      }
      const books = seen.filter((s) => s.frame.ch === 'orderbook');
      // One snapshot at the start; the reconnect was healed by replay.
      expect(books.filter((s) => s.verdict === 'resync')).toHaveLength(1);
      expect(books.filter((s) => s.verdict === 'gap')).toHaveLength(0);
      expect(books.length).toBeGreaterThan(25);
      expect(session.connection()).toMatchObject({ gaps: 0, droppedFrames: 0 });
    } finally {
      session.dispose();
    }
  });
});
