import { describe, expect, test } from 'vitest';
import { CAPTCHA, captchaRetryDelayMs, fileExtension, UPLOAD, uploadProblem } from '../../../contract';

describe('captchaRetryDelayMs', () => {
  test.each([
    [0, 1_000],
    [1, 2_000],
    [2, 4_000],
    [4, 16_000],
    [5, CAPTCHA.retryMaxMs],
    [60, CAPTCHA.retryMaxMs],
    [-1, 1_000],
  ])('retry %i waits %i ms', (attempt, delay) => {
    expect(captchaRetryDelayMs(attempt)).toBe(delay);
  });
});

describe('fileExtension', () => {
  test.each([
    ['photo.JPG', 'jpg'],
    ['scan.final.png', 'png'],
    ['.heic', ''],
    ['noext', ''],
    ['trailing.', ''],
  ])('%s → %s', (name, extension) => {
    expect(fileExtension(name)).toBe(extension);
  });
});

describe('uploadProblem', () => {
  const KB = 1_024;
  test.each([
    ['5,119 KB png', { name: 'a.png', size: 5_119 * KB }, 0, null],
    ['one byte under 5,120 KB', { name: 'a.jpeg', size: UPLOAD.maxBytes - 1 }, 2, null],
    ['5,120 KB', { name: 'a.png', size: 5_120 * KB }, 0, 'tooLarge'],
    ['an exe', { name: 'setup.exe', size: 10 }, 0, 'unsupported'],
    ['a pdf', { name: 'doc.pdf', size: 10 }, 0, 'unsupported'],
    ['HEIC in capitals', { name: 'IMG.HEIC', size: 10 }, 0, null],
    ['a 4th file', { name: 'a.gif', size: 10 }, 3, 'tooMany'],
    [
      'a 4th file that is also too large and of another type',
      { name: 'a.exe', size: UPLOAD.maxBytes },
      3,
      'tooMany',
    ],
    ['the type before the size', { name: 'a.exe', size: UPLOAD.maxBytes }, 0, 'unsupported'],
  ] as const)('%s', (_, file, attached, problem) => {
    expect(uploadProblem(file, attached)).toBe(problem);
  });
});
