/**
 * The sign-up page (shell spec §2.2 "sign-up to the member-join route"): the form, then the
 * welcome view with the way to log in. The form's state, rules and refusals live in join-form.ts; this
 * component binds them to the fields and the widgets (captcha, nation picker, image upload, the
 * corporate-type guide) and moves the focus to the first field with a problem.
 */
import { useEffect, useId, useReducer, useRef, useState, type Dispatch, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JoinField, JoinResult } from '../../../contract';
import { join } from '../../api/client';
import { reportApiError } from '../../api/query';
import { LOGIN_PATH } from '../../lib/paths';
import { PageLayout } from '../../ui/PageLayout';
import { RadioGroup } from '../../ui/RadioGroup';
import { Input } from '../../ui/input';
import { Captcha, useCaptcha } from '../../widgets/captcha';
import { ImageUpload } from '../../widgets/image-upload';
import { NationPicker, phoneCodeLabel } from '../../widgets/nation-picker';
import { AgreementFields, CorporateTypeField, FieldProblem } from './JoinFields';
import {
  firstInvalidField,
  INITIAL_JOIN_STATE,
  joinFormProblems,
  joinFormReducer,
  joinRefusal,
  joinRequestOf,
  refusalFocus,
  spendsCaptcha,
  type JoinAction,
  type JoinFormState,
  type TextField,
} from './join-form';
import {
  captchaNote,
  failureNote,
  FIELD_VALIDATORS,
  fieldNote,
  joinProblemMessage,
  type JoinMessage,
} from './join-messages';
import './join.css';

export function JoinPage() {
  const { t } = useTranslation();
  const [joined, setJoined] = useState<JoinResult | null>(null);
  return (
    <PageLayout title={t('pages.join.title')} description={t('pages.join.description')} width="narrow">
      {joined ? <JoinComplete loginId={joined.loginId} /> : <JoinForm onJoined={setJoined} />}
    </PageLayout>
  );
}

function say(t: TFunction, message: JoinMessage | { text: string }): string {
  return 'text' in message ? message.text : t(message.key, message.params);
}

/**
 * The controls of a field sit in an element marked with its name. Its first input takes the focus, else
 * its first button (the nation picker): a field's helper buttons (the corporate-type guide) come second.
 */
function focusField(form: HTMLFormElement | null, field: JoinField): void {
  const wrapper = form?.querySelector(`[data-join-field="${field}"]`);
  const target =
    wrapper?.querySelector<HTMLElement>('input:not([disabled])') ??
    wrapper?.querySelector<HTMLElement>('button:not([disabled])');
  target?.focus();
}

function JoinForm({ onJoined }: { onJoined: (result: JoinResult) => void }) {
  const { t } = useTranslation();
  const idBase = useId();
  const [state, dispatch] = useReducer(joinFormReducer, INITIAL_JOIN_STATE);
  const { values, shown, failure } = state;
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState<{ field: JoinField } | null>(null);

  // After the render that shows the problems, so the field is described by its message when focused.
  useEffect(() => {
    if (focusRequest) focusField(formRef.current, focusRequest.field);
  }, [focusRequest]);

  const problemText = (field: JoinField) => {
    const problem = shown[field];
    return problem ? say(t, joinProblemMessage(field, problem)) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const captchaKey = captcha.solvedKey;
    const problems = joinFormProblems(values, captchaKey);
    dispatch({ type: 'submit', captchaKey });
    const first = firstInvalidField(problems);
    // The widget says why it has no key and takes the focus itself.
    if (first === 'captchaKey') captcha.keyForSubmit();
    else if (first) setFocusRequest({ field: first });
    if (first !== null || captchaKey === null) return;

    setSubmitting(true);
    try {
      onJoined(await join(joinRequestOf(values, captchaKey)));
    } catch (error) {
      const refusal = joinRefusal(error);
      if (refusal.kind === 'shell') reportApiError(error);
      if (spendsCaptcha(refusal)) captcha.reset();
      dispatch({ type: 'refused', refusal });
      const field = refusalFocus(refusal);
      if (field) setFocusRequest({ field });
      setSubmitting(false);
    }
  };

  const corporate = values.accountType === 'corporate';
  const nationErrorId = `${idBase}nationError`;
  const nationError = problemText('nationCode');
  const captchaMessage = captchaNote(shown.captchaKey, failure, {
    solved: captcha.solvedKey !== null,
    speaks: captcha.state.notice !== null,
  });
  const failureMessage = failureNote(failure);

  return (
    <form ref={formRef} className="td-join" noValidate onSubmit={(event) => void submit(event)}>
      <RadioGroup
        label={t('join.accountType.label')}
        options={[
          { value: 'personal', label: t('join.accountType.personal') },
          { value: 'corporate', label: t('join.accountType.corporate') },
        ]}
        value={values.accountType}
        onChange={(accountType) => dispatch({ type: 'accountType', accountType })}
      />
      {corporate && (
        <CorporateTypeField
          value={values.corporateType}
          problem={problemText('corporateType')}
          onChange={(corporateType) => dispatch({ type: 'corporateType', corporateType })}
        />
      )}

      {ACCOUNT_FIELDS.map((field) => (
        <JoinTextField
          key={field}
          field={field}
          label={field === 'name' && corporate ? t('join.fields.corporateName') : t(`join.fields.${field}`)}
          state={state}
          dispatch={dispatch}
        />
      ))}

      <div className="td-join__phone">
        <div data-join-field="nationCode" className="td-join__nation">
          <NationPicker
            label={t('join.fields.nationCode')}
            value={values.nation?.nationCode ?? null}
            invalid={nationError !== null}
            describedBy={nationError ? nationErrorId : undefined}
            onChange={(nation) => dispatch({ type: 'nation', nation })}
          />
          <FieldProblem id={nationErrorId} text={nationError} />
        </div>
        <JoinTextField
          field="phone"
          label={t('join.fields.phone')}
          addon={values.nation ? phoneCodeLabel(values.nation) : undefined}
          state={state}
          dispatch={dispatch}
        />
      </div>

      <AgreementFields values={values} problemText={problemText} dispatch={dispatch} />

      <div data-join-field="captchaKey" className="td-join__captcha">
        <Captcha control={captcha} />
        {captchaMessage && (
          <p role="alert" className="td-join__error">
            {say(t, captchaMessage)}
          </p>
        )}
      </div>
      <div className="td-join__documents">
        <p className="td-join__documents-hint">
          {corporate ? t('join.documents.corporate') : t('join.documents.personal')}
        </p>
        {/* The exchange takes a guest's documents with the solved captcha, not yet used by the form. */}
        {captcha.solvedKey === null && (
          <p className="td-join__documents-hint">{t('join.documents.captchaFirst')}</p>
        )}
        <ImageUpload
          label={corporate ? t('join.documents.legendCorporate') : t('join.documents.legend')}
          value={values.attachments}
          onChange={(attachments) => dispatch({ type: 'attachments', attachments })}
          disabled={captcha.solvedKey === null}
          captchaKey={captcha.solvedKey ?? undefined}
        />
      </div>

      {failureMessage && (
        <p role="alert" className="td-join__failure">
          {say(t, failureMessage)}
        </p>
      )}
      <button type="submit" className="td-button td-button--primary td-join__submit" disabled={submitting}>
        {submitting ? t('join.submitting') : t('join.submit')}
      </button>
    </form>
  );
}

/** The text fields of the account, in the page's order (the phone follows with its nation). */
const ACCOUNT_FIELDS = [
  'loginId',
  'password',
  'passwordConfirm',
  'name',
  'email',
] as const satisfies readonly TextField[];

function JoinTextField({
  field,
  label,
  addon,
  state,
  dispatch,
}: {
  field: TextField;
  label: string;
  /** Shown before the text (the nation's calling code before the number). */
  addon?: string;
  state: JoinFormState;
  dispatch: Dispatch<JoinAction>;
}) {
  const { t } = useTranslation();
  const problem = state.shown[field];
  // While the field has no problem: the stripped report, else the field's rule.
  const note = problem ? null : fieldNote(field, state.stripped[field] === true);
  const password = field === 'password' || field === 'passwordConfirm';
  return (
    <div data-join-field={field}>
      <Input
        label={label}
        name={field}
        type={password ? 'password' : 'text'}
        validate={FIELD_VALIDATORS[field]}
        value={state.values[field]}
        require
        // A confirmation is typed, not pasted: it checks the member knows what they chose.
        allowPaste={field !== 'passwordConfirm'}
        status={problem ? 'error' : 'default'}
        errorMessage={problem ? say(t, joinProblemMessage(field, problem)) : undefined}
        hintMessage={note ? say(t, note) : undefined}
        addon={addon ? <span className="td-join__addon">{addon}</span> : undefined}
        onChange={(value, info) => dispatch({ type: 'edit', field, value, stripped: info.stripped })}
        onBlur={() => dispatch({ type: 'blur', field })}
      />
    </div>
  );
}

function JoinComplete({ loginId }: { loginId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the member was in is gone: the welcome takes the focus so it is read out.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="td-join__done" aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="td-join__done-title">
        {t('join.done.title', { loginId })}
      </h2>
      <p>{t('join.done.body')}</p>
      <Link to={LOGIN_PATH} className="td-button td-button--primary td-join__login">
        {t('join.done.login')}
      </Link>
    </section>
  );
}
