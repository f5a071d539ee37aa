/**
 * The exchange's deposit and withdrawal desk: members' requests (coin and KRW withdrawals and their
 * cancel, KRW deposits, the fee reward, deposit and return applications), the back office's moves (the
 * test-mode switch and its own clock, `step`) and smart sales. Every change that touches a balance is one
 * transaction with the record it belongs to, then the member's socket hears of the new balances.
 *
 * A withdrawal's total leaves the balance at request (not a lock), so the ledger's lock checks stay as
 * they are while it is in flight; its cancel, rejection or failure gives the total back and takes its fee
 * reward's points back (contract/inout.ts feeRewardTakenBack), in the same transaction.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  APPLICATION_FROM,
  APPLICATION_STATE,
  canMove,
  CREDIT_RESTRICTION_CODES,
  entryFlags,
  feeRewardTakenBack,
  IMG_RECP_TYPE_OF,
  INOUT,
  INOUT_ERROR_CODES,
  isFinalState,
  KRW_COIN_TYPE,
  MAX_LEDGER_AMOUNT,
  recordKind,
  roundTo,
  type AdminSmartSellRequest,
  type ApplicationFiles,
  type ApplicationKind,
  type ApplicationRecord,
  type ApplyCount,
  type ExamFile,
  type FeeRewardInfo,
  type FeeRewardResult,
  type HistoryEntry,
  type InoutCoin,
  type InoutError,
  type RecordKind,
  type RefundRequestDetail,
  type SmartSellEntry,
  type PointHistory,
  type SmartSellPage,
  type StateCode,
  type Statement,
  type WithdrawCancelRequest,
} from '../../contract';
import type { z } from 'zod';
import type {
  coinWithdrawRequest,
  depositApplicationRequest,
  refundApplicationRequest,
  statementQuery,
} from '../../contract';
import type { StoredLoan } from '../trading/credit-port';
import { restrictionError } from '../trading/plus-buy-checks';
import { withdrawable, withdrawalProblem } from '../credit/restrictions';
import { ApiError } from '../errors/api-error';
import { inoutErrorKey, type Language } from '../errors/messages';
import { kstIso } from '../market/kst-time';
import { listingByKey } from '../market/listings';
import type { MarketModel } from '../market/market-model';
import { decimalsOf } from '../trading/amounts';
import { Ledger } from '../trading/ledger';
import type { AttachmentStore } from '../uploads/attachment-store';
import {
  CUST_TYPE_NAMES,
  entryTexts,
  EXCHANGE_RETURN_NAME,
  NOT_CREDITED_TEXTS,
  PROCESS_TYPE_NAMES,
  REFUND_TYPE_NAMES,
  SMART_SELL_FAILURE_TEXTS,
  stateTexts,
} from './inout-messages';
import {
  arrivalCode,
  AUTO_NEXT,
  autoNext,
  balanceEffect,
  explorerUrl,
  feeReward,
  isRewardApplicationPossible,
  isRewardServiceAvailable,
  krwValue,
  kstDayRange,
  NOT_CREDITED_CODE,
  overPointLimit,
  refundTotals,
  requestDebit,
  smartSellSettlement,
} from './inout-rules';
import {
  InoutStore,
  type NewRecord,
  type StoredDepositDetail,
  type StoredRecord,
  type StoredRefundDetail,
  type StoredSmartSell,
} from './inout-store';
import {
  coinOf,
  depositAddresses,
  isValidAddress,
  koreanNamesOf,
  networkOf,
  takesTransfers,
  withdrawNetworks,
} from './networks';

/** How often the back office looks for records and sales to move by itself. */
export const INOUT_STEP_MS = 5_000;
/** A smart sale the back office opened settles by itself after this long. */
export const SMART_SELL_SETTLE_MS = 60_000;

export interface InoutDeps {
  db: Database.Database;
  model: MarketModel;
  /** The member's open Plus buy loans (the coin they hold cannot be withdrawn). */
  openLoans: (memNo: number) => StoredLoan[];
  /** What the member owes of Plus buy shortfalls, in KRW (no withdrawal while it is above 0). */
  debt: (memNo: number) => number;
  attachments: AttachmentStore;
  /** Tells the member's socket about the new balances of these coins. */
  publish: (memNo: number, coinTypes: readonly string[]) => void;
  now: () => number;
}

function inoutError(status: number, error: InoutError, data: unknown = null): ApiError {
  return new ApiError(status, INOUT_ERROR_CODES[error], inoutErrorKey(error), undefined, data);
}

const recordNotFound = (seq: number) => new ApiError(404, 'NOT_FOUND', 'inoutRecordNotFound', String(seq));

/** A TXID the simulator makes up for a transfer: 64 hex characters, like most chains'. */
function newTxId(): string {
  return randomBytes(32).toString('hex');
}

type Kinded = StoredRecord & { kind: RecordKind };

export class InoutDesk {
  readonly store: InoutStore;
  private readonly ledger: Ledger;
  private readonly memberName;

  constructor(private readonly deps: InoutDeps) {
    this.store = new InoutStore(deps.db);
    this.ledger = new Ledger(deps.db);
    this.memberName = deps.db.prepare<[number], { name: string }>(
      'SELECT name FROM members WHERE mem_no = ?',
    );
  }

  // --- views ----------------------------------------------------------------------------------------

  /** The coin's KRW price now (KRW itself 1; a coin without a KRW market 0). */
  krwPrice(coinType: string): number {
    if (coinType === KRW_COIN_TYPE) return 1;
    const coin = coinOf(coinType);
    const listing = coin && listingByKey(`${coin.symbol}-KRW`);
    return listing ? this.deps.model.price(listing) : 0;
  }

  entry(record: StoredRecord, language: Language): HistoryEntry {
    const kind = recordKind(record.processType, record.coinType);
    const deposit = kind === 'coinIn' ? this.depositDetail(record) : null;
    // 34 without an application: the deposit arrived below the minimum (arrivalCode) and has no request.
    const notCredited = kind === 'coinIn' && record.stateCode === NOT_CREDITED_CODE && deposit === null;
    return {
      seq: record.seq,
      coinType: record.coinType,
      stateCode: record.stateCode,
      ...(notCredited
        ? entryTexts(NOT_CREDITED_TEXTS, language)
        : stateTexts(kind, record.stateCode, language)),
      processType: record.processType,
      processTypeName: PROCESS_TYPE_NAMES[record.processType][language],
      requestDate: kstIso(record.requestedAt),
      completionDate: record.completedAt === null ? null : kstIso(record.completedAt),
      networkName: record.networkName,
      txId: record.txId,
      txIdUrl: this.txIdUrl(record),
      ...koreanNamesOf(record.networkName, record.secondAddressName),
      feeQuantity: record.feeQuantity,
      quantity: record.quantity,
      totalQuantity: record.totalQuantity,
      totalKrwValue: record.totalKrwValue,
      firstAddress: record.firstAddress,
      secondAddress: record.secondAddress,
      secondAddressName: record.secondAddressName,
      depositRequestDetail: deposit,
      ...entryFlags(kind, record.stateCode),
      ...(notCredited && { isShowRequestDetailButton: false }),
    };
  }

  private txIdUrl(record: StoredRecord): string | null {
    return record.txId !== null && record.networkName !== null
      ? explorerUrl(record.networkName, record.txId)
      : null;
  }

  private depositDetail(record: StoredRecord): ApplicationRecord['depositRequestDetail'] {
    const stored = this.store.application<StoredDepositDetail>(record.seq, 'deposit');
    return stored ? { ...stored, applyCount: record.depositApplyCount } : null;
  }

  private refundDetail(record: StoredRecord, language: Language): RefundRequestDetail | null {
    const stored = this.store.application<StoredRefundDetail>(record.seq, 'return');
    if (!stored) return null;
    const returned = record.stateCode === '43' && record.txId !== null;
    return {
      ...stored,
      ...koreanNamesOf(stored.networkName, stored.secondAddressName),
      refundTypeName: REFUND_TYPE_NAMES[stored.refundType][language],
      custTypeName: CUST_TYPE_NAMES[stored.custType][language],
      txId: returned ? record.txId : null,
      // The return went out on the network the member named, not the deposit's.
      txIdUrl: returned ? explorerUrl(stored.networkName, record.txId!) : null,
    };
  }

  statement(memNo: number, query: z.output<typeof statementQuery>, language: Language): Statement {
    const { fromMs, toMs } = kstDayRange(query.from, query.to);
    const { records, total } = this.store.page({
      memNo,
      processType: query.type === 'ALL' ? null : query.type,
      coinType: query.coinType ?? null,
      fromMs,
      toMs,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    return {
      entries: records.map((record) => this.entry(record, language)),
      total,
      page: query.page,
      size: query.size,
    };
  }

  /** The member's own record, else 404 (another member's record is not said to exist). */
  own(memNo: number, seq: number): Kinded {
    const record = this.store.record(seq);
    if (!record || record.memNo !== memNo) throw recordNotFound(seq);
    return { ...record, kind: recordKind(record.processType, record.coinType) };
  }

  /** The member's own coin deposit, else 404. */
  private ownDeposit(memNo: number, seq: number): Kinded {
    const record = this.own(memNo, seq);
    if (record.kind !== 'coinIn') throw recordNotFound(seq);
    return record;
  }

  coin(memNo: number, coinType: string, language: Language): InoutCoin {
    const row = this.ledger.balance(memNo, coinType);
    const base = {
      coinType,
      withdrawable: withdrawable(row),
      pointBalance: this.store.points(memNo),
    };
    if (coinType === KRW_COIN_TYPE)
      return {
        ...base,
        coinSymbol: row.symbol,
        coinName: language === 'ko' ? '원화' : 'Korean won',
        networks: [],
        depositAddresses: [],
      };
    const coin = coinOf(coinType);
    if (!coin) throw new ApiError(404, 'NOT_FOUND', 'unknownCoin', coinType);
    return {
      ...base,
      coinSymbol: coin.symbol,
      coinName: language === 'ko' ? coin.nameKo : coin.nameEn,
      networks: withdrawNetworks(coin),
      depositAddresses: depositAddresses(coin, memNo),
    };
  }

  private loanQuantity(memNo: number, coinType: string): number {
    return this.deps
      .openLoans(memNo)
      .filter((loan) => listingByKey(loan.key)?.coin.coinType === coinType)
      .reduce((sum, loan) => sum + loan.quantity, 0);
  }

  // --- balance ----------------------------------------------------------------------------------------

  /** Adds `amount` (negative: takes) to the member's balance; refused when it reaches into locks or loans. */
  private changeBalance(memNo: number, coinType: string, amount: number, touched: Set<string>): void {
    if (amount === 0) return;
    const row = this.ledger.balance(memNo, coinType);
    if (amount < 0) {
      const problem = withdrawalProblem(row, this.loanQuantity(memNo, coinType), -amount);
      if (problem === CREDIT_RESTRICTION_CODES.withdrawal)
        throw new ApiError(409, problem, 'plusBuy.restriction.withdrawal');
      if (problem) throw new ApiError(400, 'INSUFFICIENT_BALANCE', 'insufficientBalance');
    }
    this.ledger.writeBalance(memNo, { ...row, balance: roundTo(row.balance + amount, decimalsOf(coinType)) });
    touched.add(coinType);
  }

  /** Runs `work` in one transaction, then tells the member's socket about the balances it changed. */
  private run<T>(memNo: number, work: (touched: Set<string>) => T): T {
    const touched = new Set<string>();
    const result = this.store.transaction(() => work(touched));
    if (touched.size > 0) this.deps.publish(memNo, [...touched]);
    return result;
  }

  // --- member requests ------------------------------------------------------------------------------

  private request(
    record: Omit<NewRecord, 'requestedAt' | 'stateAt' | 'completedAt' | 'autoAdvance' | 'txId'>,
    language: Language,
  ): HistoryEntry {
    // Nothing leaves while a Plus buy debt is unpaid (contract/plus-buy.ts CreditStatus.debt).
    if (record.processType === 'OUT' && this.deps.debt(record.memNo) > 0)
      throw restrictionError('debtWithdrawal');
    const nowMs = this.deps.now();
    const kind = recordKind(record.processType, record.coinType);
    const created = this.run(record.memNo, (touched) => {
      this.changeBalance(record.memNo, record.coinType, -requestDebit(kind, record.totalQuantity), touched);
      return this.store.insert({
        ...record,
        txId: null,
        requestedAt: nowMs,
        stateAt: nowMs,
        completedAt: null,
        autoAdvance: true,
      });
    });
    return this.entry(created, language);
  }

  withdraw(memNo: number, body: z.output<typeof coinWithdrawRequest>, language: Language): HistoryEntry {
    const coin = coinOf(body.coinType);
    if (!coin || !takesTransfers(coin)) throw inoutError(400, 'unsupported');
    const network = networkOf(coin, body.networkName);
    if (!network) throw inoutError(400, 'unsupported');
    if (!isValidAddress(coin, body.networkName, body.address, body.secondAddress))
      throw inoutError(400, 'invalidAddress');
    if (body.quantity < network.minQuantity || roundTo(body.quantity, INOUT.coinDecimals) !== body.quantity)
      throw inoutError(400, 'amountOutOfRange');
    const fee = network.fees[body.feeLevel];
    const total = roundTo(body.quantity + fee, INOUT.coinDecimals);
    return this.request(
      {
        memNo,
        coinType: coin.coinType,
        processType: 'OUT',
        stateCode: '01',
        networkName: network.networkName,
        feeLevel: body.feeLevel,
        feeQuantity: fee,
        quantity: body.quantity,
        totalQuantity: total,
        totalKrwValue: krwValue(coin.coinType, total, this.krwPrice(coin.coinType)),
        firstAddress: body.address,
        secondAddress: body.secondAddress,
        secondAddressName: body.secondAddress === null ? null : network.secondAddressName,
      },
      language,
    );
  }

  krwTransfer(memNo: number, direction: 'IN' | 'OUT', amount: number, language: Language): HistoryEntry {
    const fee = direction === 'OUT' ? INOUT.krwWithdrawFee : 0;
    const total = amount + fee;
    return this.request(
      {
        memNo,
        coinType: KRW_COIN_TYPE,
        processType: direction,
        stateCode: '01',
        networkName: null,
        feeLevel: null,
        feeQuantity: fee,
        quantity: amount,
        totalQuantity: total,
        totalKrwValue: total,
        firstAddress: null,
        secondAddress: null,
        secondAddressName: null,
      },
      language,
    );
  }

  cancel(memNo: number, body: WithdrawCancelRequest, language: Language): HistoryEntry {
    const record = this.own(memNo, body.coinOutSeq);
    if (record.processType !== 'OUT' || record.coinType !== body.coinType)
      throw recordNotFound(body.coinOutSeq);
    if (record.stateCode !== '01') throw inoutError(409, 'notCancellable');
    return this.entry(this.moveNow(record, '02'), language);
  }

  // --- the back office --------------------------------------------------------------------------------

  /** Moves a record to `to` with what that does to the balance (no check of STATE_TRANSITIONS). */
  private moveNow(record: Kinded, to: StateCode): StoredRecord {
    const nowMs = this.deps.now();
    return this.run(record.memNo, (touched) => {
      this.changeBalance(
        record.memNo,
        record.coinType,
        balanceEffect(record.kind, to, record.totalQuantity),
        touched,
      );
      // A coin leaves on chain when a withdrawal is sent or a return completes: it gets its TXID then.
      const sent = (record.kind === 'coinOut' && to === '05') || (record.kind === 'coinIn' && to === '43');
      const txId = sent ? newTxId() : record.txId;
      this.store.setState(record.seq, to, nowMs, isFinalState(record.kind, to) ? nowMs : null, txId);
      const takenBack = feeRewardTakenBack(record.kind, to, record.rewardPoints);
      if (takenBack > 0) this.store.addPoints(record.memNo, record.seq, -takenBack, nowMs);
      if (to === '26')
        this.store.saveApplication(record.seq, 'return', this.exchangeReturn(record), nowMs, false);
      return this.store.record(record.seq)!;
    });
  }

  /** The return detail of a deposit the exchange sends back on its own (code 26): no member consents. */
  private exchangeReturn(record: StoredRecord): StoredRefundDetail {
    const coin = coinOf(record.coinType);
    const network = coin && withdrawNetworks(coin)[0];
    const lowFee = network?.fees.LOW ?? 0;
    const totals = refundTotals(record.totalQuantity, lowFee) ?? {
      quantity: record.totalQuantity,
      feeQuantity: 0,
      totalQuantity: record.totalQuantity,
    };
    return {
      refundType: 'EXCHANGE',
      refundTypeName: '',
      exchangeName: EXCHANGE_RETURN_NAME,
      networkName: record.networkName ?? network?.networkName ?? '',
      firstAddress: record.firstAddress ?? '',
      secondAddress: record.secondAddress,
      secondAddressName: record.secondAddressName,
      custName: this.memberName.get(record.memNo)?.name ?? '',
      custType: 'personal',
      custTypeName: '',
      corpName: null,
      corpRepName: null,
      ...totals,
      isAgreeRefundRequest: false,
      isAgreePersonalInformation: false,
      isAgreeNoMoneyLaundering: false,
    };
  }

  /** The test-mode switch: moves a record along STATE_TRANSITIONS only. */
  adminMove(seq: number, to: StateCode, language: Language): HistoryEntry {
    const stored = this.store.record(seq);
    if (!stored) throw recordNotFound(seq);
    const record = { ...stored, kind: recordKind(stored.processType, stored.coinType) };
    if (!canMove(record.kind, record.stateCode, to))
      throw new ApiError(409, 'CONFLICT', 'inoutMoveRefused', record.kind, { from: record.stateCode, to });
    return this.entry(this.moveNow(record, to), language);
  }

  /**
   * The test-mode switch: a coin arrives for a member on the coin's first network (confirming 01 moves on
   * by itself once the network's confirmations have passed; 04, 05 are held). Below the network's
   * smallest deposit it is recorded not credited (arrivalCode), the balance untouched.
   */
  adminDeposit(
    memNo: number,
    coinType: string,
    quantity: number,
    code: '01' | '04' | '05',
    language: Language,
  ): HistoryEntry {
    const coin = coinOf(coinType);
    if (!coin || !takesTransfers(coin)) throw inoutError(400, 'unsupported');
    const total = roundTo(quantity, INOUT.coinDecimals);
    const totalKrwValue = krwValue(coinType, total, this.krwPrice(coinType));
    // What arrives is money the ledger must be able to hold.
    if (!(total > 0 && Math.max(total, totalKrwValue) <= MAX_LEDGER_AMOUNT))
      throw inoutError(400, 'amountOutOfRange');
    const target = depositAddresses(coin, memNo)[0]!;
    const stateCode = arrivalCode(total, target.minDeposit, code);
    const nowMs = this.deps.now();
    const record = this.store.insert({
      memNo,
      coinType,
      processType: 'IN',
      stateCode,
      networkName: target.networkName,
      feeLevel: null,
      feeQuantity: 0,
      quantity: total,
      totalQuantity: total,
      totalKrwValue,
      firstAddress: target.address,
      secondAddress: null,
      secondAddressName: null,
      txId: newTxId(),
      requestedAt: nowMs,
      stateAt: nowMs,
      completedAt: null,
      autoAdvance: stateCode === code,
    });
    return this.entry(record, language);
  }

  /** Moves by itself what has waited INOUT.autoAdvanceMs, and settles smart sales past their minute. */
  step(): void {
    const nowMs = this.deps.now();
    for (const stored of this.store.moving()) {
      const kind = recordKind(stored.processType, stored.coinType);
      // A record the switch moved off the back office's own path stays where it was put.
      if (AUTO_NEXT[kind][stored.stateCode] === undefined) this.store.stopAdvance(stored.seq);
      const next = autoNext(kind, stored.stateCode, stored.stateAt, nowMs, this.confirmations(stored));
      if (next !== undefined) this.moveNow({ ...stored, kind }, next);
    }
    for (const sale of this.store.applyingSmartSells(nowMs - SMART_SELL_SETTLE_MS))
      this.settleSale(sale, 'SOLD');
  }

  /** The confirmations a coin deposit waits for on its network (1 for any other record). */
  private confirmations(record: StoredRecord): number {
    const coin = record.processType === 'IN' ? coinOf(record.coinType) : undefined;
    if (!coin) return 1;
    return (
      depositAddresses(coin, record.memNo).find((entry) => entry.networkName === record.networkName)
        ?.confirmations ?? 1
    );
  }

  // --- fee reward -------------------------------------------------------------------------------------

  private rewardAvailable(record: Kinded): boolean {
    const coin = coinOf(record.coinType);
    return coin !== undefined && isRewardServiceAvailable(record.kind, coin.symbol);
  }

  feeRewardInfo(memNo: number, seq: number): FeeRewardInfo {
    const record = this.ownWithdrawal(memNo, seq);
    const available = this.rewardAvailable(record);
    return {
      isRewardServiceAvailable: available,
      isRewardApplicationPossible: isRewardApplicationPossible(
        available,
        record.stateCode,
        record.rewardStatus,
      ),
      rewardStatus: record.rewardStatus,
      pointQuantity: record.rewardStatus === null ? null : record.rewardPoints,
    };
  }

  private ownWithdrawal(memNo: number, seq: number): Kinded {
    const record = this.own(memNo, seq);
    if (record.processType !== 'OUT') throw recordNotFound(seq);
    return record;
  }

  applyFeeReward(memNo: number, seq: number): FeeRewardResult {
    const record = this.ownWithdrawal(memNo, seq);
    const available = this.rewardAvailable(record);
    if (!isRewardApplicationPossible(available, record.stateCode, record.rewardStatus) || !record.feeLevel)
      throw inoutError(409, 'rewardNotPossible');
    const coin = coinOf(record.coinType)!;
    const lowFee = networkOf(coin, record.networkName ?? '')?.fees.LOW ?? record.feeQuantity;
    const result = feeReward(record.feeLevel, record.feeQuantity, lowFee, this.krwPrice(record.coinType));
    if (overPointLimit(this.store.points(memNo), result.pointQuantity)) throw inoutError(409, 'pointLimit');
    this.store.transaction(() => {
      this.store.setReward(seq, result.rewardStatus, result.pointQuantity);
      if (result.pointQuantity > 0) this.store.addPoints(memNo, seq, result.pointQuantity, this.deps.now());
    });
    return result;
  }

  // --- applications -----------------------------------------------------------------------------------

  applyCount(memNo: number, seq: number, kind: ApplicationKind): ApplyCount {
    const record = this.ownDeposit(memNo, seq);
    return kind === 'deposit'
      ? { applyCount: record.depositApplyCount, applyLimitCount: record.depositApplyLimit }
      : { applyCount: record.returnApplyCount, applyLimitCount: record.returnApplyLimit };
  }

  /**
   * The checks every application makes, then (one transaction) the claim of its documents, which replace
   * the previous ones of its kind, its detail, one more count, and the record in the application's state.
   */
  private apply(
    memNo: number,
    seq: number,
    kind: ApplicationKind,
    attachmentIds: readonly string[],
    address: string,
    detail: (record: Kinded) => StoredDepositDetail | StoredRefundDetail,
    language: Language,
  ): ApplicationRecord {
    const record = this.ownDeposit(memNo, seq);
    if (!APPLICATION_FROM[kind].includes(record.stateCode)) throw inoutError(409, 'applicationNotAllowed');
    const { applyCount, applyLimitCount } = this.applyCount(memNo, seq, kind);
    if (applyLimitCount > 0 && applyCount >= applyLimitCount) throw inoutError(409, 'applyLimitReached');
    const stored = detail(record);
    if (!this.deps.attachments.claimable(attachmentIds, address))
      throw new ApiError(400, 'BAD_REQUEST', 'inoutAttachmentsInvalid');
    const nowMs = this.deps.now();
    this.store.transaction(() => {
      if (!this.deps.attachments.claim(attachmentIds, address, memNo))
        throw new ApiError(400, 'BAD_REQUEST', 'inoutAttachmentsInvalid');
      this.store.replaceDocuments(seq, kind, attachmentIds);
      this.store.saveApplication(seq, kind, stored, nowMs, true);
      this.store.setState(seq, APPLICATION_STATE[kind], nowMs, null, record.txId);
    });
    return this.applicationRecord(memNo, seq, language);
  }

  applyDeposit(
    memNo: number,
    body: z.output<typeof depositApplicationRequest>,
    address: string,
    language: Language,
  ): ApplicationRecord {
    return this.apply(
      memNo,
      body.coinInSeq,
      'deposit',
      body.attachmentIds,
      address,
      () => ({
        exchangeName: body.exchangeName,
        firstAddress: body.firstAddress,
        secondAddressName: body.secondAddressName,
        secondAddress: body.secondAddress,
        isAgreePersonalInformation: body.isAgreePersonalInformation,
        isAgreeNoMoneyLaundering: body.isAgreeNoMoneyLaundering,
      }),
      language,
    );
  }

  applyRefund(
    memNo: number,
    body: z.output<typeof refundApplicationRequest>,
    address: string,
    language: Language,
  ): ApplicationRecord {
    return this.apply(
      memNo,
      body.coinInSeq,
      'return',
      body.attachmentIds,
      address,
      (record) => {
        const coin = coinOf(record.coinType);
        const network = coin && networkOf(coin, body.networkName);
        if (!coin || !network) throw inoutError(400, 'unsupported');
        if (!isValidAddress(coin, body.networkName, body.firstAddress, body.secondAddress))
          throw inoutError(400, 'invalidAddress');
        const totals = refundTotals(record.totalQuantity, network.fees.LOW);
        if (!totals) throw inoutError(400, 'amountOutOfRange');
        return {
          refundType: body.refundType,
          refundTypeName: '',
          exchangeName: body.exchangeName ?? '',
          networkName: network.networkName,
          firstAddress: body.firstAddress,
          secondAddress: body.secondAddress,
          secondAddressName: body.secondAddress === null ? null : network.secondAddressName,
          custName: this.memberName.get(memNo)?.name ?? '',
          custType: body.custType,
          custTypeName: '',
          corpName: body.custType === 'corporation' ? body.corpName : null,
          corpRepName: body.custType === 'corporation' ? body.corpRepName : null,
          ...totals,
          isAgreeRefundRequest: body.isAgreeRefundRequest,
          isAgreePersonalInformation: body.isAgreePersonalInformation,
          isAgreeNoMoneyLaundering: body.isAgreeNoMoneyLaundering,
        };
      },
      language,
    );
  }

  applicationRecord(memNo: number, seq: number, language: Language): ApplicationRecord {
    const record = this.ownDeposit(memNo, seq);
    return {
      seq: record.seq,
      coinType: record.coinType,
      stateCode: record.stateCode,
      depositRequestDetail: this.depositDetail(record),
      refundRequestDetail: this.refundDetail(record, language),
    };
  }

  /** An application's documents, each base64; 404 without an application of the kind, 410 past retention. */
  files(memNo: number, seq: number, kind: ApplicationKind): ApplicationFiles {
    const record = this.ownDeposit(memNo, seq);
    const imgRecpTypeCd = IMG_RECP_TYPE_OF[kind];
    if (!this.store.application(seq, kind))
      throw new ApiError(404, 'NOT_FOUND', 'applicationNotFound', String(seq));
    if (record.documentsExpired) throw inoutError(410, 'filesGone', { imgRecpTypeCd });
    const examFileList: ExamFile[] = this.store.documents(seq, kind).map((document) => ({
      examFileType: document.mediaType,
      originFileName: document.fileName,
      encodedFile: document.bytes.toString('base64'),
      imgSeq: document.imgSeq,
    }));
    return { examFileList, imgRecpTypeCd };
  }

  // --- smart sales ------------------------------------------------------------------------------------

  smartSellEntry(sale: StoredSmartSell, language: Language): SmartSellEntry {
    const coin = coinOf(sale.coinType);
    return {
      seq: sale.seq,
      coinType: sale.coinType,
      coinName: coin ? (language === 'ko' ? coin.nameKo : coin.nameEn) : sale.coinType,
      coinSymbol: coin?.symbol ?? sale.coinType,
      coinAmt: sale.coinAmt,
      requestDtm: kstIso(sale.requestedAt),
      status: sale.status,
      failReason: sale.failReason === null ? null : SMART_SELL_FAILURE_TEXTS[sale.failReason][language],
      tradeDtm: sale.tradedAt === null ? null : kstIso(sale.tradedAt),
      quote: sale.quote,
      fee: sale.fee,
      krwAmt: sale.krwAmt,
    };
  }

  /** The fee reward is the only source of points: a credit is a reward, a negative entry its take-back. */
  pointHistory(memNo: number, page: number, size: number): PointHistory {
    const { entries, total } = this.store.pointEntries(memNo, size, (page - 1) * size);
    return {
      balance: this.store.points(memNo),
      maxBalance: INOUT.maxPointBalance,
      entries: entries.map(({ seq, points, createdAt }) => ({
        seq,
        points,
        createdAt: kstIso(createdAt),
        reason: points < 0 ? 'feeRewardTakenBack' : 'feeReward',
      })),
      total,
      page,
      size,
    };
  }

  smartSells(memNo: number, page: number, size: number, language: Language): SmartSellPage {
    const { sales, total } = this.store.smartSells(memNo, size, (page - 1) * size);
    return { entries: sales.map((sale) => this.smartSellEntry(sale, language)), total, page, size };
  }

  /** The test-mode switch: opens a sale (the coin leaves the balance into it) or settles one. */
  adminSmartSell(
    memNoOf: (loginId: string) => number,
    body: AdminSmartSellRequest,
    language: Language,
  ): SmartSellEntry {
    if ('loginId' in body) {
      const memNo = memNoOf(body.loginId);
      const coin = coinOf(body.coinType);
      if (!coin) throw new ApiError(400, 'BAD_REQUEST', 'unknownCoin', body.coinType);
      const coinAmt = roundTo(body.coinAmt, INOUT.coinDecimals);
      const sale = this.run(memNo, (touched) => {
        this.changeBalance(memNo, coin.coinType, -coinAmt, touched);
        return this.store.insertSmartSell({
          memNo,
          coinType: coin.coinType,
          coinAmt,
          requestedAt: this.deps.now(),
          status: 'APPLYING',
          failReason: null,
          tradedAt: null,
          quote: null,
          fee: null,
          krwAmt: null,
          autoSettle: true,
        });
      });
      return this.smartSellEntry(sale, language);
    }
    const sale = this.store.smartSell(body.seq);
    if (!sale) throw new ApiError(404, 'NOT_FOUND', 'smartSellNotFound', String(body.seq));
    if (sale.status !== 'APPLYING') throw new ApiError(409, 'CONFLICT', 'smartSellSettled', String(body.seq));
    return this.smartSellEntry(
      this.settleSale(sale, body.status, body.status === 'FAIL' ? body.reason : undefined),
      language,
    );
  }

  /** SOLD: the coin's KRW value now, less the fee, credited in KRW; FAIL: the coin back. */
  private settleSale(
    sale: StoredSmartSell,
    status: 'SOLD' | 'FAIL',
    reason?: StoredSmartSell['failReason'],
  ): StoredSmartSell {
    const nowMs = this.deps.now();
    return this.run(sale.memNo, (touched) => {
      if (status === 'SOLD') {
        const settled = smartSellSettlement(sale.coinAmt, this.krwPrice(sale.coinType));
        this.changeBalance(sale.memNo, KRW_COIN_TYPE, settled.krwAmt, touched);
        this.store.settleSmartSell({ seq: sale.seq, status, failReason: null, tradedAt: nowMs, ...settled });
      } else {
        this.changeBalance(sale.memNo, sale.coinType, sale.coinAmt, touched);
        this.store.settleSmartSell({
          seq: sale.seq,
          status,
          failReason: reason ?? 'priceMoved',
          tradedAt: null,
          quote: null,
          fee: null,
          krwAmt: null,
        });
      }
      return this.store.smartSell(sale.seq)!;
    });
  }
}
