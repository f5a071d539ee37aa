/**
 * A page of one coin (the chart popup, the trade status page) waits for the coin catalogue, so that a
 * coin the exchange does not list gets its message rather than panels that cannot load; if the
 * catalogue itself cannot be read, the page shows anyway and its panels show their own failures.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coinsQuery, getQueryClient } from '../api/query';
import type { CoinKey } from '../../contract/markets';
import { WorkspaceMessage } from '../workspace/WorkspaceMessage';

export function ListedCoinGate({ coin, children }: { coin: CoinKey; children: ReactNode }) {
  const { t } = useTranslation();
  const coins = useQuery(coinsQuery, getQueryClient());
  if (coins.isPending) return null;
  if (coins.data && !coins.data.some((info) => info.key === coin))
    return <WorkspaceMessage text={t('chartPopup.unknownCoin', { coin })} />;
  return children;
}
