// The build cache's rules on folder names: which entry serves these sources, and what is removed once a
// new build is in place.
import { describe, expect, test } from 'vitest';
import {
  buildFolderName,
  cachedBuildFolder,
  partialFolderName,
  staleCacheEntries,
  type CacheEntry,
} from '../../../../server/app-build/cache-folders';

describe('cachedBuildFolder', () => {
  test.each<[string, string[], string | undefined]>([
    ['an empty cache', [], undefined],
    ['a build of other sources', ['build-0000000000000001'], undefined],
    ['only a partial build of these sources', [partialFolderName(7, 'ab')], undefined],
    [
      'a build of these sources',
      ['build-0000000000000001', 'build-00000000000000aa'],
      'build-00000000000000aa',
    ],
  ])('%s', (_name, entries, expected) => {
    expect(cachedBuildFolder(entries, '00000000000000aa')).toBe(expected);
  });

  test('names: a build by its fingerprint, a partial one by its process and a token', () => {
    expect(buildFolderName('00000000000000aa')).toBe('build-00000000000000aa');
    expect(partialFolderName(4242, '9f3c')).toBe('partial-4242-9f3c');
  });
});

describe('staleCacheEntries', () => {
  const entry = (name: string, mtimeMs: number): CacheEntry => ({ name, mtimeMs });
  const running = new Set([100]);
  const isRunning = (pid: number) => running.has(pid);

  test.each<[string, CacheEntry[], string[]]>([
    ['only the current build', [entry('build-c', 5)], []],
    [
      'the current and one other: the other may still be served',
      [entry('build-c', 5), entry('build-b', 4)],
      [],
    ],
    [
      'older builds beyond the newest other one',
      [entry('build-a', 1), entry('build-c', 5), entry('build-b', 4), entry('build-z', 2)],
      ['build-z', 'build-a'],
    ],
    [
      'the newest other by time, not by name',
      [entry('build-c', 5), entry('build-a', 9), entry('build-b', 1)],
      ['build-b'],
    ],
    [
      'a partial build of a process that is gone, not of one still building',
      [entry('build-c', 5), entry('partial-100-aa', 6), entry('partial-200-bb', 3)],
      ['partial-200-bb'],
    ],
    ['anything else is left alone', [entry('build-c', 5), entry('notes.txt', 0), entry('partial-x', 0)], []],
  ])('%s', (_name, entries, expected) => {
    expect(staleCacheEntries(entries, 'build-c', isRunning)).toEqual(expected);
  });
});
