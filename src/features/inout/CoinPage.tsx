/**
 * The frame of the deposit and withdraw pages: the coin named in the path (resolved against the coin
 * catalogue; KRW needs none), the coin picker, then the page's body for that coin, or a clear message
 * when no such coin exists. The page takes the side layout's width, as the statement does. The body is keyed by coin so switching coin starts a fresh form.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { InoutCoin } from '../../../contract/inout';
import { getQueryClient } from '../../api/query';
import { PageLayout } from '../../ui/PageLayout';
import { KRW_SYMBOL, resolveCoin, type InoutCoinRef } from './coin-rules';
import { CoinPicker, type InoutPageKind } from './CoinPicker';
import { inoutCoinQuery } from './use-transfer';
import { useInoutCoins } from './use-inout-coins';
import './inout.css';

const PAGE_ID = { deposit: 'inoutDeposit', withdraw: 'inoutWithdraw' } as const;

export interface CoinBodyProps {
  coin: InoutCoinRef;
  info: InoutCoin;
}

export function CoinPage({ kind, body }: { kind: InoutPageKind; body: (props: CoinBodyProps) => ReactNode }) {
  const { t } = useTranslation();
  const { coin: symbol = KRW_SYMBOL } = useParams();
  const { coins, pending } = useInoutCoins();
  const coin = resolveCoin(symbol, coins);
  const id = PAGE_ID[kind];
  return (
    <PageLayout title={t(`pages.${id}.title`)} description={t(`pages.${id}.description`)}>
      <CoinPicker kind={kind} symbol={coin?.symbol ?? symbol} />
      {coin ? (
        <CoinBody key={coin.coinType} coin={coin} body={body} />
      ) : pending ? (
        <p role="status">{t('inout.loading')}</p>
      ) : (
        <p role="alert">{t('inout.unknownCoin', { symbol })}</p>
      )}
    </PageLayout>
  );
}

function CoinBody({ coin, body }: { coin: InoutCoinRef; body: (props: CoinBodyProps) => ReactNode }) {
  const { t } = useTranslation();
  const info = useQuery(inoutCoinQuery(coin.coinType), getQueryClient());
  if (info.isPending) return <p role="status">{t('inout.loading')}</p>;
  if (info.isError) return <p role="alert">{t('inout.failed')}</p>;
  return body({ coin, info: info.data });
}
