// The desk on its own: the Plus buy withdrawal restriction, the back office's clock (a fake clock), the
// fee reward taken back, and the member's socket hearing of every balance change.
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  CREDIT_RESTRICTION_CODES,
  INOUT,
  INOUT_ERROR_CODES,
  KRW_COIN_TYPE,
  roundTo,
  type CoinKey,
  type FeeLevel,
} from '../../../../contract';
import type { StoredLoan } from '../../../../server/trading/credit-port';
import { migrate } from '../../../../server/db/database';
import { NotificationStore } from '../../../../server/notifications/notification-store';
import { SmsOutbox } from '../../../../server/notifications/sms-outbox';
import { ledgerProblems } from '../../../../server/db/integrity';
import { seedDatabase } from '../../../../server/db/seed';
import { SMART_SELL_SETTLE_MS } from '../../../../server/inout/back-office';
import { InoutDesk } from '../../../../server/inout/inout-desk';
import { coinOf, depositAddresses, withdrawNetworks } from '../../../../server/inout/networks';
import { MarketModel } from '../../../../server/market/market-model';
import { Ledger } from '../../../../server/trading/ledger';
import { AttachmentStore } from '../../../../server/uploads/attachment-store';

const BTC = 'C0101';
const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

let db: Database.Database;
let clock: number;
let loans: StoredLoan[];
let debt: number;
let published: { memNo: number; coinTypes: readonly string[] }[];
let desk: InoutDesk;
let memNo: number;

beforeEach(() => {
  db = new Database(':memory:');
  db.pragma('foreign_keys = ON');
  migrate(db);
  seedDatabase(db, 42);
  clock = Date.parse('2026-11-20T03:00:00Z');
  loans = [];
  debt = 0;
  published = [];
  const now = () => clock;
  desk = new InoutDesk({
    db,
    model: new MarketModel({ seed: 42, tradeRate: 0, startMs: clock }),
    openLoans: () => loans,
    debt: () => debt,
    attachments: new AttachmentStore(db, now),
    publish: (member, coinTypes) => published.push({ memNo: member, coinTypes }),
    notices: new NotificationStore(db, now, () => {}, new SmsOutbox(db, now)),
    now,
  });
  memNo = (
    db.prepare("SELECT mem_no AS memNo FROM members WHERE login_id = 'demo-inout'").get() as {
      memNo: number;
    }
  ).memNo;
});
afterEach(() => db.close());

const network = () => withdrawNetworks(coinOf(BTC)!)[0]!;
const withdraw = (quantity = network().minQuantity, feeLevel: FeeLevel = 'LOW') =>
  desk.requests.withdraw(
    memNo,
    {
      coinType: BTC,
      networkName: network().networkName,
      address: ADDRESS,
      secondAddress: null,
      quantity,
      feeLevel,
    },
    'en',
  );
const balance = (coinType: string) => new Ledger(db).balance(memNo, coinType);

describe('Plus buy loan coin', () => {
  test('a withdrawal reaching into coin a loan holds is PLUS_BUY_WITHDRAWAL_BLOCKED; the free part goes', () => {
    // demo-inout holds 0.1 BTC; a loan holds 0.06 of it (locked in the ledger, as the order engine does).
    const ledger = new Ledger(db);
    ledger.writeBalance(memNo, { ...ledger.balance(memNo, BTC), locked: 0.06 });
    loans = [{ key: 'BTC-KRW' as CoinKey, quantity: 0.06 } as StoredLoan];
    expect(() => withdraw(0.05)).toThrow(
      expect.objectContaining({ status: 409, code: CREDIT_RESTRICTION_CODES.withdrawal }),
    );
    expect(balance(BTC).balance).toBe(0.1);
    withdraw(0.03);
    expect(balance(BTC).balance).toBeCloseTo(0.1 - 0.03 - network().fees.LOW, 8);
  });

  test('while a Plus buy debt is unpaid, no coin or KRW withdrawal goes (PLUS_BUY_DEBT_WITHDRAWAL_BLOCKED); a deposit does', () => {
    debt = 1;
    const krw = balance(KRW_COIN_TYPE).balance;
    const blocked = expect.objectContaining({
      status: 403,
      code: CREDIT_RESTRICTION_CODES.debtWithdrawal,
    });
    expect(() => withdraw()).toThrow(blocked);
    expect(() => desk.requests.krwTransfer(memNo, 'OUT', 10_000, 'en')).toThrow(blocked);
    expect(balance(BTC).balance).toBe(0.1);
    expect(balance(KRW_COIN_TYPE).balance).toBe(krw);
    expect(desk.requests.krwTransfer(memNo, 'IN', 10_000, 'en').seq).toBeGreaterThan(0);
    debt = 0;
    withdraw();
    expect(balance(BTC).balance).toBeLessThan(0.1);
  });
});

describe("the back office's clock", () => {
  test('a coin withdrawal is sent after INOUT.autoAdvanceMs.coinOut, not before', () => {
    const entry = withdraw();
    clock += INOUT.autoAdvanceMs.coinOut - 1;
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('01');
    clock += 1;
    desk.backOffice.step();
    const sent = desk.store.record(entry.seq)!;
    expect(sent.stateCode).toBe('05');
    expect(sent.txId).toMatch(/^[0-9a-f]{64}$/);
    expect(sent.completedAt).toBe(clock);
  });

  test('a KRW withdrawal is sent, then completed a minute later', () => {
    const entry = desk.requests.krwTransfer(memNo, 'OUT', 10_000, 'en');
    clock += INOUT.autoAdvanceMs.krwOut;
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('03');
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('03');
    clock += INOUT.autoAdvanceMs.krwOut;
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('05');
  });

  test('a KRW deposit is credited after a minute, and the socket hears of it', () => {
    const before = balance(KRW_COIN_TYPE).balance;
    const entry = desk.requests.krwTransfer(memNo, 'IN', 20_000, 'en');
    expect(published).toEqual([]);
    clock += INOUT.autoAdvanceMs.krwIn;
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('02');
    expect(balance(KRW_COIN_TYPE).balance).toBe(before + 20_000);
    expect(published).toEqual([{ memNo, coinTypes: [KRW_COIN_TYPE] }]);
  });

  test('a cancelled withdrawal stays cancelled; seeded records never move', () => {
    const entry = withdraw();
    desk.requests.cancel(memNo, { coinOutSeq: entry.seq, coinType: BTC }, 'en');
    const seeded = db
      .prepare('SELECT seq, state_code AS code FROM inout_records WHERE auto_advance = 0')
      .all();
    clock += 100 * INOUT.autoAdvanceMs.coinOut;
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('02');
    expect(
      db.prepare('SELECT seq, state_code AS code FROM inout_records WHERE auto_advance = 0').all(),
    ).toEqual(expect.arrayContaining(seeded));
  });

  test('a smart sale the back office opened settles SOLD after a minute; the seeded one stays open', () => {
    const sale = desk.backOffice.adminSmartSell(
      () => memNo,
      { loginId: 'demo-inout', coinType: BTC, coinAmt: 0.01 },
      'en',
    );
    clock += SMART_SELL_SETTLE_MS;
    desk.backOffice.step();
    expect(desk.store.smartSell(sale.seq)!.status).toBe('SOLD');
    const open = db.prepare("SELECT COUNT(*) AS n FROM smart_sells WHERE status = 'APPLYING'").get();
    expect(open).toEqual({ n: 1 });
  });
});

describe('the start-up checks', () => {
  test('accept a database with coin and KRW withdrawals in flight', () => {
    withdraw();
    desk.requests.krwTransfer(memNo, 'OUT', 10_000, 'en');
    expect(ledgerProblems(db)).toEqual([]);
  });
});

describe('asset-change frames', () => {
  test('a withdrawal and its cancel each tell the socket about the coin', () => {
    const entry = withdraw();
    desk.requests.cancel(memNo, { coinOutSeq: entry.seq, coinType: BTC }, 'en');
    expect(published).toEqual([
      { memNo, coinTypes: [BTC] },
      { memNo, coinTypes: [BTC] },
    ]);
  });
});

describe('the fee reward taken back', () => {
  /** The member used `points` in the point shop, which lies outside the simulator (no history entry). */
  const spend = (points: number) =>
    db.prepare('UPDATE member_points SET balance = balance - ? WHERE mem_no = ?').run(points, memNo);
  const setBalances = () => {
    const ledger = new Ledger(db);
    ledger.writeBalance(memNo, { ...ledger.balance(memNo, BTC), balance: 10, locked: 0 });
    db.prepare('DELETE FROM member_points WHERE mem_no = ?').run(memNo);
  };

  test('points already used: the cancel still goes and the balance owes them', () => {
    const entry = withdraw(undefined, 'FAST');
    const { pointQuantity } = desk.requests.applyFeeReward(memNo, entry.seq);
    expect(pointQuantity).toBeGreaterThan(0);
    spend(pointQuantity);
    desk.requests.cancel(memNo, { coinOutSeq: entry.seq, coinType: BTC }, 'en');
    expect(desk.store.points(memNo)).toBe(-pointQuantity);
    // The next reward pays the debt first.
    const next = withdraw(undefined, 'FAST');
    desk.requests.applyFeeReward(memNo, next.seq);
    expect(desk.store.points(memNo)).toBe(0);
  });

  type Step =
    | { op: 'withdraw'; level: FeeLevel }
    | { op: 'reward'; pick: number }
    | { op: 'move'; pick: number; to: '02' | '03' | '04' | '05' }
    | { op: 'spend'; share: number };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({
      op: fc.constant('withdraw' as const),
      level: fc.constantFrom<FeeLevel>('LOW', 'STANDARD', 'FAST'),
    }),
    fc.record({ op: fc.constant('reward' as const), pick: fc.nat() }),
    fc.record({
      op: fc.constant('move' as const),
      pick: fc.nat(),
      to: fc.constantFrom('02', '03', '04', '05'),
    }),
    fc.record({ op: fc.constant('spend' as const), share: fc.double({ min: 0, max: 1, noNaN: true }) }),
  );

  test('the points held plus those used are always the rewards of withdrawals that were not given back', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        setBalances();
        const seqs: number[] = [];
        let used = 0;
        for (const next of steps) {
          const pick = 'pick' in next && seqs.length > 0 ? seqs[next.pick % seqs.length] : undefined;
          if (next.op === 'withdraw') seqs.push(withdraw(undefined, next.level).seq);
          else if (next.op === 'spend') {
            const points = Math.floor(Math.max(0, desk.store.points(memNo)) * next.share);
            spend(points);
            used += points;
          } else if (pick !== undefined && desk.store.record(pick)!.stateCode === '01') {
            if (next.op === 'reward') {
              if (desk.store.record(pick)!.rewardStatus !== null) continue;
              try {
                desk.requests.applyFeeReward(memNo, pick);
              } catch (error) {
                // The cap (W-C-88) is the one refusal a withdrawal in 01 without a reward may meet.
                expect(error).toMatchObject({ code: INOUT_ERROR_CODES.pointLimit });
              }
            } else if (next.to === '02')
              desk.requests.cancel(memNo, { coinOutSeq: pick, coinType: BTC }, 'en');
            else desk.backOffice.adminMove(pick, next.to, 'en');
          }
          const kept = seqs
            .map((seq) => desk.store.record(seq)!)
            .filter((record) => !['02', '03', '04'].includes(record.stateCode))
            .reduce((sum, record) => sum + (record.rewardPoints ?? 0), 0);
          expect(desk.store.points(memNo) + used).toBe(kept);
          expect(historyOf(seqs)).toBe(kept);
        }
      }),
      { numRuns: 40 },
    );
  });

  /** The sum of the point-history entries of these withdrawals. */
  function historyOf(seqs: readonly number[]): number {
    const entries = db
      .prepare<[number], { seq: number | null; points: number }>(
        'SELECT seq, points FROM point_history WHERE mem_no = ?',
      )
      .all(memNo);
    return entries
      .filter(({ seq }) => seq !== null && seqs.includes(seq))
      .reduce((sum, e) => sum + e.points, 0);
  }
});

describe("a coin deposit below its network's minimum (the deposit page's promise)", () => {
  const UNIT = 10 ** -INOUT.coinDecimals;
  const target = () => depositAddresses(coinOf(BTC)!, memNo)[0]!;
  const arrive = (quantity: number, code: '01' | '04' | '05' = '01') =>
    desk.backOffice.adminDeposit(memNo, BTC, quantity, code, 'en');
  const statement = () =>
    desk.views.statement(
      memNo,
      { type: 'IN', from: '2026-11-20', to: '2026-11-20', page: 1, size: 100 },
      'en',
    ).entries;

  test('minDeposit − one unit is recorded in 34 (not credited, return possible), the balance untouched', () => {
    const before = balance(BTC).balance;
    const entry = arrive(roundTo(target().minDeposit - UNIT, INOUT.coinDecimals));
    expect(entry).toMatchObject({
      stateCode: '34',
      stateMessage: 'Below the minimum deposit',
      isShowAssetRefundButton: true,
      isShowDepositRequestButton: false,
      isShowRequestDetailButton: false,
    });
    clock += 100 * INOUT.autoAdvanceMs.coinIn * target().confirmations;
    desk.backOffice.step();
    expect(() => desk.backOffice.adminMove(entry.seq, '02', 'en')).toThrow(
      expect.objectContaining({ status: 409 }),
    );
    expect(balance(BTC).balance).toBe(before);
    expect(statement().find((shown) => shown.seq === entry.seq)).toMatchObject({ stateCode: '34' });
    expect(desk.views.entry(desk.store.record(entry.seq)!, 'ko').stateMessage).toBe('최소 입금 수량 미만');
  });

  test('a held arrival below the minimum is not credited either', () => {
    expect(arrive(UNIT, '04').stateCode).toBe('34');
  });

  test("exactly minDeposit is credited once the network's confirmations have passed, not a block before", () => {
    const before = balance(BTC).balance;
    const entry = arrive(target().minDeposit);
    expect(entry.stateCode).toBe('01');
    clock += INOUT.autoAdvanceMs.coinIn * target().confirmations - 1;
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('01');
    clock += 1;
    desk.backOffice.step();
    expect(desk.store.record(entry.seq)!.stateCode).toBe('02');
    expect(balance(BTC).balance).toBe(roundTo(before + target().minDeposit, INOUT.coinDecimals));
  });

  test('the balance is always the start plus the credited deposits, and every arrival is in the statement', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ units: fc.integer({ min: -3, max: 3 }), blocks: fc.nat(4) }), { maxLength: 10 }),
        (arrivals) => {
          const start = balance(BTC).balance;
          const seqs = arrivals.map(({ units, blocks }) => {
            const { seq } = arrive(roundTo(target().minDeposit + units * UNIT, INOUT.coinDecimals));
            clock += blocks * INOUT.autoAdvanceMs.coinIn;
            desk.backOffice.step();
            return seq;
          });
          clock += INOUT.autoAdvanceMs.coinIn * target().confirmations;
          desk.backOffice.step();
          const records = seqs.map((seq) => desk.store.record(seq)!);
          const credited = records
            .filter((record) => record.stateCode === '02')
            .reduce((sum, record) => sum + record.totalQuantity, 0);
          expect(balance(BTC).balance).toBeCloseTo(start + credited, INOUT.coinDecimals);
          for (const record of records)
            expect(record.stateCode).toBe(record.quantity < target().minDeposit ? '34' : '02');
          const shown = new Set(statement().map((entry) => entry.seq));
          expect(seqs.every((seq) => shown.has(seq))).toBe(true);
          expect(ledgerProblems(db)).toEqual([]);
        },
      ),
      { numRuns: 30 },
    );
  });
});
