import { describe, expect, test } from 'vitest';
import { compareVersions, isNewerVersion, parseVersion } from '../../../src/lib/version';

describe('compareVersions', () => {
  test.each([
    ['0.1.0', '0.1.0', 0],
    ['0.1.1', '0.1.0', 1],
    ['0.2.0', '0.10.0', -1],
    ['1.0', '1.0.0', 0],
    ['v1.2.3', '1.2.3', 0],
    ['1.0.0-rc.1', '1.0.0', -1],
    ['1.0.0', '1.0.0-rc.1', 1],
    ['1.0.0-rc.2', '1.0.0-rc.10', -1],
    ['1.0.0-alpha', '1.0.0-beta', -1],
    ['1.0.0-rc', '1.0.0-rc.1', -1],
    ['2.0.0+build.5', '2.0.0', 0],
  ] as const)('%s vs %s → %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });

  test.each(['', 'latest', '1..0', '1.0.x', 'abc1.0'])('%j is not a version', (value) => {
    expect(parseVersion(value)).toBeNull();
    expect(compareVersions(value, '1.0.0')).toBeNull();
  });
});

describe('isNewerVersion', () => {
  test.each([
    ['0.2.0', '0.1.0', true],
    ['0.1.0', '0.1.0', false],
    ['0.0.9', '0.1.0', false],
    ['garbage', '0.1.0', false],
  ] as const)('remote %s, built %s → %s', (remote, built, expected) => {
    expect(isNewerVersion(remote, built)).toBe(expected);
  });
});
