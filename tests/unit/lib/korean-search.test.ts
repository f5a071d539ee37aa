import { describe, expect, test } from 'vitest';
import { koreanIncludes, matchesSearch, toSearchable, toSearchQuery } from '../../../src/lib/korean-search';

describe('koreanIncludes', () => {
  test.each([
    ['비트코인', 'ㅂㅌ', true],
    ['비트코인', 'ㅋㅇ', true],
    ['비트코인', 'ㅂㅋ', false],
    ['비트코인', '비ㅌ', true],
    ['비트코인', 'ㅂ트', true],
    ['비트코인', '비트', true],
    ['비트코인', '빝', true], // half-typed 비트
    ['비트코인', '빛', false],
    ['비트코인', '콩', true], // half-typed 코인
    ['비트코인', '콘', false],
    ['비트코인', '코', true],
    ['비트코인 캐시', 'ㅋㅇ ㅋ', true],
    ['비트코인 캐시', 'ㅂㅌㅋㅇㅋㅅ', false], // the space is a character of the name
    ['이더리움', 'ㄹㅇ', true],
    ['이더리움', 'ㅇㄷ', true],
    ['Bitcoin', 'bit', true],
    ['Bitcoin', 'COIN', true],
    ['BTC', 'btc', true],
    ['BTC', 'bct', false],
    ['엑스알피 [리플]', '[리', true],
    ['엑스알피 [리플]', 'ㄹㅍ', true],
    ['솔라나', 'ㅅㄹ나', true],
    ['솔라나', '  ', true], // nothing to search for
    ['', 'a', false],
  ])('%s contains %j: %s', (text, query, expected) => {
    expect(koreanIncludes(text, query)).toBe(expected);
  });

  test('a prepared text answers many queries alike', () => {
    const text = toSearchable('시바이누');
    const results = ['ㅅㅂ', '바이', 'ㅇㄴ', 'ㄴㅇ'].map((q) => matchesSearch(text, toSearchQuery(q)!));
    expect(results).toEqual([true, true, true, false]);
  });

  test('an empty or blank query prepares to null', () => {
    expect(toSearchQuery('')).toBeNull();
    expect(toSearchQuery('   ')).toBeNull();
  });
});
