/**
 * The captcha widget (shell spec §2.4, §4, §5, §9): the "I am not a robot" box; ticked, the 197×54 image
 * with its refresh button, the answer (at most 6 characters) and the verify button (or Enter); then
 * "verified", or the expired state with its refresh. The state and the calls live in the parent's
 * useCaptcha(); this component only shows them and moves the focus.
 */
import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CAPTCHA } from '../../../contract';
import { retrySeconds, shownChallenge } from './captcha-rules';
import type { CaptchaControl } from './use-captcha';
import './captcha.css';

export interface CaptchaProps {
  /** The parent's useCaptcha(). */
  control: CaptchaControl;
}

export function Captcha({ control }: CaptchaProps) {
  const { t } = useTranslation();
  const idBase = useId();
  const noticeId = `${idBase}notice`;
  const answerId = `${idBase}answer`;
  const boxRef = useRef<HTMLInputElement>(null);
  const answerRef = useRef<HTMLInputElement>(null);
  const refreshRef = useRef<HTMLButtonElement>(null);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const { phase, answer, notice, demands } = control.state;
  const challenge = shownChallenge(phase);
  const verifying = phase.name === 'verifying';
  const describedBy = notice ? noticeId : undefined;

  // A form sent without a solved key: the focus goes where the member has something to do.
  const focusForDemand = useEffectEvent(() => {
    const target = phase.name === 'unchecked' ? boxRef : phase.name === 'expired' ? refreshRef : answerRef;
    (target.current ?? boxRef.current)?.focus();
  });
  useEffect(() => {
    if (demands > 0) focusForDemand();
  }, [demands]);

  // A new challenge takes the focus if the member was in the widget (or its last control went away
  // while loading), never from another field of the form.
  const focusNewChallenge = useEffectEvent(() => {
    const active = document.activeElement;
    if (active === null || active === document.body || rootRef.current?.contains(active))
      answerRef.current?.focus();
  });
  const challengeKey = challenge?.key ?? null;
  useEffect(() => {
    if (challengeKey !== null) focusNewChallenge();
  }, [challengeKey]);

  return (
    <fieldset ref={rootRef} className="td-captcha" data-phase={phase.name}>
      <legend className="td-visually-hidden">{t('captcha.title')}</legend>
      <label className="td-captcha__robot">
        <input
          ref={boxRef}
          type="checkbox"
          checked={phase.name !== 'unchecked'}
          aria-invalid={notice === 'tickBox' ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => control.tick(event.target.checked)}
        />
        {t('captcha.robot')}
      </label>

      {phase.name === 'loading' && (
        <p role="status" className="td-captcha__status">
          {t('captcha.loading')}
        </p>
      )}

      {phase.name === 'loadFailed' && (
        <div className="td-captcha__row">
          <p role="status" className="td-captcha__status">
            {t('captcha.retrying', { seconds: retrySeconds(phase.retryInMs) })}
          </p>
          <button type="button" className="td-button" onClick={control.refresh}>
            {t('captcha.retryNow')}
          </button>
        </div>
      )}

      {challenge && (
        <div className="td-captcha__challenge">
          <div className="td-captcha__row">
            <img
              className="td-captcha__image"
              src={`data:image/png;base64,${challenge.image}`}
              alt={t('captcha.image')}
              width={CAPTCHA.width}
              height={CAPTCHA.height}
            />
            <button type="button" className="td-button" disabled={verifying} onClick={control.refresh}>
              {t('captcha.refresh')}
            </button>
          </div>
          <label htmlFor={answerId} className="td-captcha__label">
            {t('captcha.answer')}
          </label>
          <div className="td-captcha__row">
            <input
              ref={answerRef}
              id={answerId}
              className="td-captcha__answer"
              value={answer}
              maxLength={CAPTCHA.answerMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              readOnly={verifying}
              placeholder={t('captcha.answerPlaceholder', { max: CAPTCHA.answerMaxLength })}
              aria-invalid={notice === 'enterAnswer' || notice === 'failed' ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => control.setAnswer(event.target.value)}
              onKeyDown={(event) => {
                // Enter verifies the answer; it must not send the form around the widget.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                control.verify();
              }}
            />
            <button type="button" className="td-button" disabled={verifying} onClick={control.verify}>
              {verifying ? t('captcha.verifying') : t('captcha.verify')}
            </button>
          </div>
        </div>
      )}

      {phase.name === 'solved' && (
        <p role="status" className="td-captcha__solved">
          {t('captcha.solved')}
        </p>
      )}

      {phase.name === 'expired' && (
        <button ref={refreshRef} type="button" className="td-button" onClick={control.refresh}>
          {t('captcha.refresh')}
        </button>
      )}

      {notice && (
        <p id={noticeId} role="alert" className="td-captcha__notice">
          {t(`captcha.notices.${notice}`)}
        </p>
      )}
    </fieldset>
  );
}
