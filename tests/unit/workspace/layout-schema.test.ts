import { describe, expect, test } from 'vitest';
import type { CoinKey } from '../../../contract/markets';
import {
  defaultLayout,
  isWorkspaceOwner,
  layoutStorageKey,
  CLOSED_PANELS_KEPT,
  parseStoredLayout,
  serializeLayout,
  workspaceOwner,
} from '../../../src/workspace/layout-schema';
import { PANEL_SETTINGS_MAX_BYTES, type PanelSettings } from '../../../contract/panel-settings';
import {
  type LinkGroup,
  LAYOUT_SCHEMA_VERSION,
  migrateLayout,
  migrateV2,
  migrateV3,
  migrateV4,
  panelsInTree,
  PLACEMENT_COORDINATE_MAX,
  SCREEN_LABEL_MAX,
  type LayoutV4,
  type WorkspaceLayout,
} from '../../../contract/workspace-layout';

/** A v2 stack (panels without settings), for stored data of the previous schema. */
const stack = (size: string, ...panels: [id: string, type: string][]) => ({
  kind: 'stack',
  size,
  active: 0,
  panels: panels.map(([id, type]) => ({ id, type })),
});

/** A v4 panel: following the page, with no settings of its own, unless told. */
const panel = <T extends string>(
  id: string,
  type: T,
  link: LinkGroup | null = 'page',
  coin: CoinKey | null = null,
  settings: PanelSettings | null = null,
) => ({ id, type, link, coin, settings });

const twoStackRow: WorkspaceLayout = {
  version: 5,
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
        version: 5,
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
        version: 5,
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
    ['a future version', JSON.stringify({ ...twoStackRow, version: 6 }), 'unknown-version'],
    ['version as a string', JSON.stringify({ ...twoStackRow, version: '5' }), 'unknown-version'],
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
      root: stack('1fr', ['liquidation-1', 'liquidation-map'], ['heat-1', 'heatmap']),
      popouts: [],
    });
    expect(parseStoredLayout(text)).toEqual({
      layout: defaultLayout(),
      problem: 'no-panels',
      droppedTypes: ['liquidation-map', 'heatmap'],
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
          stack('50%', ['liquidation-1', 'liquidation-map'], ['live-price-1', 'live-price']),
          stack('50%', ['connection-1', 'connection']),
        ],
      },
      popouts: [{ id: 'heat-1', type: 'heatmap' }],
    });
    const parsed = parseStoredLayout(text);
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['liquidation-map', 'heatmap']);
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
        children: [stack('80%', ['live-price-1', 'live-price']), stack('20%', ['x-1', 'liquidation-map'])],
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
      version: 5,
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
      version: 5,
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
  ])('link group and coin: %s', (_name, stored, kept) => {
    const text = JSON.stringify({
      version: 5,
      root: { ...stack('1fr'), panels: [{ id: 'chart-1', type: 'chart', ...stored }] },
      popouts: [],
      closed: [],
    });
    expect(panelsInTree(parseStoredLayout(text).layout.root)).toEqual([
      { id: 'chart-1', type: 'chart', ...kept, settings: null },
    ]);
  });

  test('members of a colour group that disagree take the coin of its first member, pop-outs included', () => {
    const text = JSON.stringify({
      version: 5,
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
  test('panel types side by side become stacks in one row, ids numbered per type (and then v4)', () => {
    const migrated = migrateLayout({ version: 1, panels: ['live-price', 'connection', 'live-price'] });
    expect(migrated).toEqual({
      layout: {
        version: 5,
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

  test('a stored v1 layout loads as its v4 form, unknown types dropped', () => {
    const parsed = parseStoredLayout(
      JSON.stringify({ version: 1, panels: ['connection', 'Depth Chart', 'live-price'] }),
    );
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['Depth Chart']);
    expect(parsed.layout.version).toBe(LAYOUT_SCHEMA_VERSION);
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

describe('migration v2 → v3 (and on to v4)', () => {
  const v2Row = {
    kind: 'row',
    size: '100%',
    children: [
      stack('75%', ['chart-1', 'chart'], ['chart-2', 'chart']),
      {
        kind: 'column',
        size: '25%',
        children: [
          stack('60%', ['coin-list-1', 'coin-list']),
          stack('40%', ['liquidation-1', 'liquidation-map']),
        ],
      },
    ],
  };

  test.each([
    [
      'the v2 default: every panel joins the page group, the arrangement and sizes are kept',
      { version: 2, root: v2Row, popouts: [] },
      {
        version: 5,
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
                { ...stack('40%'), panels: [panel('liquidation-1', 'liquidation-map')] },
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
      { version: 5, root: null, popouts: [panel('live-price-1', 'live-price')], closed: [] },
    ],
    [
      'a single stack',
      { version: 2, root: stack('1fr', ['connection-1', 'connection']), popouts: [] },
      {
        version: 5,
        root: { ...stack('1fr'), panels: [panel('connection-1', 'connection')] },
        popouts: [],
        closed: [],
      },
    ],
  ])('%s', (_name, v2, v3) => {
    expect(migrateLayout(v2)).toEqual({ layout: v3 });
  });

  test('a v2 layout loads with its panels following the page, and saves as v4', () => {
    const parsed = parseStoredLayout(JSON.stringify({ version: 2, root: v2Row, popouts: [] }));
    expect(parsed.problem).toBeNull();
    expect(parsed.droppedTypes).toEqual(['liquidation-map']);
    expect(panelsInTree(parsed.layout.root)).toEqual([
      panel('chart-1', 'chart'),
      panel('chart-2', 'chart'),
      panel('coin-list-1', 'coin-list'),
    ]);
    expect(JSON.parse(serializeLayout(parsed.layout))).toMatchObject({
      version: LAYOUT_SCHEMA_VERSION,
      closed: [],
    });
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

describe('panels’ own settings (v4)', () => {
  const RSI = { indicators: [{ kind: 'rsi', period: 14, pane: 1, levels: [30, 70] }] };
  const MACD = {
    indicators: [{ kind: 'macd', fast: 12, slow: 26, signal: 9 }],
    note: '보조지표',
    shown: true,
  };
  /** Settings whose JSON is `bytes` long. */
  const ofBytes = (bytes: number) => ({ pad: 'x'.repeat(bytes - '{"pad":""}'.length) });

  test('settings in the tree, popped out and closed come back unchanged', () => {
    const layout: WorkspaceLayout = {
      version: 5,
      root: {
        kind: 'row',
        size: '100%',
        children: [
          {
            kind: 'stack',
            size: '60%',
            active: 0,
            panels: [panel('chart-1', 'chart', 'page', null, RSI), panel('live-price-1', 'live-price')],
          },
          {
            kind: 'stack',
            size: '40%',
            active: 0,
            panels: [panel('chart-4', 'chart', null, 'XRP-KRW', ofBytes(PANEL_SETTINGS_MAX_BYTES))],
          },
        ],
      },
      popouts: [panel('chart-2', 'chart', 'red', 'ETH-KRW', MACD)],
      closed: [panel('chart-3', 'chart', null, 'SOL-KRW', {})],
    };
    expect(parseStoredLayout(serializeLayout(layout))).toEqual({ layout, problem: null, droppedTypes: [] });
  });

  test.each([
    ['missing', undefined],
    ['null', null],
    ['an array', [RSI]],
    ['a string', JSON.stringify(RSI)],
    ['a number', 14],
    ['true', true],
    ['one byte over the cap', ofBytes(PANEL_SETTINGS_MAX_BYTES + 1)],
  ])('settings %s read as none; the panel and the rest of the layout stay', (_name, bad) => {
    const badly = <P extends object>(p: P) => ({ ...p, settings: bad });
    const text = JSON.stringify({
      version: 5,
      root: {
        kind: 'row',
        size: '100%',
        children: [
          { ...stack('50%'), panels: [badly(panel('chart-1', 'chart', 'red', 'ETH-KRW'))] },
          { ...stack('50%'), panels: [panel('chart-2', 'chart', null, 'SOL-KRW', RSI)] },
        ],
      },
      popouts: [badly(panel('live-price-1', 'live-price', 'red', 'ETH-KRW'))],
      closed: [badly(panel('chart-3', 'chart')), panel('chart-4', 'chart', null, null, MACD)],
    });
    expect(parseStoredLayout(text)).toEqual({
      layout: {
        version: 5,
        root: {
          kind: 'row',
          size: '100%',
          children: [
            { ...stack('50%'), panels: [panel('chart-1', 'chart', 'red', 'ETH-KRW')] },
            { ...stack('50%'), panels: [panel('chart-2', 'chart', null, 'SOL-KRW', RSI)] },
          ],
        },
        popouts: [panel('live-price-1', 'live-price', 'red', 'ETH-KRW')],
        closed: [panel('chart-3', 'chart'), panel('chart-4', 'chart', null, null, MACD)],
      },
      problem: null,
      droppedTypes: [],
    });
  });

  // Stored text is JSON by construction; data handed to migrateLayout may hold anything.
  test.each([
    ['a nested undefined', { indicators: [{ kind: 'rsi', period: undefined }] }],
    ['a nested NaN', { indicators: [{ kind: 'rsi', period: NaN }] }],
    ['a nested function', { format: () => '' }],
    ['a nested date', { since: new Date(0) }],
    ['a nested map', { byPane: new Map([[1, 'rsi']]) }],
  ])('settings holding %s read as none; the rest stays', (_name, bad) => {
    const migrated = migrateLayout({
      version: 5,
      root: {
        ...stack('1fr'),
        panels: [{ ...panel('chart-1', 'chart'), settings: bad }, panel('chart-2', 'chart', null, null, RSI)],
      },
      popouts: [],
      closed: [],
    });
    expect(migrated).toEqual({
      layout: {
        version: 5,
        root: {
          ...stack('1fr'),
          panels: [panel('chart-1', 'chart'), panel('chart-2', 'chart', null, null, RSI)],
        },
        popouts: [],
        closed: [],
      },
    });
  });
});

describe('migration v3 → v4', () => {
  /** A v3 panel: link group and coin, no settings. */
  const v3 = (id: string, type: string, link: LinkGroup | null, coin: CoinKey | null) => ({
    id,
    type,
    link,
    coin,
  });
  const v3Layout = {
    version: 3,
    root: {
      kind: 'row',
      size: '100%',
      children: [
        {
          ...stack('62.5%'),
          active: 1,
          panels: [
            v3('live-price-1', 'live-price', 'page', null),
            v3('connection-1', 'connection', 'red', 'ETH-KRW'),
          ],
        },
        { ...stack('37.5%'), panels: [v3('chart-1', 'chart', null, 'XRP-KRW')] },
      ],
    },
    popouts: [v3('chart-2', 'chart', 'blue', 'SOL-USDT')],
    closed: [v3('chart-3', 'chart', null, 'DOGE-KRW')],
  };
  const v4Layout: WorkspaceLayout = {
    version: 5,
    root: {
      kind: 'row',
      size: '100%',
      children: [
        {
          kind: 'stack',
          size: '62.5%',
          active: 1,
          panels: [
            panel('live-price-1', 'live-price', 'page', null),
            panel('connection-1', 'connection', 'red', 'ETH-KRW'),
          ],
        },
        { kind: 'stack', size: '37.5%', active: 0, panels: [panel('chart-1', 'chart', null, 'XRP-KRW')] },
      ],
    },
    popouts: [panel('chart-2', 'chart', 'blue', 'SOL-USDT')],
    closed: [panel('chart-3', 'chart', null, 'DOGE-KRW')],
  };

  test('every panel, in the tree, out or closed, gets no settings; sizes, tabs, groups, coins kept', () => {
    expect(migrateLayout(v3Layout)).toEqual({ layout: v4Layout });
  });

  test('settings a v3 panel could not have are not read from it', () => {
    const withStray = {
      ...v3Layout,
      popouts: [{ ...v3('chart-2', 'chart', 'blue', 'SOL-USDT'), settings: { indicators: [] } }],
    };
    expect(migrateLayout(withStray)).toEqual({ layout: v4Layout });
  });

  test('a stored v3 layout loads, and is saved as v4 with settings null', () => {
    const parsed = parseStoredLayout(JSON.stringify(v3Layout));
    expect(parsed).toEqual({ layout: v4Layout, problem: null, droppedTypes: [] });
    const saved = JSON.parse(serializeLayout(parsed.layout)) as { version: number; popouts: object[] };
    expect(saved.version).toBe(LAYOUT_SCHEMA_VERSION);
    expect(saved.popouts).toEqual([
      { id: 'chart-2', type: 'chart', link: 'blue', coin: 'SOL-USDT', settings: null },
    ]);
  });

  test('migrateV3 is the step itself', () => {
    expect(migrateV3({ version: 3, root: null, popouts: [], closed: [] })).toEqual({
      version: 4,
      root: null,
      popouts: [],
      closed: [],
    });
  });
});

describe('migration v4 → v5: windows’ placements', () => {
  const SCREEN = { label: 'DELL U2720Q', left: 1920, top: 0, width: 2560, height: 1400 };
  const PLACED = { left: 2000, top: 80, width: 960, height: 600, screen: SCREEN };
  const v4Layout = {
    version: 4,
    root: { ...stack('1fr'), panels: [panel('chart-1', 'chart', 'red', 'ETH-KRW')] },
    popouts: [panel('chart-2', 'chart', null, 'SOL-KRW', { indicators: [] })],
    closed: [panel('chart-3', 'chart')],
  };

  test('a v4 layout is kept as it is, no panel with a placement (none known yet)', () => {
    expect(migrateLayout(v4Layout)).toEqual({ layout: { ...v4Layout, version: 5 } });
    expect(migrateV4(v4Layout as LayoutV4)).toEqual({ ...v4Layout, version: 5 });
    const parsed = parseStoredLayout(JSON.stringify(v4Layout));
    expect(parsed.problem).toBeNull();
    expect(parsed.layout.popouts[0]).not.toHaveProperty('placement');
    expect(JSON.parse(serializeLayout(parsed.layout))).toMatchObject({ version: LAYOUT_SCHEMA_VERSION });
  });

  test('placements in the tree, out and closed come back unchanged', () => {
    const layout: WorkspaceLayout = {
      version: 5,
      root: {
        kind: 'stack',
        size: '1fr',
        active: 0,
        panels: [{ ...panel('chart-1', 'chart'), placement: PLACED }],
      },
      popouts: [{ ...panel('chart-2', 'chart'), placement: { ...PLACED, left: -1200, screen: null } }],
      closed: [{ ...panel('chart-3', 'chart'), placement: PLACED }],
    };
    expect(parseStoredLayout(serializeLayout(layout))).toEqual({ layout, problem: null, droppedTypes: [] });
  });

  test.each([
    ['null', null],
    ['a string', 'left'],
    ['a width of 0', { ...PLACED, width: 0 }],
    ['a negative height', { ...PLACED, height: -600 }],
    ['a left past the bound', { ...PLACED, left: PLACEMENT_COORDINATE_MAX + 1 }],
    ['a top past the bound', { ...PLACED, top: -PLACEMENT_COORDINATE_MAX - 1 }],
    ['a width past the bound', { ...PLACED, width: PLACEMENT_COORDINATE_MAX + 1 }],
    ['a left as text', { ...PLACED, left: '2000' }],
    ['no screen key', { left: 0, top: 0, width: 400, height: 300 }],
    ['a screen without a label', { ...PLACED, screen: { ...SCREEN, label: undefined } }],
    [
      'a screen label too long',
      { ...PLACED, screen: { ...SCREEN, label: 'x'.repeat(SCREEN_LABEL_MAX + 1) } },
    ],
    ['a screen of width 0', { ...PLACED, screen: { ...SCREEN, width: 0 } }],
  ])('a placement that is %s reads as none; the panel and the rest stay', (_name, bad) => {
    const text = JSON.stringify({
      ...v4Layout,
      version: 5,
      popouts: [
        { ...panel('chart-2', 'chart'), placement: bad },
        { ...panel('chart-4', 'chart'), placement: PLACED },
      ],
    });
    const parsed = parseStoredLayout(text);
    expect(parsed.problem).toBeNull();
    expect(parsed.layout.popouts).toEqual([
      panel('chart-2', 'chart'),
      { ...panel('chart-4', 'chart'), placement: PLACED },
    ]);
  });

  test('coordinates are kept in whole CSS pixels; the bounds themselves read', () => {
    const edge = {
      left: -PLACEMENT_COORDINATE_MAX,
      top: 10.4,
      width: PLACEMENT_COORDINATE_MAX,
      height: 1,
      screen: { ...SCREEN, label: 'x'.repeat(SCREEN_LABEL_MAX), left: 0.6 },
    };
    const migrated = migrateLayout({
      ...v4Layout,
      version: 5,
      popouts: [{ ...panel('chart-2', 'chart'), placement: edge }],
    });
    expect('layout' in migrated && migrated.layout.popouts[0]?.placement).toEqual({
      ...edge,
      top: 10,
      screen: { ...edge.screen, left: 1 },
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
