/**
 * The Plus buy feature's door: the quiz flag, the dialogs' types (dialog-types.ts) and table, and the
 * helpers that open the notice and the benefits modal.
 */
import './dialog-types';
export { markQuizPassed, quizPassed, QUIZ_FLAG_KEY, useQuizPassed } from './quiz-flag';
export { plusBuyDialogs } from './dialogs';
export { openCreditBenefits, openCreditNotice } from './open-dialogs';
export { EligibilityProblems } from './EligibilityProblems';
