/**
 * Sending a parent order (TWAP, split order) from its form: the trade password checked as other orders
 * check it, the call, the answer said as the notice and a toast, the lists the parent changes asked again,
 * and a refusal said as the form's problem when it carries one (`refusalText`), else as the exchange's
 * message.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AlgoOrderRow } from '../../../contract/algo-orders';
import { isTradePasswordEntry } from '../../../contract/trade-password';
import { isApiError } from '../../api/api-error';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';
import { showToast } from '../../shell';

export interface AlgoSubmitBinding {
  /** The trade password typed (null: the member set none). */
  tradePassword: string | null;
  onPlaced: () => void;
}

export function useAlgoSubmit({ tradePassword, onPlaced }: AlgoSubmitBinding) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (
    place: (password: { tradePassword?: string }) => Promise<AlgoOrderRow>,
    placedText: (parent: AlgoOrderRow) => string,
    refusalText: (data: unknown) => string | undefined,
  ) => {
    if (tradePassword !== null && !isTradePasswordEntry(tradePassword)) {
      setNotice(t('orderPanel.tradePassword'));
      return;
    }
    setSending(true);
    setNotice(null);
    try {
      const parent = await place(tradePassword !== null ? { tradePassword } : {});
      const placed = placedText(parent);
      setNotice(placed);
      showToast(placed);
      onPlaced();
      const client = getQueryClient();
      void client.invalidateQueries({ queryKey: queryKeys.assets });
      void client.invalidateQueries({ queryKey: queryKeys.allOrders });
    } catch (error) {
      const refused = isApiError(error) ? refusalText(error.data) : undefined;
      if (refused !== undefined) setNotice(refused);
      else {
        if (isApiError(error) && error.statusType !== 'Error') reportApiError(error);
        setNotice(isApiError(error) && error.message ? error.message : t('orderPanel.failed'));
      }
    } finally {
      setSending(false);
    }
  };
  return { notice, setNotice, sending, send };
}
