/**
 * The 200 ms up/down flash of a row whose price changed (shell spec §4, §9), as a pure state machine over
 * ticker slots: the renderer reports each changed price with the frame time and asks, per drawn row, which
 * way it flashes now. Typed arrays and a list of the flashing slots, so a tick allocates nothing and
 * expiry only visits rows that flash.
 */
import { FLASH_MS } from '../../../../contract/price-flash';
import { flashDirection } from '../../../lib/price-move';

export const FLASH_NONE = 0;
export const FLASH_UP = 1;
export const FLASH_DOWN = -1;
export type FlashDirection = typeof FLASH_NONE | typeof FLASH_UP | typeof FLASH_DOWN;

export class FlashTracker {
  private lastPrice = new Float64Array(0);
  private direction = new Int8Array(0);
  private until = new Float64Array(0);
  private active = new Int32Array(0);
  private activeCount = 0;
  private isActive = new Uint8Array(0);

  constructor(slots = 0) {
    this.ensureSlots(slots);
  }

  /** Makes room for `slots` rows (the ticker table grows on snapshots with new coins). */
  ensureSlots(slots: number): void {
    if (slots <= this.lastPrice.length) return;
    const grow = <T extends Float64Array | Int8Array | Int32Array | Uint8Array>(
      old: T,
      make: (n: number) => T,
    ) => {
      const next = make(slots);
      next.set(old);
      return next;
    };
    const previous = this.lastPrice.length;
    this.lastPrice = grow(this.lastPrice, (n) => new Float64Array(n));
    this.lastPrice.fill(Number.NaN, previous);
    this.direction = grow(this.direction, (n) => new Int8Array(n));
    this.until = grow(this.until, (n) => new Float64Array(n));
    this.active = grow(this.active, (n) => new Int32Array(n));
    this.isActive = grow(this.isActive, (n) => new Uint8Array(n));
  }

  /**
   * A price seen at `now` (ms), flashing the way `flashDirection` says for FLASH_MS from now (the first
   * price of a slot only sets the baseline). Answers the flash started.
   */
  observe(slot: number, price: number, now: number): FlashDirection {
    if (slot < 0 || slot >= this.lastPrice.length) throw new RangeError(`flash slot ${slot} out of range`);
    const move = flashDirection(this.lastPrice[slot], price);
    this.lastPrice[slot] = price;
    if (move === null) return FLASH_NONE;
    const direction = move === 'up' ? FLASH_UP : FLASH_DOWN;
    this.direction[slot] = direction;
    this.until[slot] = now + FLASH_MS;
    if (this.isActive[slot] === 0) {
      this.isActive[slot] = 1;
      this.active[this.activeCount++] = slot;
    }
    return direction;
  }

  /** The flash of a slot at `now`: up, down or none. */
  directionAt(slot: number, now: number): FlashDirection {
    if (this.isActive[slot] !== 1 || now >= this.until[slot]!) return FLASH_NONE;
    return this.direction[slot] as FlashDirection;
  }

  /**
   * Ends the flashes over by `now`, calling `onEnded` for each slot (so the renderer redraws that row),
   * and answers when the next one ends (Infinity when none flashes): the time to schedule a frame for.
   */
  expire(now: number, onEnded?: (slot: number) => void): number {
    let next = Number.POSITIVE_INFINITY;
    let kept = 0;
    for (let i = 0; i < this.activeCount; i++) {
      const slot = this.active[i]!;
      const until = this.until[slot]!;
      if (now >= until) {
        this.isActive[slot] = 0;
        this.direction[slot] = FLASH_NONE;
        onEnded?.(slot);
      } else {
        this.active[kept++] = slot;
        if (until < next) next = until;
      }
    }
    this.activeCount = kept;
    return next;
  }

  get flashing(): number {
    return this.activeCount;
  }

  /** Forgets prices and flashes (after a snapshot replaced the table: its jumps are not ticks). */
  reset(): void {
    this.lastPrice.fill(Number.NaN);
    this.direction.fill(0);
    this.isActive.fill(0);
    this.activeCount = 0;
  }
}
