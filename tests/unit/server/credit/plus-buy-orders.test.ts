/** Plus buy orders through the order engine: the loan at placement, its checks, fills, cancels, restrictions. */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import {
  buyLock,
  CREDIT_RESTRICTION_CODES,
  ELIGIBILITY_CODES,
  feeOf,
  loanFeePart,
  loanFor,
  coinLockedMessage,
  PLUS_BUY,
  PLUS_BUY_COIN_LOCKED,
  roundToTick,
  specTicks,
  type EligibilityProblem,
} from '../../../../contract';
import { ledgerProblems } from '../../../../server/db/integrity';
import type { ApiError } from '../../../../server/errors/api-error';
import { message } from '../../../../server/errors/messages';
import { EngineHarness, thrown } from '../trading/engine-harness';

const KEY = 'XRP-KRW';
let h: EngineHarness;
beforeEach(() => {
  h = new EngineHarness();
});
afterEach(() => {
  expect(h.errors).toEqual([]);
  expect(ledgerProblems(h.db)).toEqual([]);
  h.close();
});

const plusMember = (krw = 100_000_000) => h.member('demo-plus', { KRW: krw });
const loansOf = (memNo: number) => h.credit.status(memNo).loans;
/** A limit price `steps` ticks below the last price: it rests in the book. */
const below = (steps: number) => {
  let price = h.price(KEY);
  for (let i = 0; i < steps; i += 1) price = roundToTick(specTicks('KRW'), price - 1);
  return price;
};

describe('the loan at placement', () => {
  const edges: [number, number | string][] = [
    [999_999, 'belowMinimum'],
    [1_000_000, 800_000],
    [50_000_000, 40_000_000],
    [50_000_001, 'aboveMaximum'],
  ];
  test.each(edges)('a market Plus buy of %i KRW: %s', (amount, expected) => {
    const memNo = plusMember();
    const place = () => h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount, plusBuy: true });
    if (typeof expected === 'string') {
      expect(thrown(place)).toMatchObject({
        status: 400,
        code: 'PLUS_BUY_ORDER_REJECTED',
        data: { problem: expected },
      });
      expect(loansOf(memNo)).toEqual([]);
      expect(h.balance(memNo, 'KRW')).toMatchObject({ balance: 100_000_000, locked: 0 });
    } else {
      const order = place();
      const [loan] = loansOf(memNo);
      expect(loan).toMatchObject({ orderId: order.orderId, principal: expected, key: KEY });
      expect(loanFor(amount)).toBe(expected);
    }
  });

  test('a resting limit Plus buy: the loan is credited and locked with the order, at 125 %', () => {
    const memNo = plusMember();
    const price = below(5);
    const quantity = Math.ceil(2_000_000 / price);
    const amount = price * quantity;
    h.place(memNo, { key: KEY, side: 'buy', orderType: 'limit', price, quantity, plusBuy: true });
    const loan = loanFor(amount);
    expect(h.balance(memNo, 'KRW')).toMatchObject({
      balance: 100_000_000 + loan,
      locked: buyLock('KRW', amount),
    });
    const [row] = loansOf(memNo);
    expect(row).toMatchObject({
      principal: loan,
      outstanding: loan,
      quantity: 0,
      reservedKrw: amount,
      level: 125,
      band: 'low',
      state: 'active',
      closeReason: null,
    });
  });

  test('the ordinary checks count the loan as available: own KRW for the rest and the fee is enough', () => {
    const amount = 1_000_000;
    const own = amount - loanFor(amount) + feeOf('KRW', amount);
    const short = plusMember(own - 1);
    expect(
      thrown(() => h.place(short, { key: KEY, side: 'buy', orderType: 'market', amount, plusBuy: true })),
    ).toMatchObject({ code: 'ORDER_REJECTED', data: { problem: 'insufficientBalance' } });
    const enough = plusMember(own);
    h.place(enough, { key: KEY, side: 'buy', orderType: 'market', amount, plusBuy: true });
    expect(loansOf(enough)).toHaveLength(1);
  });

  const refusals: [string, Record<string, unknown>][] = [
    ['notPurchasable', { key: 'SHIB-KRW', side: 'buy', orderType: 'market', amount: 1_000_000 }],
    ['notPurchasable', { key: 'XRP-BTC', side: 'buy', orderType: 'market', amount: 0.1 }],
    ['notBuy', { key: KEY, side: 'sell', orderType: 'market', quantity: 10 }],
    [
      'orderTypeNotAllowed',
      { key: KEY, side: 'buy', orderType: 'stopLimit', price: 3000, stopPrice: 3500, quantity: 400 },
    ],
  ];
  test.each(refusals)('%s', (problem, order) => {
    const memNo = plusMember();
    expect(thrown(() => h.place(memNo, { ...order, key: order.key as string, plusBuy: true }))).toMatchObject(
      {
        status: 400,
        code: 'PLUS_BUY_ORDER_REJECTED',
        data: { problem },
      },
    );
  });

  const members: [string, EligibilityProblem][] = [
    ['demo-plus-kyc', 'notVerified'],
    ['demo-plus-account', 'noAccountLink'],
    ['demo-plus-consent', 'noConsent'],
    ['demo-plus-autoprofit', 'usesAutoProfitTrading'],
    ['demo-plus-autotrade', 'usesAutoTrading'],
    ['demo-plus-grade', 'gradeTooLow'],
    ['demo-plus-restricted', 'restricted'],
  ];
  test.each(members)('%s is refused with the code of %s', (loginId, problem) => {
    const memNo = h.memNo(loginId);
    expect(
      thrown(() =>
        h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: 1_000_000, plusBuy: true }),
      ),
    ).toMatchObject({ status: 403, code: ELIGIBILITY_CODES[problem], data: { problem } });
    expect(h.credit.status(memNo)).toMatchObject({ eligible: false, problems: [problem], loans: [] });
  });
});

describe('fills and cancels', () => {
  test('each fill locks the coin for the loan and accrues the loan part of the fee', () => {
    const memNo = plusMember();
    const order = h.place(memNo, {
      key: KEY,
      side: 'buy',
      orderType: 'market',
      amount: 1_000_000,
      plusBuy: true,
    });
    expect(order.filledQuantity).toBeGreaterThan(0);
    const [loan] = loansOf(memNo);
    expect(loan!.quantity).toBe(order.filledQuantity);
    expect(h.balance(memNo, 'XRP')).toMatchObject({
      balance: order.filledQuantity,
      locked: order.filledQuantity,
    });
    expect(loan!.loanFee).toBe(loanFeePart(order.fee, loan!.principal, 1_000_000));
    expect(loan!.loanFee).toBeGreaterThan(0);
  });

  test('a partial fill then cancel leaves the loan at LOAN_RATIO of what was spent', () => {
    const memNo = plusMember();
    const price = below(3);
    const quantity = Math.ceil(3_000_000 / price);
    const placed = h.place(memNo, {
      key: KEY,
      side: 'buy',
      orderType: 'limit',
      price,
      quantity,
      plusBuy: true,
    });
    h.trade(KEY, price);
    const filled = h.ledger.order(placed.orderId)!.filledQuantity;
    expect(filled).toBeGreaterThan(0);
    expect(filled).toBeLessThan(quantity);
    expect(loansOf(memNo)[0]!.level).toBe(125);
    h.engine.cancel(memNo, placed.orderId);
    const spent = h.ledger.order(placed.orderId)!.filledAmount;
    const [loan] = loansOf(memNo);
    expect(loan).toMatchObject({ state: 'active', outstanding: loanFor(spent), quantity: filled });
    expect(h.balance(memNo, 'KRW').locked).toBe(0);
    expect(h.balance(memNo, 'XRP')).toMatchObject({ balance: filled, locked: filled });
  });

  test('a loan whose order filled nothing closes released, and the KRW is as before', () => {
    const memNo = plusMember();
    const price = below(5);
    const placed = h.place(memNo, {
      key: KEY,
      side: 'buy',
      orderType: 'limit',
      price,
      quantity: Math.ceil(2_000_000 / price),
      plusBuy: true,
    });
    h.engine.cancel(memNo, placed.orderId);
    expect(loansOf(memNo)[0]).toMatchObject({ state: 'repaid', closeReason: 'released', outstanding: 0 });
    expect(h.balance(memNo, 'KRW')).toMatchObject({ balance: 100_000_000, locked: 0 });
    expect(h.credit.status(memNo).refunds).toEqual([]);
  });

  test('a Plus buy order cannot be replaced', () => {
    const memNo = plusMember();
    const price = below(5);
    const placed = h.place(memNo, {
      key: KEY,
      side: 'buy',
      orderType: 'limit',
      price,
      quantity: Math.ceil(2_000_000 / price),
      plusBuy: true,
    });
    expect(thrown(() => h.engine.replace(memNo, placed.orderId, { price: below(6) }))).toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
  });

  test('a member is told of every credit change', () => {
    const memNo = plusMember();
    h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: 1_000_000, plusBuy: true });
    const frames = h.creditFrames.filter((frame) => frame.memNo === memNo);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.status.loans).toHaveLength(1);
  });
});

describe('restrictions while a loan is held', () => {
  function withLoan(): { memNo: number; quantity: number } {
    const memNo = h.member('demo-plus', { KRW: 100_000_000, XRP: 100 });
    const order = h.place(memNo, {
      key: KEY,
      side: 'buy',
      orderType: 'market',
      amount: 1_000_000,
      plusBuy: true,
    });
    return { memNo, quantity: order.filledQuantity };
  }

  test('the coin held for a loan cannot be sold: it is locked, and the refusal says the loan is why', () => {
    const { memNo, quantity } = withLoan();
    const sell = (amount: number) => () =>
      h.place(memNo, { key: KEY, side: 'sell', orderType: 'market', quantity: amount });
    // Not the generic "not enough balance": its own code, with the coin the loan holds and what is free.
    const figures = { symbol: 'XRP', loanLocked: quantity, available: 100 };
    const refusal = thrown(sell(100 + quantity)) as ApiError;
    expect(refusal).toMatchObject({
      status: 409,
      code: PLUS_BUY_COIN_LOCKED,
      messageKey: 'plusBuy.coinLocked',
      data: figures,
    });
    // The answer's message names the loan and what to do, in each language, with the figures.
    expect(message(refusal.messageKey, 'en', undefined, refusal.data)).toBe(
      `${quantity} XRP is locked by your Plus buy loan until the loan is repaid, so it cannot be sold here (100 XRP is free to sell). To sell it, repay the loan in the Plus buy panel: "Repay with KRW", or "Sell and repay" (sells the assets bought and repays at once).`,
    );
    expect(message(refusal.messageKey, 'ko', undefined, refusal.data)).toBe(coinLockedMessage(figures, 'ko'));
    expect(message(refusal.messageKey, 'ko', undefined, refusal.data)).toContain('플러스 매수 대출');
    // More than the loan and the free coin together: short of balance, whatever the loan.
    expect(thrown(sell(100 + quantity + 1))).toMatchObject({
      code: 'ORDER_REJECTED',
      data: { problem: 'insufficientBalance' },
    });
    expect(sell(100)().filledQuantity).toBe(100);
    // Repaid, the coin is free to sell.
    h.credit.repay(memNo, loansOf(memNo)[0]!.loanId, 'krw');
    expect(sell(quantity)().filledQuantity).toBe(quantity);
  });

  test('the assets tell the coin a loan locks apart from what open orders lock', () => {
    const { memNo, quantity } = withLoan();
    const price = h.price(KEY);
    let above = price;
    for (let i = 0; i < 5; i += 1) above = roundToTick(specTicks('KRW'), above + 1);
    h.place(memNo, { key: KEY, side: 'sell', orderType: 'limit', price: above * 2, quantity: 10 });
    const xrp = () => h.engine.assets(memNo).myAssetCoinInfoList.find((row) => row.symbol === 'XRP');
    expect(xrp()).toMatchObject({
      coinBalance: 100 + quantity,
      lockedBalance: 10 + quantity,
      loanLockedBalance: quantity,
    });
    expect(h.engine.assetRows(memNo).find((row) => row.symbol === 'XRP')).toMatchObject({
      loanLockedBalance: quantity,
    });
    h.credit.repay(memNo, loansOf(memNo)[0]!.loanId, 'krw');
    expect(xrp()).toMatchObject({ lockedBalance: 10, loanLockedBalance: 0 });
  });

  test('open-API sells are refused while loan coin is held, auto orders while any loan is open', () => {
    const { memNo } = withLoan();
    expect(
      thrown(() => h.place(memNo, { key: KEY, side: 'sell', orderType: 'market', quantity: 10 }, 'openApi')),
    ).toMatchObject({ status: 403, code: CREDIT_RESTRICTION_CODES.openApiSell });
    expect(
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: 10_000 }, 'openApi').status,
    ).toBe('filled');
    expect(
      thrown(() => h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: 10_000 }, 'auto')),
    ).toMatchObject({ status: 403, code: CREDIT_RESTRICTION_CODES.autoOrder });
    const [loan] = loansOf(memNo);
    h.credit.repay(memNo, loan!.loanId, 'krw');
    expect(
      h.place(memNo, { key: KEY, side: 'sell', orderType: 'market', quantity: 10 }, 'openApi').status,
    ).toBe('filled');
    expect(
      h.place(memNo, { key: KEY, side: 'buy', orderType: 'market', amount: 10_000 }, 'auto').status,
    ).toBe('filled');
  });

  test(`the contract's numbers: ${PLUS_BUY.minOrderAmount}–${PLUS_BUY.maxOrderAmount}`, () => {
    expect(loanFor(PLUS_BUY.minOrderAmount)).toBe(PLUS_BUY.minLoan);
    expect(loanFor(PLUS_BUY.maxOrderAmount)).toBe(PLUS_BUY.maxLoan);
  });
});
