/**
 * The simulator's admin calls (test mode, loopback only): fault switches, market open/close, listing
 * times, on-demand trades and a forced garbage collection. Tests and users flip them to see every dialog
 * of the app.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { MARKET_SYMBOLS, type MarketSymbol } from './markets';
import { coinKeySchema, priceSchema } from './payloads';

export const faultsRequest = lazySchema(() =>
  z
    .object({
      pause: z.boolean(),
      block: z.boolean(),
      timeout: z.boolean(),
      /** How long a request is held before the 504 TIMEOUT answer while `timeout` is on. */
      timeoutDelayMs: z.number().int().min(0).max(120_000),
      tooManyRequests: z.boolean(),
      serverError: z.boolean(),
      /** Closes every socket now and refuses new ones while on. */
      dropSocket: z.boolean(),
      /** While on, the server skips one frame in every `n` of the ticker channel (gap detection tests). */
      skipTickerFrameEvery: z.number().int().min(0).max(1000),
      /** Favourites calls answer 423 FAVORITES_BLOCKED while on (the coin list's spinner). */
      favoritesBlocked: z.boolean(),
      /**
       * The access queue (contract/queue.ts): while on, every REST call but the queue's own answers 503
       * QUEUE. Switching it on (or changing the two numbers below) starts a line of `queueLength` places
       * that moves `queueAdmitPerSecond` places a second; when it has moved through, everyone is admitted
       * and the switch turns itself off. One line for every caller: the simulator has no crowd to rank.
       */
      queue: z.boolean(),
      queueLength: z.number().int().min(1).max(100_000),
      queueAdmitPerSecond: z.number().int().min(1).max(1000),
    })
    .partial(),
);
export type Faults = Required<z.infer<typeof faultsRequest>>;

const isoDateTime = lazySchema(() => z.iso.datetime({ offset: true }));

/** Admin (test mode): open or close a market. */
export const adminMarketRequest = lazySchema(() =>
  z.object({
    marketSymbol: z.enum(MARKET_SYMBOLS as [MarketSymbol, ...MarketSymbol[]]),
    isOpen: z.boolean(),
  }),
);
export type AdminMarketRequest = z.infer<typeof adminMarketRequest>;

/** Admin (test mode): move a coin's listing times; null means "not yet announced". */
export const adminListingRequest = lazySchema(() =>
  z.object({
    key: coinKeySchema,
    buyOpenDate: isoDateTime.nullable(),
    sellOpenDate: isoDateTime.nullable(),
  }),
);
export type AdminListingRequest = z.infer<typeof adminListingRequest>;

/**
 * Admin (test mode): one simulated trade at `price` (snapped to the tick), which fills crossing orders.
 * The price is checked like an order's (tradePriceProblem of trading.ts): within the market's maximum
 * and the price band around the last price.
 */
export const adminTradeRequest = lazySchema(() =>
  z.object({
    key: coinKeySchema,
    price: priceSchema,
  }),
);
export type AdminTradeRequest = z.infer<typeof adminTradeRequest>;

/** Admin (test mode): the answer of POST /__admin/gc; `ran` is false when node runs without --expose-gc. */
export interface AdminGc {
  ran: boolean;
}
