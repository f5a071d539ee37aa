/**
 * The chart's forecast (chart spec §4 Forecast, §5 validity, §9 limits): validity checks, the breakout
 * probabilities of the next candle and their history overlay, and the out-of-sample scoring used by
 * `npm run forecast:eval` and the bench. Pure and synchronous; the chart worker wraps it. Method: README.md.
 */
export {
  FORECAST_CHART_TYPES,
  FORECAST_MARKET,
  FORECAST_MAX_BARS,
  FORECAST_MIN_BARS,
  validateForecast,
  type ForecastFailureReason,
  type ForecastMessageKey,
  type ForecastRequest,
  type ForecastValidity,
  type ForecastValidityReason,
} from './validity';
export {
  computeForecast,
  OVERLAY_FIRST_FIT_ROWS,
  type ForecastOverlay,
  type ForecastPair,
  type ForecastResult,
  type ForecastTarget,
  type MeasuredSkill,
} from './forecast';
export {
  brierScore,
  brierSkill,
  calibratedWithinNoise,
  calibrationByDecile,
  decileNoiseFloor,
  sideHasSkill,
  skillDifference,
  skillEstimate,
  worstCalibrationError,
  type CalibrationBin,
  type Estimate,
  type SideScore,
} from './scores';
export {
  DEFAULT_WALK_FORWARD,
  evaluateWalkForward,
  type TargetEvaluation,
  type WalkForwardEvaluation,
  type WalkForwardOptions,
} from './evaluation';
export { CANDLE_CSV_HEADER, CandleCsvError, parseCandleCsv } from './candle-csv';
export { FEATURE_NAMES } from './features';
