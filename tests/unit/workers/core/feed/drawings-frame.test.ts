/**
 * The drawings member channel in the feed session: subscribed on every connection, its changes handed to
 * each window's drain merged per drawing (a calm wake-up, not an urgent one), a bad change dropped alone,
 * resubscribed with the last number after a reconnect and afresh after a new login.
 */
import { describe, expect, it } from 'vitest';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import type { ClientMessage, DrawingChange } from '../../../../../contract/socket';
import { storedDrawing } from '../../../../fixtures/drawings';
import { FakeExchange, FakeScheduler } from './fakes';
import { drawingsFrame, T0 } from './frames';

const put = (id: string, version: number): DrawingChange => ({
  kind: 'put',
  coin: 'BTC-KRW',
  drawing: storedDrawing(id, { version }),
});

function setUp() {
  const exchange = new FakeExchange();
  const session = new FeedSession({
    socketFactory: exchange.factory,
    scheduler: new FakeScheduler(),
    random: () => 0.5,
  });
  session.start();
  const wakes: boolean[] = [];
  const consumers = [session.attach((urgent) => wakes.push(urgent)), session.attach(() => undefined)];
  exchange.current.open();
  exchange.current.frame({ ch: 'heartbeat', seq: 0, t: T0 });
  for (const consumer of consumers) consumer.drain();
  return { exchange, session, consumers, wakes };
}
const subs = (sent: ClientMessage[]) => sent.filter((message) => message.op === 'sub');

describe('FeedSession: drawings', () => {
  it("hands every window the member's changes since its last drain, merged per drawing", () => {
    const { exchange, session, consumers, wakes } = setUp();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'drawings' });
    exchange.current.frame(drawingsFrame(1, [put('a', 1)]));
    exchange.current.frame(drawingsFrame(2, [put('b', 1)]));
    exchange.current.frame(drawingsFrame(3, [put('a', 2)]));
    expect(wakes.at(-1)).toBe(false);
    exchange.current.frame(drawingsFrame(4, [{ kind: 'deleted', coin: 'BTC-KRW', ids: ['b'] }]));
    for (const consumer of consumers)
      expect(consumer.drain().drawings).toEqual([
        { kind: 'deleted', coin: 'BTC-KRW', ids: ['b'] },
        put('a', 2),
      ]);
    expect(consumers[0]!.drain().drawings).toEqual([]);
    expect(session.statistics().frames.drawings).toBe(4);
  });

  it('drops a bad change alone and passes the good ones of its frame', () => {
    const { exchange, session, consumers } = setUp();
    exchange.current.raw(
      JSON.stringify(drawingsFrame(1, [put('a', 1), { kind: 'put', coin: 'BTC-KRW' } as never, put('b', 1)])),
    );
    expect(consumers[0]!.drain().drawings).toEqual([put('a', 1), put('b', 1)]);
    expect(session.statistics().droppedRows).toBe(1);
  });

  it('resubscribes with the last number after a reconnect, and afresh after a new login', () => {
    const { exchange, session } = setUp();
    exchange.current.frame(drawingsFrame(7, [put('a', 1)]));
    exchange.current.drop();
    session.retryNow();
    exchange.current.open();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'drawings', since: 7 });
    session.renewSession();
    exchange.current.open();
    expect(subs(exchange.current.sent)).toContainEqual({ op: 'sub', ch: 'drawings' });
  });
});
