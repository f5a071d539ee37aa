/**
 * /b-point/history: the member's point balance beside the most a member may hold, then the points earned
 * (fee rewards), newest first, page by page. The query key sits under inout, so a fee reward refreshes it.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INOUT } from '../../../contract/inout';
import { getPointHistory } from '../../api/client';
import { getQueryClient, queryKeys } from '../../api/query';
import { PageLayout } from '../../ui/PageLayout';
import { Paginator } from '../../ui/Paginator';
import { TableHead } from '../../ui/TableHead';
import { pointHistoryView } from './point-history-rules';
import './point-history.css';

export function PointHistoryPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = { page, size: INOUT.pageSize };
  const history = useQuery(
    {
      queryKey: queryKeys.pointHistory(query),
      queryFn: ({ signal }) => getPointHistory(query, { signal }),
      placeholderData: keepPreviousData,
    },
    getQueryClient(),
  );
  const view = history.data && pointHistoryView(history.data);
  return (
    <PageLayout title={t('pages.pointHistory.title')} description={t('pages.pointHistory.description')}>
      {history.isPending && <p role="status">{t('pointHistory.loading')}</p>}
      {history.isError && <p role="alert">{t('pointHistory.failed')}</p>}
      {view && (
        <>
          <dl className="td-points__balance">
            <div>
              <dt>{t('pointHistory.balance')}</dt>
              <dd>{view.balance}</dd>
            </div>
            <div>
              <dt>{t('pointHistory.maxBalance')}</dt>
              <dd>{view.maxBalance}</dd>
            </div>
          </dl>
          <table
            className="td-points__table"
            aria-label={t('pointHistory.table')}
            aria-busy={history.isFetching}
          >
            <TableHead
              columns={[
                { label: t('pointHistory.columns.date') },
                { label: t('pointHistory.columns.reason') },
                { label: t('pointHistory.columns.points'), numeric: true },
              ]}
            />
            <tbody>
              {view.rows.map((row) => (
                <tr key={row.key}>
                  <td>{row.date}</td>
                  <td>{t(`pointHistory.reasons.${row.reason}`)}</td>
                  <td className="td-num">{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {view.rows.length === 0 && <p className="td-points__empty">{t('pointHistory.empty')}</p>}
          <Paginator page={page} totalPages={view.totalPages} onChange={setPage} />
        </>
      )}
    </PageLayout>
  );
}
