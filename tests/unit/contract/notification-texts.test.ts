/**
 * contract/notification-texts.ts as a table: every kind of notification and its variants (each op, stage,
 * band, with and without a note, an average, a shortfall) written in Korean and English exactly; numbers as
 * the exchange's messages write them; every alert op's phrase.
 */
import { describe, expect, test } from 'vitest';
import {
  ALERT_OPS,
  alertConditionText,
  NOTIFICATION_KINDS,
  noticeNumber,
  notificationTexts,
  type AlertOp,
} from '../../../contract';
import { SUBJECT_CASES } from './notification-subjects';

describe('notificationTexts', () => {
  test.each(SUBJECT_CASES.map((c) => [c.name, c] as const))('%s', (_name, { subject, title, body }) => {
    expect(notificationTexts(subject)).toEqual({ title, body });
  });

  test('the table covers every kind', () => {
    expect(new Set(SUBJECT_CASES.map((c) => c.subject.kind))).toEqual(new Set(NOTIFICATION_KINDS));
  });

  test('no text is empty, and none has a placeholder or an undefined left in it', () => {
    for (const { subject } of SUBJECT_CASES) {
      const { title, body } = notificationTexts(subject);
      for (const text of [title.ko, title.en, body.ko, body.en]) {
        expect(text.trim()).not.toBe('');
        expect(text).not.toMatch(/\{v\}|undefined|NaN|e[+-]\d/);
      }
    }
  });
});

describe('alertConditionText: each op of a price alert', () => {
  const phrases: Record<AlertOp, [string, string]> = {
    crosses: ['BTC/KRW 가격 1,000 돌파', 'BTC/KRW price crossed 1,000'],
    crossesUp: ['BTC/KRW 가격 1,000 상향 돌파', 'BTC/KRW price rose through 1,000'],
    crossesDown: ['BTC/KRW 가격 1,000 하향 돌파', 'BTC/KRW price fell through 1,000'],
    greaterThan: ['BTC/KRW 가격 1,000 초과', 'BTC/KRW price above 1,000'],
    lessThan: ['BTC/KRW 가격 1,000 미만', 'BTC/KRW price below 1,000'],
  };
  test.each(ALERT_OPS.map((op) => [op]))('%s', (op) => {
    const [ko, en] = phrases[op];
    expect(alertConditionText('BTC-KRW', { kind: 'price', op, value: 1_000 })).toEqual({ ko, en });
  });

  test.each([
    ['up', 'BTC/KRW 가격이 5분 안에 3% 상승', 'BTC/KRW price rose 3% within 5 min'],
    ['either', 'BTC/KRW 가격이 5분 안에 3% 변동', 'BTC/KRW price moved 3% within 5 min'],
  ] as const)('a move %s', (direction, ko, en) => {
    expect(alertConditionText('BTC-KRW', { kind: 'move', direction, percent: 3, minutes: 5 })).toEqual({
      ko,
      en,
    });
  });
});

describe('noticeNumber', () => {
  test.each([
    [1_234_567.5, '1,234,567.5'],
    [0.00012, '0.00012'],
    [100, '100'],
    [0, '0'],
    [-2.5, '-2.5'],
    [0.1 + 0.2, '0.3'],
    [1e-9, '0'],
    [1_234.56789012, '1,234.56789012'],
    [0.123456789, '0.12345679'],
    [Infinity, 'Infinity'],
  ])('%s → %s', (value, text) => {
    expect(noticeNumber(value)).toBe(text);
  });
});
