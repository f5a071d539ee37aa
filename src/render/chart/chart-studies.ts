/**
 * The indicators as the chart draws them: for each indicator of the chart (in the order of its lines in
 * ChartData.indicators), the pane it is drawn in and how each of its lines, fills and levels look. Made
 * from an indicator's definition (workers/core/indicators) and what the trader chose, and read by the
 * model (scales) and the plot layer (drawing). Pure: no Pixi, no DOM.
 */
import type {
  IndicatorDefinition,
  IndicatorParams,
  LineStyle,
} from '../../../workers/core/indicators/definition';
import { screenRange, type TimeScale } from './chart-layout';

// What the chart's panel needs of the library to offer indicators and check their settings (the panel
// reaches workers/core through src/render).
export {
  INDICATORS,
  INDICATORS_PER_CHART_MAX,
  indicatorDefinition,
  indicatorKey,
  isIndicatorKind,
  type IndicatorKind,
} from '../../../workers/core/indicators/catalog';
export {
  LENGTH_MAX,
  paramProblem,
  paramProblems,
  withDefaults,
  type IndicatorDefinition,
  type IndicatorParams,
  type ParamProblem,
  type ParamSpec,
  type ParamValue,
} from '../../../workers/core/indicators/definition';
export { PRICE_SOURCES, type PriceSource } from '../../../workers/core/indicators/sources';

export interface StudyLine {
  style: LineStyle;
  color: number;
  width: number;
  visible: boolean;
  /** Bars the line is drawn ahead (+) or behind (-) of the bar it was computed on. */
  shift: number;
}

export interface StudyFill {
  /** The two lines (indices into `lines`) the band is between. */
  a: number;
  b: number;
  /** Where line a is above line b; and where b is above a. */
  color: number;
  colorBelow: number;
}

export interface StudyLevel {
  value: number;
  color: number;
}

export interface ChartStudy {
  /** 0: over the price; k ≥ 1: the k-th pane under it. */
  pane: number;
  visible: boolean;
  lines: readonly StudyLine[];
  fills: readonly StudyFill[];
  levels: readonly StudyLevel[];
  /** A bounded oscillator's fixed scale (RSI 0–100); null: the scale fits the visible values. */
  range: readonly [number, number] | null;
}

/** What a trader changed about one line (the rest is the definition's default). */
export interface StudyLineChoice {
  color?: string;
  width?: number;
  visible?: boolean;
}

/** Colours read so far: a chart reads its few colours again on every frame that builds its drawings. */
const colours = new Map<string, number | null>();
/** Colours kept at most before the memo starts again. */
const COLOURS_MAX = 1024;

/** `#rrggbb` as a number; null for anything else. */
export function colourNumber(colour: string): number | null {
  let value = colours.get(colour);
  if (value === undefined) {
    if (colours.size >= COLOURS_MAX) colours.clear();
    value = /^#[0-9a-f]{6}$/i.test(colour) ? Number.parseInt(colour.slice(1), 16) : null;
    colours.set(colour, value);
  }
  return value;
}

/** Line widths a trader picks from, px. */
export const STUDY_LINE_WIDTHS = [1, 2, 3, 4] as const;

/**
 * The drawing of one indicator: the definition's lines, fills and levels with the trader's choices over
 * them (a choice that is not a colour or a width offered falls back to the default).
 */
export function chartStudy(
  definition: IndicatorDefinition,
  params: IndicatorParams,
  pane: number,
  choices: readonly (StudyLineChoice | undefined)[] = [],
  visible = true,
): ChartStudy {
  const shifts = definition.shifts?.(params) ?? [];
  const lines = definition.lines.map((spec, i): StudyLine => {
    const choice = choices[i];
    const width = choice?.width;
    return {
      style: spec.style,
      color: colourNumber(choice?.color ?? '') ?? colourNumber(spec.color) ?? 0,
      width: STUDY_LINE_WIDTHS.includes(width as never) ? width! : spec.width,
      visible: choice?.visible ?? true,
      shift: shifts[i] ?? 0,
    };
  });
  const lineIndex = (name: string) => definition.lines.findIndex((spec) => spec.name === name);
  const fills = (definition.fills ?? []).map((fill) => {
    const color = colourNumber(fill.color) ?? 0;
    return {
      a: lineIndex(fill.between[0]),
      b: lineIndex(fill.between[1]),
      color,
      colorBelow: colourNumber(fill.colorBelow ?? '') ?? color,
    };
  });
  return {
    pane,
    visible,
    lines,
    fills: fills.filter((fill) => fill.a >= 0 && fill.b >= 0),
    levels: (definition.levels ?? []).map((level) => ({
      value: level.value,
      color: colourNumber(level.color) ?? 0,
    })),
    range: definition.range ?? null,
  };
}

/** Lowest and highest of what is drawn, written in place. */
export class Extremes {
  min = Infinity;
  max = -Infinity;

  reset(): this {
    this.min = Infinity;
    this.max = -Infinity;
    return this;
  }

  add(value: number): void {
    if (!Number.isFinite(value)) return;
    if (value < this.min) this.min = value;
    if (value > this.max) this.max = value;
  }

  get empty(): boolean {
    return this.min > this.max;
  }
}

/**
 * Widens `into` by the values a study draws in the bars on screen (a shifted line's points drawn there),
 * its visible lines only; a histogram or columns from zero include zero.
 */
export function addStudyExtremes(
  into: Extremes,
  study: ChartStudy,
  lines: readonly Float64Array[],
  length: number,
  scale: TimeScale,
): void {
  if (!study.visible) return;
  const { from, to } = screenRange(scale);
  if (from > to) return;
  study.lines.forEach((line, k) => {
    const values = lines[k];
    if (!line.visible || !values) return;
    const first = Math.max(0, from - line.shift);
    const last = Math.min(length - 1, to - line.shift);
    for (let i = first; i <= last; i += 1) into.add(values[i]!);
    if ((line.style === 'histogram' || line.style === 'columns') && first <= last) into.add(0);
  });
}

/** The most bars a study draws behind the bar it computed on (a negative shift), 0 for none. */
export function largestLag(studies: readonly ChartStudy[]): number {
  let lag = 0;
  for (const study of studies)
    if (study.visible) for (const line of study.lines) if (line.visible) lag = Math.max(lag, -line.shift);
  return lag;
}
