// The content decides the type, never the name: the magic numbers of the upload widget's types.
import { describe, expect, test } from 'vitest';
import { sniffMediaType } from '../../../../server/uploads/sniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
/** An ISO base media file's first box: size, "ftyp", the major brand. */
const ftyp = (brand: string) => bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 0, 0]);

describe('sniffMediaType', () => {
  test.each([
    ['JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['JPEG (Exif)', bytes([0xff, 0xd8, 0xff, 0xe1]), 'image/jpeg'],
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['GIF87a', bytes('GIF87a', [1, 0]), 'image/gif'],
    ['GIF89a', bytes('GIF89a', [1, 0]), 'image/gif'],
    ['HEIC heic', ftyp('heic'), 'image/heic'],
    ['HEIC heix', ftyp('heix'), 'image/heic'],
    ['HEIC hevc', ftyp('hevc'), 'image/heic'],
    ['HEIC hevx', ftyp('hevx'), 'image/heic'],
    ['HEIC heim', ftyp('heim'), 'image/heic'],
    ['HEIC heis', ftyp('heis'), 'image/heic'],
    ['HEIF mif1', ftyp('mif1'), 'image/heic'],
    ['HEIF msf1', ftyp('msf1'), 'image/heic'],
    ['MP4 (ftyp isom)', ftyp('isom'), null],
    ['QuickTime (ftyp qt  )', ftyp('qt  '), null],
    ['Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0]), null],
    ['ELF executable', bytes([0x7f], 'ELF', [2, 1, 1, 0]), null],
    ['a shell script', bytes('#!/bin/sh\necho hi\n'), null],
    ['plain text', bytes('hello, this is a text file'), null],
    ['PDF', bytes('%PDF-1.7\n'), null],
    ['ZIP', bytes('PK', [3, 4]), null],
    ['SVG (script-capable)', bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e, 0x47]), null],
    ['two JPEG bytes', bytes([0xff, 0xd8]), null],
    ['GIF without a version', bytes('GIF8'), null],
    ['ftyp cut before the brand', bytes([0, 0, 0, 24], 'ftyp', 'he'), null],
    ['ftyp at the wrong offset', bytes([0, 0, 0, 0, 0], 'ftypheic'), null],
    ['empty', bytes(), null],
  ])('%s → %s', (_name, content, mediaType) => {
    expect(sniffMediaType(content)).toBe(mediaType);
  });
});
