/**
 * What the open orders table and the order history (and its fills) share: column headers from the
 * `openOrders.columns` texts, an order's options under its type (time in force, self-trade mode, the
 * quantity self-trade prevention took off), and the notes under a list (loading, failed, empty).
 */
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../ui/TableHead';
import type { OpenOrderView } from './order-rules';

type OrderColumn =
  | 'time'
  | 'closedAt'
  | 'coin'
  | 'side'
  | 'type'
  | 'status'
  | 'price'
  | 'avgPrice'
  | 'quantity'
  | 'filled'
  | 'remaining'
  | 'amount'
  | 'fee'
  | 'fills'
  | 'action';

/** `column('price', true)`: a right-aligned price column. */
export function useOrderColumns(): (key: OrderColumn, numeric?: boolean) => TableColumn {
  const { t } = useTranslation();
  return (key, numeric = false) => ({ label: t(`openOrders.columns.${key}`), numeric });
}

/** The order's options where set, after its type: "IOC · Cancel resting", and what was prevented. */
export function OrderOptionsNote({
  row,
}: {
  row: Pick<OpenOrderView, 'timeInForce' | 'smpType' | 'prevented'>;
}) {
  const { t } = useTranslation();
  const options = [
    row.timeInForce && t(`openOrders.timeInForce.${row.timeInForce}`),
    row.smpType && t(`openOrders.smp.${row.smpType}`),
  ].filter(Boolean);
  return (
    <>
      {options.length > 0 && <span className="td-open-orders__options"> {options.join(' · ')}</span>}
      {row.prevented !== null && (
        <span className="td-open-orders__prevented">
          {' '}
          {t('openOrders.prevented', { quantity: row.prevented })}
        </span>
      )}
    </>
  );
}

export interface ListNotesProps {
  query: { isPending: boolean; isError: boolean; isSuccess: boolean };
  empty: boolean;
  emptyText: string;
}

export function ListNotes({ query, empty, emptyText }: ListNotesProps) {
  const { t } = useTranslation();
  return (
    <>
      {query.isPending && <p className="td-open-orders__note">{t('openOrders.loading')}</p>}
      {query.isError && <p className="td-open-orders__note">{t('openOrders.failed')}</p>}
      {query.isSuccess && empty && <p className="td-open-orders__note">{emptyText}</p>}
    </>
  );
}
