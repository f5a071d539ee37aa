import { seriesFromColumns } from '../../../../../workers/core/base/series';

/** The first bar's time of `history`, unix seconds. */
export const HISTORY_START = 1_763_683_200;

/** `bars` one-minute bars from `start`: closes cycling 100–106, wicks ±2, volume 1. */
export function history(bars: number, start = HISTORY_START) {
  const time = Array.from({ length: bars }, (_, i) => start + i * 60);
  const close = time.map((_, i) => 100 + (i % 7));
  return seriesFromColumns({
    time,
    open: close,
    high: close.map((c) => c + 2),
    low: close.map((c) => c - 2),
    close,
    volume: close.map(() => 1),
  });
}
