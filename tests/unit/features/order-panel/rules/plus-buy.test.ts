import { describe, expect, test } from 'vitest';
import type { CoinKey } from '../../../../../contract/markets';
import type { OrderDraft } from '../../../../../contract/trading';
import { plusBuyOrderLoan, type PlusBuyDraft } from '../../../../../contract/plus-buy';
import { coinLockedMessage } from '../../../../../contract/plus-buy-loan';
import {
  creditClockOffset,
  plusBuyCheck,
  plusBuyGate,
  plusBuyOffered,
  plusBuyOrderType,
  plusBuyPreview,
  submitCheck,
} from '../../../../../src/features/order-panel/rules';
import { creditStatus } from '../../../../fixtures/credit';
import { specTicks } from '../../../../../contract/price-ticks';

/** Plus buy coins trade on the KRW market: the spec's steps on the simulator. */
const KRW_TICKS = specTicks('KRW');

describe('when the mode is offered', () => {
  test.each([
    ['BTC-KRW', 'buy', true, true],
    ['POL-KRW', 'buy', true, true],
    ['BTC-KRW', 'sell', true, false],
    ['BTC-KRW', 'buy', false, false],
    ['ETH-BTC', 'buy', true, false],
    ['BTC-USDT', 'buy', true, false],
    ['SHIB-KRW', 'buy', true, false],
  ] as const)('%s %s, logged in %s: %s', (key, side, loggedIn, offered) => {
    expect(plusBuyOffered(key, side, loggedIn)).toBe(offered);
  });

  test.each([
    ['limit', 'limit'],
    ['market', 'market'],
    ['stopLimit', 'limit'],
  ] as const)('a %s order in the mode is a %s order', (type, expected) => {
    expect(plusBuyOrderType(type)).toBe(expected);
  });
});

describe('turning the mode on', () => {
  test.each([
    ['status unknown', undefined, true, { kind: 'unknown' }],
    [
      'ineligible',
      creditStatus({ eligible: false, problems: ['notVerified', 'gradeTooLow'] }),
      true,
      { kind: 'ineligible', problems: ['notVerified', 'gradeTooLow'] },
    ],
    [
      'ineligible without the quiz',
      creditStatus({ eligible: false, problems: ['restricted'] }),
      false,
      { kind: 'ineligible', problems: ['restricted'] },
    ],
    ['eligible without the quiz', creditStatus(), false, { kind: 'quiz' }],
    ['eligible with the quiz', creditStatus(), true, { kind: 'on' }],
  ] as const)('%s', (_name, status, quizPassed, gate) => {
    expect(plusBuyGate(status, quizPassed)).toEqual(gate);
  });
});

describe('what an order takes and pays', () => {
  // 2026-11-24 09:30 KST → 72 h later rounded up to the hour: 2026-11-27 10:00 KST.
  const NOW = Date.parse('2026-11-24T09:30:00+09:00');
  const EXPIRY = Date.parse('2026-11-27T10:00:00+09:00');
  const buy = (amount: number | undefined, changes: Partial<PlusBuyDraft> = {}): PlusBuyDraft => ({
    key: 'BTC-KRW',
    side: 'buy',
    orderType: 'market',
    amount,
    ...changes,
  });

  // The fee (0.05 %, rounded up to the won) is paid whole from own KRW.
  test.each([
    [1_000_000, { loan: 800_000, ownPay: 200_500, level: 125, band: 'low' }],
    [50_000_000, { loan: 40_000_000, ownPay: 10_025_000, level: 125, band: 'low' }],
    [1_234_567, { loan: 987_653, ownPay: 247_532, level: 125, band: 'low' }],
  ] as const)('%d KRW', (amount, expected) => {
    expect(plusBuyPreview(buy(amount), NOW)).toEqual({ kind: 'loan', ...expected, expiresAtMs: EXPIRY });
  });

  // Live, before Buy: an amount outside the §9 limits takes no loan (999,999 would be 799,999, below the
  // 800,000 minimum loan), and says the rule the simulator would refuse it by.
  test.each([
    [999_999, 'belowMinimum'],
    [5_000, 'belowMinimum'],
    [50_000_001, 'aboveMaximum'],
  ] as const)('%d KRW takes no loan: %s', (amount, problem) => {
    expect(plusBuyPreview(buy(amount), NOW)).toEqual({ kind: 'refused', problem });
    expect(plusBuyOrderLoan(buy(amount))).toEqual({ problem });
  });

  test('the preview lends what the simulator lends: one contract answer', () => {
    for (const amount of [1_000_000, 1_000_001, 7_777_777, 50_000_000])
      expect(plusBuyPreview(buy(amount), NOW)).toMatchObject({ loan: plusBuyOrderLoan(buy(amount)).loan });
  });

  test('a limit buy is previewed too; a coin not in the 22 is refused', () => {
    expect(plusBuyPreview(buy(2_000_000, { orderType: 'limit' }), NOW)).toMatchObject({ loan: 1_600_000 });
    expect(plusBuyPreview(buy(2_000_000, { key: 'SHIB-KRW' }), NOW)).toEqual({
      kind: 'refused',
      problem: 'notPurchasable',
    });
  });

  test('a loan taken on the hour expires exactly 72 hours later', () => {
    const onTheHour = Date.parse('2026-11-30T23:00:00+09:00');
    expect(plusBuyPreview(buy(1_000_000), onTheHour)).toMatchObject({
      expiresAtMs: Date.parse('2026-12-03T23:00:00+09:00'),
    });
  });

  test.each([undefined, 0, -5])('no amount (%s): nothing to show', (amount) => {
    expect(plusBuyPreview(buy(amount), NOW)).toBeUndefined();
  });
});

describe('the credit clock', () => {
  test.each([
    // The simulator's clock four days behind this browser's (a test clock, or a wrong browser clock).
    ['2026-11-24T09:30:00+09:00', Date.parse('2026-11-28T09:30:00+09:00'), -4 * 86_400_000],
    ['2026-11-28T09:30:05+09:00', Date.parse('2026-11-28T09:30:00+09:00'), 5_000],
    ['not a time', 1_000, 0],
  ])('a status saying %s received at %d runs %d ms ahead', (now, receivedAt, offset) => {
    expect(creditClockOffset(creditStatus({ now }), receivedAt)).toBe(offset);
  });
});

describe('checks before sending', () => {
  const KEY: CoinKey = 'BTC-KRW';
  const marketBuy = (amount?: number): OrderDraft => ({
    market: 'KRW',
    side: 'buy',
    orderType: 'market',
    amount,
  });
  const limitBuy = (price: number, quantity?: number): OrderDraft => ({
    market: 'KRW',
    side: 'buy',
    orderType: 'limit',
    price,
    quantity,
  });
  const plenty = { ticks: KRW_TICKS, lastPrice: 95_000_000, available: 100_000_000 };

  test.each([
    ['999,999', 999_999, { kind: 'plusBuy', problem: 'belowMinimum' }],
    ['1,000,000', 1_000_000, undefined],
    ['50,000,000', 50_000_000, undefined],
    ['50,000,001', 50_000_001, { kind: 'plusBuy', problem: 'aboveMaximum' }],
  ] as const)('a market buy of %s KRW', (_name, amount, expected) => {
    expect(plusBuyCheck(marketBuy(amount), KEY, plenty)).toEqual(expected);
  });

  test.each([
    // 0.0105 BTC at 95,000,000 = 997,500 KRW.
    ['997,500', 0.0105, { kind: 'plusBuy', problem: 'belowMinimum' }],
    // 0.011 BTC = 1,045,000 KRW.
    ['1,045,000', 0.011, undefined],
    // 0.53 BTC = 50,350,000 KRW.
    ['50,350,000', 0.53, { kind: 'plusBuy', problem: 'aboveMaximum' }],
  ] as const)('a limit buy of %s KRW', (_name, quantity, expected) => {
    expect(plusBuyCheck(limitBuy(95_000_000, quantity), KEY, plenty)).toEqual(expected);
  });

  test('a missing field is named before the limits', () => {
    expect(plusBuyCheck(marketBuy(undefined), KEY, plenty)).toEqual({
      kind: 'order',
      problem: 'amountRequired',
    });
    expect(plusBuyCheck(limitBuy(95_000_000), KEY, plenty)).toEqual({
      kind: 'order',
      problem: 'quantityRequired',
    });
  });

  test.each([
    // 1,000,000 + fee 500 − loan 800,000 = 200,500 from own KRW.
    ['exactly what is paid from own KRW', 200_500, undefined],
    ['a won short', 200_499, { kind: 'order', problem: 'insufficientBalance' }],
  ] as const)('the loan counts in the available KRW: %s', (_name, available, expected) => {
    expect(
      plusBuyCheck(marketBuy(1_000_000), KEY, { ticks: KRW_TICKS, lastPrice: 95_000_000, available }),
    ).toEqual(expected);
  });

  test('an asset that is not listed is refused by the mode', () => {
    expect(plusBuyCheck(marketBuy(1_000_000), 'SHIB-KRW', plenty)).toEqual({
      kind: 'plusBuy',
      problem: 'notPurchasable',
    });
  });
});

describe('a sale of the coin Plus buy loans hold', () => {
  const sell = (quantity: number): OrderDraft => ({
    market: 'KRW',
    side: 'sell',
    orderType: 'market',
    quantity,
  });
  // 0.2 BTC free, 0.1 BTC held for a loan.
  const context = { ticks: KRW_TICKS, lastPrice: 95_000_000, available: 0.2, loanLocked: 0.1 };
  const locked = { kind: 'coinLocked', figures: { symbol: 'BTC', loanLocked: 0.1, available: 0.2 } };

  test.each([
    ['what is free', 0.2, undefined],
    ['into the loan’s coin', 0.25, locked],
    ['all the loan’s coin too', 0.3, locked],
    ['more than the loan’s coin and the free coin', 0.31, { kind: 'order', problem: 'insufficientBalance' }],
  ] as const)('selling %s', (_name, quantity, expected) => {
    expect(submitCheck(sell(quantity), 'BTC-KRW', context, false)).toEqual(expected);
  });

  test('without a loan, short is short', () => {
    expect(submitCheck(sell(0.25), 'BTC-KRW', { ...context, loanLocked: 0 }, false)).toEqual({
      kind: 'order',
      problem: 'insufficientBalance',
    });
  });

  test('the message says the loan locks it, what is free, and how to free it, as the simulator does', () => {
    expect(coinLockedMessage(locked.figures, 'en')).toBe(
      '0.1 BTC is locked by your Plus buy loan until the loan is repaid, so it cannot be sold here (0.2 BTC is free to sell). To sell it, repay the loan in the Plus buy panel: "Repay with KRW", or "Sell and repay" (sells the assets bought and repays at once).',
    );
    expect(coinLockedMessage(locked.figures, 'ko')).toMatch(
      /^0\.1 BTC은\(는\) 플러스 매수 대출을 상환할 때까지 잠겨/,
    );
  });
});
