import { describe, expect, test } from 'vitest';
import {
  defaultLayout,
  isWorkspaceOwner,
  LAYOUT_SCHEMA_VERSION,
  layoutStorageKey,
  migrateLayout,
  parseStoredLayout,
  panelsInTree,
  serializeLayout,
  workspaceOwner,
  type WorkspaceLayout,
} from '../../../src/workspace/layout-schema';

const stack = (size: string, ...panels: [id: string, type: string][]) => ({
  kind: 'stack',
  size,
  active: 0,
  panels: panels.map(([id, type]) => ({ id, type })),
});

const twoStackRow: WorkspaceLayout = {
  version: 2,
  root: {
    kind: 'row',
    size: '100%',
    children: [
      { kind: 'stack', size: '30%', active: 0, panels: [{ id: 'connection-1', type: 'connection' }] },
      { kind: 'stack', size: '70%', active: 0, panels: [{ id: 'live-price-1', type: 'live-price' }] },
    ],
  },
  popouts: [],
};

describe('default layout', () => {
  test('shows the chart large, the coin list above the live price and the connection strip beside it, nothing popped out', () => {
    const layout = defaultLayout();
    expect(layout.version).toBe(LAYOUT_SCHEMA_VERSION);
    expect(layout.root).toMatchObject({
      kind: 'row',
      children: [
        { kind: 'stack', size: '75%' },
        { kind: 'column', size: '25%' },
      ],
    });
    expect(panelsInTree(layout.root)).toEqual([
      { id: 'chart-1', type: 'chart' },
      { id: 'coin-list-1', type: 'coin-list' },
      { id: 'live-price-1', type: 'live-price' },
      { id: 'connection-1', type: 'connection' },
    ]);
    expect(layout.popouts).toEqual([]);
  });

  test('each call is a fresh object', () => {
    expect(defaultLayout()).not.toBe(defaultLayout());
    expect(defaultLayout()).toEqual(defaultLayout());
  });
});

describe('serialize → parse round trip', () => {
  test.each([
    ['the default', defaultLayout()],
    ['a row of two stacks', twoStackRow],
    [
      'tabs in one stack, one popped out',
      {
        version: 2,
        root: {
          kind: 'stack',
          size: '1fr',
          active: 1,
          panels: [
            { id: 'live-price-1', type: 'live-price' },
            { id: 'live-price-2', type: 'live-price' },
          ],
        },
        popouts: [{ id: 'connection-1', type: 'connection' }],
      } satisfies WorkspaceLayout,
    ],
    [
      'everything popped out',
      {
        version: 2,
        root: null,
        popouts: [{ id: 'live-price-1', type: 'live-price' }],
      } satisfies WorkspaceLayout,
    ],
  ])('%s comes back unchanged', (_name, layout) => {
    expect(parseStoredLayout(serializeLayout(layout))).toEqual({ layout, problem: null, droppedTypes: [] });
  });
});

describe('parseStoredLayout falls back to the default and says why', () => {
  test.each([
    ['nothing stored', null, 'missing'],
    ['an empty string', '', 'missing'],
    ['garbage', '{not json', 'not-json'],
    ['half a JSON document', serializeLayout(twoStackRow).slice(0, 40), 'not-json'],
    ['a number', '42', 'unknown-version'],
    ['an array', '[1,2]', 'unknown-version'],
    ['no version', JSON.stringify({ root: null, popouts: [] }), 'unknown-version'],
    ['a future version', JSON.stringify({ ...twoStackRow, version: 3 }), 'unknown-version'],
    ['version as a string', JSON.stringify({ ...twoStackRow, version: '2' }), 'unknown-version'],
    ['v2 without popouts', JSON.stringify({ version: 2, root: twoStackRow.root }), 'bad-shape'],
    ['v2 without root', JSON.stringify({ version: 2, popouts: [] }), 'bad-shape'],
    [
      'a stack without panels',
      JSON.stringify({ version: 2, root: { kind: 'stack', size: '1fr', active: 0 }, popouts: [] }),
      'bad-shape',
    ],
    [
      'a bad size',
      JSON.stringify({ version: 2, root: stack('huge', ['a-1', 'connection']), popouts: [] }),
      'bad-shape',
    ],
    [
      'a negative tab index',
      JSON.stringify({
        version: 2,
        root: { ...stack('1fr', ['a-1', 'connection']), active: -1 },
        popouts: [],
      }),
      'bad-shape',
    ],
    [
      'an unknown node kind',
      JSON.stringify({ version: 2, root: { kind: 'grid', size: '1fr', children: [] }, popouts: [] }),
      'bad-shape',
    ],
    [
      'a hostile panel id',
      JSON.stringify({ version: 2, root: stack('1fr', ['<img src=x>', 'connection']), popouts: [] }),
      'bad-shape',
    ],
    ['v1 with panels not a list', JSON.stringify({ version: 1, panels: 'live-price' }), 'bad-shape'],
    ['no panels left in the tree', JSON.stringify({ version: 2, root: null, popouts: [] }), 'no-panels'],
    [
      'only empty stacks',
      JSON.stringify({
        version: 2,
        root: { kind: 'row', size: '100%', children: [stack('1fr')] },
        popouts: [],
      }),
      'no-panels',
    ],
  ])('%s → %s', (_name, text, problem) => {
    const parsed = parseStoredLayout(text);
    expect(parsed.problem).toBe(problem);
    expect(parsed.layout).toEqual(defaultLayout());
  });

  test('a layout whose only panels are unknown falls back and reports the dropped types', () => {
    const text = JSON.stringify({
      version: 2,
      root: stack('1fr', ['depth-1', 'depth-chart'], ['book-1', 'order-book']),
      popouts: [],
    });
    expect(parseStoredLayout(text)).toEqual({
      layout: defaultLayout(),
      problem: 'no-panels',
      droppedTypes: ['depth-chart', 'order-book'],
    });
  });
});

describe('normalisation keeps what it can', () => {
  test('unknown panel types are dropped, the rest stays', () => {
    const text = JSON.stringify({
      version: 2,
      root: {
        kind: 'row',
        size: '100%',
        children: [
          stack('50%', ['depth-1', 'depth-chart'], ['live-price-1', 'live-price']),
          stack('50%', ['connection-1', 'connection']),
        ],
      },
      popouts: [{ id: 'book-1', type: 'order-book' }],
    });
    const parsed = parseStoredLayout(text);
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['depth-chart', 'order-book']);
    expect(parsed.layout.root).toEqual({
      kind: 'row',
      size: '100%',
      children: [
        { kind: 'stack', size: '50%', active: 0, panels: [{ id: 'live-price-1', type: 'live-price' }] },
        { kind: 'stack', size: '50%', active: 0, panels: [{ id: 'connection-1', type: 'connection' }] },
      ],
    });
    expect(parsed.layout.popouts).toEqual([]);
  });

  test('a split left with one child is replaced by that child, with the split size', () => {
    const text = JSON.stringify({
      version: 2,
      root: {
        kind: 'column',
        size: '100%',
        children: [stack('80%', ['live-price-1', 'live-price']), stack('20%', ['x-1', 'depth-chart'])],
      },
      popouts: [],
    });
    expect(parseStoredLayout(text).layout.root).toEqual({
      kind: 'stack',
      size: '100%',
      active: 0,
      panels: [{ id: 'live-price-1', type: 'live-price' }],
    });
  });

  test('missing panels stay missing (the user closed them); the active tab is clamped', () => {
    const text = JSON.stringify({
      version: 2,
      root: { ...stack('1fr', ['connection-1', 'connection']), active: 5 },
      popouts: [],
    });
    const parsed = parseStoredLayout(text);
    expect(parsed.problem).toBeNull();
    expect(panelsInTree(parsed.layout.root)).toEqual([{ id: 'connection-1', type: 'connection' }]);
    expect(parsed.layout.root).toMatchObject({ active: 0 });
  });

  test('duplicate ids keep the first; a pop-out that is also in the tree stays in the tree', () => {
    const text = JSON.stringify({
      version: 2,
      root: stack(
        '1fr',
        ['live-price-1', 'live-price'],
        ['live-price-1', 'live-price'],
        ['connection-1', 'connection'],
      ),
      popouts: [
        { id: 'connection-1', type: 'connection' },
        { id: 'live-price-2', type: 'live-price' },
      ],
    });
    const { layout } = parseStoredLayout(text);
    expect(panelsInTree(layout.root).map((p) => p.id)).toEqual(['live-price-1', 'connection-1']);
    expect(layout.popouts).toEqual([{ id: 'live-price-2', type: 'live-price' }]);
  });
});

describe('migration v1 → v2', () => {
  test('panel types side by side become stacks in one row, ids numbered per type', () => {
    const migrated = migrateLayout({ version: 1, panels: ['live-price', 'connection', 'live-price'] });
    expect(migrated).toEqual({
      layout: {
        version: 2,
        root: {
          kind: 'row',
          size: '100%',
          children: [
            { kind: 'stack', size: '1fr', active: 0, panels: [{ id: 'live-price-1', type: 'live-price' }] },
            { kind: 'stack', size: '1fr', active: 0, panels: [{ id: 'connection-1', type: 'connection' }] },
            { kind: 'stack', size: '1fr', active: 0, panels: [{ id: 'live-price-2', type: 'live-price' }] },
          ],
        },
        popouts: [],
      },
    });
  });

  test('a stored v1 layout loads as its v2 form, unknown types dropped', () => {
    const parsed = parseStoredLayout(
      JSON.stringify({ version: 1, panels: ['connection', 'Depth Chart', 'live-price'] }),
    );
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['Depth Chart']);
    expect(parsed.layout.version).toBe(2);
    expect(parsed.layout.root).toMatchObject({
      kind: 'row',
      children: [{ kind: 'stack' }, { kind: 'stack' }],
    });
    expect(panelsInTree(parsed.layout.root)).toEqual([
      { id: 'connection-1', type: 'connection' },
      { id: 'live-price-1', type: 'live-price' },
    ]);
  });

  test.each([
    [{ version: 0 }, { problem: 'unknown-version' }],
    [{ version: 99, panels: [] }, { problem: 'unknown-version' }],
    [{ version: 1 }, { problem: 'bad-shape' }],
    [{ version: 1, panels: [7] }, { problem: 'bad-shape' }],
    [null, { problem: 'unknown-version' }],
  ])('%j → %j', (data, answer) => {
    expect(migrateLayout(data)).toEqual(answer);
  });
});

describe('per-member storage key', () => {
  test.each([
    [undefined, 'guest', 'tradedeck.workspace.layout.guest'],
    [null, 'guest', 'tradedeck.workspace.layout.guest'],
    [42, 'm42', 'tradedeck.workspace.layout.m42'],
    [0, 'm0', 'tradedeck.workspace.layout.m0'],
    [-1, 'guest', 'tradedeck.workspace.layout.guest'],
    [1.5, 'guest', 'tradedeck.workspace.layout.guest'],
  ])('memNo %j → owner %s, key %s', (memNo, owner, key) => {
    expect(workspaceOwner(memNo)).toBe(owner);
    expect(layoutStorageKey(workspaceOwner(memNo))).toBe(key);
    expect(isWorkspaceOwner(owner)).toBe(true);
  });

  test.each(['', 'admin', 'm', 'm-1', 'guest ', 'M42'])('%j is no owner', (value) => {
    expect(isWorkspaceOwner(value)).toBe(false);
  });
});
