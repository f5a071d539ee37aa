/**
 * History dialog fixtures: a history entry of any kind and code (its flags as the contract computes them),
 * an application record, fee-reward info and a smart sale, each overridable field by field.
 */
import {
  entryFlags,
  KRW_COIN_TYPE,
  recordKind,
  type ApplicationRecord,
  type DepositRequestDetail,
  type FeeRewardInfo,
  type HistoryEntry,
  type ProcessType,
  type RefundRequestDetail,
  type SmartSellEntry,
  type StateCode,
} from '../../../../contract';

export const BTC = 'C0101';
export const KRW = KRW_COIN_TYPE;

export const DEPOSIT_DETAIL: DepositRequestDetail = {
  exchangeName: 'Far Exchange',
  firstAddress: 'bc1qfarexchange0wallet9xyz',
  secondAddressName: null,
  secondAddress: null,
  applyCount: 1,
  isAgreePersonalInformation: true,
  isAgreeNoMoneyLaundering: true,
};

export const REFUND_DETAIL: RefundRequestDetail = {
  refundType: 'EXCHANGE',
  refundTypeName: 'Exchange',
  exchangeName: 'Far Exchange',
  networkName: 'Bitcoin',
  networkNameKo: '비트코인',
  firstAddress: 'bc1qreturnaddress000abc',
  secondAddress: null,
  secondAddressName: null,
  txId: 'a1b2c3d4e5f6',
  txIdUrl: 'https://explorer.example/tx/a1b2c3d4e5f6',
  custName: 'Hong Gildong',
  custType: 'personal',
  custTypeName: 'Personal',
  corpName: null,
  corpRepName: null,
  quantity: 0.5,
  feeQuantity: 0.0005,
  totalQuantity: 0.4995,
  isAgreeRefundRequest: true,
  isAgreePersonalInformation: true,
  isAgreeNoMoneyLaundering: false,
};

export function historyEntry(
  processType: ProcessType,
  stateCode: StateCode,
  overrides: Partial<HistoryEntry> = {},
): HistoryEntry {
  const coinType = overrides.coinType ?? BTC;
  return {
    seq: 41,
    coinType,
    stateCode,
    stateMessage: `state ${stateCode}`,
    stateDetailMessage: '',
    processType,
    processTypeName: processType === 'IN' ? 'Deposit' : 'Withdrawal',
    requestDate: '2026-11-20T01:02:03Z',
    completionDate: null,
    networkName: coinType === KRW ? null : 'Bitcoin',
    txId: null,
    txIdUrl: null,
    feeQuantity: processType === 'OUT' ? 0.0005 : 0,
    quantity: 0.5,
    totalQuantity: processType === 'OUT' ? 0.5005 : 0.5,
    totalKrwValue: 50_050_000,
    firstAddress: coinType === KRW ? null : 'bc1qmemberaddress0000xyz',
    secondAddress: null,
    secondAddressName: null,
    depositRequestDetail: null,
    ...entryFlags(recordKind(processType, coinType), stateCode),
    ...overrides,
  };
}

export function applicationRecord(stateCode: StateCode, overrides: Partial<ApplicationRecord> = {}) {
  return {
    seq: 41,
    coinType: BTC,
    stateCode,
    depositRequestDetail: DEPOSIT_DETAIL,
    refundRequestDetail: REFUND_DETAIL,
    ...overrides,
  } satisfies ApplicationRecord;
}

export const REWARD_POSSIBLE: FeeRewardInfo = {
  isRewardServiceAvailable: true,
  isRewardApplicationPossible: true,
  rewardStatus: null,
  pointQuantity: null,
};

export function smartSell(overrides: Partial<SmartSellEntry> = {}): SmartSellEntry {
  return {
    seq: 7,
    coinType: BTC,
    coinName: 'Bitcoin',
    coinSymbol: 'BTC',
    coinAmt: 0.25,
    requestDtm: '2026-11-20T01:00:00Z',
    status: 'SOLD',
    failReason: null,
    tradeDtm: '2026-11-20T01:00:30Z',
    quote: 100_000_000,
    fee: -1_250,
    krwAmt: 25_001_250,
    ...overrides,
  };
}
