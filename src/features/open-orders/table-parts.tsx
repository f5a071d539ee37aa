/**
 * What the open orders table and the order history (and its fills) share: column headers from the
 * `openOrders.columns` texts, and the notes under a list (loading, failed, empty).
 */
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../ui/TableHead';

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
