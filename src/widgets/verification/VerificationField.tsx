/**
 * The chart area's verification field (chart spec §2, §3, §4, §5, §8, §9): a 6-digit code input with a
 * request / re-request button, the request timer (resend lock) and the input timer (code validity), and
 * the expiry modal of the shell's dialog registry. The state machine lives in verification-rules.ts; this
 * component owns the clock, the focus timer and the modal, and disposes them on unmount.
 *
 * The parent owns the code (`value`/`onChange`) and the server's error (`errorMessage`): whenever an error
 * arrives the field clears the code and takes the focus; typing or confirming the expiry hides it and
 * calls `onErrorClear` so the parent can drop it (and show the same text again later). A `hint` (the
 * code was sent, is correct, or does not match on leaving the field) shows in its place without touching
 * the code. `forcedState` puts the field where the server's answer says it is (expired, blocked).
 */
import { useEffect, useEffectEvent, useId, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDialogById, openDialog } from '../../shell';
import {
  canRequest,
  DEFAULT_INPUT_SECONDS,
  DEFAULT_REQUEST_SECONDS,
  formatTimer,
  hasRunningTimers,
  initialModel,
  INITIAL_FOCUS_DELAY_MS,
  isCompleteCode,
  isInputDisabled,
  reduceVerification,
  requestButtonLabel,
  sanitizeCode,
  visibleSecondsLeft,
  type VerificationState,
} from './verification-rules';
import './verification-field.css';

export type VerificationInputStyle = 'BOX' | 'LINE';
export type VerificationRequestOutcome = 'ok' | 'error';
/** A state the server's answer puts the field in, until the parent lifts it (null). */
export type VerificationForcedState = 'EXPIRED' | 'BLOCKED' | null;
/** A line under the input: `error` is said as an alert, the others as a status. */
export interface VerificationHint {
  text: string;
  tone: 'info' | 'valid' | 'error';
}

export interface VerificationFieldProps {
  /** The code (authNumber): digits only, at most 6. */
  value: string;
  onChange: (code: string) => void;
  /** Server error shown under the input; each new one clears the code and focuses the input. */
  errorMessage?: string;
  /** The field hid the error (typing, expiry confirmed): the parent may clear `errorMessage`. */
  onErrorClear?: () => void;
  /** Shown under the input while no error is. */
  hint?: VerificationHint | null;
  /** The input lost the focus, holding `code` (read from the input: a change may not be rendered yet). */
  onBlur?: (code: string) => void;
  inputStyle?: VerificationInputStyle;
  /** Code validity from a successful request. */
  inputSeconds?: number;
  /** Resend lock from a successful request. */
  requestSeconds?: number;
  /** A code was already sent before the field mounted: start in IN_REQ. */
  initiallyRequested?: boolean;
  /**
   * EXPIRED (the server said the code timed out; no expiry modal) or BLOCKED (too many wrong codes) from
   * when it is set; null lifts a block (the field then waits for a re-request).
   */
  forcedState?: VerificationForcedState;
  /** Sends a code; the parent shows its own error through `errorMessage` on 'error'. */
  onRequest: () => Promise<VerificationRequestOutcome>;
  /** The user confirmed the expiry modal; the code and the error are cleared already. */
  onExpired?: () => void;
  /** Reports each state change (e.g. to stop confirming an expired code). */
  onStateChange?: (state: VerificationState) => void;
}

const TICK_MS = 1000;

export function VerificationField({
  value,
  onChange,
  errorMessage,
  onErrorClear,
  hint = null,
  onBlur,
  inputStyle = 'BOX',
  inputSeconds = DEFAULT_INPUT_SECONDS,
  requestSeconds = DEFAULT_REQUEST_SECONDS,
  initiallyRequested = false,
  forcedState = null,
  onRequest,
  onExpired,
  onStateChange,
}: VerificationFieldProps) {
  const { t } = useTranslation();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const timers = { inputSeconds, requestSeconds };
  const [model, dispatch] = useReducer(reduceVerification, null, () =>
    initialModel(initiallyRequested, Date.now(), timers),
  );
  const [now, setNow] = useState(Date.now);
  const [errorVisible, setErrorVisible] = useState(Boolean(errorMessage));
  // A new error shows even if the user hid the previous one (state adjusted while rendering).
  const [seenError, setSeenError] = useState(errorMessage);
  if (errorMessage !== seenError) {
    setSeenError(errorMessage);
    setErrorVisible(Boolean(errorMessage));
  }
  const running = hasRunningTimers(model);

  useEffect(() => {
    const timer = setTimeout(() => inputRef.current?.focus(), INITIAL_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      dispatch({ type: 'tick', now: at });
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [running]);

  useEffect(() => {
    dispatch({
      type: forcedState === 'BLOCKED' ? 'blocked' : forcedState === 'EXPIRED' ? 'expired' : 'unblocked',
    });
  }, [forcedState]);

  const reportState = useEffectEvent((state: VerificationState) => onStateChange?.(state));
  useEffect(() => {
    reportState(model.state);
  }, [model.state]);

  const clearCodeAndFocus = useEffectEvent(() => {
    onChange('');
    inputRef.current?.focus();
  });
  useEffect(() => {
    if (errorMessage) clearCodeAndFocus();
  }, [errorMessage]);

  const confirmExpiry = useEffectEvent(() => {
    dispatch({ type: 'expiryConfirmed' });
    setErrorVisible(false);
    onChange('');
    onErrorClear?.();
    onExpired?.();
  });
  useEffect(() => {
    if (!model.expiryNotice) return;
    let open = true;
    const id = openDialog({
      type: 'verificationExpired',
      props: {
        onClosed: () => {
          open = false;
          confirmExpiry();
        },
      },
    });
    return () => {
      if (open) closeDialogById(id);
    };
  }, [model.expiryNotice]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const code = sanitizeCode(event.target.value);
    if (errorVisible) {
      setErrorVisible(false);
      onErrorClear?.();
    }
    onChange(code);
    if (isCompleteCode(code)) event.target.blur();
  };

  const request = async () => {
    if (!canRequest(model)) return;
    dispatch({ type: 'requestStarted' });
    const outcome = await onRequest().catch((error: unknown) => {
      dispatch({ type: 'requestFailed' });
      throw error;
    });
    if (outcome !== 'ok') {
      dispatch({ type: 'requestFailed' });
      return;
    }
    const at = Date.now();
    setNow(at);
    dispatch({ type: 'requestSucceeded', now: at, timers });
    inputRef.current?.focus();
  };

  const secondsLeft = visibleSecondsLeft(model, now);
  const showError = errorVisible && Boolean(errorMessage);
  const shownHint = showError ? null : hint;
  const describedBy = showError || shownHint ? messageId : undefined;
  const style = inputStyle === 'LINE' ? 'line' : 'box';

  return (
    <div className={`td-verification td-verification--${style}`} data-state={model.state}>
      <div className="td-verification__row">
        <div className="td-verification__box">
          <input
            ref={inputRef}
            className="td-input__field td-verification__input"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            aria-label={t('verification.label')}
            aria-invalid={showError || shownHint?.tone === 'error'}
            aria-describedby={describedBy}
            placeholder={t('verification.placeholder')}
            value={value}
            disabled={isInputDisabled(model)}
            onChange={change}
            onBlur={(event) => onBlur?.(sanitizeCode(event.target.value))}
          />
          {secondsLeft !== null && (
            <span
              className="td-verification__timer"
              role="timer"
              aria-label={t('verification.timeLeft', { time: formatTimer(secondsLeft) })}
            >
              {formatTimer(secondsLeft)}
            </span>
          )}
        </div>
        <button
          type="button"
          className="td-button td-verification__request"
          disabled={!canRequest(model)}
          onClick={() => void request()}
        >
          {t(`verification.${requestButtonLabel(model)}`)}
        </button>
      </div>
      {showError && (
        <p id={messageId} className="td-verification__error" role="alert">
          {errorMessage}
        </p>
      )}
      {shownHint && (
        <p
          id={messageId}
          className={`td-verification__hint td-verification__hint--${shownHint.tone}`}
          role={shownHint.tone === 'error' ? 'alert' : 'status'}
        >
          {shownHint.text}
        </p>
      )}
    </div>
  );
}
