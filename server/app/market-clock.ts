/**
 * The market's clock: trades and batched frames every flush, per-second channels, heartbeats, the Plus
 * buy engine's step, the back office's and the TWAP scheduler's. A timer that throws logs and keeps ticking.
 */
import type { FastifyBaseLogger } from 'fastify';
import { HEARTBEAT_MS, PLUS_BUY, TICKER_FLUSH_MS } from '../../contract';
import { ALGO_STEP_MS } from '../algo/algo-desk';
import type { ServerContext } from '../context';
import { INOUT_STEP_MS } from '../inout/back-office';

type Clocked = Pick<ServerContext, 'model' | 'hub' | 'credit' | 'inout' | 'algos' | 'now'>;

/** Each row: what runs, and how often. */
function clockRows({
  model,
  hub,
  credit,
  inout,
  algos,
  now,
}: Clocked): [work: () => void, everyMs: number][] {
  return [
    [
      () => {
        model.advance(now());
        hub.flush();
      },
      TICKER_FLUSH_MS,
    ],
    [
      () => {
        model.sync(now());
        hub.everySecond();
      },
      1000,
    ],
    [() => hub.heartbeatAll(), HEARTBEAT_MS],
    [() => credit.step(), PLUS_BUY.engineStepMs],
    [() => inout.backOffice.step(), INOUT_STEP_MS],
    [() => algos.step(), ALGO_STEP_MS],
  ];
}

/** Starts the clock; the function it returns stops it. */
export function startMarketClock(clocked: Clocked, log: FastifyBaseLogger): () => void {
  const guard = (work: () => void) => () => {
    try {
      work();
    } catch (error) {
      log.error({ err: error }, 'feed timer failed');
    }
  };
  const timers = clockRows(clocked).map(([work, everyMs]) => setInterval(guard(work), everyMs));
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}
