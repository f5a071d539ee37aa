/**
 * /trade/status/:coin — the coin's trade status (shell spec §2.2, Exchange): its ticker, order book and
 * recent trades, with a way to the trade order page. The coin parameter is resolved as on the trade
 * order page; a malformed or unlisted coin gets the not-found page (NotFoundMessage).
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { LivePrice } from '../features/live-price';
import { OrderBookPanel } from '../features/order-book';
import { RecentTradesPanel } from '../features/recent-trades';
import { pagePath } from '../shell/pages';
import { documentTitle, themeForPath } from '../shell/page-rules';
import { WithWindowFeed } from '../shell/feed-context';
import { DEFAULT_COIN, parseCoinParam, tradeOrderPath, type CoinParam } from '../workspace/coin-param';
import { ListedCoinGate } from '../workspace/ListedCoinGate';
import { BadCoinMessage } from '../workspace/NotFoundMessage';
import './trade-status.css';

type ValidCoin = Extract<CoinParam, { ok: true }>;

export function tradeStatusPath(coin: string): string {
  return pagePath('tradeStatus').replace(':coin', coin);
}

export function TradeStatusPage() {
  const params = useParams();
  if (params.coin === undefined) return <Navigate to={tradeStatusPath(DEFAULT_COIN)} replace />;
  const coin = parseCoinParam(params.coin);
  if (!coin.ok) return <BadCoinMessage coin={coin} />;
  if (coin.key !== params.coin) return <Navigate to={tradeStatusPath(coin.key)} replace />;
  return (
    <ListedCoinGate coin={coin}>
      <WithWindowFeed>
        <CoinStatus coin={coin} />
      </WithWindowFeed>
    </ListedCoinGate>
  );
}

function CoinStatus({ coin }: { coin: ValidCoin }) {
  const { t } = useTranslation();
  const title = t('tradeStatus.title', { symbol: coin.symbol, market: coin.marketSymbol });
  const appName = t('app.name');
  useEffect(() => {
    document.title = documentTitle(title, appName);
  }, [title, appName]);
  const panel = { coin: coin.key, symbol: coin.symbol, marketSymbol: coin.marketSymbol };
  // One theme for the whole page: light (chart spec §6, dark only on the trade order page), the drawn book too.
  const theme = themeForPath(useLocation().pathname);
  return (
    <main className="td-trade-status" data-testid="trade-status-page">
      <header className="td-trade-status__head">
        <h1>{title}</h1>
        <Link className="td-button td-button--primary" to={tradeOrderPath(coin.key)}>
          {t('tradeStatus.trade')}
        </Link>
      </header>
      <section className="td-trade-status__ticker" aria-label={t('tradeStatus.ticker')}>
        <LivePrice {...panel} />
      </section>
      <section className="td-trade-status__book" aria-label={t('orderBook.title')}>
        <OrderBookPanel {...panel} theme={theme} />
      </section>
      <section className="td-trade-status__trades" aria-label={t('recentTrades.title')}>
        <RecentTradesPanel {...panel} />
      </section>
    </main>
  );
}
