/**
 * The indicators' texts (chart.indicators in the chart bundle) by what they name: a kind's name, legend
 * name and search words, a line, a parameter, a price source, a choice's option, a parameter's problem.
 * Kinds are typed keys; the library's line, parameter and option names are plain strings, so their keys
 * are built here once, and a unit test holds the texts to every name of every definition.
 */
import type { ParseKeys, TFunction } from 'i18next';
import { groupNumberText, numberToText } from '../../lib/input-value';
import type { IndicatorKind, ParamProblem } from './chart-studies';

export function kindName(t: TFunction, kind: IndicatorKind): string {
  return t(`chart.indicators.kinds.${kind}.name`);
}

/** The legend's name: RSI, BB, 일목균형표. */
export function kindShort(t: TFunction, kind: IndicatorKind): string {
  return t(`chart.indicators.kinds.${kind}.short`);
}

export function lineName(t: TFunction, kind: IndicatorKind, line: string): string {
  return t(`chart.indicators.lines.${kind}.${line}` as ParseKeys);
}

export function paramName(t: TFunction, param: string): string {
  return t(`chart.indicators.params.${param}` as ParseKeys);
}

export function sourceName(t: TFunction, source: string): string {
  return t(`chart.indicators.sources.${source}` as ParseKeys);
}

export function choiceName(t: TFunction, param: string, option: string): string {
  return t(`chart.indicators.choices.${param}.${option}` as ParseKeys);
}

/** A limit as a trader reads it: 2,000; 0.001. */
function limitText(value: number): string {
  return groupNumberText(numberToText(value));
}

/** What is wrong with a parameter's value, in the trader's language. */
export function problemText(t: TFunction, problem: ParamProblem): string {
  switch (problem.problem) {
    case 'whole':
    case 'range':
      return t(`chart.indicators.problems.${problem.problem}`, {
        min: limitText(problem.min),
        max: limitText(problem.max),
      });
    default:
      return t(`chart.indicators.problems.${problem.problem}`);
  }
}
