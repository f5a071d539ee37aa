/**
 * What makes a drawing one the exchange keeps (the model and limits of drawings.ts): `drawingProblem`, the
 * one rule the app applies before it sends a drawing, the simulator enforces on every write and the feed
 * worker applies to the drawings it passes on from the socket (a drawing's size as PUT carries it is
 * json-bytes.ts's `jsonBytes`). Written by hand, without zod: the feed worker does not load zod. The calls' zod schemas
 * (drawing-calls.ts) refine with this same rule, so the two cannot drift.
 */
import {
  DRAWING_ANCHORS,
  DRAWING_DASHES,
  DRAWING_TEXT_MAX,
  DRAWING_WIDTHS,
  FIB_LEVELS_MAX,
  isDrawingTool,
  type Drawing,
  type DrawingTool,
} from './drawings';
import { parseCoinKey } from './markets';
import type { Texts } from './texts';

/** A drawing's id as the app chooses it (a UUID fits): safe in a path without escaping. */
export const DRAWING_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** A colour of a drawing: `#rrggbb`. */
export const DRAWING_COLOR = /^#[0-9a-fA-F]{6}$/;

/** The tools whose style carries Fibonacci levels. */
export const FIB_TOOLS: ReadonlySet<DrawingTool> = new Set<DrawingTool>(['fibRetracement', 'fibExtension']);

/** What is stored of a drawing besides its id, version and time: what a PUT sends. */
export type DrawingContent = Omit<Drawing, 'id' | 'version' | 'updatedAt'>;

/**
 * Why a drawing is refused. Every problem but `coinChanged` is the drawing's own (drawingProblem);
 * `coinChanged` is the exchange's: a drawing stays on the coin it was created on.
 */
export const DRAWING_PROBLEMS = [
  'shape',
  'coin',
  'tool',
  'anchorCount',
  'anchor',
  'color',
  'width',
  'dash',
  'text',
  'levels',
  'coinChanged',
] as const;
export type DrawingProblem = (typeof DRAWING_PROBLEMS)[number];

export const DRAWING_PROBLEM_MESSAGES: Record<DrawingProblem, Texts> = {
  shape: { ko: '그림 정보의 형식이 올바르지 않습니다.', en: 'The drawing is not well formed.' },
  coin: { ko: '그림의 코인이 올바르지 않습니다.', en: 'The coin of the drawing is not valid.' },
  tool: { ko: '지원하지 않는 그리기 도구입니다.', en: 'This drawing tool is not supported.' },
  anchorCount: {
    ko: '그림의 점 개수가 도구에 맞지 않습니다.',
    en: 'The drawing does not have the number of points its tool is drawn with.',
  },
  anchor: {
    ko: '그림의 점은 시간과 가격이 숫자여야 합니다.',
    en: "A drawing's points must have a time and a price that are numbers.",
  },
  color: {
    ko: '그림의 색은 #rrggbb 형식이어야 합니다.',
    en: 'A colour of the drawing must be written #rrggbb.',
  },
  width: { ko: '선 굵기가 올바르지 않습니다.', en: 'The line width is not valid.' },
  dash: { ko: '선 모양이 올바르지 않습니다.', en: 'The line style is not valid.' },
  text: {
    ko: `그림의 글은 ${DRAWING_TEXT_MAX}자까지 쓸 수 있습니다.`,
    en: `A drawing's text may have at most ${DRAWING_TEXT_MAX} characters.`,
  },
  levels: {
    ko: `피보나치 레벨은 피보나치 도구에만 ${FIB_LEVELS_MAX}개까지 둘 수 있고, 값은 숫자여야 합니다.`,
    en: `Only Fibonacci tools have levels, at most ${FIB_LEVELS_MAX}, each a number.`,
  },
  coinChanged: {
    ko: '그림은 처음 그린 코인에서 옮길 수 없습니다.',
    en: 'A drawing cannot move to another coin.',
  },
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isColor(value: unknown): boolean {
  return typeof value === 'string' && DRAWING_COLOR.test(value);
}

const WIDTHS: ReadonlySet<unknown> = new Set(DRAWING_WIDTHS);
const DASHES: ReadonlySet<unknown> = new Set(DRAWING_DASHES);

function isAnchor(anchor: unknown): boolean {
  return isRecord(anchor) && isFiniteNumber(anchor.time) && isFiniteNumber(anchor.price);
}

function levelsProblem(tool: DrawingTool, levels: unknown): DrawingProblem | undefined {
  if (!FIB_TOOLS.has(tool) || !Array.isArray(levels) || levels.length > FIB_LEVELS_MAX) return 'levels';
  for (const level of levels) {
    if (!isRecord(level) || !isFiniteNumber(level.value) || typeof level.visible !== 'boolean')
      return 'levels';
    if (!isColor(level.color)) return 'color';
  }
  return undefined;
}

function styleProblem(tool: DrawingTool, style: Record<string, unknown>): DrawingProblem | undefined {
  const { color, width, dash, extendLeft, extendRight, fill, text, levels } = style;
  if (typeof extendLeft !== 'boolean' || typeof extendRight !== 'boolean' || typeof text !== 'string')
    return 'shape';
  if (!isColor(color) || (fill !== null && !isColor(fill))) return 'color';
  if (!WIDTHS.has(width)) return 'width';
  if (!DASHES.has(dash)) return 'dash';
  if (text.length > DRAWING_TEXT_MAX) return 'text';
  return levels === undefined ? undefined : levelsProblem(tool, levels);
}

/**
 * The first thing wrong with a drawing's content (coin, tool, anchors, style, locked, hidden), or
 * undefined when the exchange keeps it: a coin key, a tool of DRAWING_TOOLS, exactly DRAWING_ANCHORS[tool]
 * anchors of finite numbers, `#rrggbb` colours, a width and dash of the lists, a text of at most
 * DRAWING_TEXT_MAX characters (UTF-16 units, as a text field's maxLength counts them), and levels only on a
 * Fibonacci tool, at most FIB_LEVELS_MAX. Other fields are not looked at.
 */
export function drawingProblem(value: unknown): DrawingProblem | undefined {
  if (!isRecord(value)) return 'shape';
  const { coin, tool, anchors, style, locked, hidden } = value;
  if (typeof coin !== 'string' || parseCoinKey(coin) === undefined) return 'coin';
  if (!isDrawingTool(tool)) return 'tool';
  if (
    !Array.isArray(anchors) ||
    !isRecord(style) ||
    typeof locked !== 'boolean' ||
    typeof hidden !== 'boolean'
  )
    return 'shape';
  if (anchors.length !== DRAWING_ANCHORS[tool]) return 'anchorCount';
  if (!anchors.every(isAnchor)) return 'anchor';
  return styleProblem(tool, style);
}

/** A drawing as the exchange answers and publishes it: good content, an id, a version from 1 and a time. */
export function isStoredDrawing(value: unknown): value is Drawing {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    DRAWING_ID.test(value.id) &&
    typeof value.version === 'number' &&
    Number.isSafeInteger(value.version) &&
    value.version >= 1 &&
    isFiniteNumber(value.updatedAt) &&
    drawingProblem(value) === undefined
  );
}
