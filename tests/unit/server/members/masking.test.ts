import { describe, expect, test } from 'vitest';
import { maskEmail, maskPhone } from '../../../../server/members/masking';

describe('maskEmail', () => {
  test.each([
    ['gildong@example.com', 'gi***@example.com'],
    ['ab@example.com', 'a***@example.com'],
    ['a@example.com', '***@example.com'],
    ['first.last@mail.co.kr', 'fi***@mail.co.kr'],
  ])('%s → %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });
});

describe('maskPhone', () => {
  test.each([
    ['010-1234-5678', '010-****-5678'],
    ['01012345678', '010-****-5678'],
    ['02-123-4567', '***-4567'],
    ['1234567', '***-4567'],
    ['447911123456', '447-****-3456'],
  ])('%s → %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
