/**
 * The consents an inout form asks for before its request (consent-rules.ts), each read in the terms
 * dialog where agreeing ticks it, and the documents it offers to read there.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readTerms, TermsConsent } from '../../widgets/terms-consent';
import {
  FORM_CONSENTS,
  FORM_READINGS,
  missingConsents,
  withConsent,
  type ConsentDocument,
  type ConsentForm,
} from './consent-rules';

export interface Consents {
  form: ConsentForm;
  agreed: ReadonlySet<ConsentDocument>;
  /** The consents not yet given: the form sends nothing while any is missing. */
  missing: readonly ConsentDocument[];
  set: (type: ConsentDocument, checked: boolean) => void;
}

export function useConsents(form: ConsentForm): Consents {
  const [agreed, setAgreed] = useState<ReadonlySet<ConsentDocument>>(() => new Set());
  return {
    form,
    agreed,
    missing: missingConsents(form, agreed),
    set: (type, checked) => setAgreed((current) => withConsent(current, type, checked)),
  };
}

/** The form's consents; once the member tried to send, each one missing says so. */
export function FormConsents({ consents, tried }: { consents: Consents; tried: boolean }) {
  const { t } = useTranslation();
  return (
    <fieldset className="td-inout__consents">
      <legend>{t('inout.consents.legend')}</legend>
      {FORM_CONSENTS[consents.form].map((type) => (
        <TermsConsent
          key={type}
          type={type}
          label={t(`inout.consents.labels.${type}`)}
          viewText={t('inout.consents.view')}
          viewName={t('inout.consents.viewOf', { document: t(`inout.consents.documents.${type}`) })}
          checked={consents.agreed.has(type)}
          onChange={(checked) => consents.set(type, checked)}
          problem={tried && consents.missing.includes(type) ? t('inout.consents.problem') : null}
        />
      ))}
      {FORM_READINGS[consents.form].map((type) => (
        <button key={type} type="button" className="td-text-button" onClick={() => void readTerms({ type })}>
          {t(`inout.consents.read.${type}`)}
        </button>
      ))}
    </fieldset>
  );
}
