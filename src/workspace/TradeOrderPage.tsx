/**
 * /trade/order/:coin — the workspace for one coin, with the member's saved layout (the guest's when
 * logged out). Lower case and a symbol alone go to the canonical SYMBOL-MARKET address (the KRW market
 * for a symbol alone). A parameter that cannot name a coin, or a coin its market does not list, gets the
 * not-found page (NotFoundMessage) every route shows, with its ways back, instead of a broken workspace.
 */
import { Navigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { tradeCoinParam, tradeOrderPath } from './coin-param';
import { workspaceOwner } from './layout-schema';
import { Workspace } from './Workspace';
import { ListedCoinGate } from './ListedCoinGate';
import { BadCoinMessage } from './NotFoundMessage';

export function TradeOrderPage() {
  const params = useParams();
  const { user } = useSnapshot(session);
  const coin = tradeCoinParam(params.coin);
  if (!coin.ok) return <BadCoinMessage coin={coin} />;
  if (coin.key !== params.coin) return <Navigate to={tradeOrderPath(coin.key)} replace />;
  const owner = workspaceOwner(user?.memNo);
  return (
    <ListedCoinGate coin={coin} onTimeout="show">
      <div className="td-trade-order" data-testid="trade-order-page">
        <Workspace key={owner} owner={owner} coin={coin.key} />
      </div>
    </ListedCoinGate>
  );
}
