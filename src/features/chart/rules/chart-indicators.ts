/**
 * A chart's indicators as the trader set them up: which indicators, with what parameters and style, in
 * which pane, and the panes' heights. Pure: each change is a function from one set to the next, so the
 * panel, its dialogs and its storage share one set of rules. The chart worker computes what `specsOf`
 * names; the model draws what `studiesOf` describes.
 *
 * Panes: `panes[0]` is the price pane; an indicator drawn apart sits in one of the panes below it. A
 * pane left empty goes, and the panes below move up.
 *
 * Intervals: an indicator may show at some intervals only (the settings dialog's Visibility, as
 * TradingView's); the worker computes it at every interval all the same, and `studiesOf` draws it only at
 * its own.
 */
import { z } from 'zod';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../../contract/intervals';
import { lazySchema } from '../../../../contract/lazy-schema';
import {
  MAX_PANE_WEIGHT,
  MIN_PANE_WEIGHT,
  NEW_PANE_WEIGHT,
  PRICE_PANE_WEIGHT,
  type PaneState,
} from '../../../render/chart/chart-panes';
import {
  chartStudy,
  colourNumber,
  indicatorDefinition,
  INDICATORS_PER_CHART_MAX,
  isIndicatorKind,
  paramProblems,
  STUDY_LINE_WIDTHS,
  withDefaults,
  type ChartStudy,
  type IndicatorKind,
  type IndicatorParams,
  type ParamProblem,
  type StudyLineChoice,
} from '../../../render/chart/chart-studies';

export interface ChartIndicator {
  /** Unique in the chart: the worker's and the legend's name for it. */
  id: string;
  kind: IndicatorKind;
  /** Complete: every parameter of the kind. */
  params: IndicatorParams;
  /** What the trader changed about each line, by line (none: the defaults). */
  lines: StudyLineChoice[];
  visible: boolean;
  /** 0: over the price; k ≥ 1: `panes[k]`. */
  pane: number;
  /**
   * The intervals it shows at, in CANDLE_INTERVALS' order, some but not all (`intervalChoice`); absent:
   * every interval, so that a set stored before the choice existed, and most sets, store nothing for it.
   */
  intervals?: CandleInterval[];
}

export interface ChartIndicators {
  indicators: ChartIndicator[];
  panes: PaneState[];
}

export const NO_INDICATORS: ChartIndicators = {
  indicators: [],
  panes: [{ weight: PRICE_PANE_WEIGHT, collapsed: false }],
};

/** Why a change was refused; the set stays as it was. */
export type IndicatorRefusal = { reason: 'full' } | { reason: 'params'; problems: ParamProblem[] };

export type IndicatorChange = { ok: true; set: ChartIndicators } | { ok: false; refusal: IndicatorRefusal };

/** The first id of the form `i<n>` the set does not use. */
function freshId(set: ChartIndicators): string {
  const used = new Set(set.indicators.map((indicator) => indicator.id));
  for (let n = 1; ; n += 1) if (!used.has(`i${n}`)) return `i${n}`;
}

/** The set without panes no indicator is in (the price pane stays), indicators moved up with them. */
function dropEmptyPanes(set: ChartIndicators): ChartIndicators {
  const kept = set.panes.map((_, pane) => pane === 0 || set.indicators.some((each) => each.pane === pane));
  const moved = kept.map((_, pane) => kept.slice(0, pane).filter(Boolean).length);
  return {
    panes: set.panes.filter((_, pane) => kept[pane]),
    indicators: set.indicators.map((each) => ({ ...each, pane: moved[each.pane]! })),
  };
}

/**
 * `kind` added with its defaults (and `params` over them): an overlay over the price, a pane indicator
 * in a new pane at the bottom. Refused past INDICATORS_PER_CHART_MAX or with bad parameters.
 */
export function addIndicator(
  set: ChartIndicators,
  kind: IndicatorKind,
  params: IndicatorParams = {},
): IndicatorChange {
  if (set.indicators.length >= INDICATORS_PER_CHART_MAX) return { ok: false, refusal: { reason: 'full' } };
  const definition = indicatorDefinition(kind);
  const complete = { ...withDefaults(definition), ...params };
  const problems = paramProblems(definition, complete);
  if (problems.length > 0) return { ok: false, refusal: { reason: 'params', problems } };
  const apart = definition.placement === 'pane';
  const panes = apart ? [...set.panes, { weight: NEW_PANE_WEIGHT, collapsed: false }] : set.panes;
  const indicator: ChartIndicator = {
    id: freshId(set),
    kind,
    params: complete,
    lines: [],
    visible: true,
    pane: apart ? panes.length - 1 : 0,
  };
  return { ok: true, set: { panes, indicators: [...set.indicators, indicator] } };
}

export function removeIndicator(set: ChartIndicators, id: string): ChartIndicators {
  return dropEmptyPanes({ ...set, indicators: set.indicators.filter((each) => each.id !== id) });
}

/** Indicator `id` moved to pane `pane` (0: over the price), or to a new pane at the bottom. */
export function moveIndicator(set: ChartIndicators, id: string, pane: number | 'new'): ChartIndicators {
  const indicator = set.indicators.find((each) => each.id === id);
  if (!indicator) return set;
  const panes = pane === 'new' ? [...set.panes, { weight: NEW_PANE_WEIGHT, collapsed: false }] : set.panes;
  const target = pane === 'new' ? panes.length - 1 : pane;
  if (!Number.isInteger(target) || target < 0 || target >= panes.length || target === indicator.pane)
    return set;
  return dropEmptyPanes({
    panes,
    indicators: set.indicators.map((each) => (each.id === id ? { ...each, pane: target } : each)),
  });
}

/** Pane `pane` (not the price pane) swapped with the one above (-1) or below (+1). */
export function movePane(set: ChartIndicators, pane: number, direction: -1 | 1): ChartIndicators {
  const other = pane + direction;
  if (pane < 1 || other < 1 || pane >= set.panes.length || other >= set.panes.length) return set;
  const panes = [...set.panes];
  [panes[pane], panes[other]] = [panes[other]!, panes[pane]!];
  const swap = (at: number) => (at === pane ? other : at === other ? pane : at);
  return { panes, indicators: set.indicators.map((each) => ({ ...each, pane: swap(each.pane) })) };
}

/** Every indicator of pane `pane` (not the price pane) removed, and the pane with them. */
export function removePane(set: ChartIndicators, pane: number): ChartIndicators {
  if (pane < 1) return set;
  return dropEmptyPanes({ ...set, indicators: set.indicators.filter((each) => each.pane !== pane) });
}

export function setPaneCollapsed(set: ChartIndicators, pane: number, collapsed: boolean): ChartIndicators {
  if (pane < 1 || pane >= set.panes.length) return set;
  return { ...set, panes: set.panes.map((each, at) => (at === pane ? { ...each, collapsed } : each)) };
}

/** The panes' weights after a separator's drag (chart-panes.ts `dragSeparator`), the count unchanged. */
export function setPaneWeights(set: ChartIndicators, panes: readonly PaneState[]): ChartIndicators {
  if (panes.length !== set.panes.length) return set;
  return {
    ...set,
    panes: set.panes.map((each, at) => ({
      ...each,
      weight: Math.min(MAX_PANE_WEIGHT, Math.max(MIN_PANE_WEIGHT, panes[at]!.weight)),
    })),
  };
}

/** New parameters for indicator `id` (over its current ones); refused with what is wrong. */
export function setParams(set: ChartIndicators, id: string, params: IndicatorParams): IndicatorChange {
  const indicator = set.indicators.find((each) => each.id === id);
  if (!indicator) return { ok: true, set };
  const complete = { ...indicator.params, ...params };
  const problems = paramProblems(indicatorDefinition(indicator.kind), complete);
  if (problems.length > 0) return { ok: false, refusal: { reason: 'params', problems } };
  return { ok: true, set: change(set, id, { params: complete }) };
}

/** Line `line` of indicator `id` restyled (colour `#rrggbb`, a width offered, shown or not). */
export function setLineStyle(
  set: ChartIndicators,
  id: string,
  line: number,
  choice: StudyLineChoice,
): ChartIndicators {
  const indicator = set.indicators.find((each) => each.id === id);
  if (!indicator || line < 0 || line >= indicatorDefinition(indicator.kind).lines.length) return set;
  const lines = [...indicator.lines];
  while (lines.length <= line) lines.push({});
  lines[line] = { ...lines[line], ...cleanChoice(choice) };
  return change(set, id, { lines });
}

/** Every line of indicator `id` restyled at once (the settings dialog's whole choice; [] for the defaults). */
export function setLineChoices(
  set: ChartIndicators,
  id: string,
  lines: readonly StudyLineChoice[],
): ChartIndicators {
  const indicator = set.indicators.find((each) => each.id === id);
  if (!indicator) return set;
  const count = indicatorDefinition(indicator.kind).lines.length;
  return change(set, id, { lines: lines.slice(0, count).map((choice) => cleanChoice(choice)) });
}

export function setVisible(set: ChartIndicators, id: string, visible: boolean): ChartIndicators {
  return change(set, id, { visible });
}

/**
 * Intervals as an indicator keeps them: the known ones, once each, in CANDLE_INTERVALS' order; undefined
 * for every interval, and for none, which is no choice (the form refuses it; stored, it reads as every one).
 */
export function intervalChoice(intervals: readonly unknown[] | undefined): CandleInterval[] | undefined {
  if (intervals === undefined) return undefined;
  const kept = CANDLE_INTERVALS.filter((interval) => intervals.includes(interval));
  return kept.length === 0 || kept.length === CANDLE_INTERVALS.length ? undefined : kept;
}

/** Indicator `id` shown at `intervals` only (`intervalChoice`; undefined: at every interval). */
export function setIntervals(
  set: ChartIndicators,
  id: string,
  intervals: readonly CandleInterval[] | undefined,
): ChartIndicators {
  if (!set.indicators.some((each) => each.id === id)) return set;
  const choice = intervalChoice(intervals);
  return {
    ...set,
    indicators: set.indicators.map((each) => (each.id === id ? withIntervals(each, choice) : each)),
  };
}

/** Whether `indicator` shows at `interval` by its intervals (whether it is hidden is `visible`'s). */
export function showsAtInterval(indicator: ChartIndicator, interval: CandleInterval): boolean {
  return indicator.intervals?.includes(interval) ?? true;
}

/** `indicator` with `intervals`, the field absent for every interval (the stored form stays small). */
function withIntervals(indicator: ChartIndicator, intervals: CandleInterval[] | undefined): ChartIndicator {
  const { intervals: _previous, ...rest } = indicator;
  return intervals ? { ...rest, intervals } : rest;
}

function change(set: ChartIndicators, id: string, patch: Partial<ChartIndicator>): ChartIndicators {
  return {
    ...set,
    indicators: set.indicators.map((each) => (each.id === id ? { ...each, ...patch } : each)),
  };
}

/** A line's choice with only what is valid kept. */
function cleanChoice(choice: StudyLineChoice): StudyLineChoice {
  const out: StudyLineChoice = {};
  if (choice.color !== undefined && colourNumber(choice.color) !== null)
    out.color = choice.color.toLowerCase();
  if (STUDY_LINE_WIDTHS.includes(choice.width as never)) out.width = choice.width!;
  if (typeof choice.visible === 'boolean') out.visible = choice.visible;
  return out;
}

/** What the chart worker keeps up to date for the set, in its order. */
export function specsOf(
  set: ChartIndicators,
): { id: string; kind: IndicatorKind; params: IndicatorParams }[] {
  return set.indicators.map(({ id, kind, params }) => ({ id, kind, params }));
}

/**
 * How the model draws each indicator of the set at `interval`, in its order: one hidden, or not shown at
 * the interval, is there but not drawn.
 */
export function studiesOf(set: ChartIndicators, interval: CandleInterval): ChartStudy[] {
  return set.indicators.map((each) =>
    chartStudy(
      indicatorDefinition(each.kind),
      each.params,
      each.pane,
      each.lines,
      each.visible && showsAtInterval(each, interval),
    ),
  );
}

// ---------------------------------------------------------------------------------------------------
// Stored form: whatever is stored becomes a valid set; a bad indicator is dropped, a bad field defaulted
// ---------------------------------------------------------------------------------------------------

const storedIndicator = lazySchema(() =>
  z.object({
    id: z.string().regex(/^[a-z0-9-]{1,16}$/),
    kind: z.string(),
    params: z.record(z.string(), z.union([z.number(), z.string()])).catch({}),
    lines: z
      .array(
        z.object({
          color: z.string().optional().catch(undefined),
          width: z.number().optional().catch(undefined),
          visible: z.boolean().optional().catch(undefined),
        }),
      )
      .max(8)
      .catch([]),
    visible: z.boolean().catch(true),
    pane: z.number().int().min(0).max(INDICATORS_PER_CHART_MAX),
    intervals: z.array(z.unknown()).optional().catch(undefined),
  }),
);

const storedSet = lazySchema(() =>
  z.object({
    indicators: z.array(z.unknown()).max(INDICATORS_PER_CHART_MAX).catch([]),
    panes: z
      .array(z.object({ weight: z.number().catch(NEW_PANE_WEIGHT), collapsed: z.boolean().catch(false) }))
      .min(1)
      .max(INDICATORS_PER_CHART_MAX + 1)
      .catch(() => NO_INDICATORS.panes),
  }),
);

/**
 * Stored data (the panel's settings, a template) as a valid set: indicators of a kind this build does not
 * know or in no pane are dropped, parameters it does not have dropped and bad ones set to their default,
 * repeated ids dropped, empty panes removed, intervals it does not know dropped (none left: every
 * interval). Anything else reads as no indicators.
 */
export function parseIndicators(data: unknown): ChartIndicators {
  const parsed = storedSet.safeParse(data);
  if (!parsed.success) return NO_INDICATORS;
  const panes = parsed.data.panes.map((pane, at) => ({
    weight: Math.min(MAX_PANE_WEIGHT, Math.max(MIN_PANE_WEIGHT, pane.weight)),
    collapsed: at > 0 && pane.collapsed,
  }));
  const seen = new Set<string>();
  const indicators: ChartIndicator[] = [];
  for (const raw of parsed.data.indicators) {
    const item = storedIndicator.safeParse(raw);
    if (!item.success || !isIndicatorKind(item.data.kind) || seen.has(item.data.id)) continue;
    if (item.data.pane >= panes.length) continue;
    const definition = indicatorDefinition(item.data.kind);
    const params = withDefaults(definition);
    const defaults = { ...params };
    for (const spec of definition.params) {
      const value = item.data.params[spec.name];
      if (value !== undefined && paramProblems(definition, { ...defaults, [spec.name]: value }).length === 0)
        (params as Record<string, number | string>)[spec.name] = value;
    }
    seen.add(item.data.id);
    indicators.push(
      withIntervals(
        {
          id: item.data.id,
          kind: item.data.kind,
          params,
          lines: item.data.lines.slice(0, definition.lines.length).map((line) => cleanChoice(line)),
          visible: item.data.visible,
          pane: item.data.pane,
        },
        intervalChoice(item.data.intervals),
      ),
    );
  }
  return dropEmptyPanes({ indicators, panes });
}
