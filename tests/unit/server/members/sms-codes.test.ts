// The one SMS code store: sends, the resend lock, the daily sends, confirms, expiry, the block, and the
// failure count that no resend resets. A fake clock and a counter for codes.
import { describe, expect, test } from 'vitest';
import {
  SMS_BLOCK_SECONDS,
  SMS_CODE_VALID_SECONDS,
  SMS_DAILY_SENDS,
  SMS_MAX_FAILURES,
  SMS_RESEND_SECONDS,
} from '../../../../contract';
import { randomSmsCode, SmsCodes } from '../../../../server/members/sms-codes';

function store() {
  let now = 1_000_000;
  let next = 100_000;
  const codes = new SmsCodes(
    () => now,
    () => String(next++),
  );
  return { codes, wait: (seconds: number) => (now += seconds * 1000) };
}

describe('SmsCodes', () => {
  test('a random code is six digits', () => {
    for (let i = 0; i < 50; i++) expect(randomSmsCode()).toMatch(/^\d{6}$/);
  });

  test.each([
    ['a right code confirms, once', ['100000', '100000'], ['confirmed', 'notRequested']],
    [
      'a wrong code is a mismatch, the right one still confirms',
      ['999999', '100000'],
      ['mismatch', 'confirmed'],
    ],
  ])('%s', (_name, tries, outcomes) => {
    const { codes } = store();
    expect(codes.send(1, 'login')).toEqual({ kind: 'sent', code: '100000' });
    expect(tries.map((code) => codes.confirm(1, 'login', code).kind)).toEqual(outcomes);
  });

  test('nothing sent: notRequested; expired after the validity', () => {
    const { codes, wait } = store();
    expect(codes.confirm(1, 'login', '100000')).toEqual({ kind: 'notRequested' });
    codes.send(1, 'login');
    wait(SMS_CODE_VALID_SECONDS);
    expect(codes.confirm(1, 'login', '100000')).toEqual({ kind: 'expired' });
    expect(codes.lastCode(1, 'login')).toBeUndefined();
  });

  test('the resend lock, then the daily sends', () => {
    const { codes, wait } = store();
    codes.send(1, 'withdrawCoin');
    wait(SMS_RESEND_SECONDS - 10);
    expect(codes.send(1, 'withdrawCoin')).toEqual({ kind: 'resendLocked', retryAfterSec: 10 });
    wait(10);
    for (let i = 1; i < SMS_DAILY_SENDS; i++) {
      expect(codes.send(1, 'withdrawCoin').kind).toBe('sent');
      wait(SMS_RESEND_SECONDS);
    }
    expect(codes.send(1, 'withdrawCoin')).toEqual({ kind: 'dailyLimit' });
    // Another member and another work have their own.
    expect(codes.send(2, 'withdrawCoin').kind).toBe('sent');
    expect(codes.send(1, 'withdrawKrw').kind).toBe('sent');
  });

  test('resends never reset the failure count: the loop ends blocked; the block ends with a fresh count', () => {
    const { codes, wait } = store();
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round++) {
      codes.send(1, 'login');
      for (let i = 0; i < SMS_MAX_FAILURES - 1; i++) outcomes.push(codes.confirm(1, 'login', '000000').kind);
      wait(SMS_RESEND_SECONDS);
    }
    expect(outcomes.indexOf('blocked')).toBe(SMS_MAX_FAILURES - 1);
    expect(codes.send(1, 'login').kind).toBe('blocked');
    wait(SMS_BLOCK_SECONDS);
    const sent = codes.send(1, 'login');
    expect(sent.kind).toBe('sent');
    expect(codes.confirm(1, 'login', '000000')).toEqual({
      kind: 'mismatch',
      failures: 1,
      maxFailures: SMS_MAX_FAILURES,
    });
  });
});
