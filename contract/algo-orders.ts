/**
 * Orders the exchange runs for a member as a parent with child orders: TWAP (a total bought or sold in
 * slices over a time) and split orders (2–10 limit orders between two prices), as Upbit (TWAP on KRW
 * markets, 2026-01-07) and Bithumb (split orders 2025-07-11, TWAP 2025-12-19) offer them. The simulator
 * runs them (server/algo), the order panel offers them; the numbers and rules below are both sides' only
 * copy.
 *
 * Readings, where the exchanges leave a case open:
 * - A TWAP slice is a child order of the member's, placed by the exchange at its time: a best-price IOC
 *   (contract/trading.ts 'best', one price: the best opposite when it arrives) or a market order, as the
 *   member chose. A sell names its total quantity, a buy its total amount before fee (trading.ts buyCost),
 *   as a market or best-price order does.
 * - The slice interval is at least TWAP.minIntervalMs (30 s) and at least the duration / TWAP.maxSlices
 *   (1,440: one a minute over the longest duration), at most half the duration (two slices at least). The
 *   30 s floor keeps a parent to two orders a minute on the engine and gives the book time to refill
 *   between slices; the slice cap bounds what a parent stores (its children) to 1,440.
 * - Slice sizes: the total in equal shares, or with randomisation each share moved by up to ±randomPct %
 *   (pairs move in opposite directions, so the shares still sum to the total), drawn from the parent's
 *   seed: a restart draws the same sizes. A slice places its share plus what earlier slices left unfilled
 *   (a skipped slice's share, an IOC's unfilled rest), so the carry reaches the next slice; the last slice
 *   places all that is left.
 * - A price limit holds only best-price slices (a market slice walks the book, so no limit can hold it):
 *   a buy slice never trades above it, a sell slice never below; when the best opposite price is beyond
 *   it (or the other side is empty) the slice is skipped and its share carried.
 * - One rule each for a running TWAP (twapRefusalRule): the market closes or the coin stops trading → it is
 *   stopped ('marketClosed'); the member is blocked from placing orders → stopped ('memberBlocked'); a
 *   slice finds too little money or coin → stopped ('insufficientFunds'). What filled stays filled. A slice
 *   refused for its size (below the minimum, above the maximum) is skipped and carried instead.
 * - A split order's children are ordinary gtc limit orders: the market closing, a block or a lack of money
 *   does to them what it does to any open order, and the parent only gathers them (its state follows from
 *   theirs: splitState).
 */
import { type CoinKey, type MarketSymbol } from './markets';
import { roundToTick, type PriceTicks } from './price-ticks';
import { floorTo, orderAmount, QUANTITY_DECIMALS, TRADING_RULES, type OrderSide } from './trading';
import type { Texts } from './texts';

export const ALGO_KINDS = ['twap', 'split'] as const;
export type AlgoKind = (typeof ALGO_KINDS)[number];

/**
 * running: slices still to come (TWAP) or children still open (split); paused: a TWAP held by the member;
 * completed: every slice done (TWAP) or every child closed with a fill (split); cancelled: by the member;
 * stopped: by the exchange, with its reason (TWAP_STOP_REASONS).
 */
export const ALGO_STATES = ['running', 'paused', 'completed', 'cancelled', 'stopped'] as const;
export type AlgoState = (typeof ALGO_STATES)[number];

export const TWAP_STOP_REASONS = ['marketClosed', 'memberBlocked', 'insufficientFunds'] as const;
export type TwapStopReason = (typeof TWAP_STOP_REASONS)[number];

export const TWAP_CHILD_TYPES = ['best', 'market'] as const;
export type TwapChildType = (typeof TWAP_CHILD_TYPES)[number];

export const TWAP = {
  minDurationMs: 5 * 60_000,
  maxDurationMs: 24 * 60 * 60_000,
  minIntervalMs: 30_000,
  maxSlices: 1_440,
  minSlices: 2,
  /** The most a slice's share may be moved by randomisation, in percent. */
  maxRandomPct: 50,
  /** TWAPs a member may have running or paused at once. */
  maxActive: 10,
} as const;

/**
 * A TWAP's total, in the market's currency (a sell's quantity at the last price): Upbit's 1,000,000 –
 * 50,000,000,000 KRW on KRW markets; elsewhere the market's own order minimum and maximum.
 */
export function twapTotalBounds(market: MarketSymbol): { min: number; max: number } {
  if (market === 'KRW') return { min: 1_000_000, max: 50_000_000_000 };
  const rules = TRADING_RULES[market];
  return { min: rules.minOrderAmount, max: rules.maxOrderAmount };
}

/** The 2–10 children of a split order; their weighting toward the far price. */
export const SPLIT = { minCount: 2, maxCount: 10 } as const;
export const SPLIT_WEIGHTINGS = ['equal', 'increasing', 'decreasing'] as const;
export type SplitWeighting = (typeof SPLIT_WEIGHTINGS)[number];

// --- what a parent asks for (the requests' schemas: contract/algo-calls.ts) ---------------------------

/** A TWAP as accepted: a sell names its total quantity, a buy its total amount before fee. */
export interface TwapParams {
  key: CoinKey;
  side: OrderSide;
  childType: TwapChildType;
  quantity?: number;
  amount?: number;
  durationMs: number;
  intervalMs: number;
  priceLimit?: number;
  randomPct: number;
}

/** A split order as accepted: the total quantity over `count` children between the two prices. */
export interface SplitParams {
  key: CoinKey;
  side: OrderSide;
  fromPrice: number;
  toPrice: number;
  count: number;
  quantity: number;
  weighting: SplitWeighting;
}

// --- TWAP: the plan ----------------------------------------------------------------------------------

export const TWAP_PROBLEMS = [
  'intervalTooShort',
  'tooFewSlices',
  'totalBelowMinimum',
  'totalAboveMaximum',
  'sliceBelowMinimum',
  'sliceAboveMaximum',
  'noLastPrice',
] as const;
export type TwapProblem = (typeof TWAP_PROBLEMS)[number];

/** Slices of a TWAP: one every interval, the first at once, all within the duration. */
export function twapSliceCount(durationMs: number, intervalMs: number): number {
  return Math.floor(durationMs / intervalMs);
}

/** What the TWAP's total is worth in the market's currency: a buy's amount, a sell's quantity at `lastPrice`. */
export function twapValue(twap: TwapParams, market: MarketSymbol, lastPrice: number): number {
  return twap.side === 'buy' ? twap.amount! : orderAmount(market, lastPrice, twap.quantity!, 'sell');
}

/** The first problem of a TWAP on `market` when its coin last traded at `lastPrice`, or undefined. */
export function twapProblem(
  twap: TwapParams,
  market: MarketSymbol,
  lastPrice: number,
): TwapProblem | undefined {
  const minInterval = Math.max(TWAP.minIntervalMs, twap.durationMs / TWAP.maxSlices);
  if (twap.intervalMs < minInterval) return 'intervalTooShort';
  const slices = twapSliceCount(twap.durationMs, twap.intervalMs);
  if (slices < TWAP.minSlices) return 'tooFewSlices';
  if (!(lastPrice > 0)) return 'noLastPrice';
  const value = twapValue(twap, market, lastPrice);
  const bounds = twapTotalBounds(market);
  if (!(value >= bounds.min)) return 'totalBelowMinimum';
  if (!(value <= bounds.max)) return 'totalAboveMaximum';
  const rules = TRADING_RULES[market];
  const share = value / slices;
  if (share * (1 - twap.randomPct / 100) < rules.minOrderAmount) return 'sliceBelowMinimum';
  if (share * (1 + twap.randomPct / 100) > rules.maxOrderAmount) return 'sliceAboveMaximum';
  return undefined;
}

/** Decimals of a TWAP's measure: a sell's quantity (8), a buy's amount (the market's quote decimals). */
export function twapDecimals(side: OrderSide, market: MarketSymbol): number {
  return side === 'sell' ? QUANTITY_DECIMALS : TRADING_RULES[market].quoteDecimals;
}

/** mulberry32: a small seeded generator, the same numbers from the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The share of each slice, in whole units of 10^-decimals summing exactly to `total`: equal shares, each
 * pair moved apart by up to randomPct % of the share (drawn from `seed`), the rounding remainder (fewer
 * units than slices) on the last.
 */
export function twapShares(
  total: number,
  slices: number,
  randomPct: number,
  seed: number,
  decimals: number,
): number[] {
  const scale = 10 ** decimals;
  const units = Math.round(total * scale);
  const base = Math.floor(units / slices);
  const shares = new Array<number>(slices).fill(base);
  const random = seededRandom(seed);
  for (let i = 0; i + 1 < slices; i += 2) {
    const move = Math.floor(base * (randomPct / 100) * random());
    shares[i] = base + move;
    shares[i + 1] = base - move;
  }
  shares[slices - 1]! += units - base * slices;
  return shares.map((share) => share / scale);
}

/**
 * What slice `sliceNo` (from 0) places: the shares up to it less what filled so far (the carry), all that is
 * left on the last; never below 0.
 */
export function twapSliceTarget(
  shares: readonly number[],
  sliceNo: number,
  filled: number,
  decimals: number,
): number {
  let due = 0;
  for (let i = 0; i <= sliceNo && i < shares.length; i += 1) due += shares[i]!;
  return Math.max(0, floorTo(due - filled, decimals));
}

/** Whether a best-price slice may trade at `bestOpposite` under `priceLimit`. */
export function withinPriceLimit(
  side: OrderSide,
  priceLimit: number | undefined,
  bestOpposite: number | undefined,
): boolean {
  if (priceLimit === undefined) return true;
  if (bestOpposite === undefined) return false;
  return side === 'buy' ? bestOpposite <= priceLimit : bestOpposite >= priceLimit;
}

/** Why the exchange refused a slice, as far as the rule needs it: the answer's code, and its problem. */
export interface SliceRefusal {
  code: string;
  problem?: string;
}

/**
 * The one rule for a refused slice: the market closed or the coin stopped trading, or too little money or
 * coin, stop the TWAP with that reason; a slice refused for its size is skipped (its share carried).
 */
export function twapRefusalRule(refusal: SliceRefusal): TwapStopReason | 'skip' {
  if (refusal.code === 'MARKET_CLOSED' || refusal.code === 'NOT_TRADABLE') return 'marketClosed';
  if (refusal.code === 'BLOCK') return 'memberBlocked';
  if (refusal.problem === 'insufficientBalance' || refusal.code === 'PLUS_BUY_COIN_LOCKED')
    return 'insufficientFunds';
  return 'skip';
}

// --- split orders: the preview -----------------------------------------------------------------------

export const SPLIT_PROBLEMS = [
  'samePrice',
  'duplicatePrice',
  'childBelowMinimum',
  'quantityTooSmall',
] as const;
export type SplitProblem = (typeof SPLIT_PROBLEMS)[number];

export interface SplitChild {
  price: number;
  quantity: number;
  /** price × quantity in the market's currency (orderAmount). */
  amount: number;
}

export interface SplitPreview {
  /** From the price nearest the market (a buy's higher, a sell's lower) to the far one. */
  children: SplitChild[];
  /** The child that carries the quantity's rounding remainder (the first, nearest the market). */
  remainderIndex: number;
  quantity: number;
  amount: number;
}

export type SplitPreviewResult =
  { ok: true; preview: SplitPreview } | { ok: false; problem: SplitProblem; index?: number };

function splitWeights(count: number, weighting: SplitWeighting): number[] {
  return Array.from({ length: count }, (_, i) =>
    weighting === 'equal' ? 1 : weighting === 'increasing' ? i + 1 : count - i,
  );
}

/**
 * The children of a split order on `market`: prices evenly from the near to the far price, each rounded
 * to the coin's step (`ticks`); quantities by weight (equal; increasing or decreasing toward the far price) floored to 8
 * decimals, the remainder on the first child so the total is exact; each child at least the market's
 * minimum order. Pure: the order panel previews with it and the simulator places what it answers.
 */
export function splitPreview(
  request: SplitParams,
  market: MarketSymbol,
  ticks: PriceTicks,
): SplitPreviewResult {
  const low = Math.min(request.fromPrice, request.toPrice);
  const high = Math.max(request.fromPrice, request.toPrice);
  if (low === high) return { ok: false, problem: 'samePrice' };
  const [near, far] = request.side === 'buy' ? [high, low] : [low, high];
  const count = request.count;
  const prices = Array.from({ length: count }, (_, i) =>
    roundToTick(ticks, near + ((far - near) * i) / (count - 1)),
  );
  for (let i = 1; i < count; i += 1)
    if (prices.indexOf(prices[i]!) < i) return { ok: false, problem: 'duplicatePrice', index: i };
  const weights = splitWeights(count, request.weighting);
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  const scale = 10 ** QUANTITY_DECIMALS;
  const units = Math.round(request.quantity * scale);
  const childUnits = weights.map((weight) => Math.floor((units * weight) / weightSum));
  childUnits[0]! += units - childUnits.reduce((sum, part) => sum + part, 0);
  if (childUnits.some((part) => part <= 0)) return { ok: false, problem: 'quantityTooSmall' };
  const children = prices.map((price, i) => {
    const quantity = childUnits[i]! / scale;
    return { price, quantity, amount: orderAmount(market, price, quantity, request.side) };
  });
  const minimum = TRADING_RULES[market].minOrderAmount;
  const small = children.findIndex((child) => child.amount < minimum);
  if (small >= 0) return { ok: false, problem: 'childBelowMinimum', index: small };
  const decimals = TRADING_RULES[market].quoteDecimals;
  const amount = children.reduce((sum, child) => sum + child.amount, 0);
  return {
    ok: true,
    preview: {
      children,
      remainderIndex: 0,
      quantity: units / scale,
      amount: Number(amount.toFixed(decimals)),
    },
  };
}

/**
 * A split parent's state from its children's: running while one is open; once all are closed, completed
 * if any of them filled (all, or some before the rest was cancelled one by one), cancelled if none did.
 */
export function splitState(
  cancelled: boolean,
  children: readonly { status: 'pending' | 'filled' | 'cancelled'; filledQuantity: number }[],
): AlgoState {
  if (cancelled) return 'cancelled';
  if (children.some((child) => child.status === 'pending')) return 'running';
  return children.some((child) => child.filledQuantity > 0) ? 'completed' : 'cancelled';
}

// --- the parent as the member sees it -----------------------------------------------------------------

export interface AlgoProgress {
  filledQuantity: number;
  /** Σ of the children's fill amounts before fee, in the market's currency. */
  filledAmount: number;
  /** Σ price × quantity / Σ quantity over every child's fills (the volume-weighted average); null before one. */
  avgPrice: number | null;
  slicesDone: number;
  slicesTotal: number;
  /** ms since the epoch; null when no slice is to come (split orders, paused or ended TWAPs). */
  nextSliceAt: number | null;
  /**
   * ms until the last slice is due (a paused TWAP: its slices left an interval apart, as a resume places
   * them); 0 once ended; null for split orders.
   */
  remainingMs: number | null;
}

export interface AlgoOrderRow {
  algoId: number;
  kind: AlgoKind;
  key: CoinKey;
  side: OrderSide;
  state: AlgoState;
  stopReason: TwapStopReason | null;
  twap: TwapParams | null;
  split: SplitParams | null;
  progress: AlgoProgress;
  /** The child orders placed, oldest first. */
  childOrderIds: number[];
  createdAt: string;
  updatedAt: string;
}

// --- refusals and their messages ----------------------------------------------------------------------

export const ALGO_ERROR_CODES = {
  /** The TWAP breaks twapProblem's rules (HTTP 400); data { problem }. */
  twapInvalid: 'TWAP_INVALID',
  /** The split order breaks splitPreview's rules (HTTP 400); data { problem, index? }. */
  splitInvalid: 'SPLIT_INVALID',
  /** No such parent of the member's (HTTP 404). */
  notFound: 'ALGO_NOT_FOUND',
  /** Pause, resume or cancel of a parent whose state does not allow it (HTTP 409). */
  wrongState: 'ALGO_WRONG_STATE',
  /** TWAP.maxActive TWAPs running or paused already (HTTP 409). */
  tooMany: 'ALGO_TOO_MANY',
} as const;
export type AlgoError = keyof typeof ALGO_ERROR_CODES;
export type AlgoErrorCode = (typeof ALGO_ERROR_CODES)[AlgoError];

export const ALGO_ERROR_MESSAGES: Record<Exclude<AlgoError, 'twapInvalid' | 'splitInvalid'>, Texts> = {
  notFound: { ko: '주문을 찾을 수 없습니다.', en: 'The order was not found.' },
  wrongState: {
    ko: '지금 상태에서는 할 수 없는 요청입니다.',
    en: 'The order is not in a state that allows this.',
  },
  tooMany: {
    ko: `TWAP 주문은 동시에 ${TWAP.maxActive}개까지 진행할 수 있습니다.`,
    en: `You can run up to ${TWAP.maxActive} TWAP orders at once.`,
  },
};

export const TWAP_PROBLEM_MESSAGES: Record<TwapProblem, Texts> = {
  intervalTooShort: {
    ko: `주문 간격은 ${TWAP.minIntervalMs / 1000}초 이상, 주문 횟수는 ${TWAP.maxSlices}회 이하여야 합니다.`,
    en: `The interval must be at least ${TWAP.minIntervalMs / 1000} s, and at most ${TWAP.maxSlices} slices.`,
  },
  tooFewSlices: {
    ko: `주문 기간 동안 ${TWAP.minSlices}회 이상 주문되도록 간격을 줄여 주세요.`,
    en: `Shorten the interval so that at least ${TWAP.minSlices} slices fit in the duration.`,
  },
  totalBelowMinimum: {
    ko: 'TWAP 주문 총액이 최소 금액보다 작습니다.',
    en: 'The TWAP total is below its minimum.',
  },
  totalAboveMaximum: {
    ko: 'TWAP 주문 총액이 최대 금액보다 큽니다.',
    en: 'The TWAP total is above its maximum.',
  },
  sliceBelowMinimum: {
    ko: '1회 주문 금액이 최소 주문 금액보다 작습니다. 간격을 늘리거나 총액을 늘려 주세요.',
    en: 'A slice would be below the minimum order. Lengthen the interval or raise the total.',
  },
  sliceAboveMaximum: {
    ko: '1회 주문 금액이 최대 주문 금액보다 큽니다. 간격을 줄여 주세요.',
    en: 'A slice would be above the maximum order. Shorten the interval.',
  },
  noLastPrice: {
    ko: '현재가가 없어 주문할 수 없습니다.',
    en: 'The coin has no last price to order at.',
  },
};

export const SPLIT_PROBLEM_MESSAGES: Record<SplitProblem, Texts> = {
  samePrice: { ko: '시작 가격과 끝 가격이 달라야 합니다.', en: 'The two prices must differ.' },
  duplicatePrice: {
    ko: '호가 단위로 맞추면 같은 가격이 생깁니다. 가격 범위를 넓히거나 분할 수를 줄여 주세요.',
    en: 'Rounded to the tick, two orders would share a price. Widen the range or use fewer orders.',
  },
  childBelowMinimum: {
    ko: '분할된 주문 중 최소 주문 금액보다 작은 주문이 있습니다.',
    en: 'One of the orders would be below the minimum order.',
  },
  quantityTooSmall: {
    ko: '수량이 너무 적어 나눌 수 없습니다.',
    en: 'The quantity is too small to split.',
  },
};

export const TWAP_STOP_MESSAGES: Record<TwapStopReason, Texts> = {
  marketClosed: {
    ko: '마켓 거래가 중단되어 TWAP 주문이 중지되었습니다. 체결된 수량은 유지됩니다.',
    en: 'Trading stopped on the market, so the TWAP was stopped. What filled stays filled.',
  },
  memberBlocked: {
    ko: '계정의 주문이 제한되어 TWAP 주문이 중지되었습니다. 체결된 수량은 유지됩니다.',
    en: 'Your account may not place orders, so the TWAP was stopped. What filled stays filled.',
  },
  insufficientFunds: {
    ko: '주문 가능 잔고가 부족해 TWAP 주문이 중지되었습니다. 체결된 수량은 유지됩니다.',
    en: 'Not enough balance for the next slice, so the TWAP was stopped. What filled stays filled.',
  },
};
