/**
 * Reading a terms document in the terms dialog (the terms feature's, opened by its type through the shell's
 * modal service) and hearing whether the reader agreed.
 */
import type { TermsType } from '../../../contract/terms';
import { openDialogForAnswer, type DialogPropsMap } from '../../shell';

/** How a caller opens the terms dialog: the document, and whether it asks for agreement or a full read. */
export type TermsReading = Omit<DialogPropsMap['terms'], 'onAgree'>;

/**
 * Opens a terms document (its current version) and answers, once the dialog is gone, whether the reader
 * confirmed it (true: agreed, with the checkbox when asked) or closed it some other way (false), the
 * shell closing every dialog included.
 */
export function readTerms(reading: TermsReading): Promise<boolean> {
  return openDialogForAnswer<boolean>(
    (answer) => ({ type: 'terms', props: { ...reading, onAgree: () => answer(true) } }),
    false,
  );
}

/**
 * A form's consent read in the terms dialog with its agree box: `tick` (the form ticking its box) runs
 * when the reader agreed there; closing it otherwise ticks nothing.
 */
export async function readToAgree(type: TermsType, tick: () => void): Promise<void> {
  if (await readTerms({ type, agree: true })) tick();
}
