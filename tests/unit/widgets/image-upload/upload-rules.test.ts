import { describe, expect, test } from 'vitest';
import { ERROR_CODES, UPLOAD, UPLOAD_MESSAGES } from '../../../../contract';
import { ApiError } from '../../../../src/api/api-error';
import {
  judgeChosenFiles,
  refusalProblem,
  UPLOAD_ACCEPT,
  uploadMessage,
} from '../../../../src/widgets/image-upload/upload-rules';

const KB = 1_024;
const file = (name: string, kb = 100) => ({ name, size: kb * KB });

describe('judging chosen files', () => {
  test.each<[string, { name: string; size: number }[], number, (string | null)[]]>([
    ['5,119 KB passes', [file('a.png', 5_119)], 0, [null]],
    ['5,119 KB and 1,023 bytes passes', [{ name: 'a.png', size: 5_120 * KB - 1 }], 0, [null]],
    ['5,120 KB is refused', [file('a.png', 5_120)], 0, ['tooLarge']],
    ['more than 5,120 KB is refused', [file('a.png', 9_000)], 0, ['tooLarge']],
    ['the third file passes', [file('c.jpg')], 2, [null]],
    ['a fourth file is refused for the count', [file('d.jpg')], 3, ['tooMany']],
    [
      'four chosen at once: the fourth is refused',
      [file('a.jpg'), file('b.jpg'), file('c.jpg'), file('d.jpg')],
      0,
      [null, null, null, 'tooMany'],
    ],
    [
      'a refused file takes no slot',
      [file('a.exe'), file('b.jpg'), file('c.jpg'), file('d.jpg')],
      0,
      ['unsupported', null, null, null],
    ],
    ['a too large file takes no slot', [file('a.png', 6_000), file('b.png')], 2, ['tooLarge', null]],
    ['the count comes before the type', [file('a.exe')], 3, ['tooMany']],
    ['the type comes before the size', [file('a.exe', 9_000)], 0, ['unsupported']],
    ['extensions ignore case', [file('A.JPG'), file('b.Png'), file('c.HEIC')], 0, [null, null, null]],
    ['gif and jpeg', [file('a.gif'), file('b.jpeg')], 0, [null, null]],
    ['an unsupported type', [file('a.pdf')], 0, ['unsupported']],
    ['no extension', [file('photo')], 0, ['unsupported']],
    ['a trailing dot', [file('photo.')], 0, ['unsupported']],
    ['a dot file', [file('.png')], 0, ['unsupported']],
    ['only the last extension counts', [file('a.png.exe'), file('a.exe.png')], 0, ['unsupported', null]],
  ])('%s', (_case, files, taken, expected) => {
    expect(judgeChosenFiles(files, taken).map((judged) => judged.problem)).toEqual(expected);
  });

  test.each(UPLOAD.extensions)('the allowed extension %s passes', (extension) => {
    expect(judgeChosenFiles([file(`x.${extension}`)], 0)[0]?.problem).toBeNull();
  });

  test('each file keeps its own judgement', () => {
    const chosen = [file('a.png'), file('b.exe')];
    expect(judgeChosenFiles(chosen, 0).map((judged) => judged.file)).toEqual(chosen);
  });

  test('the file input offers the allowed extensions', () => {
    expect(UPLOAD_ACCEPT).toBe('.jpg,.jpeg,.png,.gif,.heic');
  });
});

describe('messages', () => {
  test.each([
    ['tooLarge', 'en', 'You cannot register a file larger than 5,120KB.'],
    ['unsupported', 'en', 'This is an unsupported file format. Please try again.'],
    ['tooMany', 'en', 'Up to 3 cases can be attached.'],
    ['tooLarge', 'ko', UPLOAD_MESSAGES.tooLarge.ko],
    ['unsupported', 'ko', UPLOAD_MESSAGES.unsupported.ko],
    ['tooMany', 'ko', UPLOAD_MESSAGES.tooMany.ko],
    [
      'fileName',
      'en',
      'The file name has characters that cannot be used, or is too long. Rename the file and try again.',
    ],
    ['dimensions', 'en', 'You cannot register an image over 10,000 pixels a side or 50 megapixels.'],
    ['dimensions', 'ko', UPLOAD_MESSAGES.dimensions.ko],
    ['tooMany', 'en-GB', 'Up to 3 cases can be attached.'],
  ] as const)('%s in %s', (problem, language, text) => {
    expect(uploadMessage(problem, language)).toBe(text);
  });
});

describe('refusals', () => {
  const refusal = (data: unknown, code: string = ERROR_CODES.attachmentRefused) =>
    new ApiError({ kind: 'http', httpStatus: 400, code, message: 'refused' }, data);

  test.each<[string, unknown, string | null]>([
    ['the type read from the content', refusal({ problem: 'unsupported' }), 'unsupported'],
    ['the size', refusal({ problem: 'tooLarge' }), 'tooLarge'],
    ['the count', refusal({ problem: 'tooMany' }), 'tooMany'],
    ['the name', refusal({ problem: 'fileName' }), 'fileName'],
    ['the width and height', refusal({ problem: 'dimensions' }), 'dimensions'],
    ['an unknown problem', refusal({ problem: 'virus' }), null],
    ['no data', refusal(null), null],
    ['another code', refusal({ problem: 'unsupported' }, 'BAD_REQUEST'), null],
    ['a timeout', new ApiError({ kind: 'timeout' }), null],
    ['not an ApiError', new Error('boom'), null],
  ])('%s', (_case, error, expected) => {
    expect(refusalProblem(error)).toBe(expected);
  });
});
