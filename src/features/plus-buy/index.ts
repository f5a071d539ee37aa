/** The Plus buy feature's door: the quiz flag and the dialogs' types (dialog-types.ts). */
import './dialog-types';
export { markQuizPassed, quizPassed, QUIZ_FLAG_KEY, useQuizPassed } from './quiz-flag';
