// The captcha store on its own clock: a key judged once, a solved key used once before the expiry, the
// answer's case and spaces ignored, the store bounded; and the picture is a 197×54 PNG.
import { describe, expect, test } from 'vitest';
import { CAPTCHA } from '../../../../contract';
import { ANSWER_LENGTH, captchaPng, randomAnswer } from '../../../../server/captcha/captcha-image';
import { CaptchaStore, sameAnswer } from '../../../../server/captcha/captcha-store';

function store(capacity?: number) {
  const clock = { now: 1_000_000 };
  return { clock, captchas: new CaptchaStore(() => clock.now, capacity) };
}

const EXPIRE_MS = CAPTCHA.expireSeconds * 1000;

describe('sameAnswer', () => {
  test.each([
    ['AB3K9X', 'AB3K9X', true],
    ['AB3K9X', 'ab3k9x', true],
    ['AB3K9X', '  ab3K9x ', true],
    ['AB3K9X', 'AB3K9', false],
    ['AB3K9X', 'AB3K9XY', false],
    ['AB3K9X', 'AB 3K9X', false],
    ['AB3K9X', '', false],
  ])('%s against %j → %s', (expected, given, same) => {
    expect(sameAnswer(expected, given)).toBe(same);
  });
});

describe('CaptchaStore', () => {
  test('a key is judged once: the right answer solves it for one form', () => {
    const { captchas } = store();
    const key = captchas.issue('AB3K9X');
    expect(key.length).toBeGreaterThanOrEqual(16);
    expect(captchas.verify(key, 'ab3k9x')).toBe(true);
    expect(captchas.consume(key)).toBe(true);
  });

  test('judging a solved key again fails and ends it', () => {
    const { captchas } = store();
    const key = captchas.issue('AB3K9X');
    expect(captchas.verify(key, 'AB3K9X')).toBe(true);
    expect(captchas.verify(key, 'AB3K9X')).toBe(false);
    expect(captchas.consume(key)).toBe(false);
  });

  test('a wrong answer ends the key: the right one after it fails too', () => {
    const { captchas } = store();
    const key = captchas.issue('AB3K9X');
    expect(captchas.verify(key, 'WRONG1')).toBe(false);
    expect(captchas.verify(key, 'AB3K9X')).toBe(false);
    expect(captchas.consume(key)).toBe(false);
    expect(captchas.answerOf(key)).toBeUndefined();
  });

  test('a solved key vouches for `limit` uploads and stays solved for its form; an unsolved, used, expired or unknown one for none', () => {
    const { clock, captchas } = store();
    const key = captchas.issue('AB3K9X');
    expect(captchas.vouch(key, 2)).toBe(false);
    captchas.verify(key, 'AB3K9X');
    expect([captchas.vouch(key, 2), captchas.vouch(key, 2), captchas.vouch(key, 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(captchas.consume(key)).toBe(true);
    expect(captchas.vouch(key, 2)).toBe(false);

    const late = captchas.issue('QW4RT5');
    captchas.verify(late, 'QW4RT5');
    clock.now += EXPIRE_MS;
    expect(captchas.vouch(late, 2)).toBe(false);
    expect(captchas.vouch('x'.repeat(32), 2)).toBe(false);
  });

  test('unknown keys fail to verify and to consume', () => {
    const { captchas } = store();
    expect(captchas.verify('x'.repeat(32), 'AB3K9X')).toBe(false);
    expect(captchas.consume('x'.repeat(32))).toBe(false);
  });

  test.each([
    [EXPIRE_MS - 1, true],
    [EXPIRE_MS, false],
    [EXPIRE_MS + 60_000, false],
  ])('verified %i ms after issue → %s', (after, passes) => {
    const { clock, captchas } = store();
    const key = captchas.issue('AB3K9X');
    clock.now += after;
    expect(captchas.verify(key, 'AB3K9X')).toBe(passes);
  });

  test('a solved key is used once, and only until the captcha’s expiry', () => {
    const { clock, captchas } = store();
    const once = captchas.issue('AB3K9X');
    captchas.verify(once, 'AB3K9X');
    expect(captchas.consume(once)).toBe(true);
    expect(captchas.consume(once)).toBe(false);

    const late = captchas.issue('AB3K9X');
    clock.now += 10_000;
    captchas.verify(late, 'AB3K9X');
    clock.now += EXPIRE_MS - 10_000;
    expect(captchas.consume(late)).toBe(false);
  });

  test('an issued key not yet solved cannot be consumed (and stays solvable)', () => {
    const { captchas } = store();
    const key = captchas.issue('AB3K9X');
    expect(captchas.consume(key)).toBe(false);
    expect(captchas.verify(key, 'AB3K9X')).toBe(true);
  });

  test('bounded: a flood keeps at most the capacity, the oldest going first; expired ones are swept', () => {
    const { clock, captchas } = store(100);
    const first = captchas.issue('AAAAAA');
    const keys = Array.from({ length: 1_000 }, () => captchas.issue('BBBBBB'));
    expect(captchas.size).toBe(100);
    expect(captchas.answerOf(first)).toBeUndefined();
    expect(captchas.answerOf(keys.at(-1)!)).toBe('BBBBBB');
    clock.now += EXPIRE_MS;
    captchas.issue('CCCCCC');
    expect(captchas.size).toBe(1);
  });
});

describe('the picture and the answer', () => {
  test('answers are 6 characters of the alphabet', () => {
    for (let i = 0; i < 200; i++) {
      const answer = randomAnswer();
      expect(answer).toHaveLength(ANSWER_LENGTH);
      expect([...answer].every((c) => CAPTCHA.alphabet.includes(c))).toBe(true);
    }
    expect(ANSWER_LENGTH).toBeLessThanOrEqual(CAPTCHA.answerMaxLength);
  });

  test('a 197×54 PNG', () => {
    const png = captchaPng('AB3K9X');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // IHDR: width and height, big-endian, at bytes 16 and 20.
    expect(png.readUInt32BE(16)).toBe(CAPTCHA.width);
    expect(png.readUInt32BE(20)).toBe(CAPTCHA.height);
  });
});
