import { describe, expect, test } from 'vitest';
import { SIM_CATALOGUE, TOP_LEVEL_VALUE_KRW } from '../../../../server/market/listings';
import { Random } from '../../../../server/market/prng';
import { Books } from '../../../../server/trading/books';
import { Liquidity, simLadderShape } from '../../../../server/trading/liquidity';

/** KRW value of the best five levels of each side after each step of a seeded walk of the last price. */
function topFiveValues(key: string, steps: number, stepSigma: number): number[] {
  const listing = SIM_CATALOGUE.listing(key)!;
  const books = new Books(SIM_CATALOGUE, new Liquidity(42, simLadderShape));
  const random = new Random(3);
  const values: number[] = [];
  let price = listing.basePrice;
  for (let step = 0; step < steps; step++) {
    price *= Math.exp(stepSigma * random.normal());
    books.recentre(listing, price);
    for (const side of ['buy', 'sell'] as const)
      values.push(
        books
          .book(listing.key)
          .levels(side, 5)
          .reduce((sum, [p, q]) => sum + p * q, 0),
      );
  }
  return values.sort((a, b) => a - b);
}

const median = (sorted: number[]) => sorted[Math.floor(sorted.length / 2)]!;

describe('the model’s depth', () => {
  // A large Korean exchange's BTC-KRW book holds tens to hundreds of millions of KRW within its top five
  // levels a side (tenths to whole BTC a level at about 140,000,000 KRW): so 20,000,000 to 1,500,000,000
  // KRW in every picture, around 100,000,000 to 400,000,000 in the middle one. The walk steps by two
  // ticks' worth (2e-5), the size of the model's BTC trade steps.
  test('BTC-KRW holds tens to hundreds of millions of KRW within the top five levels of each side', () => {
    const values = topFiveValues('BTC-KRW', 2_000, 2e-5);
    expect(values[0]).toBeGreaterThan(20_000_000);
    expect(values.at(-1)).toBeLessThan(1_500_000_000);
    expect(median(values)).toBeGreaterThan(100_000_000);
    expect(median(values)).toBeLessThan(400_000_000);
  });

  test('a level is a KRW value over the coin’s price: the most traded listing’s is TOP_LEVEL_VALUE_KRW, none is worth under 1,000,000 KRW', () => {
    const btc = SIM_CATALOGUE.listing('BTC-KRW')!;
    expect(btc.levelQuantity * btc.coin.priceKrw).toBeCloseTo(TOP_LEVEL_VALUE_KRW, -3);
    for (const listing of SIM_CATALOGUE.all) {
      if (listing.initialStatus !== 'trading' || listing.marketSymbol !== 'KRW') continue;
      const value = listing.levelQuantity * listing.coin.priceKrw;
      expect(value, listing.key).toBeGreaterThan(1_000_000);
      expect(value, listing.key).toBeLessThanOrEqual(TOP_LEVEL_VALUE_KRW);
    }
  });

  test('a member’s 30,000,000 KRW market buy takes at most three levels of BTC-KRW, not the ladder', () => {
    const books = new Books(SIM_CATALOGUE, new Liquidity(42, simLadderShape));
    const listing = SIM_CATALOGUE.listing('BTC-KRW')!;
    books.recentre(listing, 140_000_000);
    const asks = books.book('BTC-KRW').levels('sell', 30);
    let budget = 30_000_000;
    let taken = 0;
    for (const [price, quantity] of asks) {
      if (budget <= 0) break;
      budget -= price * quantity;
      taken += 1;
    }
    expect(taken).toBeLessThanOrEqual(3);
  });

  test('after a trade, the side it took from keeps a level at the last price: a one-tick spread', () => {
    const books = new Books(SIM_CATALOGUE, new Liquidity(42, simLadderShape));
    const listing = SIM_CATALOGUE.listing('BTC-KRW')!;
    books.recentre(listing, 140_000_000);
    const book = books.book('BTC-KRW');
    // Before any trade both sides start a tick away.
    expect([book.bestBid(), book.bestAsk()]).toEqual([139_999_000, 140_001_000]);
    books.recentre(listing, 140_001_000, 'buy');
    expect([book.bestBid(), book.bestAsk()]).toEqual([140_000_000, 140_001_000]);
    books.recentre(listing, 140_000_000, 'sell');
    expect([book.bestBid(), book.bestAsk()]).toEqual([140_000_000, 140_001_000]);
    expect(book.levels('sell', 30)).toHaveLength(30);
    expect(book.levels('buy', 30)).toHaveLength(30);
  });

  test('after a jump of the last price, the best levels of both sides sit a tick from it', () => {
    const books = new Books(SIM_CATALOGUE, new Liquidity(42, simLadderShape));
    const listing = SIM_CATALOGUE.listing('BTC-KRW')!;
    books.recentre(listing, 140_000_000);
    books.recentre(listing, 139_900_000);
    const book = books.book('BTC-KRW');
    expect(book.bestAsk()).toBe(139_901_000);
    expect(book.bestBid()).toBe(139_899_000);
    books.recentre(listing, 140_100_000);
    expect(book.bestAsk()).toBe(140_101_000);
    expect(book.bestBid()).toBe(140_099_000);
  });
});
