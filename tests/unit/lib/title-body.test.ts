import { describe, expect, test } from 'vitest';
import { alertTitleBody, memberTitleBody, splitTitleBody } from '../../../src/lib/title-body';

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

describe('splitTitleBody', () => {
  test.each([
    ['Service blocked||Contact support.', { title: 'Service blocked', body: 'Contact support.' }],
    [' Title || Body ', { title: 'Title', body: 'Body' }],
    ['Only a body', { title: '', body: 'Only a body' }],
    ['||Body only', { title: '', body: 'Body only' }],
    ['Title only||', { title: 'Title only', body: '' }],
    ['A||B||C', { title: 'A', body: 'B||C' }],
    ['', { title: '', body: '' }],
    ['single | bar', { title: '', body: 'single | bar' }],
  ])('%j', (message, expected) => {
    expect(splitTitleBody(message)).toEqual(expected);
  });
});

describe('memberTitleBody', () => {
  test.each<[string, string[], { title: string; body: string }]>([
    // The service block as the exchange once sent it: its block type after the body.
    [
      '서비스 이용 제한||고객센터로 문의해 주세요.: SERVICE_BLOCK',
      ['BLOCK', 'SERVICE_BLOCK'],
      { title: '서비스 이용 제한', body: '고객센터로 문의해 주세요.' },
    ],
    // A code-shaped word is a code even when the answer does not name it; two are both taken off.
    ['Refused||Try later.: TOO_MANY_OPEN_ORDERS', [], { title: 'Refused', body: 'Try later.' }],
    ['Refused: BLOCK: SERVICE_BLOCK', ['BLOCK'], { title: '', body: 'Refused' }],
    // The answer's own code, whatever its shape.
    [
      '인증이 차단되었습니다.: member.fail.00086',
      ['member.fail.00086'],
      { title: '', body: '인증이 차단되었습니다.' },
    ],
    // What a member reads after a colon stays: a coin, a time, a number.
    ['No such coin: BTC', ['NOT_FOUND'], { title: '', body: 'No such coin: BTC' }],
    ['Opens at: 09:00', [], { title: '', body: 'Opens at: 09:00' }],
    ['Order refused||Not enough KRW.', ['BAD_REQUEST'], { title: 'Order refused', body: 'Not enough KRW.' }],
    ['', [], { title: '', body: '' }],
  ])('%j', (message, codes, expected) => {
    expect(memberTitleBody(message, codes)).toEqual(expected);
  });
});
