/** The deposit an application is about, at the top of its page: coin, quantity, network, sender, date, state. */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { networkNameIn, type HistoryEntry } from '../../../contract';
import { coinsQuery, getQueryClient } from '../../api/query';
import { formatCoinAmount } from '../../lib/inout-format';
import { formatKst } from '../../lib/kst';
import { settings } from '../../state/settings';

export function DepositSummary({ entry }: { entry: HistoryEntry }) {
  const { t, i18n } = useTranslation();
  const { language } = useSnapshot(settings);
  const headingId = useId();
  const coins = useQuery(coinsQuery, getQueryClient());
  const coin = coins.data?.find((info) => info.coinType === entry.coinType);
  const coinName = coin
    ? `${i18n.language === 'en' ? coin.coinNmEn : coin.coinNm} (${coin.symbol})`
    : entry.coinType;
  const none = t('inoutApplication.summary.none');
  const rows: [string, string][] = [
    [t('inoutApplication.summary.coin'), coinName],
    [
      t('inoutApplication.summary.quantity'),
      `${formatCoinAmount(entry.quantity)} ${coin?.symbol ?? ''}`.trim(),
    ],
    [
      t('inoutApplication.summary.network'),
      entry.networkName === null
        ? none
        : networkNameIn({ networkName: entry.networkName, networkNameKo: entry.networkNameKo }, language),
    ],
    [t('inoutApplication.summary.address'), entry.firstAddress ?? none],
    [t('inoutApplication.summary.requestDate'), formatKst(Date.parse(entry.requestDate), { seconds: true })],
    [t('inoutApplication.summary.state'), entry.stateMessage],
  ];
  return (
    <section className="td-application__summary" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('inoutApplication.summary.heading')}</h2>
      <dl>
        {rows.map(([term, value]) => (
          <div key={term} className="td-application__summary-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
