/**
 * Keys due at times (ms), the earliest first: a binary heap, O(log n) to add and to take each due key.
 * The evaluator's expiries (by wall time) and its `oncePerBar` alerts waiting for their next bar (by the
 * market's time), a queue each. An entry is not removed when its key changes or goes: whoever takes a due
 * key checks it still stands (a lazy deletion), so a key may be added again with another time and the
 * stale entry is passed over when it comes due.
 */
interface Entry {
  at: number;
  key: string;
}

const NONE: Entry[] = [];

export class TimeQueue {
  private readonly heap: Entry[] = [];

  get size(): number {
    return this.heap.length;
  }

  add(at: number, key: string): void {
    const heap = this.heap;
    heap.push({ at, key });
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]!.at <= heap[i]!.at) break;
      [heap[parent], heap[i]] = [heap[i]!, heap[parent]!];
      i = parent;
    }
  }

  /** Drops every entry (their times no longer stand: a replay's clock jumped). */
  clear(): void {
    this.heap.length = 0;
  }

  /** Takes every entry due by `now` (at ≤ now), earliest first. */
  takeDue(now: number): Entry[] {
    // Looked at on every trade: nothing due (the usual answer) costs no allocation.
    if (this.heap.length === 0 || this.heap[0]!.at > now) return NONE;
    const due: Entry[] = [];
    while (this.heap.length > 0 && this.heap[0]!.at <= now) due.push(this.pop());
    return due;
  }

  private pop(): Entry {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let least = i;
        if (left < heap.length && heap[left]!.at < heap[least]!.at) least = left;
        if (right < heap.length && heap[right]!.at < heap[least]!.at) least = right;
        if (least === i) break;
        [heap[least], heap[i]] = [heap[i]!, heap[least]!];
        i = least;
      }
    }
    return top;
  }
}
