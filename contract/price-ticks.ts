/**
 * Price steps (tick sizes). Each market has bands of price → step, and a coin may have its own step in a band
 * where its exchange says so. The simulated market keeps the spec's bands (SPEC_TICKS); a real source brings
 * its exchange's published table, corrected per coin by what the exchange itself answers (Upbit's
 * `orderbook/instruments`, the steps of Bithumb's book); a replay steps at its files' own precision. The
 * server sends the table it trades by in the market source (contract/market-source.ts), so the windows show,
 * step and check prices exactly as the matching engine does.
 */
import { MARKET_SYMBOLS, parseCoinKey, type CoinKey, type MarketSymbol } from './markets';

/** [lower bound inclusive, step] pairs, highest band first, the last band's bound 0. */
export type TickBands = readonly (readonly [floor: number, tick: number])[];

export interface TickTable {
  /** Each market's bands. */
  markets: Readonly<Record<MarketSymbol, TickBands>>;
  /**
   * Coins whose step differs from their market's in some band, by coin key: [the band's floor, the coin's
   * step in that band] (Upbit's USDT/KRW steps 0.5 from 1,000 to 10,000 KRW where other coins step 1).
   */
  coins: Readonly<Record<string, TickBands>>;
}

/** A coin's price step at a price. */
export type PriceTicks = (price: number) => number;

/** The spec's KRW bands (exchange spec, trading rules): the simulated market's. */
const SPEC_KRW: TickBands = [
  [2_000_000, 1000],
  [1_000_000, 500],
  [500_000, 100],
  [100_000, 50],
  [10_000, 10],
  [1_000, 5],
  [100, 1],
  [10, 0.1],
  [1, 0.01],
  [0.1, 0.001],
  [0, 0.0001],
];

const SPEC_USDT: TickBands = [
  [1_000, 0.1],
  [10, 0.01],
  [1, 0.001],
  [0, 0.0001],
];

/** One satoshi at any price: the BTC market's step on the spec and on both exchanges. */
const SATOSHI: TickBands = [[0, 0.00000001]];

/** The spec's steps: the simulated market's, and what a window assumes before its source is known. */
export const SPEC_TICKS: TickTable = {
  markets: { KRW: SPEC_KRW, BTC: SATOSHI, USDT: SPEC_USDT },
  coins: {},
};

/**
 * Upbit's USDT market from 2024-08-19 (docs.upbit.com usdt-market-info): 0.01 from 10 USDT, a tenth as much
 * each decade below.
 */
const UPBIT_USDT: TickBands = [
  [10, 0.01],
  [1, 0.001],
  [0.1, 0.0001],
  [0.01, 0.00001],
  [0.001, 0.000001],
  [0.0001, 0.0000001],
  [0, 0.00000001],
];

/**
 * Upbit's published steps: the KRW table from 2025-07-31 (docs.upbit.com krw-market-info; the rows below
 * 100 KRW as later clients encode them), USDT/KRW and USDC/KRW at 0.5 from 1,000 to 10,000 KRW (from
 * 2025-03-21), the USDT market's table and one satoshi on the BTC market. The exchange's own answer per coin
 * (`orderbook/instruments`) corrects it where they differ.
 */
export const UPBIT_TICKS: TickTable = {
  markets: {
    KRW: [
      [1_000_000, 1000],
      [500_000, 500],
      [100_000, 100],
      [50_000, 50],
      [10_000, 10],
      [5_000, 5],
      [1_000, 1],
      [100, 1],
      [10, 0.1],
      [1, 0.01],
      [0.1, 0.001],
      [0.01, 0.0001],
      [0.001, 0.00001],
      [0.0001, 0.000001],
      [0.00001, 0.0000001],
      [0, 0.00000001],
    ],
    BTC: SATOSHI,
    USDT: UPBIT_USDT,
  },
  coins: { 'USDT-KRW': [[1_000, 0.5]], 'USDC-KRW': [[1_000, 0.5]] },
};

/**
 * Bithumb's published KRW steps (support.bithumb.com, 호가 단위), one satoshi on the BTC market, and
 * Upbit's USDT table where Bithumb publishes none. Bithumb has no tick-size call: the steps its books show
 * correct the table per coin.
 */
export const BITHUMB_TICKS: TickTable = {
  markets: {
    KRW: [
      [1_000_000, 1000],
      [500_000, 500],
      [100_000, 100],
      [50_000, 50],
      [10_000, 10],
      [5_000, 5],
      [1_000, 1],
      [100, 1],
      [1, 0.01],
      [0, 0.0001],
    ],
    BTC: SATOSHI,
    USDT: UPBIT_USDT,
  },
  coins: {},
};

/** One step at every price on every market: a replay's files stepping at their own precision. */
export function uniformTicks(tick: number): TickTable {
  const bands: TickBands = [[0, tick]];
  return { markets: { KRW: bands, BTC: bands, USDT: bands }, coins: {} };
}

function bandOf(bands: TickBands, price: number): readonly [number, number] {
  for (const band of bands) if (price >= band[0]) return band;
  return bands[bands.length - 1]!;
}

function marketOf(key: CoinKey): MarketSymbol {
  const market = parseCoinKey(key)?.marketSymbol;
  if (market === undefined || !(MARKET_SYMBOLS as readonly string[]).includes(market))
    throw new RangeError(`${key} is not a coin of a known market`);
  return market as MarketSymbol;
}

/** The step of coin `key` at `price` by `table`: the coin's own in its band, else its market's. */
export function tickAt(table: TickTable, key: CoinKey, price: number): number {
  const [floor, tick] = bandOf(table.markets[marketOf(key)], price);
  const own = table.coins[key]?.find(([from]) => from === floor);
  return own ? own[1] : tick;
}

/** The steps of one coin by `table` (its market and own steps looked up once: books and lists call it per row). */
export function priceTicks(table: TickTable, key: CoinKey): PriceTicks {
  const bands = table.markets[marketOf(key)];
  const own = table.coins[key];
  if (own === undefined) return (price) => bandOf(bands, price)[1];
  return (price) => {
    const [floor, tick] = bandOf(bands, price);
    return own.find(([from]) => from === floor)?.[1] ?? tick;
  };
}

/** The spec's steps of a market (the simulated market's coins; bounds that hold on every source). */
export function specTicks(market: MarketSymbol): PriceTicks {
  const bands = SPEC_TICKS.markets[market];
  return (price) => bandOf(bands, price)[1];
}

/**
 * `table` with coin `key` stepping `tick` in the band that holds `price` (what its exchange answered there);
 * the same table when it already says so.
 */
export function withCoinTick(table: TickTable, key: CoinKey, price: number, tick: number): TickTable {
  if (!(tick > 0) || tickAt(table, key, price) === tick) return table;
  const [floor, marketTick] = bandOf(table.markets[marketOf(key)], price);
  const others = (table.coins[key] ?? []).filter(([from]) => from !== floor);
  const own: TickBands = marketTick === tick ? others : [...others, [floor, tick]];
  const coins = { ...table.coins };
  if (own.length === 0) delete coins[key];
  else coins[key] = own;
  return { markets: table.markets, coins };
}

/** Number of decimals a step has (0.001 → 3, 0.5 → 1, 5 → 0). */
export function tickDecimals(tick: number): number {
  for (let decimals = 0; decimals < 12; decimals += 1) {
    const scaled = tick * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-9 * Math.max(1, scaled)) return decimals;
  }
  return 12;
}

/** `price` rounded to the nearest step of its band, without binary noise. */
export function roundToTick(ticks: PriceTicks, price: number): number {
  const tick = ticks(price);
  return Number((Math.round(price / tick) * tick).toFixed(tickDecimals(tick)));
}

/** `price` lies on a step of its band. */
export function isOnTick(ticks: PriceTicks, price: number): boolean {
  const units = price / ticks(price);
  return Math.abs(units - Math.round(units)) < 1e-6;
}

function isBands(value: unknown, market: boolean): value is TickBands {
  if (!Array.isArray(value) || value.length === 0 || value.length > 32) return false;
  let above = Number.POSITIVE_INFINITY;
  for (const band of value) {
    if (!Array.isArray(band) || band.length !== 2) return false;
    const [floor, tick] = band as unknown[];
    if (typeof floor !== 'number' || typeof tick !== 'number') return false;
    if (!(floor >= 0) || !(tick > 0) || !Number.isFinite(tick)) return false;
    if (market && !(floor < above)) return false;
    above = floor;
  }
  return !market || above === 0;
}

/** A table as a frame carries it: every market's bands descending to 0, every step positive and finite. */
export function isTickTable(value: unknown): value is TickTable {
  if (typeof value !== 'object' || value === null) return false;
  const table = value as Record<string, unknown>;
  const markets = table.markets as Record<string, unknown> | undefined;
  if (typeof markets !== 'object' || markets === null) return false;
  if (!MARKET_SYMBOLS.every((market) => isBands(markets[market], true))) return false;
  const coins = table.coins;
  if (typeof coins !== 'object' || coins === null || Array.isArray(coins)) return false;
  return Object.values(coins).every((bands) => isBands(bands, false));
}
