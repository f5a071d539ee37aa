/**
 * The alert dialog's form as a pure rule: the fields as typed (texts for numbers, so a half-typed value
 * stays as typed), the form a draft opens with (a new alert at a price or on a drawing's line, or an alert
 * to edit), the alert's content it stands for, and the first problem with it — the exchange's own rule
 * (contract/alert-rules.ts alertProblem, alertExpiryProblem against the clock), then the indicator's
 * parameters against the chart's catalogue (workers/core/indicators, as the indicator settings check them),
 * so that the dialog refuses what the exchange refuses with the same words.
 */
import {
  ALERT_EXPIRY_MAX_MS,
  CROSSING_OPS,
  alertExpiryProblem,
  alertProblem,
  type Alert,
  type AlertCondition,
  type AlertContent,
  type AlertForecastSide,
  type AlertKind,
  type AlertOp,
  type AlertProblem,
  type AlertTrigger,
  type CrossingOp,
  type MoveDirection,
} from '../../../contract';
import { KST_OFFSET_SECONDS, type CandleInterval } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import {
  INDICATORS,
  indicatorDefinition,
  isIndicatorKind,
  paramProblems,
  withDefaults,
  type IndicatorKind,
  type ParamProblem,
} from '../../render/chart/chart-studies';

/** What opens the dialog: a new alert at a price, a new one on a drawing's line, or one to edit. */
export type AlertDraft =
  { coin: CoinKey; price?: number } | { coin: CoinKey; drawingId: string; line: number } | { alert: Alert };

/** Indicators whose every parameter the dialog can take (an anchored VWAP's anchor is a bar, not a field). */
export const ALERT_INDICATORS: readonly IndicatorKind[] = INDICATORS.filter((definition) =>
  definition.params.every((spec) => spec.type !== 'time'),
).map((definition) => definition.kind);

export type TargetMode = 'value' | 'line';

export interface AlertForm {
  coin: CoinKey;
  kind: AlertKind;
  /** Price and indicator alerts' op; a drawing alert's is one of CROSSING_OPS. */
  op: AlertOp;
  value: string;
  direction: MoveDirection;
  percent: string;
  minutes: string;
  drawingId: string;
  line: number;
  interval: CandleInterval;
  indicator: IndicatorKind;
  /** The indicator's parameters as typed, by name. */
  params: Record<string, string>;
  indicatorLine: string;
  target: TargetMode;
  targetValue: string;
  targetLine: string;
  side: AlertForecastSide;
  /** The forecast's level in percent (0–100, as typed): the condition keeps it as a fraction. */
  levelPercent: string;
  trigger: AlertTrigger;
  expires: boolean;
  /** `YYYY-MM-DDTHH:mm` in KST (a datetime-local field's value). */
  expiry: string;
  message: string;
  active: boolean;
}

const DEFAULT_INDICATOR: IndicatorKind = 'rsi';
const HOUR_MS = 3_600_000;
const KST_OFFSET_MS = KST_OFFSET_SECONDS * 1000;
const pad2 = (value: number) => String(value).padStart(2, '0');

/** A moment as a datetime-local value in KST: 2026-11-29T15:00. */
export function kstFieldText(instantMs: number): string {
  const kst = new Date(instantMs + KST_OFFSET_MS);
  return (
    `${kst.getUTCFullYear()}-${pad2(kst.getUTCMonth() + 1)}-${pad2(kst.getUTCDate())}` +
    `T${pad2(kst.getUTCHours())}:${pad2(kst.getUTCMinutes())}`
  );
}

const FIELD_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value read in KST; NaN for a text that is no such moment. */
export function kstFieldMoment(text: string): number {
  const match = FIELD_TEXT.exec(text);
  if (!match) return Number.NaN;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const utc = Date.UTC(year, month - 1, day, hour, minute);
  return kstFieldText(utc - KST_OFFSET_MS) === text ? utc - KST_OFFSET_MS : Number.NaN;
}

/** The latest expiry the exchange takes from a write at `now`, as the field's max. */
export function latestExpiryText(now: number): string {
  return kstFieldText(now + ALERT_EXPIRY_MAX_MS);
}

function numberText(value: number | string | undefined): string {
  return value === undefined ? '' : String(value);
}

/** A text as a number; NaN for an empty or partly typed one, which the rules refuse. */
function parsed(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? Number.NaN : Number(trimmed);
}

function paramTexts(
  kind: IndicatorKind,
  params: Record<string, number | string> = {},
): Record<string, string> {
  const complete = { ...withDefaults(indicatorDefinition(kind)), ...params };
  return Object.fromEntries(Object.entries(complete).map(([name, value]) => [name, String(value)]));
}

/** The form with `kind`'s indicator chosen: its defaults, its first line, another line to compare with. */
export function withIndicator(form: AlertForm, kind: IndicatorKind): AlertForm {
  const lines = indicatorDefinition(kind).lines.map((line) => line.name);
  return {
    ...form,
    indicator: kind,
    params: paramTexts(kind),
    indicatorLine: lines[0] ?? '',
    targetLine: lines[1] ?? '',
    target: lines.length > 1 && form.target === 'line' ? 'line' : 'value',
  };
}

/** The form with another kind chosen: a drawing alert's op is a crossing. */
export function withKind(form: AlertForm, kind: AlertKind): AlertForm {
  const crossing = (CROSSING_OPS as readonly string[]).includes(form.op);
  return { ...form, kind, op: kind === 'drawing' && !crossing ? 'crosses' : form.op };
}

function blankForm(coin: CoinKey, now: number): AlertForm {
  return withIndicator(
    {
      coin,
      kind: 'price',
      op: 'crosses',
      value: '',
      direction: 'either',
      percent: '5',
      minutes: '60',
      drawingId: '',
      line: 0,
      interval: '60',
      indicator: DEFAULT_INDICATOR,
      params: {},
      indicatorLine: '',
      target: 'value',
      targetValue: '',
      targetLine: '',
      side: 'up',
      levelPercent: '70',
      trigger: 'once',
      expires: false,
      expiry: kstFieldText(Math.ceil((now + 7 * 24 * HOUR_MS) / HOUR_MS) * HOUR_MS),
      message: '',
      active: true,
    },
    DEFAULT_INDICATOR,
  );
}

function withCondition(form: AlertForm, condition: AlertCondition): AlertForm {
  switch (condition.kind) {
    case 'price':
      return { ...form, kind: 'price', op: condition.op, value: numberText(condition.value) };
    case 'move':
      return {
        ...form,
        kind: 'move',
        direction: condition.direction,
        percent: numberText(condition.percent),
        minutes: numberText(condition.minutes),
      };
    case 'drawing':
      return {
        ...form,
        kind: 'drawing',
        op: condition.op,
        drawingId: condition.drawingId,
        line: condition.line,
      };
    case 'indicator': {
      const { indicator, target } = condition;
      const base = isIndicatorKind(indicator.kind) ? withIndicator(form, indicator.kind) : form;
      return {
        ...base,
        kind: 'indicator',
        interval: condition.interval,
        op: condition.op,
        params: isIndicatorKind(indicator.kind)
          ? paramTexts(indicator.kind, indicator.params)
          : Object.fromEntries(
              Object.entries(indicator.params).map(([name, value]) => [name, String(value)]),
            ),
        indicatorLine: condition.line,
        target: 'value' in target ? 'value' : 'line',
        targetValue: 'value' in target ? numberText(target.value) : '',
        targetLine: 'line' in target ? target.line : base.targetLine,
      };
    }
    case 'forecast':
      return {
        ...form,
        kind: 'forecast',
        interval: condition.interval,
        side: condition.side,
        levelPercent: numberText(Math.round(condition.level * 1e6) / 1e4),
      };
  }
}

/** The form a draft opens with; `now` places a new expiry a week ahead, on the hour. */
export function formFromDraft(draft: AlertDraft, now: number): AlertForm {
  if ('alert' in draft) {
    const { alert } = draft;
    const form = withCondition(blankForm(alert.coin, now), alert.condition);
    return {
      ...form,
      trigger: alert.trigger,
      expires: alert.expiresAt !== null,
      expiry: alert.expiresAt === null ? form.expiry : kstFieldText(alert.expiresAt),
      message: alert.message,
      active: alert.active,
    };
  }
  const form = blankForm(draft.coin, now);
  if ('drawingId' in draft) return { ...form, kind: 'drawing', drawingId: draft.drawingId, line: draft.line };
  return { ...form, value: draft.price === undefined ? '' : String(draft.price) };
}

function paramValue(kind: IndicatorKind, name: string, text: string): number | string {
  const spec = indicatorDefinition(kind).params.find((each) => each.name === name);
  return spec && (spec.type === 'source' || spec.type === 'choice') ? text : parsed(text);
}

function conditionOf(form: AlertForm): AlertCondition {
  switch (form.kind) {
    case 'price':
      return { kind: 'price', op: form.op, value: parsed(form.value) };
    case 'move':
      return {
        kind: 'move',
        direction: form.direction,
        percent: parsed(form.percent),
        minutes: parsed(form.minutes),
      };
    case 'drawing':
      return { kind: 'drawing', drawingId: form.drawingId, line: form.line, op: form.op as CrossingOp };
    case 'indicator':
      return {
        kind: 'indicator',
        interval: form.interval,
        indicator: {
          kind: form.indicator,
          params: Object.fromEntries(
            Object.entries(form.params).map(([name, text]) => [name, paramValue(form.indicator, name, text)]),
          ),
        },
        line: form.indicatorLine,
        op: form.op,
        target: form.target === 'value' ? { value: parsed(form.targetValue) } : { line: form.targetLine },
      };
    case 'forecast': {
      const percent = parsed(form.levelPercent);
      // In percent with at most 4 decimals, so 70 % is 0.7 exactly (no 0.7000000000000001).
      return {
        kind: 'forecast',
        interval: form.interval,
        side: form.side,
        level: Math.round(percent * 1e4) / 1e6,
      };
    }
  }
}

/** The alert's content the form stands for (what the PUT sends, with the base version). */
export function alertContentOf(form: AlertForm): AlertContent {
  return {
    coin: form.coin,
    condition: conditionOf(form),
    trigger: form.trigger,
    expiresAt: form.expires ? kstFieldMoment(form.expiry) : null,
    message: form.message,
    active: form.active,
  };
}

/** What is wrong with the form: one of the exchange's problems, or an indicator parameter's. */
export type AlertFormProblem =
  { kind: 'alert'; problem: AlertProblem } | { kind: 'param'; problem: ParamProblem };

/**
 * The first problem with the form at `now`: the exchange's rules first (so the words are the exchange's),
 * then the expiry against the clock (an unreadable expiry is out of range too), then the indicator's
 * parameters against its definition.
 */
export function formProblem(form: AlertForm, now: number): AlertFormProblem | undefined {
  const content = alertContentOf(form);
  const { expiresAt } = content;
  // An unreadable expiry (NaN) is the clock's problem (out of range), not the alert's shape.
  const readable = expiresAt !== null && Number.isNaN(expiresAt) ? null : expiresAt;
  const problem = alertProblem({ ...content, expiresAt: readable }) ?? alertExpiryProblem(expiresAt, now);
  if (problem) return { kind: 'alert', problem };
  if (content.condition.kind === 'indicator') {
    const [first] = paramProblems(indicatorDefinition(form.indicator), content.condition.indicator.params);
    if (first) return { kind: 'param', problem: first };
  }
  return undefined;
}
