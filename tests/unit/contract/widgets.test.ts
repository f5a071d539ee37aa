import { describe, expect, test } from 'vitest';
import {
  CAPTCHA,
  captchaRetryDelayMs,
  fileExtension,
  fileNameAccepted,
  UPLOAD,
  uploadProblem,
} from '../../../contract';

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

describe('fileNameAccepted', () => {
  test.each([
    ['a plain name', 'scan.png', true],
    ['Korean, spaces, brackets, an emoji', '신분증 (앞면) 📷.jpg', true],
    ['Arabic letters (right to left by themselves)', 'صورة.png', true],
    [`${UPLOAD.maxFileNameLength} characters`, `${'a'.repeat(UPLOAD.maxFileNameLength - 4)}.png`, true],
    [`${UPLOAD.maxFileNameLength + 1} characters`, `${'a'.repeat(UPLOAD.maxFileNameLength - 3)}.png`, false],
    ['right-to-left override U+202E', 'invoice\u202Efdp.png', false],
    ['left-to-right override U+202D', 'a\u202D.png', false],
    ['right-to-left isolate U+2067', 'a\u2067.png', false],
    ['right-to-left mark U+200F', 'a\u200F.png', false],
    ['Arabic letter mark U+061C', 'a\u061C.png', false],
    ['zero-width space U+200B', 'a\u200B.png', false],
    ['byte order mark U+FEFF', '\uFEFFa.png', false],
    ['a NUL', 'a\u0000.png', false],
    ['a line break', 'a\nb.png', false],
    ['DEL', 'a\u007F.png', false],
    ['a C1 control U+0085', 'a\u0085.png', false],
    ['line separator U+2028', 'a\u2028.png', false],
    ['paragraph separator U+2029', 'a\u2029.png', false],
  ])('%s → %s', (_, name, accepted) => {
    expect(fileNameAccepted(name)).toBe(accepted);
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
    [
      'a right-to-left override ("invoicegnp.pdf")',
      { name: 'invoice\u202Efdp.png', size: 10 },
      0,
      'fileName',
    ],
    ['the name before the type', { name: 'a\u202E.exe', size: 10 }, 0, 'fileName'],
    ['a 4th file with a bad name', { name: 'a\u202E.png', size: 10 }, 3, 'tooMany'],
  ] as const)('%s', (_, file, attached, problem) => {
    expect(uploadProblem(file, attached)).toBe(problem);
  });
});
