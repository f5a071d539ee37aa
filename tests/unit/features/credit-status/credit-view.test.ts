import { describe, expect, test } from 'vitest';
import {
  alertsNewestFirst,
  canRepay,
  countdown,
  creditClockOffset,
  loanStateView,
  remainingMs,
} from '../../../../src/features/credit-status/credit-view';
import { alertRow } from '../../../fixtures/credit';

describe('countdown', () => {
  const S = 1_000;
  const H = 3_600_000;
  test.each([
    ['72 hours', 72 * H, { days: 3, clock: '00:00:00' }],
    ['a second under 72 hours', 72 * H - S, { days: 2, clock: '23:59:59' }],
    ['exactly a day', 24 * H, { days: 1, clock: '00:00:00' }],
    ['a second under a day', 24 * H - S, { days: 0, clock: '23:59:59' }],
    ['1 h 2 min 3 s', H + 2 * 60 * S + 3 * S, { days: 0, clock: '01:02:03' }],
    ['a part of a second is cut', 1_999, { days: 0, clock: '00:00:01' }],
    ['nothing left', 0, { days: 0, clock: '00:00:00' }],
    ['past', -5 * S, { days: 0, clock: '00:00:00' }],
    ['not a number', Number.NaN, { days: 0, clock: '00:00:00' }],
  ])('%s', (_name, ms, expected) => {
    expect(countdown(ms)).toEqual(expected);
  });
});

describe('loan state', () => {
  test.each([
    ['active', null, { state: 'active', reason: null }, true],
    ['autoRepaying', null, { state: 'autoRepaying', reason: null }, false],
    ['repaid', 'expiry', { state: 'repaid', reason: 'expiry' }, false],
    ['repaid', 'earlyKrw', { state: 'repaid', reason: 'earlyKrw' }, false],
    ['repaid', 'earlySell', { state: 'repaid', reason: 'earlySell' }, false],
    ['repaid', 'auto', { state: 'repaid', reason: 'auto' }, false],
    ['repaid', 'released', { state: 'repaid', reason: 'released' }, false],
  ] as const)('%s (%s): shown %j, repayable %s', (state, closeReason, view, repayable) => {
    expect(loanStateView({ state, closeReason })).toEqual(view);
    expect(canRepay({ state })).toBe(repayable);
  });
});

describe('alerts', () => {
  const early = alertRow(1, { at: '2026-11-24T11:00:00+09:00' });
  const late = alertRow(2, { at: '2026-11-24T12:30:00+09:00', band: 'high', level: 112.4 });
  const sameMoment = alertRow(3, { at: '2026-11-24T12:30:00+09:00', band: 'veryHigh', level: 108 });

  test('newest first, the same moment by number', () => {
    expect(alertsNewestFirst([early, late, sameMoment])).toEqual([sameMoment, late, early]);
  });
});

describe('the credit clock', () => {
  const received = Date.parse('2026-11-24T10:00:00+09:00');
  test.each([
    ['in step', '2026-11-24T10:00:00+09:00', 0],
    ['moved ahead 3 hours', '2026-11-24T13:00:00+09:00', 3 * 3_600_000],
    ['a bad date', 'soon', 0],
  ])('%s', (_name, now, offset) => {
    expect(creditClockOffset({ now }, received)).toBe(offset);
  });

  test('time left to an expiry on the credit clock', () => {
    expect(remainingMs('2026-11-27T10:00:00+09:00', received)).toBe(72 * 3_600_000);
  });
});
