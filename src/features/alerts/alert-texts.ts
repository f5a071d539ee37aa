/**
 * The alert texts that are not plain keys: the contract's ko/en texts in the page's language (an alert's
 * description, the exchange's problems), a form problem, and the indicators' names, read from
 * the chart's indicator texts (chart.indicators in the chart bundle, which the alerts' texts share) by the
 * keys the chart's own indicator-texts.ts builds.
 */
import type { ParseKeys, TFunction } from 'i18next';
import { ALERT_PROBLEM_MESSAGES, alertConditionText, type Alert } from '../../../contract';
import { groupNumberText, numberToText } from '../../lib/input-value';
import type { Language } from '../../lib/languages';
import type { IndicatorKind } from '../../render/chart/chart-studies';
import type { AlertFormProblem } from './alert-form';

/** The page's language as i18next names it, for the contract's ko/en texts. */
export function languageOf(i18nLanguage: string): Language {
  return i18nLanguage.startsWith('en') ? 'en' : 'ko';
}

/** What an alert watches, as the panel and the chart's line say it (contract notification-texts.ts). */
export function alertDescription(alert: Pick<Alert, 'coin' | 'condition'>, language: Language): string {
  return alertConditionText(alert.coin, alert.condition)[language];
}

function limitText(value: number): string {
  return groupNumberText(numberToText(value));
}

/** A form problem in the page's language: the exchange's words, or the indicator settings' for a parameter. */
export function formProblemText(t: TFunction, language: Language, problem: AlertFormProblem): string {
  if (problem.kind === 'alert') return ALERT_PROBLEM_MESSAGES[problem.problem][language];
  const param = problem.problem;
  const name = paramName(t, param.param);
  switch (param.problem) {
    case 'whole':
    case 'range':
      return `${name}: ${t(`chart.indicators.problems.${param.problem}`, { min: limitText(param.min), max: limitText(param.max) })}`;
    default:
      return `${name}: ${t(`chart.indicators.problems.${param.problem}`)}`;
  }
}

export function kindName(t: TFunction, kind: IndicatorKind): string {
  return t(`chart.indicators.kinds.${kind}.name`);
}

export function lineName(t: TFunction, kind: IndicatorKind, line: string): string {
  return t(`chart.indicators.lines.${kind}.${line}` as ParseKeys);
}

export function paramName(t: TFunction, param: string): string {
  return t(`chart.indicators.params.${param}` as ParseKeys);
}

export function optionName(t: TFunction, param: string, option: string, source: boolean): string {
  return source
    ? t(`chart.indicators.sources.${option}` as ParseKeys)
    : t(`chart.indicators.choices.${param}.${option}` as ParseKeys);
}
