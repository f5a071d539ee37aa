/**
 * Where a pop-out window's panel finds its own settings (panel-settings.ts) — too large for the window's
 * address, which holds its coin and link group. The window keeps its latest in its own sessionStorage,
 * which lives as long as the window and survives its reloads (also while the workspace's page is closed
 * and cannot save them); a window without that copy starts with what the workspace's stored layout keeps
 * for the panel, saved as the panel popped out, before the window's page could load.
 */
import { readStoredText, writeStoredText } from '../state/local-storage';
import { layoutStorageKey, parseStoredLayout, type WorkspaceOwner } from './layout-schema';
import { panelsInTree, type PanelRef } from '../../contract/workspace-layout';
import { readPanelSettings, type PanelSettings } from '../../contract/panel-settings';

/** The window's own copy of its panel's settings. */
export function popoutSettingsKey(owner: WorkspaceOwner, id: string): string {
  return `tradedeck.workspace.popout-settings.${owner}.${id}`;
}

/**
 * The settings `panel`'s window starts with: its own copy, else the stored layout's (the panel in its tree,
 * out or closed). Undefined when neither knows the panel (storage refused or emptied): the window's messages
 * then leave the workspace's settings as they are.
 */
export function popoutStartSettings(
  owner: WorkspaceOwner,
  panel: PanelRef,
): PanelSettings | null | undefined {
  const own = readStoredText(popoutSettingsKey(owner, panel.id), 'sessionStorage');
  if (own !== null) {
    try {
      const settings = readPanelSettings(JSON.parse(own));
      if (settings !== null) return settings;
    } catch {
      // A damaged copy: the stored layout's settings are the next best.
    }
  }
  const stored = parseStoredLayout(readStoredText(layoutStorageKey(owner)));
  if (stored.problem !== null) return undefined;
  const { root, popouts, closed } = stored.layout;
  const found = [...panelsInTree(root), ...popouts, ...closed].find(
    (p) => p.id === panel.id && p.type === panel.type,
  );
  return found?.settings;
}

/** Keeps the window's latest settings for its reloads; not kept when storage refuses. */
export function keepPopoutSettings(owner: WorkspaceOwner, id: string, settings: PanelSettings): void {
  writeStoredText(popoutSettingsKey(owner, id), JSON.stringify(settings), undefined, 'sessionStorage');
}
