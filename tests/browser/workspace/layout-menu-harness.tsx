/**
 * What the Layouts menu's browser tests share (layout-menu.test.tsx, layout-menu-actions.test.tsx): a
 * member's layout "Scalping" as the stubbed exchange answers it, the workspace mounted with the app's
 * dialogs, and the menu's button, menu and toasts found as a user finds them.
 */
import { page } from 'vitest/browser';
import type { LayoutSummary } from '../../../contract/layout-names';
import { panelsInTree, type LayoutNode } from '../../../contract/workspace-layout';
import { toastState } from '../../../src/shell';
import { FeedProvider } from '../../../src/shell/feed-context';
import { defaultLayout, type WorkspaceOwner } from '../../../src/workspace/layout-schema';
import { Workspace } from '../../../src/workspace/Workspace';
import type { FakeFeed } from './harness';
import { mount, withAppDialogs, type Mounted } from './harness';

export const MEMBER: WorkspaceOwner = 'm7';

/** The default arrangement without its first `count` panels: a desk the test can tell from the default. */
export function deskWithout(count: number) {
  const layout = defaultLayout();
  const gone = new Set(
    panelsInTree(layout.root)
      .slice(0, count)
      .map((panel) => panel.id),
  );
  const without = (node: LayoutNode): LayoutNode =>
    node.kind === 'stack'
      ? { ...node, panels: node.panels.filter((panel) => !gone.has(panel.id)), active: 0 }
      : { ...node, children: node.children.map(without) };
  return { layout: { ...layout, root: without(layout.root!) }, removed: [...gone][0]! };
}

/** The Scalping desk: the default arrangement without its first panel. */
export const scalpingDocument = () => deskWithout(1);

/** A layout's summary as the exchange lists it; "Scalping" unless told. */
export const summary = (
  version: number,
  isDefault = false,
  id = 'l-scalping',
  name = 'Scalping',
): LayoutSummary => ({ id, name, version, isDefault, updatedAt: 1_700_000_000_000 });

/** A layout with its document (the Scalping desk) as the exchange answers it. */
export const named = (version: number, isDefault = false, id = 'l-scalping', name = 'Scalping') => ({
  ...summary(version, isDefault, id, name),
  layout: scalpingDocument().layout,
});

export function renderWorkspace(feed: FakeFeed, owner: WorkspaceOwner): Mounted {
  return mount(
    withAppDialogs(
      <FeedProvider client={feed}>
        <Workspace owner={owner} coin="BTC-KRW" />
      </FeedProvider>,
    ),
    { width: 1280, height: 744 },
  );
}

export const layoutsButton = () => page.getByRole('button', { name: /^Layouts: / });
export const menu = () => page.getByRole('menu', { name: 'Layouts' });
export const toasts = () => toastState.toasts.map((toast) => toast.message);
