/**
 * Writes a coin's live quote into the panel's DOM in place, straight from the feed's change sets: no
 * React state per tick. One instance per mounted panel; dispose() removes its listener and timer.
 */
import { CoinSlot } from '../../api/coin-slot';
import type { FeedChangeSet, FeedClient } from '../../api/feed-types';
import { NOT_AVAILABLE } from '../../lib/format';
import { flashDirection } from '../../lib/price-move';
import type { CoinKey } from '../../../contract/markets';
import type { PriceTicks } from '../../../contract/price-ticks';
import { FLASH_MS } from '../../../contract/price-flash';
import { formatQuote, readQuote } from './live-price-rules';
import { Timeout } from '../../lib/timers';

export interface LivePriceElements {
  /** Carries data-state (waiting|live), data-direction (up|down|flat) and data-flash (up|down) for CSS. */
  root: HTMLElement;
  price: HTMLElement;
  change: HTMLElement;
  rate: HTMLElement;
}

function write(element: HTMLElement, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

export class LivePriceView {
  private readonly coinSlot = new CoinSlot();
  private shownPrice: number | undefined;
  /** Ends a flash after FLASH_MS. */
  private readonly flashTimer = new Timeout(() => delete this.elements.root.dataset.flash);
  private readonly unsubscribe: () => void;

  constructor(
    private readonly feed: FeedClient,
    private readonly coin: CoinKey,
    /** The coin's price steps on the window's source (the decimals shown). */
    private readonly ticks: PriceTicks,
    private readonly elements: LivePriceElements,
  ) {
    this.render(false);
    this.unsubscribe = feed.onChanges((changes) => this.onChanges(changes));
  }

  dispose(): void {
    this.unsubscribe();
    this.flashTimer.cancel();
  }

  private currentSlot(): number | undefined {
    return this.coinSlot.of(this.feed.tickers, this.coin);
  }

  private onChanges(changes: FeedChangeSet): void {
    const before = this.coinSlot.last;
    const slot = this.currentSlot();
    if (slot === undefined) {
      if (before !== undefined) this.render(false);
      return;
    }
    if (changes.snapshot || slot !== before || changes.tickerSlots.includes(slot)) this.render(true);
  }

  private render(mayFlash: boolean): void {
    const { root, price, change, rate } = this.elements;
    const slot = this.currentSlot();
    if (slot === undefined) {
      root.dataset.state = 'waiting';
      root.dataset.direction = 'flat';
      write(price, NOT_AVAILABLE);
      write(change, NOT_AVAILABLE);
      write(rate, NOT_AVAILABLE);
      this.shownPrice = undefined;
      return;
    }
    const quote = readQuote(this.feed.tickers, slot);
    const text = formatQuote(quote, this.ticks);
    root.dataset.state = 'live';
    root.dataset.direction = text.direction;
    write(price, text.price);
    write(change, text.change);
    write(rate, text.rate);
    const flash = mayFlash ? flashDirection(this.shownPrice, quote.price) : null;
    this.shownPrice = quote.price;
    if (flash !== null) this.flash(flash);
  }

  private flash(direction: 'up' | 'down'): void {
    const { root } = this.elements;
    root.dataset.flash = direction;
    this.flashTimer.start(FLASH_MS);
  }
}
