/**
 * The alert texts that are not plain keys: the contract's ko/en texts in the page's language (an alert's
 * description, the exchange's problems) and a form problem; the indicators' names are the chart's indicator
 * texts (chart.indicators in the chart bundle, which the alerts' texts share), by the keys
 * src/render/chart/indicator-texts.ts builds for the chart's own dialogs.
 */
import type { TFunction } from 'i18next';
import { ALERT_PROBLEM_MESSAGES, alertConditionText, type Alert } from '../../../contract';
import type { Language } from '../../lib/languages';
import { choiceName, paramName, problemText, sourceName } from '../../render/chart/indicator-texts';
import type { AlertFormProblem } from './alert-form';

/** What an alert watches, as the panel and the chart's line say it (contract notification-texts.ts). */
export function alertDescription(alert: Pick<Alert, 'coin' | 'condition'>, language: Language): string {
  return alertConditionText(alert.coin, alert.condition)[language];
}

/** A form problem in the page's language: the exchange's words, or the indicator settings' for a parameter. */
export function formProblemText(t: TFunction, language: Language, problem: AlertFormProblem): string {
  if (problem.kind === 'alert') return ALERT_PROBLEM_MESSAGES[problem.problem][language];
  return `${paramName(t, problem.problem.param)}: ${problemText(t, problem.problem)}`;
}

/** A choice parameter's option: a price source's name, or the option of the parameter's own list. */
export function optionName(t: TFunction, param: string, option: string, source: boolean): string {
  return source ? sourceName(t, option) : choiceName(t, param, option);
}
