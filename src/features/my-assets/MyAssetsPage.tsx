/**
 * The my-assets page (/assets/my, members only: the shell's page guard sends guests to login): the
 * asset summary (total assets, valuation profit and profit rate), the won balance available and in
 * orders, every coin held with its ticker and figures (my-assets-rules.ts), and the trade history (the
 * open-orders feature's order history over every coin), reached by the link in the summary.
 * Prices are live (src/api/live-valuation.ts): ticker changes of the coins held re-render the figures at most
 * every LIVE_REFRESH_MS; asset changes and market prices come as low-rate frames.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { assetsQuery } from '../../api/assets';
import { useLiveValuation } from '../../api/live-valuation';
import { useTickTable } from '../../api/market-source';
import { coinsQuery, getQueryClient } from '../../api/query';
import { coinsBySymbol } from '../../lib/asset-valuation';
import { useFeed } from '../../shell/feed-context';
import { PageLayout } from '../../ui/PageLayout';
import { TableHead } from '../../ui/TableHead';
import { OrderHistory } from '../open-orders';
import { assetsView } from './my-assets-rules';
import './my-assets.css';

const TRADE_HISTORY_ID = 'trade-history';

/** The holdings table's columns after the coin, in order. */
const NUMERIC_COLUMNS = [
  'balance',
  'locked',
  'price',
  'change',
  'avgBuyAmt',
  'buyAmt',
  'valuationAmt',
  'valuationProfit',
  'profitRate',
] as const;

export function MyAssetsPage() {
  const { t, i18n } = useTranslation();
  const feed = useFeed();
  const client = getQueryClient();
  const assets = useQuery(assetsQuery(true), client);
  const coins = useQuery(coinsQuery, client);
  const { tickers, marketKrw } = useLiveValuation(feed, assets.data);
  const ticks = useTickTable();

  const bySymbol = useMemo(() => coinsBySymbol(coins.data ?? []), [coins.data]);
  const language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const view = useMemo(
    () => (assets.data ? assetsView(assets.data, bySymbol, tickers, marketKrw, language, ticks) : null),
    [assets.data, bySymbol, tickers, marketKrw, language, ticks],
  );

  return (
    <PageLayout title={t('pages.myAssets.title')} description={t('pages.myAssets.description')}>
      {assets.isPending && <p>{t('myAssets.loading')}</p>}
      {assets.isError && <p>{t('myAssets.failed')}</p>}
      {view && (
        <>
          <section className="td-my-assets__summary" aria-label={t('myAssets.summary')}>
            <dl>
              <div>
                <dt>{t('myAssets.totalAssetKrw')}</dt>
                <dd>
                  {view.totalAssetKrw} {t('myAssets.unit')}
                </dd>
              </div>
              <div>
                <dt>{t('myAssets.totalBuyAmt')}</dt>
                <dd>
                  {view.totalBuyAmt} {t('myAssets.unit')}
                </dd>
              </div>
              <div>
                <dt>{t('myAssets.totalValuationAmt')}</dt>
                <dd>
                  {view.totalValuationAmt} {t('myAssets.unit')}
                </dd>
              </div>
              <div data-direction={view.totalDirection}>
                <dt>{t('myAssets.totalValuationProfit')}</dt>
                <dd>
                  {view.totalValuationProfit} {t('myAssets.unit')}
                </dd>
              </div>
              <div data-direction={view.totalDirection}>
                <dt>{t('myAssets.totalProfitRate')}</dt>
                <dd>{view.totalProfitRate}</dd>
              </div>
            </dl>
            <dl aria-label={t('myAssets.krw')}>
              <div>
                <dt>{t('myAssets.krw')}</dt>
                <dd>
                  {view.krwBalance} {t('myAssets.unit')}
                </dd>
              </div>
              <div>
                <dt>{t('myAssets.krwAvailable')}</dt>
                <dd>
                  {view.krwAvailable} {t('myAssets.unit')}
                </dd>
              </div>
              <div>
                <dt>{t('myAssets.krwLocked')}</dt>
                <dd>
                  {view.krwLocked} {t('myAssets.unit')}
                </dd>
              </div>
            </dl>
            <a className="td-button" href={`#${TRADE_HISTORY_ID}`}>
              {t('myAssets.tradeHistory')}
            </a>
          </section>
          {view.anyUnpriced && <p className="td-my-assets__note">{t('myAssets.unpriced')}</p>}
          <table className="td-my-assets__table" aria-label={t('myAssets.holdings')}>
            <TableHead
              columns={[
                { label: t('myAssets.columns.coin') },
                ...NUMERIC_COLUMNS.map((key) => ({ label: t(`myAssets.columns.${key}`), numeric: true })),
              ]}
            />
            <tbody>
              {view.holdings.map((row) => (
                <tr key={row.coinType}>
                  <th scope="row">
                    {row.name} <span className="td-my-assets__symbol">{row.symbol}</span>
                  </th>
                  <td className="td-num">{row.balance}</td>
                  <td className="td-num">
                    {row.locked}
                    {row.loanLocked !== null && (
                      <span className="td-my-assets__loan-locked">
                        {t('myAssets.loanLocked', { quantity: row.loanLocked })}
                      </span>
                    )}
                  </td>
                  <td className="td-num">{row.price}</td>
                  <td className="td-num" data-direction={row.changeDirection}>
                    {row.change}
                  </td>
                  <td className="td-num">{row.avgBuyAmt}</td>
                  <td className="td-num">{row.buyAmt}</td>
                  <td className="td-num">{row.valuationAmt}</td>
                  <td className="td-num" data-direction={row.profitDirection}>
                    {row.valuationProfit}
                  </td>
                  <td className="td-num" data-direction={row.profitDirection}>
                    {row.profitRate}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.holdings.length === 0 && <p className="td-my-assets__note">{t('myAssets.noHoldings')}</p>}
          <section
            id={TRADE_HISTORY_ID}
            className="td-my-assets__history"
            aria-label={t('myAssets.tradeHistory')}
          >
            <h2>{t('myAssets.tradeHistory')}</h2>
            <OrderHistory />
          </section>
        </>
      )}
    </PageLayout>
  );
}
