import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FIB_LEVELS,
  DRAWING_TEXT_MAX,
  DRAWING_TOOLS,
  FIB_LEVELS_MAX,
  type DrawingStyle,
  type DrawingTool,
} from '../../../../../contract/drawings';
import { lineExtension } from '../../../../../contract/drawing-crossing';
import {
  addLevel,
  canAddLevel,
  defaultLevelsForm,
  DRAWING_PALETTE,
  readStyleForm,
  removeLevel,
  STYLE_FIELDS,
  styleForm,
  type StyleForm,
  type StyleResult,
} from '../../../../../src/features/chart/rules/drawing-style-form';

const STYLE: DrawingStyle = {
  color: '#2962ff',
  width: 1,
  dash: 'solid',
  extendLeft: false,
  extendRight: false,
  fill: null,
  text: '',
};

const FIB_STYLE: DrawingStyle = { ...STYLE, levels: [...DEFAULT_FIB_LEVELS] };

/** The form of `style` with `change` typed into it. */
const formOf = (style: DrawingStyle, change: Partial<StyleForm> = {}): StyleForm => ({
  ...styleForm({ style }),
  ...change,
});

describe('STYLE_FIELDS', () => {
  test('the fixed extensions are the ones the chart draws whatever the style says', () => {
    for (const tool of DRAWING_TOOLS) {
      const extend = STYLE_FIELDS[tool].extend;
      if (!extend) continue;
      const fixed = lineExtension({ tool, style: STYLE });
      expect([tool, fixed.start], 'left').toEqual([tool, extend.left === 'always']);
      expect([tool, fixed.end], 'right').toEqual([tool, extend.right === 'always']);
    }
  });

  test.each<[DrawingTool, string]>([
    ['trendLine', 'extend: choice/choice; fill: none; text: label'],
    ['ray', 'extend: never/always; fill: none; text: label'],
    ['extendedLine', 'extend: always/always; fill: none; text: label'],
    ['infoLine', 'extend: choice/choice; fill: none; text: label'],
    ['arrow', 'extend: none; fill: none; text: label'],
    ['horizontalLine', 'extend: none; fill: none; text: label'],
    ['horizontalRay', 'extend: none; fill: none; text: label'],
    ['verticalLine', 'extend: none; fill: none; text: label'],
    ['crossLine', 'extend: none; fill: none; text: label'],
    ['parallelChannel', 'extend: choice/choice; fill: toggle+colour; text: label'],
    ['rectangle', 'extend: choice/choice; fill: toggle+colour; text: label'],
    ['priceRange', 'extend: none; fill: colour; text: none'],
    ['dateRange', 'extend: none; fill: colour; text: none'],
    ['fibRetracement', 'extend: choice/choice; fill: toggle; text: none; levels'],
    ['fibExtension', 'extend: choice/choice; fill: toggle; text: none; levels'],
    ['textNote', 'no line; extend: none; fill: none; text: note'],
    ['priceNote', 'extend: none; fill: none; text: label'],
  ])('%s: %s', (tool, expected) => {
    const { line, extend, fill, text, levels } = STYLE_FIELDS[tool];
    const fillText = fill
      ? [fill.toggle && 'toggle', fill.colour && 'colour'].filter(Boolean).join('+')
      : 'none';
    const described = [
      ...(line ? [] : ['no line']),
      `extend: ${extend ? `${extend.left}/${extend.right}` : 'none'}`,
      `fill: ${fillText}`,
      `text: ${text ?? 'none'}`,
      ...(levels ? ['levels'] : []),
    ].join('; ');
    expect(described).toBe(expected);
  });
});

describe('DRAWING_PALETTE', () => {
  test('is #rrggbb in lower case, each colour once', () => {
    const colours = DRAWING_PALETTE.map((swatch) => swatch.color);
    for (const colour of colours) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(new Set(colours).size).toBe(colours.length);
  });
});

describe('styleForm', () => {
  test('shows the style, a fill off in the line colour, and the default levels where none are kept', () => {
    expect(styleForm({ style: STYLE })).toEqual({
      color: '#2962ff',
      width: 1,
      dash: 'solid',
      extendLeft: false,
      extendRight: false,
      fillOn: false,
      fillColor: '#2962ff',
      text: '',
      levels: defaultLevelsForm(),
    });
    expect(defaultLevelsForm()[1]).toEqual({ value: '0.236', color: '#f23645', visible: true });
  });

  test('shows a fill on in its colour and the levels kept', () => {
    const form = styleForm({
      style: { ...STYLE, fill: '#ff9800', levels: [{ value: -0.272, color: '#00bcd4', visible: false }] },
    });
    expect([form.fillOn, form.fillColor]).toEqual([true, '#ff9800']);
    expect(form.levels).toEqual([{ value: '-0.272', color: '#00bcd4', visible: false }]);
  });
});

describe('the levels', () => {
  test('a level is added empty, in the colour of the default level at its place, up to FIB_LEVELS_MAX', () => {
    const two = defaultLevelsForm().slice(0, 2);
    expect(addLevel(two)).toEqual([
      ...two,
      { value: '', color: DEFAULT_FIB_LEVELS[2]!.color, visible: true },
    ]);
    let levels = defaultLevelsForm() as readonly ReturnType<typeof defaultLevelsForm>[number][];
    while (canAddLevel(levels)) levels = addLevel(levels);
    expect(levels).toHaveLength(FIB_LEVELS_MAX);
    expect(addLevel(levels)).toBe(levels);
  });

  test('a level is removed by its row', () => {
    const levels = defaultLevelsForm().slice(0, 3);
    expect(removeLevel(levels, 1)).toEqual([levels[0], levels[2]]);
    expect(removeLevel(levels, 5)).toEqual(levels);
  });
});

describe('readStyleForm', () => {
  const levelsOf = (result: StyleResult) => (result.ok ? result.style.levels : undefined);

  test.each<[string, DrawingTool, DrawingStyle, Partial<StyleForm>, StyleResult]>([
    [
      'a trend line: colour, width, dash and both extensions',
      'trendLine',
      STYLE,
      { color: '#f23645', width: 3, dash: 'dotted', extendLeft: true, extendRight: true },
      {
        ok: true,
        style: { ...STYLE, color: '#f23645', width: 3, dash: 'dotted', extendLeft: true, extendRight: true },
      },
    ],
    [
      'a ray: its left side is not the member’s, its right is the tool’s',
      'ray',
      STYLE,
      { extendLeft: true, extendRight: true },
      { ok: true, style: STYLE },
    ],
    [
      'an arrow has no extension: the style keeps what it had',
      'arrow',
      STYLE,
      { extendLeft: true },
      { ok: true, style: STYLE },
    ],
    [
      'a rectangle with its fill turned on in a colour, and a label',
      'rectangle',
      STYLE,
      { fillOn: true, fillColor: '#ff9800', text: 'Box' },
      { ok: true, style: { ...STYLE, fill: '#ff9800', text: 'Box' } },
    ],
    [
      'a channel with its fill turned off',
      'parallelChannel',
      { ...STYLE, fill: '#ff9800' },
      { fillOn: false },
      { ok: true, style: STYLE },
    ],
    [
      'a measure is always filled: its colour is written',
      'priceRange',
      STYLE,
      { fillOn: false, fillColor: '#089981' },
      { ok: true, style: { ...STYLE, fill: '#089981' } },
    ],
    [
      'a measure has no text: the style keeps what it had',
      'dateRange',
      { ...STYLE, text: 'kept' },
      { text: 'typed', fillColor: '#2962ff' },
      { ok: true, style: { ...STYLE, text: 'kept', fill: '#2962ff' } },
    ],
    [
      'a note has no line: its width and dash stay',
      'textNote',
      { ...STYLE, text: 'old' },
      { width: 4, dash: 'dashed', text: 'Support\nholds' },
      { ok: true, style: { ...STYLE, text: 'Support\nholds' } },
    ],
    [
      'a note without text is refused',
      'textNote',
      { ...STYLE, text: 'old' },
      { text: '  \n ' },
      { ok: false, problems: [{ field: 'text', kind: 'empty' }] },
    ],
    [
      'a line without a label is fine',
      'horizontalLine',
      { ...STYLE, text: 'old' },
      { text: '' },
      { ok: true, style: STYLE },
    ],
    [
      `a text of ${DRAWING_TEXT_MAX} characters is fine`,
      'priceNote',
      STYLE,
      { text: 'x'.repeat(DRAWING_TEXT_MAX) },
      { ok: true, style: { ...STYLE, text: 'x'.repeat(DRAWING_TEXT_MAX) } },
    ],
    [
      'a text past DRAWING_TEXT_MAX is refused',
      'trendLine',
      STYLE,
      { text: 'x'.repeat(DRAWING_TEXT_MAX + 1) },
      { ok: false, problems: [{ field: 'text', kind: 'tooLong' }] },
    ],
    [
      'a Fibonacci level that is no number is refused, each by its row',
      'fibRetracement',
      FIB_STYLE,
      {
        levels: [
          { value: '0', color: '#787b86', visible: true },
          { value: '', color: '#787b86', visible: true },
          { value: 'abc', color: '#787b86', visible: true },
          { value: '1', color: '#787b86', visible: true },
        ],
      },
      {
        ok: false,
        problems: [
          { field: 'level', index: 1, kind: 'notNumber' },
          { field: 'level', index: 2, kind: 'notNumber' },
        ],
      },
    ],
    [
      'a fill on a Fibonacci tool is on or off: its colour is not the member’s',
      'fibExtension',
      FIB_STYLE,
      { fillOn: true },
      { ok: true, style: { ...FIB_STYLE, fill: '#2962ff' } },
    ],
    [
      'every level removed: none are drawn',
      'fibRetracement',
      FIB_STYLE,
      { levels: [] },
      { ok: true, style: { ...FIB_STYLE, levels: [] } },
    ],
  ])('%s', (_, tool, style, change, expected) => {
    expect(readStyleForm(tool, style, formOf(style, change))).toEqual(expected);
  });

  test('levels come out as numbers, in order of value, two of one value in their rows’ order', () => {
    const result = readStyleForm(
      'fibRetracement',
      FIB_STYLE,
      formOf(FIB_STYLE, {
        levels: [
          { value: ' 1.618 ', color: '#000001', visible: true },
          { value: '-0.272', color: '#000002', visible: false },
          { value: '0.5', color: '#000003', visible: true },
          { value: '0.50', color: '#000004', visible: true },
          { value: '1,000', color: '#000005', visible: true },
        ],
      }),
    );
    expect(levelsOf(result)).toEqual([
      { value: -0.272, color: '#000002', visible: false },
      { value: 0.5, color: '#000003', visible: true },
      { value: 0.5, color: '#000004', visible: true },
      { value: 1.618, color: '#000001', visible: true },
      { value: 1000, color: '#000005', visible: true },
    ]);
  });

  test('a tool without levels keeps the style’s (none)', () => {
    const result = readStyleForm('trendLine', STYLE, formOf(STYLE, { levels: [] }));
    expect(result.ok && 'levels' in result.style).toBe(false);
  });
});
