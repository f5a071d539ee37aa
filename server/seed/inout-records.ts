/**
 * The demo deposits and withdrawals (chart spec §4 state codes): `demo-regular` has a record at every state
 * code of every kind over the last 60 days, applications with their documents, the fee reward's three cases
 * and a smart sale of each outcome; `demo-premium` holds points just under the cap and a fast withdrawal
 * whose reward would pass it (W-C-88). Seeded records are history: they never move by themselves and the
 * seeded balances do not include them.
 */
import { createHash } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  APPLICATION_KINDS,
  INOUT,
  isFinalState,
  KRW_COIN_TYPE,
  recordKind,
  roundTo,
  type ApplicationKind,
  type FeeLevel,
  type ProcessType,
  type SmartSellFailure,
  type SmartSellStatus,
  type StateCode,
} from '../../contract';
import { EXCHANGE_RETURN_NAME } from '../inout/inout-messages';
import { krwValue, refundTotals, smartSellSettlement } from '../inout/inout-rules';
import { InoutStore, type StoredDepositDetail, type StoredRefundDetail } from '../inout/inout-store';
import { coinOf, depositAddresses, withdrawNetworks } from '../inout/networks';
import { COINS } from '../market/catalogue';

/** A 2×2 orange PNG: the seeded applications' documents. */
export const SEED_DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4X8UARAwQCgAtRgXlXqg5qAAAAABJRU5ErkJggg==',
  'base64',
);

interface SeedRecord {
  symbol: string;
  processType: ProcessType;
  stateCode: StateCode;
  quantity: number;
  daysAgo: number;
  feeLevel?: FeeLevel;
  /** A deposit's fee, taken from what arrived (quantity is then the total less the fee). */
  depositFee?: number;
  /** Applications made of each kind (a detail and documents are stored when at least 1, or `detail`). */
  applied?: Partial<Record<ApplicationKind, number>>;
  depositLimit?: number;
  documentsExpired?: boolean;
  /** A detail without any application counted (a 33 credited before counts were kept). */
  detailOnly?: ApplicationKind;
}

const IN = 'IN' as const;
const OUT = 'OUT' as const;

/** demo-regular: every code of every kind (contract STATE_CODES_BY_KIND) and the special cases. */
export const REGULAR_RECORDS: readonly SeedRecord[] = [
  { symbol: 'XRP', processType: IN, stateCode: '01', quantity: 150, daysAgo: 0 },
  { symbol: 'BTC', processType: IN, stateCode: '02', quantity: 0.02, daysAgo: 2, depositFee: 0.0002 },
  { symbol: 'ETH', processType: IN, stateCode: '04', quantity: 0.8, daysAgo: 3, depositLimit: 0 },
  { symbol: 'SOL', processType: IN, stateCode: '05', quantity: 4, daysAgo: 4 },
  { symbol: 'XRP', processType: IN, stateCode: '11', quantity: 300, daysAgo: 5, applied: { deposit: 1 } },
  {
    symbol: 'ETH',
    processType: IN,
    stateCode: '14',
    quantity: 0.5,
    daysAgo: 7,
    applied: { deposit: INOUT.defaultApplyLimit.deposit },
  },
  { symbol: 'SOL', processType: IN, stateCode: '20', quantity: 6, daysAgo: 9, applied: { return: 1 } },
  { symbol: 'XRP', processType: IN, stateCode: '22', quantity: 120, daysAgo: 11, applied: { return: 1 } },
  { symbol: 'BTC', processType: IN, stateCode: '24', quantity: 0.01, daysAgo: 13, applied: { return: 1 } },
  { symbol: 'ETH', processType: IN, stateCode: '25', quantity: 0.3, daysAgo: 15, applied: { return: 2 } },
  { symbol: 'SOL', processType: IN, stateCode: '26', quantity: 2, daysAgo: 17 },
  { symbol: 'XRP', processType: IN, stateCode: '32', quantity: 500, daysAgo: 19, applied: { deposit: 1 } },
  { symbol: 'BTC', processType: IN, stateCode: '33', quantity: 0.015, daysAgo: 21, applied: { deposit: 2 } },
  { symbol: 'ETH', processType: IN, stateCode: '33', quantity: 0.2, daysAgo: 23, detailOnly: 'deposit' },
  { symbol: 'SOL', processType: IN, stateCode: '34', quantity: 3, daysAgo: 25, applied: { deposit: 1 } },
  { symbol: 'XRP', processType: IN, stateCode: '41', quantity: 200, daysAgo: 27, applied: { return: 1 } },
  { symbol: 'ETH', processType: IN, stateCode: '43', quantity: 0.4, daysAgo: 29, applied: { return: 1 } },
  {
    symbol: 'BTC',
    processType: IN,
    stateCode: '44',
    quantity: 0.008,
    daysAgo: 31,
    applied: { return: 1 },
    documentsExpired: true,
  },
  { symbol: 'BTC', processType: OUT, stateCode: '01', quantity: 0.01, daysAgo: 0, feeLevel: 'FAST' },
  { symbol: 'ETH', processType: OUT, stateCode: '01', quantity: 0.1, daysAgo: 1, feeLevel: 'LOW' },
  { symbol: 'USDT', processType: OUT, stateCode: '01', quantity: 100, daysAgo: 1, feeLevel: 'STANDARD' },
  { symbol: 'XRP', processType: OUT, stateCode: '02', quantity: 50, daysAgo: 33, feeLevel: 'LOW' },
  { symbol: 'SOL', processType: OUT, stateCode: '03', quantity: 1, daysAgo: 36, feeLevel: 'STANDARD' },
  { symbol: 'ETH', processType: OUT, stateCode: '04', quantity: 0.05, daysAgo: 39, feeLevel: 'LOW' },
  { symbol: 'BTC', processType: OUT, stateCode: '05', quantity: 0.005, daysAgo: 42, feeLevel: 'FAST' },
  { symbol: 'KRW', processType: IN, stateCode: '01', quantity: 1_000_000, daysAgo: 0 },
  { symbol: 'KRW', processType: IN, stateCode: '02', quantity: 5_000_000, daysAgo: 45 },
  { symbol: 'KRW', processType: IN, stateCode: '34', quantity: 300_000, daysAgo: 48 },
  { symbol: 'KRW', processType: OUT, stateCode: '01', quantity: 200_000, daysAgo: 1 },
  { symbol: 'KRW', processType: OUT, stateCode: '02', quantity: 150_000, daysAgo: 51 },
  { symbol: 'KRW', processType: OUT, stateCode: '03', quantity: 400_000, daysAgo: 0 },
  { symbol: 'KRW', processType: OUT, stateCode: '05', quantity: 2_000_000, daysAgo: 58 },
];

/** demo-premium: a fast BTC withdrawal whose reward would pass the point cap. */
export const PREMIUM_RECORDS: readonly SeedRecord[] = [
  { symbol: 'BTC', processType: OUT, stateCode: '01', quantity: 0.05, daysAgo: 0, feeLevel: 'FAST' },
];
/** demo-premium's points: the cap less less than the fast level's extra fee (5,000 KRW). */
export const PREMIUM_POINTS = INOUT.maxPointBalance - 3_000;

interface SeedSale {
  symbol: string;
  coinAmt: number;
  daysAgo: number;
  status: SmartSellStatus;
  failReason?: SmartSellFailure;
}

/** demo-regular's smart sales: one open, sold with a premium, sold with a discount, failed per reason. */
export const REGULAR_SALES: readonly SeedSale[] = [
  { symbol: 'DOGE', coinAmt: 500, daysAgo: 0, status: 'APPLYING' },
  { symbol: 'XRP', coinAmt: 20, daysAgo: 6, status: 'SOLD' },
  { symbol: 'ETH', coinAmt: 0.5, daysAgo: 12, status: 'SOLD' },
  { symbol: 'SHIB', coinAmt: 1_000, daysAgo: 18, status: 'FAIL', failReason: 'belowMinimum' },
  { symbol: 'WEMIX', coinAmt: 10, daysAgo: 24, status: 'FAIL', failReason: 'notTradable' },
  { symbol: 'SOL', coinAmt: 1, daysAgo: 30, status: 'FAIL', failReason: 'priceMoved' },
];

const DAY_MS = 86_400_000;
const SEED_EXCHANGE = 'Upbit';

function coinTypeOf(symbol: string): string {
  if (symbol === 'KRW') return KRW_COIN_TYPE;
  const coin = COINS.find((c) => c.symbol === symbol);
  if (!coin) throw new Error(`seed record on unknown coin ${symbol}`);
  return coin.coinType;
}

function seedTxId(memNo: number, index: number): string {
  return createHash('sha256').update(`seed:${memNo}:${index}`).digest('hex');
}

/** Inserts one member's seeded records, their applications and documents (in the caller's transaction). */
function seedRecords(
  db: Database.Database,
  memNo: number,
  records: readonly SeedRecord[],
  nowMs: number,
): void {
  const store = new InoutStore(db);
  const addDocument = db.prepare<[string, Buffer, number, number]>(
    `INSERT INTO attachments (attachment_id, file_name, media_type, size, bytes, address, created_at, claimed_by)
     VALUES (?, 'document.png', 'image/png', ${SEED_DOCUMENT_PNG.length}, ?, 'seed', ?, ?)`,
  );
  records.forEach((spec, index) => {
    const coinType = coinTypeOf(spec.symbol);
    const coin = coinOf(coinType);
    const network = coin && withdrawNetworks(coin)[0];
    const out = spec.processType === 'OUT';
    const fee = out
      ? network
        ? network.fees[spec.feeLevel ?? 'LOW']
        : INOUT.krwWithdrawFee
      : (spec.depositFee ?? 0);
    // A withdrawal's total is what left (quantity + fee); a deposit's is what arrived (fee taken from it).
    const total = out ? roundTo(spec.quantity + fee, INOUT.coinDecimals) : spec.quantity;
    const quantity = out ? spec.quantity : roundTo(spec.quantity - fee, INOUT.coinDecimals);
    const requestedAt = nowMs - spec.daysAgo * DAY_MS - (index + 1) * 3_600_000;
    const address = coin ? depositAddresses(coin, memNo)[0]! : undefined;
    const sent =
      (spec.processType === 'OUT' && spec.stateCode === '05' && coin) ||
      (spec.processType === 'IN' && spec.stateCode === '43');
    const final = isFinalState(recordKind(spec.processType, coinType), spec.stateCode);
    const record = store.insert({
      memNo,
      coinType,
      processType: spec.processType,
      stateCode: spec.stateCode,
      networkName: network?.networkName ?? null,
      feeLevel: coin && spec.processType === 'OUT' ? (spec.feeLevel ?? 'LOW') : null,
      feeQuantity: fee,
      quantity,
      totalQuantity: total,
      totalKrwValue: krwValue(coinType, total, coin?.priceKrw ?? 1),
      firstAddress: address?.address ?? null,
      secondAddress: address?.secondAddress ?? null,
      secondAddressName: address?.secondAddress ? (network?.secondAddressName ?? null) : null,
      txId: sent ? seedTxId(memNo, index) : null,
      requestedAt,
      completedAt: final ? requestedAt + 1_800_000 : null,
      stateAt: requestedAt,
      autoAdvance: false,
      depositApplyLimit: spec.depositLimit ?? INOUT.defaultApplyLimit.deposit,
      documentsExpired: spec.documentsExpired ?? false,
    });
    for (const kind of APPLICATION_KINDS) {
      const count = spec.applied?.[kind] ?? 0;
      if (count === 0 && spec.detailOnly !== kind) continue;
      const detail: StoredDepositDetail | StoredRefundDetail =
        kind === 'deposit'
          ? {
              exchangeName: SEED_EXCHANGE,
              firstAddress: address?.address ?? '',
              secondAddressName: null,
              secondAddress: null,
              isAgreePersonalInformation: true,
              isAgreeNoMoneyLaundering: true,
            }
          : refundDetail(db, memNo, record.totalQuantity, network, address?.address ?? '', true);
      for (let i = 0; i < count; i += 1) store.saveApplication(record.seq, kind, detail, requestedAt, true);
      if (count === 0) store.saveApplication(record.seq, kind, detail, requestedAt, false);
      const ids = [0, 1].map((n) => `seed-${record.seq}-${kind}-${n}`);
      for (const id of ids) addDocument.run(id, SEED_DOCUMENT_PNG, nowMs, memNo);
      store.replaceDocuments(record.seq, kind, ids);
    }
    if (spec.processType === 'IN' && spec.stateCode === '26')
      store.saveApplication(
        record.seq,
        'return',
        {
          ...refundDetail(db, memNo, record.totalQuantity, network, address?.address ?? '', false),
          exchangeName: EXCHANGE_RETURN_NAME,
        },
        requestedAt,
        false,
      );
  });
}

function refundDetail(
  db: Database.Database,
  memNo: number,
  quantity: number,
  network: ReturnType<typeof withdrawNetworks>[number] | undefined,
  firstAddress: string,
  consents: boolean,
): StoredRefundDetail {
  const name = db.prepare<[number], { name: string }>('SELECT name FROM members WHERE mem_no = ?').get(memNo);
  const totals = refundTotals(quantity, network?.fees.LOW ?? 0) ?? {
    quantity,
    feeQuantity: 0,
    totalQuantity: quantity,
  };
  return {
    refundType: 'EXCHANGE',
    refundTypeName: '',
    exchangeName: SEED_EXCHANGE,
    networkName: network?.networkName ?? '',
    firstAddress,
    secondAddress: null,
    secondAddressName: null,
    custName: name?.name ?? '',
    custType: 'personal',
    custTypeName: '',
    corpName: null,
    corpRepName: null,
    ...totals,
    isAgreeRefundRequest: consents,
    isAgreePersonalInformation: consents,
    isAgreeNoMoneyLaundering: consents,
  };
}

function seedSales(db: Database.Database, memNo: number, sales: readonly SeedSale[], nowMs: number): void {
  const store = new InoutStore(db);
  for (const sale of sales) {
    const coin = COINS.find((c) => c.symbol === sale.symbol)!;
    const requestedAt = nowMs - sale.daysAgo * DAY_MS;
    const settled = sale.status === 'SOLD' ? smartSellSettlement(sale.coinAmt, coin.priceKrw) : undefined;
    store.insertSmartSell({
      memNo,
      coinType: coin.coinType,
      coinAmt: sale.coinAmt,
      requestedAt,
      status: sale.status,
      failReason: sale.failReason ?? null,
      tradedAt: settled ? requestedAt + 60_000 : null,
      quote: settled?.quote ?? null,
      fee: settled?.fee ?? null,
      krwAmt: settled?.krwAmt ?? null,
      autoSettle: false,
    });
  }
}

/** The seeded deposits and withdrawals of the demo members that exist (in the caller's transaction). */
export function seedInoutRecords(
  db: Database.Database,
  memberNumber: (loginId: string) => number | undefined,
  nowMs: number,
): void {
  const regular = memberNumber('demo-regular');
  if (regular !== undefined) {
    seedRecords(db, regular, REGULAR_RECORDS, nowMs);
    seedSales(db, regular, REGULAR_SALES, nowMs);
  }
  const premium = memberNumber('demo-premium');
  if (premium !== undefined) {
    seedRecords(db, premium, PREMIUM_RECORDS, nowMs);
    new InoutStore(db).addPoints(premium, null, PREMIUM_POINTS, nowMs);
  }
}
