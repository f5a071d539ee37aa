/**
 * A drawing's style dialog as a form: which fields each tool has (STYLE_FIELDS, read off what the chart
 * draws of each: src/render/chart/drawing-tools.ts), the form's values as its fields show them, and OK's
 * reading of them back into a style, with each problem for its field. Pure: the dialog binds it. A field a
 * tool does not have keeps the drawing's value as it was.
 */
import {
  DEFAULT_FIB_LEVELS,
  DRAWING_TEXT_MAX,
  FIB_LEVELS_MAX,
  type Drawing,
  type DrawingDash,
  type DrawingStyle,
  type DrawingTool,
  type DrawingWidth,
  type FibLevel,
} from '../../../../contract/drawings';
import { numberToText, parseNumberText } from '../../../lib/input-value';

/**
 * An extension side in the form: the member's choice, or fixed by the tool (a ray always goes on beyond
 * its second anchor, an extended line both ways: contract/drawing-crossing.ts lineExtension) and so shown, ticked,
 * but not editable; a side a tool never extends is not shown.
 */
export type ExtendSide = 'choice' | 'always' | 'never';

export interface StyleFields {
  /** Width and dash: the tool draws lines (a text note draws only its text). */
  line: boolean;
  /** Extend left and right; null: the tool has no extension (a horizontal line spans the plot anyway). */
  extend: { left: ExtendSide; right: ExtendSide } | null;
  /**
   * The area's fill: `toggle` on or off, `colour` its colour. A measure is always filled (in the line's
   * colour unless another is chosen); the Fibonacci tools' bands take their levels' colours.
   */
  fill: { toggle: boolean; colour: boolean } | null;
  /** The text: a line's label (one line), a note (several lines, not empty), or none. */
  text: 'label' | 'note' | null;
  /** The Fibonacci levels. */
  levels: boolean;
}

const LINE: StyleFields = {
  line: true,
  extend: { left: 'choice', right: 'choice' },
  fill: null,
  text: 'label',
  levels: false,
};
/** A line that spans the plot or goes from its anchor to the edge by itself. */
const SPANNING: StyleFields = { ...LINE, extend: null };
const AREA: StyleFields = { ...LINE, fill: { toggle: true, colour: true } };
const MEASURE: StyleFields = { ...SPANNING, fill: { toggle: false, colour: true }, text: null };
const FIBONACCI: StyleFields = { ...LINE, fill: { toggle: true, colour: false }, text: null, levels: true };

/**
 * Each tool's fields, as the chart draws it: the trend and info lines extend either way at the member's
 * choice; a ray's right side and both of an extended line's are fixed; an arrow ends at its head; a
 * channel, a rectangle and the Fibonacci tools extend to the plot's edges at the member's choice.
 */
export const STYLE_FIELDS: Readonly<Record<DrawingTool, StyleFields>> = {
  trendLine: LINE,
  ray: { ...LINE, extend: { left: 'never', right: 'always' } },
  extendedLine: { ...LINE, extend: { left: 'always', right: 'always' } },
  infoLine: LINE,
  arrow: SPANNING,
  horizontalLine: SPANNING,
  horizontalRay: SPANNING,
  verticalLine: SPANNING,
  crossLine: SPANNING,
  parallelChannel: AREA,
  rectangle: AREA,
  priceRange: MEASURE,
  dateRange: MEASURE,
  fibRetracement: FIBONACCI,
  fibExtension: FIBONACCI,
  textNote: { ...SPANNING, line: false, text: 'note' },
  priceNote: SPANNING,
};

/** The swatches the colour fields offer (TradingView's main hues), each with its name's text key. */
export const DRAWING_PALETTE = [
  { color: '#2962ff', name: 'blue' },
  { color: '#00bcd4', name: 'cyan' },
  { color: '#089981', name: 'green' },
  { color: '#ffeb3b', name: 'yellow' },
  { color: '#ff9800', name: 'orange' },
  { color: '#f23645', name: 'red' },
  { color: '#e91e63', name: 'pink' },
  { color: '#9c27b0', name: 'purple' },
  { color: '#787b86', name: 'grey' },
  { color: '#ffffff', name: 'white' },
] as const;
export type PaletteColour = (typeof DRAWING_PALETTE)[number]['name'];

/** A Fibonacci level as its row shows it: the value as typed. */
export interface LevelForm {
  value: string;
  /** `#rrggbb`. */
  color: string;
  visible: boolean;
}

export interface StyleForm {
  color: string;
  width: DrawingWidth;
  dash: DrawingDash;
  extendLeft: boolean;
  extendRight: boolean;
  fillOn: boolean;
  /** The fill's colour, kept while the fill is off so that turning it on again brings it back. */
  fillColor: string;
  text: string;
  levels: readonly LevelForm[];
}

export type StyleProblem =
  | { field: 'text'; kind: 'tooLong' | 'empty' }
  /** `index`: the level's row. */
  | { field: 'level'; index: number; kind: 'notNumber' };

export type StyleResult = { ok: true; style: DrawingStyle } | { ok: false; problems: StyleProblem[] };

function levelForm(level: FibLevel): LevelForm {
  return { value: numberToText(level.value), color: level.color, visible: level.visible };
}

/** The Fibonacci levels a tool draws unless the member changed them, as the form shows them. */
export function defaultLevelsForm(): LevelForm[] {
  return DEFAULT_FIB_LEVELS.map(levelForm);
}

/** The form of `drawing`'s style as it is now. */
export function styleForm(drawing: Pick<Drawing, 'style'>): StyleForm {
  const { style } = drawing;
  return {
    color: style.color,
    width: style.width,
    dash: style.dash,
    extendLeft: style.extendLeft,
    extendRight: style.extendRight,
    fillOn: style.fill !== null,
    fillColor: style.fill ?? style.color,
    text: style.text,
    levels: style.levels ? style.levels.map(levelForm) : defaultLevelsForm(),
  };
}

/** Whether another level may be added (a drawing carries at most FIB_LEVELS_MAX). */
export function canAddLevel(levels: readonly LevelForm[]): boolean {
  return levels.length < FIB_LEVELS_MAX;
}

/**
 * The levels with a new, empty one at the end for the member to type (in the colour of the default level
 * at its place, so that rows stay told apart); the same levels when they are FIB_LEVELS_MAX already.
 */
export function addLevel(levels: readonly LevelForm[]): readonly LevelForm[] {
  if (!canAddLevel(levels)) return levels;
  const color = DEFAULT_FIB_LEVELS[levels.length % DEFAULT_FIB_LEVELS.length]!.color;
  return [...levels, { value: '', color, visible: true }];
}

export function removeLevel(levels: readonly LevelForm[], index: number): readonly LevelForm[] {
  return levels.filter((_, at) => at !== index);
}

/**
 * OK: the style the form makes, or every problem (none of it applied). The text must be at most
 * DRAWING_TEXT_MAX characters (UTF-16 units, as the field's maxLength counts them) and a note's not empty
 * (a note without text draws nothing to see or grab); each level's value a finite number. Levels come out
 * in order of value (a stable sort: two rows of one value keep their order). A field the tool does not
 * have keeps `style`'s value.
 */
export function readStyleForm(tool: DrawingTool, style: DrawingStyle, form: StyleForm): StyleResult {
  const fields = STYLE_FIELDS[tool];
  const problems: StyleProblem[] = [];
  if (fields.text !== null) {
    if (form.text.length > DRAWING_TEXT_MAX) problems.push({ field: 'text', kind: 'tooLong' });
    else if (fields.text === 'note' && form.text.trim() === '')
      problems.push({ field: 'text', kind: 'empty' });
  }
  const levels: FibLevel[] = [];
  if (fields.levels)
    form.levels.forEach((level, index) => {
      const value = parseNumberText(level.value.trim());
      if (value === null) problems.push({ field: 'level', index, kind: 'notNumber' });
      else levels.push({ value, color: level.color, visible: level.visible });
    });
  if (problems.length > 0) return { ok: false, problems };

  const next: DrawingStyle = {
    ...style,
    color: form.color,
    width: fields.line ? form.width : style.width,
    dash: fields.line ? form.dash : style.dash,
  };
  if (fields.extend) {
    if (fields.extend.left === 'choice') next.extendLeft = form.extendLeft;
    if (fields.extend.right === 'choice') next.extendRight = form.extendRight;
  }
  if (fields.fill) {
    const on = fields.fill.toggle ? form.fillOn : true;
    next.fill = on ? form.fillColor : null;
  }
  if (fields.text !== null) next.text = form.text;
  if (fields.levels) next.levels = levels.sort((a, b) => a.value - b.value);
  return { ok: true, style: next };
}
