/**
 * The controls both application forms are made of: a text field, the address trio, a choice, the
 * documents, the consents and the submit row (the last three ending both forms). Each control with a shown problem is marked invalid and described by its message.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD, type ApplicationKind, type Attachment } from '../../../contract';
import type { ValidatorName } from '../../lib/validators';
import { Input } from '../../ui/input';
import { RadioGroup } from '../../ui/RadioGroup';
import { ImageUpload } from '../../widgets/image-upload';
import type { DepositField, FieldProblem, ReturnField, ReturnValues } from './application-form';
import { problemMessage } from './application-messages';
import type { ApplicationForm } from './use-application-form';

type Field = DepositField | ReturnField;

/** The message of a field's problem, once the member has been to the field. */
export function useProblemText<V>(
  kind: ApplicationKind,
  form: ApplicationForm<V>,
  problems: Partial<Record<keyof V & Field, FieldProblem>>,
): (field: keyof V & Field) => string | null {
  const { t } = useTranslation();
  return (field) => {
    const problem = problems[field];
    if (!problem || !form.visited(field)) return null;
    const message = problemMessage(kind, field, problem);
    return t(message.key, message.params);
  };
}

export function TextField<V>({
  form,
  field,
  label,
  validate,
  required,
  problem,
}: {
  form: ApplicationForm<V>;
  field: keyof V & Field;
  label: string;
  validate: ValidatorName;
  required: boolean;
  problem: string | null;
}) {
  return (
    <Input
      label={label}
      name={field}
      value={String(form.values[field])}
      validate={validate}
      require={required}
      allowPaste
      status={problem ? 'error' : 'default'}
      errorMessage={problem ?? undefined}
      onChange={(value) => form.set(field, value as V[keyof V & Field])}
      onBlur={() => form.leave(field)}
    />
  );
}

type AddressField = 'firstAddress' | 'secondAddressName' | 'secondAddress';

/** The address and its memo/tag (named, both optional), labelled by the form's kind. */
export function AddressFields<V extends Record<AddressField, string>>({
  kind,
  form,
  problemText,
}: {
  kind: ApplicationKind;
  form: ApplicationForm<V>;
  problemText: (field: keyof V & Field) => string | null;
}) {
  const { t } = useTranslation();
  const fields: readonly { field: keyof V & AddressField; validate: ValidatorName; required: boolean }[] = [
    { field: 'firstAddress', validate: 'address', required: true },
    { field: 'secondAddressName', validate: 'NumberKoEnSpace', required: false },
    { field: 'secondAddress', validate: 'secondAddress', required: false },
  ];
  return fields.map(({ field, validate, required }) => (
    <TextField
      key={field}
      form={form}
      field={field}
      label={t(`inoutApplication.${kind}.${field}`)}
      validate={validate}
      required={required}
      problem={problemText(field)}
    />
  ));
}

/** A return's choice among a few types (where it goes, who receives it), as radio buttons under a label. */
export function ChoiceField<K extends 'refundType' | 'custType'>({
  form,
  field,
  types,
  typeLabel,
}: {
  form: ApplicationForm<ReturnValues>;
  field: K;
  types: readonly ReturnValues[K][];
  typeLabel: (type: ReturnValues[K]) => string;
}) {
  const { t } = useTranslation();
  const label = t(`inoutApplication.return.${field}`);
  return (
    <div className="td-application__choice">
      {/* Seen by sight; the group is named by its own label. */}
      <span className="td-application__label" aria-hidden="true">
        {label}
      </span>
      <RadioGroup
        label={label}
        options={types.map((type) => ({ value: type, label: typeLabel(type) }))}
        value={form.values[field]}
        onChange={(value) => form.set(field, value)}
      />
    </div>
  );
}

function DocumentsField({
  value,
  problem,
  onChange,
}: {
  value: Attachment[];
  problem: string | null;
  onChange: (attachments: Attachment[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="td-application__documents">
      <p className="td-application__hint">{t('inoutApplication.documents.hint', { max: UPLOAD.maxFiles })}</p>
      <ImageUpload label={t('inoutApplication.documents.legend')} value={value} onChange={onChange} />
      {problem && (
        <p role="alert" className="td-application__error">
          {problem}
        </p>
      )}
    </div>
  );
}

type Consent = 'isAgreeRefundRequest' | 'isAgreePersonalInformation' | 'isAgreeNoMoneyLaundering';

function ConsentFields<V extends Partial<Record<Consent, boolean>>>({
  consents,
  form,
  problemText,
}: {
  consents: readonly (keyof V & Consent)[];
  form: ApplicationForm<V>;
  problemText: (field: keyof V & Consent) => string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className="td-application__consents">
      <legend>{t('inoutApplication.consents.legend')}</legend>
      {consents.map((consent) => {
        const problem = problemText(consent);
        const errorId = `${id}${consent}`;
        return (
          <div key={consent} className="td-application__consent">
            <label className="td-application__check">
              <input
                type="checkbox"
                checked={form.values[consent] === true}
                aria-required
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? errorId : undefined}
                onChange={(event) => form.set(consent, event.target.checked as V[keyof V & Consent])}
              />
              {t(`inoutApplication.consents.${consent}`)}
            </label>
            {problem && (
              <p id={errorId} className="td-application__error">
                {problem}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** The submit button, disabled until the form has no problem; while it is, it says what is missing. */
function SubmitRow({ label, ready, submitting }: { label: string; ready: boolean; submitting: boolean }) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <div className="td-application__submit">
      {!ready && (
        <p id={noteId} className="td-application__hint">
          {t('inoutApplication.incomplete')}
        </p>
      )}
      <button
        type="submit"
        className="td-button td-button--primary"
        disabled={!ready || submitting}
        aria-describedby={ready ? undefined : noteId}
      >
        {submitting ? t('inoutApplication.submitting') : label}
      </button>
    </div>
  );
}

/** How both forms end: the documents, the kind's consents and the submit row. */
export function FormEnd<V extends { attachments: Attachment[] } & Partial<Record<Consent, boolean>>>({
  kind,
  form,
  consents,
  problemText,
  ready,
  submitting,
}: {
  kind: ApplicationKind;
  form: ApplicationForm<V>;
  consents: readonly (keyof V & Consent)[];
  problemText: (field: keyof V & Field) => string | null;
  ready: boolean;
  submitting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <DocumentsField
        value={form.values.attachments}
        problem={problemText('attachments')}
        onChange={(attachments) => form.set('attachments', attachments)}
      />
      <ConsentFields consents={consents} form={form} problemText={problemText} />
      <SubmitRow label={t(`inoutApplication.${kind}.submit`)} ready={ready} submitting={submitting} />
    </>
  );
}
