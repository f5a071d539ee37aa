/**
 * The terms consent widget's door: a form's consent to a terms document (the box, and its document read in
 * the terms dialog where agreeing ticks it), and reading a document there with the answer.
 */
export { TermsConsent, type TermsConsentProps } from './TermsConsent';
export { readTerms, readToAgree, type TermsReading } from './read-terms';
