/**
 * The market model's liquidity in a coin's book: ORDER_BOOK_DEPTH levels per side, one step of the coin's
 * (its source's: the spec's on the simulated market, a replay's files' own) apart,
 * starting at the last price on the side the last trade took from and a tick away on the other (a
 * one-tick spread; both a tick away before any trade), as resting orders of owner 0. Quantities come from a PRNG
 * seeded by the model's seed and the listing, scaled to the listing's level value (a realistic KRW
 * depth, `levelQuantity` of market/listings.ts), so a member's order takes a level or two, not the
 * ladder. After each trade the ladder is re-centred on the new price: levels that left it are withdrawn,
 * missing ones (moved into, or eaten by members) are placed again. A level that would cross a member's resting order is
 * left out rather than matched: the model trades against members only through its own trades.
 */
import { ORDER_BOOK_DEPTH, TRADING_RULES, type OrderSide } from '../../contract';
import { roundToTick, type PriceTicks } from '../../contract/price-ticks';
import type { Listing } from '../market/listings';
import { simListingOf, simTicks } from '../market/listings';
import { mixSeed, Random } from '../market/prng';
import { roundQuantity } from '../../contract';
import type { OrderBook } from './matching/order-book';

/** Log-normal spread of one level's quantity around the listing's levelQuantity. */
const LEVEL_SIGMA = 0.5;
/** A level this many ticks out holds twice a top level's mean quantity. */
const LEVEL_GROWTH_TICKS = 10;

/** Liquidity owns the negative order ids, so they never meet a member order's id. */
export const LIQUIDITY_OWNER = 0;

interface Ladder {
  random: Random;
  /** Liquidity order id by price, per side. */
  buy: Map<number, number>;
  sell: Map<number, number>;
}

/**
 * The prices of a ladder side from the last price outwards, ORDER_BOOK_DEPTH of them, a step of `ticks`
 * apart (fewer near zero, and near the market's maximum price, which no trade may pass): a step away from
 * it, or from the last price itself (`atLast`) on the side the last trade took from.
 */
export function ladderPrices(
  listing: Listing,
  ticks: PriceTicks,
  lastPrice: number,
  side: OrderSide,
  atLast = false,
): number[] {
  const floor = ticks(0);
  const ceiling = TRADING_RULES[listing.marketSymbol].maxPrice;
  const prices: number[] = atLast ? [lastPrice] : [];
  let price = lastPrice;
  for (let level = prices.length; level < ORDER_BOOK_DEPTH; level += 1) {
    // Stepping down across a band edge takes the finer step below it (1,000 → 999, not 995).
    const step = side === 'sell' ? ticks(price) : ticks(price * (1 - 1e-9));
    const next = roundToTick(ticks, side === 'sell' ? price + step : price - step);
    if (side === 'buy' && (next < floor || next >= price)) break;
    if (side === 'sell' && next > ceiling) break;
    price = next;
    prices.push(price);
  }
  return prices;
}

/**
 * The market's own resting orders in a coin's book (owner 0), kept around the last price: the simulated
 * market's ladder (Liquidity, below), or a real exchange's book mirrored level for level (paper trading).
 */
export interface BookLiquidity {
  /** Places the market's levels in `book` around `lastPrice` after a trade (whose aggressor was `taker`) or a start. */
  recentre(listing: Listing, book: OrderBook, lastPrice: number, taker?: OrderSide): void;
  /** Forgets the listing's levels (its book is rebuilt from nothing). */
  forget(listing: Listing): void;
}

/**
 * What a ladder needs of its listing: a seed word of its own, the mean quantity of a level near the top,
 * and the coin's price steps on its source (its levels are a step apart).
 */
export interface LadderShape {
  seedWord: number;
  levelQuantity: number;
  ticks: PriceTicks;
}

/** The simulated market's listings carry their ladder's seed and quantity; their steps are the spec's. */
export const simLadderShape = (listing: Listing): LadderShape => {
  const { seedWord, levelQuantity } = simListingOf(listing);
  return { seedWord, levelQuantity, ticks: simTicks(listing.marketSymbol) };
};

export class Liquidity implements BookLiquidity {
  private readonly ladders = new Map<number, Ladder>();
  private nextId = -1;

  constructor(
    private readonly seed: number,
    private readonly shapeOf: (listing: Listing) => LadderShape,
  ) {}

  private ladder(listing: Listing): Ladder {
    let ladder = this.ladders.get(listing.index);
    if (!ladder) {
      ladder = {
        random: new Random(mixSeed(this.seed, this.shapeOf(listing).seedWord ^ 0x1b00c)),
        buy: new Map(),
        sell: new Map(),
      };
      this.ladders.set(listing.index, ladder);
    }
    return ladder;
  }

  /**
   * The quantity of the level `distance` ticks out: the listing's levelQuantity (a KRW value over the
   * coin's price, listings.ts) times a lognormal draw of mean 1 (levels of one book differ severalfold,
   * as real ones do), a little deeper further out.
   */
  private quantity(levelQuantity: number, random: Random, distance: number): number {
    const spread = LEVEL_SIGMA * random.normal() - (LEVEL_SIGMA * LEVEL_SIGMA) / 2;
    const quantity = levelQuantity * (1 + distance / LEVEL_GROWTH_TICKS) * Math.exp(spread);
    return Math.max(1e-8, roundQuantity(quantity));
  }

  /**
   * Re-centres the listing's ladder in `book` on `lastPrice`. After a trade whose aggressor was `taker`,
   * the other side keeps a level at the last price (what the trade left of the level it took from), so
   * the spread is one tick, as on a busy real book; without a trade (start, rebuild) both sides start a
   * tick away.
   */
  recentre(listing: Listing, book: OrderBook, lastPrice: number, taker?: OrderSide): void {
    if (!(lastPrice > 0)) return;
    const ladder = this.ladder(listing);
    const shape = this.shapeOf(listing);
    const wanted = {
      sell: ladderPrices(listing, shape.ticks, lastPrice, 'sell', taker === 'buy'),
      buy: ladderPrices(listing, shape.ticks, lastPrice, 'buy', taker === 'sell'),
    };
    // Both sides withdraw first: after a jump, the side left behind would otherwise cross (and so keep
    // out) the other side's new best levels until the next trade.
    for (const side of ['sell', 'buy'] as const) {
      const wantedSet = new Set(wanted[side]);
      const ids = ladder[side];
      for (const [price, id] of ids) {
        if (wantedSet.has(price) && book.has(id)) continue;
        book.cancel(id);
        ids.delete(price);
      }
    }
    for (const side of ['sell', 'buy'] as const) {
      const ids = ladder[side];
      for (const [distance, price] of wanted[side].entries()) {
        if (ids.has(price)) continue;
        const opposite = side === 'sell' ? book.bestBid() : book.bestAsk();
        if (opposite !== undefined && (side === 'sell' ? opposite >= price : opposite <= price)) continue;
        const id = this.nextId--;
        book.rest(
          id,
          LIQUIDITY_OWNER,
          side,
          price,
          this.quantity(shape.levelQuantity, ladder.random, distance),
        );
        ids.set(price, id);
      }
    }
  }

  /** Withdraws the listing's ladder (a rebuild of its book starts from nothing). */
  forget(listing: Listing): void {
    this.ladders.delete(listing.index);
  }
}
