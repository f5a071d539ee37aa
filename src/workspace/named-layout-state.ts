/**
 * Which named layout a member's workspace shows (contract/layout-calls.ts), kept per member in this browser
 * beside the layout itself (layout-schema.ts layoutStorageKey), so that the active layout survives a
 * reload: its id and the version the workspace was loaded from or saved at, the one a save names. Pure
 * rules, light enough for the trade page's first bytes (the menu's actions are a lazy chunk).
 */
import type { LayoutSummary } from '../../contract/layout-names';
import type { WorkspaceOwner } from './layout-schema';

/** The named layout the workspace shows: its id, name, and the version its document was when loaded or saved. */
export interface ActiveLayout {
  id: string;
  name: string;
  version: number;
}

export function activeLayoutKey(owner: WorkspaceOwner): string {
  return `tradedeck.workspace.activeLayout.${owner}`;
}

/** The stored active layout, or null when none is stored or the stored text is not one. */
export function parseActiveLayout(text: string | null): ActiveLayout | null {
  if (text === null) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { id, name, version } = data as Record<string, unknown>;
  if (typeof id !== 'string' || typeof name !== 'string') return null;
  if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 1) return null;
  return { id, name, version };
}

export function serializeActiveLayout(active: ActiveLayout): string {
  return JSON.stringify({ id: active.id, name: active.name, version: active.version });
}

/**
 * A write of this window's to a layout under way (save, rename): the layout's id and the version it was
 * made on. The exchange publishes the `layouts` frame before it answers, so the frame may reach this
 * window first: the write's own new version must not read as another window's.
 */
export interface OwnWrite {
  id: string;
  baseVersion: number;
}

/**
 * What the member's list (the layouts channel) says of the active layout: `gone` when it is no longer
 * there (deleted in another window: the desk stays, tied to no named layout), `newer` when it was saved or
 * renamed at a later version than the one shown by another window (the trader is offered the new version,
 * never made to take it), else `same`. A version one above the shown one while this window's own write
 * made on the shown version is under way is that write's (its answer settles it; another window's write
 * that came first makes this one's refused as stale, which says so), never another window's.
 */
export type ActiveChange = { kind: 'same' } | { kind: 'gone' } | { kind: 'newer'; summary: LayoutSummary };

export function activeChange(
  list: readonly LayoutSummary[],
  active: ActiveLayout,
  writes: readonly OwnWrite[] = [],
): ActiveChange {
  const summary = list.find((layout) => layout.id === active.id);
  if (!summary) return { kind: 'gone' };
  if (summary.version <= active.version) return { kind: 'same' };
  const own = writes.some(
    (write) =>
      write.id === active.id &&
      write.baseVersion === active.version &&
      summary.version === write.baseVersion + 1,
  );
  return own ? { kind: 'same' } : { kind: 'newer', summary };
}
