/**
 * The my-assets page (/assets/my, members only: the shell's page guard sends guests to login): the
 * asset summary (total assets, valuation profit and profit rate), the won balance available and in
 * orders, every coin held with its ticker and figures (my-assets-rules.ts), and the trade history (the
 * open-orders feature's order history over every coin), reached by the link in the summary.
 * Prices are live: ticker changes of the coins held re-render the figures at most every
 * LIVE_REFRESH_MS; asset changes and market prices come as low-rate frames.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_SYMBOLS, type CoinKey } from '../../../contract/markets';
import { assetsQuery, followAssetChanges } from '../../api/assets';
import type { FeedClient } from '../../api/feed-types';
import { coinsQuery, getQueryClient } from '../../api/query';
import { coinsBySymbol, heldCoins, type MarketKrwValues } from '../../lib/asset-valuation';
import { useFeed } from '../../shell/feed-context';
import { PageLayout } from '../../ui/PageLayout';
import { TableHead } from '../../ui/TableHead';
import { OrderHistory } from '../open-orders';
import { assetsView, marketKrwValues, type TickerReader } from './my-assets-rules';
import './my-assets.css';

/** Live prices move the figures at human speed, not per tick. */
export const LIVE_REFRESH_MS = 500;

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

function tickerReader(feed: FeedClient): TickerReader {
  const read = (key: CoinKey, field: 'closePrice' | 'chgRate') => {
    const slot = feed.tickers.slotOf(key);
    return slot === undefined ? Number.NaN : feed.tickers.value(slot, field);
  };
  return { close: (key) => read(key, 'closePrice'), changeRate: (key) => read(key, 'chgRate') };
}

/** Bumps when a watched coin's ticker changed, at most once per LIVE_REFRESH_MS; the timer dies with the page. */
function useLiveVersion(feed: FeedClient, watched: readonly CoinKey[]): number {
  const [version, setVersion] = useState(0);
  const watchedKey = watched.join(',');
  useEffect(() => {
    const keys = new Set(watchedKey.split(','));
    let timer: ReturnType<typeof setTimeout> | null = null;
    const stop = feed.onChanges((changes) => {
      if (timer !== null) return;
      const touched =
        changes.snapshot ||
        Array.from(changes.tickerSlots).some((slot) => keys.has(feed.tickers.keyAt(slot)));
      if (!touched) return;
      timer = setTimeout(() => {
        timer = null;
        setVersion((known) => known + 1);
      }, LIVE_REFRESH_MS);
    });
    return () => {
      stop();
      if (timer !== null) clearTimeout(timer);
    };
  }, [feed, watchedKey]);
  return version;
}

export function MyAssetsPage() {
  const { t, i18n } = useTranslation();
  const feed = useFeed();
  const client = getQueryClient();
  const assets = useQuery(assetsQuery(true), client);
  const coins = useQuery(coinsQuery, client);
  const [framedMarkets, setFramedMarkets] = useState<MarketKrwValues>({});

  useEffect(() => followAssetChanges(feed, client), [feed, client]);
  useEffect(
    () =>
      feed.onLowRate((frame) => {
        if (frame.ch === 'marketPrice') setFramedMarkets(Object.fromEntries(frame.rows));
      }),
    [feed],
  );

  const watched = useMemo(() => {
    const symbols = assets.data ? heldCoins(assets.data).map((asset) => asset.symbol) : [];
    // Every listing of each coin, and the quote markets' own coins that value them.
    return [...symbols, ...MARKET_SYMBOLS].flatMap((symbol) =>
      MARKET_SYMBOLS.map((market) => `${symbol}-${market}` as CoinKey),
    );
  }, [assets.data]);
  const version = useLiveVersion(feed, watched);

  const bySymbol = useMemo(() => coinsBySymbol(coins.data ?? []), [coins.data]);
  const language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const view = useMemo(() => {
    if (!assets.data) return null;
    const tickers = tickerReader(feed);
    return assetsView(assets.data, bySymbol, tickers, marketKrwValues(framedMarkets, tickers), language);
    // `version` stands for the live tickers read through the feed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assets.data, bySymbol, framedMarkets, language, feed, version]);

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
                  <td className="td-num">{row.locked}</td>
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
