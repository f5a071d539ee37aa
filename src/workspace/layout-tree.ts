/** The workspace's arrangement as we keep it: stacks of panels inside rows and columns. */
import type { PanelState } from './panel-types';

/** A group of panels shown as tabs; `active` is the index of the visible one. */
export interface StackNode {
  kind: 'stack';
  size: string;
  active: number;
  panels: PanelState[];
}

/** Children side by side (row) or one above the other (column). */
export interface SplitNode {
  kind: 'row' | 'column';
  size: string;
  children: LayoutNode[];
}

export type LayoutNode = StackNode | SplitNode;

/** Every panel of the tree, in document order. */
export function panelsInTree(node: LayoutNode | null): PanelState[] {
  if (node === null) return [];
  if (node.kind === 'stack') return [...node.panels];
  return node.children.flatMap((child) => panelsInTree(child));
}
