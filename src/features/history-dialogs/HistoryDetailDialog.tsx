/**
 * The deposit/withdrawal history detail (chart spec §2 shell dialogs, §3 history entry, §4 guidance,
 * buttons and totals, fee reward; §9 formats): the coin, its state and guidance, dates in KST, network,
 * addresses, TXID, amounts with the total struck through when cancelled or rejected, the fee reward of a
 * coin withdrawal in 01, and the buttons the server's flags allow.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import {
  INOUT,
  KRW_COIN_TYPE,
  networkNameIn,
  secondAddressNameIn,
  type HistoryEntry,
} from '../../../contract';
import { coinsQuery, getQueryClient } from '../../api/query';
import { formatInoutAmount, formatKrw, formatPoints } from '../../lib/inout-format';
import { formatKst } from '../../lib/kst';
import { closeDialog } from '../../shell';
import { settings } from '../../state/settings';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { pagePath } from '../../shell/pages';
import { Modal } from '../../ui/Modal';
import { AddressText, DetailRow, TxIdText } from './detail-parts';
import { openApplicationDetail } from './open-dialogs';
import { coinLabel, depositGuidance, feeLine, isTotalStruck } from './rules';
import { useFeeReward, useReapply, useWithdrawCancel } from './use-history-actions';
import './history-dialogs.css';

export function HistoryDetailDialog({
  entry,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['historyDetail']>) {
  const { t, i18n } = useTranslation();
  const { language } = useSnapshot(settings);
  const coins = useQuery(coinsQuery, getQueryClient());
  const coin = coinLabel(coins.data, entry.coinType, i18n.language);
  const cancel = useWithdrawCancel(entry);
  const reapply = useReapply(entry.seq);
  const guidance = depositGuidance(entry);
  const fee = feeLine(entry);
  const struck = isTotalStruck(entry);
  const none = t('historyDialogs.detail.none');
  // §9: won are whole with separators, coins have 8 decimals.
  const amount = (quantity: number) => {
    const text = formatInoutAmount(quantity, entry.coinType);
    return entry.coinType === KRW_COIN_TYPE
      ? t('historyDialogs.detail.krw', { amount: text })
      : `${text} ${coin.symbol}`;
  };

  return (
    <Modal
      name="historyDetail"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t(
        entry.processType === 'IN' ? 'historyDialogs.detail.titleIn' : 'historyDialogs.detail.titleOut',
      )}
      footer={
        <>
          {entry.isShowWithdrawCancelButton && (
            <button type="button" className="td-button" disabled={cancel.pending} onClick={cancel.start}>
              {t('historyDialogs.detail.withdrawCancel')}
            </button>
          )}
          {entry.isShowDepositRequestButton && (
            <button
              type="button"
              className="td-button"
              disabled={reapply.pending}
              onClick={() => reapply.start('deposit')}
            >
              {t('historyDialogs.detail.depositRequest')}
            </button>
          )}
          {entry.isShowAssetRefundButton && (
            <button
              type="button"
              className="td-button"
              disabled={reapply.pending}
              onClick={() => reapply.start('return')}
            >
              {t('historyDialogs.detail.assetReturn')}
            </button>
          )}
          {entry.isShowRequestDetailButton && (
            <button type="button" className="td-button" onClick={() => openApplicationDetail(entry.seq)}>
              {t('historyDialogs.detail.requestDetail')}
            </button>
          )}
          <button type="button" className="td-button td-button--primary" onClick={close}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      {guidance && (
        <p className="td-history-detail__guidance" role="note">
          {t(`historyDialogs.guidance.${guidance}`, { days: INOUT.reviewBusinessDays })}
        </p>
      )}
      <dl className="td-history-detail">
        <DetailRow label={t('historyDialogs.detail.coin')}>
          {coin.name === coin.symbol ? coin.symbol : `${coin.name} (${coin.symbol})`}
        </DetailRow>
        <DetailRow label={t('historyDialogs.detail.state')}>
          <span className="td-history-detail__state">{entry.stateMessage}</span>
          {entry.stateDetailMessage && (
            <span className="td-history-detail__sub">{entry.stateDetailMessage}</span>
          )}
        </DetailRow>
        <DetailRow label={t('historyDialogs.detail.requestDate')}>
          {formatKst(Date.parse(entry.requestDate), { seconds: true })}
        </DetailRow>
        <DetailRow label={t('historyDialogs.detail.completionDate')}>
          {entry.completionDate ? formatKst(Date.parse(entry.completionDate), { seconds: true }) : none}
        </DetailRow>
        {entry.networkName && (
          <DetailRow label={t('historyDialogs.detail.network')}>
            {networkNameIn({ networkName: entry.networkName, networkNameKo: entry.networkNameKo }, language)}
          </DetailRow>
        )}
        {entry.firstAddress && (
          <DetailRow label={t('historyDialogs.detail.address')}>
            <AddressText address={entry.firstAddress} />
          </DetailRow>
        )}
        {entry.secondAddress && (
          <DetailRow label={secondAddressNameIn(entry, language) ?? t('historyDialogs.detail.address')}>
            <AddressText address={entry.secondAddress} />
          </DetailRow>
        )}
        {entry.txId && (
          <DetailRow label={t('historyDialogs.detail.txId')}>
            <TxIdText txId={entry.txId} url={entry.txIdUrl} linked />
          </DetailRow>
        )}
        <DetailRow label={t('historyDialogs.detail.quantity')}>{amount(entry.quantity)}</DetailRow>
        {fee && (
          <DetailRow label={t('historyDialogs.detail.fee')}>
            {fee.kind === 'amount' ? amount(fee.quantity) : t('historyDialogs.detail.free')}
          </DetailRow>
        )}
        <DetailRow label={t('historyDialogs.detail.total')}>
          {struck ? (
            <>
              <s className="td-history-detail__struck">{amount(entry.totalQuantity)}</s>
              <span className="td-visually-hidden"> {t('historyDialogs.detail.totalCancelled')}</span>
            </>
          ) : (
            amount(entry.totalQuantity)
          )}
        </DetailRow>
        <DetailRow label={t('historyDialogs.detail.krwValue')}>
          {t('historyDialogs.detail.krw', { amount: formatKrw(entry.totalKrwValue) })}
        </DetailRow>
      </dl>
      {/* Keyed by record: an outcome shown for one withdrawal never carries over to another. */}
      <FeeRewardPart key={entry.seq} entry={entry} />
    </Modal>
  );
}

function FeeRewardPart({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation();
  const reward = useFeeReward(entry);
  const view = reward.view;
  if (!view) return null;
  return (
    <section className="td-history-detail__reward" aria-label={t('historyDialogs.feeReward.title')}>
      <h3>{t('historyDialogs.feeReward.title')}</h3>
      {view.kind === 'unavailable' && <p>{t('historyDialogs.feeReward.unavailable')}</p>}
      {view.kind === 'notPossible' && <p>{t('historyDialogs.feeReward.notPossible')}</p>}
      {view.kind === 'notQualified' && <p role="status">{t('historyDialogs.feeReward.notQualified')}</p>}
      {view.kind === 'possible' && (
        <>
          <p>{t('historyDialogs.feeReward.possible')}</p>
          <button type="button" className="td-button" disabled={reward.pending} onClick={reward.apply}>
            {t('historyDialogs.feeReward.apply')}
          </button>
        </>
      )}
      {view.kind === 'completed' && (
        <>
          <p role="status">
            {t('historyDialogs.feeReward.completed', { points: formatPoints(view.points) })}
          </p>
          <Link
            to={pagePath('pointHistory')}
            className="td-history-detail__link"
            onClick={() => closeDialog('historyDetail')}
          >
            {t('historyDialogs.feeReward.pointShop')}
          </Link>
        </>
      )}
    </section>
  );
}
