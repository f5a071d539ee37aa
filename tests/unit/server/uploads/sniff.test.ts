// The content decides the type, never the name: the magic numbers of the upload widget's types; and a
// picture's width and height come from its header, bounded before anything decodes it.
import { describe, expect, test } from 'vitest';
import { UPLOAD } from '../../../../contract';
import { exceedsImageBounds, imageDimensions, sniffMediaType } from '../../../../server/uploads/sniff';

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

/** A big-endian number of `size` bytes. */
const be = (value: number, size: 2 | 4) =>
  Array.from({ length: size }, (_, i) => (value >>> (8 * (size - 1 - i))) & 0xff);
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (width: number, height: number) =>
  bytes(PNG_SIGNATURE, be(13, 4), 'IHDR', be(width, 4), be(height, 4), [8, 6, 0, 0, 0]);
/** A JPEG segment: marker and its content, the length in front. */
const segment = (marker: number, content: number[]) => [
  0xff,
  marker,
  ...be(content.length + 2, 2),
  ...content,
];
const frame = (marker: number, width: number, height: number) =>
  segment(marker, [8, ...be(height, 2), ...be(width, 2), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
/** An ISO base media box: size, type, content. */
const box = (type: string, ...content: (number[] | Uint8Array)[]) => {
  const inner = content.flatMap((part) => [...part]);
  return bytes(be(8 + inner.length, 4), type, inner);
};
const FULL = [0, 0, 0, 0];
const ispe = (width: number, height: number) => box('ispe', FULL, be(width, 4), be(height, 4));
const heif = (...properties: Uint8Array[]) =>
  bytes(
    [...box('ftyp', bytes('heic', [0, 0, 0, 0], 'mif1heic'))],
    [
      ...box(
        'meta',
        FULL,
        box('hdlr', FULL, [0, 0, 0, 0], bytes('pict')),
        box('iprp', box('ipco', ...properties)),
      ),
    ],
  );

describe('imageDimensions', () => {
  test.each([
    ['PNG', png(640, 480), 'image/png', { width: 640, height: 480 }],
    [
      'PNG claiming 50,000 × 50,000 in 33 bytes',
      png(50_000, 50_000),
      'image/png',
      { width: 50_000, height: 50_000 },
    ],
    [
      'PNG without IHDR first',
      bytes(PNG_SIGNATURE, be(13, 4), 'IDAT', be(1, 4), be(1, 4)),
      'image/png',
      null,
    ],
    ['PNG cut in the IHDR', png(640, 480).subarray(0, 20), 'image/png', null],
    ['PNG of width 0', png(0, 480), 'image/png', null],
    [
      'JPEG: APP0, Exif, tables, then the baseline frame',
      bytes(
        [0xff, 0xd8],
        segment(0xe0, [...Buffer.from('JFIF\0')]),
        segment(0xe1, new Array(300).fill(7)),
        segment(0xdb, new Array(65).fill(1)),
        frame(0xc0, 4032, 3024),
      ),
      'image/jpeg',
      { width: 4032, height: 3024 },
    ],
    [
      'JPEG progressive (SOF2)',
      bytes([0xff, 0xd8], frame(0xc2, 800, 600)),
      'image/jpeg',
      { width: 800, height: 600 },
    ],
    [
      'JPEG with fill bytes before a marker',
      bytes([0xff, 0xd8, 0xff, 0xff], frame(0xc1, 20_000, 20_000)),
      'image/jpeg',
      { width: 20_000, height: 20_000 },
    ],
    // DHT (C4) sits among the frame markers but is a table: skipped, the frame after it counts.
    [
      'JPEG: DHT is not a frame',
      bytes([0xff, 0xd8], segment(0xc4, [0, 1, 2, 3, 4]), frame(0xc0, 10, 20)),
      'image/jpeg',
      { width: 10, height: 20 },
    ],
    ['JPEG: a scan before any frame', bytes([0xff, 0xd8], segment(0xda, [1, 2, 3])), 'image/jpeg', null],
    ['JPEG: the end before any frame', bytes([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg', null],
    ['JPEG: zeros after the start', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 'image/jpeg', null],
    [
      'JPEG: a segment running past the end',
      bytes([0xff, 0xd8], segment(0xe1, [1, 2, 3]).slice(0, 5)),
      'image/jpeg',
      null,
    ],
    ['JPEG: height 0 (a DNL picture)', bytes([0xff, 0xd8], frame(0xc0, 100, 0)), 'image/jpeg', null],
    ['GIF', bytes('GIF89a', [0x80, 0x02, 0xe0, 0x01]), 'image/gif', { width: 640, height: 480 }],
    ['GIF cut short', bytes('GIF89a', [0x80]), 'image/gif', null],
    ['HEIF with one ispe', heif(ispe(4032, 3024)), 'image/heic', { width: 4032, height: 3024 }],
    [
      'HEIF grid: tiles and the whole',
      heif(ispe(512, 512), ispe(12_000, 9_000), ispe(512, 512)),
      'image/heic',
      { width: 12_000, height: 9_000 },
    ],
    ['HEIF without ispe', heif(box('colr', [1, 2, 3, 4])), 'image/heic', null],
    ['HEIF without meta', ftyp('heic'), 'image/heic', null],
    [
      'HEIF with a box running past the end',
      bytes([...ftyp('heic')], be(1000, 4), 'meta'),
      'image/heic',
      null,
    ],
  ] as const)('%s', (_, content, mediaType, dimensions) => {
    expect(imageDimensions(content, mediaType)).toEqual(dimensions);
  });
});

describe('exceedsImageBounds', () => {
  test.each([
    [640, 480, false],
    [UPLOAD.maxImageSide, 5_000, false],
    [8_000, 6_000, false],
    [UPLOAD.maxImageSide + 1, 1, true],
    [1, UPLOAD.maxImageSide + 1, true],
    [9_000, 6_000, true],
    [50_000, 50_000, true],
  ])('%i × %i → %s', (width, height, exceeds) => {
    expect(exceedsImageBounds({ width, height })).toBe(exceeds);
  });
});
