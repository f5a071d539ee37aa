/**
 * The terms feature's door: its dialogs' table for the app's dialog map (the terms dialog, the old-terms
 * notice, the re-authentication guide: other parts open them by type through the shell's modal service;
 * a form's consent read in the terms dialog is the terms-consent widget), and the /terms pages, which the
 * router loads on demand.
 */
import { withTexts } from '../../i18n';
import './dialog-types';
export { termsDialogs } from './dialogs';
export { TERMS_PAGE_IDS } from './terms-rules';

/** The /terms pages' component (one for the four pages: each shows its own document), loaded on demand. */
export const loadTermsPage = withTexts(['account'], async () => (await import('./TermsPage')).TermsPage);
