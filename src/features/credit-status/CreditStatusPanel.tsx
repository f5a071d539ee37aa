/**
 * The credit status panel (chart spec §4 "Plus buy lifecycle", §9 "Plus buy"): the
 * member's Plus buy loans, each with its principal and outstanding, quantity bought, repayment level in
 * its band colour, the auto-repay price, the expiry countdown, its state and the early-repay actions;
 * an unpaid debt (loans' shortfalls the member owes); the fee refunds; the risk alerts, newest first. It
 * follows the credit frames live (use-credit-status.ts); what it shows is computed in credit-view.ts. Logged out, the login hint.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { parseCoinKey } from '../../../contract/markets';
import { ELIGIBILITY_MESSAGES } from '../../../contract/plus-buy';
import {
  REPAY_METHODS,
  type CreditAlertRow,
  type CreditStatus,
  type FeeRefundRow,
  type LoanRow,
  type RepayMethod,
} from '../../../contract/credit-status';
import { formatNumber } from '../../lib/format';
import { formatKst } from '../../lib/kst';
import { formatAmount, formatPrice, formatQuantity } from '../../lib/price-format';
import { bandColour } from '../../lib/risk-band-colours';
import { openDialog } from '../../shell';
import { session } from '../../state/session';
import { LoginHint } from '../../ui/LoginHint';
import { ProblemList } from '../../ui/ProblemList';
import { alertsNewestFirst, canRepay, countdown, loanStateView, remainingMs } from './credit-view';
import { useCreditClock, useCreditStatus, useRepay } from './use-credit-status';
import './credit-status.css';
import { useCoinTicks } from '../../api/market-source';

export function CreditStatusPanel() {
  const { t } = useTranslation();
  const { status } = useSnapshot(session);
  return (
    <section
      className="td-panel td-panel--dom td-credit-status"
      aria-label={t('creditStatus.title')}
      data-testid="credit-status"
    >
      {status === 'guest' && <LoginHint message={t('creditStatus.loginRequired')} />}
      {status === 'member' && <MemberCreditStatus />}
    </section>
  );
}

function MemberCreditStatus() {
  const { t, i18n } = useTranslation();
  const language = i18n.language.startsWith('en') ? 'en' : 'ko';
  const query = useCreditStatus();
  const status = query.data;
  const running = status?.loans.some((loan) => loan.state !== 'repaid') ?? false;
  const now = useCreditClock(status, query.dataUpdatedAt, running);
  const { mutation, errors } = useRepay();

  if (!status)
    return (
      <p className="td-credit-status__note" role="status">
        {t(query.isError ? 'creditStatus.failed' : 'creditStatus.loading')}
      </p>
    );

  const confirmRepay = (loan: LoanRow, method: RepayMethod) => {
    const symbol = parseCoinKey(loan.key)?.symbol ?? loan.key;
    openDialog({
      type: 'alert',
      props: {
        title: t(`creditStatus.repay.${method}`),
        message: t(`creditStatus.repay.confirm.${method}`, {
          amount: formatAmount('KRW', loan.outstanding),
          quantity: formatQuantity(loan.quantity),
          symbol,
        }),
        modalBtn: t('creditStatus.repay.yes'),
        modalBtn1: t('common.cancel'),
        closeCb: (reason) => {
          if (reason === 'modalBtn') mutation.mutate({ loanId: loan.loanId, method });
        },
      },
    });
  };

  return (
    <div className="td-credit-status__body">
      <p className="td-credit-status__guides">
        <button
          type="button"
          className="td-credit-status__guide"
          onClick={() => openDialog({ type: 'creditNotice', props: {} })}
        >
          {t('creditStatus.notice')}
        </button>
        <button
          type="button"
          className="td-credit-status__guide"
          onClick={() => openDialog({ type: 'creditBenefits', props: {} })}
        >
          {t('creditStatus.benefits')}
        </button>
      </p>
      {!status.eligible && (
        <ProblemList
          heading={t('creditStatus.ineligible')}
          messages={status.problems.map((problem) => ELIGIBILITY_MESSAGES[problem][language])}
          role="status"
          className="td-credit-status__problems"
        />
      )}
      {status.debt > 0 && (
        <p className="td-credit-status__debt" role="alert">
          {t('creditStatus.debt', { amount: formatAmount('KRW', status.debt) })}
        </p>
      )}
      <h3 className="td-credit-status__heading">{t('creditStatus.loans')}</h3>
      {status.loans.length === 0 && <p className="td-credit-status__note">{t('creditStatus.noLoans')}</p>}
      {status.loans.map((loan) => (
        <LoanCard
          key={loan.loanId}
          loan={loan}
          now={now}
          error={errors.get(loan.loanId)}
          pending={mutation.isPending && mutation.variables?.loanId === loan.loanId}
          onRepay={(method) => confirmRepay(loan, method)}
        />
      ))}
      <Refunds refunds={status.refunds} />
      <Alerts alerts={status.alerts} />
    </div>
  );
}

function LoanCard({
  loan,
  now,
  error,
  pending,
  onRepay,
}: {
  loan: LoanRow;
  now: number;
  error: string | undefined;
  pending: boolean;
  onRepay: (method: RepayMethod) => void;
}) {
  const { t } = useTranslation();
  const symbol = parseCoinKey(loan.key)?.symbol ?? loan.key;
  // The auto-repay price is the coin's: at its step on the window's source.
  const ticks = useCoinTicks(loan.key);
  const krw = (value: number) => t('creditStatus.krw', { value: formatAmount('KRW', value) });
  const left = countdown(remainingMs(loan.expiresAt, now));
  const view = loanStateView(loan);
  return (
    <article
      className="td-credit-status__loan"
      aria-label={t('creditStatus.loan', { coin: symbol, id: loan.loanId })}
      data-testid="credit-loan"
      data-state={loan.state}
    >
      <dl className="td-credit-status__figures">
        <Figure label={t('creditStatus.fields.coin')}>
          {t('creditStatus.pair', { symbol, market: parseCoinKey(loan.key)?.marketSymbol ?? '' })}
        </Figure>
        <Figure label={t('creditStatus.fields.principal')}>{krw(loan.principal)}</Figure>
        <Figure label={t('creditStatus.fields.outstanding')}>{krw(loan.outstanding)}</Figure>
        <Figure label={t('creditStatus.fields.quantity')}>
          {t('creditStatus.coinAmount', { value: formatQuantity(loan.quantity), symbol })}
        </Figure>
        <Figure label={t('creditStatus.fields.level')} testId="credit-level">
          <span
            className="td-credit-status__band"
            style={{ color: bandColour(loan.band) }}
            data-band={loan.band ?? undefined}
          >
            {loan.level === null || loan.band === null
              ? t('creditStatus.noLevel')
              : t('creditStatus.levelWithBand', {
                  value: formatNumber(loan.level, 1),
                  band: t(`creditStatus.bands.${loan.band}`),
                })}
          </span>
        </Figure>
        <Figure label={t('creditStatus.fields.autoRepayPrice')}>
          {loan.autoRepayPrice === null
            ? t('creditStatus.noLevel')
            : t('creditStatus.krw', { value: formatPrice(ticks, loan.autoRepayPrice) })}
        </Figure>
        {loan.state !== 'repaid' && (
          <Figure label={t('creditStatus.fields.expiresIn')} testId="credit-countdown">
            <time dateTime={loan.expiresAt} title={formatKst(Date.parse(loan.expiresAt))}>
              {left.days > 0
                ? t('creditStatus.countdownDays', { days: left.days, clock: left.clock })
                : left.clock}
            </time>
          </Figure>
        )}
        <Figure label={t('creditStatus.fields.state')} testId="credit-state">
          {view.reason === null
            ? t(`creditStatus.states.${view.state}`)
            : t('creditStatus.states.repaidBy', { reason: t(`creditStatus.closeReasons.${view.reason}`) })}
        </Figure>
        <Figure label={t('creditStatus.fields.loanFee')}>{krw(loan.loanFee)}</Figure>
        {loan.shortfall > 0 && (
          <Figure label={t('creditStatus.fields.shortfall')}>{krw(loan.shortfall)}</Figure>
        )}
      </dl>
      {canRepay(loan) && (
        <div className="td-credit-status__actions">
          {REPAY_METHODS.map((method) => (
            <button
              key={method}
              type="button"
              className="td-credit-status__action"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={() => onRepay(method)}
            >
              {t(`creditStatus.repay.${method}`)}
            </button>
          ))}
        </div>
      )}
      {error !== undefined && (
        <p className="td-credit-status__error" role="alert">
          {error}
        </p>
      )}
    </article>
  );
}

function Figure({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

function Refunds({ refunds }: { refunds: CreditStatus['refunds'] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="td-credit-status__heading">{t('creditStatus.refunds.title')}</h3>
      {refunds.length === 0 ? (
        <p className="td-credit-status__note">{t('creditStatus.refunds.none')}</p>
      ) : (
        <ul className="td-credit-status__list" aria-label={t('creditStatus.refunds.title')}>
          {refunds.map((refund: FeeRefundRow) => (
            <li key={refund.day}>
              <span>{refund.day}</span>
              <span>{t('creditStatus.krw', { value: formatAmount('KRW', refund.amount) })}</span>
              <span>
                {refund.paidAt === null
                  ? t('creditStatus.refunds.accruing')
                  : t('creditStatus.refunds.paid', { time: formatKst(Date.parse(refund.paidAt)) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Alerts({ alerts }: { alerts: readonly CreditAlertRow[] }) {
  const { t } = useTranslation();
  return (
    <>
      <h3 className="td-credit-status__heading">{t('creditStatus.alerts.title')}</h3>
      {alerts.length === 0 ? (
        <p className="td-credit-status__note">{t('creditStatus.alerts.none')}</p>
      ) : (
        <ul className="td-credit-status__list" aria-label={t('creditStatus.alerts.title')}>
          {alertsNewestFirst(alerts).map((alert) => (
            <li key={alert.alertId}>
              <time dateTime={alert.at}>{formatKst(Date.parse(alert.at))}</time>
              <span style={{ color: bandColour(alert.band) }} data-band={alert.band}>
                {t('creditStatus.alerts.row', {
                  coin: parseCoinKey(alert.key)?.symbol ?? alert.key,
                  band: t(`creditStatus.bands.${alert.band}`),
                  level: formatNumber(alert.level, 1),
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
