/**
 * The typed calls of deposits and withdrawals (chart spec §7): the statement, transfers, coin and KRW
 * withdrawals and deposits, fee rewards, deposit and return applications, smart sells. Inputs are checked
 * against the contract's schemas before anything is sent.
 */
import {
  API,
  coinWithdrawRequest,
  depositApplicationRequest,
  krwTransferRequest,
  krwWithdrawRequest,
  refundApplicationRequest,
  smartSellQuery,
  statementQuery,
  withdrawCancelRequest,
  type ApplicationKind,
  type CoinWithdrawRequest,
  type DepositApplicationRequest,
  type KrwTransferRequest,
  type KrwWithdrawRequest,
  type RefundApplicationRequest,
  type SmartSellQuery,
  type StatementQuery,
  type WithdrawCancelRequest,
} from '../../contract';
import { request, type CallOptions } from './transport';

/** The member's deposits and withdrawals by type, coin, KST date range and page. */
export function getStatement(query: StatementQuery, options: CallOptions = {}) {
  const parsed = statementQuery.parse(query);
  return request('inoutHistory', API.inoutHistory, { ...options, query: { ...parsed } });
}

/** One record by sequence (§7 "transfer withdraw detail"): refreshes an entry after a change. */
export function getTransfer(seq: number, options: CallOptions = {}) {
  return request('inoutTransfer', API.inoutTransfer(seq), options);
}

/** What the deposit and withdraw pages need of a coin or KRW. */
export function getInoutCoin(coinType: string, options: CallOptions = {}) {
  return request('inoutCoin', API.inoutCoin(encodeURIComponent(coinType)), options);
}

export function requestWithdrawal(body: CoinWithdrawRequest, options: CallOptions = {}) {
  return request('withdraw', API.withdraw, {
    ...options,
    method: 'POST',
    body: coinWithdrawRequest.parse(body),
  });
}

/** §7 PUT withdraw/cancel. */
export function cancelWithdrawal(body: WithdrawCancelRequest, options: CallOptions = {}) {
  return request('withdrawCancel', API.withdrawCancel, {
    ...options,
    method: 'PUT',
    body: withdrawCancelRequest.parse(body),
  });
}

export function requestKrwDeposit(body: KrwTransferRequest, options: CallOptions = {}) {
  return request('krwDeposit', API.krwDeposit, {
    ...options,
    method: 'POST',
    body: krwTransferRequest.parse(body),
  });
}

export function requestKrwWithdrawal(body: KrwWithdrawRequest, options: CallOptions = {}) {
  return request('krwWithdraw', API.krwWithdraw, {
    ...options,
    method: 'POST',
    body: krwWithdrawRequest.parse(body),
  });
}

export function getFeeRewardInfo(seq: number, options: CallOptions = {}) {
  return request('feeRewardInfo', API.feeReward(seq), options);
}

export function applyFeeReward(seq: number, options: CallOptions = {}) {
  return request('feeRewardApply', API.feeReward(seq), { ...options, method: 'POST' });
}

/** §7 files: the documents of a deposit's deposit (`deposit`) or return (`return`) application. */
export function getApplicationFiles(kind: ApplicationKind, coinInSeq: number, options: CallOptions = {}) {
  const path = kind === 'deposit' ? API.depositApplicationFiles : API.refundApplicationFiles;
  return request('applicationFiles', path, { ...options, query: { coinInSeq } });
}

/** §7 apply-count of a deposit's deposit or return applications. */
export function getApplyCount(kind: ApplicationKind, seq: number, options: CallOptions = {}) {
  const path = kind === 'deposit' ? API.depositApplyCount(seq) : API.refundApplyCount(seq);
  return request('applyCount', path, options);
}

export function applyForDeposit(body: DepositApplicationRequest, options: CallOptions = {}) {
  return request('depositApplication', API.depositApplication, {
    ...options,
    method: 'POST',
    body: depositApplicationRequest.parse(body),
  });
}

export function applyForReturn(body: RefundApplicationRequest, options: CallOptions = {}) {
  return request('refundApplication', API.refundApplication, {
    ...options,
    method: 'POST',
    body: refundApplicationRequest.parse(body),
  });
}

/** The application history record (historyInfo) of a deposit. */
export function getApplicationRecord(seq: number, options: CallOptions = {}) {
  return request('applicationRecord', API.applicationRecord(seq), options);
}

export function getSmartSells(query: SmartSellQuery = {}, options: CallOptions = {}) {
  return request('smartSell', API.smartSell, { ...options, query: { ...smartSellQuery.parse(query) } });
}
