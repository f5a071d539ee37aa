/**
 * A consent to a terms document, as every form that asks for one shows it: the box, a "view" button that
 * opens the document in the terms dialog (agreeing there ticks the box; closing it ticks nothing), and the
 * problem under it. The texts are the form's (its own locale keys); the dialog is the terms feature's,
 * opened by its type (read-terms.ts).
 */
import { useId } from 'react';
import type { TermsType } from '../../../contract/terms';
import { readToAgree } from './read-terms';
import './terms-consent.css';

export interface TermsConsentProps {
  type: TermsType;
  label: string;
  /** The view button's text and its accessible name (which names the document). */
  viewText: string;
  viewName: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  problem?: string | null;
}

export function TermsConsent({
  type,
  label,
  viewText,
  viewName,
  checked,
  onChange,
  problem,
}: TermsConsentProps) {
  const problemId = useId();
  return (
    <div className="td-terms-consent">
      <div className="td-terms-consent__row">
        <label className="td-terms-consent__check">
          <input
            type="checkbox"
            checked={checked}
            aria-required
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? problemId : undefined}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
        </label>
        <button
          type="button"
          className="td-text-button td-terms-consent__view"
          aria-label={viewName}
          onClick={() => void readToAgree(type, () => onChange(true))}
        >
          {viewText}
        </button>
      </div>
      {problem && (
        <p id={problemId} role="alert" className="td-terms-consent__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
