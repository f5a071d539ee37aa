/** The coins the inout pages offer (the coin catalogue, each coin once) and the current language's names. */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { coinsQuery, getQueryClient } from '../../api/query';
import { coinName, inoutCoins, type InoutCoinRef } from './coin-rules';

export function useInoutCoins() {
  const { t, i18n } = useTranslation();
  const coins = useQuery(coinsQuery, getQueryClient());
  const list = useMemo(() => inoutCoins(coins.data ?? []), [coins.data]);
  const language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const nameOf = (coin: InoutCoinRef) => coinName(coin, language, t('inout.wonName'));
  return { coins: list, pending: coins.isPending, nameOf };
}
