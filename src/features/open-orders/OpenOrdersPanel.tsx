/**
 * The open orders and order history panel: two tabs. Open orders: the member's pending
 * orders of the panel's coin (or of every coin), each with its cancel button, and "cancel all" for the
 * coin behind a confirm; the parent orders (TWAP, split orders) running or paused, each with its open
 * children folded under it (AlgoOrderRows.tsx) and its progress ticking from the panel's one timer. Order history: OrderHistory.tsx. The lists follow the member's order events
 * and asset changes from the feed (use-orders.ts); logged out, the panel offers the login link.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { listAlgoOrders, listOrders } from '../../api/client';
import { useTickTable } from '../../api/market-source';
import { getQueryClient, queryKeys } from '../../api/query';
import { openDialog } from '../../shell';
import { session } from '../../state/session';
import { TabBar } from '../../ui/TabBar';
import { LoginHint } from '../../ui/LoginHint';
import { TableHead } from '../../ui/TableHead';
import { ToggleButton } from '../../ui/ToggleButton';
import { activeAlgos, algoRowView, foldChildren } from './algo-rules';
import { AlgoOrderRows } from './AlgoOrderRows';
import { algoOrdersKey, openOrdersQuery } from './order-cache';
import { openOrderView, type OpenOrderView } from './order-rules';
import { OrderHistory } from './OrderHistory';
import { ListNotes, OrderOptionsNote, useOrderColumns } from './table-parts';
import { useAlgoActions, useCancelOrders, useOrderRefresh } from './use-orders';
import { useReceivedAt, useSecondClock, type Clock } from './use-second-clock';
import { PaperBadge } from '../../widgets/paper-badge';
import './open-orders.css';

export interface OpenOrdersPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** What the parents' remaining times count by (tests pass their own). */
  clock?: Clock;
}

const browserClock: Clock = () => Date.now();

type OrdersTab = 'open' | 'history';

export function OpenOrdersPanel({ coin, symbol, clock = browserClock }: OpenOrdersPanelProps) {
  const { t } = useTranslation();
  const { status } = useSnapshot(session);
  const [tab, setTab] = useState<OrdersTab>('open');
  const tabs = (['open', 'history'] as const).map((key) => ({
    key,
    text: t(`openOrders.tabs.${key}`),
    onClick: () => setTab(key),
  }));
  return (
    <section className="td-panel td-panel--dom td-open-orders" aria-label={t('openOrders.title')}>
      <TabBar label={t('openOrders.tabs.label')} items={tabs} activeKey={tab} />
      <PaperBadge className="td-open-orders__paper" />
      {status === 'guest' && <LoginHint message={t('openOrders.loginRequired')} />}
      {status === 'member' &&
        (tab === 'open' ? (
          <OpenOrders coin={coin} symbol={symbol} clock={clock} />
        ) : (
          <OrderHistory key={coin} coin={coin} />
        ))}
    </section>
  );
}

function OpenOrders({ coin, symbol, clock }: { coin: CoinKey; symbol: string; clock: Clock }) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const client = getQueryClient();
  useOrderRefresh(client);
  const [allCoins, setAllCoins] = useState(false);
  const query = openOrdersQuery(allCoins ? undefined : coin);
  const orders = useQuery(
    {
      queryKey: queryKeys.orders(query),
      queryFn: ({ signal }) => listOrders(query, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    },
    client,
  );
  const algos = useQuery(
    {
      queryKey: algoOrdersKey,
      queryFn: ({ signal }) => listAlgoOrders({ signal }),
      staleTime: Number.POSITIVE_INFINITY,
      // The open orders show without their parents when the list fails; asked again on the next event.
      meta: { silent: true },
    },
    client,
  );
  const { cancelOne, cancelAll } = useCancelOrders(client);
  const algoAction = useAlgoActions(client);
  const ticks = useTickTable();
  const rows = (orders.data ?? []).map((order) => openOrderView(order, ticks));
  const ofCoin = rows.filter((row) => row.key === coin).length;
  const parents = activeAlgos(algos.data ?? [], allCoins ? undefined : coin);
  const folded = foldChildren(rows, parents);
  const receivedAt = useReceivedAt(algos.data, clock);
  const now = useSecondClock(
    parents.some((parent) => parent.state === 'running' && parent.kind === 'twap'),
    clock,
  );
  const orderRow = (row: OpenOrderView) => (
    <OpenOrderRow
      key={row.orderId}
      row={row}
      showCoin={allCoins}
      cancelling={cancelOne.isPending && cancelOne.variables === row.orderId}
      onCancel={() => cancelOne.mutate(row.orderId)}
    />
  );

  const confirmCancelAll = () =>
    openDialog({
      type: 'cancelAllOrders',
      props: { symbol, count: ofCoin, onConfirm: () => cancelAll.mutate(coin) },
    });

  return (
    <div className="td-open-orders__body">
      <div className="td-open-orders__toolbar">
        <ToggleButton pressed={allCoins} onChange={setAllCoins}>
          {t('openOrders.allCoins')}
        </ToggleButton>
        <button
          type="button"
          className="td-open-orders__action td-open-orders__cancel-all"
          disabled={ofCoin === 0 || cancelAll.isPending}
          onClick={confirmCancelAll}
        >
          {t('openOrders.cancelAll', { symbol })}
        </button>
      </div>
      <table className="td-open-orders__table" aria-label={t('openOrders.tabs.open')}>
        <TableHead
          columns={[
            column('time'),
            allCoins && column('coin'),
            column('side'),
            column('type'),
            column('price', true),
            column('quantity', true),
            column('filled', true),
            column('remaining', true),
            column('action'),
          ]}
        />
        <tbody>
          {folded.parents.map(({ parent, children }) => (
            <AlgoOrderRows
              key={`algo-${parent.algoId}`}
              view={algoRowView(parent, Math.max(0, now - receivedAt), ticks)}
              showCoin={allCoins}
              busy={algoAction.isPending && algoAction.variables.algoId === parent.algoId}
              onAction={(action) => algoAction.mutate({ action, algoId: parent.algoId })}
            >
              {children.map(orderRow)}
            </AlgoOrderRows>
          ))}
          {folded.loose.map(orderRow)}
        </tbody>
      </table>
      <ListNotes
        query={orders}
        empty={rows.length === 0 && parents.length === 0}
        emptyText={t('openOrders.empty')}
      />
    </div>
  );
}

function OpenOrderRow({
  row,
  showCoin,
  cancelling,
  onCancel,
}: {
  row: OpenOrderView;
  showCoin: boolean;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <tr data-side={row.side}>
      <td>{row.time}</td>
      {showCoin && <td>{row.key}</td>}
      <td className="td-open-orders__side">{t(`openOrders.side.${row.side}`)}</td>
      <td>
        {t(`openOrders.type.${row.orderType}`)}
        {row.stop !== null && (
          <span className="td-open-orders__stop">
            {' '}
            {row.stop}
            {row.waiting && ` (${t('openOrders.waiting')})`}
          </span>
        )}
        <OrderOptionsNote row={row} />
      </td>
      <td className="td-num">{row.price}</td>
      <td className="td-num">{row.quantity}</td>
      <td className="td-num">{row.filled}</td>
      <td className="td-num">{row.remaining}</td>
      <td>
        <button
          type="button"
          className="td-open-orders__action"
          disabled={cancelling}
          aria-label={t('openOrders.cancelOrder', { id: row.orderId })}
          onClick={onCancel}
        >
          {t('openOrders.cancel')}
        </button>
      </td>
    </tr>
  );
}
