import { describe, expect, test } from 'vitest';
import { CAPTCHA, captchaRetryDelayMs, type CaptchaInfo } from '../../../../contract';
import {
  captchaAnswer,
  demandNotice,
  expiryOf,
  INITIAL_CAPTCHA,
  reduceCaptcha,
  retrySeconds,
  solvedKey,
  type CaptchaEvent,
  type CaptchaNotice,
  type CaptchaPhaseName,
  type CaptchaState,
} from '../../../../src/widgets/captcha/captcha-rules';

const KEY = 'k'.repeat(32);
const OTHER = 'o'.repeat(32);
const info = (key = KEY, expireSeconds = 180): CaptchaInfo => ({
  canUseGoogle: false,
  productCaptcha: { captchaKey: key, captchaImg: 'iVBORw0KGgo=', expireSeconds },
});

/** The state after `events` from the start. */
const after = (...events: CaptchaEvent[]): CaptchaState => events.reduce(reduceCaptcha, INITIAL_CAPTCHA);

const TICKED: CaptchaEvent[] = [{ type: 'tick' }];
const SHOWN: CaptchaEvent[] = [...TICKED, { type: 'loaded', info: info(), requestedAt: 1_000 }];
const TYPED: CaptchaEvent[] = [...SHOWN, { type: 'answer', value: 'ab3cd4' }];
const SENT: CaptchaEvent[] = [...TYPED, { type: 'verify' }];
const SOLVED: CaptchaEvent[] = [...SENT, { type: 'verified', key: KEY }];
const EXPIRED: CaptchaEvent[] = [...SHOWN, { type: 'expire', key: KEY }];
const LOAD_FAILED: CaptchaEvent[] = [...TICKED, { type: 'loadFailed' }];

describe('captchaAnswer: trimmed, at most 6 characters', () => {
  test.each([
    ['', ''],
    ['   ', ''],
    ['ab3', 'ab3'],
    ['  AB3CD4  ', 'AB3CD4'],
    ['AB3CD4', 'AB3CD4'],
    ['AB3CD4X', 'AB3CD4'],
    ['A B', 'A B'],
    ['가나다라마바사', '가나다라마바'],
  ])('%j → %j', (typed, kept) => {
    expect(captchaAnswer(typed)).toBe(kept);
    expect([...captchaAnswer(typed)].length).toBeLessThanOrEqual(CAPTCHA.answerMaxLength);
  });
});

describe('the retry schedule of a failed info fetch', () => {
  test.each([
    // [failures so far, delay before the next fetch, seconds said]
    [1, 1_000, 1],
    [2, 2_000, 2],
    [3, 4_000, 4],
    [4, 8_000, 8],
    [5, 16_000, 16],
    [6, 30_000, 30],
    [12, 30_000, 30],
  ])('after %i failures in a row: %i ms', (failures, delay, seconds) => {
    const events: CaptchaEvent[] = [{ type: 'tick' }];
    for (let i = 0; i < failures; i++) {
      events.push({ type: 'loadFailed' });
      if (i < failures - 1) events.push({ type: 'retry' });
    }
    const state = after(...events);
    expect(state.phase).toEqual({ name: 'loadFailed', failures, retryInMs: delay });
    expect(delay).toBe(captchaRetryDelayMs(failures - 1));
    expect(retrySeconds(delay)).toBe(seconds);
  });

  test('a retry fetches again with the count kept; a success starts the count over', () => {
    expect(after(...LOAD_FAILED, { type: 'retry' }).phase).toEqual({ name: 'loading', failures: 1 });
    const recovered = after(
      ...LOAD_FAILED,
      { type: 'retry' },
      { type: 'loaded', info: info(), requestedAt: 0 },
    );
    expect(recovered.phase.name).toBe('challenge');
    const failedAgain = after(
      ...LOAD_FAILED,
      { type: 'retry' },
      { type: 'loaded', info: info(), requestedAt: 0 },
      { type: 'refresh' },
      { type: 'loadFailed' },
    );
    expect(failedAgain.phase).toEqual({ name: 'loadFailed', failures: 1, retryInMs: 1_000 });
  });

  test('"try again now" fetches at once, keeping the count', () => {
    const failedTwice = after(...LOAD_FAILED, { type: 'retry' }, { type: 'loadFailed' });
    expect(reduceCaptcha(failedTwice, { type: 'refresh' }).phase).toEqual({ name: 'loading', failures: 2 });
  });
});

describe('expiry after expireSeconds', () => {
  test.each([
    // [expireSeconds, fetch started at, expires at]
    [180, 1_000, 181_000],
    [60, 0, 60_000],
    [1, 5_000, 6_000],
  ])('%i s from a fetch started at %i → %i', (expireSeconds, requestedAt, expiresAt) => {
    const state = after(...TICKED, { type: 'loaded', info: info(KEY, expireSeconds), requestedAt });
    expect(expiryOf(state.phase)).toEqual({ key: KEY, at: expiresAt });
  });

  test.each<[string, CaptchaEvent[], CaptchaPhaseName]>([
    ['a challenge', SHOWN, 'expired'],
    ['an answer being verified', SENT, 'expired'],
    ['an unused solved key', SOLVED, 'expired'],
    ['nothing on screen (unchecked)', [], 'unchecked'],
    ['a fetch under way', TICKED, 'loading'],
  ])('the expiry of %s → %s', (_name, events, phase) => {
    expect(after(...events, { type: 'expire', key: KEY }).phase.name).toBe(phase);
  });

  test('expiring clears the answer and says so; the expiry of a replaced captcha changes nothing', () => {
    const expired = after(...TYPED, { type: 'expire', key: KEY });
    expect(expired).toMatchObject({ answer: '', notice: 'expired' });
    expect(solvedKey(after(...SOLVED, { type: 'expire', key: KEY }))).toBeNull();
    expect(after(...TYPED, { type: 'expire', key: OTHER })).toEqual(after(...TYPED));
  });

  test('nothing can expire without a challenge or a solved key', () => {
    for (const events of [[], TICKED, LOAD_FAILED, EXPIRED])
      expect(expiryOf(after(...events).phase)).toBeNull();
  });
});

describe('the states', () => {
  test.each<[string, CaptchaEvent[], CaptchaPhaseName, CaptchaNotice | null]>([
    ['start', [], 'unchecked', null],
    ['ticked: fetching', TICKED, 'loading', null],
    ['fetched', SHOWN, 'challenge', null],
    ['verify with no answer', [...SHOWN, { type: 'verify' }], 'challenge', 'enterAnswer'],
    [
      'verify with spaces only',
      [...SHOWN, { type: 'answer', value: '   ' }, { type: 'verify' }],
      'challenge',
      'enterAnswer',
    ],
    ['verify with an answer', SENT, 'verifying', null],
    ['passed', SOLVED, 'solved', null],
    ['failed: a new captcha is fetched', [...SENT, { type: 'verifyFailed', key: KEY }], 'loading', 'failed'],
    [
      'failed, then the new captcha: the message stays',
      [...SENT, { type: 'verifyFailed', key: KEY }, { type: 'loaded', info: info(OTHER), requestedAt: 0 }],
      'challenge',
      'failed',
    ],
    [
      'failed, then typing the new answer clears the message',
      [
        ...SENT,
        { type: 'verifyFailed', key: KEY },
        { type: 'loaded', info: info(OTHER), requestedAt: 0 },
        { type: 'answer', value: 'x' },
      ],
      'challenge',
      null,
    ],
    [
      'typing clears "enter the characters"',
      [...SHOWN, { type: 'verify' }, { type: 'answer', value: 'a' }],
      'challenge',
      null,
    ],
    ['refresh: a new captcha', [...TYPED, { type: 'refresh' }], 'loading', null],
    ['expired', EXPIRED, 'expired', 'expired'],
    ['expired, refreshed', [...EXPIRED, { type: 'refresh' }], 'loading', null],
    ['unticked while shown', [...TYPED, { type: 'untick' }], 'unchecked', null],
    ['reset after the form spent the key', [...SOLVED, { type: 'reset' }], 'unchecked', null],
    [
      'a late answer for a reset captcha is ignored',
      [...SENT, { type: 'reset' }, { type: 'verified', key: KEY }],
      'unchecked',
      null,
    ],
    [
      'a late answer for an expired captcha is ignored',
      [...SENT, { type: 'expire', key: KEY }, { type: 'verified', key: KEY }],
      'expired',
      'expired',
    ],
    [
      'a late fetch after unticking is ignored',
      [...TICKED, { type: 'untick' }, { type: 'loaded', info: info(), requestedAt: 0 }],
      'unchecked',
      null,
    ],
    ['typing while verifying changes nothing', [...SENT, { type: 'answer', value: 'zz' }], 'verifying', null],
    ['verify twice sends once', [...SENT, { type: 'verify' }], 'verifying', null],
    ['refresh while verifying changes nothing', [...SENT, { type: 'refresh' }], 'verifying', null],
    ['ticking again changes nothing', [...SHOWN, { type: 'tick' }], 'challenge', null],
  ])('%s → %s', (_name, events, phase, notice) => {
    const state = after(...events);
    expect(state.phase.name).toBe(phase);
    expect(state.notice).toBe(notice);
  });

  test('only a passed verify gives the key, for the captcha it was about', () => {
    expect(solvedKey(after(...SOLVED))).toBe(KEY);
    expect(solvedKey(after(...SENT, { type: 'verified', key: OTHER }))).toBeNull();
    expect(solvedKey(after(...SENT))).toBeNull();
    expect(after(...SENT, { type: 'verifyFailed', key: OTHER }).phase.name).toBe('verifying');
  });

  test('a refresh or a new captcha empties the answer', () => {
    expect(after(...TYPED).answer).toBe('ab3cd4');
    expect(after(...TYPED, { type: 'refresh' }).answer).toBe('');
    expect(after(...SENT, { type: 'verifyFailed', key: KEY }).answer).toBe('');
  });
});

describe('the message a form submit shows (demand)', () => {
  test.each<[string, CaptchaEvent[], CaptchaNotice | null]>([
    ['sent without ticking the box', [], 'tickBox'],
    ['ticked, still fetching', TICKED, 'enterAnswer'],
    ['ticked, the fetch failed', LOAD_FAILED, 'enterAnswer'],
    ['ticked, empty answer', SHOWN, 'enterAnswer'],
    ['an answer typed, not verified', TYPED, 'verifyAnswer'],
    ['being verified', SENT, 'verifyAnswer'],
    ['expired', EXPIRED, 'expired'],
    ['solved: nothing to say', SOLVED, null],
    ['reset after a spent key', [...SOLVED, { type: 'reset' }], 'tickBox'],
  ])('%s → %s', (_name, events, notice) => {
    const before = after(...events);
    expect(demandNotice(before)).toBe(notice);
    const demanded = reduceCaptcha(before, { type: 'demand' });
    expect(demanded.notice).toBe(notice ?? before.notice);
    expect(demanded.demands).toBe(notice ? 1 : 0);
  });

  test('each demand without a key counts (the widget moves the focus each time); a reset keeps the count', () => {
    const twice = after({ type: 'demand' }, { type: 'demand' });
    expect(twice.demands).toBe(2);
    expect(reduceCaptcha(twice, { type: 'reset' })).toEqual({ ...INITIAL_CAPTCHA, demands: 2 });
  });

  test('ticking the box clears "tick the box"', () => {
    expect(after({ type: 'demand' }, { type: 'tick' }).notice).toBeNull();
  });
});
