/**
 * The terms feature's door: its dialogs' table for the app's dialog map; the terms dialog, answering
 * whether the reader agreed, and a form's consent that reads its document there; the re-authentication
 * guide; and the /terms pages, which the router loads on demand.
 */
import './dialog-types';
export { termsDialogs } from './dialogs';
export { openReauthGuide, openTermsDialog, readToAgree } from './open-dialogs';
export { TermsConsent, type TermsConsentProps } from './TermsConsent';
export type { TermsDialogOptions } from './dialog-types';
export { TERMS_PAGE_IDS } from './terms-rules';

/** The /terms pages' component (one for the four pages: each shows its own document), loaded on demand. */
export async function loadTermsPage() {
  return (await import('./TermsPage')).TermsPage;
}
