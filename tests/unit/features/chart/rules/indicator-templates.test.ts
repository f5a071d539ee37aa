import { describe, expect, test } from 'vitest';
import {
  addIndicator,
  NO_INDICATORS,
  type ChartIndicators,
} from '../../../../../src/features/chart/rules/chart-indicators';
import {
  TEMPLATE_NAME_MAX,
  TEMPLATES_MAX,
  type IndicatorTemplate,
} from '../../../../../src/features/chart/rules/chart-settings';
import {
  deleteTemplate,
  saveTemplate,
  templateSet,
  templateSize,
  type TemplateSave,
} from '../../../../../src/features/chart/rules/indicator-templates';
import type { IndicatorKind } from '../../../../../src/render/chart/chart-studies';

function withKinds(...kinds: IndicatorKind[]): ChartIndicators {
  return kinds.reduce((set, kind) => {
    const change = addIndicator(set, kind);
    if (!change.ok) throw new Error(`refused ${kind}`);
    return change.set;
  }, NO_INDICATORS);
}

function saved(save: TemplateSave): IndicatorTemplate[] {
  if (!save.ok) throw new Error(`not saved: ${save.problem}`);
  return save.templates;
}

const rsiMacd = withKinds('rsi', 'macd');
const bands = withKinds('bollinger');

describe('saving a template', () => {
  test('a new name is added last, its set as plain JSON', () => {
    const first = saved(saveTemplate([], ' Momentum ', rsiMacd));
    const both = saved(saveTemplate(first, 'Bands', bands));
    expect(both.map((each) => each.name)).toEqual(['Momentum', 'Bands']);
    expect(both[0]!.set).toEqual(rsiMacd);
    expect(both[0]!.set).not.toBe(rsiMacd);
    expect(templateSet(both[0]!)).toEqual(rsiMacd);
  });

  test.each<[string, string]>([
    ['empty', ''],
    ['blank', '   '],
    ['too long', 'x'.repeat(TEMPLATE_NAME_MAX + 1)],
  ])('a name %s is refused', (_name, name) => {
    expect(saveTemplate([], name, rsiMacd)).toMatchObject({ ok: false, problem: 'name' });
  });

  test('a chart without indicators has nothing to save', () => {
    expect(saveTemplate([], 'Empty', NO_INDICATORS)).toEqual({
      ok: false,
      problem: 'nothing',
      name: 'Empty',
    });
  });

  test('a name in use asks first, whatever its case; confirmed, it replaces that template in its place', () => {
    const templates = saved(saveTemplate(saved(saveTemplate([], 'Momentum', rsiMacd)), 'Bands', bands));
    expect(saveTemplate(templates, 'MOMENTUM', bands)).toEqual({
      ok: false,
      problem: 'exists',
      name: 'Momentum',
    });
    const replaced = saved(saveTemplate(templates, 'MOMENTUM', bands, { replace: true }));
    expect(replaced.map((each) => each.name)).toEqual(['MOMENTUM', 'Bands']);
    expect(templateSet(replaced[0]!)).toEqual(bands);
  });

  test(`at most ${TEMPLATES_MAX}: a new name is refused then, a name in use may still be replaced`, () => {
    let templates: IndicatorTemplate[] = [];
    for (let i = 0; i < TEMPLATES_MAX; i++) templates = saved(saveTemplate(templates, `T${i}`, bands));
    expect(saveTemplate(templates, 'One more', bands)).toMatchObject({ ok: false, problem: 'full' });
    expect(saved(saveTemplate(templates, 'T3', rsiMacd, { replace: true }))).toHaveLength(TEMPLATES_MAX);
  });
});

describe('deleting and reading templates', () => {
  test('delete removes the template of that name, whatever its case', () => {
    const templates = saved(saveTemplate(saved(saveTemplate([], 'Momentum', rsiMacd)), 'Bands', bands));
    expect(deleteTemplate(templates, 'bands').map((each) => each.name)).toEqual(['Momentum']);
    expect(deleteTemplate(templates, 'Nothing')).toEqual(templates);
  });

  test('a stored set is read back as much as is valid: an unknown kind is dropped, its pane with it', () => {
    const stored = JSON.parse(JSON.stringify(rsiMacd)) as { indicators: { kind: string }[] };
    stored.indicators[0]!.kind = 'supertrend';
    const template = { name: 'Newer build', set: stored };
    expect(templateSet(template).indicators.map((each) => [each.kind, each.pane])).toEqual([['macd', 1]]);
    expect(templateSize(template)).toBe(1);
    expect(templateSize({ name: 'Damaged', set: { indicators: 'x' } })).toBe(0);
  });
});
