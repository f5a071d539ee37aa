/**
 * The rule a drawing is kept by (contract/drawing-rules.ts), as a table: every tool with the anchors it is
 * drawn with passes; each broken field answers its problem, the first in the rule's order; a stored
 * drawing needs an id, a version from 1 and a time besides; and a body's bytes are its JSON's in UTF-8.
 * The calls' zod schemas (drawing-calls.ts), which the app parses with and the feed worker does not load,
 * give the rule's answers on the same table.
 */
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_FIB_LEVELS,
  DRAWING_ANCHORS,
  DRAWING_MAX_BYTES,
  DRAWING_PROBLEM_MESSAGES,
  DRAWING_PROBLEMS,
  DRAWING_TEXT_MAX,
  DRAWING_TOOLS,
  FIB_LEVELS_MAX,
  FIB_TOOLS,
  jsonBytes,
  drawingDeleteQuery,
  drawingProblem,
  drawingPutRequest,
  drawingSchema,
  isStoredDrawing,
  type DrawingProblem,
  type DrawingPutRequest,
} from '../../../contract';
import { drawingPut, storedDrawing } from '../../fixtures/drawings';

type Edit = (body: DrawingPutRequest) => unknown;
const style =
  (changes: object): Edit =>
  (body) => ({ ...body, style: { ...body.style, ...changes } });
const levels = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ ...DEFAULT_FIB_LEVELS[0]!, value: i }));

const broken: [DrawingProblem, string, Edit][] = [
  ['shape', 'not an object', () => null],
  ['shape', 'a list', () => []],
  ['coin', 'no coin', (body) => ({ ...body, coin: undefined })],
  ['coin', 'a coin in lower case', (body) => ({ ...body, coin: 'btc-krw' })],
  ['tool', 'an unknown tool', (body) => ({ ...body, tool: 'pitchfork' })],
  ['shape', 'anchors that are no list', (body) => ({ ...body, anchors: {} })],
  ['shape', 'no style', (body) => ({ ...body, style: null })],
  ['shape', 'hidden as a number', (body) => ({ ...body, hidden: 0 })],
  ['shape', 'extendRight missing', style({ extendRight: undefined })],
  ['shape', 'text as a number', style({ text: 5 })],
  ['anchorCount', 'one anchor short', (body) => ({ ...body, anchors: body.anchors.slice(1) })],
  ['anchorCount', 'none', (body) => ({ ...body, anchors: [] })],
  ['anchor', 'a time of NaN', (body) => ({ ...body, anchors: [{ time: NaN, price: 1 }, body.anchors[1]] })],
  [
    'anchor',
    'an infinite price',
    (body) => ({ ...body, anchors: [body.anchors[0], { time: 1, price: -Infinity }] }),
  ],
  ['anchor', 'an anchor that is a pair', (body) => ({ ...body, anchors: [[1, 2], body.anchors[1]] })],
  ['color', 'a named colour', style({ color: 'red' })],
  ['color', 'a colour with alpha', style({ color: '#2962ffcc' })],
  ['color', 'a fill of three digits', style({ fill: '#abc' })],
  ['width', 'a width of 0', style({ width: 0 })],
  ['width', 'a width as text', style({ width: '2' })],
  ['dash', 'an unknown dash', style({ dash: 'double' })],
  ['text', `${DRAWING_TEXT_MAX + 1} characters`, style({ text: '가'.repeat(DRAWING_TEXT_MAX + 1) })],
  ['levels', 'levels on a trend line', style({ levels: levels(2) })],
];

describe('drawingProblem', () => {
  test.each(DRAWING_TOOLS)('a %s drawn with its anchors passes', (tool) => {
    expect(DRAWING_ANCHORS[tool]).toBeGreaterThan(0);
    expect(drawingProblem(drawingPut(tool))).toBeUndefined();
  });

  test.each(broken)('%s: %s', (problem, _name, edit) => {
    expect(drawingProblem(edit(drawingPut()))).toBe(problem);
  });

  const fib = drawingPut('fibRetracement');
  test.each<[DrawingProblem | undefined, string, unknown]>([
    [undefined, `${FIB_LEVELS_MAX} levels`, levels(FIB_LEVELS_MAX)],
    [undefined, 'no levels: the defaults', undefined],
    [undefined, 'an empty list', []],
    ['levels', `${FIB_LEVELS_MAX + 1} levels`, levels(FIB_LEVELS_MAX + 1)],
    ['levels', 'levels that are no list', {}],
    ['levels', 'a level of infinity', [{ value: Infinity, color: '#000000', visible: true }]],
    ['levels', 'a level shown as text', [{ value: 1, color: '#000000', visible: 'yes' }]],
    ['color', 'a level of no colour', [{ value: 1, color: '', visible: true }]],
  ])('a Fibonacci retracement: %s → %s', (problem, _name, value) => {
    expect(drawingProblem({ ...fib, style: { ...fib.style, levels: value } })).toBe(problem);
  });

  test(`a text of exactly ${DRAWING_TEXT_MAX} characters passes; other fields are not looked at`, () => {
    expect(drawingProblem(style({ text: '가'.repeat(DRAWING_TEXT_MAX) })(drawingPut()))).toBeUndefined();
    expect(drawingProblem({ ...drawingPut(), anything: [NaN], baseVersion: 'x' })).toBeUndefined();
  });

  test('only the Fibonacci tools take levels', () => {
    expect([...FIB_TOOLS].sort()).toEqual(['fibExtension', 'fibRetracement']);
    for (const tool of FIB_TOOLS)
      expect(drawingPut(tool).style.levels).toHaveLength(DEFAULT_FIB_LEVELS.length);
  });

  test('every problem has its message in Korean and English', () => {
    for (const problem of DRAWING_PROBLEMS) {
      expect(DRAWING_PROBLEM_MESSAGES[problem].ko).not.toBe('');
      expect(DRAWING_PROBLEM_MESSAGES[problem].en).not.toBe('');
    }
  });
});

describe('isStoredDrawing', () => {
  test.each<[boolean, string, unknown]>([
    [true, 'a drawing as stored', storedDrawing('1b4e28ba-2fa1-11d2-883f-0016d3cca427')],
    [false, 'version 0', storedDrawing('a', { version: 0 })],
    [false, 'a fractional version', storedDrawing('a', { version: 1.5 })],
    [false, 'an id with a space', storedDrawing('a b')],
    [false, 'an id of 65 characters', storedDrawing('x'.repeat(65))],
    [false, 'no time', { ...storedDrawing('a'), updatedAt: undefined }],
    [false, 'a bad colour', { ...storedDrawing('a'), style: { ...storedDrawing('a').style, color: 'x' } }],
  ])('%s: %s', (stored, _name, value) => {
    expect(isStoredDrawing(value)).toBe(stored);
  });
});

describe('jsonBytes', () => {
  test.each([
    [undefined, 0],
    ['', 2],
    [{ text: 'ab' }, 13],
    // A Hangul syllable is three bytes in UTF-8, an emoji four.
    [{ text: '가' }, 14],
    [{ text: '🙂' }, 15],
  ])('%j is %i bytes', (body, bytes) => {
    expect(jsonBytes(body)).toBe(bytes);
  });

  test('a body nested too deep for JSON.stringify is past any bound, not an error', () => {
    const deep = JSON.parse('['.repeat(200_000) + ']'.repeat(200_000)) as unknown;
    expect(jsonBytes(deep)).toBe(Infinity);
  });
});

describe("the calls' zod schemas", () => {
  test.each(DRAWING_TOOLS.map((tool) => [tool]))('take a %s as the rule does', (tool) => {
    expect(drawingPutRequest.safeParse(drawingPut(tool)).success).toBe(true);
    expect(drawingSchema.safeParse(storedDrawing('a', { tool })).success).toBe(true);
  });

  test.each(broken)('refuse %s (%s) as the rule does', (_problem, _name, edit) => {
    const body = edit(drawingPut());
    expect(drawingPutRequest.safeParse(body).success).toBe(false);
    expect(drawingSchema.safeParse({ ...(body as object), id: 'a', version: 1, updatedAt: 0 }).success).toBe(
      false,
    );
  });

  test(`a PUT's body is at most ${DRAWING_MAX_BYTES} bytes as sent, which a drawing within every other limit can pass`, () => {
    // JSON writes a control character as six bytes (\u0001): the text's characters are not its bytes.
    const fib = drawingPut('fibExtension');
    const big = {
      ...fib,
      style: {
        ...fib.style,
        text: '\u0001'.repeat(DRAWING_TEXT_MAX),
        levels: levels(FIB_LEVELS_MAX).map((level) => ({ ...level, value: -1.2345678901234568e-300 })),
      },
    };
    expect(drawingProblem(big)).toBeUndefined();
    expect(jsonBytes(big)).toBeGreaterThan(DRAWING_MAX_BYTES);
    expect(drawingPutRequest.safeParse(big).success).toBe(false);
    const within = { ...big, style: { ...big.style, text: 'x' } };
    expect(jsonBytes(within)).toBeLessThanOrEqual(DRAWING_MAX_BYTES);
    expect(drawingPutRequest.safeParse(within).success).toBe(true);
    // What the app sends is the schema's output: a field the contract does not know is not sent.
    expect(drawingPutRequest.parse({ ...within, pad: 'x'.repeat(DRAWING_MAX_BYTES) })).toEqual(within);
  });

  test('a base version is a whole number from 0; a delete names a version from 1 as plain digits', () => {
    for (const baseVersion of [-1, 0.5, '1', Infinity])
      expect(drawingPutRequest.safeParse({ ...drawingPut(), baseVersion }).success).toBe(false);
    expect(drawingDeleteQuery.parse({ version: '12' })).toEqual({ version: 12 });
    for (const version of ['0', '', '1e2', '-1', ' 3'])
      expect(drawingDeleteQuery.safeParse({ version }).success).toBe(false);
  });
});
