/**
 * Order statistics without a full sort: the values a sort would put at a few ranks, by selection
 * (quickselect: the middle rank first, then the ranks on each side of it within that side). The link spline's knots and the deciles'
 * boundaries need three and nine ranks of a few thousand values, where a sort costs several times more.
 */

/**
 * `sorted[rank]` for each of `ranks` (ascending, repeats allowed, each in [0, values.length)), where `sorted` is `values`
 * in ascending order: the same numbers a sort would give. Works on a copy; `values` is left as it was.
 */
export function valuesAtRanks(values: ArrayLike<number>, ranks: readonly number[]): Float64Array {
  // A plain copy: Float64Array.from walks a typed array through its iterator, several times slower.
  const work = new Float64Array(values.length);
  for (let i = 0; i < work.length; i++) work[i] = values[i]!;
  const out = new Float64Array(ranks.length);
  for (let r = 0; r < ranks.length; r++) {
    const rank = ranks[r]!;
    if (!(rank >= 0 && rank < work.length && (r === 0 || rank >= ranks[r - 1]!)))
      throw new RangeError(`rank ${rank} out of order or range`);
  }
  selectRanks(work, 0, work.length - 1, ranks, 0, ranks.length, out);
  return out;
}

/**
 * Places ranks[first..end) in a[lo..hi], each into out: the middle rank first, then the ranks below it in
 * the part left of it and those above in the part right of it (so r ranks cost about log r passes).
 */
function selectRanks(
  a: Float64Array,
  lo: number,
  hi: number,
  ranks: readonly number[],
  first: number,
  end: number,
  out: Float64Array,
): void {
  if (first >= end) return;
  const middle = (first + end) >>> 1;
  const rank = ranks[middle]!;
  select(a, lo, hi, rank);
  out[middle] = a[rank]!;
  selectRanks(a, lo, rank - 1, ranks, first, middle, out);
  selectRanks(a, rank + 1, hi, ranks, middle + 1, end, out);
}

/** Rearranges a[lo..hi] so that a[rank] holds the value a sort would put there, smaller ones left of it. */
function select(a: Float64Array, lo: number, hi: number, rank: number): void {
  while (hi > lo) {
    // Median of three as the pivot, so sorted or reversed input stays linear.
    const mid = (lo + hi) >>> 1;
    if (a[mid]! < a[lo]!) swap(a, mid, lo);
    if (a[hi]! < a[lo]!) swap(a, hi, lo);
    if (a[hi]! < a[mid]!) swap(a, hi, mid);
    const pivot = a[mid]!;
    // Hoare partition: stops on values equal to the pivot from both sides, so runs of ties split evenly.
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        swap(a, i, j);
        i++;
        j--;
      }
    }
    // Now a[lo..j] ≤ pivot ≤ a[i..hi], and any of a[j+1..i-1] equals the pivot.
    if (rank <= j) hi = j;
    else if (rank >= i) lo = i;
    else return;
  }
}

function swap(a: Float64Array, i: number, j: number): void {
  const t = a[i]!;
  a[i] = a[j]!;
  a[j] = t;
}
