/**
 * The calls of parent orders (contract/algo-orders.ts holds their rules): the requests' schemas and the
 * answers'. Refusals: not logged in (401 UNAUTHORIZED), ALGO_ERROR_CODES, and an order's own refusals
 * where a split order's child or a TWAP's first slice meets them.
 */
import { z } from 'zod';
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
  type SplitPreview,
  type TwapParams,
} from './algo-orders';
import { lazySchema } from './lazy-schema';
import { coinKeySchema } from './payloads';
import { tradePasswordField } from './trade-password';
import { MAX_PRICE, ORDER_SIDES } from './trading';

const positiveNumber = () => z.number().positive().finite();

const twapShape = () => ({
  key: coinKeySchema,
  side: z.enum(ORDER_SIDES),
  childType: z.enum(TWAP_CHILD_TYPES),
  /** A sell's total quantity of the coin. */
  quantity: positiveNumber().optional(),
  /** A buy's total amount in the market's currency, before fee. */
  amount: positiveNumber().optional(),
  durationMs: z.number().int().min(TWAP.minDurationMs).max(TWAP.maxDurationMs),
  intervalMs: z.number().int().min(TWAP.minIntervalMs).multipleOf(1000),
  priceLimit: positiveNumber().max(MAX_PRICE).optional(),
  randomPct: z.number().int().min(0).max(TWAP.maxRandomPct).default(0),
});

/** The request rules of a TWAP that need no market (the bounds that do: twapProblem). */
function twapRules(
  twap: Pick<TwapParams, 'side' | 'quantity' | 'amount' | 'priceLimit' | 'childType'>,
  ctx: z.RefinementCtx,
) {
  const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (twap.side === 'sell' && (twap.quantity === undefined || twap.amount !== undefined))
    issue('a sell names quantity, not amount');
  if (twap.side === 'buy' && (twap.amount === undefined || twap.quantity !== undefined))
    issue('a buy names amount, not quantity');
  if (twap.priceLimit !== undefined && twap.childType !== 'best')
    issue('a price limit needs best-price slices');
}

/** A TWAP's params as stored with its parent and answered in AlgoOrderRow. */
export const twapParamsSchema = lazySchema(
  () => z.object(twapShape()).superRefine(twapRules) satisfies z.ZodType<TwapParams, unknown>,
);

/** POST API.algoTwap: a TWAP, with the trade password of a member who set one (never stored). */
export const twapRequest = lazySchema(() =>
  z.object({ ...twapShape(), tradePassword: tradePasswordField }).superRefine(twapRules),
);
export type TwapRequestInput = z.input<typeof twapRequest>;

const splitShape = () => ({
  key: coinKeySchema,
  side: z.enum(ORDER_SIDES),
  /** The two prices, inclusive; either order. */
  fromPrice: positiveNumber().max(MAX_PRICE),
  toPrice: positiveNumber().max(MAX_PRICE),
  count: z.number().int().min(SPLIT.minCount).max(SPLIT.maxCount),
  /** The total quantity of the coin over every child. */
  quantity: positiveNumber(),
  weighting: z.enum(SPLIT_WEIGHTINGS).default('equal'),
});

/** A split order's params as stored with its parent (checked by splitPreview). */
export const splitParamsSchema = lazySchema(
  () => z.object(splitShape()) satisfies z.ZodType<SplitParams, unknown>,
);

/** POST API.algoSplit and API.algoSplitPreview: a split order, with the trade password as a TWAP's. */
export const splitRequest = lazySchema(() =>
  z.object({ ...splitShape(), tradePassword: tradePasswordField }),
);
export type SplitRequestInput = z.input<typeof splitRequest>;

export const algoOrderRowSchema = lazySchema(
  () =>
    z.object({
      algoId: z.number().int(),
      kind: z.enum(ALGO_KINDS),
      key: coinKeySchema,
      side: z.enum(ORDER_SIDES),
      state: z.enum(ALGO_STATES),
      stopReason: z.enum(TWAP_STOP_REASONS).nullable(),
      twap: twapParamsSchema.nullable(),
      split: splitParamsSchema.nullable(),
      progress: z.object({
        filledQuantity: z.number(),
        filledAmount: z.number(),
        avgPrice: z.number().nullable(),
        slicesDone: z.number().int(),
        slicesTotal: z.number().int(),
        nextSliceAt: z.number().nullable(),
        remainingMs: z.number().nullable(),
      }),
      childOrderIds: z.array(z.number().int()),
      createdAt: z.string(),
      updatedAt: z.string(),
    }) satisfies z.ZodType<AlgoOrderRow, unknown>,
);

export const splitPreviewSchema = lazySchema(
  () =>
    z.object({
      children: z.array(z.object({ price: z.number(), quantity: z.number(), amount: z.number() })),
      remainderIndex: z.number().int(),
      quantity: z.number(),
      amount: z.number(),
    }) satisfies z.ZodType<SplitPreview>,
);
