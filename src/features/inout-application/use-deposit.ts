/**
 * What an application page reads of its deposit: the deposit itself and the previous application of it,
 * if any (a re-application is filled in from it). Both are read fresh on every visit: a form filled in
 * from an application the member has since replaced would send the old one again.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ApplicationRecord, HistoryEntry } from '../../../contract';
import { isApiError } from '../../api/api-error';
import { getApplicationRecord, getTransfer } from '../../api/inout-client';
import { getQueryClient, queryKeys } from '../../api/query';

/** A deposit nobody has applied for yet has no application record: the exchange answers 404. */
async function previousApplication(seq: number, signal: AbortSignal): Promise<ApplicationRecord | null> {
  try {
    return await getApplicationRecord(seq, { signal });
  } catch (error) {
    if (isApiError(error) && error.httpStatus === 404) return null;
    throw error;
  }
}

export type DepositLoad =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'loaded'; entry: HistoryEntry; record: ApplicationRecord | null };

export function useDeposit(seq: number): DepositLoad {
  const client = getQueryClient();
  const transfer = useQuery(
    {
      queryKey: queryKeys.transfer(seq),
      queryFn: ({ signal }) => getTransfer(seq, { signal }),
      refetchOnMount: 'always',
    },
    client,
  );
  const record = useQuery(
    {
      // Its own entry under the record's key: here a missing record is an answer (null), not a failure.
      queryKey: [...queryKeys.applicationRecord(seq), 'orNone'],
      queryFn: ({ signal }) => previousApplication(seq, signal),
      refetchOnMount: 'always',
    },
    client,
  );
  // The first fresh answer is kept: a later refetch (another screen marking the inout data stale) must not
  // take the form, and what was typed in it, away.
  const [loaded, setLoaded] = useState<DepositLoad | null>(null);
  if (loaded) return loaded;
  if (transfer.isError || record.isError) return { kind: 'failed' };
  if (!transfer.isSuccess || !record.isSuccess || transfer.isFetching || record.isFetching)
    return { kind: 'loading' };
  const fresh: DepositLoad = { kind: 'loaded', entry: transfer.data, record: record.data };
  setLoaded(fresh);
  return fresh;
}
