/**
 * The coin catalogue of the simulated exchange: real coins with the Korean and English names Korean
 * exchanges use, their coinType codes and a realistic KRW price to start the random walks from. Order is
 * popularity (it sets each coin's share of the trade flow). The rows are data, in catalogue.json; listings.ts
 * builds the markets.
 */
import { z } from 'zod';
import type { MarketSymbol } from '../../contract/markets';
import catalogue from './catalogue.json' with { type: 'json' };

/** volClass: 0 stablecoin, 1 bitcoin, 2 large caps, 3 altcoins, 4 memes and thin markets. */
export type VolClass = 0 | 1 | 2 | 3 | 4;

/**
 * staking, meme, hasEvent, investment (investment warning), disclosure: infoOnMarket flags.
 * listedNew: listed recently (new tag). upcoming: trading opens in the future. delisted: no longer traded.
 */
const COIN_FLAGS = [
  'staking',
  'meme',
  'hasEvent',
  'investment',
  'disclosure',
  'listedNew',
  'upcoming',
  'delisted',
] as const;
export type CoinFlag = (typeof COIN_FLAGS)[number];

export interface CoinEntry {
  symbol: string;
  coinType: string;
  nameKo: string;
  nameEn: string;
  /** Starting price on the KRW market; 0 for the upcoming coin (see UPCOMING_LISTED_PRICE). */
  priceKrw: number;
  volClass: VolClass;
  flags: readonly CoinFlag[];
  /** Its markets: KRW, then BTC (priced in BTC) and USDT (beta: rows carry the global volume) if listed. */
  markets: readonly MarketSymbol[];
}

export { KRW_COIN_TYPE } from '../../contract';

/** Listing price of the upcoming coin, shown before its trading opens. */
export const UPCOMING_LISTED_PRICE = 50;

/**
 * catalogue.json, checked as it loads: one row per coin, in popularity order, of
 * [symbol, coinType, nameKo, nameEn, priceKrw, volClass, flags, markets besides KRW].
 */
const ROWS = z
  .array(
    z.tuple([
      z.string(),
      z.string(),
      z.string(),
      z.string(),
      z.number().nonnegative(),
      z.literal([0, 1, 2, 3, 4]),
      z.array(z.enum(COIN_FLAGS)),
      z.array(z.enum(['BTC', 'USDT'])),
    ]),
  )
  .parse(catalogue);

export const COINS: readonly CoinEntry[] = ROWS.map(
  ([symbol, coinType, nameKo, nameEn, priceKrw, volClass, flags, alsoOn]) => ({
    symbol,
    coinType,
    nameKo,
    nameEn,
    priceKrw,
    volClass,
    flags,
    markets: ['KRW', ...alsoOn],
  }),
);
