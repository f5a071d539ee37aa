/**
 * The credit engine's property: random forced prices (admin-style trades within the band), Plus buy
 * orders, cancels, repayments and clock moves never leave a loan that was at or below 107 % active after
 * the engine's next step, auto-repayment ends a loan within its portions, and the ledger stays whole (no
 * balance or lock negative, every lock what orders and loans hold) after every step.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  autoRepayDue,
  PLUS_BUY,
  roundToTick,
  tickSize,
  tradePriceProblem,
  type LoanRow,
} from '../../../../contract';
import { ledgerProblems } from '../../../../server/db/integrity';
import { MarketModel } from '../../../../server/market/market-model';
import { EngineHarness, START_MS } from '../trading/engine-harness';

const KEY = 'XRP-KRW';
const PORTIONS = Math.round(1 / PLUS_BUY.autoRepayPortion);
const model = new MarketModel({ seed: 42, tradeRate: 0, startMs: START_MS });
const startPrice = model.price(model.tickerListings().find((listing) => listing.key === KEY)!);

type Action =
  | { kind: 'marketBuy'; amount: number }
  | { kind: 'limitBuy'; amount: number; ticksBelow: number }
  | { kind: 'trade'; factor: number }
  | { kind: 'wait'; ms: number }
  | { kind: 'cancel' }
  | { kind: 'repay'; method: 'krw' | 'sell'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constant('marketBuy' as const),
    amount: fc.integer({ min: 1_000_000, max: 3_000_000 }),
  }),
  fc.record({
    kind: fc.constant('limitBuy' as const),
    amount: fc.integer({ min: 1_000_000, max: 3_000_000 }),
    ticksBelow: fc.integer({ min: 0, max: 3 }),
  }),
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('trade' as const),
      factor: fc.double({ min: 0.8, max: 1.05, noNaN: true }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('wait' as const),
      ms: fc.oneof(
        { weight: 3, arbitrary: fc.constant(PLUS_BUY.autoRepayPeriodMs) },
        { weight: 1, arbitrary: fc.integer({ min: 0, max: 80 * 3_600_000 }) },
      ),
    }),
  },
  fc.record({ kind: fc.constant('cancel' as const) }),
  fc.record({
    kind: fc.constant('repay' as const),
    method: fc.constantFrom('krw' as const, 'sell' as const),
    pick: fc.nat(),
  }),
);

function run(h: EngineHarness, memNo: number, step: Action): void {
  const price = h.price(KEY);
  switch (step.kind) {
    case 'marketBuy':
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: step.amount, plusBuy: true });
      return;
    case 'limitBuy': {
      let limit = price;
      for (let i = 0; i < step.ticksBelow; i += 1) limit = roundToTick('KRW', limit - tickSize('KRW', limit));
      const quantity = Math.ceil(step.amount / limit);
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'limit', price: limit, quantity, plusBuy: true });
      return;
    }
    case 'trade': {
      const target = roundToTick('KRW', price * step.factor);
      if (!tradePriceProblem('KRW', target, price)) h.trade(KEY, target);
      return;
    }
    case 'wait':
      h.clock += step.ms;
      return;
    case 'cancel':
      for (const order of h.ledger.memberOrders(memNo, { status: 'pending' }, 100))
        h.engine.cancel(memNo, order.orderId);
      return;
    case 'repay': {
      const open = h.credit.status(memNo).loans.filter((loan) => loan.state === 'active');
      const loan = open[step.pick % Math.max(1, open.length)];
      if (loan) h.credit.repay(memNo, loan.loanId, step.method);
    }
  }
}

/** An action the engine may refuse (an order over the balance, KRW short for a repayment): a 4xx, no change. */
function tolerated(error: unknown): boolean {
  const status = (error as { status?: number }).status;
  return status !== undefined && status >= 400 && status < 500;
}

test(
  'random prices and Plus buy orders: no loan at ≤ 107 % left active after a step, auto-repayment ends within its portions, the ledger whole',
  { timeout: 120_000 },
  () => {
    fc.assert(
      fc.property(
        fc.constantFrom(5_000_000, 100_000_000),
        fc.array(action, { minLength: 2, maxLength: 12 }),
        (krw, actions) => {
          const h = new EngineHarness(model);
          try {
            if (h.price(KEY) !== startPrice) h.trade(KEY, startPrice);
            const memNo = h.member('demo-plus', { KRW: krw });
            const portions = new Map<number, number>();
            for (const step of actions) {
              try {
                run(h, memNo, step);
              } catch (error) {
                if (!tolerated(error)) throw error;
              }
              const due = h.credit
                .status(memNo)
                .loans.filter((loan) => loan.state === 'active' && autoRepayDue(loan.level))
                .map((loan) => loan.loanId);
              h.credit.step();
              const loans = new Map<number, LoanRow>(
                h.credit.status(memNo).loans.map((loan) => [loan.loanId, loan]),
              );
              for (const loanId of due) expect(loans.get(loanId)!.state).not.toBe('active');
              for (const loan of loans.values()) {
                const stored = h.creditStore.loan(loan.loanId)!;
                expect(stored.portionsSold).toBeLessThanOrEqual(PORTIONS);
                if (stored.portionsSold >= PORTIONS) expect(loan.state).toBe('repaid');
                portions.set(loan.loanId, stored.portionsSold);
                expect(loan.outstanding).toBeGreaterThanOrEqual(0);
                expect(loan.quantity).toBeGreaterThanOrEqual(0);
              }
              expect(ledgerProblems(h.db)).toEqual([]);
              for (const row of h.ledger.balances(memNo)) {
                expect(row.balance).toBeGreaterThanOrEqual(0);
                expect(row.locked).toBeGreaterThanOrEqual(0);
                expect(row.locked).toBeLessThanOrEqual(row.balance);
              }
            }
            expect(h.errors).toEqual([]);
          } finally {
            h.close();
          }
        },
      ),
      { numRuns: 200, seed: 14_2026 },
    );
  },
);
