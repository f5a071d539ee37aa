/**
 * The terms feature's dialog types in the shell's registry (chart spec §2 "Dialogs of the app shell"):
 * the terms dialog, the old-terms notice and the re-authentication guide.
 */
import type { ParseKeys } from 'i18next';
import type { TermsType } from '../../../contract';

/** How a caller opens the terms dialog (readTerms of src/widgets/terms-consent). */
export interface TermsDialogOptions {
  /** The document: its current version is shown. */
  type: TermsType;
  /** An agree checkbox that enables confirm: `true` with the default label, or the label's i18n key. */
  agree?: true | ParseKeys;
  /** The reader must reach the end: the first press of confirm scrolls there. */
  requireScroll?: boolean;
}

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    /** A terms document; `onAgree` hears a confirm (the dialog then closes). */
    terms: TermsDialogOptions & { onAgree: () => void };
    /** A /terms page shows a version no longer in effect. */
    oldTermsNotice: { effectiveDate: string; currentDate: string; onShowCurrent: () => void };
    reauthGuide: Record<string, never>;
  }
}

export {};
