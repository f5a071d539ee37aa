import { describe, expect, test } from 'vitest';
import {
  canRequest,
  DEFAULT_INPUT_SECONDS,
  DEFAULT_REQUEST_SECONDS,
  formatTimer,
  hasRunningTimers,
  initialModel,
  isCompleteCode,
  isInputDisabled,
  reduceVerification,
  requestButtonLabel,
  sanitizeCode,
  visibleSecondsLeft,
  type VerificationEvent,
  type VerificationModel,
  type VerificationState,
} from '../../../../src/widgets/verification/verification-rules';

const timers = { inputSeconds: DEFAULT_INPUT_SECONDS, requestSeconds: DEFAULT_REQUEST_SECONDS };
const T0 = 1_000_000;

function run(model: VerificationModel, ...events: VerificationEvent[]): VerificationModel {
  return events.reduce(reduceVerification, model);
}

const fresh = () => initialModel(false, T0, timers);
const requested = () =>
  run(fresh(), { type: 'requestStarted' }, { type: 'requestSucceeded', now: T0, timers });
const at = (seconds: number): VerificationEvent => ({ type: 'tick', now: T0 + seconds * 1000 });

describe('initial state', () => {
  test('BEFORE_REQ without an earlier request, no timers', () => {
    expect(fresh()).toEqual({
      state: 'BEFORE_REQ',
      requested: false,
      pending: false,
      requestEndsAt: null,
      inputEndsAt: null,
      expiryNotice: false,
    });
  });

  test('IN_REQ with both timers running when a request was already made', () => {
    const model = initialModel(true, T0, timers);
    expect(model).toMatchObject({ state: 'IN_REQ', requested: true });
    expect(model.requestEndsAt).toBe(T0 + 60_000);
    expect(model.inputEndsAt).toBe(T0 + 180_000);
  });
});

describe('transitions', () => {
  const cases: {
    name: string;
    model: () => VerificationModel;
    events: VerificationEvent[];
    state: VerificationState;
  }[] = [
    {
      name: 'request success → IN_REQ',
      model: fresh,
      events: [{ type: 'requestSucceeded', now: T0, timers }],
      state: 'IN_REQ',
    },
    {
      name: 'request failure stays BEFORE_REQ',
      model: fresh,
      events: [{ type: 'requestStarted' }, { type: 'requestFailed' }],
      state: 'BEFORE_REQ',
    },
    {
      name: 'request timer still running at 59.9 s',
      model: requested,
      events: [{ type: 'tick', now: T0 + 59_900 }],
      state: 'IN_REQ',
    },
    {
      name: 'request timer ends at 60 s → BEFORE_REREQ',
      model: requested,
      events: [at(60)],
      state: 'BEFORE_REREQ',
    },
    {
      name: 'input timer still running at 179 s',
      model: requested,
      events: [at(60), at(179)],
      state: 'BEFORE_REREQ',
    },
    {
      name: 'input timer ends at 180 s → EXPIRED',
      model: requested,
      events: [at(60), at(180)],
      state: 'EXPIRED',
    },
    {
      name: 'a late tick past both ends expires at once',
      model: requested,
      events: [at(500)],
      state: 'EXPIRED',
    },
    { name: 'ticks do nothing before a request', model: fresh, events: [at(500)], state: 'BEFORE_REQ' },
    {
      name: 're-request from BEFORE_REREQ → IN_REQ',
      model: requested,
      events: [at(60), { type: 'requestSucceeded', now: T0 + 60_000, timers }],
      state: 'IN_REQ',
    },
    {
      name: 're-request from EXPIRED → IN_REQ',
      model: requested,
      events: [at(180), { type: 'requestSucceeded', now: T0 + 200_000, timers }],
      state: 'IN_REQ',
    },
    {
      name: 'the server says expired (00085, 00086) → EXPIRED without the expiry modal',
      model: requested,
      events: [{ type: 'expired' }, at(500)],
      state: 'EXPIRED',
    },
    {
      name: 'expired by the server, then blocked after OK',
      model: requested,
      events: [{ type: 'expired' }, { type: 'blocked' }],
      state: 'BLOCKED',
    },
    {
      name: 're-request after the server said expired → IN_REQ',
      model: requested,
      events: [{ type: 'expired' }, { type: 'requestSucceeded', now: T0 + 90_000, timers }],
      state: 'IN_REQ',
    },
    { name: 'blocked from IN_REQ', model: requested, events: [{ type: 'blocked' }], state: 'BLOCKED' },
    {
      name: 'blocked ignores ticks and requests',
      model: requested,
      events: [{ type: 'blocked' }, at(500), { type: 'requestSucceeded', now: T0, timers }],
      state: 'BLOCKED',
    },
    {
      name: 'unblocked after a request → EXPIRED (the old code is gone)',
      model: requested,
      events: [{ type: 'blocked' }, { type: 'unblocked' }],
      state: 'EXPIRED',
    },
    {
      name: 'unblocked before any request → BEFORE_REQ',
      model: fresh,
      events: [{ type: 'blocked' }, { type: 'unblocked' }],
      state: 'BEFORE_REQ',
    },
    {
      name: 'unblocked does nothing when not blocked',
      model: requested,
      events: [{ type: 'unblocked' }],
      state: 'IN_REQ',
    },
    {
      name: 'confirming the expiry keeps EXPIRED',
      model: requested,
      events: [at(180), { type: 'expiryConfirmed' }],
      state: 'EXPIRED',
    },
  ];
  test.each(cases)('$name', ({ model, events, state }) => {
    expect(run(model(), ...events).state).toBe(state);
  });

  test('the expiry notice is due on expiry and gone once confirmed or re-requested', () => {
    const expired = run(requested(), at(180));
    expect(expired.expiryNotice).toBe(true);
    expect(run(expired, { type: 'expiryConfirmed' }).expiryNotice).toBe(false);
    expect(run(expired, { type: 'requestSucceeded', now: T0 + 181_000, timers }).expiryNotice).toBe(false);
  });

  test('a re-request restarts both timers from its own time', () => {
    const again = run(requested(), at(60), { type: 'requestSucceeded', now: T0 + 90_000, timers });
    expect(again.requestEndsAt).toBe(T0 + 150_000);
    expect(again.inputEndsAt).toBe(T0 + 270_000);
    expect(run(again, at(150)).state).toBe('BEFORE_REREQ');
    expect(run(again, at(150), at(269)).state).toBe('BEFORE_REREQ');
    expect(run(again, at(150), at(270)).state).toBe('EXPIRED');
  });

  test('custom timer lengths', () => {
    const short = { inputSeconds: 10, requestSeconds: 3 };
    const model = run(fresh(), { type: 'requestSucceeded', now: T0, timers: short });
    expect(run(model, at(3)).state).toBe('BEFORE_REREQ');
    expect(run(model, at(3), at(10)).state).toBe('EXPIRED');
  });

  test('requestStarted is ignored while the button is off', () => {
    const inRequest = requested();
    expect(run(inRequest, { type: 'requestStarted' })).toBe(inRequest);
  });

  test('timers run only in IN_REQ and BEFORE_REREQ', () => {
    expect(hasRunningTimers(fresh())).toBe(false);
    expect(hasRunningTimers(requested())).toBe(true);
    expect(hasRunningTimers(run(requested(), at(60)))).toBe(true);
    expect(hasRunningTimers(run(requested(), at(180)))).toBe(false);
    expect(hasRunningTimers(run(requested(), { type: 'blocked' }))).toBe(false);
  });
});

describe('button and input', () => {
  const rows: {
    name: string;
    model: () => VerificationModel;
    label: string;
    enabled: boolean;
    inputOff: boolean;
  }[] = [
    { name: 'BEFORE_REQ', model: fresh, label: 'request', enabled: true, inputOff: false },
    {
      name: 'BEFORE_REQ, request in flight',
      model: () => run(fresh(), { type: 'requestStarted' }),
      label: 'request',
      enabled: false,
      inputOff: false,
    },
    { name: 'IN_REQ', model: requested, label: 'rerequest', enabled: false, inputOff: false },
    {
      name: 'BEFORE_REREQ',
      model: () => run(requested(), at(60)),
      label: 'rerequest',
      enabled: true,
      inputOff: false,
    },
    {
      name: 'EXPIRED',
      model: () => run(requested(), at(180)),
      label: 'rerequest',
      enabled: true,
      inputOff: true,
    },
    {
      name: 'BLOCKED before a request',
      model: () => run(fresh(), { type: 'blocked' }),
      label: 'request',
      enabled: false,
      inputOff: true,
    },
    {
      name: 'BLOCKED after a request',
      model: () => run(requested(), { type: 'blocked' }),
      label: 'rerequest',
      enabled: false,
      inputOff: true,
    },
  ];
  test.each(rows)('$name', ({ model, label, enabled, inputOff }) => {
    const m = model();
    expect(requestButtonLabel(m)).toBe(label);
    expect(canRequest(m)).toBe(enabled);
    expect(isInputDisabled(m)).toBe(inputOff);
  });
});

describe('visible timer', () => {
  test.each([
    { name: 'none before a request', model: fresh, now: 0, left: null },
    { name: 'request timer in IN_REQ', model: requested, now: 0, left: 60 },
    { name: 'request timer rounds up part seconds', model: requested, now: 0.5, left: 60 },
    { name: 'request timer near its end', model: requested, now: 59.001, left: 1 },
    { name: 'input timer from BEFORE_REREQ', model: () => run(requested(), at(60)), now: 60, left: 120 },
    { name: 'input timer near its end', model: () => run(requested(), at(60)), now: 179.5, left: 1 },
    { name: 'zero once expired', model: () => run(requested(), at(180)), now: 180, left: 0 },
    { name: 'none while blocked', model: () => run(requested(), { type: 'blocked' }), now: 10, left: null },
  ])('$name', ({ model, now, left }) => {
    expect(visibleSecondsLeft(model(), T0 + now * 1000)).toBe(left);
  });

  test.each([
    [180, '3:00'],
    [179, '2:59'],
    [60, '1:00'],
    [9, '0:09'],
    [0, '0:00'],
  ])('formatTimer(%i) = %s', (seconds, text) => {
    expect(formatTimer(seconds)).toBe(text);
  });
});

describe('code input', () => {
  test.each([
    ['123456', '123456'],
    ['12a3', '123'],
    ['1234567', '123456'],
    [' 12-34 56 ', '123456'],
    ['abc', ''],
    ['１２３', ''],
    ['', ''],
  ])('sanitizeCode(%j) = %j', (raw, code) => {
    expect(sanitizeCode(raw)).toBe(code);
  });

  test.each([
    ['123456', true],
    ['12345', false],
    ['', false],
    ['12345a', false],
  ])('isCompleteCode(%j) = %s', (code, complete) => {
    expect(isCompleteCode(code)).toBe(complete);
  });
});
