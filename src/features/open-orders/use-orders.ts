/**
 * The panel's live side: order events from the feed patch the cached orders (asset changes ask them
 * again through the window's owner of live data), and the cancel calls (one order, or every order of a
 * coin) with their toasts, and a parent order's pause, resume and cancel. A cancel that finds the order already filled answers 409 ORDER_CLOSED: its
 * message shows as a toast and the lists are asked again.
 */
import { useMutation, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey } from '../../../contract/markets';
import { isOrderClosed } from '../../api/api-error';
import {
  cancelAlgoOrder,
  cancelAllOrders,
  cancelOrder,
  pauseAlgoOrder,
  resumeAlgoOrder,
} from '../../api/client';
import { refreshOrders, reportApiError } from '../../api/query';
import { showToast } from '../../shell';
import { useFeed } from '../../shell/feed-context';
import { algoOrdersKey, onAlgoRows, onOrderEvents, onOrdersCancelled } from './order-cache';

export function useOrderRefresh(client: QueryClient): void {
  const feed = useFeed();
  useEffect(() => feed.onOrders((events) => onOrderEvents(client, events)), [feed, client]);
  // A parent's change the orders channel tells without an order event (paused, resumed or stopped, from
  // any window or by the exchange) replaces its row at once.
  useEffect(() => feed.onAlgoOrders((rows) => onAlgoRows(client, rows)), [feed, client]);
}

export function useCancelOrders(client: QueryClient) {
  const { t } = useTranslation();
  const onError = (error: unknown) => {
    if (!isOrderClosed(error)) {
      reportApiError(error);
      return;
    }
    showToast(error.message || t('openOrders.alreadyClosed'));
    refreshOrders(client);
  };
  const cancelOne = useMutation(
    {
      mutationFn: (orderId: number) => cancelOrder(orderId),
      meta: { silent: true },
      onSuccess: (order) => {
        onOrdersCancelled(client, [order]);
        showToast(t('openOrders.cancelled'));
      },
      onError,
    },
    client,
  );
  const cancelAll = useMutation(
    {
      mutationFn: (coin: CoinKey) => cancelAllOrders({ key: coin }),
      meta: { silent: true },
      onSuccess: (orders) => {
        onOrdersCancelled(client, orders);
        showToast(t('openOrders.cancelledAll', { count: orders.length }));
      },
      onError,
    },
    client,
  );
  return { cancelOne, cancelAll };
}

export type AlgoAction = 'pause' | 'resume' | 'cancel';

const ALGO_CALLS = { pause: pauseAlgoOrder, resume: resumeAlgoOrder, cancel: cancelAlgoOrder } as const;

/**
 * Pause, resume or cancel a parent: its answered row replaces the cached one; a refusal (its state moved
 * on meanwhile) shows as any API error and the parents are asked again.
 */
export function useAlgoActions(client: QueryClient) {
  const { t } = useTranslation();
  return useMutation(
    {
      mutationFn: ({ action, algoId }: { action: AlgoAction; algoId: number }) => ALGO_CALLS[action](algoId),
      onSuccess: (row, { action }) => {
        onAlgoRows(client, [row]);
        showToast(t(`openOrders.algo.done.${action}`));
      },
      onError: () => void client.invalidateQueries({ queryKey: algoOrdersKey }),
    },
    client,
  );
}
