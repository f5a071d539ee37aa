import { describe, expect, test } from 'vitest';
import {
  arrangeFor,
  COMPACT_BELOW,
  defaultTree,
  fitShares,
  SPLITTER_SIZE,
  TAB_HEADER_HEIGHT,
  tradeArrangement,
  wholeShares,
  workspaceBoxOf,
  type ArrangementSlot,
  type WorkspaceBox,
} from '../../../src/workspace/default-layout';
import { ARRANGED_PANEL_TYPES as ARRANGED_TYPES, PANEL_SIZES } from '../../../src/workspace/panel-types';
import { panelsInTree, type PanelType } from '../../../contract/workspace-layout';

/** Each panel's content box when Golden Layout lays the slot out in `box` (whole percentages of the free room). */
function contentBoxes(slot: ArrangementSlot, box: WorkspaceBox, out = new Map<PanelType, WorkspaceBox>()) {
  if (slot.kind === 'panel') {
    out.set(slot.type, { width: box.width, height: box.height - TAB_HEADER_HEIGHT });
    return out;
  }
  const along = slot.kind === 'row' ? 'width' : 'height';
  const free = box[along] - SPLITTER_SIZE * (slot.children.length - 1);
  for (const child of slot.children) {
    contentBoxes(child, { ...box, [along]: Math.floor((free * child.share) / 100) }, out);
  }
  return out;
}

/** The slot tree as kinds and types only, to compare arrangements. */
function shape(slot: ArrangementSlot): unknown {
  if (slot.kind === 'panel') return slot.type;
  return { [slot.kind]: slot.children.map(shape) };
}

function sharesAddUp(slot: ArrangementSlot): void {
  if (slot.kind === 'panel') return;
  expect(slot.children.reduce((sum, child) => sum + child.share, 0)).toBe(100);
  for (const child of slot.children) {
    expect(Number.isInteger(child.share)).toBe(true);
    sharesAddUp(child);
  }
}

const COMPACT_SHAPE = {
  row: [
    { column: ['chart', 'live-price', 'connection'] },
    { column: [{ row: [{ column: ['order-book', 'recent-trades'] }, 'order-panel'] }, 'open-orders'] },
    { column: ['coin-list', 'credit-status'] },
  ],
};
const REGULAR_SHAPE = {
  row: [
    { column: ['chart', { row: ['open-orders', { column: ['live-price', 'recent-trades'] }] }] },
    { column: ['order-book', 'order-panel'] },
    { column: ['coin-list', 'credit-status', 'connection'] },
  ],
};

describe('the trade arrangement for the window (a pure rule: workspace box → arrangement)', () => {
  test.each([
    [1280, 800, COMPACT_SHAPE],
    [1440, 900, COMPACT_SHAPE],
    [1920, 1080, REGULAR_SHAPE],
    [2560, 1440, REGULAR_SHAPE],
  ])('%i×%i', (width, height, expected) => {
    expect(shape(tradeArrangement(workspaceBoxOf(width, height)))).toEqual(expected);
  });

  test('compact below the height the right column needs for ten coins, the Plus buy loans and the connection', () => {
    expect(COMPACT_BELOW).toBe(524 + 24 + 120 + 24 + 102 + 24 + 2 * 5);
    expect(shape(tradeArrangement({ width: 1440, height: COMPACT_BELOW - 1 }))).toEqual(COMPACT_SHAPE);
    expect(shape(tradeArrangement({ width: 1440, height: COMPACT_BELOW }))).toEqual(REGULAR_SHAPE);
  });

  test.each([
    [1280, 800],
    [1440, 900],
    [1920, 1080],
    [1366, 768],
  ])(
    'at %i×%i: each type once in a stack of its own (no panel behind a tab), shares of whole percentages adding up to 100',
    (width, height) => {
      const arranged = tradeArrangement(workspaceBoxOf(width, height));
      const placed: string[] = [];
      const walk = (slot: ArrangementSlot): void => {
        if (slot.kind === 'panel') placed.push(slot.type);
        else slot.children.forEach(walk);
      };
      walk(arranged);
      expect([...placed].sort()).toEqual([...ARRANGED_TYPES].sort());
      expect(arranged.share).toBe(100);
      sharesAddUp(arranged);
    },
  );

  test.each([
    [1280, 800],
    [1440, 900],
    [1920, 1080],
  ])('at %i×%i every panel gets at least its minimum size', (width, height) => {
    const box = workspaceBoxOf(width, height);
    const boxes = contentBoxes(tradeArrangement(box), box);
    expect([...boxes.keys()].sort()).toEqual([...ARRANGED_TYPES].sort());
    for (const [type, content] of boxes) {
      const { minWidth, minHeight } = PANEL_SIZES[type];
      expect({ type, content, ok: content.width >= minWidth && content.height >= minHeight }).toMatchObject({
        ok: true,
      });
    }
  });

  // The book opens on the middle row: eight 20 px rows a side and the middle row (340 px) under its grouping
  // toolbar and column header (about 40 px, tests/e2e/layout-fit.spec.ts counts the rows); more when taller.
  test.each([
    [1280, 800, 380],
    [1440, 900, 470],
  ])('at %i×%i the order book gets at least %i px for price rows', (width, height, least) => {
    const box = workspaceBoxOf(width, height);
    expect(contentBoxes(tradeArrangement(box), box).get('order-book')!.height).toBeGreaterThanOrEqual(least);
  });

  test('the chart is the largest panel at 1920×1080 and takes the rest of its column in a compact window', () => {
    const large = workspaceBoxOf(1920, 1080);
    const boxes = contentBoxes(tradeArrangement(large), large);
    const area = (content: WorkspaceBox) => content.width * content.height;
    const chart = area(boxes.get('chart')!);
    for (const [type, content] of boxes) if (type !== 'chart') expect(area(content)).toBeLessThan(chart);
    const compact = workspaceBoxOf(1280, 800);
    const column = contentBoxes(tradeArrangement(compact), compact);
    const stack = (type: PanelType) => column.get(type)!.height + TAB_HEADER_HEIGHT;
    // Whole percentages leave a few pixels to the live price and the strip; the chart gets the rest.
    expect(compact.height - stack('chart') - stack('live-price') - stack('connection')).toBeLessThan(
      2 * SPLITTER_SIZE + 20,
    );
    expect(column.get('chart')!.width).toBeGreaterThan(column.get('order-panel')!.width);
  });

  test('the minimum sizes are what the panels were measured to need', () => {
    expect(PANEL_SIZES['order-panel'].minHeight).toBe(508);
    // Ten coin rows of 40 px under the tabs, the search and the column header.
    expect(PANEL_SIZES['coin-list'].minHeight).toBe(124 + 10 * 40);
    // The live price with its whole mini chart (96 px) below the price and the change.
    expect(PANEL_SIZES['live-price'].minHeight).toBe(225);
  });
});

describe('whole shares (Golden Layout reads only the integer part of a size)', () => {
  test.each([
    [
      [54, 22],
      [71, 29],
    ],
    [
      [54, 24, 22],
      [54, 24, 22],
    ],
    [
      [1, 1, 1],
      [34, 33, 33],
    ],
    [
      [2, 1],
      [67, 33],
    ],
    [
      [40, 60],
      [40, 60],
    ],
    [[7], [100]],
  ])('%j → %j', (weights, shares) => {
    expect(wholeShares(weights)).toEqual(shares);
  });
});

describe('shares a window too small for the minimums can lay out', () => {
  test.each([
    [
      [40, 35, 25],
      [40, 35, 25],
    ],
    // A narrow window: the flexible slot's share came out below zero.
    [
      [-22, 90, 32],
      [4, 71, 25],
    ],
    [
      [2, 60, 38],
      [5, 58, 37],
    ],
  ])('%j → %j', (shares, fitted) => {
    expect(fitShares(shares)).toEqual(fitted);
  });

  /** Every row's and column's children: their shares. */
  const childShares = (slot: ArrangementSlot): number[][] =>
    slot.kind === 'panel'
      ? []
      : [slot.children.map((child) => child.share), ...slot.children.flatMap(childShares)];

  test.each([
    [320, 480],
    [640, 400],
    [1000, 600],
    [1100, 650],
    [1280, 709],
    [2560, 1300],
  ])('in a %i×%i workspace every slot has a positive share and siblings add up to 100', (width, height) => {
    for (const shares of childShares(tradeArrangement({ width, height }))) {
      expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
      expect(shares.reduce((sum, share) => sum + share, 0)).toBe(100);
    }
  });
});

describe('the default as a function of the registered types', () => {
  test('without the trading panels: the chart on the left, coin list, live price and strip beside it', () => {
    const tree = defaultTree(['chart', 'coin-list', 'live-price', 'connection']);
    expect(panelsInTree(tree).map((panel) => panel.id)).toEqual([
      'chart-1',
      'live-price-1',
      'connection-1',
      'coin-list-1',
    ]);
    expect(tree).toMatchObject({
      kind: 'row',
      size: '100%',
      children: [
        { kind: 'column', size: '61%' },
        { kind: 'stack', size: '39%', active: 0 },
      ],
    });
  });

  test('by default every registered type in the trade arrangement, ids <type>-1, all following the page', () => {
    expect(panelsInTree(defaultTree())).toEqual(
      [
        'chart',
        'live-price',
        'connection',
        'order-book',
        'recent-trades',
        'order-panel',
        'open-orders',
        'coin-list',
        'credit-status',
      ].map((type) => ({ id: `${type}-1`, type, link: 'page', coin: null, settings: null })),
    );
  });

  test.each<[string, PanelType[], unknown]>([
    ['chart alone', ['chart'], 'chart'],
    ['chart and coin list', ['chart', 'coin-list'], { row: ['chart', 'coin-list'] }],
    [
      'chart and the trading panels, no coin list',
      ['chart', 'order-book', 'order-panel', 'open-orders'],
      { row: ['chart', { column: [{ row: ['order-book', 'order-panel'] }, 'open-orders'] }] },
    ],
    [
      'recent trades without the order book: a stack of its own beside the order panel',
      ['recent-trades', 'order-panel'],
      { row: ['recent-trades', 'order-panel'] },
    ],
    ['the order panel alone', ['order-panel'], 'order-panel'],
  ])('%s', (_name, types, expected) => {
    const arranged = arrangeFor(types)!;
    expect(shape(arranged)).toEqual(expected);
    // A slot that is left alone fills the room; siblings share all of it.
    expect(arranged.share).toBe(100);
    sharesAddUp(arranged);
  });

  test('no registered type: no tree', () => {
    expect(arrangeFor([])).toBeNull();
    expect(defaultTree([])).toBeNull();
  });
});
