// A socket the server sheds (SOCKET_CLOSE.policy for flooding, tryAgainLater for a slow reader or a full
// server) must not come straight back: the session waits as after failed attempts, longer each time in a
// row, where a plain drop of a working connection retries at once.
import { describe, expect, it } from 'vitest';
import { SOCKET_CLOSE } from '../../../../../contract/socket';
import { backoffDelay } from '../../../../../workers/core/feed/backoff';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { webSocketFactory, type WebSocketLike } from '../../../../../workers/core/feed/feed-socket';
import { FakeExchange, FakeScheduler } from './fakes';
import { T0 } from './frames';

const DRAW = 0.5;

function setUp() {
  const exchange = new FakeExchange();
  const clock = new FakeScheduler();
  const session = new FeedSession({ socketFactory: exchange.factory, scheduler: clock, random: () => DRAW });
  session.start();
  return { exchange, clock, session };
}

/** Opens the current socket and sends one heartbeat so that the connection counts as up. */
function bringUp(exchange: FakeExchange) {
  exchange.current.open();
  exchange.current.frame({ ch: 'heartbeat', seq: 1, t: T0 });
}

describe('a shed socket backs off', () => {
  it.each([
    ['policy', SOCKET_CLOSE.policy],
    ['tryAgainLater', SOCKET_CLOSE.tryAgainLater],
  ])('%s: each shed in a row waits longer, even though the connection had come up', (_name, code) => {
    const { exchange, clock, session } = setUp();
    for (let shed = 1; shed <= 4; shed += 1) {
      bringUp(exchange);
      const opened = exchange.sockets.length;
      exchange.current.drop(code);
      expect(session.connection()).toMatchObject({
        attempt: shed,
        nextRetryAt: clock.now() + backoffDelay(shed, () => DRAW),
      });
      // Not a moment before its turn.
      clock.advance(backoffDelay(shed, () => DRAW) - 1);
      expect(exchange.sockets).toHaveLength(opened);
      clock.advance(1);
      expect(exchange.sockets).toHaveLength(opened + 1);
    }
    session.dispose();
  });

  it.each([
    ['no code', undefined],
    ['restart', SOCKET_CLOSE.restart],
    ['going away', SOCKET_CLOSE.goingAway],
  ])(
    '%s: a working connection that drops retries at once, and a plain drop ends a run of sheds',
    (_n, code) => {
      const { exchange, clock, session } = setUp();
      bringUp(exchange);
      exchange.current.drop(SOCKET_CLOSE.policy);
      clock.advance(backoffDelay(1, () => DRAW));
      bringUp(exchange);
      exchange.current.drop(code);
      expect(session.connection()).toMatchObject({
        attempt: 0,
        nextRetryAt: clock.now() + backoffDelay(0, () => DRAW),
      });
      session.dispose();
    },
  );

  it('the WebSocket factory passes the close code on', () => {
    const codes: (number | undefined)[] = [];
    const made: WebSocketLike[] = [];
    class StubSocket implements WebSocketLike {
      readyState = 1;
      onopen: ((event: unknown) => void) | null = null;
      onmessage: ((event: { data: unknown }) => void) | null = null;
      onclose: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      constructor() {
        made.push(this);
      }
      send() {}
      close() {}
    }
    webSocketFactory(
      'ws://x/ws',
      StubSocket,
    )({
      open: () => undefined,
      message: () => undefined,
      close: (code) => codes.push(code),
    });
    made[0]!.onclose!({ code: SOCKET_CLOSE.policy, reason: 'too many messages' });
    made[0]!.onclose!({});
    expect(codes).toEqual([SOCKET_CLOSE.policy, undefined]);
  });
});
