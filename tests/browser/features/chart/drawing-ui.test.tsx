/**
 * The drawings' controls in real Chromium, driven by role and name as a trader's keys, pointer and screen
 * reader do: the left toolbar's drawing section (each group's menu by keyboard and pointer, the last tool
 * picked kept on its button, the pressed state, the magnet's cycle, Objects, shortcuts and Delete all),
 * the Objects list (its rows, newest first, and each button calling its prop), a drawing's style dialog
 * (fields by tool, problems beside their fields in English and Korean, the Fibonacci levels, onApply) and
 * the shortcuts' help and delete-all confirmation, opened through the app's dialog registry as the chart
 * opens them.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page, userEvent, type Locator } from 'vitest/browser';
import {
  DEFAULT_FIB_LEVELS,
  FIB_LEVELS_MAX,
  type Drawing,
  type DrawingStyle,
  type DrawingTool,
} from '../../../../contract/drawings';
import {
  ChartDrawingToolbar,
  type ChartDrawingToolbarProps,
} from '../../../../src/features/chart/ChartDrawingToolbar';
import {
  ChartObjectsList,
  type ChartObjectsListProps,
} from '../../../../src/features/chart/ChartObjectsList';
import {
  openDeleteAllDrawings,
  openDrawingShortcuts,
  openDrawingStyle,
} from '../../../../src/features/chart/chart-dialogs';
import '../../../../src/features/chart/chart-panel.css';
import { initI18n } from '../../../../src/i18n';
import { closeAllDialogs } from '../../../../src/shell';
import { hangulWords, latinWords } from '../../../fixtures/foreign-words';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';
import { specTicks } from '../../../../contract/price-ticks';

let mounted: Mounted | undefined;

afterEach(() => {
  closeAllDialogs();
  mounted?.unmount();
  mounted = undefined;
});

/** 2026-03-02 09:00 KST. */
const MONDAY_9 = Date.UTC(2026, 2, 2) / 1000;

const STYLE: DrawingStyle = {
  color: '#2962ff',
  width: 1,
  dash: 'solid',
  extendLeft: false,
  extendRight: false,
  fill: null,
  text: '',
};

function drawing(id: string, tool: DrawingTool, change: Partial<Drawing> = {}): Drawing {
  return {
    id,
    coin: 'BTC-KRW',
    tool,
    anchors: [
      { time: MONDAY_9, price: 150_000_000 },
      { time: MONDAY_9 + 3600, price: 151_000_000 },
      { time: MONDAY_9 + 7200, price: 149_500_000 },
    ].slice(0, tool === 'horizontalLine' || tool === 'textNote' ? 1 : tool === 'fibExtension' ? 3 : 2),
    style: STYLE,
    locked: false,
    hidden: false,
    version: 1,
    updatedAt: 0,
    ...change,
  };
}

/** The words of `root` (its texts and the names it gives) foreign to `language`. */
function foreignWords(root: Element, language: 'en' | 'ko'): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label], [title]'))
    for (const name of ['aria-label', 'title']) texts.push(element.getAttribute(name) ?? '');
  return (language === 'ko' ? latinWords : hangulWords)(texts.join(' '));
}

describe('the drawing toolbar', () => {
  interface Toolbar {
    props: ChartDrawingToolbarProps;
    /** Renders again with `change` (the chart's state changed). */
    show(change?: Partial<ChartDrawingToolbarProps>): void;
    toolbar: Locator;
    group(name: string): Locator;
  }

  async function renderToolbar(change: Partial<ChartDrawingToolbarProps> = {}): Promise<Toolbar> {
    const props: ChartDrawingToolbarProps = {
      activeTool: null,
      chooseTool: vi.fn(),
      magnet: 'off',
      setMagnet: vi.fn(),
      objectsShown: false,
      toggleObjects: vi.fn(),
      openShortcuts: vi.fn(),
      deleteAll: vi.fn(),
      hasDrawings: false,
      disabled: false,
      ...change,
    };
    const node = (current: ChartDrawingToolbarProps) => (
      <div className="td-chart" data-theme="dark">
        <div className="td-chart__left-toolbar" role="toolbar" aria-orientation="vertical" aria-label="Tools">
          <ChartDrawingToolbar {...current} />
        </div>
        <button type="button">Elsewhere</button>
      </div>
    );
    mounted = mount(node(props));
    const toolbar = page.getByRole('group', { name: 'Drawing tools' });
    await expect.element(toolbar).toBeVisible();
    return {
      props,
      show: (next = {}) => {
        Object.assign(props, next);
        mounted!.root.render(node({ ...props }));
      },
      toolbar,
      group: (name) => toolbar.getByRole('button', { name, exact: true }),
    };
  }

  /** The arrow at the edge of a group's button, which a pointer presses to open its menu. */
  const arrowOf = (button: Locator) =>
    page.elementLocator(button.element().querySelector('.td-drawing-tools__more')!);

  test('a button per group, named by it, each a menu button showing its first tool', async () => {
    const { toolbar, group } = await renderToolbar();
    const names = toolbar
      .getByRole('button')
      .elements()
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Lines',
      'Horizontal and vertical lines',
      'Channels and shapes',
      'Measures',
      'Fibonacci',
      'Notes',
      'Magnet: off',
      'Objects',
      'Drawing shortcuts',
      'Delete all drawings',
    ]);
    const lines = group('Lines');
    await expect.element(lines).toHaveAttribute('aria-haspopup', 'menu');
    await expect.element(lines).toHaveAttribute('aria-expanded', 'false');
    await expect.element(lines).toHaveAttribute('aria-pressed', 'false');
    await expect.element(lines).toHaveAccessibleDescription('Lines: Trend line (Alt+T)');
    await expect
      .element(group('Fibonacci'))
      .toHaveAccessibleDescription('Fibonacci: Fib retracement (Alt+F)');
    await expect.element(group('Measures')).toHaveAccessibleDescription('Measures: Price range');
  });

  test('by keyboard: Enter opens the menu on the first tool, the arrows move, Enter picks and closes', async () => {
    const { props, group, toolbar } = await renderToolbar();
    const lines = group('Lines');
    lines.element().focus();
    await userEvent.keyboard('{Enter}');
    const menu = page.getByRole('menu', { name: 'Lines' });
    await expect.element(menu).toBeVisible();
    await expect.element(lines).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitemradio');
    expect(items.elements().map((item) => item.textContent)).toEqual([
      'Trend lineAlt+T',
      'Ray',
      'Extended line',
      'Info line',
      'Arrow',
    ]);
    const trend = menu.getByRole('menuitemradio', { name: 'Trend line' });
    await expect.element(trend).toHaveFocus();
    await expect.element(trend).toHaveAttribute('aria-keyshortcuts', 'Alt+T');
    await expect.element(trend).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(menu.getByRole('menuitemradio', { name: 'Ray' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(menu.getByRole('menuitemradio', { name: 'Arrow' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(trend).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowUp}');
    await expect.element(menu.getByRole('menuitemradio', { name: 'Info line' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(props.chooseTool).toHaveBeenCalledExactlyOnceWith('infoLine');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(lines).toHaveFocus();
    // The button shows the tool picked from its group.
    await expect.element(lines).toHaveAccessibleDescription('Lines: Info line');
    expect(toolbar.getByRole('button', { pressed: true }).elements()).toHaveLength(0);
  });

  test('by keyboard: ArrowRight and Space open on the active tool; Escape and ArrowLeft close, the focus back', async () => {
    const { props, group, show } = await renderToolbar();
    show({ activeTool: 'crossLine' });
    const levels = group('Horizontal and vertical lines');
    await expect.element(levels).toHaveAttribute('aria-pressed', 'true');
    await expect.element(group('Lines')).toHaveAttribute('aria-pressed', 'false');
    levels.element().focus();
    await userEvent.keyboard('{ArrowRight}');
    const menu = page.getByRole('menu', { name: 'Horizontal and vertical lines' });
    const cross = menu.getByRole('menuitemradio', { name: 'Cross line' });
    await expect.element(cross).toHaveFocus();
    await expect.element(cross).toHaveAttribute('aria-checked', 'true');
    expect(menu.getByRole('menuitemradio', { checked: true }).elements()).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(levels).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(cross).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(menu).not.toBeInTheDocument();
    await expect.element(levels).toHaveFocus();
    // Tab from an item leaves the menu, which closes behind it.
    await userEvent.keyboard('{Enter}');
    await expect.element(cross).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    await expect.element(menu).not.toBeInTheDocument();
    expect(props.chooseTool).not.toHaveBeenCalled();
  });

  test('by pointer: the arrow opens the menu, a click on the button picks its last tool or puts it down', async () => {
    const { props, group, show } = await renderToolbar();
    const fibonacci = group('Fibonacci');
    await arrowOf(fibonacci).click();
    const menu = page.getByRole('menu', { name: 'Fibonacci' });
    await expect.element(menu).toBeVisible();
    // A press elsewhere closes it.
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(menu).not.toBeInTheDocument();
    await arrowOf(fibonacci).click();
    await menu.getByRole('menuitemradio', { name: 'Trend-based Fib extension' }).click();
    expect(props.chooseTool).toHaveBeenLastCalledWith('fibExtension');
    await expect.element(menu).not.toBeInTheDocument();
    show({ activeTool: 'fibExtension' });
    await expect.element(fibonacci).toHaveAttribute('aria-pressed', 'true');
    // Pressed, a click puts the tool down.
    await fibonacci.click();
    expect(props.chooseTool).toHaveBeenLastCalledWith(null);
    show({ activeTool: null });
    await expect.element(fibonacci).toHaveAttribute('aria-pressed', 'false');
    // Not pressed, a click picks the group's last tool again, without opening the menu.
    await fibonacci.click();
    expect(props.chooseTool).toHaveBeenLastCalledWith('fibExtension');
    await expect.element(menu).not.toBeInTheDocument();
    // The arrow closes the menu it opened.
    await arrowOf(fibonacci).click();
    await expect.element(menu).toBeVisible();
    await arrowOf(fibonacci).click();
    await expect.element(menu).not.toBeInTheDocument();
    expect(props.chooseTool).toHaveBeenCalledTimes(3);
  });

  test('a tool picked by its shortcut becomes its group’s tool on the button', async () => {
    const { props, group, show } = await renderToolbar();
    show({ activeTool: 'verticalLine' });
    const levels = group('Horizontal and vertical lines');
    await expect
      .element(levels)
      .toHaveAccessibleDescription('Horizontal and vertical lines: Vertical line (Alt+V)');
    show({ activeTool: null });
    await levels.click();
    expect(props.chooseTool).toHaveBeenCalledExactlyOnceWith('verticalLine');
  });

  test('the magnet cycles off, weak, strong and off again', async () => {
    const { props, toolbar, show } = await renderToolbar();
    for (const [mode, label, next] of [
      ['off', 'Magnet: off', 'weak'],
      ['weak', 'Magnet: weak', 'strong'],
      ['strong', 'Magnet: strong', 'off'],
    ] as const) {
      show({ magnet: mode });
      const magnet = toolbar.getByRole('button', { name: label });
      await magnet.click();
      expect(props.setMagnet).toHaveBeenLastCalledWith(next);
    }
    expect(props.setMagnet).toHaveBeenCalledTimes(3);
  });

  test('Objects is a toggle; the shortcuts open; Delete all waits for a drawing', async () => {
    const { props, toolbar, show } = await renderToolbar();
    const objects = toolbar.getByRole('button', { name: 'Objects' });
    await expect.element(objects).toHaveAttribute('aria-pressed', 'false');
    await objects.click();
    expect(props.toggleObjects).toHaveBeenCalledOnce();
    show({ objectsShown: true });
    await expect.element(objects).toHaveAttribute('aria-pressed', 'true');
    await toolbar.getByRole('button', { name: 'Drawing shortcuts' }).click();
    expect(props.openShortcuts).toHaveBeenCalledOnce();
    const deleteAll = toolbar.getByRole('button', { name: 'Delete all drawings' });
    await expect.element(deleteAll).toBeDisabled();
    show({ hasDrawings: true });
    await deleteAll.click();
    expect(props.deleteAll).toHaveBeenCalledOnce();
  });

  test('disabled (no chart yet), nothing can be pressed and no menu opens', async () => {
    const { props, toolbar } = await renderToolbar({ disabled: true, hasDrawings: true });
    for (const button of toolbar.getByRole('button').all()) await expect.element(button).toBeDisabled();
    expect(props.chooseTool).not.toHaveBeenCalled();
  });

  test('in Korean', async () => {
    await renderToolbar({ magnet: 'weak' });
    await initI18n('ko');
    const toolbar = page.getByRole('group', { name: '그리기 도구' });
    await expect.element(toolbar).toBeVisible();
    await expect.element(toolbar.getByRole('button', { name: '자석: 약하게' })).toBeVisible();
    toolbar.getByRole('button', { name: '피보나치', exact: true }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('menu', { name: '피보나치' })).toBeVisible();
    expect(foreignWords(toolbar.element(), 'ko')).toEqual([]);
  });
});

describe('the Objects list', () => {
  async function renderList(change: Partial<ChartObjectsListProps> = {}) {
    const props: ChartObjectsListProps = {
      drawings: [
        drawing('d1', 'trendLine'),
        drawing('d2', 'horizontalLine', { hidden: true }),
        drawing('d3', 'fibRetracement', { locked: true }),
      ],
      selected: 'd2',
      ticks: specTicks('KRW'),
      select: vi.fn(),
      setHidden: vi.fn(),
      setLocked: vi.fn(),
      editStyle: vi.fn(),
      remove: vi.fn(),
      close: vi.fn(),
      ...change,
    };
    mounted = mount(
      <div className="td-chart" data-theme="dark" style={{ position: 'relative', height: '500px' }}>
        <ChartObjectsList {...props} />
      </div>,
    );
    const list = page.getByRole('list', { name: 'Objects' });
    await expect.element(list).toBeInTheDocument();
    return { props, list };
  }

  test('a row per drawing, the newest first, its tool and anchors as text; the selected one is current', async () => {
    const { list } = await renderList();
    const rows = list.getByRole('listitem');
    expect(rows.elements().map((row) => row.querySelector('button')!.textContent)).toEqual([
      'Fib retracement2026-03-02 09:00, 150,000,000 → 2026-03-02 10:00, 151,000,000',
      'Horizontal line150,000,000',
      'Trend line2026-03-02 09:00, 150,000,000 → 2026-03-02 10:00, 151,000,000',
    ]);
    expect(rows.elements().map((row) => row.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    const hidden = rows.nth(1);
    await expect
      .element(hidden.getByRole('button', { name: 'Hide' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(hidden.getByRole('button', { name: 'Lock' }))
      .toHaveAttribute('aria-pressed', 'false');
    const locked = rows.nth(0);
    await expect
      .element(locked.getByRole('button', { name: 'Lock' }))
      .toHaveAttribute('aria-pressed', 'true');
    // Each action says which drawing it acts on.
    await expect
      .element(locked.getByRole('button', { name: 'Delete' }))
      .toHaveAccessibleDescription(/^Fib retracement/);
  });

  test('each button calls its prop with the row’s drawing', async () => {
    const { props, list } = await renderList();
    const trend = list.getByRole('listitem').nth(2);
    await trend.getByRole('button', { name: 'Hide' }).click();
    expect(props.setHidden).toHaveBeenCalledExactlyOnceWith('d1', true);
    await list.getByRole('listitem').nth(1).getByRole('button', { name: 'Hide' }).click();
    expect(props.setHidden).toHaveBeenLastCalledWith('d2', false);
    await trend.getByRole('button', { name: 'Lock' }).click();
    expect(props.setLocked).toHaveBeenCalledExactlyOnceWith('d1', true);
    await list.getByRole('listitem').nth(0).getByRole('button', { name: 'Lock' }).click();
    expect(props.setLocked).toHaveBeenLastCalledWith('d3', false);
    await trend.getByRole('button', { name: 'Style…' }).click();
    expect(props.editStyle).toHaveBeenCalledExactlyOnceWith('d1');
    await trend.getByRole('button', { name: 'Delete' }).click();
    expect(props.remove).toHaveBeenCalledExactlyOnceWith('d1');
    // The actions do not select their row.
    expect(props.select).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Close the objects list' }).click();
    expect(props.close).toHaveBeenCalledOnce();
  });

  test('a click on the row, or Enter on its name, selects it', async () => {
    const { props, list } = await renderList();
    const trend = list.getByRole('listitem').nth(2);
    await trend.getByRole('button', { name: /^Trend line/ }).click();
    expect(props.select).toHaveBeenCalledExactlyOnceWith('d1');
    list
      .getByRole('listitem')
      .nth(0)
      .getByRole('button', { name: /^Fib retracement/ })
      .element()
      .focus();
    await userEvent.keyboard('{Enter}');
    expect(props.select).toHaveBeenLastCalledWith('d3');
    expect(props.select).toHaveBeenCalledTimes(2);
  });

  test('with no drawings, the empty list says so', async () => {
    await renderList({ drawings: [], selected: null });
    await expect.element(page.getByRole('list', { name: 'Objects' })).toBeInTheDocument();
    await expect
      .element(page.getByText('No drawings on this chart yet. Pick a tool on the left to draw.'))
      .toBeVisible();
  });

  test('in Korean', async () => {
    const { list } = await renderList({ ticks: specTicks('BTC'), drawings: [drawing('d1', 'verticalLine')] });
    await initI18n('ko');
    const listed = page.getByRole('list', { name: '개체 목록' });
    await expect.element(listed).toBeVisible();
    await expect.element(list).not.toBeInTheDocument();
    await expect.element(listed.getByRole('button', { name: '수직선 2026-03-02 09:00' })).toBeVisible();
    expect(foreignWords(listed.element(), 'ko')).toEqual([]);
  });
});

describe('a drawing’s style', () => {
  async function openStyle(shown: Drawing, language: 'en' | 'ko' = 'en') {
    mounted ??= mount(withAppDialogs(null));
    await initI18n(language);
    const onApply = vi.fn<(style: DrawingStyle) => void>();
    openDrawingStyle({ drawing: shown, onApply });
    const dialog = page.getByRole('dialog', { name: language === 'en' ? /style$/ : /스타일$/ });
    await expect.element(dialog).toBeVisible();
    return { dialog, onApply };
  }

  test('a trend line: colour, width, line style, extensions and label reach onApply; the dialog closes', async () => {
    const { dialog, onApply } = await openStyle(drawing('d1', 'trendLine'));
    await expect.element(dialog).toHaveAccessibleName('Trend line style');
    expect(dialog.getByRole('checkbox', { name: 'Fill' }).elements()).toHaveLength(0);
    const colours = dialog.getByRole('radiogroup', { name: 'Colour' });
    await expect.element(colours.getByRole('radio', { name: 'Blue' })).toBeChecked();
    await colours.getByRole('radio', { name: 'Red' }).click();
    await dialog.getByRole('combobox', { name: 'Width' }).click();
    await dialog.getByRole('option', { name: '3 px' }).click();
    await dialog.getByRole('combobox', { name: 'Line style' }).click();
    await dialog.getByRole('option', { name: 'Dashed' }).click();
    await dialog.getByRole('checkbox', { name: 'Extend right' }).click();
    const label = dialog.getByRole('textbox', { name: 'Label' });
    await userEvent.fill(label, 'Support');
    await expect.element(label).toHaveAccessibleDescription('7/500');
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls).toEqual([
      [{ ...STYLE, color: '#f23645', width: 3, dash: 'dashed', extendRight: true, text: 'Support' }],
    ]);
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('a colour of its own shows as a swatch; the arrows move between swatches; another colour by the picker', async () => {
    const { dialog, onApply } = await openStyle(
      drawing('d1', 'arrow', { style: { ...STYLE, color: '#123456' } }),
    );
    const colours = dialog.getByRole('radiogroup', { name: 'Colour' });
    const own = colours.getByRole('radio', { name: 'Current colour #123456' });
    await expect.element(own).toBeChecked();
    // An arrow has no extension.
    expect(dialog.getByRole('checkbox').elements()).toHaveLength(0);
    await colours.getByRole('radio', { name: 'Grey' }).click();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(colours.getByRole('radio', { name: 'White' })).toBeChecked();
    await userEvent.fill(dialog.getByLabelText('Colour: other colour'), '#abcdef');
    await expect.element(colours.getByRole('radio', { name: 'Current colour #abcdef' })).toBeChecked();
    await expect.element(own).not.toBeChecked();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls).toEqual([[{ ...STYLE, color: '#abcdef' }]]);
  });

  test('a ray always extends right and never left; Cancel leaves it as it was', async () => {
    const { dialog, onApply } = await openStyle(drawing('d1', 'ray'));
    const right = dialog.getByRole('checkbox', { name: 'Extend right' });
    await expect.element(right).toBeChecked();
    await expect.element(right).toBeDisabled();
    expect(dialog.getByRole('checkbox', { name: 'Extend left' }).elements()).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  test('a rectangle’s fill turned on in a colour', async () => {
    const { dialog, onApply } = await openStyle(drawing('d1', 'rectangle'));
    const fillColours = dialog.getByRole('radiogroup', { name: 'Fill colour' });
    await expect.element(fillColours.getByRole('radio', { name: 'Green' })).toBeDisabled();
    await dialog.getByRole('checkbox', { name: 'Fill' }).click();
    await fillColours.getByRole('radio', { name: 'Green' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls).toEqual([[{ ...STYLE, fill: '#089981' }]]);
  });

  test.each([
    ['en', 'Text', 'OK', "Write the note's text."],
    ['ko', '텍스트', '확인', '메모 내용을 입력하세요.'],
  ] as const)(
    'in %s, a note without text is refused with the message beside it',
    async (language, name, ok, message) => {
      const { dialog, onApply } = await openStyle(
        drawing('d1', 'textNote', { style: { ...STYLE, text: 'Old' } }),
        language,
      );
      // A note draws no line: no width or line style.
      expect(dialog.getByRole('combobox').elements()).toHaveLength(0);
      const text = dialog.getByRole('textbox', { name });
      await userEvent.fill(text, '');
      await dialog.getByRole('button', { name: ok }).click();
      await expect.element(text).toHaveAttribute('aria-invalid', 'true');
      await expect.element(text).toHaveAccessibleDescription(`0/500 ${message}`);
      await expect.element(text).toHaveFocus();
      expect(onApply).not.toHaveBeenCalled();
      expect(foreignWords(dialog.element(), language)).toEqual([]);
      await userEvent.fill(text, 'Breakout\nretest');
      await expect.element(text).toHaveAttribute('aria-invalid', 'false');
      await dialog.getByRole('button', { name: ok }).click();
      expect(onApply.mock.calls).toEqual([[{ ...STYLE, text: 'Breakout\nretest' }]]);
    },
  );

  test('Fibonacci levels: a bad value refused beside its row, one added, one removed, sorted on OK', async () => {
    const { dialog, onApply } = await openStyle(drawing('d1', 'fibRetracement'));
    const values = () => dialog.getByRole('textbox', { name: /^Level \d+ value$/ }).elements();
    expect(values().map((field) => (field as HTMLInputElement).value)).toEqual(
      DEFAULT_FIB_LEVELS.map((level) => String(level.value)),
    );
    await expect.element(dialog.getByText(`9 of at most ${FIB_LEVELS_MAX} levels`)).toBeVisible();
    const second = dialog.getByRole('textbox', { name: 'Level 2 value' });
    await userEvent.fill(second, 'abc');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect.element(second).toHaveAttribute('aria-invalid', 'true');
    await expect.element(second).toHaveAccessibleDescription('Enter a number, such as 0.618.');
    await expect.element(second).toHaveFocus();
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.fill(second, '0.25');
    await dialog.getByRole('button', { name: 'Add a level' }).click();
    const added = dialog.getByRole('textbox', { name: 'Level 10 value' });
    await expect.element(added).toHaveFocus();
    await userEvent.keyboard('-0.272');
    await dialog.getByRole('checkbox', { name: 'Show level 10' }).click();
    await userEvent.fill(dialog.getByLabelText('Level 10 colour'), '#00ff00');
    await dialog.getByRole('button', { name: 'Remove level 9' }).click();
    await dialog.getByRole('checkbox', { name: 'Fill' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    const [style] = onApply.mock.calls[0]!;
    expect(style.fill).toBe('#2962ff');
    expect(style.levels).toEqual([
      { value: -0.272, color: '#00ff00', visible: false },
      ...DEFAULT_FIB_LEVELS.slice(0, 8).map((level, at) => (at === 1 ? { ...level, value: 0.25 } : level)),
    ]);
  });

  test('Fibonacci levels: Default levels puts them back; no more than FIB_LEVELS_MAX', async () => {
    const { dialog, onApply } = await openStyle(
      drawing('d1', 'fibExtension', {
        style: { ...STYLE, levels: [{ value: 3, color: '#000000', visible: true }] },
      }),
    );
    const add = dialog.getByRole('button', { name: 'Add a level' });
    for (let count = 1; count < FIB_LEVELS_MAX; count += 1) await add.click();
    await expect.element(add).toBeDisabled();
    await dialog.getByRole('button', { name: 'Default levels' }).click();
    await expect.element(add).toBeEnabled();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(onApply.mock.calls[0]![0].levels).toEqual(DEFAULT_FIB_LEVELS);
  });
});

describe('the drawings’ simple dialogs', () => {
  test('the shortcuts’ help: a table of keys and what they do', async () => {
    mounted = mount(withAppDialogs(null));
    openDrawingShortcuts();
    const dialog = page.getByRole('dialog', { name: 'Drawing shortcuts' });
    await expect.element(dialog).toBeVisible();
    const rows = dialog
      .getByRole('row')
      .elements()
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'KeysAction',
      'Alt+TTrend line tool',
      'Alt+HHorizontal line tool',
      'Alt+VVertical line tool',
      'Alt+CCross line tool',
      'Alt+FFib retracement tool',
      'Ctrl+ZUndo',
      'Ctrl+Shift+Z or Ctrl+YRedo',
      'EscCancel the drawing under way',
      'Delete or BackspaceDelete the selected drawing',
      'ShiftWhile drawing: snap the line to 45°',
      'ShiftWhile moving: keep to one axis',
    ]);
    await expect.element(dialog.getByRole('columnheader', { name: 'Keys' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test.each([
    ['en', 12, 'Delete all drawings', 'Delete all 12 drawings on this coin?', 'Keep', 'Delete'],
    ['en', 1, 'Delete all drawings', 'Delete the drawing on this coin?', 'Keep', 'Delete'],
    ['ko', 12, '모든 그림 삭제', '이 코인의 그림 12개를 모두 삭제할까요?', '유지', '삭제'],
  ] as const)(
    'in %s, deleting all %i: Keep keeps them, Delete deletes',
    async (language, count, title, body, keep, yes) => {
      mounted = mount(withAppDialogs(null));
      await initI18n(language);
      const onDelete = vi.fn();
      openDeleteAllDrawings({ count, onDelete });
      const dialog = page.getByRole('alertdialog', { name: title });
      await expect.element(dialog.getByText(body)).toBeVisible();
      await dialog.getByRole('button', { name: keep }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      expect(onDelete).not.toHaveBeenCalled();
      openDeleteAllDrawings({ count, onDelete });
      await dialog.getByRole('button', { name: yes, exact: true }).click();
      await expect.element(dialog).not.toBeInTheDocument();
      expect(onDelete).toHaveBeenCalledOnce();
    },
  );
});
