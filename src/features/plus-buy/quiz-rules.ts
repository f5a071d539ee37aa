/**
 * The "Plus buy quiz" (chart spec §3 quiz state, §4 "Quiz", §5 "Quiz"): seven multiple-choice questions,
 * their options in the order shown and the spec's right answer of each, and the rules the dialog follows —
 * a right answer locks its question, the finish button waits for every answer to be right, and after a
 * right answer the quiz moves on to the next question still open. Texts live in the locales under
 * plusBuy.quiz.questions.<id>.
 */

export const QUIZ_QUESTIONS = [
  { id: 'risk', options: ['guaranteed', 'highRisk', 'principalKept'], answer: 'highRisk' },
  { id: 'policy', options: ['loanFee', 'feeRefund', 'assets', 'period'], answer: 'loanFee' },
  { id: 'unfilled', options: ['filledOnly', 'priceRises', 'evenUnfilled'], answer: 'evenUnfilled' },
  { id: 'level', options: ['formula', 'lowerSafer', 'autoRepay', 'bands'], answer: 'lowerSafer' },
  { id: 'autoRepay', options: ['atLowBand', 'atLevel', 'atExpiryOnly'], answer: 'atLevel' },
  { id: 'sell', options: ['sellRepays', 'untilExpiry', 'notAllowed'], answer: 'sellRepays' },
  { id: 'expiry', options: ['extended', 'negative', 'marketSold'], answer: 'marketSold' },
] as const;

export type QuizQuestion = (typeof QUIZ_QUESTIONS)[number];
export type QuizQuestionId = QuizQuestion['id'];

/** One answer per question, in the questions' order; null until chosen (§3). */
export type QuizAnswers = readonly (string | null)[];

export function initialAnswers(): QuizAnswers {
  return QUIZ_QUESTIONS.map(() => null);
}

function questionAt(index: number): QuizQuestion {
  const question = QUIZ_QUESTIONS[index];
  if (!Number.isInteger(index) || !question) throw new RangeError(`no quiz question at ${index}`);
  return question;
}

/** Whether `option` is the right answer of the question at `index`; throws on an unknown question or option. */
export function isRight(index: number, option: string): boolean {
  const question = questionAt(index);
  if (!(question.options as readonly string[]).includes(option))
    throw new RangeError(`"${option}" is not an option of quiz question ${question.id}`);
  return option === question.answer;
}

/** A question whose answer is right is locked: it takes no other answer. */
export function isLocked(answers: QuizAnswers, index: number): boolean {
  const answer = answers[index];
  return answer !== null && answer !== undefined && isRight(index, answer);
}

/** A chosen answer that is wrong: its question shows the hint. */
export function isWrong(answers: QuizAnswers, index: number): boolean {
  const answer = answers[index];
  return answer !== null && answer !== undefined && !isRight(index, answer);
}

/** The answers after choosing `option` for the question at `index`; a locked question keeps its answer. */
export function choose(answers: QuizAnswers, index: number, option: string): QuizAnswers {
  if (answers.length !== QUIZ_QUESTIONS.length)
    throw new RangeError(`expected ${QUIZ_QUESTIONS.length} answers, got ${answers.length}`);
  isRight(index, option);
  if (isLocked(answers, index)) return answers;
  return answers.map((answer, at) => (at === index ? option : answer));
}

/** True when every question has its right answer: the finish button enables. */
export function allRight(answers: QuizAnswers): boolean {
  return answers.length === QUIZ_QUESTIONS.length && answers.every((_, index) => isLocked(answers, index));
}

/**
 * Where the quiz goes after a right answer at `index`: the first question after it that is not yet right,
 * else the first such one before it; null when every answer is right.
 */
export function nextQuestion(answers: QuizAnswers, index: number): number | null {
  questionAt(index);
  const open = QUIZ_QUESTIONS.map((_, at) => at).filter((at) => !isLocked(answers, at));
  return open.find((at) => at > index) ?? open[0] ?? null;
}
