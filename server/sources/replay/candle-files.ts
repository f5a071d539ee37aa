/**
 * Recorded candle files for the replay: which coin a file is (from its name), and the bars of a file or of
 * a folder of them, per coin, in columns. The format is the market data folder's (`time,open,high,low,close,
 * volume`, bar open in unix seconds UTC, ascending, a missing bar simply absent), read strictly by the
 * forecast's reader (errors name the file and the line). Only 1-minute files are replayable: the replay
 * expands each 1-minute bar into that minute's trades (bar-trades.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { coinKey, isMarketSymbol, type CoinKey, type MarketSymbol } from '../../../contract/markets';
import { decimalsIn } from '../../../contract/trading';
import { parseCandleCsv } from '../../../workers/core/forecast';

/** Bars in columns (one Float64Array per field, `length` in use): the candle reader's series. */
export type CandleSeries = ReturnType<typeof parseCandleCsv>;

/** Bars the replay plays: 1 minute. */
export const REPLAY_BAR_SECONDS = 60;

/**
 * A file's name: `<coin>-<market>-…-<bars>-….csv`, the bar length the first part like `1m`, `5m`, `1h`, `1d`
 * (e.g. `btc-usdt-1m-2022q4.csv`, `btc-usd-bitstamp-1h.csv`).
 */
const COIN_PART = /^[a-z0-9]{1,12}$/i;
const MARKET_PART = /^[a-z]{2,6}$/i;
const BAR_PART = /^(\d+)([mhd])$/i;
const UNIT_SECONDS = { m: 60, h: 3600, d: 86_400 } as const;

export interface CandleFileName {
  key: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** The length of the file's bars, from its name (`1m` → 60). */
  barSeconds: number;
}

export class CandleFileError extends Error {
  override name = 'CandleFileError';
}

/** The coin and bar length a file's name says (`btc-usdt-1m-2022q4.csv` → BTC-USDT, 60 s); throws when it says none. */
export function candleFileName(path: string): CandleFileName {
  const name = basename(path);
  const parts = name.toLowerCase().endsWith('.csv') ? name.slice(0, -4).split('-') : [];
  const [coin, market, ...rest] = parts;
  const bar = rest.map((part) => BAR_PART.exec(part)).find((match) => match !== null);
  if (!coin || !market || !bar || !COIN_PART.test(coin) || !MARKET_PART.test(market))
    throw new CandleFileError(
      `${name}: the name does not say the coin, market and bar length (expected e.g. btc-usdt-1m-2022q4.csv)`,
    );
  const marketSymbol = market.toUpperCase();
  if (!isMarketSymbol(marketSymbol))
    throw new CandleFileError(`${name}: ${marketSymbol} is not a market of the exchange (KRW, BTC, USDT)`);
  const symbol = coin.toUpperCase();
  return {
    key: coinKey(symbol, marketSymbol),
    symbol,
    marketSymbol,
    barSeconds: Number(bar[1]) * UNIT_SECONDS[bar[2]!.toLowerCase() as keyof typeof UNIT_SECONDS],
  };
}

/** One coin of a replay: its bars from every file of that coin, ascending, gaps as holes. */
export interface ReplayCoin extends CandleFileName {
  bars: CandleSeries;
  /** The files it was read from, oldest bars first. */
  files: string[];
}

/** What a folder held that the replay cannot play, and why. */
export interface SkippedFile {
  file: string;
  reason: string;
}

export interface ReplayFiles {
  coins: ReplayCoin[];
  skipped: SkippedFile[];
}

/** A replayable file's bars: a name that says 1-minute bars and a strictly valid body; throws otherwise. */
export function readCandleFile(path: string): { name: CandleFileName; bars: CandleSeries } {
  const name = candleFileName(path);
  if (name.barSeconds !== REPLAY_BAR_SECONDS)
    throw new CandleFileError(
      `${basename(path)}: only 1-minute files are replayable (this one's name says ${name.barSeconds / 60}-minute bars)`,
    );
  const bars = parseCandleCsv(readFileSync(path, 'utf8'), {
    source: basename(path),
    barSeconds: REPLAY_BAR_SECONDS,
  });
  return { name, bars };
}

/**
 * The coins of a file, or of every `.csv` of a folder: files of the same coin are joined (the hole between
 * them is a gap), and must not overlap. In a folder, files that are not 1-minute bars of a market are
 * skipped with their reason; a bad 1-minute file throws. Coins are in key order.
 */
export function readReplayFiles(path: string): ReplayFiles {
  if (!existsSync(path)) throw new CandleFileError(`${path}: no such file or folder`);
  if (!statSync(path).isDirectory()) {
    const { name, bars } = readCandleFile(path);
    return { coins: [{ ...name, bars, files: [basename(path)] }], skipped: [] };
  }
  const skipped: SkippedFile[] = [];
  const byCoin = new Map<CoinKey, { name: CandleFileName; parts: { file: string; bars: CandleSeries }[] }>();
  for (const file of readdirSync(path)
    .filter((entry) => entry.toLowerCase().endsWith('.csv'))
    .sort()) {
    let name: CandleFileName;
    try {
      name = candleFileName(file);
    } catch (error) {
      skipped.push({ file, reason: (error as Error).message });
      continue;
    }
    if (name.barSeconds !== REPLAY_BAR_SECONDS) {
      skipped.push({
        file,
        reason: `only 1-minute files are replayable (${name.barSeconds / 60}-minute bars)`,
      });
      continue;
    }
    const { bars } = readCandleFile(join(path, file));
    const entry = byCoin.get(name.key) ?? { name, parts: [] };
    entry.parts.push({ file, bars });
    byCoin.set(name.key, entry);
  }
  if (byCoin.size === 0) throw new CandleFileError(`${path}: no 1-minute candle file to replay`);
  const coins = [...byCoin.values()]
    .map(({ name, parts }) => joinParts(name, parts))
    .sort((a, b) => (a.key < b.key ? -1 : 1));
  return { coins, skipped };
}

function joinParts(name: CandleFileName, parts: { file: string; bars: CandleSeries }[]): ReplayCoin {
  parts.sort((a, b) => a.bars.time[0]! - b.bars.time[0]!);
  for (let i = 1; i < parts.length; i++) {
    const before = parts[i - 1]!;
    const after = parts[i]!;
    if (after.bars.time[0]! <= before.bars.time[before.bars.length - 1]!)
      throw new CandleFileError(
        `${before.file} and ${after.file}: both hold bars of ${name.key} at the same times`,
      );
  }
  if (parts.length === 1) return { ...name, bars: parts[0]!.bars, files: [parts[0]!.file] };
  const total = parts.reduce((sum, part) => sum + part.bars.length, 0);
  const column = (field: Exclude<keyof CandleSeries, 'length'>) => {
    const joined = new Float64Array(total);
    let at = 0;
    for (const part of parts) {
      joined.set(part.bars[field].subarray(0, part.bars.length), at);
      at += part.bars.length;
    }
    return joined;
  };
  const bars: CandleSeries = {
    length: total,
    time: column('time'),
    open: column('open'),
    high: column('high'),
    low: column('low'),
    close: column('close'),
    volume: column('volume'),
  };
  return { ...name, bars, files: parts.map((part) => part.file) };
}

/** The finest step a replay steps at: 10⁻⁸ (a satoshi). */
const MAX_PRICE_DECIMALS = 8;

/**
 * The step the files' prices are written at: 10^-d, d the most decimals any open, high, low or close of any
 * coin has (at most 8). The market data's USDT files are at 0.01 (Binance's step), finer than the spec's USDT
 * band above 1,000: the replay trades at its files' precision, so every replayed price is on a step.
 */
export function filePriceStep(coins: readonly ReplayCoin[]): number {
  let decimals = 0;
  let scale = 1;
  for (const { bars } of coins)
    for (const column of [bars.open, bars.high, bars.low, bars.close])
      for (let i = 0; i < bars.length && decimals < MAX_PRICE_DECIMALS; i++) {
        const price = column[i]!;
        // Most prices have no more decimals than found so far: the decimal they would be is the same double.
        if (Math.round(price * scale) / scale === price) continue;
        decimals = Math.max(decimals, Math.min(MAX_PRICE_DECIMALS, decimalsIn(price)));
        scale = 10 ** decimals;
      }
  return Number(`1e-${decimals}`);
}
