import { describe, expect, test } from 'vitest';
import { alertTitleBody, splitTitleBody } from '../../../src/lib/title-body';

describe('alert message split', () => {
  test.each<[string | undefined, string, { title: string; body: string }]>([
    [undefined, '주문 안내||주문이 접수되었습니다.', { title: '주문 안내', body: '주문이 접수되었습니다.' }],
    [undefined, 'Only a body', { title: '', body: 'Only a body' }],
    [undefined, ' Title || Body ', { title: 'Title', body: 'Body' }],
    [undefined, 'A||B||C', { title: 'A', body: 'B||C' }],
    [undefined, 'single | bar', { title: '', body: 'single | bar' }],
    ['Given', 'Carried||Body', { title: 'Given', body: 'Body' }],
    ['  ', 'Carried||Body', { title: 'Carried', body: 'Body' }],
    ['Given', 'No separator', { title: 'Given', body: 'No separator' }],
    [undefined, '', { title: '', body: '' }],
  ])('title %j, message %j', (title, message, expected) => {
    expect(alertTitleBody(title, message)).toEqual(expected);
  });

  test('another separator can be named', () => {
    expect(splitTitleBody('a##b', '##')).toEqual({ title: 'a', body: 'b' });
  });
});
