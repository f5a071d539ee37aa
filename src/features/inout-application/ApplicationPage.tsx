/**
 * The frame both application pages share (chart spec §2: opened with the history entry's sequence number
 * in navigation state): without a sequence number (a typed URL, a reload) it says how to get here; else it
 * loads the deposit, shows it at the top and hands it to the page's form.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ApplicationKind, ApplicationRecord, HistoryEntry } from '../../../contract';
import { applicationSeqOf } from '../../shell';
import { pagePath } from '../../shell/pages';
import { PageLayout } from '../../ui/PageLayout';
import { DepositSummary } from './DepositSummary';
import { useDeposit } from './use-deposit';
import './inout-application.css';

export interface LoadedDeposit {
  seq: number;
  entry: HistoryEntry;
  record: ApplicationRecord | null;
}

const PAGE_OF = { deposit: 'depositApplication', return: 'assetReturnApplication' } as const;

export function ApplicationPage({
  kind,
  form,
}: {
  kind: ApplicationKind;
  form: (deposit: LoadedDeposit) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const seq = applicationSeqOf(location.state);
  const page = PAGE_OF[kind];
  return (
    <PageLayout title={t(`pages.${page}.title`)} description={t(`pages.${page}.description`)} width="narrow">
      {seq === null ? <NoDeposit /> : <DepositApplication seq={seq} form={form} />}
    </PageLayout>
  );
}

function NoDeposit() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="td-application__notice" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('inoutApplication.noSeq.title')}</h2>
      <p>{t('inoutApplication.noSeq.body')}</p>
      <Link to={pagePath('inoutStatement')} className="td-button td-button--primary">
        {t('inoutApplication.noSeq.link')}
      </Link>
    </section>
  );
}

/** What a page says while its data loads, or once it could not be loaded. */
export function LoadNotice({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (!failed) return <p role="status">{t('inoutApplication.loading')}</p>;
  return (
    <div className="td-application__notice">
      <p>{t('inoutApplication.loadFailed')}</p>
      <Link to={pagePath('inoutStatement')}>{t('inoutApplication.noSeq.link')}</Link>
    </div>
  );
}

function DepositApplication({ seq, form }: { seq: number; form: (deposit: LoadedDeposit) => ReactNode }) {
  const deposit = useDeposit(seq);
  if (deposit.kind !== 'loaded') return <LoadNotice failed={deposit.kind === 'failed'} />;
  return (
    <>
      <DepositSummary entry={deposit.entry} />
      {form({ seq, entry: deposit.entry, record: deposit.record })}
    </>
  );
}
