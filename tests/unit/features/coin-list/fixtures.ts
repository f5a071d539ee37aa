/** Coins and a ticker view for the coin-list tests: a few coins on each market, prices set by hand. */
import type { CoinInfo, TickType, TickerField } from '../../../../contract';
import type { TickerView } from '../../../../src/api/feed-types';
import { TICK_TYPES } from '../../../../contract';
import type { CoinKey } from '../../../../contract/markets';
import { coin } from '../../../fixtures/coins';

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
