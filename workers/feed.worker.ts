/**
 * The feed worker: one socket for every window of the app. Loaded as a SharedWorker (each window that
 * connects gets its own port) or, where SharedWorker is missing, as a dedicated Worker per window; the
 * same exports serve both, exposed by vite-plugin-comlink on each port.
 *
 * Transport: pull, with a wake-up. A window calls `attach(target, sink)` and gets a consumer proxy. When
 * its consumer goes from clean to dirty, the worker calls `sink.wake()` once (after URGENT_WAKE_MS for
 * ticks and order books, CALM_WAKE_MS for the rest); the window drains at most once per animation frame
 * and gets one change set with everything but trades: ticker slots and values, low-rate frames, the
 * connection state when it changed, the reconnect flag, frame timing, the changed order books the window
 * follows (followBook / unfollowBook), the member's order events, drawing changes and notifications with
 * the unread count. Typed arrays cross with
 * Comlink.transfer. Nothing else is pulled, so an idle feed costs a window nothing and a window that
 * stopped drawing (hidden, closed without pagehide) holds at most one unanswered wake-up.
 *
 * Trades are pushed, and only where they are wanted: a window opens a trade route (openTrades) per coin
 * it shows, and the worker posts that coin's trades straight into the port the window handed over (its
 * chart worker, or its recent trades panel, holds the other end), a batch per trades frame.
 *
 * Notifications to show are pushed too, to the one window the session chose (sink.show; each window
 * reports its focus with reportPresence): a hidden window drains nothing until shown, but its OS
 * notification is due now.
 *
 * Sessions are keyed by the socket URL, so every window of the app shares one; a session closes its
 * socket when its last consumer leaves.
 */
import * as Comlink from 'comlink';
import { drainTransferables, type FeedConsumer } from './core/feed/feed-consumer';
import { FeedSession } from './core/feed/feed-session';
import { webSocketFactory, type WebSocketConstructor } from './core/feed/feed-socket';
import { portSocketFactory } from './core/feed/port-socket';
import { portOutlet } from './core/feed/trade-routes';
import type { FeedPort, FeedSink, FeedTarget, FeedWorkerApi } from './core/feed/feed-port';

export type { FeedPort, FeedSink, FeedTarget } from './core/feed/feed-port';

const sessions = new Map<string, FeedSession>();
/**
 * An urgent wake-up waits this long for the rest of the burst: the frames of one server flush (ticker,
 * order books) arrive a millisecond or so apart, and should reach the window in one drain, not two frames
 * apart (measured with the latency bench, then on ticker and trades frames: 1 ms split a fifth of the
 * flushes, 2 ms none).
 */
const URGENT_WAKE_MS = 2;
/** Low-rate frames, rates and connection state reach the window within this (sooner with any tick). */
const CALM_WAKE_MS = 100;

function sessionFor(target: FeedTarget): FeedSession {
  const existing = sessions.get(target.url);
  if (existing) return existing;
  const socketFactory = target.exchangePort
    ? portSocketFactory(target.exchangePort)
    : webSocketFactory(target.url, globalThis.WebSocket as unknown as WebSocketConstructor);
  const session = new FeedSession({ socketFactory });
  sessions.set(target.url, session);
  session.start();
  return session;
}

/** Attaches a window: its consumer starts with the whole table, so the first drain is a full picture. */
export function attach(target: FeedTarget, sink: FeedSink): FeedPort & Comlink.ProxyMarked {
  const session = sessionFor(target);
  let wakeTimer: ReturnType<typeof setTimeout> | null = null;
  let wakeUrgent = false;
  const wakeWindow = () => {
    wakeTimer = null;
    void Promise.resolve(sink.wake()).catch(() => undefined);
  };
  // Urgent wake-ups wait for the rest of their burst; calm ones usually ride along with the next urgent one.
  let consumer: FeedConsumer | null = session.attach(
    (urgent) => {
      if (wakeTimer !== null && (wakeUrgent || !urgent)) return;
      if (wakeTimer !== null) clearTimeout(wakeTimer);
      wakeUrgent = urgent;
      wakeTimer = setTimeout(wakeWindow, urgent ? URGENT_WAKE_MS : CALM_WAKE_MS);
    },
    // The window answers once it took the show; a closed window never does (the router's timeout).
    async (show) => {
      await sink.show(show);
    },
  );
  const detach = () => {
    if (!consumer) return;
    if (wakeTimer !== null) clearTimeout(wakeTimer);
    wakeTimer = null;
    session.detach(consumer);
    consumer = null;
    (sink as Partial<Comlink.ProxyMethods>)[Comlink.releaseProxy]?.();
    if (session.consumerCount === 0) {
      session.dispose();
      if (sessions.get(target.url) === session) sessions.delete(target.url);
    }
  };
  const port: FeedPort & { [Comlink.finalizer](): void } = {
    drain() {
      if (!consumer) throw new Error('this feed consumer was detached');
      const drain = consumer.drain();
      return Comlink.transfer(drain, drainTransferables(drain));
    },
    followBook: (key) => {
      if (consumer) session.followBook(consumer, key);
    },
    unfollowBook: (key) => {
      if (consumer) session.unfollowBook(consumer, key);
    },
    openTrades: (id, key, tradePort) => {
      if (consumer) session.openTrades(consumer, id, key, portOutlet(tradePort));
      else tradePort.close();
    },
    closeTrades: (id) => {
      if (consumer) session.closeTrades(consumer, id);
    },
    reportPresence: (report) => {
      if (consumer) session.reportPresence(consumer, report);
    },
    retryNow: () => session.retryNow(),
    renewSession: () => session.renewSession(),
    detach,
    // Comlink calls this when the window releases its proxy (or the proxy is garbage collected).
    [Comlink.finalizer]: detach,
  };
  return Comlink.proxy(port);
}

// src/api types its Comlink remote with this API (workers/core/feed/feed-port.ts):
// the exports above must keep to it.
const _api: FeedWorkerApi = { attach };
