/**
 * What every request of the inout pages shares: the coin's inout data query, a mutation whose success drops
 * the member's inout and asset data (balances and withdrawable amounts moved), whose refusal by the
 * exchange is shown as the exchange's message (in the member's language) while global failures
 * (maintenance, block, timeout…) still go to the shell.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error';
import { getInoutCoin } from '../../api/inout-client';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';

export function inoutCoinQuery(coinType: string) {
  return queryOptions({
    queryKey: queryKeys.inoutCoin(coinType),
    queryFn: ({ signal }) => getInoutCoin(coinType, { signal }),
  });
}

export function useTransfer<V>(send: (variables: V) => Promise<unknown>) {
  const { t } = useTranslation();
  const client = getQueryClient();
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation(
    {
      mutationFn: send,
      meta: { silent: true },
      onMutate: () => setRefusal(null),
      onSuccess: async () => {
        await Promise.all([
          client.invalidateQueries({ queryKey: queryKeys.inout }),
          client.invalidateQueries({ queryKey: queryKeys.assets }),
        ]);
      },
      onError: (error) => {
        if (isApiError(error) && error.statusType !== 'Error') reportApiError(error);
        const message = isApiError(error) && error.failure === 'http' ? error.message : '';
        setRefusal(message || t('inout.failed'));
      },
    },
    client,
  );
  return { mutation, refusal };
}
