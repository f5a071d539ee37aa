// fast-check generators of valid protocol frames, and of small mutations that may break them.
import fc from 'fast-check';
import type { CoinKey, MarketSymbol } from '../../../../../contract/markets';
import { MARKET_SYMBOLS } from '../../../../../contract/markets';
import {
  ORDER_EVENT_KINDS,
  TICKER_FIELDS,
  TICK_TYPES,
  type BookLevel,
  type LayoutsFrame,
  type ServerFrame,
} from '../../../../../contract/socket';
import { cleanLayoutName, LAYOUT_NAME_MAX, layoutNameProblem } from '../../../../../contract/layout-names';
import { MAX_PRICE, ORDER_SIDES, ORDER_STATUSES, ORDER_TYPES } from '../../../../../contract/trading';
import {
  ALGO_KINDS,
  ALGO_STATES,
  SPLIT,
  SPLIT_WEIGHTINGS,
  TWAP,
  TWAP_CHILD_TYPES,
  TWAP_STOP_REASONS,
  type AlgoOrderRow,
  type SplitParams,
  type TwapParams,
} from '../../../../../contract/algo-orders';
import { SMP_TYPES, TIME_IN_FORCES } from '../../../../../contract/trading';
import {
  DRAWING_ANCHORS,
  DRAWING_DASHES,
  DRAWING_TOOLS,
  DRAWING_WIDTHS,
  FIB_LEVELS_MAX,
  type DrawingTool,
} from '../../../../../contract/drawings';
import { FIB_TOOLS } from '../../../../../contract/drawing-rules';
import { LINK_STATES, MAX_REPLAY_SPEED, MIN_REPLAY_SPEED } from '../../../../../contract/market-source';
import {
  BITHUMB_TICKS,
  SPEC_TICKS,
  UPBIT_TICKS,
  uniformTicks,
  withCoinTick,
} from '../../../../../contract/price-ticks';

export const coinKeyArb = fc.stringMatching(/^[A-Z0-9]{1,12}-[A-Z]{2,6}$/).map((key) => key as CoinKey);
/** Finite numbers, without -0 (JSON writes it as 0). */
export const finiteArb = fc
  .double({ noNaN: true, noDefaultInfinity: true })
  .map((x) => (Object.is(x, -0) ? 0 : x));
const positiveArb = fc.double({ min: 1e-8, max: 1e12, noNaN: true });
const seqArb = fc.nat({ max: 2 ** 40 });
const timeArb = fc.nat({ max: 2 ** 45 });
const dateArb = fc.option(fc.constantFrom('2025-01-01T10:00:00+09:00', '2030-12-31T23:59:59+09:00'), {
  nil: null,
});
const marketArb = fc.constantFrom<MarketSymbol>(...MARKET_SYMBOLS);
const shortTextArb = fc.string({ maxLength: 12 });

const tickerArb = fc.record({
  ch: fc.constant('ticker' as const),
  seq: seqArb,
  t: timeArb,
  snapshot: fc.boolean(),
  rows: fc.array(
    fc
      .tuple(
        coinKeyArb,
        fc.array(finiteArb, { minLength: TICKER_FIELDS.length, maxLength: TICKER_FIELDS.length }),
      )
      .map(([key, numbers]) => [key, ...numbers] as [CoinKey, ...number[]]),
    { maxLength: 8 },
  ),
});

const secondTickerArb = fc.record({
  ch: fc.constant('secondTicker' as const),
  seq: seqArb,
  t: timeArb,
  rows: fc.array(
    fc
      .tuple(
        coinKeyArb,
        finiteArb,
        fc.array(finiteArb, { minLength: TICK_TYPES.length, maxLength: TICK_TYPES.length }),
      )
      .map(([key, close, rates]) => [key, close, ...rates] as [CoinKey, number, ...number[]]),
    { maxLength: 6 },
  ),
});

const tradesArb = fc.record({
  ch: fc.constant('trades' as const),
  seq: seqArb,
  t: timeArb,
  reset: fc.boolean(),
  rows: fc.array(fc.tuple(coinKeyArb, timeArb, positiveArb, positiveArb, fc.constantFrom<1 | 2>(1, 2)), {
    maxLength: 8,
  }),
});

const marketPriceArb = fc.record({
  ch: fc.constant('marketPrice' as const),
  seq: seqArb,
  t: timeArb,
  rows: fc.array(fc.tuple(marketArb, finiteArb), { maxLength: 3 }),
});

const assetChangeArb = fc.record({
  ch: fc.constant('assetChange' as const),
  seq: seqArb,
  t: timeArb,
  rows: fc.array(
    fc.record({
      coinType: shortTextArb,
      symbol: shortTextArb,
      coinBalance: finiteArb,
      lockedBalance: finiteArb,
      avgBuyAmt: finiteArb,
    }),
    { maxLength: 4 },
  ),
});

/** A source's price steps: a published table, a coin's own step in it, a replay's uniform step. */
const ticksArb = fc.oneof(
  fc.constantFrom(SPEC_TICKS, UPBIT_TICKS, BITHUMB_TICKS),
  fc.constantFrom(0.01, 0.5, 1e-8).map(uniformTicks),
  fc
    .tuple(fc.constantFrom(0.1, 0.001, 5), fc.double({ min: 0.5, max: 1e7, noNaN: true }))
    .map(([tick, price]) => withCoinTick(UPBIT_TICKS, 'XRP-KRW', price, tick)),
);

const introArb = fc.record({
  ch: fc.constant('intro' as const),
  seq: seqArb,
  t: timeArb,
  coins: fc.array(
    fc.record({
      key: coinKeyArb,
      isListedNew: fc.boolean(),
      buyOpenDate: dateArb,
      sellOpenDate: dateArb,
      marketReserveOrderStartTime: dateArb,
    }),
    { maxLength: 4 },
  ),
  markets: fc.array(fc.record({ marketSymbol: marketArb, isOpen: fc.boolean() }), { maxLength: 3 }),
  source: fc.oneof(
    fc.record({
      kind: fc.constantFrom('sim' as const, 'upbit' as const, 'bithumb' as const),
      link: fc.constantFrom(...LINK_STATES),
      replay: fc.constant(null),
      ticks: ticksArb,
    }),
    fc.record({
      kind: fc.constant('replay' as const),
      link: fc.constant('live' as const),
      replay: fc.record({
        replayMs: timeArb,
        wallMs: timeArb,
        speed: fc.integer({ min: MIN_REPLAY_SPEED, max: MAX_REPLAY_SPEED }),
        paused: fc.boolean(),
        fromMs: timeArb,
        toMs: timeArb,
      }),
      ticks: ticksArb,
    }),
  ),
});

const levelsArb = (snapshot: boolean) =>
  fc.array(
    fc
      .tuple(positiveArb, snapshot ? positiveArb : fc.oneof(positiveArb, fc.constant(0)))
      .map((level): BookLevel => level),
    { maxLength: 6 },
  );

const orderBookArb = fc.boolean().chain((snapshot) =>
  fc.record({
    ch: fc.constant('orderbook' as const),
    seq: seqArb,
    t: timeArb,
    key: coinKeyArb,
    snapshot: fc.constant(snapshot),
    asks: levelsArb(snapshot),
    bids: levelsArb(snapshot),
  }),
);

const idArb = fc.nat({ max: 2 ** 40 });
const amountArb = fc.double({ min: 0, max: 1e12, noNaN: true }).map((x) => (Object.is(x, -0) ? 0 : x));
const sideArb = fc.constantFrom(...ORDER_SIDES);

const orderArb = fc.record({
  orderId: idArb,
  key: coinKeyArb,
  side: sideArb,
  orderType: fc.constantFrom(...ORDER_TYPES),
  price: amountArb,
  stopPrice: fc.option(amountArb, { nil: null }),
  stopCondition: fc.constantFrom('gte' as const, 'lte' as const, null),
  triggered: fc.boolean(),
  timeInForce: fc.constantFrom(...TIME_IN_FORCES, null),
  smpType: fc.constantFrom(...SMP_TYPES, null),
  quantity: amountArb,
  filledQuantity: amountArb,
  preventedQuantity: amountArb,
  amount: fc.option(amountArb, { nil: null }),
  avgFillPrice: fc.option(amountArb, { nil: null }),
  filledAmount: amountArb,
  fee: amountArb,
  status: fc.constantFrom(...ORDER_STATUSES),
  clientOrderId: fc.option(shortTextArb, { nil: null }),
  createdAt: shortTextArb,
  updatedAt: shortTextArb,
});

const fillArb = fc.record({
  fillId: idArb,
  orderId: idArb,
  key: coinKeyArb,
  side: sideArb,
  price: amountArb,
  quantity: amountArb,
  amount: amountArb,
  fee: amountArb,
  maker: fc.boolean(),
  createdAt: shortTextArb,
});

const priceArb = fc.double({ min: 1e-8, max: MAX_PRICE, noNaN: true });

/** A TWAP's params by the request's rules: a sell's quantity or a buy's amount, a limit only on best slices. */
const twapParamsArb = (key: CoinKey, side: (typeof ORDER_SIDES)[number]): fc.Arbitrary<TwapParams> =>
  fc
    .record({
      childType: fc.constantFrom(...TWAP_CHILD_TYPES),
      total: positiveArb,
      durationMs: fc.integer({ min: TWAP.minDurationMs, max: TWAP.maxDurationMs }),
      intervalSeconds: fc.integer({ min: TWAP.minIntervalMs / 1000, max: TWAP.maxDurationMs / 1000 }),
      priceLimit: fc.option(priceArb, { nil: undefined }),
      randomPct: fc.integer({ min: 0, max: TWAP.maxRandomPct }),
    })
    .map(({ childType, total, durationMs, intervalSeconds, priceLimit, randomPct }) => ({
      key,
      side,
      childType,
      ...(side === 'sell' ? { quantity: total } : { amount: total }),
      durationMs,
      intervalMs: intervalSeconds * 1000,
      ...(priceLimit !== undefined && childType === 'best' ? { priceLimit } : {}),
      randomPct,
    }));

const splitParamsArb = (key: CoinKey, side: (typeof ORDER_SIDES)[number]): fc.Arbitrary<SplitParams> =>
  fc.record({
    key: fc.constant(key),
    side: fc.constant(side),
    fromPrice: priceArb,
    toPrice: priceArb,
    count: fc.integer({ min: SPLIT.minCount, max: SPLIT.maxCount }),
    quantity: positiveArb,
    weighting: fc.constantFrom(...SPLIT_WEIGHTINGS),
  });

/** A parent order: the params of its kind, a stop reason only when stopped, no more children than slices. */
const algoOrderArb: fc.Arbitrary<AlgoOrderRow> = fc
  .record({
    key: coinKeyArb,
    side: sideArb,
    kind: fc.constantFrom(...ALGO_KINDS),
    state: fc.constantFrom(...ALGO_STATES),
    slicesTotal: fc.integer({ min: 0, max: 40 }),
  })
  .chain(({ key, side, kind, state, slicesTotal }) =>
    fc.record({
      algoId: fc.integer({ min: 1, max: 2 ** 40 }),
      kind: fc.constant(kind),
      key: fc.constant(key),
      side: fc.constant(side),
      state: fc.constant(state),
      stopReason: state === 'stopped' ? fc.constantFrom(...TWAP_STOP_REASONS) : fc.constant(null),
      twap: kind === 'twap' ? twapParamsArb(key, side) : fc.constant(null),
      split: kind === 'split' ? splitParamsArb(key, side) : fc.constant(null),
      progress: fc.record({
        filledQuantity: amountArb,
        filledAmount: amountArb,
        avgPrice: fc.option(amountArb, { nil: null }),
        slicesDone: fc.integer({ min: 0, max: slicesTotal }),
        slicesTotal: fc.constant(slicesTotal),
        nextSliceAt: fc.option(timeArb, { nil: null }),
        remainingMs: fc.option(timeArb, { nil: null }),
      }),
      childOrderIds: fc.array(fc.integer({ min: 1, max: 2 ** 40 }), {
        maxLength: Math.min(slicesTotal, 4),
      }),
      createdAt: shortTextArb,
      updatedAt: shortTextArb,
    }),
  );

const ordersArb = fc.record(
  {
    ch: fc.constant('orders' as const),
    seq: seqArb,
    t: timeArb,
    events: fc.array(
      fc.record({
        kind: fc.constantFrom(...ORDER_EVENT_KINDS),
        order: orderArb,
        fill: fc.option(fillArb, { nil: null }),
      }),
      { maxLength: 3 },
    ),
    algoOrders: fc.array(algoOrderArb, { maxLength: 2 }),
  },
  // A frame of order events alone carries no parent rows; a parent's change comes with no events.
  { requiredKeys: ['ch', 'seq', 't', 'events'] },
);

const drawingIdArb = fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/);
const colorArb = fc.stringMatching(/^#[0-9a-fA-F]{6}$/);

/** A drawing as the exchange stores it: its tool's anchor count, levels only on a Fibonacci tool. */
const drawingArb = (tool: DrawingTool) =>
  fc.record({
    id: drawingIdArb,
    coin: coinKeyArb,
    tool: fc.constant(tool),
    anchors: fc.array(fc.record({ time: finiteArb, price: finiteArb }), {
      minLength: DRAWING_ANCHORS[tool],
      maxLength: DRAWING_ANCHORS[tool],
    }),
    style: fc
      .record(
        {
          color: colorArb,
          width: fc.constantFrom(...DRAWING_WIDTHS),
          dash: fc.constantFrom(...DRAWING_DASHES),
          extendLeft: fc.boolean(),
          extendRight: fc.boolean(),
          fill: fc.option(colorArb, { nil: null }),
          text: fc.string({ maxLength: 20 }),
          levels: fc.array(fc.record({ value: finiteArb, color: colorArb, visible: fc.boolean() }), {
            maxLength: FIB_LEVELS_MAX,
          }),
        },
        // Levels only on a Fibonacci tool, and there optional (absent: the defaults).
        {
          requiredKeys: ['color', 'width', 'dash', 'extendLeft', 'extendRight', 'fill', 'text'],
        },
      )
      .map((style) => {
        if (FIB_TOOLS.has(tool)) return style;
        const { levels: _, ...rest } = style;
        return rest;
      }),
    locked: fc.boolean(),
    hidden: fc.boolean(),
    version: fc.integer({ min: 1, max: 2 ** 40 }),
    updatedAt: timeArb,
  });

const drawingsArb = fc.record({
  ch: fc.constant('drawings' as const),
  seq: seqArb,
  t: timeArb,
  changes: fc.array(
    fc.oneof(
      fc
        .constantFrom(...DRAWING_TOOLS)
        .chain(drawingArb)
        .map((drawing) => ({ kind: 'put' as const, coin: drawing.coin, drawing })),
      fc.record({
        kind: fc.constant('deleted' as const),
        coin: coinKeyArb,
        ids: fc.array(drawingIdArb, { minLength: 1, maxLength: 4 }),
      }),
    ),
    { maxLength: 3 },
  ),
});

/** A layout summary as the exchange sends it (contract/layout-names.ts): a kept name, a version from 1. */
const layoutSummaryArb = fc.record({
  id: fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
  name: fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: LAYOUT_NAME_MAX })
    .map((name) => cleanLayoutName(name))
    .filter((name) => layoutNameProblem(name) === null),
  version: fc.integer({ min: 1, max: 2 ** 40 }),
  isDefault: fc.constant(false),
  updatedAt: timeArb,
});

/** The member's whole list of layouts: distinct ids, at most one default. */
export const layoutsFrameArb: fc.Arbitrary<LayoutsFrame> = fc
  .record({
    seq: seqArb,
    t: timeArb,
    layouts: fc.uniqueArray(layoutSummaryArb, {
      selector: (layout) => layout.id,
      maxLength: 6,
    }),
    defaultAt: fc.option(fc.nat()),
  })
  .map(({ seq, t, layouts, defaultAt }) => ({
    ch: 'layouts' as const,
    seq,
    t,
    layouts: layouts.map((layout, i) => ({
      ...layout,
      isDefault: defaultAt !== null && i === defaultAt % layouts.length,
    })),
  }));

const heartbeatArb = fc.record({ ch: fc.constant('heartbeat' as const), seq: seqArb, t: timeArb });

export const validFrameArb: fc.Arbitrary<ServerFrame> = fc.oneof(
  tickerArb,
  secondTickerArb,
  tradesArb,
  marketPriceArb,
  assetChangeArb,
  introArb,
  orderBookArb,
  ordersArb,
  drawingsArb,
  heartbeatArb,
);

/** Any JSON-able value, hostile ones included. */
const junkArb = fc.oneof(
  fc.jsonValue(),
  fc.constantFrom(null, '', -1, 1.5, 2 ** 60, 'NaN', [], {}, [null], ['BTC-KRW'], '__proto__', true),
);

type Path = (string | number)[];

/** Every path to a value inside a frame. */
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

/** Replaces (or deletes) the value at one path of a deep copy. */
function mutate(frame: ServerFrame, pick: number, replacement: unknown, remove: boolean): unknown {
  const copy = structuredClone(frame) as unknown;
  const paths = pathsOf(copy).filter((path) => path.length > 0);
  const path = paths[pick % paths.length];
  if (!path) return replacement;
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (remove && !Array.isArray(parent)) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/** A frame of `frames` with one value replaced or removed, as JSON text; or such a frame truncated. */
export const mutatedTextArb = (frames: fc.Arbitrary<ServerFrame>) =>
  fc.oneof(
    fc
      .tuple(frames, fc.nat(), junkArb, fc.boolean())
      .map(([frame, pick, replacement, remove]) => JSON.stringify(mutate(frame, pick, replacement, remove))),
    fc.tuple(frames, fc.nat()).map(([frame, cut]) => {
      const text = JSON.stringify(frame);
      return text.slice(0, cut % text.length);
    }),
  );

/** A valid frame with one value replaced or removed, as JSON text; or a truncated valid frame. */
export const mutatedFrameTextArb = mutatedTextArb(validFrameArb);
