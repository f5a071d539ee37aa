/**
 * The order history: the member's filled and cancelled orders between two KST days (the last 7 by
 * default), one coin's or every coin's, a page at a time, each row opening onto its fills (price,
 * quantity, amount, fee, time). Used by the open-orders panel's second tab and by the my-assets page.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey } from '../../../contract/markets';
import { getOrderHistory } from '../../api/client';
import { useTickTable } from '../../api/market-source';
import { getQueryClient } from '../../api/query';
import { DatePicker } from '../../ui/input';
import { Paginator } from '../../ui/Paginator';
import { pageCount } from '../../ui/paginator-rules';
import { TableHead } from '../../ui/TableHead';
import { orderHistoryKey } from './order-cache';
import {
  defaultHistoryRange,
  HISTORY_PAGE_SIZE,
  historyRowView,
  pickRangeEnd,
  type DateRange,
  type HistoryRowView,
} from './order-rules';
import { ListNotes, OrderOptionsNote, useOrderColumns } from './table-parts';
import { useOrderRefresh } from './use-orders';
import './open-orders.css';

export interface OrderHistoryProps {
  /** One coin's orders; every coin's when left out. */
  coin?: CoinKey;
}

export function OrderHistory({ coin }: OrderHistoryProps) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const client = getQueryClient();
  useOrderRefresh(client);
  const [today] = useState(() => defaultHistoryRange(Date.now()).to);
  const [range, setRange] = useState<DateRange>(() => defaultHistoryRange(Date.now()));
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const query = { key: coin, from: range.from, to: range.to, page, size: HISTORY_PAGE_SIZE };
  const history = useQuery(
    {
      queryKey: orderHistoryKey(query),
      queryFn: ({ signal }) => getOrderHistory(query, { signal }),
      staleTime: Number.POSITIVE_INFINITY,
      placeholderData: keepPreviousData,
    },
    client,
  );
  const ticks = useTickTable();
  const rows = (history.data?.rows ?? []).map((row) => historyRowView(row, ticks));
  const pick = (end: keyof DateRange) => (day: string) => {
    setRange((known) => pickRangeEnd(known, end, day));
    setPage(1);
  };
  const toggle = (orderId: number) =>
    setOpen((known) => {
      const next = new Set(known);
      if (!next.delete(orderId)) next.add(orderId);
      return next;
    });

  return (
    <div className="td-open-orders__body">
      <div className="td-open-orders__toolbar">
        <DatePicker
          label={t('openOrders.history.from')}
          value={range.from}
          maxDate={range.to}
          onChange={pick('from')}
        />
        <DatePicker
          label={t('openOrders.history.to')}
          value={range.to}
          minDate={range.from}
          maxDate={today}
          onChange={pick('to')}
        />
      </div>
      <table className="td-open-orders__table" aria-label={t('openOrders.history.label')}>
        <TableHead
          columns={[
            column('closedAt'),
            coin === undefined && column('coin'),
            column('side'),
            column('type'),
            column('status'),
            column('price', true),
            column('avgPrice', true),
            column('quantity', true),
            column('filled', true),
            column('amount', true),
            column('fee', true),
            column('fills'),
          ]}
        />
        <tbody>
          {rows.map((row) => (
            <HistoryRow
              key={row.orderId}
              row={row}
              showCoin={coin === undefined}
              expanded={open.has(row.orderId)}
              onToggle={() => toggle(row.orderId)}
            />
          ))}
        </tbody>
      </table>
      <ListNotes query={history} empty={rows.length === 0} emptyText={t('openOrders.history.empty')} />
      <Paginator
        page={page}
        totalPages={pageCount(history.data?.total ?? 0, HISTORY_PAGE_SIZE)}
        onChange={setPage}
      />
    </div>
  );
}

const COLUMNS_WITHOUT_COIN = 11;

function HistoryRow({
  row,
  showCoin,
  expanded,
  onToggle,
}: {
  row: HistoryRowView;
  showCoin: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const column = useOrderColumns();
  const fillsId = `td-order-fills-${row.orderId}`;
  return (
    <Fragment>
      <tr data-side={row.side}>
        <td>{row.closedAt}</td>
        {showCoin && <td>{row.key}</td>}
        <td className="td-open-orders__side">{t(`openOrders.side.${row.side}`)}</td>
        <td>
          {t(`openOrders.type.${row.orderType}`)}
          {row.stop !== null && <span className="td-open-orders__stop"> {row.stop}</span>}
          <OrderOptionsNote row={row} />
        </td>
        <td>{t(`openOrders.status.${row.status}`)}</td>
        <td className="td-num">{row.price}</td>
        <td className="td-num">{row.avgPrice}</td>
        <td className="td-num">{row.quantity}</td>
        <td className="td-num">{row.filled}</td>
        <td className="td-num">
          {row.filledAmount} {row.currency}
        </td>
        <td className="td-num">
          {row.fee} {row.currency}
        </td>
        <td>
          <button
            type="button"
            className="td-open-orders__action"
            aria-expanded={expanded}
            aria-controls={expanded ? fillsId : undefined}
            aria-label={t('openOrders.history.fillsOf', { id: row.orderId, count: row.fills.length })}
            onClick={onToggle}
          >
            {row.fills.length}
          </button>
        </td>
      </tr>
      {expanded && (
        <tr id={fillsId} className="td-open-orders__fills">
          <td colSpan={COLUMNS_WITHOUT_COIN + (showCoin ? 1 : 0)}>
            {row.fills.length === 0 ? (
              <p>{t('openOrders.history.noFills')}</p>
            ) : (
              <table aria-label={t('openOrders.history.fillsTable', { id: row.orderId })}>
                <TableHead
                  columns={[
                    column('time'),
                    column('price', true),
                    column('quantity', true),
                    column('amount', true),
                    column('fee', true),
                  ]}
                />
                <tbody>
                  {row.fills.map((fill) => (
                    <tr key={fill.fillId}>
                      <td>{fill.time}</td>
                      <td className="td-num">{fill.price}</td>
                      <td className="td-num">{fill.quantity}</td>
                      <td className="td-num">
                        {fill.amount} {row.currency}
                      </td>
                      <td className="td-num">
                        {fill.fee} {row.currency}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </td>
        </tr>
      )}
    </Fragment>
  );
}
