import { describe, expect, test } from 'vitest';
import { APP_DOWNLOAD } from '../../../src/features/header/app-download';
import { qrModules, qrPath, type QrModules } from '../../../src/lib/qr-code';

/** The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 core. */
function isFinder(modules: QrModules, top: number, left: number): boolean {
  for (let y = 0; y < 7; y++) {
    for (let x = 0; x < 7; x++) {
      const ring = Math.max(Math.abs(y - 3), Math.abs(x - 3));
      if (modules[top + y]?.[left + x] !== (ring !== 2)) return false;
    }
  }
  return true;
}

describe('app-download QR code', () => {
  test('a real QR code: a square of a valid version with the three finder patterns', async () => {
    const modules = await qrModules(APP_DOWNLOAD.qrUrl);
    const size = modules.length;
    expect((size - 17) % 4).toBe(0);
    expect(size).toBeGreaterThanOrEqual(21);
    for (const row of modules) expect(row).toHaveLength(size);
    expect(isFinder(modules, 0, 0)).toBe(true);
    expect(isFinder(modules, 0, size - 7)).toBe(true);
    expect(isFinder(modules, size - 7, 0)).toBe(true);
    expect(isFinder(modules, size - 7, size - 7)).toBe(false);
  });

  test('a longer text needs a larger version', async () => {
    const short = await qrModules('a');
    const long = await qrModules(`${APP_DOWNLOAD.qrUrl}?${'x'.repeat(200)}`);
    expect(short).toHaveLength(21);
    expect(long.length).toBeGreaterThan(short.length);
  });

  test('empty text is refused', async () => {
    await expect(qrModules('')).rejects.toThrow(/needs some text/);
  });

  test('the path has one unit square per dark module', () => {
    expect(
      qrPath([
        [true, false],
        [false, true],
      ]),
    ).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(qrPath([[false]])).toBe('');
  });
});
