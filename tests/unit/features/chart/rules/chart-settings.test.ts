import { describe, expect, test } from 'vitest';
import {
  CHART_SETTINGS_VERSION,
  DEFAULT_LINE_TOGGLES,
  MIGRATED_MEMBER,
  defaultChartSettings,
  lineTogglesOf,
  memberKey,
  migrateChartSettings,
  openingInterval,
  PANEL_RESOLUTIONS_KEPT,
  parseChartSettings,
  resetChartSettings,
  sameTemplateName,
  TEMPLATE_NAME_MAX,
  templateName,
  TEMPLATES_MAX,
  withPanelResolution,
  type ChartSettings,
} from '../../../../../src/features/chart/rules/chart-settings';
import {
  INDICATOR_KIND_NAMES,
  isKnownIndicatorKind,
} from '../../../../../src/features/chart/rules/indicator-kinds';
import { INDICATORS } from '../../../../../src/render/chart/chart-studies';

const stored = (value: unknown) => JSON.stringify(value);

function withChanges(changes: Partial<ChartSettings>): ChartSettings {
  return { ...defaultChartSettings(), ...changes };
}

test('the chart is light unless the member chooses dark (chart spec §6)', () => {
  expect(defaultChartSettings().theme).toBe('light');
  expect(parseChartSettings(stored({ version: 2, theme: 'dark' })).theme).toBe('dark');
});

describe('parseChartSettings', () => {
  const full: ChartSettings = {
    version: 2,
    chart: { ma15: false, ma60: true },
    theme: 'light',
    lines: { '7': { averagePrice: false, pending: true }, guest: { averagePrice: true, pending: false } },
    forecastActive: true,
    forecastTermsAgreed: true,
    termsShownCount: 2,
    lastResolution: '60',
    panelResolutions: { 'chart-1': '240', 'chart-2': '1' },
    leftToolbarHidden: true,
    paneProperties: { showGrid: false, showVolume: false },
    chartHidden: true,
    indicatorFavourites: ['rsi', 'bollinger'],
    indicatorTemplates: [{ name: 'Scalping', set: { indicators: [], panes: [] } }],
    popupChart: { chartType: 'heikinAshi', indicators: { indicators: [], panes: [] } },
  };

  test.each<[string, string | null, ChartSettings]>([
    ['nothing stored', null, defaultChartSettings()],
    ['not JSON', '{version: 2', defaultChartSettings()],
    ['JSON that is no object', '42', defaultChartSettings()],
    ['null', 'null', defaultChartSettings()],
    ['an unknown future version', stored({ ...full, version: 9 }), defaultChartSettings()],
    ['no version at all', stored({ theme: 'light' }), defaultChartSettings()],
    ['a complete version 2 record', stored(full), full],
    [
      'a bad resolution, keeping the rest',
      stored({ ...full, lastResolution: '7' }),
      { ...full, lastResolution: '1' },
    ],
    ['a negative count', stored({ ...full, termsShownCount: -1 }), { ...full, termsShownCount: 0 }],
    ['a fractional count', stored({ ...full, termsShownCount: 1.5 }), { ...full, termsShownCount: 0 }],
    ['a theme of another app', stored({ ...full, theme: 'blue' }), { ...full, theme: 'light' }],
    [
      'a damaged member entry among good ones',
      stored({ ...full, lines: { '7': { averagePrice: false, pending: true }, '8': 'yes' } }),
      { ...full, lines: { '7': { averagePrice: false, pending: true } } },
    ],
    [
      'one bad toggle of a member',
      stored({ ...full, lines: { '7': { averagePrice: 'no', pending: false } } }),
      { ...full, lines: { '7': { averagePrice: true, pending: false } } },
    ],
    [
      'pane properties of the wrong shape',
      stored({ ...full, paneProperties: [1, 2] }),
      { ...full, paneProperties: { showGrid: true, showVolume: true } },
    ],
    [
      'a chart-hide flag of the wrong type',
      stored({ ...full, chartHidden: 'yes' }),
      { ...full, chartHidden: false },
    ],
    [
      'a record from before the chart-hide flag',
      stored({ ...full, chartHidden: undefined }),
      { ...full, chartHidden: false },
    ],
    [
      'missing fields',
      stored({ version: 2, forecastTermsAgreed: true }),
      withChanges({ forecastTermsAgreed: true }),
    ],
  ])('%s', (_name, text, expected) => {
    expect(parseChartSettings(text)).toEqual(expected);
  });
});

describe('migrateChartSettings (version 1 → 2)', () => {
  test.each<[string, unknown, ChartSettings]>([
    [
      'browser-wide toggles become the toggles of members without their own',
      {
        version: 1,
        resolution: '240',
        averageLine: false,
        pendingLine: true,
        forecast: { active: true, agreed: true, shown: 1 },
        theme: 'light',
      },
      withChanges({
        lines: { [MIGRATED_MEMBER]: { averagePrice: false, pending: true } },
        lastResolution: '240',
        forecastActive: true,
        forecastTermsAgreed: true,
        termsShownCount: 1,
        theme: 'light',
      }),
    ],
    [
      'damaged version 1 fields fall back one by one',
      { version: 1, resolution: 'x', averageLine: 3, forecast: 'on' },
      withChanges({ lines: { [MIGRATED_MEMBER]: DEFAULT_LINE_TOGGLES } }),
    ],
  ])('%s', (_name, v1, expected) => {
    expect(parseChartSettings(stored(v1))).toEqual(expected);
  });

  test('anything not version 1 passes through unchanged', () => {
    const v2 = defaultChartSettings();
    expect(migrateChartSettings(v2)).toBe(v2);
    expect(migrateChartSettings('text')).toBe('text');
  });

  test('a version 1 record has no indicator favourites or templates', () => {
    const settings = parseChartSettings(stored({ version: 1, resolution: '60' }));
    expect(settings.indicatorFavourites).toEqual([]);
    expect(settings.indicatorTemplates).toEqual([]);
  });

  test('the migrated record is of the current version', () => {
    expect(parseChartSettings(stored({ version: 1 })).version).toBe(CHART_SETTINGS_VERSION);
  });
});

describe('line toggles per member', () => {
  const settings = withChanges({
    lines: {
      '7': { averagePrice: false, pending: false },
      [MIGRATED_MEMBER]: { averagePrice: true, pending: false },
    },
  });

  test.each<[string, number | null, { averagePrice: boolean; pending: boolean }]>([
    ['a member with their own', 7, { averagePrice: false, pending: false }],
    ['a member without: the migrated toggles', 8, { averagePrice: true, pending: false }],
    ['a guest: the migrated toggles', null, { averagePrice: true, pending: false }],
  ])('%s', (_name, memNo, expected) => {
    expect(lineTogglesOf(settings, memberKey(memNo))).toEqual(expected);
  });

  test('defaults when nothing is stored for anyone', () => {
    expect(lineTogglesOf(defaultChartSettings(), memberKey(1))).toEqual(DEFAULT_LINE_TOGGLES);
  });
});

test('reset restores defaults but keeps the forecast terms answer and count', () => {
  const changed = withChanges({
    theme: 'light',
    forecastActive: true,
    forecastTermsAgreed: true,
    termsShownCount: 2,
    lastResolution: '60',
    lines: { '7': { averagePrice: false, pending: false } },
  });
  expect(resetChartSettings(changed)).toEqual(withChanges({ forecastTermsAgreed: true, termsShownCount: 2 }));
});

test("reset keeps the trader's indicator favourites and templates", () => {
  const templates = [{ name: 'Swing', set: { indicators: [], panes: [{ weight: 3, collapsed: false }] } }];
  const changed = withChanges({
    theme: 'dark',
    indicatorFavourites: ['macd'],
    indicatorTemplates: templates,
  });
  const reset = resetChartSettings(changed);
  expect(reset).toEqual(withChanges({ indicatorFavourites: ['macd'], indicatorTemplates: templates }));
  // Copies: the reset record shares nothing that a later change to it could alter in the old one.
  expect(reset.indicatorFavourites).not.toBe(changed.indicatorFavourites);
  expect(reset.indicatorTemplates[0]).not.toBe(templates[0]);
});

describe('indicator favourites and templates in the stored settings', () => {
  const set = { indicators: [{ id: 'i1', kind: 'rsi', params: {}, lines: [], visible: true, pane: 1 }] };
  const withIndicators = (favourites: unknown, templates: unknown) =>
    parseChartSettings(
      stored({ ...defaultChartSettings(), indicatorFavourites: favourites, indicatorTemplates: templates }),
    );

  test('the kinds listed apart from the library are exactly its kinds', () => {
    expect([...INDICATOR_KIND_NAMES].sort()).toEqual(INDICATORS.map((each) => each.kind).sort());
    expect(isKnownIndicatorKind('rsi')).toBe(true);
    expect(isKnownIndicatorKind('RSI')).toBe(false);
    expect(isKnownIndicatorKind(7)).toBe(false);
  });

  test('a record stored before them has none', () => {
    const { indicatorFavourites: _, indicatorTemplates: __, ...older } = defaultChartSettings();
    const settings = parseChartSettings(stored(older));
    expect(settings.indicatorFavourites).toEqual([]);
    expect(settings.indicatorTemplates).toEqual([]);
  });

  test.each<[string, unknown, string[]]>([
    ['good kinds, in the order starred', ['macd', 'rsi', 'sma'], ['macd', 'rsi', 'sma']],
    ['an unknown kind dropped', ['rsi', 'supertrend', 'ema'], ['rsi', 'ema']],
    ['a repeated kind once', ['rsi', 'ema', 'rsi'], ['rsi', 'ema']],
    ['what is no kind dropped', ['rsi', 3, null, { kind: 'ema' }, ['sma']], ['rsi']],
    ['no array: none', 'rsi', []],
    ['nothing: none', null, []],
  ])('favourites: %s', (_name, favourites, expected) => {
    expect(withIndicators(favourites, []).indicatorFavourites).toEqual(expected);
  });

  test.each<[string, unknown, { name: string; set: unknown }[]]>([
    ['a good template', [{ name: 'Swing', set }], [{ name: 'Swing', set }]],
    ['its name trimmed', [{ name: '  Swing ', set }], [{ name: 'Swing', set }]],
    ['a blank name dropped', [{ name: '   ', set }], []],
    ['a name over the limit dropped', [{ name: 'x'.repeat(TEMPLATE_NAME_MAX + 1), set }], []],
    [
      'a name of the limit kept',
      [{ name: '가'.repeat(TEMPLATE_NAME_MAX), set }],
      [{ name: '가'.repeat(TEMPLATE_NAME_MAX), set }],
    ],
    ['a name that is no text dropped', [{ name: 42, set }], []],
    ['a template without a set dropped', [{ name: 'Swing' }], []],
    ['a set that is no object dropped', [{ name: 'Swing', set: 'rsi' }], []],
    [
      'a repeated name (whatever its case) keeps the first',
      [
        { name: 'Swing', set },
        { name: 'SWING', set: {} },
      ],
      [{ name: 'Swing', set }],
    ],
    ['no array: none', { name: 'Swing', set }, []],
    // The set itself is not read here (parseIndicators reads it, on apply): a damaged one stays as stored.
    [
      'a damaged set kept as stored',
      [{ name: 'Odd', set: { indicators: 'x' } }],
      [{ name: 'Odd', set: { indicators: 'x' } }],
    ],
  ])('templates: %s', (_name, templates, expected) => {
    expect(withIndicators([], templates).indicatorTemplates).toEqual(expected);
  });

  test('at most TEMPLATES_MAX templates are kept, the first ones', () => {
    const many = Array.from({ length: TEMPLATES_MAX + 3 }, (_, i) => ({ name: `T${i}`, set }));
    const kept = withIndicators([], many).indicatorTemplates;
    expect(kept.map((each) => each.name)).toEqual(many.slice(0, TEMPLATES_MAX).map((each) => each.name));
  });

  test.each<[string, string | null]>([
    ['Swing', 'Swing'],
    ['  Swing trade  ', 'Swing trade'],
    ['', null],
    ['   ', null],
    ['x'.repeat(TEMPLATE_NAME_MAX), 'x'.repeat(TEMPLATE_NAME_MAX)],
    ['x'.repeat(TEMPLATE_NAME_MAX + 1), null],
    // Characters, not UTF-16 units: an emoji is one.
    ['😀'.repeat(TEMPLATE_NAME_MAX), '😀'.repeat(TEMPLATE_NAME_MAX)],
  ])('the template name %j reads as %j', (name, expected) => {
    expect(templateName(name)).toBe(expected);
  });

  test('names are the same whatever their case and surrounding spaces', () => {
    expect(sameTemplateName('Swing', ' swing ')).toBe(true);
    expect(sameTemplateName('스윙', '스윙')).toBe(true);
    expect(sameTemplateName('Swing', 'Swing 2')).toBe(false);
  });
});

describe('intervals per chart panel', () => {
  test('a panel opens on its own interval, else on the last one chosen; a bad stored entry is dropped', () => {
    const settings = parseChartSettings(
      stored({
        ...defaultChartSettings(),
        lastResolution: '5',
        panelResolutions: { 'chart-1': '60', 'chart-2': '7' },
      }),
    );
    expect(settings.panelResolutions).toEqual({ 'chart-1': '60' });
    expect(openingInterval(settings, 'chart-1')).toBe('60');
    expect(openingInterval(settings, 'chart-2')).toBe('5');
    expect(openingInterval(settings, undefined)).toBe('5');
  });

  test('a record stored before panel intervals reads as none', () => {
    const { panelResolutions: _, ...older } = defaultChartSettings();
    expect(parseChartSettings(stored(older)).panelResolutions).toEqual({});
  });

  test('setting one moves it to the newest and keeps at most PANEL_RESOLUTIONS_KEPT', () => {
    let record = withPanelResolution({ a: '1', b: '5' }, 'a', '60');
    expect(Object.entries(record)).toEqual([
      ['b', '5'],
      ['a', '60'],
    ]);
    for (let i = 0; i < PANEL_RESOLUTIONS_KEPT + 5; i++) record = withPanelResolution(record, `p${i}`, '1');
    expect(Object.keys(record)).toHaveLength(PANEL_RESOLUTIONS_KEPT);
    expect(record.a).toBeUndefined();
    expect(record[`p${PANEL_RESOLUTIONS_KEPT + 4}`]).toBe('1');
  });
});
