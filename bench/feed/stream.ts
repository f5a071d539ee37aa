/**
 * A realistic feed stream for the decode bench, deterministic from a seed: coins across the three
 * markets, trades arriving at a given rate with a few coins taking most of them, flushed every
 * TICKER_FLUSH_MS as one ticker frame (the coins that traded) and one trades frame, plus a second-ticker
 * frame each second. Frames are JSON text, exactly as they come off the socket.
 */
import { TICKER_FLUSH_MS, TICK_TYPES, type TickerTuple, type TradeTuple } from '../../contract/socket';
import type { CoinKey, MarketSymbol } from '../../contract/markets';
import { mulberry32 } from '../../src/lib/seeded-random';

export interface StreamOptions {
  coins: number;
  tradesPerSecond: number;
  seconds: number;
  seed: number;
}

export interface FeedStream {
  frames: string[];
  /** Rows over all frames (ticker rows, trades, second-ticker rows). */
  rows: number;
  keys: CoinKey[];
}

function symbolOf(index: number): string {
  let name = '';
  let n = index + 26 * 26;
  while (n > 0) {
    name = String.fromCharCode(65 + (n % 26)) + name;
    n = Math.floor(n / 26);
  }
  return name;
}

function marketOf(index: number, coins: number): MarketSymbol {
  if (index < coins * 0.75) return 'KRW';
  return index < coins * 0.9 ? 'BTC' : 'USDT';
}

export function generateFeedStream(options: StreamOptions): FeedStream {
  const random = mulberry32(options.seed);
  const keys = Array.from(
    { length: options.coins },
    (_, i) => `${symbolOf(i)}-${marketOf(i, options.coins)}` as CoinKey,
  );
  const prices = keys.map((key) =>
    key.endsWith('-BTC') ? 0.0001 + random() * 0.01 : 10 + random() * 1_000_000,
  );
  const opens = [...prices];
  const volumes = keys.map(() => 0);
  // Zipf-like popularity: coin i is picked with weight 1 / (i + 1).
  const weights = keys.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  weights.reduce((sum, w) => (cumulative.push((sum + w) / total), sum + w), 0);
  const pick = () => {
    const r = random();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < r) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const frames: string[] = [];
  let rows = 0;
  let tickerSeq = 1;
  let tradesSeq = 1;
  let secondSeq = 1;
  const t0 = 1_700_000_000_000;
  const flushes = Math.round((options.seconds * 1000) / TICKER_FLUSH_MS);
  const tradesPerFlush = (options.tradesPerSecond * TICKER_FLUSH_MS) / 1000;
  const tickerRow = (i: number): TickerTuple => {
    const price = prices[i]!;
    const open = opens[i]!;
    return [
      keys[i]!,
      price,
      price,
      price - open,
      ((price - open) / open) * 100,
      volumes[i]! * price,
      0,
      Math.max(price, open),
      Math.min(price, open),
      volumes[i]!,
      open,
    ];
  };
  frames.push(
    JSON.stringify({
      ch: 'ticker',
      seq: tickerSeq++,
      t: t0,
      snapshot: true,
      rows: keys.map((_, i) => tickerRow(i)),
    }),
  );
  rows += keys.length;
  for (let flush = 0; flush < flushes; flush += 1) {
    const t = t0 + flush * TICKER_FLUSH_MS;
    const count = Math.max(0, Math.round(tradesPerFlush * (0.8 + 0.4 * random())));
    const trades: TradeTuple[] = [];
    const changed = new Set<number>();
    for (let k = 0; k < count; k += 1) {
      const i = pick();
      prices[i] = prices[i]! * (1 + (random() - 0.5) * 0.002);
      const quantity = Math.round(random() * 10_000) / 1000 + 0.001;
      volumes[i] = volumes[i]! + quantity;
      changed.add(i);
      trades.push([
        keys[i]!,
        t + Math.floor(random() * TICKER_FLUSH_MS),
        prices[i]!,
        quantity,
        random() < 0.5 ? 1 : 2,
      ]);
    }
    const tickerRows = [...changed].map(tickerRow);
    frames.push(JSON.stringify({ ch: 'ticker', seq: tickerSeq++, t, snapshot: false, rows: tickerRows }));
    frames.push(JSON.stringify({ ch: 'trades', seq: tradesSeq++, t, reset: false, rows: trades }));
    rows += tickerRows.length + trades.length;
    if ((flush + 1) % Math.round(1000 / TICKER_FLUSH_MS) === 0) {
      const second = keys.map((key, i) => [key, prices[i]!, ...TICK_TYPES.map(() => (random() - 0.5) * 10)]);
      frames.push(JSON.stringify({ ch: 'secondTicker', seq: secondSeq++, t, rows: second }));
      rows += second.length;
    }
  }
  return { frames, rows, keys };
}
