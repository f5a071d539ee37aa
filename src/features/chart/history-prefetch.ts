/**
 * A chart's opening history asked for before the chart exists: a page that knows its chart from its
 * route (the popup) starts the request beside the session and the version check, and the chart's first
 * load takes it instead of asking again. One-shot, and only while fresh (prefetchUsable): a later load,
 * or one long after the answer came, asks anew.
 */
import type { CandlesResponse } from '../../../contract';
import type { CandleInterval } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import { getCandles } from '../../api/client';

/** How long an answered prefetch may wait for its chart: the live feed covers what came after it. */
export const PREFETCH_FRESH_MS = 2_000;

/** Whether a prefetch answered at `answeredAt` (null: still on its way) may stand for a load at `now`. */
export function prefetchUsable(answeredAt: number | null, now: number): boolean {
  return answeredAt === null || now - answeredAt <= PREFETCH_FRESH_MS;
}

/** A prefetched answer and when it came (trades after that are not in it). */
export interface PrefetchedHistory {
  response: CandlesResponse;
  answeredAt: number;
}

interface Prefetch {
  request: Promise<PrefetchedHistory>;
  answeredAt: number | null;
}

const prefetched = new Map<string, Prefetch>();
const keyOf = (coin: CoinKey, interval: CandleInterval, bars: number) => `${coin} ${interval} ${bars}`;

export function prefetchHistory(coin: CoinKey, interval: CandleInterval, bars: number): void {
  const key = keyOf(coin, interval, bars);
  if (prefetched.has(key)) return;
  const entry: Prefetch = {
    request: getCandles({ key: coin, interval, limit: bars }).then((response) => {
      entry.answeredAt = Date.now();
      return { response, answeredAt: entry.answeredAt };
    }),
    answeredAt: null,
  };
  // Its failure is the taker's to see; with no taker (the page went elsewhere) it is nobody's.
  entry.request.catch(() => prefetched.delete(key));
  prefetched.set(key, entry);
}

/** The prefetched answer for this load, once, if there is a fresh one. */
export function takePrefetchedHistory(
  coin: CoinKey,
  interval: CandleInterval,
  bars: number,
): Promise<PrefetchedHistory> | undefined {
  const key = keyOf(coin, interval, bars);
  const entry = prefetched.get(key);
  prefetched.delete(key);
  return entry && prefetchUsable(entry.answeredAt, Date.now()) ? entry.request : undefined;
}
