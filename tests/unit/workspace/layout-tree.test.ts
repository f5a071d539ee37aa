import { describe, expect, test } from 'vitest';
import { defaultTree, workspaceBoxOf } from '../../../src/workspace/default-layout';
import {
  nodeAt,
  placementFor,
  placeOf,
  revealCharts,
  withPanel,
  type PanelPlace,
  type Placement,
} from '../../../src/workspace/layout-tree';
import type { LayoutNode, StackNode, PanelState, PanelType } from '../../../contract/workspace-layout';

const p = (type: PanelType, n = 1): PanelState => ({
  id: `${type}-${n}`,
  type,
  link: 'page',
  coin: null,
  settings: null,
});
const stack = (size: string, panels: PanelState[], active = 0): StackNode => ({
  kind: 'stack',
  size,
  active,
  panels,
});
const row = (size: string, children: LayoutNode[]): LayoutNode => ({ kind: 'row', size, children });
const column = (size: string, children: LayoutNode[]): LayoutNode => ({ kind: 'column', size, children });

/** The panel's tab is the visible one of its stack. */
function shown(root: LayoutNode, id: string): boolean {
  const place = placeOf(root, id)!;
  const at = nodeAt(root, place.stack) as StackNode;
  return at.active === place.index;
}

/** Every chart of the tree is its stack's visible tab. */
function chartsShown(root: LayoutNode): boolean {
  const walk = (node: LayoutNode): boolean =>
    node.kind === 'stack'
      ? node.panels.every((panel, i) => panel.type !== 'chart' || node.active === i)
      : node.children.every(walk);
  return walk(root);
}

/** Pops `id` out the way Golden Layout does: its tab goes, an empty stack goes, a split of one child folds. */
function without(root: LayoutNode, id: string): LayoutNode | null {
  const walk = (node: LayoutNode): LayoutNode | null => {
    if (node.kind === 'stack') {
      const panels = node.panels.filter((panel) => panel.id !== id);
      if (panels.length === 0) return null;
      return { ...node, panels, active: Math.min(node.active, panels.length - 1) };
    }
    const children = node.children.map(walk).filter((child) => child !== null);
    if (children.length === 0) return null;
    if (children.length === 1) return { ...children[0]!, size: node.size };
    return { ...node, children };
  };
  return walk(root);
}

/** Pops the panel out and lets it come back by the rules: the tree it comes back to. */
function popOutAndBack(root: LayoutNode, panel: PanelState): { tree: LayoutNode; placement: Placement } {
  const place = placeOf(root, panel.id);
  const left = without(root, panel.id);
  const placement = placementFor(left, place);
  return { tree: withPanel(left, panel, placement), placement };
}

const DEFAULT = defaultTree()!;
const REGULAR = defaultTree(undefined, workspaceBoxOf(1920, 1080))!;

describe('a popped-out panel comes back where it was', () => {
  test.each(
    (['compact', 'regular'] as const).flatMap((name) =>
      (
        [
          'live-price',
          'connection',
          'coin-list',
          'order-book',
          'recent-trades',
          'order-panel',
          'credit-status',
          'open-orders',
        ] as const
      ).map((type) => [name, type] as const),
    ),
  )('the %s default layout, %s out and back: the same tree, sizes and all', (name, type) => {
    const tree = name === 'compact' ? DEFAULT : REGULAR;
    expect(popOutAndBack(tree, p(type)).tree).toEqual(tree);
  });

  test('recent trades (its column folds into the live price meanwhile): the column is rebuilt around it', () => {
    const { tree, placement } = popOutAndBack(REGULAR, p('recent-trades'));
    expect(placement).toMatchObject({ kind: 'wrap', node: [0, 1, 1], split: 'column', index: 1 });
    expect(tree).toEqual(REGULAR);
  });

  test('a tab of the chart’s stack comes back as an inactive tab: the chart stays shown', () => {
    const tree = row('100%', [
      stack('70%', [p('chart'), p('live-price')], 0),
      stack('30%', [p('coin-list')]),
    ]);
    const back = popOutAndBack(tree, p('live-price'));
    expect(back.placement).toEqual({ kind: 'tab', stack: [0], index: 1, activate: false });
    expect(back.tree).toEqual(tree);
    expect(chartsShown(back.tree)).toBe(true);
  });

  test('a tab of a stack without a chart comes back as its active tab', () => {
    const tree = row('100%', [
      stack('70%', [p('chart')]),
      stack('30%', [p('coin-list'), p('live-price')], 1),
    ]);
    const back = popOutAndBack(tree, p('live-price'));
    expect(back.placement).toEqual({ kind: 'tab', stack: [1], index: 1, activate: true });
    expect(back.tree).toEqual(tree);
  });

  test('its split keeps the others in proportion around the size it had', () => {
    const tree = column('100%', [
      stack('50%', [p('chart')]),
      stack('20%', [p('live-price')]),
      stack('30%', [p('connection')]),
    ]);
    // Golden Layout scaled the two that stayed up to fill the column meanwhile.
    const grown = column('100%', [stack('62.5%', [p('chart')]), stack('37.5%', [p('connection')])]);
    const placement = placementFor(grown, placeOf(tree, 'live-price-1'));
    expect(placement).toEqual({ kind: 'split', split: [], index: 1, sizes: [50, 20, 30] });
  });
});

describe('a panel with no place to go back to hides nothing', () => {
  const cases: [string, LayoutNode | null, PanelPlace | null, Placement][] = [
    ['an empty workspace: the panel is the tree', null, null, { kind: 'root' }],
    [
      'the chart alone: a row with the chart and the panel beside it',
      stack('100%', [p('chart')]),
      null,
      { kind: 'wrap', node: [], split: 'row', index: 1, size: 30 },
    ],
    [
      'charts only, in a row: a new column at its end',
      row('100%', [stack('50%', [p('chart')]), stack('50%', [p('chart', 2)])]),
      null,
      { kind: 'split', split: [], index: 2, sizes: [35, 35, 30] },
    ],
    [
      'beside the largest stack without a chart, sharing its room',
      row('100%', [
        stack('60%', [p('chart')]),
        column('40%', [stack('70%', [p('coin-list')]), stack('30%', [p('connection')])]),
      ]),
      null,
      { kind: 'split', split: [1], index: 1, sizes: [35, 35, 30] },
    ],
    [
      'one stack without a chart is the whole tree: its active tab',
      stack('100%', [p('connection')]),
      null,
      { kind: 'tab', stack: [], index: 1, activate: true },
    ],
    [
      'its column folded into the stack left in it: a column rebuilt around that stack',
      row('100%', [stack('60%', [p('chart')]), stack('40%', [p('coin-list')])]),
      { stack: [1, 0], index: 0, shown: true, alone: true, size: '40%', split: 'column' },
      { kind: 'wrap', node: [1], split: 'column', index: 0, size: 40 },
    ],
    [
      'a remembered tab of a stack that is now a split: beside the largest free stack',
      row('100%', [
        stack('50%', [p('chart')]),
        row('50%', [stack('50%', [p('coin-list')]), stack('50%', [p('connection')])]),
      ]),
      { stack: [1], index: 1, shown: true, alone: false, size: '50%', split: 'row' },
      { kind: 'split', split: [1], index: 1, sizes: [25, 25, 50] },
    ],
  ];
  test.each(cases)('%s', (_name, tree, place, placement) => {
    expect(placementFor(tree, place)).toEqual(placement);
    const after = withPanel(tree, p('live-price'), placement);
    expect(shown(after, 'live-price-1')).toBe(true);
    expect(chartsShown(after)).toBe(true);
  });

  test('the wrap of a gone split around a node that is no longer there falls back to a free place', () => {
    const tree = stack('100%', [p('chart')]);
    const placement = placementFor(tree, {
      stack: [2, 0, 1],
      index: 0,
      shown: true,
      alone: true,
      size: '40%',
      split: 'row',
    });
    expect(placement).toEqual({ kind: 'wrap', node: [], split: 'row', index: 1, size: 30 });
  });
});

describe('a layout is never loaded with the chart behind another tab', () => {
  test.each<[string, StackNode, number]>([
    ['a tab over the chart: the chart is shown', stack('50%', [p('chart'), p('live-price')], 1), 0],
    ['the chart after the shown tab', stack('50%', [p('live-price'), p('chart')], 0), 1],
    ['the chart already shown', stack('50%', [p('live-price'), p('chart')], 1), 1],
    ['two charts, the second shown: kept', stack('50%', [p('chart'), p('chart', 2)], 1), 1],
    ['no chart: the tab as it was', stack('50%', [p('coin-list'), p('live-price')], 1), 1],
  ])('%s', (_name, node, active) => {
    const revealed = revealCharts(row('100%', [node, stack('50%', [p('connection')])]));
    expect((nodeAt(revealed, [0]) as StackNode).active).toBe(active);
  });
});
