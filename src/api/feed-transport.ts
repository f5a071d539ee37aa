/// <reference types="vite-plugin-comlink/client" />
/**
 * How a window reaches the feed: through the shared feed worker (one port per window), a dedicated
 * worker where SharedWorker is missing, or a FeedSession in the same thread (tests, tools). The feed
 * client only sees FeedTransport, so all three drive the same client code.
 */
import * as Comlink from 'comlink';
import { endpointSymbol } from 'vite-plugin-comlink/symbol';
import type { FeedDrain } from '../../workers/core/feed/feed-consumer';
import type { FeedSession } from '../../workers/core/feed/feed-session';
import type { FeedPort, FeedSink, FeedTarget, FeedWorkerApi } from '../../workers/core/feed/feed-port';
import { portOutlet } from '../../workers/core/feed/trade-routes';

export type { FeedSink, FeedTarget };

/**
 * One window's consumer of the feed: the worker's FeedPort as the window calls it. Its drain answers
 * asynchronously (across the port), and close() takes the place of detach().
 */
export type FeedPortHandle = Omit<FeedPort, 'drain' | 'detach'> & {
  drain(): Promise<FeedDrain>;
  /** Drops the consumer and closes the port. Synchronous enough for pagehide: the goodbye is posted at once. */
  close(): void;
};

export interface FeedTransport {
  /** Attaches a new consumer; `sink.wake()` is called once whenever it has something to drain. */
  open(sink: FeedSink): Promise<FeedPortHandle>;
}

export type FeedWorkerKind = 'shared' | 'dedicated';

function startWorker(kind: FeedWorkerKind) {
  // The plugin rewrites these two constructor calls at build time: keep them literal, options included.
  if (kind === 'shared') {
    const remote = new ComlinkSharedWorker<FeedWorkerApi>(
      new URL('../../workers/feed.worker.ts', import.meta.url),
      {
        name: 'tradedeck-feed',
        type: 'module',
      },
    );
    // The plugin wraps the worker's port, whatever its typings say: close whichever one is there.
    const endpoint = remote[endpointSymbol] as SharedWorker | MessagePort;
    return { remote, stop: () => ('port' in endpoint ? endpoint.port : endpoint).close() };
  }
  const remote = new ComlinkWorker<FeedWorkerApi>(new URL('../../workers/feed.worker.ts', import.meta.url), {
    name: 'tradedeck-feed',
    type: 'module',
  });
  return { remote, stop: () => remote[endpointSymbol].terminate() };
}

/** The feed worker: each open() is a new port (SharedWorker) or a new worker (dedicated). */
export function workerFeedTransport(target: FeedTarget, kind: FeedWorkerKind): FeedTransport {
  return {
    async open(sink) {
      const { remote, stop } = startWorker(kind);
      const transfers = target.exchangePort ? [target.exchangePort] : [];
      let consumer: Comlink.Remote<FeedPort>;
      try {
        consumer = await remote.attach(Comlink.transfer(target, transfers), Comlink.proxy(sink));
      } catch (error) {
        stop();
        throw error;
      }
      let closed = false;
      return {
        drain: () => consumer.drain(),
        followBook: (key) => void consumer.followBook(key).catch(() => undefined),
        unfollowBook: (key) => void consumer.unfollowBook(key).catch(() => undefined),
        openTrades: (id, key, port) =>
          void consumer.openTrades(id, key, Comlink.transfer(port, [port])).catch(() => undefined),
        closeTrades: (id) => void consumer.closeTrades(id).catch(() => undefined),
        reportPresence: (report) => void consumer.reportPresence(report).catch(() => undefined),
        retryNow: () => void consumer.retryNow().catch(() => undefined),
        renewSession: () => void consumer.renewSession().catch(() => undefined),
        close() {
          if (closed) return;
          closed = true;
          void consumer.detach().catch(() => undefined);
          consumer[Comlink.releaseProxy]();
          remote[Comlink.releaseProxy]();
          stop();
        },
      };
    },
  };
}

/** A session running in this thread: no worker, same client behaviour. */
export function inThreadFeedTransport(session: FeedSession): FeedTransport {
  return {
    open(sink) {
      session.start();
      let closed = false;
      const consumer = session.attach(
        () => queueMicrotask(() => void sink.wake()),
        async (show) => {
          if (closed) throw new Error('this feed consumer was closed');
          await sink.show(show);
        },
      );
      return Promise.resolve({
        drain: () =>
          closed
            ? Promise.reject(new Error('this feed consumer was closed'))
            : Promise.resolve(consumer.drain()),
        followBook: (key) => session.followBook(consumer, key),
        unfollowBook: (key) => session.unfollowBook(consumer, key),
        openTrades: (id, key, port) => session.openTrades(consumer, id, key, portOutlet(port)),
        closeTrades: (id) => session.closeTrades(consumer, id),
        reportPresence: (report) => session.reportPresence(consumer, report),
        retryNow: () => session.retryNow(),
        renewSession: () => session.renewSession(),
        close() {
          closed = true;
          session.detach(consumer);
        },
      });
    },
  };
}
