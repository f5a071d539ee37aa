/**
 * A coin's slot in the feed's ticker table, looked up again only when the table's layout changed (slots
 * only move then), so a panel that reads its coin on every change set does no lookup each time.
 */
import type { CoinKey } from '../../contract/markets';
import type { TickerView } from './feed-types';

export class CoinSlot {
  private layoutVersion = -1;
  private slot: number | undefined;

  /** The slot answered last: undefined before the first lookup or while the coin is not in the table. */
  get last(): number | undefined {
    return this.slot;
  }

  of(tickers: TickerView, coin: CoinKey): number | undefined {
    if (tickers.layoutVersion !== this.layoutVersion) {
      this.layoutVersion = tickers.layoutVersion;
      this.slot = tickers.slotOf(coin);
    }
    return this.slot;
  }
}
