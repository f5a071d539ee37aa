import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLUS_BUY } from '../../../contract/plus-buy';
import { closeDialog, openDialog } from '../../shell';
import type { DialogComponentProps, DialogPropsMap } from '../../shell/dialog-registry';
import { Modal } from '../../ui/Modal';
import { PLUS_BUY_VALUES } from './plus-buy-values';
import { markQuizPassed } from '../../state/plus-buy-quiz-flag';
import {
  allRight,
  choose,
  initialAnswers,
  isLocked,
  isRight,
  isWrong,
  nextQuestion,
  QUIZ_QUESTIONS,
  type QuizQuestion,
} from './quiz-rules';
import './plus-buy.css';

/** The locale key of each question's each option (not of one question's option under another). */
type OptionKey = QuizQuestion extends infer Q
  ? Q extends QuizQuestion
    ? `plusBuy.quiz.questions.${Q['id']}.options.${Q['options'][number]}`
    : never
  : never;

function textKey(question: QuizQuestion, part: 'question' | 'hintTitle' | 'hint') {
  return `plusBuy.quiz.questions.${question.id}.${part}` as const;
}

function optionKey(question: QuizQuestion, option: string): OptionKey {
  return `plusBuy.quiz.questions.${question.id}.options.${option}` as OptionKey;
}

/** Which question to bring into view, and after how long (a new request replaces a pending one). */
interface ScrollRequest {
  index: number;
  delayMs: number;
}

/**
 * "Plus buy quiz" (chart spec §2 "Plus buy" 2, §4 "Quiz"): the answers live only while it is open, so
 * leaving (after the confirm) restarts it. A wrong answer shows its hint and brings the question into view;
 * a right one locks it and moves on after the spec's delay. Finishing hands over to the trade flow.
 */
export function CreditQuizDialog({
  onQuizFinished,
  layer,
  active,
  close,
}: DialogComponentProps<DialogPropsMap['creditQuiz']>) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState(initialAnswers);
  const [scroll, setScroll] = useState<ScrollRequest | null>(null);
  const questions = useRef<(HTMLFieldSetElement | null)[]>([]);

  useEffect(() => {
    if (!scroll) return;
    const bringIntoView = () =>
      questions.current[scroll.index]?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    if (scroll.delayMs === 0) {
      bringIntoView();
      return;
    }
    const timer = setTimeout(bringIntoView, scroll.delayMs);
    return () => clearTimeout(timer);
  }, [scroll]);

  const answer = (index: number, option: string) => {
    const next = choose(answers, index, option);
    setAnswers(next);
    if (!isRight(index, option)) {
      setScroll({ index, delayMs: 0 });
      return;
    }
    const following = nextQuestion(next, index);
    setScroll(following === null ? null : { index: following, delayMs: PLUS_BUY.quizScrollDelayMs });
  };

  const askToLeave = () => openDialog({ type: 'creditQuizLeave', props: { onLeave: close } });

  const finish = () => {
    onQuizFinished?.();
    close();
    closeDialog('creditNotice');
    markQuizPassed();
  };

  const ready = allRight(answers);
  return (
    <Modal
      name="creditQuiz"
      type="notice"
      zIndex={layer}
      active={active}
      onClose={askToLeave}
      closeLabel={t('common.close')}
      title={t('plusBuy.quiz.title')}
      footer={
        <button type="button" className="td-button td-button--primary" disabled={!ready} onClick={finish}>
          {t(ready ? 'plusBuy.quiz.footerReady' : 'plusBuy.quiz.footerLocked')}
        </button>
      }
    >
      <div className="td-plus td-plus-quiz">
        <p>{t('plusBuy.quiz.intro', { total: QUIZ_QUESTIONS.length })}</p>
        {QUIZ_QUESTIONS.map((question, index) => {
          const locked = isLocked(answers, index);
          return (
            <fieldset
              key={question.id}
              ref={(element) => {
                questions.current[index] = element;
              }}
              className="td-plus-quiz__question"
              data-question={question.id}
              data-state={locked ? 'right' : isWrong(answers, index) ? 'wrong' : 'open'}
              disabled={locked}
            >
              <legend>
                {t('plusBuy.quiz.number', { number: index + 1 })}{' '}
                {t(textKey(question, 'question'), PLUS_BUY_VALUES)}
                {locked && <span className="td-plus-quiz__correct">{t('plusBuy.quiz.correct')}</span>}
              </legend>
              {question.options.map((option) => (
                <label key={option} className="td-plus-quiz__option">
                  <input
                    type="radio"
                    name={`td-plus-quiz-${question.id}`}
                    value={option}
                    checked={answers[index] === option}
                    onChange={() => answer(index, option)}
                  />
                  {t(optionKey(question, option), PLUS_BUY_VALUES)}
                </label>
              ))}
              {isWrong(answers, index) && (
                <div className="td-plus-quiz__hint" aria-live="polite">
                  <strong>{t(textKey(question, 'hintTitle'), PLUS_BUY_VALUES)}</strong>
                  <p>{t(textKey(question, 'hint'), PLUS_BUY_VALUES)}</p>
                </div>
              )}
            </fieldset>
          );
        })}
      </div>
    </Modal>
  );
}
