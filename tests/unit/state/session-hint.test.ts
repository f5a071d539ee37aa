import { describe, expect, test } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../../contract/rest';
import { hasSessionHint } from '../../../src/state/session-hint';

describe('hasSessionHint', () => {
  test.each([
    ['', false],
    [`${SESSION_HINT_COOKIE}=1`, true],
    [`a=1; ${SESSION_HINT_COOKIE}=1; b=2`, true],
    [`x${SESSION_HINT_COOKIE}=1`, false],
    [`a=${SESSION_HINT_COOKIE}=1`, false],
  ])('%j → %s', (cookies, hinted) => {
    expect(hasSessionHint(cookies)).toBe(hinted);
  });
});
