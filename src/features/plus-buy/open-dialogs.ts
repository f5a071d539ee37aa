/** How other features open the Plus buy dialogs through the shell's modal service. */
import { openDialog, type DialogPropsMap } from '../../shell';

/**
 * The credit notice. From the trade flow pass `isTrade` and `onQuizFinished`: its button then opens the
 * quiz, and passing the quiz calls onQuizFinished (after which `useQuizPassed()` is true).
 */
export function openCreditNotice(options: DialogPropsMap['creditNotice'] = {}): number {
  return openDialog({ type: 'creditNotice', props: options });
}

/** The credit (Plus buy) benefits and FAQ modal. */
export function openCreditBenefits(): number {
  return openDialog({ type: 'creditBenefits', props: {} });
}
