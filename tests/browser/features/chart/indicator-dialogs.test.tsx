/**
 * The indicator picker and an indicator's settings in real Chromium, opened through the app's dialog
 * registry as the chart's panel opens them, driven by role and name as a trader's keys, pointer and screen
 * reader do: search and add (Enter, a click, the arrows, Korean initials), favourites kept in the stored
 * settings, a full chart, templates saved, replaced, applied and deleted; a settings form changed, refused
 * with each problem beside its field in English and Korean, put back to its defaults and cancelled; the
 * intervals it shows at ticked and unticked, none refused.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import { CANDLE_INTERVALS } from '../../../../contract/intervals';
import { openIndicatorPicker, openIndicatorSettings } from '../../../../src/features/chart/chart-dialogs';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import {
  addIndicator,
  NO_INDICATORS,
  parseIndicators,
  setIntervals,
  type ChartIndicator,
  type ChartIndicators,
  type IndicatorRefusal,
} from '../../../../src/features/chart/rules/chart-indicators';
import { CHART_SETTINGS_STORAGE_KEY } from '../../../../src/features/chart/rules/chart-opening';
import {
  defaultChartSettings,
  parseChartSettings,
} from '../../../../src/features/chart/rules/chart-settings';
import type { IndicatorSettingsChange } from '../../../../src/features/chart/rules/indicator-settings-form';
import { initI18n } from '../../../../src/i18n';
import { INDICATORS_PER_CHART_MAX, type IndicatorKind } from '../../../../src/render/chart/chart-studies';
import { closeAllDialogs } from '../../../../src/shell';
import { hangulWords, latinWords } from '../../../fixtures/foreign-words';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';

let mounted: Mounted | undefined;

beforeEach(() => {
  Object.assign(chartSettings, defaultChartSettings());
});

afterEach(() => {
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
});

function withKinds(...kinds: IndicatorKind[]): ChartIndicators {
  return kinds.reduce((set, kind) => {
    const change = addIndicator(set, kind);
    if (!change.ok) throw new Error(`refused ${kind}`);
    return change.set;
  }, NO_INDICATORS);
}

const stored = () => parseChartSettings(localStorage.getItem(CHART_SETTINGS_STORAGE_KEY));

interface Picker {
  dialog: Locator;
  search: Locator;
  onAdd: ReturnType<typeof vi.fn<(kind: IndicatorKind) => void>>;
  onApplyTemplate: ReturnType<typeof vi.fn<(set: ChartIndicators) => void>>;
}

/** The picker over `current`, in `language`. */
async function openPicker(
  current: ChartIndicators = NO_INDICATORS,
  language: 'en' | 'ko' = 'en',
): Promise<Picker> {
  mounted ??= mount(withAppDialogs(null));
  await initI18n(language);
  const onAdd = vi.fn<(kind: IndicatorKind) => void>();
  const onApplyTemplate = vi.fn<(set: ChartIndicators) => void>();
  openIndicatorPicker({ current, onAdd, onApplyTemplate });
  const dialog = page.getByRole('dialog', { name: language === 'en' ? 'Indicators' : '지표' });
  await expect.element(dialog).toBeVisible();
  const search = dialog.getByRole('combobox', {
    name: language === 'en' ? 'Search indicators' : '지표 검색',
  });
  await expect.element(search).toHaveFocus();
  return { dialog, search, onAdd, onApplyTemplate };
}

/** The names of the options in view, by section. */
function listed(dialog: Locator): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const group of dialog.element().querySelectorAll('[role="group"]')) {
    const heading = document.getElementById(group.getAttribute('aria-labelledby')!)!.textContent!;
    out[heading] = [...group.querySelectorAll('[role="option"] [id$="-name"]')].map(
      (name) => name.textContent!,
    );
  }
  return out;
}

/** The words of a dialog (its texts and the names it gives) foreign to `language`. */
function foreignWords(dialog: Locator, language: 'en' | 'ko'): string[] {
  const root = dialog.element();
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]'))
    for (const name of ['aria-label', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
  return (language === 'ko' ? latinWords : hangulWords)(texts.join(' '));
}

describe('the indicator picker', () => {
  test('lists every indicator by section, and a search adds RSI with Enter and with a click', async () => {
    const { dialog, search, onAdd } = await openPicker();
    const sections = listed(dialog);
    expect(foreignWords(dialog, 'en')).toEqual([]);
    expect(Object.keys(sections)).toEqual(['Over the price', 'In a pane']);
    expect(sections['Over the price']).toHaveLength(9);
    expect(sections['In a pane']).toHaveLength(10);
    await expect.element(dialog.getByText('↑ ↓ move, Enter adds, Shift+Enter stars.')).toBeVisible();

    await userEvent.type(search, 'rsi');
    expect(listed(dialog)).toEqual({ 'In a pane': ['Relative Strength Index', 'Stochastic RSI'] });
    const rsi = dialog.getByRole('option', { name: 'Relative Strength Index RSI' });
    await expect.element(rsi).toHaveAttribute('aria-selected', 'true');
    await expect.element(search).toHaveAttribute('aria-activedescendant', rsi.element().id);
    await userEvent.keyboard('{Enter}');
    expect(onAdd.mock.calls).toEqual([['rsi']]);
    await expect
      .element(dialog.getByRole('status').last())
      .toHaveTextContent('Relative Strength Index added to the chart.');
    // The picker stays open for the next one.
    await expect.element(dialog).toBeVisible();

    await rsi.click();
    expect(onAdd.mock.calls).toEqual([['rsi'], ['rsi']]);
    await expect.element(search).toHaveFocus();
  });

  test('the arrows move through the rows; Korean initials, English and legend names find indicators', async () => {
    const { dialog, search, onAdd } = await openPicker();
    await userEvent.type(search, 'rsi');
    await userEvent.keyboard('{ArrowDown}');
    const stochRsi = dialog.getByRole('option', { name: 'Stochastic RSI Stoch RSI' });
    await expect.element(stochRsi).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(onAdd.mock.calls).toEqual([['stochRsi'], ['rsi']]);

    await userEvent.fill(search, 'ㅅㄷㄱㄷ');
    expect(listed(dialog)).toEqual({ 'In a pane': ['Relative Strength Index'] });
    await userEvent.fill(search, '이동평균');
    expect(listed(dialog)).toEqual({
      'Over the price': ['Simple Moving Average', 'Exponential Moving Average', 'Weighted Moving Average'],
      'In a pane': ['Moving Average Convergence Divergence'],
    });
    await userEvent.fill(search, 'BB');
    expect(listed(dialog)).toEqual({ 'Over the price': ['Bollinger Bands'] });

    await userEvent.fill(search, 'supertrend');
    await expect.element(dialog.getByText('No indicator matches “supertrend”.')).toBeVisible();
    expect(dialog.getByRole('option').all()).toHaveLength(0);
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(2);
  });

  test('in Korean, an English search word finds its indicator by its Korean name', async () => {
    const { dialog, search } = await openPicker(NO_INDICATORS, 'ko');
    expect(foreignWords(dialog, 'ko')).toEqual([]);
    await userEvent.fill(search, 'moving average');
    expect(listed(dialog)).toEqual({
      주가지표: ['단순 이동평균 (SMA)', '지수 이동평균 (EMA)', '가중 이동평균 (WMA)'],
      보조지표: ['이동평균 수렴·확산 (MACD)'],
    });
    await userEvent.fill(search, 'ㅇㅁㄱㅎㅍ');
    await expect.element(dialog.getByRole('option', { name: '일목균형표', exact: true })).toBeVisible();
  });

  test('a starred indicator shows in Favourites, is stored, and is there again after the settings are read anew', async () => {
    const { dialog, search, onAdd } = await openPicker();
    await dialog.getByRole('button', { name: 'Favourite: Relative Strength Index' }).click();
    expect(onAdd).not.toHaveBeenCalled();
    await expect
      .element(dialog.getByRole('status').last())
      .toHaveTextContent('Relative Strength Index added to favourites.');
    const favourites = dialog.getByRole('group', { name: 'Favourites' });
    await expect
      .element(favourites.getByRole('option', { name: 'Relative Strength Index RSI' }))
      .toBeVisible();
    // Starred from the keyboard too: the first row of a search, Shift+Enter.
    await userEvent.fill(search, 'macd');
    await userEvent.keyboard('{Shift>}{Enter}{/Shift}');
    expect(onAdd).not.toHaveBeenCalled();
    await expect.poll(() => stored().indicatorFavourites).toEqual(['rsi', 'macd']);
    await expect
      .element(
        dialog.getByRole('button', { name: 'Favourite: Moving Average Convergence Divergence' }).first(),
      )
      .toHaveAttribute('aria-pressed', 'true');

    // A new page: the settings read back from storage.
    closeAllDialogs();
    Object.assign(chartSettings, defaultChartSettings());
    expect(chartSettings.indicatorFavourites).toEqual([]);
    Object.assign(chartSettings, stored());
    const again = await openPicker();
    expect(listed(again.dialog).Favourites).toEqual([
      'Relative Strength Index',
      'Moving Average Convergence Divergence',
    ]);

    // Unstarred from its Favourites row, it leaves the section.
    await again.dialog
      .getByRole('group', { name: 'Favourites' })
      .getByRole('button', { name: 'Favourite: Relative Strength Index' })
      .click();
    expect(listed(again.dialog).Favourites).toEqual(['Moving Average Convergence Divergence']);
    await expect.poll(() => stored().indicatorFavourites).toEqual(['macd']);
  });

  test(`a chart holding ${INDICATORS_PER_CHART_MAX} indicators has its rows disabled, and says why`, async () => {
    const full = withKinds(...Array.from({ length: INDICATORS_PER_CHART_MAX }, () => 'sma' as const));
    const { dialog, search, onAdd } = await openPicker(full);
    const message = `A chart holds at most ${INDICATORS_PER_CHART_MAX} indicators.`;
    await expect.element(dialog.getByText(message)).toBeVisible();
    await expect
      .element(search)
      .toHaveAccessibleDescription(`↑ ↓ move, Enter adds, Shift+Enter stars. ${message}`);
    for (const option of dialog.getByRole('option').all())
      await expect.element(option).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    // A disabled row still takes a press (the browser's and a screen reader's), which adds nothing.
    await dialog.getByRole('option', { name: 'Relative Strength Index RSI' }).click({ force: true });
    expect(onAdd).not.toHaveBeenCalled();
    await expect.element(dialog.getByRole('status').last()).toHaveTextContent(message);
  });

  test('counts its own adds until the chart passes its new set: the last one fills the chart', async () => {
    const almost = withKinds(...Array.from({ length: INDICATORS_PER_CHART_MAX - 1 }, () => 'ema' as const));
    const { dialog, onAdd } = await openPicker(almost);
    await expect.element(dialog.getByRole('option').first()).not.toHaveAttribute('aria-disabled');
    await userEvent.keyboard('{Enter}');
    expect(onAdd.mock.calls).toEqual([['sma']]);
    await expect.element(dialog.getByRole('option').first()).toHaveAttribute('aria-disabled', 'true');
    // The chart's owner opens it again with the set it now holds: full; then with one removed.
    const filled = addIndicator(almost, 'sma');
    if (!filled.ok) throw new Error('refused');
    openIndicatorPicker({ current: filled.set, onAdd, onApplyTemplate: vi.fn() });
    await expect.element(dialog.getByRole('option').first()).toHaveAttribute('aria-disabled', 'true');
    openIndicatorPicker({ current: withKinds('ema'), onAdd, onApplyTemplate: vi.fn() });
    await expect.element(dialog.getByRole('option').first()).not.toHaveAttribute('aria-disabled');
  });
});

describe('indicator templates', () => {
  test('saved, replaced after asking, applied as parseIndicators reads them, and deleted', async () => {
    const current = withKinds('rsi', 'macd', 'bollinger');
    const { dialog, onApplyTemplate } = await openPicker(current);
    await dialog.getByRole('tab', { name: 'Templates' }).click();
    const templates = dialog.getByRole('tabpanel', { name: 'Templates' });
    await expect.element(templates.getByText('No templates saved yet.')).toBeVisible();
    await expect
      .element(templates.getByText("Saves the chart's 3 indicators with their settings and panes."))
      .toBeVisible();

    const name = templates.getByRole('textbox', { name: 'Template name' });
    await templates.getByRole('button', { name: 'Save' }).click();
    await expect.element(name).toHaveAccessibleDescription('Enter a name of 1 to 40 characters.');
    await userEvent.type(name, '  Momentum ');
    await templates.getByRole('button', { name: 'Save' }).click();
    const list = templates.getByRole('list', { name: 'Saved templates' });
    await expect.element(list.getByRole('listitem')).toHaveTextContent('MomentumIndicators: 3ApplyDelete');
    await expect.element(dialog.getByRole('status').last()).toHaveTextContent('Template “Momentum” saved.');
    await expect.element(name).toHaveValue('');
    await expect.poll(() => stored().indicatorTemplates.map((each) => each.name)).toEqual(['Momentum']);

    // The same name, whatever its case: asked first; Cancel keeps the old one, Replace saves over it.
    await userEvent.type(name, 'MOMENTUM');
    await templates.getByRole('button', { name: 'Save' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Replace template' });
    await expect
      .element(confirm)
      .toHaveTextContent(
        "A template named “Momentum” already exists. Replace it with the chart's indicators?",
      );
    await confirm.getByRole('button', { name: 'Replace' }).click();
    await expect.element(confirm).not.toBeInTheDocument();
    await expect.element(list.getByRole('listitem')).toHaveTextContent('MOMENTUMIndicators: 3');
    expect(list.getByRole('listitem').all()).toHaveLength(1);

    await templates.getByRole('button', { name: 'Apply MOMENTUM' }).click();
    expect(onApplyTemplate).toHaveBeenCalledOnce();
    expect(onApplyTemplate.mock.calls[0]![0]).toEqual(parseIndicators(stored().indicatorTemplates[0]!.set));
    expect(onApplyTemplate.mock.calls[0]![0]).toEqual(current);
    await expect.element(dialog).not.toBeInTheDocument();

    const again = await openPicker(current);
    await again.dialog.getByRole('tab', { name: 'Templates' }).click();
    await again.dialog.getByRole('button', { name: 'Delete MOMENTUM' }).click();
    await expect.element(again.dialog.getByText('No templates saved yet.')).toBeVisible();
    await expect
      .element(again.dialog.getByRole('status').last())
      .toHaveTextContent('Template “MOMENTUM” deleted.');
    await expect.element(again.dialog.getByRole('heading', { name: 'Saved templates' })).toHaveFocus();
    await expect.poll(() => stored().indicatorTemplates).toEqual([]);
  });

  test('a chart without indicators has nothing to save; a template of a newer build applies what it can', async () => {
    chartSettings.indicatorTemplates = [
      {
        name: 'Newer',
        set: {
          indicators: [
            { id: 'i1', kind: 'supertrend', params: {}, lines: [], visible: true, pane: 0 },
            { id: 'i2', kind: 'rsi', params: { length: 21 }, lines: [], visible: true, pane: 1 },
          ],
          panes: [
            { weight: 3, collapsed: false },
            { weight: 1, collapsed: false },
          ],
        },
      },
    ];
    const { dialog, onApplyTemplate } = await openPicker(NO_INDICATORS, 'ko');
    await dialog.getByRole('tab', { name: '템플릿' }).click();
    await userEvent.type(dialog.getByRole('textbox', { name: '템플릿 이름' }), '빈 차트');
    await dialog.getByRole('button', { name: '저장', exact: true }).click();
    await expect
      .element(dialog.getByRole('textbox', { name: '템플릿 이름' }))
      .toHaveAccessibleDescription('차트에 저장할 지표가 없습니다.');
    await expect.element(dialog.getByRole('listitem')).toHaveTextContent('Newer지표 1개적용삭제');
    await dialog.getByRole('button', { name: 'Newer 적용' }).click();
    const applied = onApplyTemplate.mock.calls[0]![0];
    expect(applied.indicators.map((each) => [each.kind, each.params.length, each.pane])).toEqual([
      ['rsi', 21, 1],
    ]);
  });
});

interface Settings {
  dialog: Locator;
  onApply: ReturnType<typeof vi.fn<(change: IndicatorSettingsChange) => IndicatorRefusal | null>>;
}

/** The settings of the first indicator of `kind` added to an empty chart (or `indicator`), in `language`. */
async function openSettings(
  indicator: ChartIndicator,
  language: 'en' | 'ko' = 'en',
  answer: IndicatorRefusal | null = null,
): Promise<Settings> {
  mounted ??= mount(withAppDialogs(null));
  await initI18n(language);
  const onApply = vi.fn<(change: IndicatorSettingsChange) => IndicatorRefusal | null>(() => answer);
  openIndicatorSettings({ indicator, onApply });
  return { dialog: page.getByRole('dialog', { name: /settings|설정/ }), onApply };
}

const first = (kind: IndicatorKind) => withKinds(kind).indicators[0]!;

describe('indicator settings', () => {
  test("changes RSI's length and source; OK applies them and closes", async () => {
    const { dialog, onApply } = await openSettings(first('rsi'));
    await expect.element(dialog).toHaveAccessibleName('RSI settings');
    const length = dialog.getByRole('textbox', { name: 'Length' });
    await expect.element(length).toHaveValue('14');
    await userEvent.fill(length, '21');
    await dialog.getByRole('combobox', { name: 'Source' }).click();
    await dialog.getByRole('option', { name: '(H+L+C)/3' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls).toEqual([
      [{ params: { length: 21, source: 'hlc3' }, lines: [], visible: true }],
    ]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test.each([
    ['en', 'Length', 'OK', 'Enter a whole number from 1 to 2,000.'],
    ['ko', '기간', '확인', '1~2,000 사이의 정수를 입력해 주세요.'],
  ] as const)(
    'in %s, refuses a length of 0 with the message beside the field',
    async (language, label, ok, message) => {
      const { dialog, onApply } = await openSettings(first('rsi'), language);
      const length = dialog.getByRole('textbox', { name: label });
      await userEvent.fill(length, '0');
      await dialog.getByRole('button', { name: ok }).click();
      await expect.element(length).toHaveAccessibleDescription(message);
      await expect.element(length).toHaveAttribute('aria-invalid', 'true');
      // The field with the problem has the focus, so that a keyboard trader is where to fix it.
      await expect.element(length).toHaveFocus();
      expect(onApply).not.toHaveBeenCalled();
      await expect.element(dialog).toBeVisible();
      // Enter in the field is OK too; a good value then applies.
      await userEvent.fill(length, '9');
      await expect.element(length).not.toHaveAccessibleDescription(message);
      await userEvent.keyboard('{Enter}');
      expect(onApply.mock.calls[0]![0].params).toEqual({ length: 9, source: 'close' });
    },
  );

  test("colour, width and shown of a line, and the indicator's shown, reach onApply", async () => {
    const { dialog, onApply } = await openSettings(first('rsi'));
    const line = dialog.getByRole('group', { name: 'RSI', exact: true });
    await userEvent.fill(line.getByLabelText('RSI colour'), '#ff0000');
    await line.getByRole('combobox', { name: 'RSI width' }).click();
    await line.getByRole('option', { name: '3 px' }).click();
    await line.getByRole('checkbox', { name: 'Show RSI' }).click();
    await dialog.getByRole('checkbox', { name: 'Show the indicator' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls).toEqual([
      [
        {
          params: { length: 14, source: 'close' },
          lines: [{ color: '#ff0000', width: 3, visible: false }],
          visible: false,
        },
      ],
    ]);
  });

  test('Defaults puts back the definition and no line choices; the indicator stays hidden', async () => {
    const indicator = {
      ...first('rsi'),
      params: { length: 30, source: 'open' },
      lines: [{ color: '#123456', width: 4 }],
      visible: false,
    };
    const { dialog, onApply } = await openSettings(indicator);
    await expect.element(dialog.getByRole('textbox', { name: 'Length' })).toHaveValue('30');
    await expect.element(dialog.getByLabelText('RSI colour')).toHaveValue('#123456');
    await dialog.getByRole('button', { name: 'Defaults' }).click();
    await expect.element(dialog.getByRole('textbox', { name: 'Length' })).toHaveValue('14');
    await expect.element(dialog.getByRole('combobox', { name: 'Source' })).toHaveTextContent('Close');
    await expect.element(dialog.getByLabelText('RSI colour')).toHaveValue('#7e57c2');
    await expect.element(dialog.getByRole('combobox', { name: 'RSI width' })).toHaveTextContent('1 px');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls).toEqual([
      [{ params: { length: 14, source: 'close' }, lines: [], visible: false }],
    ]);
  });

  test('Escape and Cancel leave the indicator as it was', async () => {
    const { dialog, onApply } = await openSettings(first('rsi'));
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Length' }), '50');
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();
    const again = await openSettings(first('rsi'));
    await expect.element(again.dialog.getByRole('textbox', { name: 'Length' })).toHaveValue('14');
    await again.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(again.dialog).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
    expect(again.onApply).not.toHaveBeenCalled();
  });

  test('a refusal of the chart shows and keeps the dialog open', async () => {
    const refusal: IndicatorRefusal = {
      reason: 'params',
      problems: [{ param: 'slowLength', problem: 'whole', min: 1, max: 2000 }],
    };
    const { dialog, onApply } = await openSettings(first('macd'), 'en', refusal);
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply).toHaveBeenCalledOnce();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Slow length' }))
      .toHaveAccessibleDescription('Enter a whole number from 1 to 2,000.');
    await expect.element(dialog).toBeVisible();
  });

  test('the arrows step a number by its step within its limits; every problem shows at once', async () => {
    const { dialog, onApply } = await openSettings(first('macd'));
    const fast = dialog.getByRole('textbox', { name: 'Fast length' });
    await fast.click();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(fast).toHaveValue('14');
    await userEvent.fill(fast, '1');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(fast).toHaveValue('1');
    await userEvent.fill(fast, '0');
    await userEvent.clear(dialog.getByRole('textbox', { name: 'Signal length' }));
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(fast).toHaveAccessibleDescription('Enter a whole number from 1 to 2,000.');
    await expect.element(fast).toHaveFocus();
    await expect
      .element(dialog.getByRole('textbox', { name: 'Signal length' }))
      .toHaveAccessibleDescription('Enter a value.');
    expect(onApply).not.toHaveBeenCalled();

    const bands = await openSettings(first('bollinger'));
    const mult = bands.dialog.getByRole('textbox', { name: 'Multiplier' });
    await mult.click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(mult).toHaveValue('2.1');
  });

  test("an anchored VWAP's anchor is a KST date-time, empty for the first bar", async () => {
    const { dialog, onApply } = await openSettings(first('anchoredVwap'), 'ko');
    await expect.element(dialog).toHaveAccessibleName('앵커 VWAP 설정');
    expect(foreignWords(dialog, 'ko')).toEqual([]);
    const anchor = dialog.getByLabelText('기준 시각 (KST)');
    await expect.element(anchor).toHaveValue('');
    await expect.element(anchor).toHaveAccessibleDescription('비워 두면 첫 봉부터 계산합니다.');
    await expect
      .element(dialog.getByRole('combobox', { name: '기준 가격' }))
      .toHaveTextContent('(고+저+종)/3');
    await userEvent.fill(anchor, '2026-01-05T15:00');
    await dialog.getByRole('button', { name: '확인' }).click();
    expect(onApply.mock.calls[0]![0].params).toEqual({
      anchorTime: Date.UTC(2026, 0, 5, 6) / 1000,
      source: 'hlc3',
    });
  });

  test('an indicator without inputs says so, and its lines are still styled', async () => {
    const { dialog } = await openSettings(first('obv'));
    await expect.element(dialog.getByText('This indicator has no inputs to set.')).toBeVisible();
    await expect.element(dialog.getByLabelText('OBV colour')).toHaveValue('#2962ff');
  });

  test('Visibility: an interval unticked, by pointer and by key, reaches onApply', async () => {
    const { dialog, onApply } = await openSettings(first('rsi'));
    const visibility = dialog.getByRole('group', { name: 'Visibility' });
    await expect.element(visibility).toHaveAccessibleDescription('The intervals this indicator shows at.');
    // A checkbox per interval, named as the toolbar names it, every one ticked.
    const boxes = visibility.getByRole('checkbox').all();
    expect(boxes).toHaveLength(CANDLE_INTERVALS.length);
    for (const box of boxes) await expect.element(box).toBeChecked();
    await visibility.getByRole('checkbox', { name: '5m', exact: true }).click();
    await visibility.getByRole('checkbox', { name: '4h', exact: true }).click();
    await userEvent.keyboard('{Tab} ');
    await expect.element(visibility.getByRole('checkbox', { name: '6h' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls).toEqual([
      [
        {
          params: { length: 14, source: 'close' },
          lines: [],
          visible: true,
          intervals: ['1', '3', '10', '15', '30', '60', '720', '1D'],
        },
      ],
    ]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test.each([
    ['en', 'Visibility', 'Clear all', 'Select all', '1h', 'OK', 'Choose at least one interval.'],
    ['ko', '표시', '모두 해제', '모두 선택', '1시간', '확인', '주기를 하나 이상 선택해 주세요.'],
  ] as const)(
    'in %s, no interval ticked is refused beside the boxes; all of them is no choice',
    async (language, group, none, all, hour, ok, message) => {
      const shownAt = setIntervals(withKinds('ema'), 'i1', ['60', '1D']).indicators[0]!;
      const { dialog, onApply } = await openSettings(shownAt, language);
      const visibility = dialog.getByRole('group', { name: group });
      await expect.element(visibility).toBeVisible();
      const checked = () =>
        visibility
          .getByRole('checkbox')
          .all()
          .filter((box) => (box.element() as HTMLInputElement).checked).length;
      expect(checked()).toBe(2);
      await expect.element(visibility.getByRole('checkbox', { name: hour, exact: true })).toBeChecked();

      await visibility.getByRole('button', { name: none }).click();
      expect(checked()).toBe(0);
      await dialog.getByRole('button', { name: ok }).click();
      expect(onApply).not.toHaveBeenCalled();
      await expect.element(visibility.getByRole('alert')).toHaveTextContent(message);
      const firstBox = visibility.getByRole('checkbox').first();
      await expect.element(firstBox).toHaveAttribute('aria-invalid', 'true');
      await expect.element(firstBox).toHaveAccessibleDescription(message);
      // The first box has the focus, so that a keyboard trader is where to fix it.
      await expect.element(firstBox).toHaveFocus();
      if (language === 'ko') expect(foreignWords(dialog, 'ko')).toEqual([]);

      await visibility.getByRole('button', { name: all }).click();
      await expect.element(visibility.getByRole('alert')).not.toBeInTheDocument();
      await expect.element(firstBox).toHaveAttribute('aria-invalid', 'false');
      expect(checked()).toBe(CANDLE_INTERVALS.length);
      await dialog.getByRole('button', { name: ok }).click();
      expect(onApply.mock.calls).toEqual([[{ params: shownAt.params, lines: [], visible: true }]]);
      expect(onApply.mock.calls[0]![0]).not.toHaveProperty('intervals');
    },
  );
});
