/**
 * The credit status panel's live side: the member's status (the shared query, with the socket's credit
 * frames written over it), the credit clock ticking each second, and the early-repay call. A risk alert is
 * told by the exchange's notifications (one toast in one window, however many show this panel), not here.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditStatus, RepayMethod } from '../../../contract/credit-status';
import { isApiError } from '../../api/api-error';
import { repayLoan } from '../../api/client';
import { creditStatusQuery } from '../../api/credit';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';
import { showToast } from '../../shell';
import { creditClockOffset } from './credit-view';

export function useCreditStatus() {
  return useQuery(creditStatusQuery(true), getQueryClient());
}

/**
 * The credit clock (the simulator's, which test mode can move ahead), ticking each second while
 * `ticking`: the browser's clock plus how far the status's `now` was ahead of it when it was received.
 */
export function useCreditClock(
  status: CreditStatus | undefined,
  receivedAtMs: number,
  ticking: boolean,
): number {
  const [browserNow, setBrowserNow] = useState(Date.now);
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setBrowserNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [ticking]);
  if (!status) return browserNow;
  return Math.max(browserNow, receivedAtMs) + creditClockOffset(status, receivedAtMs);
}

export interface RepayVariables {
  loanId: number;
  method: RepayMethod;
}

/** Repays early; a refusal is kept per loan with the exchange's message (or a general one). */
export function useRepay() {
  const { t } = useTranslation();
  const client = getQueryClient();
  const [errors, setErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const setError = (loanId: number, message: string | null) =>
    setErrors((current) => {
      const next = new Map(current);
      if (message === null) next.delete(loanId);
      else next.set(loanId, message);
      return next;
    });
  const mutation = useMutation(
    {
      mutationFn: ({ loanId, method }: RepayVariables) => repayLoan(loanId, method),
      meta: { silent: true },
      onMutate: ({ loanId }) => setError(loanId, null),
      onSuccess: () => {
        showToast(t('creditStatus.repay.done'));
        void client.invalidateQueries({ queryKey: queryKeys.creditStatus });
        void client.invalidateQueries({ queryKey: queryKeys.assets });
      },
      onError: (error, { loanId }) => {
        if (isApiError(error) && error.statusType !== 'Error') reportApiError(error);
        // The exchange's own refusal has its message in the member's language; anything else, ours.
        const refusal = isApiError(error) && error.failure === 'http' ? error.message : '';
        setError(loanId, refusal || t('creditStatus.repay.failed'));
      },
    },
    client,
  );
  return { mutation, errors };
}
