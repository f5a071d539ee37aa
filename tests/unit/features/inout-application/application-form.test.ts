import { describe, expect, test } from 'vitest';
import type { WithdrawNetwork } from '../../../../contract';
import {
  defaultNetwork,
  depositValuesOf,
  judgeDeposit,
  judgeReturn,
  networkChange,
  returnValuesOf,
  type DepositValues,
  type ReturnValues,
} from '../../../../src/features/inout-application/application-form';
import {
  applicationRecord,
  DEPOSIT_SEQ,
  heldDeposit,
  previousDepositDetail,
  previousRefundDetail,
  uploaded,
} from '../../../fixtures/inout-application';

function network(networkName: string, secondAddressName: string | null = null): WithdrawNetwork {
  return { networkName, fees: { LOW: 0.1, STANDARD: 0.2, FAST: 0.5 }, minQuantity: 0.001, secondAddressName };
}

const BITCOIN = network('Bitcoin');
const STACKS = network('Stacks', 'Memo');
const NETWORKS = [BITCOIN, STACKS];

const validDeposit: DepositValues = {
  exchangeName: 'Upland Exchange',
  firstAddress: 'bc1qsender0address9xyz',
  secondAddressName: '',
  secondAddress: '',
  attachments: [uploaded('proof.png')],
  isAgreePersonalInformation: true,
  isAgreeNoMoneyLaundering: true,
};

const validReturn: ReturnValues = {
  refundType: 'EXCHANGE',
  exchangeName: 'Harbor Exchange',
  networkName: 'Bitcoin',
  firstAddress: 'bc1qreturn0address55',
  secondAddressName: '',
  secondAddress: '',
  custType: 'personal',
  corpName: '',
  corpRepName: '',
  attachments: [uploaded('proof.png')],
  isAgreeRefundRequest: true,
  isAgreePersonalInformation: true,
  isAgreeNoMoneyLaundering: true,
};

describe('the forms start from a previous application, else from the deposit', () => {
  test('a first deposit application: the deposit’s sending address and memo, nothing agreed or attached', () => {
    const entry = heldDeposit({ secondAddressName: 'Memo', secondAddress: 'm-1' });
    expect(depositValuesOf(entry, null)).toEqual({
      exchangeName: '',
      firstAddress: 'bc1qsender0address9xyz',
      secondAddressName: 'Memo',
      secondAddress: 'm-1',
      attachments: [],
      isAgreePersonalInformation: false,
      isAgreeNoMoneyLaundering: false,
    });
  });

  test('a deposit re-application: the previous texts (a blank memo stays blank), never its documents or consents', () => {
    const record = applicationRecord({
      depositRequestDetail: previousDepositDetail({ secondAddressName: null, secondAddress: null }),
    });
    expect(depositValuesOf(heldDeposit({ secondAddress: 'sender-memo' }), record)).toEqual({
      exchangeName: 'Upland Exchange',
      firstAddress: 'bc1qprevious0address77',
      secondAddressName: '',
      secondAddress: '',
      attachments: [],
      isAgreePersonalInformation: false,
      isAgreeNoMoneyLaundering: false,
    });
  });

  test('a record of the other kind fills nothing', () => {
    const record = applicationRecord({ refundRequestDetail: previousRefundDetail() });
    expect(depositValuesOf(heldDeposit(), record)).toEqual(depositValuesOf(heldDeposit(), null));
  });

  test('a first return application: to an exchange, on the deposit’s network, as a person, no address given', () => {
    expect(returnValuesOf(heldDeposit(), null, NETWORKS)).toEqual({
      ...validReturn,
      exchangeName: '',
      firstAddress: '',
      attachments: [],
      isAgreeRefundRequest: false,
      isAgreePersonalInformation: false,
      isAgreeNoMoneyLaundering: false,
    });
  });

  test('a return re-application: the previous type, exchange, network, addresses and corporation', () => {
    const record = applicationRecord({ stateCode: '24', refundRequestDetail: previousRefundDetail() });
    expect(returnValuesOf(heldDeposit(), record, NETWORKS)).toEqual({
      refundType: 'EXCHANGE',
      exchangeName: 'Harbor Exchange',
      networkName: 'Bitcoin',
      firstAddress: 'bc1qreturn0address55',
      secondAddressName: 'Tag',
      secondAddress: 'tag_9',
      custType: 'corporation',
      corpName: 'Gildong Trading Co.',
      corpRepName: 'Hong Gildong',
      attachments: [],
      isAgreeRefundRequest: false,
      isAgreePersonalInformation: false,
      isAgreeNoMoneyLaundering: false,
    });
  });
});

describe('a return’s network is one of the coin’s', () => {
  test.each<[string, readonly WithdrawNetwork[], string, WithdrawNetwork | undefined]>([
    ['the one wanted when the coin has it', NETWORKS, 'Stacks', STACKS],
    ['else the coin’s first', NETWORKS, 'Ethereum', BITCOIN],
    ['else the first when none is wanted', NETWORKS, '', BITCOIN],
    ['none when the coin has no network', [], 'Bitcoin', undefined],
  ])('%s', (_, networks, wanted, expected) => {
    expect(defaultNetwork(networks, wanted)).toBe(expected);
  });

  test('a network whose memo/tag has a name fills the name field; one without leaves it', () => {
    expect(networkChange(STACKS)).toEqual({ networkName: 'Stacks', secondAddressName: 'Memo' });
    expect(networkChange(BITCOIN)).toEqual({ networkName: 'Bitcoin' });
  });

  test('a first return application starts on the deposit’s network when the coin has it, with its memo/tag name', () => {
    const deposit = heldDeposit({ networkName: 'Stacks' });
    expect(returnValuesOf(deposit, null, NETWORKS)).toMatchObject({
      networkName: 'Stacks',
      secondAddressName: 'Memo',
    });
  });

  test('a deposit on a network the coin no longer has starts on the coin’s first', () => {
    const deposit = heldDeposit({ networkName: 'Ethereum' });
    expect(returnValuesOf(deposit, null, NETWORKS)).toMatchObject({
      networkName: 'Bitcoin',
      secondAddressName: '',
    });
  });

  test('a re-application keeps the memo/tag name given before; a coin without networks keeps the deposit’s', () => {
    const record = applicationRecord({
      stateCode: '24',
      refundRequestDetail: previousRefundDetail({ networkName: 'Stacks', secondAddressName: 'Tag' }),
    });
    expect(returnValuesOf(heldDeposit(), record, NETWORKS)).toMatchObject({
      networkName: 'Stacks',
      secondAddressName: 'Tag',
    });
    expect(returnValuesOf(heldDeposit(), null, [])).toMatchObject({ networkName: 'Bitcoin' });
  });
});

describe('a deposit application’s problems, field by field', () => {
  test.each<[string, Partial<DepositValues>, Record<string, unknown>]>([
    ['nothing missing', {}, {}],
    ['no exchange name (blank)', { exchangeName: '   ' }, { exchangeName: { kind: 'required' } }],
    ['no sending address', { firstAddress: '' }, { firstAddress: { kind: 'required' } }],
    [
      'an exchange name too long',
      { exchangeName: 'x'.repeat(61) },
      { exchangeName: { kind: 'tooLong', max: 60 } },
    ],
    ['a memo too long', { secondAddress: 'm'.repeat(129) }, { secondAddress: { kind: 'tooLong', max: 128 } }],
    ['no document', { attachments: [] }, { attachments: { kind: 'required' } }],
    [
      'a malformed document id',
      { attachments: [{ ...uploaded('a.png'), attachmentId: 'short' }] },
      { attachments: { kind: 'invalid' } },
    ],
    [
      'no consent',
      { isAgreePersonalInformation: false, isAgreeNoMoneyLaundering: false },
      { isAgreePersonalInformation: { kind: 'required' }, isAgreeNoMoneyLaundering: { kind: 'required' } },
    ],
  ])('%s', (_, change, problems) => {
    const judged = judgeDeposit(DEPOSIT_SEQ, { ...validDeposit, ...change });
    expect(judged.problems).toEqual(problems);
    expect(judged.request === null).toBe(Object.keys(problems).length > 0);
  });

  test('the request it sends: trimmed texts, blank optional ones as null, the documents by id', () => {
    const judged = judgeDeposit(DEPOSIT_SEQ, { ...validDeposit, exchangeName: ' Upland Exchange ' });
    expect(judged.request).toEqual({
      coinInSeq: DEPOSIT_SEQ,
      exchangeName: 'Upland Exchange',
      firstAddress: 'bc1qsender0address9xyz',
      secondAddressName: null,
      secondAddress: null,
      attachmentIds: ['att-proof.png-0123456789abcdef'],
      isAgreePersonalInformation: true,
      isAgreeNoMoneyLaundering: true,
    });
  });
});

describe('a return application’s problems, field by field', () => {
  test.each<[string, Partial<ReturnValues>, Record<string, unknown>]>([
    ['nothing missing', {}, {}],
    ['to an exchange without its name', { exchangeName: '' }, { exchangeName: { kind: 'required' } }],
    ['to a personal wallet: no exchange needed', { refundType: 'PERSONAL_WALLET', exchangeName: '' }, {}],
    ['no network', { networkName: ' ' }, { networkName: { kind: 'required' } }],
    ['no return address', { firstAddress: '' }, { firstAddress: { kind: 'required' } }],
    [
      'a corporation without its name or representative',
      { custType: 'corporation' },
      { corpName: { kind: 'required' }, corpRepName: { kind: 'required' } },
    ],
    [
      'a corporation without its representative',
      { custType: 'corporation', corpName: 'Gildong Trading Co.' },
      { corpRepName: { kind: 'required' } },
    ],
    [
      'a complete corporation',
      { custType: 'corporation', corpName: 'Gildong Trading Co.', corpRepName: 'Hong' },
      {},
    ],
    ['a person: the corporation fields are not read', { custType: 'personal', corpName: 'x'.repeat(99) }, {}],
    [
      'a corporation name too long',
      { custType: 'corporation', corpName: 'x'.repeat(41), corpRepName: 'Hong' },
      { corpName: { kind: 'tooLong', max: 40 } },
    ],
    [
      'no return-request consent',
      { isAgreeRefundRequest: false },
      { isAgreeRefundRequest: { kind: 'required' } },
    ],
    [
      'everything missing at once: the cross-field rules say theirs too',
      {
        exchangeName: '',
        networkName: '',
        firstAddress: '',
        custType: 'corporation',
        attachments: [],
        isAgreeRefundRequest: false,
        isAgreePersonalInformation: false,
        isAgreeNoMoneyLaundering: false,
      },
      {
        exchangeName: { kind: 'required' },
        networkName: { kind: 'required' },
        firstAddress: { kind: 'required' },
        corpName: { kind: 'required' },
        corpRepName: { kind: 'required' },
        attachments: { kind: 'required' },
        isAgreeRefundRequest: { kind: 'required' },
        isAgreePersonalInformation: { kind: 'required' },
        isAgreeNoMoneyLaundering: { kind: 'required' },
      },
    ],
  ])('%s', (_, change, problems) => {
    const judged = judgeReturn(DEPOSIT_SEQ, { ...validReturn, ...change });
    expect(judged.problems).toEqual(problems);
    expect(judged.request === null).toBe(Object.keys(problems).length > 0);
  });

  test('the fields the chosen types hide are not sent', () => {
    const judged = judgeReturn(DEPOSIT_SEQ, {
      ...validReturn,
      refundType: 'PERSONAL_WALLET',
      exchangeName: 'typed before switching',
      corpName: 'typed before switching',
      corpRepName: 'Hong',
    });
    expect(judged.request).toMatchObject({
      refundType: 'PERSONAL_WALLET',
      exchangeName: null,
      custType: 'personal',
      corpName: null,
      corpRepName: null,
    });
  });
});
