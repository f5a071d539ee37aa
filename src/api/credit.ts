/**
 * The member's Plus buy status, one definition for every reader (the order panel's Plus buy mode, the
 * credit status panel): the query of the REST answer, and the socket's credit frames written over it.
 * Each frame is the whole status, so a frame simply replaces the cached answer.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { CreditStatus } from '../../contract';
import { getCreditFiling, getCreditStatus } from './client';
import type { FeedClient } from './feed-types';
import { queryKeys } from './query';

/** Credit frames written per query client: a fetch that saw one arrive answers the frame, not itself. */
const framesWritten = new WeakMap<QueryClient, number>();

/**
 * The member's credit status; disabled while no member is logged in. Kept until replaced by a frame.
 * Silent: a reader shows its own failure (the order panel's toggle waits, the credit panel says so).
 * A frame that arrives while the call is on its way is newer than the call's answer (which would
 * otherwise overwrite it, and no later frame may come to mend it): the fetch then keeps the frame.
 */
export function creditStatusQuery(enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.creditStatus,
    queryFn: async ({ signal, client }): Promise<CreditStatus> => {
      const before = framesWritten.get(client) ?? 0;
      const answer = await getCreditStatus({ signal });
      const framed = client.getQueryData<CreditStatus>(queryKeys.creditStatus);
      return framed && (framesWritten.get(client) ?? 0) !== before ? framed : answer;
    },
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
}

/**
 * The Plus buy filing period in force (chart spec §9), as the simulator serves it from its clock. Public
 * and silent: the notice leaves the dates out while they load or when the call failed. Read once per
 * window (the spec's query defaults: no refetch on mount); the period changes once a year.
 */
export const creditFilingQuery = queryOptions({
  queryKey: queryKeys.creditFiling,
  queryFn: ({ signal }) => getCreditFiling({ signal }),
  staleTime: Number.POSITIVE_INFINITY,
  meta: { silent: true },
});

/**
 * Writes the feed's credit frames over the cached status until the answered function is called, and
 * asks for the status again after the socket came back (frames may have been lost meanwhile). Followed
 * once per window, by the owner of live data (live-data.ts).
 */
export function followCreditFrames(
  feed: Pick<FeedClient, 'onCredit' | 'onReconnect'>,
  client: QueryClient,
): () => void {
  const stopCredit = feed.onCredit((status) => {
    framesWritten.set(client, (framesWritten.get(client) ?? 0) + 1);
    client.setQueryData(queryKeys.creditStatus, status);
  });
  const stopReconnect = feed.onReconnect(
    () => void client.invalidateQueries({ queryKey: queryKeys.creditStatus }),
  );
  return () => {
    stopCredit();
    stopReconnect();
  };
}
