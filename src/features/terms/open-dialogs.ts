/**
 * The /terms pages' opener of the old-terms notice, through the shell's modal service. Other features open
 * the terms feature's dialogs by type (`openDialog({ type: 'reauthGuide', props: {} })`); a consent read in
 * the terms dialog is the terms-consent widget's (src/widgets/terms-consent).
 */
import { openDialog } from '../../shell';
import './dialog-types';

/** The old-terms notice of a /terms page; answers its id so the page can close it when it leaves. */
export function openOldTermsNotice(props: {
  effectiveDate: string;
  currentDate: string;
  onShowCurrent: () => void;
}): number {
  return openDialog({ type: 'oldTermsNotice', props });
}
