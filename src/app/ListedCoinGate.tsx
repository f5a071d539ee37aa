/**
 * A page of one coin (the chart popup, the trade status page) waits for its coin's listings (that symbol
 * only, never the whole catalogue), so that a coin the exchange does not list gets its message rather
 * than panels that cannot load. If they timed out before the page had them, the page is the network-delay
 * page (shell spec §8) whose confirm asks again: the page has nothing to show without them, and the
 * shell's dialog would only repeat it over an empty page. Any other failure shows the page anyway, and its panels show their own failures.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/client';
import { getQueryClient, symbolCoinsQuery } from '../api/query';
import { parseCoinKey, type CoinKey } from '../../contract/markets';
import { NetworkDelayPage } from '../features/network-delay';
import { closeDialog } from '../shell';
import { WorkspaceMessage } from '../workspace/WorkspaceMessage';

export function ListedCoinGate({ coin, children }: { coin: CoinKey; children: ReactNode }) {
  const { t } = useTranslation();
  const coins = useQuery(symbolCoinsQuery(parseCoinKey(coin)?.symbol ?? coin), getQueryClient());
  // Only a page with no catalogue at all: a failed refresh leaves the one it has.
  const timedOut =
    coins.data === undefined && isApiError(coins.error) && coins.error.statusType === 'Timeout';
  // Each timeout (the first and every failed retry) opened the shell's dialog; the page takes its place.
  useEffect(() => {
    if (timedOut) closeDialog('networkDelay');
  }, [timedOut, coins.errorUpdatedAt]);
  if (coins.isPending) return null;
  if (timedOut) return <NetworkDelayPage onConfirm={() => void coins.refetch()} />;
  if (coins.data && !coins.data.some((info) => info.key === coin))
    return <WorkspaceMessage text={t('chartPopup.unknownCoin', { coin })} />;
  return children;
}
