/**
 * The exchange's back office: the test-mode switches (move a record, a coin arriving, a smart sale opened
 * or settled) and its own clock, `step`, which moves records and settles sales that have waited.
 */
import {
  type AdminSmartSellRequest,
  canMove,
  type HistoryEntry,
  INOUT,
  KRW_COIN_TYPE,
  MAX_LEDGER_AMOUNT,
  recordKind,
  roundTo,
  type SmartSellEntry,
  type StateCode,
} from '../../contract';
import { ApiError } from '../errors/api-error';
import type { Language } from '../errors/messages';
import { arrivalCode, AUTO_NEXT, autoNext, krwValue, smartSellSettlement } from './inout-rules';
import type { InoutStore, StoredRecord, StoredSmartSell } from './inout-store';
import { coinOf, depositAddresses, takesTransfers } from './networks';
import { inoutError, recordNotFound } from './inout-errors';
import { type InoutDeps, type InoutMoves, newTxId } from './inout-moves';
import type { InoutViews } from './inout-views';

/** How often the back office looks for records and sales to move by itself. */
export const INOUT_STEP_MS = 5_000;
/** A smart sale the back office opened settles by itself after this long. */
export const SMART_SELL_SETTLE_MS = 60_000;

export class BackOffice {
  constructor(
    private readonly deps: InoutDeps,
    private readonly store: InoutStore,
    private readonly views: InoutViews,
    private readonly moves: InoutMoves,
  ) {}

  /** The test-mode switch: moves a record along STATE_TRANSITIONS only. */
  adminMove(seq: number, to: StateCode, language: Language): HistoryEntry {
    const stored = this.store.record(seq);
    if (!stored) throw recordNotFound(seq);
    const record = { ...stored, kind: recordKind(stored.processType, stored.coinType) };
    if (!canMove(record.kind, record.stateCode, to))
      throw new ApiError(409, 'CONFLICT', 'inoutMoveRefused', record.kind, { from: record.stateCode, to });
    return this.views.entry(this.moves.moveNow(record, to, 'exchange'), language);
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
    const totalKrwValue = krwValue(coinType, total, this.moves.krwPrice(coinType));
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
    return this.views.entry(record, language);
  }

  /** Moves by itself what has waited INOUT.autoAdvanceMs, and settles smart sales past their minute. */
  step(): void {
    const nowMs = this.deps.now();
    for (const stored of this.store.moving()) {
      const kind = recordKind(stored.processType, stored.coinType);
      // A record the switch moved off the back office's own path stays where it was put.
      if (AUTO_NEXT[kind][stored.stateCode] === undefined) this.store.stopAdvance(stored.seq);
      const next = autoNext(kind, stored.stateCode, stored.stateAt, nowMs, this.confirmations(stored));
      if (next !== undefined) this.moves.moveNow({ ...stored, kind }, next, 'exchange');
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
      const sale = this.moves.run(memNo, (touched) => {
        this.moves.changeBalance(memNo, coin.coinType, -coinAmt, touched);
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
      return this.views.smartSellEntry(sale, language);
    }
    const sale = this.store.smartSell(body.seq);
    if (!sale) throw new ApiError(404, 'NOT_FOUND', 'smartSellNotFound', String(body.seq));
    if (sale.status !== 'APPLYING') throw new ApiError(409, 'CONFLICT', 'smartSellSettled', String(body.seq));
    return this.views.smartSellEntry(
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
    return this.moves.run(sale.memNo, (touched) => {
      if (status === 'SOLD') {
        const settled = smartSellSettlement(sale.coinAmt, this.moves.krwPrice(sale.coinType));
        this.moves.changeBalance(sale.memNo, KRW_COIN_TYPE, settled.krwAmt, touched);
        this.store.settleSmartSell({ seq: sale.seq, status, failReason: null, tradedAt: nowMs, ...settled });
      } else {
        this.moves.changeBalance(sale.memNo, sale.coinType, sale.coinAmt, touched);
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
