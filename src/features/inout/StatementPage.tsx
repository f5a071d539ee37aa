/**
 * The statement page (/inout/statement; chart spec §2 patterns): two tabs. "Deposits &
 * withdrawals" filters by type, coin and a KST date range (statement-rules.ts), applied by the search
 * button, and lists the records page by page; "Smart sell" lists the smart sales. A row's button opens its
 * detail dialog (the history-dialogs feature's, opened by its type through the shell's dialog service).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { INOUT, STATEMENT_TYPES, type StatementType } from '../../../contract/inout';
import { KRW_COIN_TYPE } from '../../../contract/markets';
import { getSmartSells, getStatement } from '../../api/inout-client';
import { getQueryClient, queryKeys } from '../../api/query';
import { formatCoinAmount, formatInoutAmount, formatKrw } from '../../lib/inout-format';
import { formatKst } from '../../lib/kst';
import { openDialog } from '../../shell';
import { PageLayout } from '../../ui/PageLayout';
import { Paginator } from '../../ui/Paginator';
import { pageCount } from '../../ui/paginator-rules';
import { TabBar } from '../../ui/TabBar';
import { TableHead } from '../../ui/TableHead';
import { DatePicker, Select, type SelectOption } from '../../ui/input';
import { symbolOf } from './coin-rules';
import {
  ALL_COINS,
  defaultStatementFilters,
  rangeProblem,
  statementQueryOf,
  type StatementFilters,
} from './statement-rules';
import { useInoutCoins } from './use-inout-coins';
import './inout.css';

const TABS = ['inout', 'smartSell'] as const;
type Tab = (typeof TABS)[number];

const kstTime = (iso: string) => formatKst(Date.parse(iso));

export function StatementPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('inout');
  return (
    <PageLayout title={t('pages.inoutStatement.title')} description={t('pages.inoutStatement.description')}>
      <TabBar
        label={t('inout.statement.tabs.label')}
        activeKey={tab}
        items={TABS.map((key) => ({
          key,
          text: t(`inout.statement.tabs.${key}`),
          onClick: () => setTab(key),
        }))}
      />
      {tab === 'inout' ? <InoutStatement /> : <SmartSellList />}
    </PageLayout>
  );
}

function InoutStatement() {
  const { t } = useTranslation();
  // The range's defaults and bound are today's, as of opening the page.
  const [initial] = useState(() => defaultStatementFilters(Date.now()));
  const today = initial.to;
  const [draft, setDraft] = useState<StatementFilters>(initial);
  const [applied, setApplied] = useState({ filters: initial, page: 1 });
  const { coins, nameOf } = useInoutCoins();
  const query = statementQueryOf(applied.filters, applied.page);
  const statement = useQuery(
    {
      queryKey: queryKeys.statement(query),
      queryFn: ({ signal }) => getStatement(query, { signal }),
      placeholderData: keepPreviousData,
    },
    getQueryClient(),
  );
  const problem = rangeProblem(draft.from, draft.to, today);
  const set = (change: Partial<StatementFilters>) => setDraft((current) => ({ ...current, ...change }));

  const typeOptions: SelectOption<StatementType>[] = STATEMENT_TYPES.map((type) => ({
    key: type,
    value: type,
    title: t(`inout.statement.types.${type}`),
  }));
  const coinOptions: SelectOption[] = [
    { key: ALL_COINS, value: ALL_COINS, title: t('inout.statement.allCoins') },
    { key: KRW_COIN_TYPE, value: KRW_COIN_TYPE, title: t('inout.wonName') },
    ...coins.map((coin) => ({
      key: coin.coinType,
      value: coin.coinType,
      title: t('inout.coinOption', { name: nameOf(coin), symbol: coin.symbol }),
    })),
  ];

  const search = (event: FormEvent) => {
    event.preventDefault();
    if (problem !== null) return;
    // Searching again with the same filters asks again: the member expects the newest records.
    const same = JSON.stringify(statementQueryOf(draft, 1)) === JSON.stringify(query);
    if (same) void statement.refetch();
    else setApplied({ filters: draft, page: 1 });
  };

  const data = statement.data;
  return (
    <section aria-label={t('inout.statement.tabs.inout')}>
      <form className="td-inout__filters" aria-label={t('inout.statement.filters')} onSubmit={search}>
        <Select
          label={t('inout.statement.type')}
          options={typeOptions}
          value={draft.type}
          onChange={(type) => set({ type })}
        />
        <Select
          label={t('inout.statement.coin')}
          options={coinOptions}
          value={draft.coin}
          onChange={(coin) => set({ coin })}
        />
        <DatePicker
          label={t('inout.statement.from')}
          value={draft.from}
          maxDate={today}
          onChange={(from) => set({ from })}
        />
        <DatePicker
          label={t('inout.statement.to')}
          value={draft.to}
          maxDate={today}
          onChange={(to) => set({ to })}
        />
        <button type="submit" className="td-button td-button--primary" disabled={problem !== null}>
          {t('inout.statement.search')}
        </button>
        {problem && (
          <p role="alert" className="td-inout__problem">
            {t(`inout.statement.range.${problem}`, { days: INOUT.maxRangeDays })}
          </p>
        )}
      </form>
      {statement.isPending && <p role="status">{t('inout.loading')}</p>}
      {statement.isError && <p role="alert">{t('inout.failed')}</p>}
      {data && (
        <>
          <table
            className="td-inout__table"
            aria-label={t('inout.statement.table')}
            aria-busy={statement.isFetching}
          >
            <TableHead
              columns={[
                { label: t('inout.statement.columns.requestDate') },
                { label: t('inout.statement.columns.type') },
                { label: t('inout.statement.columns.coin') },
                { label: t('inout.statement.columns.quantity'), numeric: true },
                { label: t('inout.statement.columns.fee'), numeric: true },
                { label: t('inout.statement.columns.state') },
              ]}
            />
            <tbody>
              {data.entries.map((entry) => {
                const symbol = symbolOf(entry.coinType, coins);
                const date = kstTime(entry.requestDate);
                return (
                  <tr key={entry.seq} onClick={() => openDialog({ type: 'historyDetail', props: { entry } })}>
                    <td>
                      {/* The row's one control: a click anywhere on the row, Enter or Space here, opens the detail. */}
                      <button
                        type="button"
                        className="td-text-button"
                        aria-label={t('inout.statement.openDetail', {
                          type: entry.processTypeName,
                          coin: symbol,
                          date,
                        })}
                      >
                        {date}
                      </button>
                    </td>
                    <td>{entry.processTypeName}</td>
                    <td>{symbol}</td>
                    <td className="td-num">{formatInoutAmount(entry.quantity, entry.coinType)}</td>
                    <td className="td-num">{formatInoutAmount(entry.feeQuantity, entry.coinType)}</td>
                    <td>{entry.stateMessage}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data.entries.length === 0 && <p className="td-inout__empty">{t('inout.statement.empty')}</p>}
          <Paginator
            page={applied.page}
            totalPages={pageCount(data.total, data.size)}
            onChange={(page) => setApplied((current) => ({ ...current, page }))}
          />
        </>
      )}
    </section>
  );
}

function SmartSellList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = { page, size: INOUT.pageSize };
  const sales = useQuery(
    {
      queryKey: queryKeys.smartSell(query),
      queryFn: ({ signal }) => getSmartSells(query, { signal }),
      placeholderData: keepPreviousData,
    },
    getQueryClient(),
  );
  const data = sales.data;
  return (
    <section aria-label={t('inout.statement.tabs.smartSell')}>
      {sales.isPending && <p role="status">{t('inout.loading')}</p>}
      {sales.isError && <p role="alert">{t('inout.failed')}</p>}
      {data && (
        <>
          <table
            className="td-inout__table"
            aria-label={t('inout.smartSell.table')}
            aria-busy={sales.isFetching}
          >
            <TableHead
              columns={[
                { label: t('inout.smartSell.columns.requestDtm') },
                { label: t('inout.smartSell.columns.coin') },
                { label: t('inout.smartSell.columns.coinAmt'), numeric: true },
                { label: t('inout.smartSell.columns.status') },
                { label: t('inout.smartSell.columns.krwAmt'), numeric: true },
              ]}
            />
            <tbody>
              {data.entries.map((entry) => {
                const date = kstTime(entry.requestDtm);
                return (
                  <tr
                    key={entry.seq}
                    onClick={() => openDialog({ type: 'smartSellDetail', props: { entry } })}
                  >
                    <td>
                      <button
                        type="button"
                        className="td-text-button"
                        aria-label={t('inout.smartSell.openDetail', { coin: entry.coinSymbol, date })}
                      >
                        {date}
                      </button>
                    </td>
                    <td>{entry.coinSymbol}</td>
                    <td className="td-num">{formatCoinAmount(entry.coinAmt)}</td>
                    <td>{t(`inout.smartSell.status.${entry.status}`)}</td>
                    <td className="td-num">{entry.krwAmt === null ? '-' : formatKrw(entry.krwAmt)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          {data.entries.length === 0 && <p className="td-inout__empty">{t('inout.smartSell.empty')}</p>}
          <Paginator page={page} totalPages={pageCount(data.total, data.size)} onChange={setPage} />
        </>
      )}
    </section>
  );
}
