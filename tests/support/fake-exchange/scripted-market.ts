/**
 * The fake exchange's market, held in memory: a few coins on the KRW and BTC markets, their trades, the
 * 1-minute bars those trades make (a bar only where a trade happened, as on the real exchanges), and a
 * whole-book top per coin. Seeded with a scripted history that has a gap, then moved by the test's
 * `trade` and `setBook`. Dialect-free: shapes.ts says it in Upbit's or Bithumb's words.
 */

export type AskBid = 'ASK' | 'BID';

export interface ScriptedCoin {
  /** The exchange's market code, quote first: `KRW-BTC`. */
  code: string;
  koreanName: string;
  englishName: string;
  warning: boolean;
  /** Caution flags set (Upbit's names: PRICE_FLUCTUATIONS, TRADING_VOLUME_SOARING, …). */
  cautions: string[];
  /**
   * Its step at its price (`orderbook/instruments`' tick_size): its history and book step by it. The scripted
   * coins' are the exchanges' published steps at their prices (contract/price-ticks.ts UPBIT_TICKS,
   * BITHUMB_TICKS); a test may list a coin whose exchange steps otherwise.
   */
  tickSize: string;
  /** The seeded history's price. */
  basePrice: number;
}

export interface FakeTrade {
  code: string;
  /** Running number; shapes.ts turns it into the exchange's id. */
  seq: number;
  timeMs: number;
  price: number;
  volume: number;
  askBid: AskBid;
}

export interface Bar {
  openSec: number;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
  value: number;
  /** The last trade's time (Upbit's candle `timestamp`). */
  lastMs: number;
}

export interface BookTop {
  timeMs: number;
  /** [price, size], asks lowest first. */
  asks: [number, number][];
  /** [price, size], bids highest first. */
  bids: [number, number][];
}

export const SCRIPTED_COINS: readonly ScriptedCoin[] = [
  {
    code: 'KRW-BTC',
    koreanName: '비트코인',
    englishName: 'Bitcoin',
    warning: false,
    cautions: [],
    tickSize: '1000',
    basePrice: 140_000_000,
  },
  {
    code: 'KRW-ETH',
    koreanName: '이더리움',
    englishName: 'Ethereum',
    warning: false,
    cautions: [],
    tickSize: '1000',
    basePrice: 5_000_000,
  },
  {
    code: 'KRW-XRP',
    koreanName: '리플',
    englishName: 'XRP',
    warning: true,
    cautions: ['PRICE_FLUCTUATIONS'],
    tickSize: '1',
    basePrice: 3000,
  },
  {
    code: 'BTC-ETH',
    koreanName: '이더리움',
    englishName: 'Ethereum',
    warning: false,
    cautions: [],
    tickSize: '0.00000001',
    basePrice: 0.035,
  },
];

/** Minutes of seeded history, and the minutes (ago) left without trades: the gap a client must keep. */
export const SEEDED_MINUTES = 300;
export const GAP_MINUTES_AGO = [100, 101, 102, 103, 104] as const;

const MINUTE_MS = 60_000;

export class ScriptedMarket {
  private readonly trades = new Map<string, FakeTrade[]>();
  private readonly bars = new Map<string, Map<number, Bar>>();
  private readonly books = new Map<string, BookTop>();
  private seq = 0;

  /**
   * Seeds `SEEDED_MINUTES` of two trades a minute of each coin up to `startMs`, but for the gap; a book around
   * the last price.
   */
  constructor(
    startMs: number,
    readonly coins: readonly ScriptedCoin[] = SCRIPTED_COINS,
  ) {
    const thisMinute = Math.floor(startMs / MINUTE_MS) * MINUTE_MS;
    for (const coin of this.coins) {
      this.trades.set(coin.code, []);
      this.bars.set(coin.code, new Map());
      for (let ago = SEEDED_MINUTES; ago >= 1; ago -= 1) {
        if ((GAP_MINUTES_AGO as readonly number[]).includes(ago)) continue;
        const minute = thisMinute - ago * MINUTE_MS;
        // A slow wave, so bars differ: ±2 % over the history.
        const price = snap(coin.basePrice * (1 + 0.02 * Math.sin(ago / 17)), coin.tickSize);
        const close = snap(price * (1 + 0.001 * Math.cos(ago)), coin.tickSize);
        this.record(coin.code, price, 0.5, 'BID', minute + 5_000);
        this.record(coin.code, close, 0.25, 'ASK', minute + 40_000);
      }
      const last = this.lastPrice(coin.code);
      const step = Number(coin.tickSize);
      this.books.set(coin.code, {
        timeMs: startMs,
        asks: [1, 2, 3].map((n) => [round(last + n * step), n]),
        bids: [0, 1, 2].map((n) => [round(last - n * step), n + 1]),
      });
    }
  }

  coin(code: string): ScriptedCoin | undefined {
    return this.coins.find((coin) => coin.code === code);
  }

  /** A trade at `timeMs`: kept, and folded into its minute's bar. */
  record(code: string, price: number, volume: number, askBid: AskBid, timeMs: number): FakeTrade {
    const trade: FakeTrade = { code, seq: ++this.seq, timeMs, price, volume, askBid };
    this.trades.get(code)!.push(trade);
    const bars = this.bars.get(code)!;
    const openSec = Math.floor(timeMs / MINUTE_MS) * 60;
    const bar = bars.get(openSec);
    if (bar) {
      bar.high = Math.max(bar.high, price);
      bar.low = Math.min(bar.low, price);
      bar.close = price;
      bar.volume += volume;
      bar.value += price * volume;
      bar.lastMs = timeMs;
    } else {
      bars.set(openSec, {
        openSec,
        open: price,
        high: price,
        low: price,
        close: price,
        volume,
        value: price * volume,
        lastMs: timeMs,
      });
    }
    return trade;
  }

  setBook(code: string, book: BookTop): void {
    this.books.set(code, book);
  }

  book(code: string): BookTop {
    return this.books.get(code)!;
  }

  /** Trades newest first. */
  recentTrades(code: string, count: number): FakeTrade[] {
    return this.trades.get(code)!.slice(-count).reverse();
  }

  lastTrade(code: string): FakeTrade {
    return this.trades.get(code)!.at(-1)!;
  }

  lastPrice(code: string): number {
    return this.lastTrade(code).price;
  }

  /**
   * Bars of `minutes` minutes (aligned to the epoch; 1440 with `dayOffsetMs` for days) opening before `toMs`,
   * newest first, at most `count`: the real exchanges' candle pages.
   */
  candles(code: string, minutes: number, toMs: number, count: number, dayOffsetMs = 0): Bar[] {
    const spanMs = minutes * MINUTE_MS;
    const merged = new Map<number, Bar>();
    const ones = [...this.bars.get(code)!.values()].sort((a, b) => a.openSec - b.openSec);
    for (const one of ones) {
      const openMs = Math.floor((one.openSec * 1000 + dayOffsetMs) / spanMs) * spanMs - dayOffsetMs;
      const bar = merged.get(openMs);
      if (!bar) merged.set(openMs, { ...one, openSec: openMs / 1000 });
      else {
        bar.high = Math.max(bar.high, one.high);
        bar.low = Math.min(bar.low, one.low);
        bar.close = one.close;
        bar.volume += one.volume;
        bar.value += one.value;
        bar.lastMs = one.lastMs;
      }
    }
    return [...merged.values()]
      .filter((bar) => bar.openSec * 1000 < toMs)
      .sort((a, b) => b.openSec - a.openSec)
      .slice(0, count);
  }

  /** The day's figures from `dayStartMs` and the rolling 24 h up to `nowMs`. */
  day(code: string, dayStartMs: number, nowMs: number) {
    const trades = this.trades.get(code)!;
    const today = trades.filter((trade) => trade.timeMs >= dayStartMs);
    const before = trades.filter((trade) => trade.timeMs < dayStartMs).at(-1);
    const last24h = trades.filter((trade) => trade.timeMs > nowMs - 86_400_000);
    const sum = (list: FakeTrade[], of: (trade: FakeTrade) => number) =>
      list.reduce((total, trade) => total + of(trade), 0);
    const prices = today.map((trade) => trade.price);
    const last = this.lastTrade(code);
    return {
      prevClose: before?.price ?? trades[0]!.price,
      open: today[0]?.price ?? last.price,
      high: prices.length > 0 ? Math.max(...prices) : last.price,
      low: prices.length > 0 ? Math.min(...prices) : last.price,
      value: sum(today, (trade) => trade.price * trade.volume),
      volume: sum(today, (trade) => trade.volume),
      askVolume: sum(
        today.filter((trade) => trade.askBid === 'ASK'),
        (trade) => trade.volume,
      ),
      bidVolume: sum(
        today.filter((trade) => trade.askBid === 'BID'),
        (trade) => trade.volume,
      ),
      value24h: sum(last24h, (trade) => trade.price * trade.volume),
      volume24h: sum(last24h, (trade) => trade.volume),
    };
  }
}

function round(value: number): number {
  return Number(value.toPrecision(12));
}

function snap(price: number, tickSize: string): number {
  const tick = Number(tickSize);
  return round(Math.round(price / tick) * tick);
}
