/**
 * The terms feature's door: its dialogs' table for the app's dialog map; the terms dialog, answering
 * whether the reader agreed; the re-authentication guide; and the /terms pages, which the router loads
 * on demand.
 */
import './dialog-types';
export { termsDialogs } from './dialogs';
export { openReauthGuide, openTermsDialog } from './open-dialogs';
export type { TermsDialogOptions } from './dialog-types';
export { TERMS_PAGE_IDS } from './terms-rules';

/** The /terms pages' component (one for the four pages: each shows its own document), loaded on demand. */
export async function loadTermsPage() {
  return (await import('./TermsPage')).TermsPage;
}
