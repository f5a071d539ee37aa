/**
 * What the desk shows: a record as a history entry, the statement, the member's own records (else 404),
 * the coin page's figures, points and smart sales.
 */
import type { z } from 'zod';
import {
  type ApplicationRecord,
  type HistoryEntry,
  INOUT,
  type InoutCoin,
  KRW_COIN_TYPE,
  type PointHistory,
  recordKind,
  type RecordKind,
  type SmartSellEntry,
  type SmartSellPage,
  type Statement,
  type statementQuery,
  entryFlags,
} from '../../contract';
import { withdrawable } from '../credit/restrictions';
import { ApiError } from '../errors/api-error';
import type { Language } from '../errors/messages';
import { kstIso } from '../market/kst-time';
import type { Ledger } from '../trading/ledger';
import {
  entryTexts,
  NOT_CREDITED_TEXTS,
  PROCESS_TYPE_NAMES,
  SMART_SELL_FAILURE_TEXTS,
  stateTexts,
} from './inout-messages';
import { explorerUrl, kstDayRange, NOT_CREDITED_CODE } from './inout-rules';
import type { InoutStore, StoredDepositDetail, StoredRecord, StoredSmartSell } from './inout-store';
import { coinOf, depositAddresses, koreanNamesOf, withdrawNetworks } from './networks';
import { recordNotFound } from './inout-errors';

/** A record with its kind (coin or KRW, in or out). */
export type Kinded = StoredRecord & { kind: RecordKind };

export class InoutViews {
  constructor(
    private readonly store: InoutStore,
    private readonly ledger: Ledger,
  ) {}

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

  depositDetail(record: StoredRecord): ApplicationRecord['depositRequestDetail'] {
    const stored = this.store.application<StoredDepositDetail>(record.seq, 'deposit');
    return stored ? { ...stored, applyCount: record.depositApplyCount } : null;
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
  ownDeposit(memNo: number, seq: number): Kinded {
    const record = this.own(memNo, seq);
    if (record.kind !== 'coinIn') throw recordNotFound(seq);
    return record;
  }

  ownWithdrawal(memNo: number, seq: number): Kinded {
    const record = this.own(memNo, seq);
    if (record.processType !== 'OUT') throw recordNotFound(seq);
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
}
