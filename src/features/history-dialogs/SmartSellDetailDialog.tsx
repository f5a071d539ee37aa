/**
 * The smart-sell detail (chart spec §2 shell dialogs, §3 smart-sell entry, §4 status): the coin, amount,
 * request time, status (with the reason of a failure), trade time, confirmed price, fee (a discount or a
 * premium) and the sale amount in KRW.
 */
import { useTranslation } from 'react-i18next';
import { formatCoinAmount, formatKrw } from '../../lib/inout-format';
import { formatKst } from '../../lib/kst';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { DetailRow } from './detail-parts';
import { smartSellFee } from './rules';
import './history-dialogs.css';

export function SmartSellDetailDialog({
  entry,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['smartSellDetail']>) {
  const { t } = useTranslation();
  const none = t('historyDialogs.detail.none');
  const krw = (value: number) => t('historyDialogs.detail.krw', { amount: formatKrw(value) });
  const time = (iso: string | null) => (iso ? formatKst(Date.parse(iso), { seconds: true }) : none);
  const fee = entry.fee === null ? null : smartSellFee(entry.fee);

  return (
    <Modal
      name="smartSellDetail"
      zIndex={layer}
      active={active}
      onClose={close}
      closeLabel={t('common.close')}
      title={t('historyDialogs.smartSell.title')}
      footer={
        <button type="button" className="td-button td-button--primary" onClick={close}>
          {t('common.confirm')}
        </button>
      }
    >
      <dl className="td-history-detail">
        <DetailRow label={t('historyDialogs.smartSell.coin')}>
          {`${entry.coinName} (${entry.coinSymbol})`}
        </DetailRow>
        <DetailRow label={t('historyDialogs.smartSell.coinAmt')}>
          {`${formatCoinAmount(entry.coinAmt)} ${entry.coinSymbol}`}
        </DetailRow>
        <DetailRow label={t('historyDialogs.smartSell.requestDtm')}>{time(entry.requestDtm)}</DetailRow>
        <DetailRow label={t('historyDialogs.smartSell.status')}>
          {t(`historyDialogs.smartSell.statuses.${entry.status}`)}
        </DetailRow>
        {entry.status === 'FAIL' && (
          <DetailRow label={t('historyDialogs.smartSell.failReason')}>{entry.failReason ?? none}</DetailRow>
        )}
        <DetailRow label={t('historyDialogs.smartSell.tradeDtm')}>{time(entry.tradeDtm)}</DetailRow>
        <DetailRow label={t('historyDialogs.smartSell.quote')}>
          {entry.quote === null ? none : krw(entry.quote)}
        </DetailRow>
        <DetailRow label={t('historyDialogs.smartSell.fee')}>
          {fee === null
            ? none
            : fee.kind === 'discount'
              ? t('historyDialogs.smartSell.feeDiscount', { amount: formatKrw(fee.amount) })
              : fee.kind === 'premium'
                ? t('historyDialogs.smartSell.feePremium', { amount: formatKrw(fee.amount) })
                : krw(0)}
        </DetailRow>
        <DetailRow label={t('historyDialogs.smartSell.saleAmount')}>
          {entry.krwAmt === null ? none : krw(entry.krwAmt)}
        </DetailRow>
      </dl>
    </Modal>
  );
}
