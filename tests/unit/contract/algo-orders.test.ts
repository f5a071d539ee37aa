/**
 * The rules of parent orders (contract/algo-orders.ts) and their calls' schemas (algo-calls.ts): a TWAP's
 * bounds, its slice shares (exact totals, randomisation within its bound, the same from the same seed),
 * the carry of what earlier slices left, the price limit, the rule for a refused slice; the split order's
 * preview (prices on the tick, weights, the remainder on one child, the refusals); every message in ko and
 * en.
 */
import { describe, expect, test } from 'vitest';
import {
  ALGO_ERROR_MESSAGES,
  RESPONSE_SCHEMAS,
  SPLIT_PROBLEM_MESSAGES,
  SPLIT_PROBLEMS,
  splitParamsSchema,
  splitPreview,
  splitRequest,
  splitState,
  TRADING_RULES,
  TWAP,
  TWAP_PROBLEM_MESSAGES,
  TWAP_PROBLEMS,
  TWAP_STOP_MESSAGES,
  TWAP_STOP_REASONS,
  twapParamsSchema,
  twapProblem,
  twapRefusalRule,
  twapRequest,
  twapShares,
  twapSliceCount,
  twapSliceTarget,
  twapTotalBounds,
  withinPriceLimit,
  type SplitParams,
  type TwapParams,
} from '../../../contract';
import { priceTicks, roundToTick, specTicks, UPBIT_TICKS } from '../../../contract/price-ticks';

/** The simulated market's steps (the spec's). */
const KRW_TICKS = specTicks('KRW');

const MINUTE = 60_000;

function twap(overrides: Partial<TwapParams> = {}): TwapParams {
  return {
    key: 'BTC-KRW',
    side: 'buy',
    childType: 'best',
    amount: 10_000_000,
    durationMs: 10 * MINUTE,
    intervalMs: MINUTE,
    randomPct: 0,
    ...overrides,
  };
}

describe('the TWAP request', () => {
  test('a buy names an amount, a sell a quantity; a price limit needs best-price slices', () => {
    expect(twapRequest.safeParse(twap()).success).toBe(true);
    expect(twapRequest.safeParse(twap({ side: 'sell' })).success).toBe(false);
    expect(twapRequest.safeParse(twap({ side: 'sell', amount: undefined, quantity: 1 })).success).toBe(true);
    expect(twapRequest.safeParse(twap({ quantity: 1 })).success).toBe(false);
    expect(twapRequest.safeParse(twap({ childType: 'market', priceLimit: 100 })).success).toBe(false);
    expect(twapRequest.safeParse(twap({ childType: 'best', priceLimit: 100 })).success).toBe(true);
  });

  test.each([
    ['duration under 5 minutes', { durationMs: 5 * MINUTE - 1000 }],
    ['duration over 24 hours', { durationMs: 24 * 60 * MINUTE + 1000 }],
    ['interval under 30 s', { intervalMs: 29_000 }],
    ['interval off whole seconds', { intervalMs: 30_500 }],
    ['randomisation over its bound', { randomPct: TWAP.maxRandomPct + 1 }],
  ])('refuses %s', (_, overrides) => {
    expect(twapRequest.safeParse(twap(overrides)).success).toBe(false);
  });

  test('the stored params carry no trade password', () => {
    const parsed = twapParamsSchema.parse({ ...twap(), tradePassword: '123456' });
    expect(parsed).not.toHaveProperty('tradePassword');
  });
});

describe('twapProblem', () => {
  const cases: [string, Partial<TwapParams>, number, string | undefined][] = [
    ['a 10-minute TWAP a minute apart', {}, 1e8, undefined],
    ['30 s slices over 5 minutes', { durationMs: 5 * MINUTE, intervalMs: 30_000 }, 1e8, undefined],
    ['more than 1,440 slices', { durationMs: 24 * 60 * MINUTE, intervalMs: 30_000 }, 1e8, 'intervalTooShort'],
    [
      'one a minute over 24 h',
      { durationMs: 24 * 60 * MINUTE, intervalMs: MINUTE, amount: 1e8 },
      1e8,
      undefined,
    ],
    ['a single slice', { intervalMs: 6 * MINUTE }, 1e8, 'tooFewSlices'],
    ['no last price', {}, 0, 'noLastPrice'],
    ['under 1,000,000 KRW', { amount: 999_999 }, 1e8, 'totalBelowMinimum'],
    ['exactly 1,000,000 KRW', { amount: 1_000_000 }, 1e8, undefined],
    [
      'over 50,000,000,000 KRW',
      { amount: 50_000_000_001, durationMs: 24 * 60 * MINUTE, intervalMs: MINUTE },
      1e8,
      'totalAboveMaximum',
    ],
    [
      'a sell worth under the minimum at the last price',
      { side: 'sell', amount: undefined, quantity: 0.009 },
      1e8,
      'totalBelowMinimum',
    ],
    [
      'a sell worth enough at the last price',
      { side: 'sell', amount: undefined, quantity: 0.01 },
      1e8,
      undefined,
    ],
    ['slices above the maximum order', { amount: 20_000_000_000 }, 1e8, 'sliceAboveMaximum'],
    [
      'randomised slices above the maximum order',
      { amount: 9_500_000_000, randomPct: 10 },
      1e8,
      'sliceAboveMaximum',
    ],
  ];
  test.each(cases)('%s', (_, overrides, lastPrice, problem) => {
    expect(twapProblem(twap(overrides), 'KRW', lastPrice)).toBe(problem);
  });

  test('slices below the minimum order on another market', () => {
    const usdt = twap({ key: 'BTC-USDT', amount: 4, durationMs: 10 * MINUTE, intervalMs: MINUTE });
    expect(twapProblem(usdt, 'USDT', 90_000)).toBe('sliceBelowMinimum');
    expect(twapProblem({ ...usdt, amount: 5 }, 'USDT', 90_000)).toBe(undefined);
  });

  test('other markets take their own order bounds as the total', () => {
    expect(twapTotalBounds('USDT')).toEqual({
      min: TRADING_RULES.USDT.minOrderAmount,
      max: TRADING_RULES.USDT.maxOrderAmount,
    });
    expect(twapTotalBounds('KRW')).toEqual({ min: 1_000_000, max: 50_000_000_000 });
  });
});

describe('twapShares', () => {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  test.each([
    [10_000_000, 10, 0, 0],
    [10_000_001, 10, 0, 0],
    [1_234_567, 7, 25, 0],
    [0.12345678, 9, 50, 8],
    [5, 1440, 30, 8],
  ])('%s in %s slices ±%s %% at %s decimals sums exactly', (total, slices, pct, decimals) => {
    const shares = twapShares(total, slices, pct, 12345, decimals);
    expect(shares).toHaveLength(slices);
    expect(Math.round(sum(shares) * 10 ** decimals)).toBe(Math.round(total * 10 ** decimals));
    const base = Math.floor((total * 10 ** decimals) / slices) / 10 ** decimals;
    for (const share of shares.slice(0, -1)) {
      expect(share).toBeGreaterThanOrEqual(base * (1 - pct / 100) - 1e-12);
      expect(share).toBeLessThanOrEqual(base * (1 + pct / 100) + 1e-12);
    }
  });

  test('equal without randomisation; the remainder on the last', () => {
    expect(twapShares(10_000_003, 10, 0, 1, 0)).toEqual([...Array(9).fill(1_000_000), 1_000_003]);
  });

  test('the same seed draws the same sizes (a restart repeats them); another seed others', () => {
    const first = twapShares(10_000_000, 10, 40, 777, 0);
    expect(twapShares(10_000_000, 10, 40, 777, 0)).toEqual(first);
    expect(twapShares(10_000_000, 10, 40, 778, 0)).not.toEqual(first);
    expect(new Set(first).size).toBeGreaterThan(1);
  });
});

describe('twapSliceTarget', () => {
  const shares = [100, 100, 100, 100];
  test.each([
    ['the first slice', 0, 0, 100],
    ['a slice after full fills', 2, 200, 100],
    ['a slice after a skipped one carries its share', 2, 100, 200],
    ['a slice after a partial fill carries the rest', 1, 60, 140],
    ['the last takes all that is left', 3, 150, 250],
    ['never below 0', 1, 250, 0],
  ])('%s', (_, sliceNo, filled, target) => {
    expect(twapSliceTarget(shares, sliceNo, filled, 0)).toBe(target);
  });
});

describe('the price limit and a refused slice', () => {
  test.each([
    ['buy', 100, 100, true],
    ['buy', 100, 101, false],
    ['sell', 100, 100, true],
    ['sell', 100, 99, false],
    ['buy', 100, undefined, false],
    ['buy', undefined, undefined, true],
  ] as const)('%s limit %s, best opposite %s: %s', (side, limit, best, ok) => {
    expect(withinPriceLimit(side, limit, best)).toBe(ok);
  });

  test.each([
    [{ code: 'MARKET_CLOSED' }, 'marketClosed'],
    [{ code: 'NOT_TRADABLE' }, 'marketClosed'],
    [{ code: 'BLOCK' }, 'memberBlocked'],
    [{ code: 'ORDER_REJECTED', problem: 'insufficientBalance' }, 'insufficientFunds'],
    [{ code: 'PLUS_BUY_COIN_LOCKED' }, 'insufficientFunds'],
    [{ code: 'ORDER_REJECTED', problem: 'belowMinimum' }, 'skip'],
    [{ code: 'ORDER_REJECTED', problem: 'aboveMaximum' }, 'skip'],
  ])('%o → %s', (refusal, rule) => {
    expect(twapRefusalRule(refusal)).toBe(rule);
  });

  test('slices: one per interval within the duration', () => {
    expect(twapSliceCount(10 * MINUTE, MINUTE)).toBe(10);
    expect(twapSliceCount(10 * MINUTE, 7 * MINUTE)).toBe(1);
  });
});

describe('splitPreview', () => {
  function split(overrides: Partial<SplitParams> = {}): SplitParams {
    return {
      key: 'XRP-KRW',
      side: 'buy',
      fromPrice: 3000,
      toPrice: 2900,
      count: 5,
      quantity: 100,
      weighting: 'equal',
      ...overrides,
    };
  }

  test('5 equal children from the near price (a buy: the higher) to the far one, each on the tick', () => {
    const result = splitPreview(split(), 'KRW', KRW_TICKS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.preview.children.map((child) => child.price)).toEqual([3000, 2975, 2950, 2925, 2900]);
    expect(result.preview.children.map((child) => child.quantity)).toEqual([20, 20, 20, 20, 20]);
    for (const child of result.preview.children) {
      expect(roundToTick(KRW_TICKS, child.price)).toBe(child.price);
      expect(child.amount).toBe(child.price * child.quantity);
    }
    expect(result.preview.amount).toBe(295_000);
  });

  test('a sell goes from the lower price up; either order of the prices', () => {
    const result = splitPreview(split({ side: 'sell', fromPrice: 2900, toPrice: 3000 }), 'KRW', KRW_TICKS);
    expect(result.ok && result.preview.children.map((child) => child.price)).toEqual([
      2900, 2925, 2950, 2975, 3000,
    ]);
  });

  test.each([
    ['increasing', [10, 20, 30, 40]],
    ['decreasing', [40, 30, 20, 10]],
  ] as const)('%s toward the far price', (weighting, weights) => {
    const result = splitPreview(
      split({ count: 4, quantity: 100, weighting, fromPrice: 3000, toPrice: 2700 }),
      'KRW',
      KRW_TICKS,
    );
    expect(result.ok && result.preview.children.map((child) => child.quantity)).toEqual(weights);
  });

  test('the total is exact to 1e-8, the remainder on the first child', () => {
    const result = splitPreview(split({ count: 3, quantity: 10 }), 'KRW', KRW_TICKS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { children, remainderIndex } = result.preview;
    expect(remainderIndex).toBe(0);
    expect(children.map((child) => child.quantity)).toEqual([3.33333334, 3.33333333, 3.33333333]);
    const units = children.reduce((total, child) => total + Math.round(child.quantity * 1e8), 0);
    expect(units).toBe(10e8);
  });

  test('prices off the tick are rounded to it', () => {
    const tick = KRW_TICKS(3000);
    const result = splitPreview(split({ fromPrice: 3000, toPrice: 2990, count: 3 }), 'KRW', KRW_TICKS);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const child of result.preview.children)
      expect(Math.abs(child.price / tick - Math.round(child.price / tick))).toBeLessThan(1e-9);
  });

  test("on a source's steps: Upbit's 1 KRW at 3,000 makes three children where the spec's 5 makes one price", () => {
    const narrow = split({ fromPrice: 3000, toPrice: 2998, count: 3 });
    const result = splitPreview(narrow, 'KRW', priceTicks(UPBIT_TICKS, 'XRP-KRW'));
    expect(result.ok && result.preview.children.map((child) => child.price)).toEqual([3000, 2999, 2998]);
    expect(splitPreview(narrow, 'KRW', KRW_TICKS)).toMatchObject({ ok: false, problem: 'duplicatePrice' });
  });

  test.each([
    ['the same two prices', { fromPrice: 3000, toPrice: 3000 }, 'samePrice', undefined],
    ['prices that round to one tick', { fromPrice: 3000, toPrice: 2998, count: 10 }, 'duplicatePrice', 1],
    ['a child under the minimum order', { quantity: 5, count: 5 }, 'childBelowMinimum', 0],
    ['too little to split', { quantity: 0.00000003, count: 5 }, 'quantityTooSmall', undefined],
  ] as const)('refuses %s', (_, overrides, problem, index) => {
    expect(splitPreview(split(overrides), 'KRW', KRW_TICKS)).toEqual({
      ok: false,
      problem,
      ...(index === undefined ? {} : { index }),
    });
  });

  test('the request: 2–10 children, the stored params without the password', () => {
    expect(splitRequest.safeParse(split({ count: 1 })).success).toBe(false);
    expect(splitRequest.safeParse(split({ count: 11 })).success).toBe(false);
    expect(splitRequest.safeParse(split({ count: 10 })).success).toBe(true);
    expect(splitParamsSchema.parse({ ...split(), tradePassword: '123456' })).not.toHaveProperty(
      'tradePassword',
    );
  });

  test("the parent's state follows its children", () => {
    const pending = { status: 'pending', filledQuantity: 0 } as const;
    const filled = { status: 'filled', filledQuantity: 1 } as const;
    const cancelled = { status: 'cancelled', filledQuantity: 0 } as const;
    expect(splitState(false, [pending, filled])).toBe('running');
    expect(splitState(false, [cancelled, filled])).toBe('completed');
    expect(splitState(false, [{ status: 'cancelled', filledQuantity: 0.5 }, cancelled])).toBe('completed');
    expect(splitState(false, [cancelled, cancelled])).toBe('cancelled');
    expect(splitState(true, [pending])).toBe('cancelled');
  });
});

test('every refusal and stop has its message in ko and en', () => {
  const all = [
    ...Object.values(ALGO_ERROR_MESSAGES),
    ...TWAP_PROBLEMS.map((problem) => TWAP_PROBLEM_MESSAGES[problem]),
    ...SPLIT_PROBLEMS.map((problem) => SPLIT_PROBLEM_MESSAGES[problem]),
    ...TWAP_STOP_REASONS.map((reason) => TWAP_STOP_MESSAGES[reason]),
  ];
  for (const texts of all) {
    expect(texts.ko).toMatch(/[가-힣]/);
    expect(texts.en).toMatch(/[a-z]/);
  }
});

test('the answers validate with RESPONSE_SCHEMAS', () => {
  const preview = splitPreview(
    {
      key: 'XRP-KRW',
      side: 'buy',
      fromPrice: 3000,
      toPrice: 2900,
      count: 2,
      quantity: 10,
      weighting: 'equal',
    },
    'KRW',
    KRW_TICKS,
  );
  expect(preview.ok && RESPONSE_SCHEMAS.algoSplitPreview.safeParse(preview.preview).success).toBe(true);
});
