// The build's fingerprint: what changes it (a byte, a path, a file added or removed) and what does not
// (the order the inputs were listed in).
import { describe, expect, test } from 'vitest';
import {
  buildFingerprint,
  FINGERPRINT_LENGTH,
  type BuildInput,
} from '../../../../server/app-build/fingerprint';

const bytes = (text: string) => new TextEncoder().encode(text);
const BASE: BuildInput[] = [
  { path: 'src/a.ts', content: bytes('export const a = 1;') },
  { path: 'index.html', content: bytes('<html></html>') },
  { path: '.env', content: undefined },
];
const base = buildFingerprint(BASE);

describe('buildFingerprint', () => {
  test('is hex of its fixed length, the same for the same inputs', () => {
    expect(base).toMatch(new RegExp(`^[0-9a-f]{${FINGERPRINT_LENGTH}}$`));
    expect(buildFingerprint(BASE.map((input) => ({ ...input })))).toBe(base);
  });

  test.each<[string, BuildInput[], 'same' | 'changed']>([
    ['the inputs listed in another order', [...BASE].reverse(), 'same'],
    [
      'one byte of a file',
      [{ path: 'src/a.ts', content: bytes('export const a = 2;') }, ...BASE.slice(1)],
      'changed',
    ],
    [
      'a file renamed, same bytes',
      [{ path: 'src/b.ts', content: bytes('export const a = 1;') }, ...BASE.slice(1)],
      'changed',
    ],
    ['a file added', [...BASE, { path: 'src/c.ts', content: bytes('') }], 'changed'],
    ['a file removed', BASE.slice(1), 'changed'],
    [
      'an optional file that appears, empty',
      [...BASE.slice(0, 2), { path: '.env', content: bytes('') }],
      'changed',
    ],
    [
      'bytes moved from one file to the next',
      [
        { path: 'src/a.ts', content: bytes('export const a = 1') },
        { path: 'index.html', content: bytes(';<html></html>') },
        BASE[2]!,
      ],
      'changed',
    ],
  ])('%s: %s', (_name, inputs, expected) => {
    expect(buildFingerprint(inputs) === base ? 'same' : 'changed').toBe(expected);
  });
});
