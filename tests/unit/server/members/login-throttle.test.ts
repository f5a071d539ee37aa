import { describe, expect, test } from 'vitest';
import {
  LoginThrottle,
  lockMs,
  PER_LOGIN_ID,
  type ThrottleRule,
} from '../../../../server/members/login-throttle';

const RULE: ThrottleRule = {
  freeFailures: 3,
  baseLockMs: 1000,
  maxLockMs: 5000,
  forgetMs: 60_000,
  capacity: 4,
};

function throttle(rule = RULE) {
  const clock = { now: 0 };
  return { clock, throttle: new LoginThrottle(rule, () => clock.now) };
}

describe('lockMs', () => {
  test.each([
    [0, 0],
    [2, 0],
    [3, 1000],
    [4, 2000],
    [5, 4000],
    [6, 5000],
    [1000, 5000],
  ])('%i failures → %i ms', (failures, ms) => {
    expect(lockMs(RULE, failures)).toBe(ms);
  });

  test('per login ID: five tries, then 30 s', () => {
    expect(lockMs(PER_LOGIN_ID, 4)).toBe(0);
    expect(lockMs(PER_LOGIN_ID, 5)).toBe(30_000);
  });
});

describe('LoginThrottle', () => {
  test('free failures, then a lock that grows with every failure after it', () => {
    const { clock, throttle: t } = throttle();
    for (let i = 0; i < 2; i++) t.attempt('a');
    expect(t.waitMs('a')).toBe(0);
    t.attempt('a');
    expect(t.waitMs('a')).toBe(1000);
    clock.now = 400;
    expect(t.waitMs('a')).toBe(600);
    clock.now = 1000;
    expect(t.waitMs('a')).toBe(0);
    t.attempt('a');
    expect(t.waitMs('a')).toBe(2000);
    expect(t.waitMs('b')).toBe(0);
  });

  test('an attempt counts from its start: parallel attempts lock before any answer', () => {
    const { throttle: t } = throttle();
    t.attempt('a');
    t.attempt('a');
    t.attempt('a');
    expect(t.waitMs('a')).toBeGreaterThan(0);
  });

  test('succeeded gives the attempt back and lifts the lock it started; reset forgets the key', () => {
    const { throttle: t } = throttle();
    for (let i = 0; i < 3; i++) t.attempt('a');
    t.succeeded('a');
    expect(t.waitMs('a')).toBe(0);
    t.attempt('a');
    expect(t.waitMs('a')).toBe(1000);
    t.reset('a');
    expect(t.waitMs('a')).toBe(0);
    for (let i = 0; i < 2; i++) t.attempt('a');
    expect(t.waitMs('a')).toBe(0);
  });

  test('a key quiet for forgetMs starts over', () => {
    const { clock, throttle: t } = throttle();
    for (let i = 0; i < 5; i++) t.attempt('a');
    clock.now = 60_000;
    expect(t.waitMs('a')).toBe(0);
    t.attempt('a');
    expect(t.waitMs('a')).toBe(0);
  });

  test('bounded: past capacity the least recently touched key is dropped', () => {
    const { throttle: t } = throttle();
    for (let i = 0; i < 3; i++) t.attempt('old');
    for (const key of ['k1', 'k2', 'k3']) t.attempt(key);
    t.attempt('k4');
    expect(t.waitMs('old')).toBe(0);
    expect(t.waitMs('k1')).toBe(0);
    for (let i = 0; i < 2; i++) t.attempt('k4');
    expect(t.waitMs('k4')).toBe(1000);
  });
});

describe('failures (read by the login route to ask for a captcha)', () => {
  test('counts attempts from their start, gives back successes, forgets after forgetMs', () => {
    const { clock, throttle: t } = throttle();
    expect(t.failures('id')).toBe(0);
    t.attempt('id');
    t.attempt('id');
    expect(t.failures('id')).toBe(2);
    t.succeeded('id');
    expect(t.failures('id')).toBe(1);
    clock.now += RULE.forgetMs;
    expect(t.failures('id')).toBe(0);
    t.attempt('id');
    t.reset('id');
    expect(t.failures('id')).toBe(0);
  });
});
