/**
 * What an indicator is, as data: where it draws (over the price or in a pane of its own), its
 * parameters with their defaults and limits, its output lines with their default style, the level lines
 * traders expect (RSI 30/70), and how to make its kernel. The settings dialog builds its form from the
 * parameters and checks input with `paramProblem`; the worker checks again before computing.
 *
 * Names and colours a trader reads are the app's (i18n by `kind` and line name); the defaults here are
 * what a new indicator starts with. How it computes is its kernel (KernelFactory), kept apart.
 */
import type { IndicatorKernel } from './kernel';
import { PRICE_SOURCES, isPriceSource, type PriceSource } from './sources';

/** The longest length a parameter takes: a window over at most this many bars (a live chart keeps 10,000). */
export const LENGTH_MAX = 2000;

export type ParamSpec =
  | { name: string; type: 'int'; default: number; min: number; max: number }
  | { name: string; type: 'number'; default: number; min: number; max: number; step: number }
  | { name: string; type: 'source'; default: PriceSource }
  | { name: string; type: 'choice'; default: string; options: readonly string[] }
  /** A bar's open time in unix seconds (an anchor); 0 is "none chosen". */
  | { name: string; type: 'time'; default: number };

export type ParamValue = number | string;
export type IndicatorParams = Readonly<Record<string, ParamValue>>;

/** How a line is drawn. `histogram`: bars from zero; `columns`: volume-style bars coloured by the bar's direction. */
export type LineStyle = 'line' | 'step' | 'histogram' | 'columns' | 'dots';

export interface LineSpec {
  name: string;
  style: LineStyle;
  /** Default colour, `#rrggbb`. */
  color: string;
  /** Default width in CSS pixels. */
  width: number;
}

/** A band filled between two of the lines (Bollinger, Keltner, the Ichimoku cloud). */
export interface FillSpec {
  between: readonly [string, string];
  /** Default colour, `#rrggbb`, where the first line is above the second; drawn translucent. */
  color: string;
  /** Where the second is above the first (the Ichimoku cloud turns red); `color` when absent. */
  colorBelow?: string;
}

export interface LevelSpec {
  value: number;
  /** Default colour, `#rrggbb`; drawn dashed. */
  color: string;
}

export interface IndicatorDefinition<Kind extends string = string> {
  kind: Kind;
  placement: 'overlay' | 'pane';
  params: readonly ParamSpec[];
  lines: readonly LineSpec[];
  fills?: readonly FillSpec[];
  levels?: readonly LevelSpec[];
  /** A pane's fixed scale (a bounded oscillator: RSI 0–100); otherwise the scale fits the visible values. */
  range?: readonly [number, number];
  /**
   * Bars each line is drawn ahead (+) or behind (-) of the bar it was computed on (Ichimoku's spans
   * and lagging line), by the parameters; none by default.
   */
  shifts?: (params: IndicatorParams) => readonly number[];
}

/**
 * An indicator's kernel for checked, complete parameters. Each indicator's file exports it beside its
 * definition, and kernels.ts names them by kind: the main thread reads definitions only (the panel's
 * forms, the legend, the drawing), so it bundles no kernel; the chart worker runs them.
 */
export type KernelFactory = (params: IndicatorParams) => IndicatorKernel;

/** What is wrong with one parameter's value, for a clear message in either language. */
export type ParamProblem =
  | { param: string; problem: 'missing' }
  | { param: string; problem: 'unknown' }
  | { param: string; problem: 'whole'; min: number; max: number }
  | { param: string; problem: 'range'; min: number; max: number }
  | { param: string; problem: 'choice'; options: readonly string[] }
  | { param: string; problem: 'time' };

/** The problem with `value` for `spec`, or null when it is good. */
export function paramProblem(spec: ParamSpec, value: unknown): ParamProblem | null {
  const param = spec.name;
  if (value === undefined) return { param, problem: 'missing' };
  switch (spec.type) {
    case 'int':
      return typeof value === 'number' && Number.isInteger(value) && value >= spec.min && value <= spec.max
        ? null
        : { param, problem: 'whole', min: spec.min, max: spec.max };
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) && value >= spec.min && value <= spec.max
        ? null
        : { param, problem: 'range', min: spec.min, max: spec.max };
    case 'source':
      return isPriceSource(value) ? null : { param, problem: 'choice', options: PRICE_SOURCES };
    case 'choice':
      return typeof value === 'string' && spec.options.includes(value)
        ? null
        : { param, problem: 'choice', options: spec.options };
    case 'time':
      return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
        ? null
        : { param, problem: 'time' };
  }
}

/** Every problem with `params` for `definition`: missing or bad values and names it does not have. */
export function paramProblems(definition: IndicatorDefinition, params: IndicatorParams): ParamProblem[] {
  const problems: ParamProblem[] = [];
  for (const spec of definition.params) {
    const problem = paramProblem(spec, params[spec.name]);
    if (problem) problems.push(problem);
  }
  const known = new Set(definition.params.map((spec) => spec.name));
  for (const name of Object.keys(params))
    if (!known.has(name)) problems.push({ param: name, problem: 'unknown' });
  return problems;
}

/** A problem in English, for the worker's RangeError (the app says it in the trader's language). */
export function describeParamProblem(kind: string, problem: ParamProblem): string {
  const where = `${kind} ${problem.param}`;
  switch (problem.problem) {
    case 'missing':
      return `${where} is missing`;
    case 'unknown':
      return `${kind} has no parameter ${problem.param}`;
    case 'whole':
      return `${where} must be a whole number from ${problem.min} to ${problem.max}`;
    case 'range':
      return `${where} must be a number from ${problem.min} to ${problem.max}`;
    case 'choice':
      return `${where} must be one of ${problem.options.join(', ')}`;
    case 'time':
      return `${where} must be a bar's open time in unix seconds, or 0 for the first bar`;
  }
}

/** The defaults of every parameter, overlaid with `params` (a saved setting may predate a parameter). */
export function withDefaults(definition: IndicatorDefinition, params: IndicatorParams = {}): IndicatorParams {
  const out: Record<string, ParamValue> = {};
  for (const spec of definition.params) out[spec.name] = params[spec.name] ?? spec.default;
  return out;
}

/** Throws a RangeError naming every problem with `params`, or returns them complete. */
export function checkParams(definition: IndicatorDefinition, params: IndicatorParams): IndicatorParams {
  const problems = paramProblems(definition, params);
  if (problems.length > 0)
    throw new RangeError(
      problems.map((problem) => describeParamProblem(definition.kind, problem)).join('; '),
    );
  return params;
}
