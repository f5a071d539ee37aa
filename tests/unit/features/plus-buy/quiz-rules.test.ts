import { describe, expect, test } from 'vitest';
import {
  allRight,
  choose,
  initialAnswers,
  isLocked,
  isRight,
  isWrong,
  nextQuestion,
  QUIZ_QUESTIONS,
  type QuizAnswers,
} from '../../../../src/features/plus-buy/quiz-rules';

/** Every question answered right. */
const RIGHT: QuizAnswers = QUIZ_QUESTIONS.map((question) => question.answer);
/** The first wrong option of each question. */
const WRONG: QuizAnswers = QUIZ_QUESTIONS.map((question) =>
  question.options.find((option) => option !== question.answer)!,
);

/** Right at the given indexes, null elsewhere. */
function rightAt(...indexes: number[]): QuizAnswers {
  return RIGHT.map((answer, index) => (indexes.includes(index) ? answer : null));
}

describe('the quiz questions (chart spec §5 "Quiz")', () => {
  test.each([
    ['risk', 'highRisk'],
    ['policy', 'loanFee'],
    ['unfilled', 'evenUnfilled'],
    ['level', 'lowerSafer'],
    ['autoRepay', 'atLevel'],
    ['sell', 'sellRepays'],
    ['expiry', 'marketSold'],
  ])('%s is answered by %s, one of its options', (id, answer) => {
    const question = QUIZ_QUESTIONS.find((candidate) => candidate.id === id)!;
    expect(question.answer).toBe(answer);
    expect(question.options).toContain(answer);
    expect(new Set(question.options).size).toBe(question.options.length);
    expect(question.options.length).toBeGreaterThanOrEqual(3);
  });

  test('seven questions, in the spec order, starting unanswered (§3)', () => {
    expect(QUIZ_QUESTIONS.map((question) => question.id)).toEqual([
      'risk',
      'policy',
      'unfilled',
      'level',
      'autoRepay',
      'sell',
      'expiry',
    ]);
    expect(initialAnswers()).toEqual([null, null, null, null, null, null, null]);
  });
});

describe('isRight', () => {
  test.each([
    [0, 'highRisk', true],
    [0, 'guaranteed', false],
    [1, 'loanFee', true],
    [1, 'feeRefund', false],
    [3, 'lowerSafer', true],
    [3, 'formula', false],
    [6, 'marketSold', true],
    [6, 'negative', false],
  ])('question %i, %s → %s', (index, option, right) => {
    expect(isRight(index, option)).toBe(right);
  });

  test.each([
    [-1, 'highRisk', /no quiz question at -1/],
    [7, 'highRisk', /no quiz question at 7/],
    [1.5, 'loanFee', /no quiz question at 1.5/],
    [0, 'loanFee', /"loanFee" is not an option of quiz question risk/],
  ])('question %s with %s is a clear error', (index, option, message) => {
    expect(() => isRight(index, option)).toThrow(message);
  });
});

describe('choose, locks and hints', () => {
  test.each([
    [
      'a wrong answer is kept and shows the hint',
      initialAnswers(),
      2,
      'filledOnly',
      'filledOnly',
      false,
      true,
    ],
    ['a right answer locks', initialAnswers(), 2, 'evenUnfilled', 'evenUnfilled', true, false],
    ['a wrong answer may be changed', WRONG, 2, 'priceRises', 'priceRises', false, true],
    ['a wrong answer may be put right', WRONG, 2, 'evenUnfilled', 'evenUnfilled', true, false],
    ['a locked question keeps its answer', rightAt(2), 2, 'filledOnly', 'evenUnfilled', true, false],
  ])('%s', (_name, before, index, option, after, locked, wrong) => {
    const answers = choose(before, index, option);
    expect(answers[index]).toBe(after);
    expect(isLocked(answers, index)).toBe(locked);
    expect(isWrong(answers, index)).toBe(wrong);
    expect(answers.filter((_, at) => at !== index)).toEqual(before.filter((_, at) => at !== index));
  });

  test('choosing does not change the answers it was given', () => {
    const before = initialAnswers();
    choose(before, 0, 'highRisk');
    expect(before).toEqual(initialAnswers());
  });

  test('an unanswered question is neither locked nor wrong', () => {
    expect(isLocked(initialAnswers(), 0)).toBe(false);
    expect(isWrong(initialAnswers(), 0)).toBe(false);
  });

  test.each([
    [initialAnswers(), 0, 'nope', /not an option/],
    [initialAnswers(), 9, 'highRisk', /no quiz question at 9/],
    [[null, null], 0, 'highRisk', /expected 7 answers, got 2/],
  ] as const)('bad input is a clear error (%#)', (answers, index, option, message) => {
    expect(() => choose(answers, index, option)).toThrow(message);
  });
});

describe('allRight', () => {
  test.each([
    ['nothing answered', initialAnswers(), false],
    ['all wrong', WRONG, false],
    ['six right, one open', rightAt(0, 1, 2, 3, 4, 5), false],
    ['six right, one wrong', RIGHT.map((answer, index) => (index === 6 ? WRONG[6]! : answer)), false],
    ['all right', RIGHT, true],
    ['too few answers', RIGHT.slice(0, 6), false],
  ])('%s → %s', (_name, answers, expected) => {
    expect(allRight(answers)).toBe(expected);
  });
});

describe('nextQuestion after a right answer', () => {
  test.each([
    ['the next one', rightAt(0), 0, 1],
    ['skips the ones already right', rightAt(0, 1, 2), 0, 3],
    ['a wrong one is still open', RIGHT.map((answer, index) => (index === 1 ? WRONG[1]! : answer)), 0, 1],
    ['wraps to the first open one before it', rightAt(1, 2, 3, 4, 5, 6), 6, 0],
    ['from the last, the first open one', rightAt(3, 6), 6, 0],
    ['none when all are right', RIGHT, 3, null],
  ])('%s', (_name, answers, from, expected) => {
    expect(nextQuestion(answers, from)).toBe(expected);
  });

  test('an unknown question is a clear error', () => {
    expect(() => nextQuestion(RIGHT, 7)).toThrow(/no quiz question at 7/);
  });
});
