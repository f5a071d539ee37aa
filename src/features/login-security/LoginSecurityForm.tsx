/**
 * The login-security page's own part (chart spec §6, trade password status I): first the member's SMS
 * verification (v1, the logged-in member: it confirms the 'login' work), then the new trade password
 * twice. Once the exchange has it, the session is asked again (its status is Y now, so the page guard
 * lets the member go) and the member goes home with a toast.
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { ERROR_CODES, TRADE_PASSWORD_LENGTH, type TradePasswordProblem } from '../../../contract';
import { isApiError } from '../../api/api-error';
import { putTradePassword } from '../../api/client';
import { getQueryClient, reportApiError } from '../../api/query';
import { showToast } from '../../shell';
import { pagePath } from '../../shell/pages';
import { loadSession, session } from '../../state/session';
import { Input } from '../../ui/input';
import { MemberSmsVerification } from '../../widgets/verification';
import { tradePasswordFormErrors } from './trade-password-form';
import './login-security.css';

export function LoginSecurityForm() {
  const { t } = useTranslation();
  const memNo = useSnapshot(session).user?.memNo;
  const [verified, setVerified] = useState(false);
  // The SMS step remounts (a fresh field) when the exchange says its confirmation is gone.
  const [smsRound, setSmsRound] = useState(0);
  const [smsAgain, setSmsAgain] = useState(false);
  if (memNo === undefined) return null;
  return (
    <div className="td-login-security">
      <section aria-labelledby="td-login-security-sms">
        <h3 id="td-login-security-sms">{t('loginSecurity.sms.heading')}</h3>
        {verified ? (
          <p role="status">{t('loginSecurity.sms.done')}</p>
        ) : (
          <>
            {smsAgain && <p role="alert">{t('loginSecurity.sms.again')}</p>}
            <MemberSmsVerification key={smsRound} memNo={memNo} onVerified={() => setVerified(true)} />
          </>
        )}
      </section>
      {verified && (
        <TradePasswordForm
          onSmsExpired={() => {
            setVerified(false);
            setSmsAgain(true);
            setSmsRound((round) => round + 1);
          }}
        />
      )}
    </div>
  );
}

function TradePasswordForm({ onSmsExpired }: { onSmsExpired: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState('');
  const errors = tradePasswordFormErrors(password, confirmation, submitted);
  const mutation = useMutation(
    {
      mutationFn: (tradePassword: string) => putTradePassword({ tradePassword }),
      meta: { silent: true },
      onMutate: () => setFailure(''),
      onSuccess: async () => {
        await loadSession();
        showToast(t('loginSecurity.done'));
        await navigate(pagePath('home'));
      },
      onError: (error) => {
        if (isApiError(error) && error.code === ERROR_CODES.smsVerificationRequired) return onSmsExpired();
        if (isApiError(error) && error.statusType !== 'Error') reportApiError(error);
        setFailure(t('loginSecurity.form.failed'));
      },
    },
    getQueryClient(),
  );
  const problem = (key: TradePasswordProblem | 'mismatch' | undefined) =>
    key ? t(`loginSecurity.problems.${key}`) : undefined;
  return (
    <form
      aria-labelledby="td-login-security-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        const { password: wrong, confirmation: mismatch } = tradePasswordFormErrors(
          password,
          confirmation,
          true,
        );
        if (!wrong && !mismatch) mutation.mutate(password);
      }}
    >
      <h3 id="td-login-security-form">{t('loginSecurity.form.heading')}</h3>
      <Input
        label={t('loginSecurity.form.password')}
        type="password"
        validate="account"
        maxLength={TRADE_PASSWORD_LENGTH}
        value={password}
        onChange={setPassword}
        hintMessage={t('loginSecurity.form.hint')}
        status={errors.password ? 'error' : 'default'}
        errorMessage={problem(errors.password)}
      />
      <Input
        label={t('loginSecurity.form.confirmation')}
        type="password"
        validate="account"
        maxLength={TRADE_PASSWORD_LENGTH}
        value={confirmation}
        onChange={setConfirmation}
        status={errors.confirmation ? 'error' : 'default'}
        errorMessage={problem(errors.confirmation)}
      />
      {failure && <p role="alert">{failure}</p>}
      <button type="submit" className="td-button td-button--primary" disabled={mutation.isPending}>
        {t('loginSecurity.form.submit')}
      </button>
    </form>
  );
}
