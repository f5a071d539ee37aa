/**
 * Writes the coin's trades into the panel's DOM list straight from the feed's change sets: the new
 * trades of the coin's slot go on top, newest first, reusing the oldest row once the list holds
 * RECENT_TRADES_CAP, and `tradesReset` empties it. A plain DOM list, not a drawn scene: a coin prints at
 * most a few trades a frame, so a frame moves a few rows and no Pixi scene or mirror is worth its cost.
 */
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { CoinSlot } from '../../api/coin-slot';
import type { FeedChangeSet, FeedClient } from '../../api/feed-types';
import { formatBookPrice, formatBookQuantity } from '../order-book';
import { formatKstTime } from '../../lib/kst';
import { TradeRing } from './trade-ring';

export interface RecentTradesElements {
  /** Carries data-state (empty|live) for CSS. */
  root: HTMLElement;
  /** The rowgroup the trade rows go into. */
  body: HTMLElement;
}

export interface RecentTradesOptions {
  coin: CoinKey;
  market: MarketSymbol;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export class RecentTradesView {
  private readonly ring = new TradeRing();
  private readonly unsubscribe: () => void;
  private readonly coinSlot = new CoinSlot();
  /** Rows taken off the list by a reset, reused before new ones are made. */
  private readonly spare: HTMLElement[] = [];

  constructor(
    private readonly feed: FeedClient,
    private readonly elements: RecentTradesElements,
    private readonly options: RecentTradesOptions,
  ) {
    elements.root.dataset.state = 'empty';
    this.unsubscribe = feed.onChanges((changes) => this.onChanges(changes));
  }

  dispose(): void {
    this.unsubscribe();
    this.elements.body.replaceChildren();
  }

  private currentSlot(): number | undefined {
    return this.coinSlot.of(this.feed.tickers, this.options.coin);
  }

  private onChanges(changes: FeedChangeSet): void {
    if (changes.tradesReset) this.clear();
    const slot = this.currentSlot();
    const trades = changes.trades;
    if (slot === undefined || trades.slot.length === 0) return;
    let added = 0;
    for (let i = 0; i < trades.slot.length; i++) {
      if (trades.slot[i] !== slot) continue;
      const time = trades.time[i]!;
      const price = trades.price[i]!;
      const quantity = trades.quantity[i]!;
      const side = trades.side[i]!;
      // A malformed trade is left out of the list; the others still show.
      if (!Number.isFinite(time) || !(price > 0) || !(quantity > 0) || (side !== 1 && side !== 2)) continue;
      this.ring.push(time, price, quantity, side);
      added += 1;
    }
    if (added === 0) return;
    // Oldest of the new first, so that the newest ends on top; more than the cap: only the last cap show.
    for (let n = Math.min(added, this.ring.capacity) - 1; n >= 0; n--) this.prepend(this.ring.index(n));
    this.elements.root.dataset.state = 'live';
  }

  private clear(): void {
    this.ring.clear();
    const body = this.elements.body;
    for (const row of [...body.children] as HTMLElement[]) this.spare.push(row);
    body.replaceChildren();
    this.elements.root.dataset.state = 'empty';
  }

  private prepend(index: number): void {
    const body = this.elements.body;
    const full = body.childElementCount >= this.ring.capacity;
    const row = full ? (body.lastElementChild as HTMLElement) : (this.spare.pop() ?? this.createRow());
    this.fill(row, index);
    body.prepend(row);
  }

  private createRow(): HTMLElement {
    const row = document.createElement('div');
    row.setAttribute('role', 'row');
    row.className = 'td-recent-trades__row';
    for (let c = 0; c < 3; c++) {
      const cell = document.createElement('span');
      cell.setAttribute('role', 'cell');
      row.append(cell);
    }
    return row;
  }

  private fill(row: HTMLElement, index: number): void {
    const ring = this.ring;
    const time = formatKstTime(ring.time[index]!);
    const price = formatBookPrice(this.options.market, ring.price[index]!);
    const quantity = formatBookQuantity(ring.quantity[index]!);
    const side = ring.side[index] === 1 ? 'buy' : 'sell';
    row.dataset.side = side;
    row.setAttribute(
      'aria-label',
      this.options.translate('recentTrades.row', {
        time,
        side: this.options.translate(`recentTrades.side.${side}`),
        price,
        quantity,
      }),
    );
    const [timeCell, priceCell, quantityCell] = row.children;
    timeCell!.textContent = time;
    priceCell!.textContent = price;
    quantityCell!.textContent = quantity;
  }
}
