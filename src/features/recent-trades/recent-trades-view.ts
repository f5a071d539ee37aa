/**
 * Writes the coin's trades into the panel's DOM list from the coin's trade route (`feed.tradePort`):
 * the feed worker posts only this coin's trades into the port, a batch per server flush; they go into
 * the ring as they come, and the rows are written at the next animation frame, so the DOM changes at
 * most once a frame however many batches came (and not at all in a hidden tab). The newest go on top,
 * reusing the oldest row once the list holds RECENT_TRADES_CAP. A batch that says `reset`, or a new port
 * (the window attached to the worker again: the trades in between are lost), starts the list over.
 * A plain DOM list, not a drawn scene: a coin prints at most a few trades a frame, so a frame moves a
 * few rows and no Pixi scene or mirror is worth its cost.
 */
import type { CoinKey } from '../../../contract/markets';
import type { PriceTicks } from '../../../contract/price-ticks';
import type { FeedClient, TradeBatch } from '../../api/feed-types';
import { formatBookPrice } from '../../lib/book-format';
import { formatColumnQuantity } from '../../lib/price-format';
import { formatKstTime } from '../../lib/kst';
import { TradeRing } from './trade-ring';
import { FrameRequest } from '../../lib/timers';

export interface RecentTradesElements {
  /** Carries data-state (empty|live) for CSS. */
  root: HTMLElement;
  /** The rowgroup the trade rows go into. */
  body: HTMLElement;
}

export interface RecentTradesOptions {
  coin: CoinKey;
  /** The coin's price steps on the window's source (the decimals of its prices), read at each row written. */
  ticks: PriceTicks;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export class RecentTradesView {
  private readonly ring = new TradeRing();
  private readonly closeRoute: () => void;
  private port: MessagePort | null = null;
  /** Trades in the ring not yet written as rows. */
  private unwritten = 0;
  private readonly nextFrame = new FrameRequest(() => this.write());
  /** Rows taken off the list by a reset, reused before new ones are made. */
  private readonly spare: HTMLElement[] = [];

  constructor(
    feed: FeedClient,
    private readonly elements: RecentTradesElements,
    private readonly options: RecentTradesOptions,
  ) {
    elements.root.dataset.state = 'empty';
    this.closeRoute = feed.tradePort(options.coin, (port) => this.listen(port));
  }

  dispose(): void {
    this.closeRoute();
    this.letGo();
    this.nextFrame.cancel();
    this.elements.body.replaceChildren();
  }

  private listen(port: MessagePort): void {
    this.letGo();
    this.clear();
    this.port = port;
    port.onmessage = (event: MessageEvent<TradeBatch>) => this.take(event.data);
  }

  /** Our end of the previous port: the worker forgot it already (a new attach, or the route closed). */
  private letGo(): void {
    if (!this.port) return;
    this.port.onmessage = null;
    this.port.close();
    this.port = null;
  }

  private take(batch: TradeBatch): void {
    if (batch.reset) this.clear();
    let added = 0;
    for (let i = 0; i < batch.time.length; i++) {
      const time = batch.time[i]!;
      const price = batch.price[i]!;
      const quantity = batch.quantity[i]!;
      const side = batch.side[i]!;
      // A malformed trade is left out of the list; the others still show.
      if (!Number.isFinite(time) || !(price > 0) || !(quantity > 0) || (side !== 1 && side !== 2)) continue;
      this.ring.push(time, price, quantity, side);
      added += 1;
    }
    if (added === 0) return;
    this.unwritten += added;
    this.nextFrame.request();
  }

  private write(): void {
    // Oldest of the new first, so that the newest ends on top; more than the cap: only the last cap show.
    for (let n = Math.min(this.unwritten, this.ring.length) - 1; n >= 0; n--)
      this.prepend(this.ring.index(n));
    this.unwritten = 0;
    this.elements.root.dataset.state = this.ring.length > 0 ? 'live' : 'empty';
  }

  private clear(): void {
    this.ring.clear();
    this.unwritten = 0;
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
    const price = formatBookPrice(this.options.ticks, ring.price[index]!);
    const quantity = formatColumnQuantity(ring.quantity[index]!);
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
