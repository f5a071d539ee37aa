/**
 * /trade/order/:coin — the workspace for one coin, with the member's saved layout (the guest's when
 * logged out). Lower case and a symbol alone go to the canonical SYMBOL-MARKET address (the KRW market
 * for a symbol alone); a coin its market does not list keeps the workspace, and the chart says so. Only a
 * parameter that cannot name a coin at all gets a message and a link to BTC-KRW instead of a broken page.
 */
import { Navigate, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { session } from '../state/session';
import { tradeCoinParam, tradeOrderPath } from './coin-param';
import { workspaceOwner } from './layout-schema';
import { Workspace } from './Workspace';
import { BadCoinMessage } from './WorkspaceMessage';

export function TradeOrderPage() {
  const params = useParams();
  const { user } = useSnapshot(session);
  const coin = tradeCoinParam(params.coin);
  if (!coin.ok) return <BadCoinMessage coin={coin} />;
  if (coin.key !== params.coin) return <Navigate to={tradeOrderPath(coin.key)} replace />;
  const owner = workspaceOwner(user?.memNo);
  return (
    <div className="td-trade-order" data-testid="trade-order-page">
      <Workspace key={owner} owner={owner} coin={coin.key} />
    </div>
  );
}
