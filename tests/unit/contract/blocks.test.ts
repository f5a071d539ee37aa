import { describe, expect, test } from 'vitest';
import {
  API,
  BLOCK_SCOPE,
  BLOCK_TYPES,
  blockRefuses,
  blockRefusalSchema,
  type BlockType,
} from '../../../contract';

const ACCOUNT_BLOCKS = BLOCK_TYPES.filter((type) => BLOCK_SCOPE[type] === 'account');
const ACTION_BLOCKS = BLOCK_TYPES.filter((type) => BLOCK_SCOPE[type] === 'actions');

describe('what a block refuses', () => {
  test('the two check types are the action blocks', () => {
    expect(ACTION_BLOCKS).toEqual(['CHECK_CUSTOMER_CONFIRM', 'CHECK_ACCOUNT']);
  });

  const calls: [string, string, string, boolean, boolean][] = [
    // method, route path, what it is, refused by an account block, refused by an action block
    ['GET', API.assets, 'assets', true, false],
    ['GET', API.orders, 'orders list', true, false],
    ['POST', API.orders, 'placing an order', true, true],
    ['POST', `${API.orders}/:orderId/replace`, 'replacing an order', true, true],
    ['DELETE', `${API.orders}/:orderId`, 'cancelling an order', true, false],
    ['POST', API.withdraw, 'coin withdrawal', true, true],
    ['POST', API.krwWithdraw, 'KRW withdrawal', true, true],
    ['POST', API.krwDeposit, 'KRW deposit', true, false],
    ['PUT', API.withdrawCancel, 'withdrawal cancel', true, false],
    ['GET', API.blockStatus, 'block status', true, false],
    ['GET', API.premiumGrade, 'premium grade', true, false],
    ['GET', API.creditStatus, 'Plus buy status', true, false],
    ['GET', API.drawings, 'chart drawings', true, false],
    ['PUT', API.drawing(':id'), 'keeping a drawing', true, false],
    ['GET', API.me, 'who is logged in', false, false],
    ['POST', API.logout, 'logout', false, false],
    ['GET', API.smsToken, 'other SMS send', false, false],
    ['POST', API.smsToken, 'other SMS confirm', false, false],
    ['POST', '/v1/members/sms/token', 'member SMS v1', false, false],
    ['POST', '/v1/members/sms/token/confirm', 'member SMS confirm', false, false],
    ['POST', '/v2/members/sms/token', 'member SMS v2', false, false],
    ['GET', '/v1/terms', 'terms', false, false],
    ['GET', '/v1/terms/:type', 'a terms document', false, false],
    ['GET', '/v1/termsx', 'a path that only starts like terms', true, false],
  ];

  test.each(calls)('%s %s (%s)', (method, path, _what, byAccount, byAction) => {
    for (const type of ACCOUNT_BLOCKS) expect(blockRefuses(type, method, path)).toBe(byAccount);
    for (const type of ACTION_BLOCKS) expect(blockRefuses(type, method, path)).toBe(byAction);
  });
});

test.each<[unknown, BlockType | null]>([
  [{ blockType: 'CUSTOMER_CONFIRM' }, 'CUSTOMER_CONFIRM'],
  [{ blockType: 'SERVICE_BLOCK' }, 'SERVICE_BLOCK'],
  [{ blockType: 'FROZEN' }, null],
  [null, null],
  [{}, null],
])('the refusal data %j reads as %s', (data, expected) => {
  const parsed = blockRefusalSchema.safeParse(data);
  expect(parsed.success ? parsed.data.blockType : null).toBe(expected);
});
