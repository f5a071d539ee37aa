/**
 * /trade/chart/:coin — the chart's own popup window (chart spec §2): the chart panel alone filling the
 * window, titled with the coin, without the header (a bare page). The coin parameter is resolved as the
 * trade order page resolves it (parseCoinParam); a malformed coin, an unknown market or a coin the
 * exchange does not list gets the not-found page (NotFoundMessage) instead of a chart.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { ChartPanel } from '../features/chart';
import { chartPopupPath } from '../lib/paths';
import { WithWindowFeed } from '../shell/feed-context';
import { DEFAULT_COIN, parseCoinParam, type CoinParam } from '../workspace/coin-param';
import { ListedCoinGate } from '../workspace/ListedCoinGate';
import { BadCoinMessage } from '../workspace/NotFoundMessage';
import { documentTitle } from '../shell/page-rules';

type ValidCoin = Extract<CoinParam, { ok: true }>;

export function ChartPopupPage() {
  const params = useParams();
  if (params.coin === undefined) return <Navigate to={chartPopupPath(DEFAULT_COIN)} replace />;
  const coin = parseCoinParam(params.coin);
  if (!coin.ok) return <BadCoinMessage coin={coin} />;
  if (coin.key !== params.coin) return <Navigate to={chartPopupPath(coin.key)} replace />;
  return <ListedCoin coin={coin} />;
}

function ListedCoin({ coin }: { coin: ValidCoin }) {
  return (
    <ListedCoinGate coin={coin}>
      <WithWindowFeed>
        <PopupChart coin={coin} />
      </WithWindowFeed>
    </ListedCoinGate>
  );
}

function PopupChart({ coin }: { coin: ValidCoin }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const title = t('chartPopup.title', { symbol: coin.symbol, market: coin.marketSymbol });
  const appName = t('app.name');
  useEffect(() => {
    document.title = documentTitle(title, appName);
  }, [title, appName]);
  return (
    <div className="td-chart-popup" data-testid="chart-popup">
      <ChartPanel coin={coin.key} symbol={coin.symbol} marketSymbol={coin.marketSymbol} pathname={pathname} />
    </div>
  );
}
