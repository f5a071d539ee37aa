/**
 * A layout as a file (contract/layout-file.ts) and the reading of a document the exchange keeps
 * (layout-rules.ts readLayoutDocument): an exported file reads back as it was; files of every earlier
 * version read as the current one; each bad file answers its one problem, with a message in both languages;
 * and under fast-check, hostile files (random JSON, deep nesting, huge strings, prototype keys, valid files
 * mutated anywhere) never throw and never answer part of a layout: what comes back is a whole document the
 * exchange would keep, or a problem.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  LAYOUT_FILE_FORMAT,
  LAYOUT_FILE_MAX_BYTES,
  LAYOUT_FILE_PROBLEM_MESSAGES,
  layoutFileText,
  parseLayoutFile,
  type LayoutFileProblem,
} from '../../../contract/layout-file';
import { jsonBytes } from '../../../contract/json-bytes';
import { LAYOUT_MAX_BYTES, LAYOUT_TREE_DEPTH_MAX, readLayoutDocument } from '../../../contract/layout-rules';
import { LAYOUT_NAME_MAX } from '../../../contract/layout-names';
import {
  LAYOUT_SCHEMA_VERSION,
  migrateLayout,
  PANEL_TYPES,
  type LayoutDocument,
} from '../../../contract/workspace-layout';
import { PANEL_SETTINGS_MAX_BYTES } from '../../../contract/panel-settings';

const panel = (id: string, type: string, settings: Record<string, unknown> | null = null) => ({
  id,
  type,
  link: 'page' as const,
  coin: null,
  settings,
});

const DESK: LayoutDocument = {
  version: 5,
  root: {
    kind: 'row',
    size: '100%',
    children: [
      { kind: 'stack', size: '70%', active: 0, panels: [panel('chart-1', 'chart', { indicators: ['rsi'] })] },
      {
        kind: 'column',
        size: '30%',
        children: [
          {
            kind: 'stack',
            size: '1fr',
            active: 1,
            panels: [panel('book-1', 'order-book'), panel('trades-1', 'recent-trades')],
          },
          { kind: 'stack', size: '1fr', active: 0, panels: [panel('order-1', 'order-panel')] },
        ],
      },
    ],
  },
  popouts: [panel('list-1', 'coin-list')],
  closed: [panel('alerts-1', 'alerts')],
};

const file = (layout: unknown, name: unknown = 'Desk', format: unknown = LAYOUT_FILE_FORMAT) =>
  JSON.stringify({ format, name, layout });

/** A split nested `depth` levels deep around one chart. */
function nested(depth: number): unknown {
  let node: unknown = { kind: 'stack', size: '1fr', active: 0, panels: [panel('chart-1', 'chart')] };
  for (let i = 0; i < depth; i += 1) node = { kind: i % 2 ? 'row' : 'column', size: '1fr', children: [node] };
  return { version: 4, root: node, popouts: [], closed: [] };
}

describe('parseLayoutFile', () => {
  test('an exported file reads back as it was, its name kept', () => {
    expect(parseLayoutFile(layoutFileText('Scalping 단타', DESK))).toEqual({
      ok: true,
      name: 'Scalping 단타',
      layout: DESK,
    });
  });

  test('pop-outs’ window placements are kept; one out of bounds is forgotten, the rest of the desk read', () => {
    const screen = { label: 'LG HDR 4K', left: -2560, top: 0, width: 2560, height: 1400 };
    const placed = {
      ...DESK,
      popouts: [
        {
          ...panel('list-1', 'coin-list'),
          placement: { left: -2400, top: 40, width: 480, height: 720, screen },
        },
      ],
    };
    expect(parseLayoutFile(layoutFileText('Two screens', placed))).toEqual({
      ok: true,
      name: 'Two screens',
      layout: placed,
    });
    const far = { ...placed.popouts[0]!, placement: { left: 0, top: 0, width: 480, height: 1e9, screen } };
    expect(parseLayoutFile(file({ ...DESK, popouts: [far] }))).toEqual({
      ok: true,
      name: 'Desk',
      layout: DESK,
    });
  });

  test.each([
    ['v1', { version: 1, panels: ['chart', 'order-book'] }],
    [
      'v2',
      {
        version: 2,
        root:
          DESK.root &&
          JSON.parse(
            JSON.stringify(DESK.root, (k, v) =>
              k === 'settings' || k === 'link' || k === 'coin' ? undefined : v,
            ),
          ),
        popouts: [],
      },
    ],
    ['v3', { ...JSON.parse(JSON.stringify(DESK, (k, v) => (k === 'settings' ? undefined : v))), version: 3 }],
  ])('a %s layout reads as its current form, as the app migrates it', (_name, layout) => {
    const read = parseLayoutFile(file(layout));
    const migrated = migrateLayout(layout);
    expect('layout' in migrated).toBe(true);
    expect(read).toEqual({ ok: true, name: 'Desk', layout: 'layout' in migrated ? migrated.layout : null });
    expect(read.ok && read.layout.version).toBe(LAYOUT_SCHEMA_VERSION);
  });

  const BAD: [string, string, LayoutFileProblem][] = [
    ['an empty file', '', 'not-json'],
    ['text', 'layout', 'not-json'],
    ['cut JSON', layoutFileText('Desk', DESK).slice(0, 100), 'not-json'],
    ['a list', '[]', 'not-layout-file'],
    ['a number', '7', 'not-layout-file'],
    ['null', 'null', 'not-layout-file'],
    ['a bare document', JSON.stringify(DESK), 'not-layout-file'],
    ['another format', file(DESK, 'Desk', 'golden-layout'), 'not-layout-file'],
    ['no name', JSON.stringify({ format: LAYOUT_FILE_FORMAT, layout: DESK }), 'name-empty'],
    ['a name that is a number', file(DESK, 42), 'name-empty'],
    ['a blank name', file(DESK, '   '), 'name-empty'],
    ['a name too long', file(DESK, 'x'.repeat(LAYOUT_NAME_MAX + 1)), 'name-too-long'],
    ['a name with a newline', file(DESK, 'a\nb'), 'name-control'],
    ['no layout', JSON.stringify({ format: LAYOUT_FILE_FORMAT, name: 'Desk' }), 'unknown-version'],
    ['version 6', file({ ...DESK, version: 6 }), 'unknown-version'],
    ['version "5"', file({ ...DESK, version: '5' }), 'unknown-version'],
    [
      'a stack with no panels list',
      file({ ...DESK, root: { kind: 'stack', size: '1fr', active: 0 } }),
      'bad-shape',
    ],
    ['a size in pixels', file({ ...DESK, root: { ...DESK.root, size: '300px' } }), 'bad-shape'],
    ['a panel id with spaces', file({ ...DESK, popouts: [panel('my chart', 'chart')] }), 'bad-shape'],
    [
      '65 pop-outs',
      file({ ...DESK, popouts: Array.from({ length: 65 }, (_, i) => panel(`c-${i}`, 'chart')) }),
      'bad-shape',
    ],
    ['only unknown panel types', file({ version: 1, panels: ['teleprompter'] }), 'no-panels'],
    [
      'nothing in the tree or out',
      file({ version: 4, root: null, popouts: [], closed: [panel('c', 'chart')] }),
      'no-panels',
    ],
    ['splits nested too deep', file(nested(LAYOUT_TREE_DEPTH_MAX + 1)), 'too-deep'],
    ['a file over its bound', file(DESK, 'Desk').padEnd(LAYOUT_FILE_MAX_BYTES + 1, ' '), 'too-large'],
  ];

  test.each(BAD)('%s is refused with its one problem', (_name, text, problem) => {
    expect(parseLayoutFile(text)).toEqual({ ok: false, problem });
  });

  test('splits nested to the bound read', () => {
    expect(parseLayoutFile(file(nested(LAYOUT_TREE_DEPTH_MAX))).ok).toBe(true);
  });

  test('a document over LAYOUT_MAX_BYTES is too large, though each panel’s settings fit their own bound', () => {
    const settings = { pad: 'x'.repeat(PANEL_SETTINGS_MAX_BYTES - 100) };
    const panels = Array.from({ length: 20 }, (_, i) => panel(`chart-${i}`, 'chart', settings));
    const layout = {
      version: 4,
      root: { kind: 'stack', size: '1fr', active: 0, panels },
      popouts: [],
      closed: [],
    };
    expect(jsonBytes(layout)).toBeGreaterThan(LAYOUT_MAX_BYTES);
    expect(parseLayoutFile(file(layout))).toEqual({ ok: false, problem: 'too-large' });
  });

  test('every problem has its message in Korean and English', () => {
    for (const texts of Object.values(LAYOUT_FILE_PROBLEM_MESSAGES)) {
      expect(texts.ko.length).toBeGreaterThan(0);
      expect(texts.en.length).toBeGreaterThan(0);
      expect(texts.ko).not.toBe(texts.en);
    }
  });

  test('prototype keys are data: they change no object and never pass for a field', () => {
    const text =
      `{"__proto__":{"format":"${LAYOUT_FILE_FORMAT}","name":"Desk","layout":${JSON.stringify(DESK)}},` +
      '"constructor":{"prototype":{"polluted":true}}}';
    expect(parseLayoutFile(text)).toEqual({ ok: false, problem: 'not-layout-file' });
    const inPanel = file({
      ...DESK,
      popouts: [{ ...panel('c-1', 'chart'), __proto__: { type: 'x' } }],
    }).replace('"popouts":[{', '"popouts":[{"__proto__":{"polluted":true},');
    const read = parseLayoutFile(inPanel);
    expect(read.ok).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// ---------------------------------------------------------------------------------------------------
// Hostile files
// ---------------------------------------------------------------------------------------------------

/** A valid panel of a known type, settings or none. */
const panelArb = fc.record({
  id: fc.stringMatching(/^[a-z0-9-]{1,12}$/),
  type: fc.constantFrom(...PANEL_TYPES),
  link: fc.constantFrom('page', 'red', null),
  coin: fc.constantFrom(null, 'BTC-KRW'),
  settings: fc.option(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 })), {
    nil: null,
  }),
});

const { node: nodeArb } = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({
      kind: fc.constant('stack'),
      size: fc.constantFrom('1fr', '50%', '33.5%'),
      active: fc.nat(3),
      panels: fc.array(panelArb, { minLength: 1, maxLength: 3 }),
    }),
    fc.record({
      kind: fc.constantFrom('row', 'column'),
      size: fc.constantFrom('1fr', '100%'),
      children: fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
    }),
  ),
}));

const validLayoutArb = fc.record({
  version: fc.constant(4),
  root: nodeArb,
  popouts: fc.array(panelArb, { maxLength: 2 }),
  closed: fc.array(panelArb, { maxLength: 2 }),
});

type Path = (string | number)[];
function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return [prefix, ...entries.flatMap(([key, child]) => pathsOf(child, [...prefix, key]))];
}

/** Values a hostile file puts anywhere. */
const junkArb = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(null, '', -1, 1.5, 2 ** 60, 'NaN', [], {}, [null], 'x'.repeat(100_000), '__proto__', true),
  fc.constant({ __proto__: null, constructor: { prototype: { polluted: true } } }),
);

/** A valid file with one value anywhere replaced or removed, or a key renamed to a prototype key. */
const mutatedFileArb = fc
  .tuple(validLayoutArb, fc.nat(), junkArb, fc.constantFrom('replace', 'remove', 'proto'))
  .map(([layout, pick, junk, how]) => {
    const data = JSON.parse(file(layout)) as Record<string, unknown>;
    const paths = pathsOf(data).filter((path) => path.length > 0);
    const path = paths[pick % paths.length]!;
    let parent = data as Record<string | number, unknown>;
    for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (how === 'remove' && !Array.isArray(parent)) delete parent[last];
    else parent[last] = junk;
    const text = JSON.stringify(data);
    // A key written as "__proto__" in the text: JSON.parse makes it an own key, as a hostile file would.
    return how === 'proto' && typeof last === 'string' ? text.replace(`"${last}":`, '"__proto__":') : text;
  });

/** Text nested far past any layout (and past the engine's stack for JSON.parse in some engines). */
const deepTextArb = fc
  .integer({ min: 1_000, max: 200_000 })
  .map((depth) => '['.repeat(depth) + ']'.repeat(depth));
/** A tree of splits nested `depth` deep, written as text (too deep for JSON.stringify to write it). */
const deepTreeArb = fc.integer({ min: LAYOUT_TREE_DEPTH_MAX + 1, max: 50_000 }).map((depth) => {
  const split = '{"kind":"row","size":"1fr","children":[';
  const stack = JSON.stringify({
    kind: 'stack',
    size: '1fr',
    active: 0,
    panels: [panel('chart-1', 'chart')],
  });
  const root = split.repeat(depth) + stack + ']}'.repeat(depth);
  return `{"format":"${LAYOUT_FILE_FORMAT}","name":"Deep","layout":{"version":4,"root":${root},"popouts":[],"closed":[]}}`;
});

/**
 * What a read answers is all or nothing: a problem, or a whole document of the current version that reads
 * again to itself (the exchange would keep it, as it is).
 */
function checkWhole(text: string): void {
  const read = parseLayoutFile(text);
  if (!read.ok) {
    expect(Object.keys(read)).toEqual(['ok', 'problem']);
    expect(LAYOUT_FILE_PROBLEM_MESSAGES[read.problem]).toBeDefined();
    return;
  }
  expect(read.layout.version).toBe(LAYOUT_SCHEMA_VERSION);
  expect(readLayoutDocument(JSON.parse(JSON.stringify(read.layout)))).toEqual({
    ok: true,
    layout: read.layout,
  });
  expect(parseLayoutFile(layoutFileText(read.name, read.layout))).toEqual(read);
}

describe('parseLayoutFile under fast-check', () => {
  test('valid files read whole, and back to themselves', () => {
    fc.assert(
      fc.property(validLayoutArb, (layout) => {
        const read = parseLayoutFile(file(layout));
        expect(read.ok).toBe(true);
        checkWhole(file(layout));
      }),
      { seed: 43, numRuns: 300 },
    );
  });

  test('hostile files never throw and never answer part of a layout', () => {
    const hostileArb = fc.oneof(
      { weight: 4, arbitrary: mutatedFileArb },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 5 }).map((value) => JSON.stringify(value)) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((layout) => file(layout)) },
      { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 200 }) },
      { weight: 1, arbitrary: deepTextArb },
      { weight: 1, arbitrary: deepTreeArb },
    );
    fc.assert(
      fc.property(hostileArb, (text) => {
        expect(() => parseLayoutFile(text)).not.toThrow();
        checkWhole(text);
      }),
      { seed: 43, numRuns: 1_500 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 120_000);
});
