/**
 * A member's own requests: coin and KRW withdrawals and KRW deposits (the total leaves the balance at
 * request), a withdrawal's cancel, and the fee reward of a withdrawal.
 */
import type { z } from 'zod';
import {
  type coinWithdrawRequest,
  type FeeRewardInfo,
  type FeeRewardResult,
  type HistoryEntry,
  INOUT,
  KRW_COIN_TYPE,
  recordKind,
  roundTo,
  type WithdrawCancelRequest,
} from '../../contract';
import { restrictionError } from '../trading/plus-buy-checks';
import type { Language } from '../errors/messages';
import {
  feeReward,
  isRewardApplicationPossible,
  isRewardServiceAvailable,
  krwValue,
  overPointLimit,
  requestDebit,
} from './inout-rules';
import type { InoutStore, NewRecord } from './inout-store';
import { coinOf, isValidAddress, networkOf, takesTransfers } from './networks';
import { inoutError, recordNotFound } from './inout-errors';
import type { InoutDeps, InoutMoves } from './inout-moves';
import type { InoutViews, Kinded } from './inout-views';

export class MemberRequests {
  constructor(
    private readonly deps: InoutDeps,
    private readonly store: InoutStore,
    private readonly views: InoutViews,
    private readonly moves: InoutMoves,
  ) {}

  private request(
    record: Omit<NewRecord, 'requestedAt' | 'stateAt' | 'completedAt' | 'autoAdvance' | 'txId'>,
    language: Language,
  ): HistoryEntry {
    // Nothing leaves while a Plus buy debt is unpaid (contract/plus-buy.ts CreditStatus.debt).
    if (record.processType === 'OUT' && this.deps.debt(record.memNo) > 0)
      throw restrictionError('debtWithdrawal');
    const nowMs = this.deps.now();
    const kind = recordKind(record.processType, record.coinType);
    const created = this.moves.run(record.memNo, (touched) => {
      this.moves.changeBalance(
        record.memNo,
        record.coinType,
        -requestDebit(kind, record.totalQuantity),
        touched,
      );
      return this.store.insert({
        ...record,
        txId: null,
        requestedAt: nowMs,
        stateAt: nowMs,
        completedAt: null,
        autoAdvance: true,
      });
    });
    return this.views.entry(created, language);
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
        totalKrwValue: krwValue(coin.coinType, total, this.moves.krwPrice(coin.coinType)),
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
    const record = this.views.own(memNo, body.coinOutSeq);
    if (record.processType !== 'OUT' || record.coinType !== body.coinType)
      throw recordNotFound(body.coinOutSeq);
    if (record.stateCode !== '01') throw inoutError(409, 'notCancellable');
    return this.views.entry(this.moves.moveNow(record, '02', 'member'), language);
  }

  private rewardAvailable(record: Kinded): boolean {
    const coin = coinOf(record.coinType);
    return coin !== undefined && isRewardServiceAvailable(record.kind, coin.symbol);
  }

  feeRewardInfo(memNo: number, seq: number): FeeRewardInfo {
    const record = this.views.ownWithdrawal(memNo, seq);
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

  applyFeeReward(memNo: number, seq: number): FeeRewardResult {
    const record = this.views.ownWithdrawal(memNo, seq);
    const available = this.rewardAvailable(record);
    if (!isRewardApplicationPossible(available, record.stateCode, record.rewardStatus) || !record.feeLevel)
      throw inoutError(409, 'rewardNotPossible');
    const coin = coinOf(record.coinType)!;
    const lowFee = networkOf(coin, record.networkName ?? '')?.fees.LOW ?? record.feeQuantity;
    const result = feeReward(
      record.feeLevel,
      record.feeQuantity,
      lowFee,
      this.moves.krwPrice(record.coinType),
    );
    if (overPointLimit(this.store.points(memNo), result.pointQuantity)) throw inoutError(409, 'pointLimit');
    this.store.transaction(() => {
      this.store.setReward(seq, result.rewardStatus, result.pointQuantity);
      if (result.pointQuantity > 0) this.store.addPoints(memNo, seq, result.pointQuantity, this.deps.now());
    });
    return result;
  }
}
