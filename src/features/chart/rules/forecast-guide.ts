/**
 * What the forecast guide says of the forecast's record on the coin (its measured skill and deciles,
 * computed by the chart worker from the overlay's out-of-sample predictions on the loaded bars).
 */
import { sideHasSkill, type CalibrationBin, type Estimate, type SideScore } from '../../../api/chart-client';
import { formatNumber, formatSignedNumber } from '../../../lib/format';

const SKILL_DECIMALS = 3;

/**
 * A skill as "+0.213 ± 0.018": signed, with ± two standard errors (about 95 % of the chance
 * variation); the value alone when the record was too short for an error.
 */
export function formatSkill({ value, standardError }: Estimate): string {
  const shown = formatSignedNumber(value, SKILL_DECIMALS);
  if (!Number.isFinite(standardError)) return shown;
  return `${shown} ± ${formatNumber(2 * standardError, SKILL_DECIMALS)}`;
}

/** The plain reading of a side's skill: better than the base rate, or not (and hidden on the chart). */
export function skillReading(side: SideScore): 'forecast.measured.better' | 'forecast.measured.noBetter' {
  return sideHasSkill(side) ? 'forecast.measured.better' : 'forecast.measured.noBetter';
}

/** A decile's figures as the guide's table and points name them: percentages with one decimal. */
export function decileFigures(bin: CalibrationBin): { forecast: string; observed: string; count: number } {
  return {
    forecast: `${formatNumber(bin.meanPredicted * 100, 1)}%`,
    observed: `${formatNumber(bin.observedFrequency * 100, 1)}%`,
    count: bin.count,
  };
}
