/** The chart's colours and what the settings let a trader change about the drawing: data, no drawing. */

/**
 * The colours a chart is drawn in. Every text colour's name ends in Text and says, in TEXT_GROUNDS, what it
 * is drawn on, so that a test holds each at 4.5:1 (WCAG AA) against each of its grounds in both themes.
 */
export interface ChartPalette {
  readonly background: number;
  readonly grid: number;
  readonly axisLine: number;
  /** Behind the crosshair's price and time labels. */
  readonly labelBox: number;
  /** A rising candle and the last price's box when the last bar rose; a falling one. */
  readonly up: number;
  readonly down: number;
  /** The high and low markers: chart §9's colours, in both themes. */
  readonly high: number;
  readonly low: number;
  readonly ma15: number;
  readonly ma60: number;
  /** The close drawn as a line, an area's line and fill (the line chart types). */
  readonly priceLine: number;
  readonly volumeMa: number;
  readonly crosshair: number;
  readonly average: number;
  readonly pendingBuy: number;
  readonly pendingSell: number;
  /** The member's price alerts' lines (a colour no order or marker line has). */
  readonly alert: number;
  readonly forecastUp: number;
  readonly forecastDown: number;
  /** The price and time axes' labels. */
  readonly axisText: number;
  /** The crosshair's labels and the last price's label. */
  readonly labelText: number;
  /** A line's tag and its price box on the axis, on the line's colour. */
  readonly tagText: number;
  /** The high and low markers' prices. */
  readonly highText: number;
  readonly lowText: number;
  /** The legend (the page's, over the plot): its captions, and its figures for a rising and a falling bar. */
  readonly legendText: number;
  readonly riseText: number;
  readonly fallText: number;
  /** The forecast's line in the legend ("Forecast", "Next bar: …"). */
  readonly forecastText: number;
}

/** The palette's text colours. */
export type ChartTextColour = Extract<keyof ChartPalette, `${string}Text`>;

/** What each text colour is drawn on: a palette colour that is not a text's. */
export const TEXT_GROUNDS: Readonly<
  Record<ChartTextColour, readonly Exclude<keyof ChartPalette, ChartTextColour>[]>
> = {
  axisText: ['background'],
  labelText: ['labelBox', 'up', 'down'],
  tagText: ['average', 'pendingBuy', 'pendingSell', 'alert'],
  highText: ['background'],
  lowText: ['background'],
  legendText: ['background'],
  riseText: ['background'],
  fallText: ['background'],
  forecastText: ['background'],
};

/** The dark palette (the trade order page's). Korean convention: a rise is red, a fall is blue. High and low markers: chart §9. */
export const CHART_THEME: ChartPalette = {
  background: 0x131722,
  grid: 0x1f2433,
  axisLine: 0x2a2e39,
  labelBox: 0x2a2e39,
  // Under the last price's white text at 4.6:1 (a lighter red falls under 4.5:1).
  up: 0xca4a40,
  down: 0x1f6fd0,
  high: 0xe15241,
  low: 0x4880ee,
  ma15: 0xf5a623,
  ma60: 0x26a69a,
  priceLine: 0x2962ff,
  volumeMa: 0xb28dff,
  crosshair: 0x758696,
  average: 0xf0c419,
  pendingBuy: 0xe15241,
  pendingSell: 0x4880ee,
  alert: 0xb388ff,
  forecastUp: 0xff7a6b,
  forecastDown: 0x6fa0ff,
  axisText: 0x9598a1,
  labelText: 0xffffff,
  tagText: 0x131722,
  // Chart §9's high and low colours read at 4.6:1 and more on the dark background.
  highText: 0xe15241,
  lowText: 0x4880ee,
  legendText: 0x8a919c,
  riseText: 0xe15241,
  fallText: 0x4880ee,
  forecastText: 0xf0c419,
};

/**
 * The light palette; the high/low, rise/fall and line colours keep their meaning. Chart §9's high and low
 * colours read at 3.8:1 on white: the markers keep them, and their prices (and the legend's figures) are
 * written in a darker shade of each.
 */
export const CHART_LIGHT_THEME: ChartPalette = {
  ...CHART_THEME,
  background: 0xffffff,
  grid: 0xeef0f4,
  axisLine: 0xdde1e8,
  labelBox: 0x5f6673,
  ma15: 0xe08600,
  ma60: 0x1a9c8c,
  priceLine: 0x1e53e5,
  volumeMa: 0x8e6bd8,
  crosshair: 0x9598a1,
  average: 0xc99a00,
  alert: 0x9c6ade,
  forecastUp: 0xd9412e,
  forecastDown: 0x2f63d2,
  axisText: 0x5f6673,
  highText: 0xc23b2d,
  lowText: 0x2f63d2,
  legendText: 0x5f6673,
  riseText: 0xc23b2d,
  fallText: 0x2f63d2,
  forecastText: 0x8a6300,
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
