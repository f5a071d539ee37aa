// The demo deposits and withdrawals reach every state code of every kind, and the cases the pages show.
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  INOUT,
  recordKind,
  RECORD_KINDS,
  STATE_CODES_BY_KIND,
  type RecordKind,
  type StateCode,
} from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { ledgerProblems } from '../../../../server/db/integrity';
import { seedDatabase } from '../../../../server/db/seed';
import { InoutStore, type StoredRecord } from '../../../../server/inout/inout-store';
import { PREMIUM_POINTS } from '../../../../server/seed/inout-records';

let db: Database.Database;
let store: InoutStore;
beforeAll(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedDatabase(db, 42);
  store = new InoutStore(db);
});
afterAll(() => db.close());

const memNo = (loginId: string) =>
  db
    .prepare<[string], { memNo: number }>('SELECT mem_no AS memNo FROM members WHERE login_id = ?')
    .get(loginId)!.memNo;
const recordsOf = (loginId: string): (StoredRecord & { kind: RecordKind })[] =>
  store
    .page({
      memNo: memNo(loginId),
      processType: null,
      coinType: null,
      fromMs: 0,
      toMs: Date.now() + 1,
      limit: 1000,
      offset: 0,
    })
    .records.map((record) => ({ ...record, kind: recordKind(record.processType, record.coinType) }));
const find = (loginId: string, kind: RecordKind, code: StateCode) =>
  recordsOf(loginId).filter((record) => record.kind === kind && record.stateCode === code);

describe('demo-regular', () => {
  test.each(RECORD_KINDS)('%s: a record at every code of the kind', (kind) => {
    const codes = new Set(
      recordsOf('demo-regular')
        .filter((r) => r.kind === kind)
        .map((r) => r.stateCode),
    );
    expect([...codes].sort()).toEqual([...STATE_CODES_BY_KIND[kind]].sort());
  });

  test('spread over the last 60 days; none moves by itself', () => {
    const records = recordsOf('demo-regular');
    const oldest = Math.min(...records.map((r) => r.requestedAt));
    expect(Date.now() - oldest).toBeLessThan(60 * 86_400_000);
    expect(Date.now() - oldest).toBeGreaterThan(50 * 86_400_000);
    expect(records.some((r) => r.autoAdvance)).toBe(false);
  });

  test('a 33 with an apply count and a 33 without', () => {
    const counts = find('demo-regular', 'coinIn', '33').map((r) => r.depositApplyCount);
    expect(counts.some((n) => n > 0)).toBe(true);
    expect(counts).toContain(0);
  });

  test('a held deposit without a limit, one at its limit, one past retention', () => {
    const records = recordsOf('demo-regular').filter((r) => r.kind === 'coinIn');
    expect(records.some((r) => ['04', '05'].includes(r.stateCode) && r.depositApplyLimit === 0)).toBe(true);
    expect(records.some((r) => r.depositApplyLimit > 0 && r.depositApplyCount >= r.depositApplyLimit)).toBe(
      true,
    );
    expect(records.some((r) => r.documentsExpired)).toBe(true);
  });

  test('every application code has its detail, and documents (PNG) but for 26', () => {
    for (const record of recordsOf('demo-regular').filter((r) => r.kind === 'coinIn')) {
      const kinds = (['deposit', 'return'] as const).filter((kind) => store.application(record.seq, kind));
      if (['01', '02', '04', '05'].includes(record.stateCode)) expect(kinds).toEqual([]);
      else expect(kinds.length, record.stateCode).toBeGreaterThan(0);
      for (const kind of kinds) {
        const documents = store.documents(record.seq, kind);
        if (record.stateCode === '26') expect(documents).toEqual([]);
        else expect(documents.every((d) => d.mediaType === 'image/png' && d.bytes.length > 0)).toBe(true);
      }
    }
  });

  test('a deposit with a fee: quantity is the total less the fee', () => {
    const charged = recordsOf('demo-regular').filter((r) => r.kind === 'coinIn' && r.feeQuantity > 0);
    expect(charged).toHaveLength(1);
    expect(charged[0]!.quantity).toBeCloseTo(charged[0]!.totalQuantity - charged[0]!.feeQuantity, 8);
  });

  test('coin withdrawals in 01 at FAST, at LOW and on an excluded coin', () => {
    const pending = find('demo-regular', 'coinOut', '01');
    expect(pending.map((r) => r.feeLevel).sort()).toEqual(['FAST', 'LOW', 'STANDARD']);
  });

  test('smart sales: APPLYING, SOLD with a discount and with a premium, FAIL with each reason', () => {
    const { sales } = store.smartSells(memNo('demo-regular'), 100, 0);
    expect(sales.filter((s) => s.status === 'APPLYING')).toHaveLength(1);
    expect(
      sales
        .filter((s) => s.status === 'SOLD')
        .map((s) => Math.sign(s.fee!))
        .sort(),
    ).toEqual([-1, 1]);
    expect(
      sales
        .filter((s) => s.status === 'FAIL')
        .map((s) => s.failReason)
        .sort(),
    ).toEqual(['belowMinimum', 'notTradable', 'priceMoved']);
    expect(sales.some((s) => s.autoSettle)).toBe(false);
  });
});

describe('the other members', () => {
  test('demo-premium: points just under the cap and a FAST withdrawal in 01', () => {
    expect(store.points(memNo('demo-premium'))).toBe(PREMIUM_POINTS);
    expect(PREMIUM_POINTS).toBeLessThan(INOUT.maxPointBalance);
    expect(find('demo-premium', 'coinOut', '01').map((r) => r.feeLevel)).toEqual(['FAST']);
  });

  test('demo-inout: assets and no records', () => {
    expect(recordsOf('demo-inout')).toEqual([]);
    const balances = db
      .prepare('SELECT COUNT(*) AS n FROM balances WHERE mem_no = ? AND balance > 0')
      .get(memNo('demo-inout')) as { n: number };
    expect(balances.n).toBeGreaterThan(1);
  });

  test('the ledger is whole', () => {
    expect(ledgerProblems(db)).toEqual([]);
  });
});
