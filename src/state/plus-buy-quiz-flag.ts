/**
 * The per-browser Plus buy quiz completion flag (chart spec §4 "Quiz", §6): "Y" once every answer was
 * right and the member pressed "Go Plus buy". The spec does not show its key; this one is ours. A plain
 * "Y" rather than a versioned record because that is the spec's value. Held in a valtio store so the
 * order panel's Plus buy mode follows when the quiz (a Plus buy dialog) is passed.
 */
import { proxy, useSnapshot } from 'valtio';
import { readStoredText, writeStoredText } from './local-storage';

export const QUIZ_FLAG_KEY = 'tradedeck.plusBuy.quizPassed';
const PASSED = 'Y';

const quizFlag = proxy({ passed: readStoredText(QUIZ_FLAG_KEY) === PASSED });

export function quizPassed(): boolean {
  return quizFlag.passed;
}

/** Stores the flag; the quiz calls it when it finishes. */
export function markQuizPassed(): void {
  writeStoredText(QUIZ_FLAG_KEY, PASSED);
  quizFlag.passed = true;
}

export function useQuizPassed(): boolean {
  return useSnapshot(quizFlag).passed;
}
