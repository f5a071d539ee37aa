/** How other parts of the app open the terms feature's dialogs through the shell's modal service. */
import { subscribe } from 'valtio';
import { dialogState, openDialog } from '../../shell';
import type { TermsType } from '../../../contract/terms';
import type { TermsDialogOptions } from './dialog-types';

/**
 * Opens a terms document (its current version) and answers, once the dialog is gone, whether the reader
 * confirmed it (true: agreed, with the checkbox when asked) or closed it some other way (false), the
 * shell closing every dialog included.
 */
export function openTermsDialog(options: TermsDialogOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let agreed = false;
    const id = openDialog({
      type: 'terms',
      props: {
        ...options,
        onAgree: () => {
          agreed = true;
        },
      },
    });
    const stop = subscribe(dialogState, () => {
      if (dialogState.entries.some((entry) => entry.id === id)) return;
      stop();
      resolve(agreed);
    });
  });
}

/**
 * A form's consent read in the terms dialog with its agree box: `tick` (the form ticking its box) runs
 * when the reader agreed there; closing it otherwise ticks nothing.
 */
export async function readToAgree(type: TermsType, tick: () => void): Promise<void> {
  if (await openTermsDialog({ type, agree: true })) tick();
}

/** The re-authentication guide, for a member whose identity verification must be redone. */
export function openReauthGuide(): void {
  openDialog({ type: 'reauthGuide', props: {} });
}

/** The old-terms notice of a /terms page; answers its id so the page can close it when it leaves. */
export function openOldTermsNotice(props: {
  effectiveDate: string;
  currentDate: string;
  onShowCurrent: () => void;
}): number {
  return openDialog({ type: 'oldTermsNotice', props });
}
