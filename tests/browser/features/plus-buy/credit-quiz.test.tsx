import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { QUIZ_FLAG_KEY, quizPassed } from '../../../../src/state/plus-buy-quiz-flag';
import { PLUS_BUY_VALUES } from '../../../../src/features/plus-buy/plus-buy-values';
import { QUIZ_QUESTIONS, type QuizQuestion } from '../../../../src/features/plus-buy/quiz-rules';
import { i18n } from '../../../../src/i18n';
import { isDialogOpen, openDialog } from '../../../../src/shell';
import { mountDialogs } from './harness';
import { contrastRatio } from '../../../fixtures/contrast';
import '../../../../src/app/app.css';

const notice = () => page.getByRole('dialog', { name: '플러스 매수 안내' });
const quiz = () => page.getByRole('dialog', { name: '플러스 매수 퀴즈' });
const leaveConfirm = () => page.getByRole('alertdialog', { name: '정말 나가시겠어요?' });
/** The question at `index` (a group named by its "Q1." legend). */
const question = (index: number) => quiz().getByRole('group', { name: new RegExp(`^Q${index + 1}\\. `) });
const FOOTER_LOCKED = '모두 맞히면 플러스 매수를 이용할 수 있어요';
const FOOTER_READY = '플러스 매수 하러 가기';

function option(index: number, value: string) {
  const { options } = QUIZ_QUESTIONS[index]!;
  return question(index)
    .getByRole('radio')
    .nth((options as readonly string[]).indexOf(value));
}

const wrongOption = (q: QuizQuestion) => q.options.find((value) => value !== q.answer)!;

/** The quiz, opened from the notice as the trade flow does, and the scrollIntoView calls it makes. */
async function openQuiz(onQuizFinished = vi.fn()) {
  mountDialogs();
  const scrolls = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
  openDialog({ type: 'creditNotice', props: { isTrade: true, onQuizFinished } });
  await notice().getByRole('button', { name: FOOTER_READY }).click();
  await expect.element(quiz()).toBeVisible();
  /** The questions brought into view, by their index. */
  const scrolled = () =>
    scrolls.mock.contexts.map((element) =>
      QUIZ_QUESTIONS.findIndex((q) => q.id === (element as HTMLElement).dataset.question),
    );
  return { onQuizFinished, scrolls, scrolled };
}

async function answerAllRight() {
  for (const [index, q] of QUIZ_QUESTIONS.entries()) await option(index, q.answer).click();
}

/** The channels of a computed `rgb()`/`rgba()` colour (alpha 1 when absent). */
function channels(color: string): [number, number, number, number] {
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

/** The first opaque background behind `element` (the modal's surface). */
function backdrop(element: Element): [number, number, number, number] {
  for (let at: Element | null = element; at; at = at.parentElement) {
    const color = channels(getComputedStyle(at).backgroundColor);
    if (color[3] === 1) return color;
  }
  throw new Error('no opaque background');
}

/** WCAG 2 contrast ratio of a colour drawn on an opaque background (a translucent colour blended first). */
function contrast(color: string, behind: readonly number[]): number {
  const [r, g, b, a] = channels(color);
  const drawn = [r, g, b].map((c, i) => c * a + behind[i]! * (1 - a));
  return contrastRatio(drawn, behind);
}

describe('the Plus buy quiz', () => {
  test.each(['dark', 'light'])(
    'in the %s theme its answers read: label text ≥ 4.5:1 and the radio ring ≥ 3:1, open, checked or locked',
    async (theme) => {
      document.documentElement.dataset.theme = theme;
      onTestFinished(() => {
        delete document.documentElement.dataset.theme;
      });
      await openQuiz();
      await option(0, 'highRisk').click();
      await expect.element(question(0)).toHaveTextContent('정답');
      for (const index of [0, 1]) {
        for (const radio of question(index).getByRole('radio').all()) {
          const input = radio.element() as HTMLInputElement;
          const label = input.closest('label')!;
          const behind = backdrop(label);
          expect(contrast(getComputedStyle(label).color, behind)).toBeGreaterThanOrEqual(4.5);
          // A native radio is painted in the browser's own colours, which computed styles do not report
          // (its dark-scheme ring is dark grey on the dark modal): the quiz draws its ring itself.
          expect(getComputedStyle(input).appearance).toBe('none');
          expect(contrast(getComputedStyle(input).borderTopColor, behind)).toBeGreaterThanOrEqual(3);
          if (input.checked)
            expect(contrast(getComputedStyle(input).backgroundColor, behind)).toBeGreaterThanOrEqual(3);
        }
      }
    },
  );

  test('seven questions, none answered, the footer disabled with its waiting text', async () => {
    await openQuiz();
    await expect
      .element(quiz())
      .toHaveTextContent('7개 문제를 모두 맞히면 플러스 매수를 이용할 수 있습니다.');
    expect(quiz().getByRole('group').all()).toHaveLength(7);
    await expect.element(question(0)).toHaveTextContent('Q1. 플러스 매수는 어떤 상품인가요?');
    for (const radio of quiz().getByRole('radio').all()) {
      expect(radio.element()).not.toBeChecked();
      expect(radio.element()).toBeEnabled();
    }
    const footer = quiz().getByRole('button', { name: FOOTER_LOCKED });
    await expect.element(footer).toBeDisabled();
  });

  test.each(QUIZ_QUESTIONS.map((q, index) => [index + 1, q.id, index] as const))(
    'Q%i (%s): a wrong answer shows its hint and brings the question into view; the right one locks it',
    async (_number, id, index) => {
      const { scrolled } = await openQuiz();
      const q = QUIZ_QUESTIONS[index]!;
      const key = `plusBuy.quiz.questions.${id}` as const;
      await option(index, wrongOption(q)).click();
      const hint = i18n.t(`${key}.hintTitle`, PLUS_BUY_VALUES) + i18n.t(`${key}.hint`, PLUS_BUY_VALUES);
      await expect.element(question(index)).toHaveTextContent(hint);
      expect(scrolled()).toEqual([index]);

      await option(index, q.answer).click();
      await expect.element(question(index)).not.toHaveTextContent(hint);
      await expect.element(question(index)).toHaveTextContent('정답');
      await expect.element(option(index, q.answer)).toBeChecked();
      for (const radio of question(index).getByRole('radio').all()) expect(radio.element()).toBeDisabled();
      await option(index, wrongOption(q)).click({ force: true });
      await expect.element(option(index, q.answer)).toBeChecked();
    },
  );

  test('the hints read as the spec says, in Korean and English', async () => {
    await openQuiz();
    await option(1, 'feeRefund').click();
    await expect.element(question(1)).toHaveTextContent('대출 수수료는 없습니다');
    await option(3, 'formula').click();
    await expect.element(question(3)).toHaveTextContent('"낮을수록 안전하다"가 틀린 설명입니다.');

    i18n.changeLanguage('en');
    const english = page.getByRole('dialog', { name: 'Plus buy quiz' });
    await expect
      .element(english)
      .toHaveTextContent('Q2. Which statement about the Plus buy policy is wrong?');
    await expect.element(english).toHaveTextContent('There is no loan fee');
    await expect.element(english).toHaveTextContent('"Lower is safer" is the wrong statement.');
    await expect.element(english).toHaveTextContent('At 107% or below, auto-repayment starts');
    await expect
      .element(english.getByRole('button', { name: 'Answer all to enable Plus buy' }))
      .toBeDisabled();
  });

  test('a right answer moves on to the next open question after 400 ms (chart spec §4 Quiz)', async () => {
    const { scrolled } = await openQuiz();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await option(0, 'highRisk').click();
    await expect.element(question(0)).toHaveTextContent('정답');
    vi.advanceTimersByTime(399);
    expect(scrolled()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrolled()).toEqual([1]);

    // Q3 right while Q2 is still open: after it comes Q4; a wrong answer meanwhile replaces the pending move.
    await option(2, 'evenUnfilled').click();
    await option(4, 'atExpiryOnly').click();
    expect(scrolled()).toEqual([1, 4]);
    vi.advanceTimersByTime(400);
    expect(scrolled()).toEqual([1, 4]);

    // The last question right while the first ones are open: it goes back to the first open one.
    await option(6, 'marketSold').click();
    vi.advanceTimersByTime(400);
    expect(scrolled()).toEqual([1, 4, 1]);
  });

  test('the close button asks before leaving: keep going keeps the answers; leaving closes it and the quiz restarts', async () => {
    await openQuiz();
    await option(0, 'highRisk').click();
    await option(1, 'assets').click();

    await quiz().getByRole('button', { name: '닫기' }).click();
    await expect.element(leaveConfirm()).toHaveTextContent('지금 나가면 퀴즈를 처음부터 다시 풀어야 합니다.');
    await leaveConfirm().getByRole('button', { name: '계속 풀기' }).click();
    await expect.element(leaveConfirm()).not.toBeInTheDocument();
    await expect.element(option(0, 'highRisk')).toBeChecked();
    await expect.element(option(0, 'highRisk')).toBeDisabled();
    await expect.element(option(1, 'assets')).toBeChecked();

    await userEvent.keyboard('{Escape}');
    await expect.element(leaveConfirm()).toBeVisible();
    await leaveConfirm().getByRole('button', { name: '나가기' }).click();
    await expect.element(quiz()).not.toBeInTheDocument();
    await expect.element(notice()).toBeVisible();
    expect(isDialogOpen('creditQuiz')).toBe(false);

    await notice().getByRole('button', { name: FOOTER_READY }).click();
    await expect.element(quiz()).toBeVisible();
    await expect.element(option(0, 'highRisk')).not.toBeChecked();
    await expect.element(option(0, 'highRisk')).toBeEnabled();
    await expect.element(option(1, 'assets')).not.toBeChecked();
    expect(quizPassed()).toBe(false);
  });

  test('all right enables "Go Plus buy": it calls onQuizFinished, closes quiz and notice and stores "Y"', async () => {
    const { onQuizFinished } = await openQuiz();
    expect(localStorage.getItem(QUIZ_FLAG_KEY)).toBeNull();
    await answerAllRight();
    expect(quiz().getByRole('button', { name: FOOTER_LOCKED }).query()).toBeNull();
    const finish = quiz().getByRole('button', { name: FOOTER_READY });
    await expect.element(finish).toBeEnabled();
    expect(onQuizFinished).not.toHaveBeenCalled();

    await finish.click();
    expect(onQuizFinished).toHaveBeenCalledOnce();
    await expect.element(quiz()).not.toBeInTheDocument();
    await expect.element(notice()).not.toBeInTheDocument();
    expect(isDialogOpen('creditNotice')).toBe(false);
    expect(localStorage.getItem(QUIZ_FLAG_KEY)).toBe('Y');
    expect(quizPassed()).toBe(true);
  });

  test('in English, opened on its own: the footer texts and the leave confirm', async () => {
    mountDialogs('en');
    openDialog({ type: 'creditQuiz', props: {} });
    const dialog = page.getByRole('dialog', { name: 'Plus buy quiz' });
    await expect
      .element(dialog.getByRole('button', { name: 'Answer all to enable Plus buy' }))
      .toBeDisabled();
    await answerAllRightIn(dialog);
    await expect.element(dialog.getByRole('button', { name: 'Go Plus buy' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Close' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure you want to leave?' });
    await expect
      .element(confirm)
      .toHaveTextContent('If you leave now, the quiz starts over from the first question.');
    await confirm.getByRole('button', { name: 'Leave' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });
});

async function answerAllRightIn(dialog: Locator) {
  for (const [index, q] of QUIZ_QUESTIONS.entries())
    await dialog
      .getByRole('group')
      .nth(index)
      .getByRole('radio')
      .nth((q.options as readonly string[]).indexOf(q.answer))
      .click();
}
