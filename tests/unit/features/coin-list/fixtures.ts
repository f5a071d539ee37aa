/** Coins and a ticker view for the coin-list tests: a few coins on each market, prices set by hand. */
import type { CoinInfo, InfoOnMarket, TickType, TickerField } from '../../../../contract';
import type { TickerView } from '../../../../src/api/feed-types';
import { TICK_TYPES } from '../../../../contract';
import { coinKey, MARKETS, type CoinKey, type MarketSymbol } from '../../../../contract/markets';

const INFO: InfoOnMarket = {
  isListedNew: false,
  hasEvent: false,
  canTrade: true,
  isInvestment: false,
  disClosure: false,
  isStaking: false,
  isMeme: false,
  topFixedNew: false,
  listedPrice: 0,
  buyOpenDate: null,
  sellOpenDate: null,
  marketReserveOrderStartTime: null,
};

const NAMES: Record<string, [coinType: string, ko: string, en: string]> = {
  BTC: ['C0101', '비트코인', 'Bitcoin'],
  ETH: ['C0102', '이더리움', 'Ethereum'],
  BCH: ['C0103', '비트코인 캐시', 'Bitcoin Cash'],
  XRP: ['C0104', '엑스알피 [리플]', 'XRP'],
  SHIB: ['C0105', '시바이누', 'Shiba Inu'],
  USDT: ['C0106', '테더', 'Tether'],
  WEMIX: ['C0107', '위믹스', 'WEMIX'],
  SOL: ['C0108', '솔라나', 'Solana'],
};

export function coin(symbol: string, marketSymbol: MarketSymbol, info: Partial<InfoOnMarket> = {}): CoinInfo {
  const [coinType, coinNm, coinNmEn] = NAMES[symbol] ?? ['C9999', symbol, symbol];
  return {
    key: coinKey(symbol, marketSymbol),
    coinType,
    crncCd: MARKETS.find((m) => m.marketSymbol === marketSymbol)!.crncCd,
    coinNm,
    coinNmEn,
    symbol,
    marketSymbol,
    infoOnMarket: { ...INFO, ...info },
  };
}

export const COINS: CoinInfo[] = [
  coin('BTC', 'KRW'),
  coin('ETH', 'KRW'),
  coin('BCH', 'KRW'),
  coin('XRP', 'KRW'),
  coin('SHIB', 'KRW'),
  coin('USDT', 'KRW'),
  coin('SOL', 'KRW'),
  coin('WEMIX', 'KRW', { canTrade: false }),
  coin('ETH', 'BTC'),
  coin('XRP', 'BTC'),
  coin('BTC', 'USDT'),
  coin('ETH', 'USDT'),
  coin('SOL', 'USDT'),
];

export type Row = Partial<Record<TickerField, number>> & { rates?: Partial<Record<TickType, number>> };

/** A TickerView over plain maps; `set` changes values the way a change set would. */
export class FakeTickerView implements TickerView {
  layoutVersion = 1;
  private readonly keys: CoinKey[] = [];
  private readonly slots = new Map<CoinKey, number>();
  private readonly rows: Row[] = [];

  constructor(rows: Partial<Record<CoinKey, Row>>) {
    for (const [key, row] of Object.entries(rows)) if (row) this.set(key as CoinKey, row);
  }

  get size() {
    return this.keys.length;
  }

  set(key: CoinKey, row: Row): void {
    const slot = this.slots.get(key);
    if (slot === undefined) {
      this.slots.set(key, this.keys.length);
      this.keys.push(key);
      this.rows.push({ ...row });
      this.layoutVersion++;
    } else
      this.rows[slot] = { ...this.rows[slot], ...row, rates: { ...this.rows[slot]!.rates, ...row.rates } };
  }

  slotOf(key: CoinKey) {
    return this.slots.get(key);
  }

  keyAt(slot: number) {
    return this.keys[slot]!;
  }

  value(slot: number, field: TickerField) {
    return this.rows[slot]?.[field] ?? 0;
  }

  rate(slot: number, tickType: TickType) {
    if (!TICK_TYPES.includes(tickType)) throw new Error(tickType);
    return this.rows[slot]?.rates?.[tickType] ?? Number.NaN;
  }
}
