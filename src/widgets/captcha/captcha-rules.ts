/**
 * The captcha widget's rules (shell spec §4, §5, §8, §9): its states as a pure reducer, the answer's
 * shape, the retry schedule and which message shows. The hook (use-captcha.ts) owns the calls and the
 * timers and feeds their outcomes in as events; nothing here reads a clock.
 */
import { CAPTCHA, captchaRetryDelayMs, type CaptchaInfo } from '../../../contract';

/** A captcha on screen: its key, its PNG (base64) and when it (and the key once solved) stops working. */
export interface CaptchaChallenge {
  key: string;
  image: string;
  expiresAt: number;
}

export type CaptchaPhase =
  /** The "I am not a robot" box is not ticked. */
  | { name: 'unchecked' }
  /** A captcha is being fetched; `failures` fetches in a row failed before this one. */
  | { name: 'loading'; failures: number }
  /** The last fetch failed: the next one starts after `retryInMs` (captchaRetryDelayMs). */
  | { name: 'loadFailed'; failures: number; retryInMs: number }
  | { name: 'challenge'; challenge: CaptchaChallenge }
  /** The answer was sent; the key is judged once. */
  | { name: 'verifying'; challenge: CaptchaChallenge }
  /** Passed: the key may be named by one form until the captcha's expiry. */
  | { name: 'solved'; challenge: CaptchaChallenge }
  /** The challenge (or the unused solved key) outlived its `expireSeconds`. */
  | { name: 'expired' };

export type CaptchaPhaseName = CaptchaPhase['name'];

/**
 * The messages under the widget: §5's three (tickBox, expired, enterAnswer), a failed verify (a new
 * captcha replaces the dead key), and an answer typed but not yet verified when the form is sent.
 */
export const CAPTCHA_NOTICES = ['tickBox', 'expired', 'enterAnswer', 'failed', 'verifyAnswer'] as const;
export type CaptchaNotice = (typeof CAPTCHA_NOTICES)[number];

export interface CaptchaState {
  phase: CaptchaPhase;
  /** What the member typed, trimmed and cut to CAPTCHA.answerMaxLength. */
  answer: string;
  notice: CaptchaNotice | null;
  /** Counts the parent's demands that found no solved key, so the widget can move the focus each time. */
  demands: number;
}

export type CaptchaEvent =
  | { type: 'tick' }
  | { type: 'untick' }
  /** `requestedAt`: when the fetch started, before the simulator's clock started the expiry. */
  | { type: 'loaded'; info: CaptchaInfo; requestedAt: number }
  | { type: 'loadFailed' }
  /** The retry delay ran out. */
  | { type: 'retry' }
  /** The refresh button: a new captcha now (also cuts a retry wait short). */
  | { type: 'refresh' }
  | { type: 'answer'; value: string }
  /** The verify button or Enter. */
  | { type: 'verify' }
  | { type: 'verified'; key: string }
  | { type: 'verifyFailed'; key: string }
  /** The expiry of the challenge with `key` passed. */
  | { type: 'expire'; key: string }
  /** The parent's form was sent: without a solved key the widget says why. */
  | { type: 'demand' }
  /** The parent spent the solved key (or wants a clean widget). */
  | { type: 'reset' };

export const INITIAL_CAPTCHA: CaptchaState = {
  phase: { name: 'unchecked' },
  answer: '',
  notice: null,
  demands: 0,
};

/** The answer as it is kept and sent: no surrounding spaces, at most CAPTCHA.answerMaxLength characters. */
export function captchaAnswer(typed: string): string {
  return [...typed.trim()].slice(0, CAPTCHA.answerMaxLength).join('');
}

/** The challenge on screen, in the phases that show one. */
export function shownChallenge(phase: CaptchaPhase): CaptchaChallenge | null {
  return phase.name === 'challenge' || phase.name === 'verifying' ? phase.challenge : null;
}

/** The key a form may name now. */
export function solvedKey(state: CaptchaState): string | null {
  return state.phase.name === 'solved' ? state.phase.challenge.key : null;
}

/** When the current challenge or solved key expires, for the hook's timer; null when nothing can expire. */
export function expiryOf(phase: CaptchaPhase): { key: string; at: number } | null {
  if (phase.name !== 'challenge' && phase.name !== 'verifying' && phase.name !== 'solved') return null;
  return { key: phase.challenge.key, at: phase.challenge.expiresAt };
}

/** What a demand (the form sent without a solved key) says, by phase; null when the key is there. */
export function demandNotice(state: CaptchaState): CaptchaNotice | null {
  switch (state.phase.name) {
    case 'unchecked':
      return 'tickBox';
    case 'expired':
      return 'expired';
    case 'challenge':
      return state.answer === '' ? 'enterAnswer' : 'verifyAnswer';
    case 'verifying':
      return 'verifyAnswer';
    case 'loading':
    case 'loadFailed':
      // Ticked, but no characters to enter yet: the member's next step is still to enter them.
      return 'enterAnswer';
    case 'solved':
      return null;
  }
}

const loading = (failures: number): CaptchaPhase => ({ name: 'loading', failures });

export function reduceCaptcha(state: CaptchaState, event: CaptchaEvent): CaptchaState {
  const { phase } = state;
  switch (event.type) {
    case 'tick':
      return phase.name === 'unchecked' ? { ...state, phase: loading(0), notice: null } : state;
    case 'untick':
    case 'reset':
      return { ...INITIAL_CAPTCHA, demands: state.demands };
    case 'loaded': {
      if (phase.name !== 'loading') return state;
      const { captchaKey, captchaImg, expireSeconds } = event.info.productCaptcha;
      const challenge = {
        key: captchaKey,
        image: captchaImg,
        expiresAt: event.requestedAt + expireSeconds * 1000,
      };
      // A failed verify's message stays over its replacement: it tells the member what to do with it.
      return {
        ...state,
        phase: { name: 'challenge', challenge },
        answer: '',
        notice: state.notice === 'failed' ? 'failed' : null,
      };
    }
    case 'loadFailed':
      if (phase.name !== 'loading') return state;
      return {
        ...state,
        phase: {
          name: 'loadFailed',
          failures: phase.failures + 1,
          retryInMs: captchaRetryDelayMs(phase.failures),
        },
      };
    case 'retry':
      return phase.name === 'loadFailed' ? { ...state, phase: loading(phase.failures) } : state;
    case 'refresh':
      if (phase.name === 'challenge' || phase.name === 'expired' || phase.name === 'loadFailed')
        return {
          ...state,
          phase: loading(phase.name === 'loadFailed' ? phase.failures : 0),
          answer: '',
          notice: null,
        };
      return state;
    case 'answer': {
      if (phase.name !== 'challenge') return state;
      const answer = captchaAnswer(event.value);
      return { ...state, answer, notice: answer === state.answer ? state.notice : null };
    }
    case 'verify':
      if (phase.name !== 'challenge') return state;
      if (state.answer === '') return { ...state, notice: 'enterAnswer' };
      return { ...state, phase: { name: 'verifying', challenge: phase.challenge }, notice: null };
    case 'verified':
      if (phase.name !== 'verifying' || phase.challenge.key !== event.key) return state;
      return { ...state, phase: { name: 'solved', challenge: phase.challenge }, notice: null };
    case 'verifyFailed':
      // The key is dead either way (wrong answer, expired, network): a new captcha replaces it.
      if (phase.name !== 'verifying' || phase.challenge.key !== event.key) return state;
      return { ...state, phase: loading(0), answer: '', notice: 'failed' };
    case 'expire': {
      const expiry = expiryOf(phase);
      if (!expiry || expiry.key !== event.key) return state;
      return { ...state, phase: { name: 'expired' }, answer: '', notice: 'expired' };
    }
    case 'demand': {
      const notice = demandNotice(state);
      return notice ? { ...state, notice, demands: state.demands + 1 } : state;
    }
  }
}

/** Whole seconds of a retry delay, as the "trying again in N s" message says it. */
export function retrySeconds(retryInMs: number): number {
  return Math.ceil(retryInMs / 1000);
}
