/**
 * The reliability diagram's geometry (the forecast guide): a square plot of forecast (across) against
 * observed frequency (up), both 0 to 1, with room left and below for the axes' labels. SVG user units.
 */
import type { CalibrationBin } from '../../../api/chart-client';

/** The plot's square and the whole drawing around it. */
export const RELIABILITY_PLOT = { left: 34, top: 8, size: 120 } as const;
export const RELIABILITY_VIEW = { width: 168, height: 158 } as const;

export interface DiagramPoint {
  x: number;
  y: number;
}

export interface ReliabilityPoint extends DiagramPoint {
  /** 1 to 10, lowest forecasts first. */
  decile: number;
  bin: CalibrationBin;
}

/** Rounded to a hundredth of a unit: finer than any screen, and stable in the markup. */
const unit = (value: number) => Math.round(value * 100) / 100;

/** Where a probability pair (forecast, observed) stands in the drawing. */
export function diagramPoint(forecast: number, observed: number): DiagramPoint {
  const { left, top, size } = RELIABILITY_PLOT;
  return { x: unit(left + forecast * size), y: unit(top + (1 - observed) * size) };
}

/** One point per decile that holds forecasts (an empty one has no mean to place). */
export function reliabilityPoints(bins: readonly CalibrationBin[]): ReliabilityPoint[] {
  return bins.flatMap((bin, index) =>
    bin.count > 0
      ? [{ decile: index + 1, bin, ...diagramPoint(bin.meanPredicted, bin.observedFrequency) }]
      : [],
  );
}
