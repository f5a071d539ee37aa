/**
 * A page of one coin waits for its coin's listings (that symbol only, never the whole catalogue), so that
 * a coin its market does not list gets the not-found page (NotFoundMessage, offering the markets that do
 * list the symbol) rather than panels that cannot load, and dialogs they would open over it. A delisted
 * coin is still in the catalogue (it cannot be traded, which its panels say): only a coin absent from its
 * market is not found. Once shown, the page stays while another coin's listings are asked (a coin picked
 * in the workspace or a pop-out does not remount its panels); their answer decides again.
 *
 * If the first listings timed out, the chart popup and the trade status page are the network-delay page
 * (shell spec §8) whose confirm asks again: they have nothing to show without them, and the shell's dialog
 * would only repeat it over an empty page. The trade order page and its pop-outs (`onTimeout="show"`)
 * show their panels, which work without them, under the shell's dialog. Any other failure shows the page,
 * and its panels show their own failures.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/api-error';
import { getQueryClient, symbolCoinsQuery } from '../api/query';
import { NetworkDelayPage } from '../features/network-delay';
import { closeDialog } from '../shell';
import type { CoinParam } from './coin-param';
import { NotFoundMessage } from './NotFoundMessage';

export interface ListedCoinGateProps {
  coin: Extract<CoinParam, { ok: true }>;
  /** When the first listings time out: the network-delay page (the default) or the page itself. */
  onTimeout?: 'networkDelayPage' | 'show';
  children: ReactNode;
}

export function ListedCoinGate({ coin, onTimeout = 'networkDelayPage', children }: ListedCoinGateProps) {
  const { t } = useTranslation();
  const coins = useQuery(
    { ...symbolCoinsQuery(coin.symbol), placeholderData: keepPreviousData },
    getQueryClient(),
  );
  // Only a page with no catalogue at all: a failed refresh leaves the one it has.
  const timedOut =
    onTimeout === 'networkDelayPage' &&
    coins.data === undefined &&
    isApiError(coins.error) &&
    coins.error.statusType === 'Timeout';
  // Each timeout (the first and every failed retry) opened the shell's dialog; the page takes its place.
  useEffect(() => {
    if (timedOut) closeDialog('networkDelay');
  }, [timedOut, coins.errorUpdatedAt]);
  if (coins.isPending) return null;
  if (timedOut) return <NetworkDelayPage onConfirm={() => void coins.refetch()} />;
  // Another coin's listings (the page's previous coin's meanwhile) decide nothing about this one.
  if (coins.isPlaceholderData || !coins.data || coins.data.some((info) => info.key === coin.key))
    return children;
  const text =
    coins.data.length === 0
      ? t('notFound.unknownCoin', { coin: coin.key })
      : t('notFound.unlistedCoin', {
          symbol: coin.symbol,
          market: coin.marketSymbol,
          markets: coins.data.map((info) => info.marketSymbol).join(', '),
        });
  return (
    <NotFoundMessage title={t('notFound.coinTitle')} text={text} coins={coins.data.map((info) => info.key)} />
  );
}
