/** The chart's colours and what the settings let a trader change about the drawing: data, no drawing. */

/** The colours a chart is drawn in. */
export interface ChartPalette {
  readonly background: number;
  readonly grid: number;
  readonly axisText: number;
  readonly axisLine: number;
  /** Behind the crosshair's price and time labels. */
  readonly labelBox: number;
  readonly up: number;
  readonly down: number;
  readonly high: number;
  readonly low: number;
  readonly ma15: number;
  readonly ma60: number;
  readonly volumeMa: number;
  readonly crosshair: number;
  readonly labelText: number;
  readonly average: number;
  readonly pendingBuy: number;
  readonly pendingSell: number;
  readonly forecastUp: number;
  readonly forecastDown: number;
}

/** The dark palette (the trade order page's). Korean convention: a rise is red, a fall is blue. High and low markers: chart §9. */
export const CHART_THEME: ChartPalette = {
  background: 0x131722,
  grid: 0x1f2433,
  axisText: 0x9598a1,
  axisLine: 0x2a2e39,
  labelBox: 0x2a2e39,
  up: 0xd24f45,
  down: 0x1f6fd0,
  high: 0xe15241,
  low: 0x4880ee,
  ma15: 0xf5a623,
  ma60: 0x26a69a,
  volumeMa: 0xb28dff,
  crosshair: 0x758696,
  labelText: 0xffffff,
  average: 0xf0c419,
  pendingBuy: 0xe15241,
  pendingSell: 0x4880ee,
  forecastUp: 0xff7a6b,
  forecastDown: 0x6fa0ff,
};

/** The light palette; the high/low, rise/fall and line colours keep their meaning. */
export const CHART_LIGHT_THEME: ChartPalette = {
  ...CHART_THEME,
  background: 0xffffff,
  grid: 0xeef0f4,
  axisText: 0x5f6673,
  axisLine: 0xdde1e8,
  labelBox: 0x5f6673,
  ma15: 0xe08600,
  ma60: 0x1a9c8c,
  volumeMa: 0x8e6bd8,
  crosshair: 0x9598a1,
  average: 0xc99a00,
};

/** What the settings let a trader change about the drawing (chart §3 "pane properties", chart settings). */
export interface ChartAppearance {
  palette: ChartPalette;
  showGrid: boolean;
  showVolume: boolean;
  ma15: boolean;
  ma60: boolean;
}

export const DEFAULT_APPEARANCE: ChartAppearance = {
  palette: CHART_THEME,
  showGrid: true,
  showVolume: true,
  ma15: true,
  ma60: true,
};
