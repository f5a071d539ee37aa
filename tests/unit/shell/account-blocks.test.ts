// The member blocks of the exchange on the app's side (chart spec §6): the refusal's block type read in
// one place, each type mapped onto a redirect or a dialog, and the remembered redirect in the page guard.
import { describe, expect, test } from 'vitest';
import { BLOCK_TYPES, type BlockType } from '../../../contract';
import { blockTypeOf, type StatusType } from '../../../src/api/status';
import { blockActionFor, blockTargetFor, KRW_DEPOSIT_PATH } from '../../../src/shell/account-blocks';
import { accountRestriction } from '../../../src/shell/page-rules';
import { shellActionFor, type ShellAction } from '../../../src/shell/rules';
import { demoUser } from '../../fixtures/user';

const MESSAGE = '서비스 이용 제한||고객님의 계정은 현재 서비스 이용이 제한되어 있습니다.';
const SPLIT = { title: '서비스 이용 제한', body: '고객님의 계정은 현재 서비스 이용이 제한되어 있습니다.' };

describe('blockTypeOf', () => {
  test.each<[StatusType, unknown, BlockType | null]>([
    ['Block', { blockType: 'CUSTOMER_CONFIRM' }, 'CUSTOMER_CONFIRM'],
    ['Block', { blockType: 'CHECK_ACCOUNT' }, 'CHECK_ACCOUNT'],
    ['Block', null, null],
    ['Block', { blockType: 'FROZEN' }, null],
    ['Block', 'CUSTOMER_CONFIRM', null],
    ['Error', { blockType: 'CUSTOMER_CONFIRM' }, null],
  ])('%s with data %j → %s', (statusType, data, expected) => {
    expect(blockTypeOf({ statusType, data })).toBe(expected);
  });
});

describe('what each block type shows (shellActionFor)', () => {
  test.each<[BlockType, ShellAction]>([
    ['CUSTOMER_CONFIRM', { kind: 'blockRedirect', to: '/block/kyc' }],
    ['EMAIL_TRANSFER', { kind: 'blockRedirect', to: '/legacy/member_operation/trans_email_change' }],
    ['CORPORATE_MEMBER', { kind: 'blockRedirect', to: '/block/corporate' }],
    ['CHECK_CUSTOMER_CONFIRM', { kind: 'dialog', request: { type: 'checkCustomerConfirm', props: {} } }],
    ['CHECK_ACCOUNT', { kind: 'dialog', request: { type: 'checkAccount', props: {} } }],
    ['SUB_ACCOUNT', { kind: 'blockRedirect', to: '/block/sub-accounts-info' }],
    ['SERVICE_BLOCK', { kind: 'dialog', request: { type: 'serviceBlock', props: SPLIT } }],
  ])('%s', (blockType, expected) => {
    expect(shellActionFor({ statusType: 'Block', message: MESSAGE, data: { blockType } })).toEqual(expected);
    expect(blockActionFor(blockType, SPLIT)).toEqual(expected);
  });

  test('every block type is mapped', () => {
    for (const blockType of BLOCK_TYPES) expect(blockActionFor(blockType, SPLIT).kind).toMatch(/\w/);
  });

  test('a block without a type (the fault switch) is the service block', () => {
    expect(shellActionFor({ statusType: 'Block', message: MESSAGE, data: null })).toEqual({
      kind: 'dialog',
      request: { type: 'serviceBlock', props: SPLIT },
    });
  });

  test('the check-account dialog leads to the KRW deposit page', () => {
    expect(KRW_DEPOSIT_PATH).toBe('/inout/deposit/KRW');
  });
});

describe('the remembered redirect', () => {
  test.each<[number | null, number, string | null]>([
    [1001, 1001, '/block/kyc'],
    [1002, 1001, null],
    [null, 1001, null],
  ])('learnt for member %s, read for member %s → %s', (learnt, reader, expected) => {
    expect(blockTargetFor({ memNo: learnt, target: '/block/kyc' }, reader)).toBe(expected);
  });

  test.each<[string, string | null, string | null]>([
    ['/', '/block/kyc', '/block/kyc'],
    ['/trade/order/BTC-KRW', '/block/kyc', '/block/kyc'],
    ['/inout/deposit/KRW', '/block/corporate', '/block/corporate'],
    // Already there, or on a page a restricted member may still see.
    ['/block/kyc', '/block/kyc', null],
    ['/legacy/member_operation/trans_email_change', '/legacy/member_operation/trans_email_change', null],
    ['/terms/info-terms', '/block/kyc', null],
    ['/info/fee/trade', '/block/kyc', null],
    ['/block/corporate', '/block/kyc', null],
    ['/', null, null],
  ])('on %s with the block target %s → %s', (path, target, expected) => {
    expect(accountRestriction(demoUser(), path, target)).toBe(expected);
  });

  test("the account's own state comes first", () => {
    const dormant = demoUser({ status: 'H' });
    expect(accountRestriction(dormant, '/', '/block/kyc')).toBe('/legacy/member_operation/dormant_member');
  });
});
