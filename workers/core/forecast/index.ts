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
  forecastBuffers,
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
  NOISE_FLOOR_LEVEL,
  calibrationByDecile,
  scoreSide,
  sideHasSkill,
  skillDifference,
  skillEstimate,
  worstCalibrationError,
  calibrationVerdict,
  decileNoise,
  type CalibrationBin,
  type CalibrationVerdict,
  type DecileNoise,
  type Estimate,
  type SideScore,
} from './scores';
export {
  breakoutOutcomes,
  DEFAULT_STRIDE,
  errorsBySlot,
  evaluateWalkForward,
  forecastModel,
  MIN_REDUCED_HISTORY,
  MIN_SCORED_BARS,
  walkForwardPlan,
  type ModelBuilder,
  type NamedPeer,
  type PeerScore,
  type SideEvaluation,
  type SideForecasts,
  type SlotError,
  type WalkForwardEvaluation,
  type WalkForwardModel,
  type WalkForwardPlan,
} from './evaluation';
export { CANDLE_CSV_HEADER, CandleCsvError, parseCandleCsv, type CandleCsvOptions } from './candle-csv';
export { FEATURE_NAMES, featureNames, kstSlot, TIME_OF_DAY_INTERVALS } from './features';
