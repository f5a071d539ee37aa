/**
 * The send buffers of all sockets against one budget. Each socket's buffer is measured after every send
 * to it; buffers drain without telling, so the running total is an upper bound, made exact by
 * `recount` (every flush) and before anyone is shed. `over` names the sockets to drop: the largest
 * buffers (the slowest readers) first, until what stays is under the relief level.
 */

/** What the budget keeps per socket: its last measured buffer. */
export interface Metered {
  buffered: number;
}

/** The largest first, until the total of what is left is at most `relief`. */
export function shedOrder<T extends Metered>(items: Iterable<T>, total: number, relief: number): T[] {
  const shed: T[] = [];
  let left = total;
  for (const item of [...items].sort((a, b) => b.buffered - a.buffered)) {
    if (left <= relief) break;
    shed.push(item);
    left -= item.buffered;
  }
  return shed;
}

export class BufferBudget<T extends Metered> {
  private readonly items = new Set<T>();
  private total = 0;

  constructor(
    private readonly budget: number,
    private readonly relief: number,
    private readonly measure: (item: T) => number,
  ) {}

  /** Bytes held by the send buffers, as last measured. */
  get bytes(): number {
    return this.total;
  }

  add(item: T): void {
    this.items.add(item);
    item.buffered = this.measure(item);
    this.total += item.buffered;
  }

  delete(item: T): void {
    if (!this.items.delete(item)) return;
    this.total -= item.buffered;
    item.buffered = 0;
  }

  /** Measures one socket again (after a send to it); answers whether the total may be over budget. */
  note(item: T): boolean {
    if (!this.items.has(item)) return false;
    const now = this.measure(item);
    this.total += now - item.buffered;
    item.buffered = now;
    return this.total > this.budget;
  }

  recount(): void {
    this.total = 0;
    for (const item of this.items) {
      item.buffered = this.measure(item);
      this.total += item.buffered;
    }
  }

  /** The sockets to shed now, measured afresh; none while the total is within the budget. */
  over(): T[] {
    this.recount();
    return this.total > this.budget ? shedOrder(this.items, this.total, this.relief) : [];
  }
}
