/**
 * The spans of time (unix seconds, [from, to)) whose bars a cache holds completely: a time inside a span
 * with no bar had no trade. Spans are kept sorted, disjoint and merged when they touch; a span may start
 * at -Infinity (the exchange's history starts inside it).
 */
export class CoveredRanges {
  /** Sorted, disjoint, not touching. */
  private spans: { from: number; to: number }[] = [];

  add(from: number, to: number): void {
    if (!(from < to)) return;
    const kept: { from: number; to: number }[] = [];
    let merged = { from, to };
    for (const span of this.spans) {
      if (span.to < merged.from || span.from > merged.to) kept.push(span);
      else merged = { from: Math.min(span.from, merged.from), to: Math.max(span.to, merged.to) };
    }
    kept.push(merged);
    kept.sort((a, b) => a.from - b.from);
    this.spans = kept;
  }

  /** Forgets everything before `sec` (the bars there were dropped). */
  dropBefore(sec: number): void {
    this.spans = this.spans
      .filter((span) => span.to > sec)
      .map((span) => ({ from: Math.max(span.from, sec), to: span.to }));
  }

  /**
   * The earliest `a` such that [a, end) is covered, counting [openFrom, +Infinity) as covered when
   * `openFrom` is given (a live trade stream); `end` itself when the second before it is not covered.
   */
  startOfSpanEndingAt(end: number, openFrom?: number): number {
    let start = end;
    for (;;) {
      let moved = false;
      if (openFrom !== undefined && openFrom < start) {
        start = openFrom;
        moved = true;
      }
      const span = this.spans.find((candidate) => candidate.from < start && start <= candidate.to);
      if (span) {
        start = span.from;
        moved = true;
      }
      if (!moved) return start;
    }
  }
}
