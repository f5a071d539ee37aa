/**
 * The chart area's verification field as a pure state machine (chart spec §4 "Verification field",
 * §5, §9): five states, a request timer and an input timer, the code's sanitising and what the button says
 * and allows. Timers are deadlines in ms; the component ticks the machine with the clock.
 *
 * Both timers start when a request succeeds (the code is valid from the moment it is sent): the request
 * timer locks the button, and once it ends the remaining input time is what the field shows.
 */
import { SMS_CODE_LENGTH, SMS_CODE_VALID_SECONDS, SMS_RESEND_SECONDS } from '../../../contract';

export type VerificationState = 'BLOCKED' | 'BEFORE_REQ' | 'IN_REQ' | 'BEFORE_REREQ' | 'EXPIRED';

export const CODE_LENGTH = SMS_CODE_LENGTH;
/** The input timer is the code's validity. */
export const DEFAULT_INPUT_SECONDS = SMS_CODE_VALID_SECONDS;
/** The request timer is the simulator's resend lock. */
export const DEFAULT_REQUEST_SECONDS = SMS_RESEND_SECONDS;
export const INITIAL_FOCUS_DELAY_MS = 300;

export interface TimerSettings {
  inputSeconds: number;
  requestSeconds: number;
}

export interface VerificationModel {
  state: VerificationState;
  /** A request has succeeded at least once (the button then says re-request). */
  requested: boolean;
  /** A request is in flight. */
  pending: boolean;
  requestEndsAt: number | null;
  inputEndsAt: number | null;
  /** The expiry modal is due (shown until the user confirms it). */
  expiryNotice: boolean;
}

export type VerificationEvent =
  | { type: 'requestStarted' }
  | { type: 'requestSucceeded'; now: number; timers: TimerSettings }
  | { type: 'requestFailed' }
  /** The clock moved: ends the request timer (→ BEFORE_REREQ) and the input timer (→ EXPIRED). */
  | { type: 'tick'; now: number }
  /** The server said the code expired (member.fail.00085, 00086): EXPIRED without the expiry modal. */
  | { type: 'expired' }
  | { type: 'blocked' }
  /** The block was lifted: any earlier code is gone, so the field waits for a (re-)request. */
  | { type: 'unblocked' }
  | { type: 'expiryConfirmed' };

function running(now: number, timers: TimerSettings) {
  return {
    requestEndsAt: now + timers.requestSeconds * 1000,
    inputEndsAt: now + timers.inputSeconds * 1000,
  };
}

/** IN_REQ with both timers running when a request was made before mounting, else BEFORE_REQ. */
export function initialModel(
  initiallyRequested: boolean,
  now: number,
  timers: TimerSettings,
): VerificationModel {
  const base = { pending: false, expiryNotice: false };
  if (!initiallyRequested)
    return { ...base, state: 'BEFORE_REQ', requested: false, requestEndsAt: null, inputEndsAt: null };
  return { ...base, state: 'IN_REQ', requested: true, ...running(now, timers) };
}

export function hasRunningTimers(model: VerificationModel): boolean {
  return model.state === 'IN_REQ' || model.state === 'BEFORE_REREQ';
}

export function reduceVerification(model: VerificationModel, event: VerificationEvent): VerificationModel {
  if (model.state === 'BLOCKED')
    return event.type === 'unblocked'
      ? { ...model, state: model.requested ? 'EXPIRED' : 'BEFORE_REQ' }
      : model;
  switch (event.type) {
    case 'requestStarted':
      return canRequest(model) ? { ...model, pending: true } : model;
    case 'requestSucceeded':
      return {
        ...model,
        state: 'IN_REQ',
        requested: true,
        pending: false,
        expiryNotice: false,
        ...running(event.now, event.timers),
      };
    case 'requestFailed':
      return { ...model, pending: false };
    case 'tick': {
      if (!hasRunningTimers(model)) return model;
      if (model.inputEndsAt !== null && event.now >= model.inputEndsAt)
        return { ...model, state: 'EXPIRED', requestEndsAt: null, inputEndsAt: null, expiryNotice: true };
      if (model.state === 'IN_REQ' && model.requestEndsAt !== null && event.now >= model.requestEndsAt)
        return { ...model, state: 'BEFORE_REREQ', requestEndsAt: null };
      return model;
    }
    case 'expired':
      return { ...model, state: 'EXPIRED', requestEndsAt: null, inputEndsAt: null, expiryNotice: false };
    case 'blocked':
      return {
        ...model,
        state: 'BLOCKED',
        pending: false,
        requestEndsAt: null,
        inputEndsAt: null,
        expiryNotice: false,
      };
    case 'unblocked':
      return model;
    case 'expiryConfirmed':
      return { ...model, expiryNotice: false };
  }
}

/** Digits only, at most CODE_LENGTH (typed or pasted, with spaces or dashes). */
export function sanitizeCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}

export function isCompleteCode(code: string): boolean {
  return code.length === CODE_LENGTH && /^\d+$/.test(code);
}

export type RequestButtonLabel = 'request' | 'rerequest';

export function requestButtonLabel(model: VerificationModel): RequestButtonLabel {
  return model.requested ? 'rerequest' : 'request';
}

/** The button is off while the resend lock runs, while blocked, and while a request is in flight. */
export function canRequest(model: VerificationModel): boolean {
  return model.state !== 'IN_REQ' && model.state !== 'BLOCKED' && !model.pending;
}

export function isInputDisabled(model: VerificationModel): boolean {
  return model.state === 'EXPIRED' || model.state === 'BLOCKED';
}

/**
 * Whole seconds left on the timer the field shows: the request timer in IN_REQ, the input timer from
 * BEFORE_REREQ onward (0 once expired); null when no timer shows.
 */
export function visibleSecondsLeft(model: VerificationModel, now: number): number | null {
  const left = (endsAt: number | null) =>
    endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  switch (model.state) {
    case 'IN_REQ':
      return left(model.requestEndsAt);
    case 'BEFORE_REREQ':
      return left(model.inputEndsAt);
    case 'EXPIRED':
      return 0;
    default:
      return null;
  }
}

/** m:ss, e.g. 2:59. */
export function formatTimer(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}
