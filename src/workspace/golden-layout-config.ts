/**
 * Conversion between our stored layout tree (layout-schema.ts) and Golden Layout's configs. Golden
 * Layout's own popout machinery is switched off: pop-outs are ours (popout-protocol.ts).
 */
import type {
  ComponentItemConfig,
  LayoutConfig,
  ResolvedItemConfig,
  ResolvedLayoutConfig,
  RowOrColumnItemConfig,
  StackItemConfig,
} from 'golden-layout';
import {
  type LayoutNode,
  type StackNode,
  isPanelId,
  isPanelType,
  type PanelRef,
  type PanelState,
  type PanelType,
} from '../../contract/workspace-layout';

/** A panel's settings, which Golden Layout does not keep: the workspace's record of them. */
export type SettingsOf = (panel: PanelRef) => PanelState;

/** Texts Golden Layout shows (tab titles and its header buttons' tooltips), already translated. */
export interface LayoutTexts {
  title(type: PanelType): string;
  close: string;
  maximise: string;
  minimise: string;
  tabDropdown: string;
}

export function componentItemConfig(panel: PanelRef, title: string): ComponentItemConfig {
  return { type: 'component', componentType: panel.type, id: panel.id, title };
}

function toItemConfig(node: LayoutNode, texts: LayoutTexts): RowOrColumnItemConfig | StackItemConfig {
  if (node.kind === 'stack') {
    return {
      type: 'stack',
      size: node.size,
      activeItemIndex: node.active,
      content: node.panels.map((panel) => componentItemConfig(panel, texts.title(panel.type))),
    };
  }
  return {
    type: node.kind,
    size: node.size,
    content: node.children.map((child) => toItemConfig(child, texts)),
  };
}

export function toGoldenLayoutConfig(root: LayoutNode | null, texts: LayoutTexts): LayoutConfig {
  return {
    root: root === null ? undefined : toItemConfig(root, texts),
    settings: {
      showPopoutIcon: false,
      popoutWholeStack: false,
      closePopoutsOnUnload: false,
      // Columns are never rearranged behind the user's back on a narrow window.
      responsiveMode: 'none',
    },
    header: {
      popout: false,
      close: texts.close,
      maximise: texts.maximise,
      minimise: texts.minimise,
      tabDropdown: texts.tabDropdown,
    },
  };
}

/** Golden Layout's size as our size string; units we do not keep become an equal share. */
function sizeOf(item: ResolvedItemConfig): string {
  const unit = item.sizeUnit as string;
  if ((unit === '%' || unit === 'fr') && Number.isFinite(item.size) && item.size >= 0 && item.size < 10_000) {
    return `${Number(item.size.toFixed(4))}${unit}`;
  }
  return '1fr';
}

function panelOf(item: ResolvedItemConfig): PanelRef | undefined {
  if (item.type !== 'component') return undefined;
  const componentType = (item as ResolvedItemConfig & { componentType?: unknown }).componentType;
  return isPanelType(componentType) && isPanelId(item.id) ? { id: item.id, type: componentType } : undefined;
}

function fromItem(item: ResolvedItemConfig, settingsOf: SettingsOf): LayoutNode | undefined {
  if (item.type === 'component') {
    const panel = panelOf(item);
    return panel && { kind: 'stack', size: sizeOf(item), active: 0, panels: [settingsOf(panel)] };
  }
  if (item.type === 'stack') {
    const panels = item.content
      .map(panelOf)
      .filter((p) => p !== undefined)
      .map(settingsOf);
    if (panels.length === 0) return undefined;
    const active = (item as ResolvedItemConfig & { activeItemIndex?: number }).activeItemIndex ?? 0;
    const stack: StackNode = {
      kind: 'stack',
      size: sizeOf(item),
      active: Math.max(0, Math.min(active, panels.length - 1)),
      panels,
    };
    return stack;
  }
  if (item.type === 'row' || item.type === 'column') {
    const children = item.content.map((c) => fromItem(c, settingsOf)).filter((c) => c !== undefined);
    return children.length === 0 ? undefined : { kind: item.type, size: sizeOf(item), children };
  }
  return undefined;
}

/** The tree Golden Layout currently shows, as our stored tree (null when it is empty). */
export function fromGoldenLayoutConfig(
  config: ResolvedLayoutConfig,
  settingsOf: SettingsOf,
): LayoutNode | null {
  return config.root === undefined ? null : (fromItem(config.root, settingsOf) ?? null);
}
