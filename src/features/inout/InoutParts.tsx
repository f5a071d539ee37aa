/** Parts the deposit and withdraw forms share: the won amount field, the trade password field, a figure of a summary, the submit button and its outcome. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { INOUT } from '../../../contract/inout';
import { TRADE_PASSWORD_LENGTH, type SmsSendWork } from '../../../contract';
import { SmsVerification } from '../../widgets/verification';
import { formatKrw } from '../../lib/inout-format';
import { Input } from '../../ui/input';
import { statementPath } from './coin-rules';
import type { KrwAmountProblem, TradePasswordEntryProblem } from './withdraw-rules';

/** A won amount field with the checks' message (checkKrwAmount's problem). */
export function KrwAmountInput({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: KrwAmountProblem | null;
}) {
  const { t } = useTranslation();
  return (
    <Input
      label={t('inout.krw.amount')}
      validate="number"
      value={value}
      onChange={onChange}
      status={problem ? 'error' : 'default'}
      errorMessage={
        problem
          ? t(`inout.krw.problems.${problem}`, { min: formatKrw(INOUT.krwMin), max: formatKrw(INOUT.krwMax) })
          : undefined
      }
      hintMessage={t('inout.krw.range', { min: formatKrw(INOUT.krwMin), max: formatKrw(INOUT.krwMax) })}
    />
  );
}

/** The trade password a withdrawal names (asked of a member who has one: asksTradePassword). */
export function TradePasswordInput({
  value,
  onChange,
  problem,
}: {
  value: string;
  onChange: (value: string) => void;
  problem: TradePasswordEntryProblem | null;
}) {
  const { t } = useTranslation();
  return (
    <Input
      label={t('inout.withdraw.tradePassword')}
      type="password"
      validate="account"
      maxLength={TRADE_PASSWORD_LENGTH}
      value={value}
      onChange={onChange}
      hintMessage={t('inout.withdraw.tradePasswordHint')}
      status={problem ? 'error' : 'default'}
      errorMessage={problem ? t(`inout.withdraw.problems.${problem}`) : undefined}
    />
  );
}

export function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The submit button, then the exchange's refusal or the completion notice with the way to the statement. */
export function SubmitAndOutcome({
  label,
  pending,
  refusal,
  done,
}: {
  label: string;
  pending: boolean;
  refusal: string | null;
  done: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <button type="submit" className="td-button td-button--primary" disabled={pending}>
        {label}
      </button>
      {refusal && (
        <p role="alert" className="td-inout__problem">
          {refusal}
        </p>
      )}
      {done && (
        <p role="status" className="td-inout__done">
          {done} <Link to={statementPath()}>{t('inout.toStatement')}</Link>
        </p>
      )}
    </>
  );
}

/**
 * The SMS verification a withdrawal passes before it is sent (withdrawCoin, withdrawKrw): what will leave,
 * the verification field, and cancel. `onVerified` sends the request (the exchange lets it through once).
 */
export function WithdrawVerification({
  work,
  summary,
  onVerified,
  onCancel,
}: {
  work: SmsSendWork;
  summary: string;
  onVerified: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="td-inout__verification" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('sms.withdraw.title')}</h2>
      <p>{summary}</p>
      <p>{t('sms.withdraw.description')}</p>
      <SmsVerification work={work} onVerified={onVerified} />
      <button type="button" className="td-button" onClick={onCancel}>
        {t('common.cancel')}
      </button>
    </section>
  );
}
