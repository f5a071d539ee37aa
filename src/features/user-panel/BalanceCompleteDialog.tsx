/**
 * The balance-complete modal (shell spec §2.2, §3): the KRW deposit interest just paid, before tax, the
 * tax withheld and after tax, with a link to the balance-history page (replacing the history entry on the
 * my-assets page). However the member closes it (button, link, Escape), the payment is marked seen.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { acknowledgeInterest } from './interest-seen';
import { balanceHistoryLink, interestFigures } from './interest-rules';

export function BalanceCompleteDialog({
  paymentId,
  interest,
  preTaxIncome,
  sumOfTax,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['balanceComplete']>) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const figures = interestFigures({ interest, preTaxIncome, sumOfTax });
  const history = balanceHistoryLink(pathname);
  const closeSeen = () => {
    void acknowledgeInterest(paymentId);
    close();
  };

  return (
    <Modal
      name="balanceComplete"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={closeSeen}
      closeLabel={t('common.close')}
      title={t('balanceComplete.title')}
      footer={
        <>
          <Link to={history.to} replace={history.replace} className="td-button" onClick={closeSeen}>
            {t('balanceComplete.history')}
          </Link>
          <button type="button" className="td-button td-button--primary" onClick={closeSeen}>
            {t('common.confirm')}
          </button>
        </>
      }
    >
      <p>{t('balanceComplete.intro')}</p>
      <dl className="td-balance-complete">
        <div>
          <dt>{t('balanceComplete.preTaxIncome')}</dt>
          <dd>{t('balanceComplete.amount', { amount: figures.preTaxIncome })}</dd>
        </div>
        <div>
          <dt>{t('balanceComplete.sumOfTax')}</dt>
          <dd>{t('balanceComplete.amount', { amount: figures.sumOfTax })}</dd>
        </div>
        <div className="td-balance-complete__total">
          <dt>{t('balanceComplete.interest')}</dt>
          <dd>{t('balanceComplete.amount', { amount: figures.interest })}</dd>
        </div>
      </dl>
    </Modal>
  );
}
