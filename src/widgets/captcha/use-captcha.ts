/**
 * The captcha's state for the form that shows it: the parent calls useCaptcha() and hands the result to
 * <Captcha>. The hook owns the captcha calls and the two timers (the retry delay, the expiry); each is
 * cancelled when its phase ends or the parent unmounts, and an outcome arriving late is ignored by the
 * reducer (it names the key it is about).
 */
import { useEffect, useMemo, useReducer, useRef } from 'react';
import { getCaptchaInfo, verifyCaptcha } from '../../api/client';
import { expiryOf, INITIAL_CAPTCHA, reduceCaptcha, solvedKey, type CaptchaState } from './captcha-rules';

export interface CaptchaControl {
  readonly state: CaptchaState;
  /** The solved key a form may name now, or null. */
  readonly solvedKey: string | null;
  /**
   * For the form's submit: the solved key, or null after the widget shows why (tick the box, enter the
   * characters, verify them, expired) and takes the focus.
   */
  keyForSubmit(): string | null;
  /** Back to the unticked box: after a form spent the solved key, or to start over. */
  reset(): void;
  /** The widget's own controls. */
  tick(checked: boolean): void;
  refresh(): void;
  setAnswer(value: string): void;
  verify(): void;
}

export function useCaptcha(): CaptchaControl {
  const [state, dispatch] = useReducer(reduceCaptcha, INITIAL_CAPTCHA);
  const { phase } = state;

  // A new `phase` object for every fetch, so a retry with the same failure count fetches again.
  useEffect(() => {
    if (phase.name !== 'loading') return;
    const controller = new AbortController();
    const requestedAt = Date.now();
    getCaptchaInfo({ signal: controller.signal }).then(
      (info) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', info, requestedAt });
      },
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'loadFailed' });
      },
    );
    return () => controller.abort();
  }, [phase]);

  useEffect(() => {
    if (phase.name !== 'loadFailed') return;
    const timer = setTimeout(() => dispatch({ type: 'retry' }), phase.retryInMs);
    return () => clearTimeout(timer);
  }, [phase]);

  const expiry = expiryOf(phase);
  const expiryKey = expiry?.key ?? null;
  const expiryAt = expiry?.at ?? null;
  useEffect(() => {
    if (expiryKey === null || expiryAt === null) return;
    const timer = setTimeout(
      () => dispatch({ type: 'expire', key: expiryKey }),
      Math.max(0, expiryAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [expiryKey, expiryAt]);

  // The verify call starts from the member's action, not from an effect: a key is judged once, and an
  // effect may run twice (StrictMode) or be cut short by a re-render.
  const verifying = useRef<AbortController | null>(null);
  useEffect(() => () => verifying.current?.abort(), []);

  return useMemo(() => {
    const reset = () => {
      verifying.current?.abort();
      verifying.current = null;
      dispatch({ type: 'reset' });
    };
    return {
      state,
      solvedKey: solvedKey(state),
      keyForSubmit: () => {
        const key = solvedKey(state);
        if (key === null) dispatch({ type: 'demand' });
        return key;
      },
      reset,
      tick: (checked) => (checked ? dispatch({ type: 'tick' }) : reset()),
      refresh: () => dispatch({ type: 'refresh' }),
      setAnswer: (value) => dispatch({ type: 'answer', value }),
      verify: () => {
        // One answer in flight at most: judging a key twice would end it.
        if (verifying.current) return;
        dispatch({ type: 'verify' });
        // The reducer decides whether this press sends the answer (a challenge with an answer typed).
        const next = reduceCaptcha(state, { type: 'verify' }).phase;
        if (next.name !== 'verifying') return;
        const controller = new AbortController();
        verifying.current = controller;
        const { key } = next.challenge;
        const settle = (event: 'verified' | 'verifyFailed') => {
          if (controller.signal.aborted) return;
          verifying.current = null;
          dispatch({ type: event, key });
        };
        verifyCaptcha({ captchaKey: key, captchaAnswer: state.answer }, { signal: controller.signal }).then(
          () => settle('verified'),
          () => settle('verifyFailed'),
        );
      },
    } satisfies CaptchaControl;
  }, [state]);
}
