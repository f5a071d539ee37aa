/** The contract's Open API rules: the allowed-address schema the simulator parses with, and the signing text. */
import { describe, expect, test } from 'vitest';
import { OPEN_API, openApiAllowedIpsRequest, signingPayload } from '../../../contract';

describe('allowed addresses', () => {
  test.each([
    [[], []],
    [
      [' 1.2.3.4 ', '2001:DB8::1'],
      ['1.2.3.4', '2001:db8::1'],
    ],
  ])('%j is normalised to %j', (allowedIps, expected) => {
    expect(openApiAllowedIpsRequest.parse({ allowedIps }).allowedIps).toEqual(expected);
  });

  test.each([
    ['not an address', ['localhost']],
    ['a repeat', ['::1', '::1']],
    ['too many', Array.from({ length: OPEN_API.maxAllowedIps + 1 }, (_, n) => `10.0.0.${n}`)],
    ['not a list', '1.2.3.4'],
  ])('%s is refused', (_name, allowedIps) => {
    expect(openApiAllowedIpsRequest.safeParse({ allowedIps }).success).toBe(false);
  });
});

test('the signing text: six lines, the method in upper case, empty parts kept', () => {
  expect(
    signingPayload({
      method: 'post',
      path: '/v1/trade/orders',
      query: '',
      body: '{"a":1}',
      nonce: 'abcdefghijklmnop',
      timestamp: '1800000000000',
    }),
  ).toBe('POST\n/v1/trade/orders\n\n{"a":1}\nabcdefghijklmnop\n1800000000000');
});
