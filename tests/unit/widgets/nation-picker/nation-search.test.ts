import { describe, expect, test } from 'vitest';
import type { Nation } from '../../../../contract';
import {
  nationName,
  nationSearchIndex,
  phoneCodeLabel,
  phoneCodeQuery,
  searchNations,
} from '../../../../src/widgets/nation-picker/nation-search';

const nation = (
  nationCode: string,
  nationName: string,
  nationNameEn: string,
  intnlPhoneNo: string,
  isBlocked = false,
): Nation => ({
  nationCode,
  nationName,
  nationNameEn,
  intnlPhoneNo,
  isBlocked,
});

const NATIONS: Nation[] = [
  nation('KR', '대한민국', 'Korea, Republic of', '82'),
  nation('KP', '조선민주주의인민공화국', "Korea, Democratic People's Republic of", '850', true),
  nation('US', '미국', 'United States', '1'),
  nation('JP', '일본', 'Japan', '81'),
  nation('HK', '홍콩', 'Hong Kong', '852'),
  nation('DE', '독일', 'Germany', '49'),
  nation('IR', '이란', 'Iran', '98', true),
];

const index = nationSearchIndex(NATIONS);
const codes = (query: string, countryOnly = false) =>
  searchNations(index, query, { countryOnly }).map((found) => found.nationCode);

describe('nation search', () => {
  test.each<[string, string, boolean, string[]]>([
    [
      'an empty query lists every nation not blocked, in the exchange order',
      '',
      false,
      ['KR', 'US', 'JP', 'HK', 'DE'],
    ],
    ['blanks are an empty query', '   ', false, ['KR', 'US', 'JP', 'HK', 'DE']],
    ['initial consonants find the Korean name', 'ㄷㅎㅁㄱ', false, ['KR']],
    ['a part of the Korean name', '한민', false, ['KR']],
    ['a half-typed last syllable (IME)', '대한민구', false, ['KR']],
    ['Latin ignores case', 'kor', false, ['KR']],
    ['Latin upper case', 'JAPAN', false, ['JP']],
    ['an English name part', 'states', false, ['US']],
    ['a calling code with +', '+82', false, ['KR']],
    ['a calling code without +', '82', false, ['KR']],
    ['a code matches from its start', '8', false, ['KR', 'JP', 'HK']],
    ['a code does not match inside', '52', false, []],
    ['+ and a space before the digits', '+ 852', false, ['HK']],
    ['a blocked nation is never found by name', '조선', false, []],
    ['a blocked nation is never found by code', '850', false, []],
    ['a blocked nation is never found in English', 'iran', false, []],
    ['nothing matches', 'zzz', false, []],
    ['country-only: names still match', 'ㄷㅎㅁㄱ', true, ['KR']],
    ['country-only: "+82" finds nothing', '+82', true, []],
    ['country-only: "82" finds nothing', '82', true, []],
    ['country-only: Latin still matches', 'kor', true, ['KR']],
  ])('%s: %j', (_case, query, countryOnly, expected) => {
    expect(codes(query, countryOnly)).toEqual(expected);
  });

  test.each([
    ['+82', '82'],
    ['82', '82'],
    [' +1 ', '1'],
    ['+', null],
    ['82a', null],
    ['kor', null],
    ['', null],
  ])('phoneCodeQuery(%j) is %j', (query, expected) => {
    expect(phoneCodeQuery(query)).toBe(expected);
  });

  test('names are shown in the current language, the code with +', () => {
    const korea = NATIONS[0]!;
    expect(nationName(korea, 'ko')).toBe('대한민국');
    expect(nationName(korea, 'en')).toBe('Korea, Republic of');
    expect(nationName(korea, 'en-US')).toBe('Korea, Republic of');
    expect(phoneCodeLabel(korea)).toBe('+82');
  });

  test('an empty list (a failed call) finds nothing', () => {
    expect(searchNations(nationSearchIndex([]), '', { countryOnly: false })).toEqual([]);
  });
});
