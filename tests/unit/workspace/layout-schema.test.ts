import { describe, expect, test } from 'vitest';
import type { CoinKey } from '../../../contract/markets';
import type { LinkGroup } from '../../../src/workspace/panel-types';
import {
  defaultLayout,
  isWorkspaceOwner,
  LAYOUT_SCHEMA_VERSION,
  layoutStorageKey,
  CLOSED_PANELS_KEPT,
  migrateLayout,
  migrateV2,
  parseStoredLayout,
  panelsInTree,
  serializeLayout,
  workspaceOwner,
  type WorkspaceLayout,
} from '../../../src/workspace/layout-schema';

/** A v2 stack (panels without settings), for stored data of the previous schema. */
const stack = (size: string, ...panels: [id: string, type: string][]) => ({
  kind: 'stack',
  size,
  active: 0,
  panels: panels.map(([id, type]) => ({ id, type })),
});

/** A v3 panel: following the page unless told. */
const panel = <T extends string>(
  id: string,
  type: T,
  link: LinkGroup | null = 'page',
  coin: CoinKey | null = null,
) => ({ id, type, link, coin });

const twoStackRow: WorkspaceLayout = {
  version: 3,
  root: {
    kind: 'row',
    size: '100%',
    children: [
      { kind: 'stack', size: '30%', active: 0, panels: [panel('connection-1', 'connection')] },
      {
        kind: 'stack',
        size: '70%',
        active: 0,
        panels: [panel('live-price-1', 'live-price', null, 'ETH-KRW')],
      },
    ],
  },
  popouts: [],
  closed: [],
};

describe('default layout', () => {
  test('the registered panels in the trade arrangement, all following the page, nothing out or closed', () => {
    const layout = defaultLayout();
    expect(layout.version).toBe(LAYOUT_SCHEMA_VERSION);
    expect(layout.root).toMatchObject({
      kind: 'row',
      children: [{ kind: 'column' }, { kind: 'column' }, { kind: 'column' }],
    });
    expect(panelsInTree(layout.root)).toEqual([
      panel('chart-1', 'chart'),
      panel('live-price-1', 'live-price'),
      panel('connection-1', 'connection'),
      panel('order-book-1', 'order-book'),
      panel('recent-trades-1', 'recent-trades'),
      panel('order-panel-1', 'order-panel'),
      panel('open-orders-1', 'open-orders'),
      panel('coin-list-1', 'coin-list'),
      panel('credit-status-1', 'credit-status'),
    ]);
    expect(layout.popouts).toEqual([]);
    expect(layout.closed).toEqual([]);
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
      'tabs in one stack in a colour group, one popped out, one closed',
      {
        version: 3,
        root: {
          kind: 'stack',
          size: '1fr',
          active: 1,
          panels: [
            panel('live-price-1', 'live-price', 'red', 'XRP-KRW'),
            panel('live-price-2', 'live-price', 'red', 'XRP-KRW'),
          ],
        },
        popouts: [panel('connection-1', 'connection', 'blue', 'ETH-BTC')],
        closed: [panel('chart-3', 'chart', null, 'SOL-USDT')],
      } satisfies WorkspaceLayout,
    ],
    [
      'everything popped out',
      {
        version: 3,
        root: null,
        popouts: [panel('live-price-1', 'live-price')],
        closed: [],
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
    ['a future version', JSON.stringify({ ...twoStackRow, version: 4 }), 'unknown-version'],
    ['version as a string', JSON.stringify({ ...twoStackRow, version: '3' }), 'unknown-version'],
    ['v3 without closed', JSON.stringify({ ...twoStackRow, closed: undefined }), 'bad-shape'],
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
      root: stack('1fr', ['depth-1', 'depth-chart'], ['heat-1', 'heatmap']),
      popouts: [],
    });
    expect(parseStoredLayout(text)).toEqual({
      layout: defaultLayout(),
      problem: 'no-panels',
      droppedTypes: ['depth-chart', 'heatmap'],
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
      popouts: [{ id: 'heat-1', type: 'heatmap' }],
    });
    const parsed = parseStoredLayout(text);
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['depth-chart', 'heatmap']);
    expect(parsed.layout.root).toEqual({
      kind: 'row',
      size: '100%',
      children: [
        { kind: 'stack', size: '50%', active: 0, panels: [panel('live-price-1', 'live-price')] },
        { kind: 'stack', size: '50%', active: 0, panels: [panel('connection-1', 'connection')] },
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
      panels: [panel('live-price-1', 'live-price')],
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
    expect(panelsInTree(parsed.layout.root)).toEqual([panel('connection-1', 'connection')]);
    expect(parsed.layout.root).toMatchObject({ active: 0 });
  });

  test('a layout saved with the chart behind another tab loads with the chart shown', () => {
    const hidden = {
      version: 3,
      root: {
        kind: 'stack',
        size: '100%',
        active: 1,
        panels: [panel('chart-1', 'chart'), panel('live-price-1', 'live-price')],
      },
      popouts: [],
      closed: [],
    };
    const parsed = parseStoredLayout(JSON.stringify(hidden));
    expect(parsed.problem).toBeNull();
    expect(parsed.layout.root).toEqual({ ...hidden.root, active: 0 });
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
    expect(layout.popouts).toEqual([panel('live-price-2', 'live-price')]);
  });

  test('a closed panel also in the tree or out is dropped from the closed list, which keeps the most recent', () => {
    const closed = Array.from({ length: CLOSED_PANELS_KEPT + 3 }, (_, i) => panel(`chart-${i + 2}`, 'chart'));
    const text = JSON.stringify({
      version: 3,
      root: { ...stack('1fr'), panels: [panel('chart-1', 'chart')] },
      popouts: [panel('chart-2', 'chart')],
      closed: [panel('chart-1', 'chart'), ...closed],
    });
    const { layout } = parseStoredLayout(text);
    expect(layout.closed.map((p) => p.id)).toEqual(closed.slice(1, CLOSED_PANELS_KEPT + 1).map((p) => p.id));
  });

  test.each([
    [
      'an unknown group follows the page',
      { link: 'teal', coin: 'ETH-KRW' },
      { link: 'page', coin: 'ETH-KRW' },
    ],
    ['a bad coin is forgotten', { link: null, coin: 'ETH/KRW' }, { link: null, coin: null }],
    [
      'a coin of an unknown market is forgotten',
      { link: 'red', coin: 'ETH-EUR' },
      { link: 'red', coin: null },
    ],
    ['a lower-case coin is forgotten', { link: null, coin: 'eth-krw' }, { link: null, coin: null }],
    ['hostile text is forgotten', { link: '<b>', coin: '<img src=x>' }, { link: 'page', coin: null }],
    ['missing settings follow the page', {}, { link: 'page', coin: null }],
  ])('settings: %s', (_name, stored, kept) => {
    const text = JSON.stringify({
      version: 3,
      root: { ...stack('1fr'), panels: [{ id: 'chart-1', type: 'chart', ...stored }] },
      popouts: [],
      closed: [],
    });
    expect(panelsInTree(parseStoredLayout(text).layout.root)).toEqual([
      { id: 'chart-1', type: 'chart', ...kept },
    ]);
  });

  test('members of a colour group that disagree take the coin of its first member, pop-outs included', () => {
    const text = JSON.stringify({
      version: 3,
      root: {
        ...stack('1fr'),
        panels: [panel('chart-1', 'chart', 'red', 'ETH-KRW'), panel('chart-2', 'chart', 'blue', 'SOL-KRW')],
      },
      popouts: [
        panel('coin-list-1', 'coin-list', 'red', 'XRP-KRW'),
        panel('live-price-1', 'live-price', 'red'),
      ],
      closed: [panel('chart-3', 'chart', 'red', 'DOGE-KRW')],
    });
    const { layout } = parseStoredLayout(text);
    expect(panelsInTree(layout.root).map((p) => p.coin)).toEqual(['ETH-KRW', 'SOL-KRW']);
    expect(layout.popouts.map((p) => p.coin)).toEqual(['ETH-KRW', 'ETH-KRW']);
    // A closed panel is in no group's business until it comes back.
    expect(layout.closed.map((p) => p.coin)).toEqual(['DOGE-KRW']);
  });
});

describe('migration v1 → v2', () => {
  test('panel types side by side become stacks in one row, ids numbered per type (and then v3)', () => {
    const migrated = migrateLayout({ version: 1, panels: ['live-price', 'connection', 'live-price'] });
    expect(migrated).toEqual({
      layout: {
        version: 3,
        root: {
          kind: 'row',
          size: '100%',
          children: [
            { kind: 'stack', size: '1fr', active: 0, panels: [panel('live-price-1', 'live-price')] },
            { kind: 'stack', size: '1fr', active: 0, panels: [panel('connection-1', 'connection')] },
            { kind: 'stack', size: '1fr', active: 0, panels: [panel('live-price-2', 'live-price')] },
          ],
        },
        popouts: [],
        closed: [],
      },
    });
  });

  test('a stored v1 layout loads as its v3 form, unknown types dropped', () => {
    const parsed = parseStoredLayout(
      JSON.stringify({ version: 1, panels: ['connection', 'Depth Chart', 'live-price'] }),
    );
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['Depth Chart']);
    expect(parsed.layout.version).toBe(3);
    expect(parsed.layout.root).toMatchObject({
      kind: 'row',
      children: [{ kind: 'stack' }, { kind: 'stack' }],
    });
    expect(panelsInTree(parsed.layout.root)).toEqual([
      panel('connection-1', 'connection'),
      panel('live-price-1', 'live-price'),
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

describe('migration v2 → v3', () => {
  const v2Row = {
    kind: 'row',
    size: '100%',
    children: [
      stack('75%', ['chart-1', 'chart'], ['chart-2', 'chart']),
      {
        kind: 'column',
        size: '25%',
        children: [stack('60%', ['coin-list-1', 'coin-list']), stack('40%', ['depth-1', 'depth-chart'])],
      },
    ],
  };

  test.each([
    [
      'the v2 default: every panel joins the page group, the arrangement and sizes are kept',
      { version: 2, root: v2Row, popouts: [] },
      {
        version: 3,
        root: {
          kind: 'row',
          size: '100%',
          children: [
            { ...stack('75%'), panels: [panel('chart-1', 'chart'), panel('chart-2', 'chart')] },
            {
              kind: 'column',
              size: '25%',
              children: [
                { ...stack('60%'), panels: [panel('coin-list-1', 'coin-list')] },
                { ...stack('40%'), panels: [panel('depth-1', 'depth-chart')] },
              ],
            },
          ],
        },
        popouts: [],
        closed: [],
      },
    ],
    [
      'pop-outs join the page group too',
      { version: 2, root: null, popouts: [{ id: 'live-price-1', type: 'live-price' }] },
      { version: 3, root: null, popouts: [panel('live-price-1', 'live-price')], closed: [] },
    ],
    [
      'a single stack',
      { version: 2, root: stack('1fr', ['connection-1', 'connection']), popouts: [] },
      {
        version: 3,
        root: { ...stack('1fr'), panels: [panel('connection-1', 'connection')] },
        popouts: [],
        closed: [],
      },
    ],
  ])('%s', (_name, v2, v3) => {
    expect(migrateLayout(v2)).toEqual({ layout: v3 });
  });

  test('a v2 layout of today’s users loads with its panels following the page, and saves as v3', () => {
    const parsed = parseStoredLayout(JSON.stringify({ version: 2, root: v2Row, popouts: [] }));
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['depth-chart']);
    expect(panelsInTree(parsed.layout.root)).toEqual([
      panel('chart-1', 'chart'),
      panel('chart-2', 'chart'),
      panel('coin-list-1', 'coin-list'),
    ]);
    expect(JSON.parse(serializeLayout(parsed.layout))).toMatchObject({ version: 3, closed: [] });
  });

  test('migrateV2 is the step itself', () => {
    expect(migrateV2({ version: 2, root: null, popouts: [] })).toEqual({
      version: 3,
      root: null,
      popouts: [],
      closed: [],
    });
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
