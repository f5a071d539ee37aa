/**
 * The window's one reading of where the prices come from (contract/market-source.ts): the latest of the live
 * intro's `source` (every intro carries it), GET market-source's answer (asked only while no intro came) and
 * a replay control's answered state (written over the fetched entry by `sendReplayControl`, so the window that
 * pressed sees it before the broadcast). Features read it here (`useMarketSource`), never from each other.
 */
import { queryOptions, useMutation, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  replayTimeAt,
  type LinkState,
  type MarketSourceInfo,
  type ReplayState,
} from '../../contract/market-source';
import type { CoinKey } from '../../contract/markets';
import { priceTicks, SPEC_TICKS, type PriceTicks, type TickTable } from '../../contract/price-ticks';
import type { ReplayRequest } from '../../contract/replay-calls';
import { ERROR_CODES, type IntroFrame } from '../../contract';
import { isApiError } from './api-error';
import { controlReplay, getMarketSource } from './client';
import { liveIntroQuery } from './live-data';
import { getQueryClient, queryKeys } from './query';

/** GET market-source, asked once; a failure is silent (the window then knows nothing and shows nothing). */
export const marketSourceQuery = queryOptions({
  queryKey: queryKeys.marketSource,
  queryFn: ({ signal }) => getMarketSource({ signal }),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

interface Written<T> {
  value: T | undefined;
  at: number;
}

/** The newer of the intro's source and the fetched (or answered) one; undefined while neither is known. */
export function latestSource(
  intro: Written<MarketSourceInfo>,
  fetched: Written<MarketSourceInfo>,
): MarketSourceInfo | undefined {
  if (intro.value === undefined) return fetched.value;
  if (fetched.value === undefined) return intro.value;
  return fetched.at > intro.at ? fetched.value : intro.value;
}

/** The market source the window was told last; undefined before the intro or the answer. */
export function useMarketSource(): MarketSourceInfo | undefined {
  const client = getQueryClient();
  const intro = useQuery(liveIntroQuery, client);
  const fetched = useQuery({ ...marketSourceQuery, enabled: intro.data === undefined }, client);
  return latestSource(
    { value: intro.data?.source, at: intro.dataUpdatedAt },
    { value: fetched.data, at: fetched.dataUpdatedAt },
  );
}

/**
 * The price steps the exchange trades by on the window's source (contract/price-ticks.ts): the source's
 * table, the spec's until the source is known (the simulator's, which most windows run on).
 */
export function useTickTable(): TickTable {
  return useMarketSource()?.ticks ?? SPEC_TICKS;
}

/** Coin `key`'s steps by the window's table; the same function while neither the table nor the key changes. */
export function useCoinTicks(key: CoinKey): PriceTicks {
  const table = useTickTable();
  return useMemo(() => priceTicks(table, key), [table, key]);
}

/** The link states in which a real exchange's prices are not live (the chart and the strip say so). */
const DOWN_LINKS: readonly LinkState[] = ['retrying', 'refused', 'offline'];

/** What a trader runs to start on the simulator instead (the `--market` flag), as the down notices say it. */
export const SIM_START_COMMAND = 'npm start -- --market sim';

/** The sources that are a real exchange's market data. */
export type RealExchange = 'upbit' | 'bithumb';

/** A real exchange's link is down: its prices on screen are not live. */
export function sourceIsDown(
  source: MarketSourceInfo | undefined,
): source is MarketSourceInfo & { kind: RealExchange } {
  return (
    source !== undefined &&
    (source.kind === 'upbit' || source.kind === 'bithumb') &&
    DOWN_LINKS.includes(source.link)
  );
}

/**
 * Writes a replay control's answered state over the window's source, as the newest it knows, keeping the
 * steps it knows (the answer carries none).
 */
export function writeReplayState(client: QueryClient, state: ReplayState): void {
  const intro = client.getQueryState<IntroFrame>(liveIntroQuery.queryKey);
  const fetched = client.getQueryState<MarketSourceInfo>(queryKeys.marketSource);
  const known = latestSource(
    { value: intro?.data?.source, at: intro?.dataUpdatedAt ?? 0 },
    { value: fetched?.data, at: fetched?.dataUpdatedAt ?? 0 },
  );
  client.setQueryData<MarketSourceInfo>(queryKeys.marketSource, {
    kind: 'replay',
    link: 'live',
    replay: state,
    ticks: known?.ticks ?? SPEC_TICKS,
  });
}

/** The replay control's call; its answer is written at once (`writeReplayState`), its failure is the caller's. */
export function useReplayControl() {
  const client = getQueryClient();
  return useMutation(
    {
      mutationFn: (body: ReplayRequest) => controlReplay(body),
      onSuccess: (state) => writeReplayState(client, state),
      meta: { silent: true },
    },
    client,
  );
}

/**
 * Why a replay control failed, as a window says it: the market is no replay (409 CONFLICT), or the
 * exchange's message (or the failure's, when no answer came).
 */
export function replayFailure(error: unknown): { notReplay: true } | { notReplay: false; message: string } {
  if (isApiError(error) && error.code === ERROR_CODES.conflict) return { notReplay: true };
  return { notReplay: false, message: error instanceof Error ? error.message : String(error) };
}

/**
 * The market's time at wall time `wallMs`: a replay's time on a replay (recorded time, the bars' time), else
 * the wall clock. What the chart's forecast cuts the bar still forming at.
 */
export function marketTimeAt(source: MarketSourceInfo | undefined, wallMs: number): number {
  return source?.replay ? replayTimeAt(source.replay, wallMs) : wallMs;
}

/** How often a shown replay clock ticks: four times a second, enough for a clock in seconds. */
export const REPLAY_TICK_MS = 250;

/**
 * The replay time to show now, ticking every REPLAY_TICK_MS while the replay plays (the component that
 * calls it owns the timer: cleared on unmount or when the state changes); null with no replay.
 */
export function useReplayTime(
  replay: ReplayState | null | undefined,
  now: () => number = Date.now,
): number | null {
  const [, setTick] = useState(0);
  const playing = replay != null && !replay.paused;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), REPLAY_TICK_MS);
    return () => clearInterval(timer);
  }, [playing, replay]);
  return replay == null ? null : replayTimeAt(replay, now());
}
