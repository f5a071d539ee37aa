/**
 * The workspace's arrangement (stacks of panels inside rows and columns, whose shape is the layout
 * document's: contract/workspace-layout.ts): where a panel sits, where it goes back, which tab shows.
 */
import type { LayoutNode, PanelState, StackNode } from '../../contract/workspace-layout';

/** Child indexes from the root to a node ([] is the root). */
export type TreePath = readonly number[];

/** The node at `path`, undefined when the tree has none there. */
export function nodeAt(root: LayoutNode | null, path: TreePath): LayoutNode | undefined {
  let node: LayoutNode | undefined = root ?? undefined;
  for (const index of path) node = node?.kind === 'stack' ? undefined : node?.children[index];
  return node;
}

const holdsChart = (stack: StackNode) => stack.panels.some((panel) => panel.type === 'chart');

/**
 * Where a panel sat, remembered when it pops out so that it can come back there: its stack's path, its tab
 * index and whether that tab was the one shown, whether it was its stack's only panel (the stack left with
 * it), the stack's size and the kind of split it sat in (null: the stack was the root).
 */
export interface PanelPlace {
  stack: TreePath;
  index: number;
  shown: boolean;
  alone: boolean;
  size: string;
  split: 'row' | 'column' | null;
}

/** The place of panel `id` in the tree, null when it is not there. */
export function placeOf(root: LayoutNode | null, id: string): PanelPlace | null {
  const walk = (node: LayoutNode, path: number[], split: PanelPlace['split']): PanelPlace | null => {
    if (node.kind === 'stack') {
      const index = node.panels.findIndex((panel) => panel.id === id);
      if (index < 0) return null;
      const alone = node.panels.length === 1;
      return { stack: path, index, shown: node.active === index, alone, size: node.size, split };
    }
    for (const [i, child] of node.children.entries()) {
      const found = walk(child, [...path, i], node.kind);
      if (found) return found;
    }
    return null;
  };
  return root === null ? null : walk(root, [], null);
}

/**
 * How a panel enters the tree, none of them hiding a chart:
 * - `tab`: a tab of the stack at `stack`, the shown one only when it was and that stack holds no chart;
 * - `split`: a stack of its own at `index` in the row or column at `split`, whose children then get `sizes`
 *   (percentages, the new stack's included);
 * - `wrap`: the node at `node` and a new stack (at `index`, `size` % of it) become a `split` in its place;
 * - `root`: the tree was empty, the panel's stack is the tree.
 */
export type Placement =
  | { kind: 'tab'; stack: TreePath; index: number; activate: boolean }
  | { kind: 'split'; split: TreePath; index: number; sizes: number[] }
  | { kind: 'wrap'; node: TreePath; split: 'row' | 'column'; index: number; size: number }
  | { kind: 'root' };

/** A size as a percentage of its split: a percentage as it is, anything else (fractions) as `fallback`. */
function percentOf(size: string, fallback: number): number {
  const match = /^(\d+(?:\.\d+)?)%$/.exec(size);
  return match ? Number(match[1]) : fallback;
}

/** The share a returning stack takes when its size is unknown or out of range. */
const DEFAULT_SHARE = 30;

/** Sizes of a split's children with a new one of `share` % at `index`; the others keep their proportions. */
function sizesWith(split: LayoutNode & { kind: 'row' | 'column' }, index: number, share: number): number[] {
  const current = split.children.map((child) => percentOf(child.size, 100 / split.children.length));
  const total = current.reduce((sum, size) => sum + size, 0);
  const rest = current.map((size) => Number(((size / total) * (100 - share)).toFixed(4)));
  return [...rest.slice(0, index), share, ...rest.slice(index)];
}

/** A remembered share kept between 5 % and 90 %, so neither the returning panel nor its neighbours vanish. */
const boundedShare = (size: string) => Math.min(90, Math.max(5, percentOf(size, DEFAULT_SHARE)));

interface StackAt {
  stack: StackNode;
  path: number[];
  /** Its fraction of the whole workspace's area. */
  area: number;
  parent: (LayoutNode & { kind: 'row' | 'column' }) | null;
}

function stacksOf(root: LayoutNode): StackAt[] {
  const out: StackAt[] = [];
  const walk = (node: LayoutNode, path: number[], area: number, parent: StackAt['parent']) => {
    if (node.kind === 'stack') {
      out.push({ stack: node, path, area, parent });
      return;
    }
    const shares = node.children.map((child) => percentOf(child.size, 100 / node.children.length));
    const total = shares.reduce((sum, share) => sum + share, 0) || 1;
    node.children.forEach((child, i) => walk(child, [...path, i], (area * shares[i]!) / total, node));
  };
  walk(root, [], 1, null);
  return out;
}

/**
 * Where a panel goes when it has no place to go back to (a new panel, or its old place is gone): beside the
 * largest stack that holds no chart, sharing that stack's room; into a stack that is the whole tree and holds
 * no chart, as its active tab; beside the chart when only charts are left.
 */
function freePlacement(root: LayoutNode): Placement {
  const stacks = stacksOf(root);
  const free = stacks.filter((at) => !holdsChart(at.stack)).sort((a, b) => b.area - a.area)[0];
  if (free?.parent === null)
    return { kind: 'tab', stack: [], index: free.stack.panels.length, activate: true };
  if (free?.parent) {
    const index = free.path.at(-1)!;
    const sizes = sizesWith(free.parent, index + 1, 0);
    const half = sizes[index]! / 2;
    sizes[index] = half;
    sizes[index + 1] = half;
    return { kind: 'split', split: free.path.slice(0, -1), index: index + 1, sizes };
  }
  if (root.kind === 'stack') return { kind: 'wrap', node: [], split: 'row', index: 1, size: DEFAULT_SHARE };
  return {
    kind: 'split',
    split: [],
    index: root.children.length,
    sizes: sizesWith(root, root.children.length, DEFAULT_SHARE),
  };
}

/**
 * Where a panel comes back to: its remembered place when the tree still has it (its stack, or the split its
 * stack sat in, or — that split having been folded into its last child — a split rebuilt around that child),
 * otherwise a place that hides nothing (freePlacement). Never the active tab of a stack with a chart.
 */
export function placementFor(root: LayoutNode | null, place: PanelPlace | null): Placement {
  if (root === null) return { kind: 'root' };
  if (place !== null) {
    const at = nodeAt(root, place.stack);
    if (!place.alone && at?.kind === 'stack') {
      return {
        kind: 'tab',
        stack: place.stack,
        index: Math.min(place.index, at.panels.length),
        activate: place.shown && !holdsChart(at),
      };
    }
    if (place.alone && place.split !== null) {
      const splitPath = place.stack.slice(0, -1);
      const index = place.stack.at(-1)!;
      const parent = nodeAt(root, splitPath);
      if (parent?.kind === place.split) {
        const at = Math.min(index, parent.children.length);
        return {
          kind: 'split',
          split: splitPath,
          index: at,
          sizes: sizesWith(parent, at, boundedShare(place.size)),
        };
      }
      if (parent !== undefined) {
        return {
          kind: 'wrap',
          node: splitPath,
          split: place.split,
          index: Math.min(index, 1),
          size: boundedShare(place.size),
        };
      }
    }
  }
  return freePlacement(root);
}

const pct = (size: number) => `${Number(size.toFixed(4))}%`;

/** The tree with `panel` entered as `placement` says: what the workspace shows after it comes in. */
export function withPanel(root: LayoutNode | null, panel: PanelState, placement: Placement): LayoutNode {
  const stackOf = (size: string): StackNode => ({ kind: 'stack', size, active: 0, panels: [panel] });
  if (root === null || placement.kind === 'root') return stackOf('100%');
  const path =
    placement.kind === 'tab'
      ? placement.stack
      : placement.kind === 'split'
        ? placement.split
        : placement.node;
  const change = (node: LayoutNode): LayoutNode => {
    if (placement.kind === 'tab' && node.kind === 'stack') {
      const panels = [...node.panels.slice(0, placement.index), panel, ...node.panels.slice(placement.index)];
      const active = placement.activate
        ? placement.index
        : node.active + (placement.index <= node.active ? 1 : 0);
      return { ...node, panels, active };
    }
    if (placement.kind === 'split' && node.kind !== 'stack') {
      const children = [
        ...node.children.slice(0, placement.index),
        stackOf('0%'),
        ...node.children.slice(placement.index),
      ];
      return {
        ...node,
        children: children.map((child, i) => ({ ...child, size: pct(placement.sizes[i]!) })),
      };
    }
    if (placement.kind === 'wrap') {
      const kept = { ...node, size: pct(100 - placement.size) };
      const added = stackOf(pct(placement.size));
      const children = placement.index === 0 ? [added, kept] : [kept, added];
      return { kind: placement.split, size: node.size, children };
    }
    return node;
  };
  const rebuild = (node: LayoutNode, depth: number): LayoutNode => {
    if (depth === path.length) return change(node);
    if (node.kind === 'stack') return node;
    const i = path[depth]!;
    return {
      ...node,
      children: node.children.map((child, j) => (j === i ? rebuild(child, depth + 1) : child)),
    };
  };
  return rebuild(root, 0);
}

/**
 * The tree with every stack that holds a chart showing it (its first chart when the active tab is no chart):
 * a layout is never loaded with the chart hidden behind another tab.
 */
export function revealCharts(node: LayoutNode): LayoutNode {
  if (node.kind !== 'stack') return { ...node, children: node.children.map(revealCharts) };
  if (node.panels[node.active]?.type === 'chart' || !holdsChart(node)) return node;
  return { ...node, active: node.panels.findIndex((panel) => panel.type === 'chart') };
}
