/**
 * /trade/chart/:coin — the chart's own popup window (chart spec §2): the chart panel alone filling the
 * window, titled with the coin, without the header (a bare page). The coin parameter is resolved as the
 * trade order page resolves it (parseCoinParam); a malformed coin, an unknown market or a coin the
 * exchange does not list gets a message instead of a chart.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { coinsQuery, getQueryClient } from '../api/query';
import { ChartPanel } from '../features/chart';
import { chartPopupPath } from '../lib/paths';
import { WithWindowFeed } from '../shell/feed-context';
import { DEFAULT_COIN, parseCoinParam, type CoinParam } from '../workspace/coin-param';
import { BadCoinMessage, WorkspaceMessage } from '../workspace/WorkspaceMessage';
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

/**
 * Waits for the coin catalogue before showing the chart, so that an unlisted coin gets its message rather
 * than a chart that cannot load; if the catalogue itself cannot be read, the chart tries anyway and shows
 * its own load failure.
 */
function ListedCoin({ coin }: { coin: ValidCoin }) {
  const { t } = useTranslation();
  const coins = useQuery(coinsQuery, getQueryClient());
  if (coins.isPending) return null;
  if (coins.data && !coins.data.some((info) => info.key === coin.key))
    return <WorkspaceMessage text={t('chartPopup.unknownCoin', { coin: coin.key })} />;
  return (
    <WithWindowFeed>
      <PopupChart coin={coin} />
    </WithWindowFeed>
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
