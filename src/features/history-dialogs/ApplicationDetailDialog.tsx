/**
 * The inout application detail modal (chart spec §2 Plus buy 3, §3 historyInfo and files, §4 application
 * state codes, §8 files): titled by the record's code, with the deposit application, the return
 * application, the supporting documents (images from the files call) and the customer consent (not for 26).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import {
  networkNameIn,
  secondAddressNameIn,
  type ApplicationRecord,
  type DepositRequestDetail,
  type RefundRequestDetail,
} from '../../../contract';
import { coinsQuery, getQueryClient } from '../../api/query';
import { formatCoinAmount } from '../../lib/inout-format';
import { openDialog } from '../../shell';
import { settings } from '../../state/settings';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { AddressText, DetailRow, TxIdText } from './detail-parts';
import {
  applicationView,
  coinLabel,
  consentsOf,
  documentImageSrc,
  hasApplication,
  type Agreement,
  type ApplicationView,
} from './rules';
import {
  noDocuments,
  useApplicationDocuments,
  useApplicationRecord,
  type ApplicationDocuments,
} from './use-application';
import './history-dialogs.css';

export function ApplicationDetailDialog({
  seq,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['applicationDetail']>) {
  const { t } = useTranslation();
  const recordQuery = useApplicationRecord(seq);
  const record = recordQuery.data;
  const view = record ? applicationView(record.stateCode) : null;
  const applied = record !== undefined && view !== null && hasApplication(view.kind, record);
  const asked = useApplicationDocuments(applied ? view.kind : null, seq).data;
  const documents = view && record && !applied ? noDocuments(view.kind) : asked;
  const goneMessage = documents?.goneMessage ?? null;

  // Without its record there is nothing to show: the shell says why (the query's error), the detail goes.
  const closeEmpty = useEffectEvent(() => {
    if (!record) close();
  });
  useEffect(() => {
    if (recordQuery.isError) closeEmpty();
  }, [recordQuery.isError]);

  useEffect(() => {
    if (goneMessage !== null) openDialog({ type: 'applicationFilesGone', props: { message: goneMessage } });
  }, [goneMessage]);

  const title = !view
    ? t('historyDialogs.application.loading')
    : t(
        view.kind === 'deposit'
          ? 'historyDialogs.application.titleDeposit'
          : 'historyDialogs.application.titleReturn',
      );

  return (
    <Modal
      name="applicationDetail"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={title}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={close}>
          {t('common.confirm')}
        </button>
      }
    >
      {record && view && <ApplicationBody record={record} view={view} documents={documents} />}
    </Modal>
  );
}

function ApplicationBody({
  record,
  view,
  documents,
}: {
  record: ApplicationRecord;
  view: ApplicationView;
  documents: ApplicationDocuments | undefined;
}) {
  const { t, i18n } = useTranslation();
  const coins = useQuery(coinsQuery, getQueryClient());
  const symbol = coinLabel(coins.data, record.coinType, i18n.language).symbol;
  const deposit = record.depositRequestDetail;
  const refund = record.refundRequestDetail;
  return (
    <>
      {deposit && (
        <Section title={t('historyDialogs.application.depositInfo')}>
          <DepositInfo detail={deposit} />
        </Section>
      )}
      {refund && (
        <Section title={t('historyDialogs.application.returnInfo')}>
          <ReturnInfo detail={refund} symbol={symbol} txIdIsLink={view.txIdIsLink} />
        </Section>
      )}
      <Section title={t('historyDialogs.application.documents')}>
        <Documents documents={documents} />
      </Section>
      {view.showConsent && (
        <Section title={t('historyDialogs.application.consent')}>
          <Consent agreements={consentsOf(view.kind, record)} />
        </Section>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="td-history-detail__section" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {children}
    </section>
  );
}

function DepositInfo({ detail }: { detail: DepositRequestDetail }) {
  const { t } = useTranslation();
  return (
    <dl className="td-history-detail">
      <DetailRow label={t('historyDialogs.application.exchangeName')}>{detail.exchangeName}</DetailRow>
      <DetailRow label={t('historyDialogs.application.firstAddress')}>
        <AddressText address={detail.firstAddress} />
      </DetailRow>
      {detail.secondAddress && (
        <DetailRow label={detail.secondAddressName ?? t('historyDialogs.application.firstAddress')}>
          <AddressText address={detail.secondAddress} />
        </DetailRow>
      )}
      <DetailRow label={t('historyDialogs.application.applyCount')}>{detail.applyCount}</DetailRow>
    </dl>
  );
}

function ReturnInfo({
  detail,
  symbol,
  txIdIsLink,
}: {
  detail: RefundRequestDetail;
  symbol: string;
  txIdIsLink: boolean;
}) {
  const { t } = useTranslation();
  const { language } = useSnapshot(settings);
  const amount = (quantity: number) => `${formatCoinAmount(quantity)} ${symbol}`;
  return (
    <dl className="td-history-detail">
      <DetailRow label={t('historyDialogs.application.refundType')}>{detail.refundTypeName}</DetailRow>
      {detail.exchangeName && (
        <DetailRow label={t('historyDialogs.application.exchangeName')}>{detail.exchangeName}</DetailRow>
      )}
      <DetailRow label={t('historyDialogs.application.network')}>{networkNameIn(detail, language)}</DetailRow>
      <DetailRow label={t('historyDialogs.application.firstAddress')}>
        <AddressText address={detail.firstAddress} />
      </DetailRow>
      {detail.secondAddress && (
        <DetailRow
          label={secondAddressNameIn(detail, language) ?? t('historyDialogs.application.firstAddress')}
        >
          <AddressText address={detail.secondAddress} />
        </DetailRow>
      )}
      {detail.txId && (
        <DetailRow label={t('historyDialogs.application.txId')}>
          <TxIdText txId={detail.txId} url={detail.txIdUrl} linked={txIdIsLink} />
        </DetailRow>
      )}
      <DetailRow label={t('historyDialogs.application.custType')}>{detail.custTypeName}</DetailRow>
      <DetailRow label={t('historyDialogs.application.custName')}>{detail.custName}</DetailRow>
      {detail.custType === 'corporation' && (
        <>
          <DetailRow label={t('historyDialogs.application.corpName')}>{detail.corpName}</DetailRow>
          <DetailRow label={t('historyDialogs.application.corpRepName')}>{detail.corpRepName}</DetailRow>
        </>
      )}
      <DetailRow label={t('historyDialogs.application.quantity')}>{amount(detail.quantity)}</DetailRow>
      <DetailRow label={t('historyDialogs.application.fee')}>{amount(detail.feeQuantity)}</DetailRow>
      <DetailRow label={t('historyDialogs.application.total')}>{amount(detail.totalQuantity)}</DetailRow>
    </dl>
  );
}

function Documents({ documents }: { documents: ApplicationDocuments | undefined }) {
  const { t } = useTranslation();
  if (!documents) return null;
  const files = documents.files ?? [];
  return (
    <>
      <p className="td-history-detail__sub">
        {t(
          documents.imgRecpTypeCd === 'DE'
            ? 'historyDialogs.application.documentsDE'
            : 'historyDialogs.application.documentsRE',
        )}
      </p>
      {files.length === 0 ? (
        <p>{t('historyDialogs.application.noDocuments')}</p>
      ) : (
        <ul className="td-history-detail__documents">
          {files.map((file) => (
            <li key={file.imgSeq}>
              <figure>
                <img src={documentImageSrc(file)} alt={file.originFileName} />
                <figcaption>{file.originFileName}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Consent({ agreements }: { agreements: readonly Agreement[] }) {
  const { t } = useTranslation();
  return (
    <dl className="td-history-detail">
      {agreements.map(([key, agreed]) => (
        <DetailRow key={key} label={t(`historyDialogs.application.${key}`)}>
          {t(agreed ? 'historyDialogs.application.agreed' : 'historyDialogs.application.notAgreed')}
        </DetailRow>
      ))}
    </dl>
  );
}
