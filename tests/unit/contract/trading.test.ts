import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  buyCost,
  buyLock,
  ceilTo,
  draftCost,
  feeOf,
  floorTo,
  MAX_LEDGER_AMOUNT,
  MAX_ORDER_QUANTITY,
  MAX_PRICE,
  tradePriceProblem,
  TRADING_RULES,
  orderAmount,
  orderProblem,
  orderProblemMessage,
  ORDER_PROBLEMS,
  ORDER_PROBLEM_MESSAGES,
  spendableAmount,
  stopCondition,
  stopReached,
  type OrderDraft,
  type OrderProblem,
} from '../../../contract/trading';
import { priceTicks, specTicks, UPBIT_TICKS } from '../../../contract/price-ticks';

describe('amount arithmetic', () => {
  test.each([
    // market, price, quantity, side, amount
    ['KRW', 142_000_000, 0.0001, 'buy', 14_200],
    ['KRW', 0.021, 1_000_000.5, 'buy', 21_001],
    ['KRW', 0.021, 1_000_000.5, 'sell', 21_000],
    ['KRW', 3_333, 0.3, 'buy', 1_000],
    ['BTC', 0.00012345, 3, 'buy', 0.00037035],
    ['USDT', 0.1, 3, 'sell', 0.3],
  ] as const)('%s %d × %d (%s) is %d', (market, price, quantity, side, amount) => {
    expect(orderAmount(market, price, quantity, side)).toBe(amount);
  });

  test.each([
    // market, amount, fee: KRW fees are whole won rounded up, the others 8 decimals
    ['KRW', 14_200, 8],
    ['KRW', 5_000, 3],
    ['KRW', 2_000, 1],
    ['KRW', 1_000_000, 500],
    ['BTC', 0.001, 0.0000025],
    ['USDT', 10, 0.025],
  ] as const)('the fee on %s %d is %d', (market, amount, fee) => {
    expect(feeOf(market, amount)).toBe(fee);
  });

  test.each([
    // value, decimals, floor, ceil: a value written with those decimals is itself, whatever its binary error
    [4.35, 8, 4.35, 4.35],
    [0.57, 8, 0.57, 0.57],
    [9.95, 8, 9.95, 9.95],
    [0.1 + 0.2, 1, 0.3, 0.3],
    // A model trade's size in powers of two of a coin, taken in whole 1e-8 (server/trading/matching).
    [2 / 1024, 8, 0.00195312, 0.00195313],
    [28_219 / 512, 8, 55.11523437, 55.11523438],
    [18_519 / 1024, 8, 18.08496093, 18.08496094],
    [2 ** -30, 8, 0, 1e-8],
    [1e-8, 8, 1e-8, 1e-8],
    [12_345.67, 8, 12_345.67, 12_345.67],
    [1_000_000.5, 0, 1_000_000, 1_000_001],
    [21_000.0105, 0, 21_000, 21_001],
    [123_456_789.12345678, 8, 123_456_789.12345678, 123_456_789.12345678],
    [0, 8, 0, 0],
  ] as const)('%d at %d decimals: floor %d, ceil %d', (value, decimals, floor, ceil) => {
    expect(floorTo(value, decimals)).toBe(floor);
    expect(ceilTo(value, decimals)).toBe(ceil);
  });

  test('every 8-decimal quantity floors and ceils to itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000_000 }), (units) => {
        const value = units / 1e8;
        expect(floorTo(value, 8)).toBe(value);
        expect(ceilTo(value, 8)).toBe(value);
      }),
      { seed: 35, numRuns: 2_000 },
    );
  });

  test('a buy locks its amount and fee', () => {
    expect(buyLock('KRW', 1_000_000)).toBe(1_000_500);
    expect(buyLock('USDT', 10)).toBe(10.025);
  });

  test.each([
    ['KRW', 1_000_500, 1_000_000],
    ['KRW', 1_000_499, 999_999],
    ['KRW', 0, 0],
    ['KRW', 1, 0],
    ['USDT', 10.025, 10],
  ] as const)('of %s %d, %d can be spent with its fee', (market, funds, amount) => {
    const spendable = spendableAmount(market, funds);
    expect(spendable).toBe(amount);
    expect(buyLock(market, spendable)).toBeLessThanOrEqual(funds);
  });
});

describe('a buy: the order total before fee, the fee on top', () => {
  test.each([
    // market, order total, fee, what the balance gives
    ['KRW', 100_000, 50, 100_050],
    ['KRW', 5_000, 3, 5_003], // 2.5 won of fee: rounded up to the won
    ['KRW', 2_000, 1, 2_001],
    ['KRW', 2_001, 2, 2_003], // 1.0005 won: up
    ['KRW', 14_200, 8, 14_208],
    ['KRW', 999_999, 500, 1_000_499],
    ['BTC', 0.001, 0.0000025, 0.0010025],
    ['USDT', 10, 0.025, 10.025],
    ['USDT', 0.5, 0.00125, 0.50125],
  ] as const)('%s %s: fee %s, total %s', (market, amount, fee, total) => {
    expect(buyCost(market, amount)).toEqual({ fee, total });
    expect(buyLock(market, amount)).toBe(total);
  });

  test.each([
    // market, available, the 100 % order total (order total + fee ≤ available, one unit more would not fit)
    ['KRW', 800_000, 799_600],
    ['KRW', 100_050, 100_000],
    ['KRW', 100_049, 99_999],
    ['KRW', 5_003, 5_000],
    ['KRW', 5_002, 4_999],
    ['KRW', 7, 6],
    ['KRW', 2, 1],
    ['KRW', 1_234_567, 1_233_950],
    ['BTC', 0.0010025, 0.001],
    ['BTC', 0.12345678, 0.1231489],
    ['USDT', 10.02, 9.99501246],
  ] as const)('of %s %s available, the 100 percent order total is %s', (market, funds, amount) => {
    const unit = 10 ** -TRADING_RULES[market].quoteDecimals;
    expect(spendableAmount(market, funds)).toBe(amount);
    expect(buyCost(market, amount).total).toBeLessThanOrEqual(funds);
    expect(buyCost(market, amount + unit).total).toBeGreaterThan(funds);
  });

  test('property: the fee is the rate rounded up to the unit, and the 100 % total is the largest that fits', () => {
    const markets = Object.keys(TRADING_RULES) as (keyof typeof TRADING_RULES)[];
    fc.assert(
      fc.property(fc.constantFrom(...markets), fc.integer({ min: 0, max: 1e12 }), (market, units) => {
        const { feeRate, quoteDecimals } = TRADING_RULES[market];
        const unit = 10 ** -quoteDecimals;
        const funds = Math.min(units * unit, TRADING_RULES[market].maxOrderAmount);
        const amount = spendableAmount(market, funds);
        const { fee, total } = buyCost(market, amount);
        // The fee is never below the rate and less than one unit above it; the total is their sum.
        expect(fee).toBeGreaterThanOrEqual(amount * feeRate - 1e-9);
        expect(fee).toBeLessThan(amount * feeRate + unit);
        expect(total).toBeCloseTo(amount + fee, quoteDecimals);
        expect(total).toBeLessThanOrEqual(funds);
        expect(buyCost(market, amount + unit).total).toBeGreaterThan(funds);
      }),
      { seed: 7 },
    );
  });
});

describe('stop conditions', () => {
  test.each([
    [110, 100, 'gte', 109, false],
    [110, 100, 'gte', 110, true],
    [110, 100, 'gte', 120, true],
    [90, 100, 'lte', 91, false],
    [90, 100, 'lte', 90, true],
    [90, 100, 'lte', 80, true],
  ] as const)(
    'stop %d placed at %d watches %s; a trade at %d triggers: %s',
    (stop, last, condition, trade, hit) => {
      expect(stopCondition(stop, last)).toBe(condition);
      expect(stopReached(condition, stop, trade)).toBe(hit);
    },
  );
});

const LAST = 100_000;
/** The simulated market's steps (the spec's). */
const KRW_TICKS = specTicks('KRW');
const limitBuy: OrderDraft = { market: 'KRW', side: 'buy', orderType: 'limit', price: 99_950, quantity: 0.1 };

describe('orderProblem', () => {
  test.each<[string, Partial<OrderDraft>, number, OrderProblem | undefined]>([
    ['a valid limit buy', {}, 1_000_000, undefined],
    ['no price', { price: undefined }, 1_000_000, 'priceRequired'],
    ['a zero price', { price: 0 }, 1_000_000, 'priceRequired'],
    ['a NaN quantity', { quantity: Number.NaN }, 1_000_000, 'quantityRequired'],
    ['a stop-limit without stop', { orderType: 'stopLimit' }, 1_000_000, 'stopPriceRequired'],
    ['a price off the 50-won tick', { price: 99_975 }, 1_000_000, 'offTick'],
    ['a stop off the tick', { orderType: 'stopLimit', stopPrice: 100_020 }, 1_000_000, 'stopOffTick'],
    ['nine decimals of quantity', { quantity: 0.123456789 }, 1_000_000, 'quantityDecimals'],
    ['a price under half the last', { price: 49_950 }, 1_000_000, 'outsidePriceBand'],
    ['a price over twice the last', { price: 200_050 }, 1_000_000, 'outsidePriceBand'],
    ['exactly half the last', { price: 50_000, quantity: 0.2 }, 1_000_000, undefined],
    [
      'a stop over twice the last',
      { orderType: 'stopLimit', stopPrice: 250_000 },
      1_000_000,
      'stopOutsidePriceBand',
    ],
    ['a stop at the last price', { orderType: 'stopLimit', stopPrice: LAST }, 1_000_000, 'stopAtLastPrice'],
    ['a valid stop-limit', { orderType: 'stopLimit', stopPrice: 101_000 }, 1_000_000, undefined],
    ['under 5,000 won', { quantity: 0.05 }, 1_000_000, 'belowMinimum'],
    ['exactly 5,000 won', { price: 100_000, quantity: 0.05 }, 1_000_000, undefined],
    ['over a billion won', { quantity: 10_010 }, 2e12, 'aboveMaximum'],
    ['amount + fee over the funds', {}, 9_999, 'insufficientBalance'],
    ['amount + fee exactly the funds', {}, 9_995 + 5, undefined],
  ])('%s', (_, change, available, problem) => {
    expect(orderProblem({ ...limitBuy, ...change }, { ticks: KRW_TICKS, lastPrice: LAST, available })).toBe(
      problem,
    );
  });

  test("a price is checked on the coin's steps: 3,211 KRW is on Upbit's 1, off the spec's 5", () => {
    const draft: OrderDraft = { market: 'KRW', side: 'buy', orderType: 'limit', price: 3_211, quantity: 10 };
    const context = { lastPrice: 3_210, available: 1e6 };
    expect(orderProblem(draft, { ...context, ticks: priceTicks(UPBIT_TICKS, 'XRP-KRW') })).toBeUndefined();
    expect(orderProblem(draft, { ...context, ticks: KRW_TICKS })).toBe('offTick');
  });

  test.each<[string, OrderDraft, number, OrderProblem | undefined]>([
    [
      'a market buy needs a total',
      { market: 'KRW', side: 'buy', orderType: 'market' },
      1e6,
      'amountRequired',
    ],
    [
      'a market buy total in whole won',
      { market: 'KRW', side: 'buy', orderType: 'market', amount: 5_000.5 },
      1e6,
      'amountDecimals',
    ],
    [
      'a market buy under the minimum',
      { market: 'KRW', side: 'buy', orderType: 'market', amount: 4_999 },
      1e6,
      'belowMinimum',
    ],
    [
      'a market buy with its fee over the funds',
      { market: 'KRW', side: 'buy', orderType: 'market', amount: 10_000 },
      10_004,
      'insufficientBalance',
    ],
    ['a market buy', { market: 'KRW', side: 'buy', orderType: 'market', amount: 10_000 }, 10_005, undefined],
    [
      'a market sell is worth quantity × last',
      { market: 'KRW', side: 'sell', orderType: 'market', quantity: 0.04 },
      1,
      'belowMinimum',
    ],
    [
      'a market sell over the coins held',
      { market: 'KRW', side: 'sell', orderType: 'market', quantity: 0.2 },
      0.1,
      'insufficientBalance',
    ],
    [
      'a market sell ignores any price',
      { market: 'KRW', side: 'sell', orderType: 'market', quantity: 0.1, price: 1 },
      0.1,
      undefined,
    ],
  ])('%s', (_, draft, available, problem) => {
    expect(orderProblem(draft, { ticks: specTicks(draft.market), lastPrice: LAST, available })).toBe(problem);
  });

  test('a BTC-market buy under 0.00005 BTC is below the minimum', () => {
    const draft: OrderDraft = {
      market: 'BTC',
      side: 'buy',
      orderType: 'limit',
      price: 0.0001,
      quantity: 0.4,
    };
    expect(orderProblem(draft, { ticks: specTicks('BTC'), lastPrice: 0.0001, available: 1 })).toBe(
      'belowMinimum',
    );
    expect(
      orderProblem({ ...draft, quantity: 0.5 }, { ticks: specTicks('BTC'), lastPrice: 0.0001, available: 1 }),
    ).toBeUndefined();
  });

  test('a buy costs amount and fee, a sell its quantity', () => {
    expect(draftCost(limitBuy, LAST)).toBe(9_995 + 5);
    expect(draftCost({ ...limitBuy, side: 'sell' }, LAST)).toBe(0.1);
  });
});

describe('messages', () => {
  test('every problem has a Korean and an English message', () => {
    for (const problem of ORDER_PROBLEMS) {
      expect(ORDER_PROBLEM_MESSAGES[problem].ko).toMatch(/\S/);
      expect(ORDER_PROBLEM_MESSAGES[problem].en).toMatch(/\S/);
    }
  });

  test.each([
    ['belowMinimum', 'KRW', 'en', 'The minimum order amount is 5,000 KRW.'],
    ['belowMinimum', 'KRW', 'ko', '최소 주문 금액은 5,000 KRW입니다.'],
    ['belowMinimum', 'BTC', 'en', 'The minimum order amount is 0.00005 BTC.'],
    ['amountDecimals', 'KRW', 'en', 'The total can have at most 0 decimals.'],
    ['quantityDecimals', 'KRW', 'ko', '주문 수량은 소수점 8자리까지 입력할 수 있습니다.'],
    ['outsidePriceBand', 'USDT', 'en', 'The price must be between 50% and 200% of the last price.'],
  ] as const)('%s on %s in %s', (problem, market, language, text) => {
    expect(orderProblemMessage(problem, market, language)).toBe(text);
  });
});

describe('bounds', () => {
  test('the bounds derive from the rules', () => {
    expect(MAX_PRICE).toBe(TRADING_RULES.KRW.maxPrice);
    expect(MAX_ORDER_QUANTITY).toBe(1e13);
    expect(MAX_LEDGER_AMOUNT).toBe(1e15);
  });

  test.each<[string, number, number, ReturnType<typeof tradePriceProblem>]>([
    ['within the band', 150, 100, undefined],
    ['at the market maximum', TRADING_RULES.KRW.maxPrice, TRADING_RULES.KRW.maxPrice, undefined],
    [
      'over the market maximum',
      TRADING_RULES.KRW.maxPrice + 1000,
      TRADING_RULES.KRW.maxPrice,
      'priceAboveMaximum',
    ],
    ['1e308', 1e308, 100, 'priceAboveMaximum'],
    ['Infinity', Infinity, 100, 'priceAboveMaximum'],
    ['NaN', Number.NaN, 100, 'priceAboveMaximum'],
    ['zero', 0, 100, 'priceAboveMaximum'],
    ['over twice the last', 201, 100, 'outsidePriceBand'],
    ['under half the last', 49, 100, 'outsidePriceBand'],
  ])('a KRW trade %s: %s', (_name, price, last, problem) => {
    expect(tradePriceProblem('KRW', price, last)).toBe(problem);
  });

  test('a BTC-market price over its maximum is refused though the KRW market allows it', () => {
    const draft: OrderDraft = { market: 'BTC', side: 'sell', orderType: 'limit', price: 300, quantity: 0.01 };
    expect(orderProblem(draft, { ticks: specTicks('BTC'), lastPrice: 200, available: 1 })).toBe(
      'priceAboveMaximum',
    );
    expect(
      orderProblem(
        { ...draft, orderType: 'stopLimit', price: 150, stopPrice: 300 },
        { ticks: specTicks('BTC'), lastPrice: 200, available: 1 },
      ),
    ).toBe('priceAboveMaximum');
  });

  // The reproduction: a last price gone NaN made every amount NaN, and NaN passed every "is it over" check.
  test.each([Number.NaN, Infinity])('a market order against a last price of %d is refused', (lastPrice) => {
    const sell: OrderDraft = { market: 'KRW', side: 'sell', orderType: 'market', quantity: 0.001 };
    expect(orderProblem(sell, { ticks: KRW_TICKS, lastPrice, available: 1 })).toBeDefined();
  });

  test('NaN funds cannot pay for anything', () => {
    expect(orderProblem(limitBuy, { ticks: KRW_TICKS, lastPrice: LAST, available: Number.NaN })).toBe(
      'insufficientBalance',
    );
  });
});
