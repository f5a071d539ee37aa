/**
 * A page of one coin waits for its coin's listings (that symbol only, never the whole catalogue), so that
 * a coin its market does not list gets the not-found page (NotFoundMessage, offering the markets that do
 * list the symbol) rather than panels that cannot load. A delisted coin is still in the catalogue (it
 * cannot be traded, which its panels say): only a coin absent from its market is not found.
 *
 * The chart popup and the trade status page (`wait`) show nothing until the listings come. If they timed
 * out before the page had them, the page is the network-delay page (shell spec §8) whose confirm asks
 * again: the page has nothing to show without them, and the shell's dialog would only repeat it over an
 * empty page. Any other failure shows the page anyway, and its panels show their own failures.
 *
 * The trade order page and its pop-out windows (`show`) keep their panels while the listings are asked
 * (the workspace must not wait for them, nor remount when its coin changes) and on any failure; only an
 * answer without the coin replaces them.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../api/client';
import { getQueryClient, symbolCoinsQuery } from '../api/query';
import { NetworkDelayPage } from '../features/network-delay';
import { closeDialog } from '../shell';
import type { CoinParam } from './coin-param';
import { NotFoundMessage } from './NotFoundMessage';

export interface ListedCoinGateProps {
  coin: Extract<CoinParam, { ok: true }>;
  /** What shows while the listings are asked: nothing (`wait`, the default) or the page (`show`). */
  whileAsking?: 'wait' | 'show';
  children: ReactNode;
}

export function ListedCoinGate({ coin, whileAsking = 'wait', children }: ListedCoinGateProps) {
  const { t } = useTranslation();
  const coins = useQuery(symbolCoinsQuery(coin.symbol), getQueryClient());
  // Only a page with no catalogue at all: a failed refresh leaves the one it has.
  const timedOut =
    whileAsking === 'wait' &&
    coins.data === undefined &&
    isApiError(coins.error) &&
    coins.error.statusType === 'Timeout';
  // Each timeout (the first and every failed retry) opened the shell's dialog; the page takes its place.
  useEffect(() => {
    if (timedOut) closeDialog('networkDelay');
  }, [timedOut, coins.errorUpdatedAt]);
  if (coins.data && !coins.data.some((info) => info.key === coin.key)) {
    const elsewhere = coins.data.map((info) => info.key);
    const text =
      elsewhere.length === 0
        ? t('notFound.unknownCoin', { coin: coin.key })
        : t('notFound.unlistedCoin', {
            symbol: coin.symbol,
            market: coin.marketSymbol,
            markets: coins.data.map((info) => info.marketSymbol).join(', '),
          });
    return <NotFoundMessage title={t('notFound.coinTitle')} text={text} coins={elsewhere} />;
  }
  if (whileAsking === 'wait' && coins.isPending) return null;
  if (timedOut) return <NetworkDelayPage onConfirm={() => void coins.refetch()} />;
  return children;
}
