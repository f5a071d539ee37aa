/**
 * The login page: ID and password with inline validation, a demo hint against the embedded simulator,
 * and the captcha once the simulator asks for it (after repeated failures for the ID or the address).
 * A member with SMS login on then meets the SMS step (their name, masked e-mail and phone, and the SMS
 * verification, v2): the session starts when the code is confirmed. On success the page guard sends the
 * member back where they came from (or home).
 */
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiBaseUrl } from '../../api/config';
import { DEMO_LOGIN, isSmsLoginChallenge, type SmsLoginChallenge } from '../../../contract';
import { reportApiError } from '../../api/query';
import { JOIN_PATH } from '../../lib/paths';
import { login } from '../../state/session';
import { PageLayout } from '../../ui/PageLayout';
import { Captcha, useCaptcha } from '../../widgets/captcha';
import { SmsLoginVerification } from '../../widgets/verification';
import {
  captchaDemanded,
  hasLoginErrors,
  LOGIN_ID_MAX,
  loginFailure,
  PASSWORD_MAX,
  validateLogin,
  type LoginErrors,
  type LoginFailure,
  type LoginValues,
} from './rules';
import './login.css';

const EMPTY: LoginValues = { loginId: '', password: '' };

/** The form's fields in order; each is labelled login.<field> with the placeholder login.<field>Placeholder. */
const LOGIN_FIELDS = [
  { field: 'loginId', type: undefined, autoComplete: 'username' },
  { field: 'password', type: 'password', autoComplete: 'current-password' },
] as const satisfies readonly {
  field: keyof LoginValues;
  type: 'password' | undefined;
  autoComplete: string;
}[];

export function LoginPage() {
  const { t } = useTranslation();
  const idBase = useId();
  const ids = {
    loginId: `${idBase}loginId`,
    password: `${idBase}password`,
    failure: `${idBase}failure`,
  };
  const errorIds = { loginId: `${idBase}loginIdError`, password: `${idBase}passwordError` };
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const [challenge, setChallenge] = useState<SmsLoginChallenge | null>(null);
  const captcha = useCaptcha();

  const fieldError = (field: keyof LoginValues) => {
    const error = errors[field];
    if (!error) return null;
    const max = field === 'loginId' ? LOGIN_ID_MAX : PASSWORD_MAX;
    if (field === 'loginId')
      return error === 'required'
        ? t('login.errors.loginIdRequired')
        : t('login.errors.loginIdTooLong', { max });
    return error === 'required'
      ? t('login.errors.passwordRequired')
      : t('login.errors.passwordTooLong', { max });
  };

  const change = (field: keyof LoginValues, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
    setFailure(null);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin(values);
    setErrors(found);
    // Asked for (and its message shown) together with the fields' own errors.
    const captchaKey = captchaRequired ? captcha.keyForSubmit() : null;
    if (hasLoginErrors(found) || (captchaRequired && captchaKey === null)) return;
    setSubmitting(true);
    setFailure(null);
    try {
      const answer = await login({
        loginId: values.loginId.trim(),
        password: values.password,
        ...(captchaKey === null ? {} : { captchaKey }),
      });
      if (isSmsLoginChallenge(answer)) {
        setChallenge(answer);
        setValues(EMPTY);
        setSubmitting(false);
      }
    } catch (error) {
      // The simulator uses a named captcha up whatever the outcome: the next attempt needs a new one.
      if (captchaKey !== null) captcha.reset();
      if (captchaDemanded(error)) setCaptchaRequired(true);
      const kind = loginFailure(error);
      if (kind.kind === 'shell') reportApiError(error);
      else setFailure(kind);
      setSubmitting(false);
    }
  };

  const failureText =
    failure?.kind === 'invalidCredentials'
      ? t('login.errors.invalidCredentials')
      : failure?.kind === 'captcha'
        ? t('login.errors.captchaRequired')
        : failure?.kind === 'message'
          ? failure.message
          : failure?.kind === 'failed'
            ? t('login.errors.failed')
            : null;

  if (challenge)
    return (
      <PageLayout title={t('pages.login.title')} description={t('pages.login.description')} width="narrow">
        <SmsLoginStep challenge={challenge} onBack={() => setChallenge(null)} />
      </PageLayout>
    );

  return (
    <PageLayout title={t('pages.login.title')} description={t('pages.login.description')} width="narrow">
      <form
        className="td-login"
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-describedby={failureText ? ids.failure : undefined}
      >
        {LOGIN_FIELDS.map(({ field, type, autoComplete }) => {
          const error = fieldError(field);
          const errorId = errorIds[field];
          return (
            <div key={field} className="td-field">
              <label htmlFor={ids[field]}>{t(`login.${field}`)}</label>
              <input
                id={ids[field]}
                name={field}
                type={type}
                autoComplete={autoComplete}
                value={values[field]}
                placeholder={t(`login.${field}Placeholder`)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(event) => change(field, event.target.value)}
              />
              {error && (
                <p id={errorId} className="td-field__error">
                  {error}
                </p>
              )}
            </div>
          );
        })}
        {captchaRequired && <Captcha control={captcha} />}
        {failureText && (
          <p id={ids.failure} className="td-login__failure" role="alert">
            {failureText}
          </p>
        )}
        <button type="submit" className="td-button td-button--primary td-login__submit" disabled={submitting}>
          {submitting ? t('login.submitting') : t('login.submit')}
        </button>
        <p className="td-login__join">
          {t('login.noAccount')} <Link to={JOIN_PATH}>{t('login.signUp')}</Link>
        </p>
        {apiBaseUrl() === '' && <p className="td-login__demo">{t('login.demoHint', DEMO_LOGIN)}</p>}
      </form>
    </PageLayout>
  );
}

/** The SMS step of a login: who is logging in (masked) and the code; "log in again" goes back to the form. */
function SmsLoginStep({ challenge, onBack }: { challenge: SmsLoginChallenge; onBack: () => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const rows = [
    { term: t('sms.login.name'), value: challenge.name },
    { term: t('sms.login.email'), value: challenge.maskedEmail },
    { term: t('sms.login.phone'), value: challenge.maskedPhoneNo },
  ];
  return (
    <section className="td-login" aria-labelledby={headingId}>
      <h2 id={headingId} className="td-login__step-title">
        {t('sms.login.title')}
      </h2>
      <p className="td-login__step-text">{t('sms.login.description')}</p>
      <dl className="td-login__member" aria-label={t('sms.login.member')}>
        {rows.map(({ term, value }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <SmsLoginVerification challenge={challenge} />
      <button type="button" className="td-button td-login__back" onClick={onBack}>
        {t('sms.login.back')}
      </button>
    </section>
  );
}
