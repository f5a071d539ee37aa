/**
 * The indicator picker's templates: a chart's indicators saved under a name, applied to another chart
 * later, deleted. The rules of the stored list (names, limits) are the chart settings' (chart-settings.ts);
 * these are the changes to it. A template's set is stored as plain JSON and read back through
 * parseIndicators, so a template saved by another build (an indicator it does not know) applies what it can.
 */
import { parseIndicators, type ChartIndicators } from './chart-indicators';
import { sameTemplateName, templateName, TEMPLATES_MAX, type IndicatorTemplate } from './chart-settings';

/**
 * Why a save did not happen: `name` not 1 to TEMPLATE_NAME_MAX characters once trimmed, `nothing` no
 * indicator to save, `full` TEMPLATES_MAX kept already, `exists` a template of that name (save again with
 * `replace` once the trader confirmed).
 */
export type TemplateSaveProblem = 'name' | 'nothing' | 'full' | 'exists';

export type TemplateSave =
  | { ok: true; templates: IndicatorTemplate[]; name: string }
  | { ok: false; problem: TemplateSaveProblem; name: string };

/**
 * The templates with `set` saved as `name`: added last, or with `replace` in the place of the template of
 * that name (taking the name as now written).
 */
export function saveTemplate(
  templates: readonly IndicatorTemplate[],
  rawName: string,
  set: ChartIndicators,
  { replace = false }: { replace?: boolean } = {},
): TemplateSave {
  const name = templateName(rawName);
  if (name === null) return { ok: false, problem: 'name', name: rawName.trim() };
  if (set.indicators.length === 0) return { ok: false, problem: 'nothing', name };
  // Plain JSON, as it is stored: the set handed in may be a store's proxy or snapshot.
  const saved: IndicatorTemplate = { name, set: JSON.parse(JSON.stringify(set)) as unknown };
  const at = templates.findIndex((template) => sameTemplateName(template.name, name));
  if (at >= 0) {
    if (!replace) return { ok: false, problem: 'exists', name: templates[at]!.name };
    return { ok: true, templates: templates.map((each, i) => (i === at ? saved : each)), name };
  }
  if (templates.length >= TEMPLATES_MAX) return { ok: false, problem: 'full', name };
  return { ok: true, templates: [...templates, saved], name };
}

export function deleteTemplate(templates: readonly IndicatorTemplate[], name: string): IndicatorTemplate[] {
  return templates.filter((template) => !sameTemplateName(template.name, name));
}

/** The set a template applies: as much of what was saved as this build reads as valid. */
export function templateSet(template: IndicatorTemplate): ChartIndicators {
  return parseIndicators(template.set);
}

/** How many indicators a template holds, as it would apply. */
export function templateSize(template: IndicatorTemplate): number {
  return templateSet(template).indicators.length;
}
