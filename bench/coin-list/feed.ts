/**
 * The bench's in-page feed: 500 generated coins (Korean and English names over three markets) and a
 * FeedClient that delivers one FeedChangeSet per animation frame carrying the price updates due at the
 * configured rate, as the real feed client does. Both lists read the same feed.
 */
import { TICKER_FIELDS, type CoinInfo, type TickerField } from '../../contract';
import type { FeedChangeSet } from '../../src/api/feed-types';
import { IdleFeed } from '../../src/api/idle-feed';
import { coinKey, type MarketSymbol } from '../../contract/markets';
import { TickerTable } from '../../workers/core/feed/ticker-table';
import { mulberry32 } from '../../src/lib/seeded-random';
import { PLAIN_INFO } from '../../tests/fixtures/coins';
import { tickerChanges } from '../../tests/fixtures/feed';

const SYLLABLES = [
  '비',
  '트',
  '이',
  '더',
  '리',
  '움',
  '솔',
  '라',
  '나',
  '도',
  '지',
  '코',
  '인',
  '폴',
  '카',
  '스',
  '텔',
  '마',
];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const MARKETS: readonly { market: MarketSymbol; crncCd: string; share: number }[] = [
  { market: 'KRW', crncCd: 'C0100', share: 0.6 },
  { market: 'BTC', crncCd: 'C0101', share: 0.2 },
  { market: 'USDT', crncCd: 'C0106', share: 0.2 },
];

export function generateCoins(count: number): CoinInfo[] {
  const next = mulberry32(6);
  const coins: CoinInfo[] = [];
  for (let i = 0; i < count; i++) {
    const at = i / count;
    let share = 0;
    const market = MARKETS.find((m) => (share += m.share) > at) ?? MARKETS[0]!;
    const symbol = `${LETTERS[i % 26]}${LETTERS[Math.floor(i / 26) % 26]}${LETTERS[Math.floor(next() * 26)]}`;
    const length = 2 + Math.floor(next() * 4);
    let name = '';
    for (let s = 0; s < length; s++) name += SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    coins.push({
      key: coinKey(symbol, market.market),
      coinType: `C${String(1000 + i)}`,
      crncCd: market.crncCd,
      coinNm: name,
      coinNmEn: `${symbol[0]}${symbol.slice(1).toLowerCase()} Coin ${i}`,
      symbol,
      marketSymbol: market.market,
      infoOnMarket: {
        ...PLAIN_INFO,
        isListedNew: i % 37 === 0,
        hasEvent: i % 53 === 0,
        isInvestment: i % 41 === 0,
      },
    });
  }
  return coins;
}

/** A FeedClient whose ticks come from a random walk, delivered once per animation frame. */
export class BenchFeed extends IdleFeed {
  /** The same ticker table the feed worker and the main-thread mirror use. */
  override readonly tickers = new TickerTable();
  /** Its live columns, written in place (stable: every slot exists before the first write). */
  private readonly columns: Record<TickerField, Float64Array>;
  private readonly listeners = new Set<(changes: FeedChangeSet) => void>();
  private readonly next = mulberry32(7);
  private readonly pending: Uint8Array;
  private frameId = 0;
  private lastFrame = 0;
  private carry = 0;
  private ratePerSecond = 0;
  /** Price updates delivered so far. */
  delivered = 0;

  constructor(coins: readonly CoinInfo[]) {
    super();
    for (const coin of coins) this.tickers.ensureSlot(coin.key);
    this.columns = Object.fromEntries(
      TICKER_FIELDS.map((field) => [field, this.tickers.column(field)]),
    ) as Record<TickerField, Float64Array>;
    this.pending = new Uint8Array(coins.length);
    const columns = this.columns;
    coins.forEach((coin, slot) => {
      const base = coin.marketSymbol === 'BTC' ? 0.00001 : coin.marketSymbol === 'USDT' ? 1 : 1_000;
      const price = base * (1 + this.next() * 5_000);
      columns.prevClosePrice[slot] = price;
      columns.closePrice[slot] = price;
      columns.visibleClosePrice[slot] = price;
      columns.value24H[slot] = price * 1e6 * (1 + this.next() * 1_000);
      columns.valueBx24H[slot] = columns.value24H[slot]! * 3;
      columns.high24H[slot] = price * 1.05;
      columns.low24H[slot] = price * 0.95;
      columns.volume24H[slot] = 1e6 * this.next();
    });
  }

  /** Starts (rate > 0) or stops (0) the price updates. */
  setRate(ratePerSecond: number): void {
    this.ratePerSecond = ratePerSecond;
    this.carry = 0;
    cancelAnimationFrame(this.frameId);
    if (ratePerSecond <= 0) return;
    this.lastFrame = performance.now();
    const frame = (now: number) => {
      this.frameId = requestAnimationFrame(frame);
      this.deliver(now);
    };
    this.frameId = requestAnimationFrame(frame);
  }

  private deliver(now: number): void {
    const due = (this.ratePerSecond * Math.max(0, now - this.lastFrame)) / 1000 + this.carry;
    this.lastFrame = now;
    const count = Math.floor(due);
    this.carry = due - count;
    if (count === 0) return;
    const columns = this.columns;
    const slots: number[] = [];
    for (let i = 0; i < count; i++) {
      const slot = Math.floor(this.next() * this.tickers.size);
      const price = columns.closePrice[slot]! * (1 + (this.next() - 0.5) * 0.004);
      const previous = columns.prevClosePrice[slot]!;
      columns.closePrice[slot] = price;
      columns.visibleClosePrice[slot] = price;
      columns.chgAmt[slot] = price - previous;
      columns.chgRate[slot] = ((price - previous) / previous) * 100;
      columns.value24H[slot] = columns.value24H[slot]! + price * 10;
      if (this.pending[slot] === 0) {
        this.pending[slot] = 1;
        slots.push(slot);
      }
    }
    for (const slot of slots) this.pending[slot] = 0;
    this.delivered += count;
    const changes = tickerChanges(Int32Array.from(slots));
    for (const listener of this.listeners) listener(changes);
  }

  override onChanges(listener: (changes: FeedChangeSet) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  override dispose(): void {
    this.setRate(0);
    this.listeners.clear();
  }
}
