/** Small statistics for bench reports. */

/** The p-th percentile (0–100) by nearest rank; NaN for no samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  samples: number;
}

export function percentiles(samples: readonly number[]): Percentiles {
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    samples: samples.length,
  };
}

/** The median (upper middle for an even count); NaN for no samples. */
export function median(samples: readonly number[]): number {
  return percentile(samples, 50);
}
