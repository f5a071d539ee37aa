/**
 * The indicator settings dialog as a form over one indicator: each parameter as the text its field shows
 * (numbers as typed, a price source or a choice by name, a time as a KST date-time), each line's colour,
 * width and whether it is shown, whether the indicator is, and the intervals it shows at. Pure: the
 * dialog binds it. OK reads the form back into what the chart applies, checking each parameter against
 * its definition and that some interval is ticked first; Defaults puts the definition's values and lines
 * back.
 */
import { CANDLE_INTERVALS, KST_OFFSET_SECONDS, type CandleInterval } from '../../../../contract/intervals';
import { numberToText, parseNumberText } from '../../../lib/input-value';
import {
  paramProblem,
  STUDY_LINE_WIDTHS,
  withDefaults,
  type IndicatorDefinition,
  type IndicatorParams,
  type ParamProblem,
  type ParamSpec,
  type ParamValue,
  type StudyLineChoice,
} from '../../../render/chart/chart-studies';
import { intervalChoice, type ChartIndicator } from './chart-indicators';

export interface LineForm {
  /** `#rrggbb`, as a colour input gives it. */
  color: string;
  width: number;
  visible: boolean;
}

export interface SettingsForm {
  /** Each parameter's field text, by parameter name. */
  values: Readonly<Record<string, string>>;
  /** Each line of the definition, in its order. */
  lines: readonly LineForm[];
  visible: boolean;
  /** The intervals ticked, in CANDLE_INTERVALS' order. */
  intervals: readonly CandleInterval[];
}

/** What OK hands the chart. */
export interface IndicatorSettingsChange {
  params: IndicatorParams;
  lines: StudyLineChoice[];
  visible: boolean;
  /** The intervals it shows at (chart-indicators.ts `intervalChoice`); absent: every interval. */
  intervals?: CandleInterval[];
}

/** Refused: each parameter's problem, and `noInterval` when no interval is ticked. */
export type FormResult =
  { ok: true; change: IndicatorSettingsChange } | { ok: false; problems: ParamProblem[]; noInterval?: true };

const pad2 = (value: number) => String(value).padStart(2, '0');
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * A moment (unix seconds) as a date-time field shows it on the exchange's clock, KST, whatever the
 * browser's zone: "2026-03-02T09:00". 0 (no anchor chosen: the first bar) is the empty field.
 */
export function kstDateTimeText(seconds: number): string {
  if (seconds === 0 || !Number.isFinite(seconds)) return '';
  const kst = new Date((seconds + KST_OFFSET_SECONDS) * 1000);
  const date = `${kst.getUTCFullYear()}-${pad2(kst.getUTCMonth() + 1)}-${pad2(kst.getUTCDate())}`;
  const time = `${pad2(kst.getUTCHours())}:${pad2(kst.getUTCMinutes())}`;
  return kst.getUTCSeconds() === 0 ? `${date}T${time}` : `${date}T${time}:${pad2(kst.getUTCSeconds())}`;
}

/** A date-time field's text read as KST: unix seconds; 0 for the empty field; NaN for anything else. */
export function kstDateTimeSeconds(text: string): number {
  if (text.trim() === '') return 0;
  const match = DATE_TIME.exec(text.trim());
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  const back = new Date(utc);
  // Date.UTC rolls 02-30 over into March: such a day is no day.
  if (
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return Number.NaN;
  return utc / 1000 - KST_OFFSET_SECONDS;
}

/** A parameter's value as its field shows it. */
export function paramText(spec: ParamSpec, value: ParamValue | undefined): string {
  if (value === undefined) return '';
  switch (spec.type) {
    case 'int':
    case 'number':
      return typeof value === 'number' ? numberToText(value) : String(value);
    case 'time':
      return typeof value === 'number' ? kstDateTimeText(value) : '';
    case 'source':
    case 'choice':
      return String(value);
  }
}

/** A field's text as the parameter's value; undefined for an empty number (paramProblem: missing). */
export function paramValue(spec: ParamSpec, text: string): ParamValue | undefined {
  switch (spec.type) {
    case 'int':
    case 'number':
      return parseNumberText(text.trim()) ?? undefined;
    case 'time':
      return kstDateTimeSeconds(text);
    case 'source':
    case 'choice':
      return text;
  }
}

/** The decimals a `number` field takes: enough for its step, its limits and its default. */
export function paramDecimals(spec: ParamSpec): number | undefined {
  if (spec.type === 'int') return 0;
  if (spec.type !== 'number') return undefined;
  const decimals = (value: number) => numberToText(value).split('.')[1]?.length ?? 0;
  return Math.max(decimals(spec.step), decimals(spec.min), decimals(spec.default));
}

/** A line's form as drawn: the trader's choice, else the definition's default. */
function lineForm(definition: IndicatorDefinition, line: number, choice?: StudyLineChoice): LineForm {
  const spec = definition.lines[line]!;
  const width = choice?.width;
  return {
    color: choice?.color ?? spec.color,
    width: STUDY_LINE_WIDTHS.includes(width as never) ? width! : spec.width,
    visible: choice?.visible ?? true,
  };
}

/** The form of `indicator` as it is now. */
export function settingsForm(definition: IndicatorDefinition, indicator: ChartIndicator): SettingsForm {
  const params = withDefaults(definition, indicator.params);
  return {
    values: Object.fromEntries(
      definition.params.map((spec) => [spec.name, paramText(spec, params[spec.name])]),
    ),
    lines: definition.lines.map((_, line) => lineForm(definition, line, indicator.lines[line])),
    visible: indicator.visible,
    intervals: indicator.intervals ?? CANDLE_INTERVALS,
  };
}

/**
 * Defaults: the definition's parameters and lines; whether the indicator is shown, and at which
 * intervals, stays (where it shows is not part of its definition).
 */
export function defaultsForm(definition: IndicatorDefinition, form: SettingsForm): SettingsForm {
  const params = withDefaults(definition);
  return {
    values: Object.fromEntries(
      definition.params.map((spec) => [spec.name, paramText(spec, params[spec.name])]),
    ),
    lines: definition.lines.map((_, line) => lineForm(definition, line)),
    visible: form.visible,
    intervals: form.intervals,
  };
}

/** The intervals ticked after `interval` is ticked or not, in CANDLE_INTERVALS' order. */
export function tickInterval(
  intervals: readonly CandleInterval[],
  interval: CandleInterval,
  ticked: boolean,
): CandleInterval[] {
  return CANDLE_INTERVALS.filter((each) => (each === interval ? ticked : intervals.includes(each)));
}

/**
 * The lines' choices as the chart keeps them: per line only what differs from the definition, none at
 * all when nothing does (as after Defaults).
 */
export function lineChoices(definition: IndicatorDefinition, lines: readonly LineForm[]): StudyLineChoice[] {
  const choices = definition.lines.map((spec, line): StudyLineChoice => {
    const form = lines[line];
    if (!form) return {};
    const choice: StudyLineChoice = {};
    if (form.color.toLowerCase() !== spec.color.toLowerCase()) choice.color = form.color.toLowerCase();
    if (form.width !== spec.width) choice.width = form.width;
    if (!form.visible) choice.visible = false;
    return choice;
  });
  return choices.some((choice) => Object.keys(choice).length > 0) ? choices : [];
}

/** OK: the change, or every parameter's problem and whether no interval is ticked (none of it applied). */
export function readSettingsForm(definition: IndicatorDefinition, form: SettingsForm): FormResult {
  const params: Record<string, ParamValue> = {};
  const problems: ParamProblem[] = [];
  for (const spec of definition.params) {
    const value = paramValue(spec, form.values[spec.name] ?? '');
    const problem = paramProblem(spec, value);
    if (problem) problems.push(problem);
    else params[spec.name] = value!;
  }
  if (form.intervals.length === 0) return { ok: false, problems, noInterval: true };
  if (problems.length > 0) return { ok: false, problems };
  const change: IndicatorSettingsChange = {
    params,
    lines: lineChoices(definition, form.lines),
    visible: form.visible,
  };
  const intervals = intervalChoice(form.intervals);
  return { ok: true, change: intervals ? { ...change, intervals } : change };
}
