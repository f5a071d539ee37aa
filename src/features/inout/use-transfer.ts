/**
 * What every request of the inout pages shares: the coin's inout data query, a mutation whose success drops
 * the member's inout and asset data (balances and withdrawable amounts moved), whose refusal by the
 * exchange is shown as the exchange's message (in the member's language) while global failures
 * (maintenance, block, timeout…) still go to the shell; and the confirm that stands before a withdrawal.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getInoutCoin, isApiError } from '../../api/client';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';
import { openDialog } from '../../shell';

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

/**
 * Asks before a withdrawal leaves. Until SMS verification lands (issue 18: the withdrawCoin and withdrawKrw
 * verification services) this confirm stands in for it. It is the shell's generic alert with two buttons,
 * so the feature declares no dialog type of its own and stays out of the entry chunk's dialog map.
 */
export function confirmWithdrawal(
  texts: { title: string; message: string; yes: string; no: string },
  onYes: () => void,
) {
  openDialog({
    type: 'alert',
    props: {
      title: texts.title,
      message: texts.message,
      modalBtn: texts.yes,
      modalBtn1: texts.no,
      closeCb: (reason) => {
        if (reason === 'modalBtn') onYes();
      },
    },
  });
}
