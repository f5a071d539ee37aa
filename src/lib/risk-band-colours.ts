/**
 * The colour of a risk band (chart spec §4 "Plus buy lifecycle"), shown by the credit status panel and by
 * the order panel's Plus buy mode. The bands themselves are the contract's (contract/plus-buy.ts).
 */
import type { RiskBand } from '../../contract/plus-buy';

/** Safe to risky: green, yellow, orange, red; no band (a repaid loan) is the panel's muted grey. */
export const RISK_BAND_COLOURS: Record<RiskBand, string> = {
  low: '#26a69a',
  medium: '#f0b90b',
  high: '#f57c00',
  veryHigh: '#e15241',
};
export const NO_BAND_COLOUR = '#8a919c';

export function bandColour(band: RiskBand | null): string {
  return band === null ? NO_BAND_COLOUR : RISK_BAND_COLOURS[band];
}
