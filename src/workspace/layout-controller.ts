/**
 * The Golden Layout 2 binding, without React: a VirtualLayout in a host element whose components are
 * virtual. For each component Golden Layout binds, we append an absolutely positioned element to the
 * host and keep it over the container Golden Layout lays out (rect, visibility and z-index events);
 * Workspace.tsx renders the panel into that element with a React portal. Each tab gets a link chip (its
 * colour link group) and a pop-out button. A panel that moves tells the shared renderer, which draws
 * behind the page where the panels are. dispose() leaves nothing behind: observer, listeners, elements and the layout itself.
 */
import {
  LogicalZIndex,
  RowOrColumn,
  SizeUnitEnum,
  Stack,
  VirtualLayout,
  type ContentItem,
  type ComponentContainer,
  type ResolvedComponentItemConfig,
  type Tab,
} from 'golden-layout';
import { relayoutViews } from '../render/render-view';
import 'golden-layout/dist/css/goldenlayout-base.css';
import 'golden-layout/dist/css/themes/goldenlayout-dark-theme.css';
import {
  componentItemConfig,
  fromGoldenLayoutConfig,
  toGoldenLayoutConfig,
  type LayoutTexts,
  type SettingsOf,
} from './golden-layout-config';
import { withPanel, type Placement, type TreePath } from './layout-tree';
import {
  type LayoutNode,
  isPanelId,
  isPanelType,
  type LinkGroup,
  type PanelRef,
  type PanelState,
  type PanelType,
} from '../../contract/workspace-layout';

/** A window with an arrow leaving it; drawn as SVG because no font is sure to carry a glyph for it. */
const POP_OUT_ICON =
  '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.5"><path d="M9 2h5v5M14 2 7.5 8.5M12 9.5V14H2V4h4.5"/></svg>';

export interface WorkspaceTexts extends LayoutTexts {
  /** Accessible name of a tab's pop-out button, from the panel's title. */
  popOut(title: string): string;
  /** Accessible name of a tab's link chip: the panel's title and its link group. */
  linkChip(title: string, group: LinkGroup | null): string;
}

/** A bound component: `panel` is null when the stored type is unknown to this build. */
export interface MountedPanel {
  /** Unique per binding, for React keys. */
  key: string;
  panel: PanelRef | null;
  element: HTMLElement;
}

export interface LayoutControllerOptions {
  host: HTMLElement;
  /** Read on every use, so a language change shows after refreshTexts(). */
  texts(): WorkspaceTexts;
  onPanelsChanged(panels: readonly MountedPanel[]): void;
  /** The arrangement changed (drag, resize, close, tab switch): time to save. */
  onLayoutChanged(): void;
  onPopOut(panel: PanelRef): void;
  /** The link group of a panel, for its tab's chip. */
  linkOf(id: string): LinkGroup | null;
  /** A tab's link chip was pressed. */
  onLinkMenu(panel: PanelRef, anchor: HTMLElement): void;
}

/** The buttons a tab gets beside its title: the link chip and the pop-out button. */
interface TabButtons {
  chip: HTMLButtonElement;
  popOut: HTMLButtonElement;
  dispose(): void;
}

interface Binding {
  mounted: MountedPanel;
  tabButtons: TabButtons | undefined;
  /** Golden Layout's visibility (the active tab of its stack). */
  visible: boolean;
  /** In a maximised stack. */
  maximised: boolean;
}

function px(value: number): string {
  return `${value}px`;
}

export class LayoutController {
  private readonly layout: VirtualLayout;
  private readonly bindings = new Map<ComponentContainer, Binding>();
  private readonly resizeObserver: ResizeObserver;
  private hostRect: DOMRect;
  private bindCount = 0;
  private disposed = false;

  private readonly handleStateChanged = () => {
    if (!this.disposed) this.options.onLayoutChanged();
  };
  private readonly handleTabCreated = (tab: Tab) => this.addTabButtons(tab);

  constructor(
    private readonly options: LayoutControllerOptions,
    root: LayoutNode | null,
  ) {
    const { host } = options;
    this.hostRect = host.getBoundingClientRect();
    this.layout = new VirtualLayout(
      host,
      (container, itemConfig) => this.bind(container, itemConfig),
      (container) => this.unbind(container),
    );
    this.layout.beforeVirtualRectingEvent = () => {
      this.hostRect = host.getBoundingClientRect();
    };
    this.layout.on('stateChanged', this.handleStateChanged);
    this.layout.on('tabCreated', this.handleTabCreated);
    this.load(root);
    this.resizeObserver = new ResizeObserver(() => {
      if (!this.disposed) this.layout.setSize(host.clientWidth, host.clientHeight);
    });
    this.resizeObserver.observe(host);
  }

  /** Replaces the whole arrangement. */
  load(root: LayoutNode | null): void {
    this.layout.loadLayout(toGoldenLayoutConfig(root, this.options.texts()));
  }

  /** The arrangement as shown now, in the stored schema, each panel with the settings `settingsOf` gives. */
  snapshot(settingsOf: SettingsOf): LayoutNode | null {
    return fromGoldenLayoutConfig(this.layout.saveLayout(), settingsOf);
  }

  hasPanel(id: string): boolean {
    return this.layout.findFirstComponentItemById(id) !== undefined;
  }

  /** Takes a panel out of the layout (it is popping out); false when it is not there. */
  removePanel(id: string): boolean {
    const item = this.layout.findFirstComponentItemById(id);
    if (item === undefined) return false;
    item.remove();
    return true;
  }

  /**
   * Puts a panel in (back from its pop-out, added or brought back) as `placement` says (layout-tree.ts),
   * through Golden Layout's items so that the panels already shown stay mounted. A placement the items do
   * not match (the tree moved meanwhile), a new split around a node, or an empty layout load the tree
   * `withPanel` makes from `current` instead.
   */
  insertPanel(panel: PanelState, placement: Placement, current: LayoutNode | null): void {
    if (this.hasPanel(panel.id)) return;
    const config = componentItemConfig(panel, this.options.texts().title(panel.type));
    if (placement.kind === 'tab') {
      const stack = this.itemAt(placement.stack);
      if (stack instanceof Stack) {
        const shown = stack.getActiveComponentItem();
        stack.addItem(config, placement.index);
        if (!placement.activate && shown) stack.setActiveComponentItem(shown, false, true);
        return;
      }
    } else if (placement.kind === 'split') {
      const split = this.itemAt(placement.split);
      if (split instanceof RowOrColumn && split.contentItems.length + 1 === placement.sizes.length) {
        split.addItem({ type: 'stack', content: [config] }, placement.index);
        // Golden Layout gives a new child an equal share; the placement's sizes keep the neighbours' room.
        split.contentItems.forEach((child, i) => {
          const sized = child as unknown as { size: number; sizeUnit: SizeUnitEnum };
          sized.size = placement.sizes[i]!;
          sized.sizeUnit = SizeUnitEnum.Percent;
        });
        split.updateSize(false);
        return;
      }
    }
    this.load(withPanel(current, panel, placement));
  }

  /** Golden Layout's item at a path of our tree (the two trees have the same shape). */
  private itemAt(path: TreePath): ContentItem | undefined {
    let item = this.layout.rootItem;
    for (const index of path) item = item?.contentItems[index];
    return item;
  }

  /**
   * Brings the newest panel of `type` to the front: its tab becomes its stack's active one, and a maximised
   * stack that hides it is restored. False when the layout has none.
   */
  reveal(type: PanelType): boolean {
    const found = [...this.bindings].filter(([, binding]) => binding.mounted.panel?.type === type).at(-1);
    if (!found) return false;
    const item = found[0].parent;
    const stack = item.parentItem;
    const maximised = this.layout.maximisedStack;
    if (maximised !== undefined && maximised !== stack) maximised.toggleMaximise();
    stack.setActiveComponentItem(item, false, true);
    return true;
  }

  /** Re-reads the texts (after a language change) into tab titles and tab buttons. */
  refreshTexts(): void {
    for (const [container, { mounted, tabButtons }] of this.bindings) {
      if (mounted.panel === null) continue;
      container.setTitle(this.options.texts().title(mounted.panel.type));
      if (tabButtons) this.labelTabButtons(tabButtons, mounted.panel);
    }
  }

  /** Re-reads the panels' link groups into their tabs' chips. */
  refreshLinks(): void {
    for (const { mounted, tabButtons } of this.bindings.values()) {
      if (mounted.panel && tabButtons) this.labelTabButtons(tabButtons, mounted.panel);
    }
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    this.resizeObserver.disconnect();
    this.layout.off('stateChanged', this.handleStateChanged);
    this.layout.off('tabCreated', this.handleTabCreated);
    this.layout.beforeVirtualRectingEvent = undefined;
    // VirtualLayout.destroy() drops the unbind handler before it destroys the items, so the
    // elements we added are removed here rather than in unbind().
    for (const { mounted, tabButtons } of this.bindings.values()) {
      tabButtons?.dispose();
      mounted.element.remove();
    }
    this.bindings.clear();
    this.layout.destroy();
  }

  /**
   * Shows the visible panels, and only the maximised stack's while one is maximised: the panels' drawing
   * is behind the page, so a panel under a maximised one would show through it rather than be covered.
   */
  private applyDisplay(): void {
    const anyMaximised = [...this.bindings.values()].some((binding) => binding.maximised);
    for (const binding of this.bindings.values()) {
      const shown = binding.visible && (!anyMaximised || binding.maximised);
      binding.mounted.element.style.display = shown ? '' : 'none';
    }
    relayoutViews();
  }

  private bind(container: ComponentContainer, itemConfig: ResolvedComponentItemConfig) {
    const type = itemConfig.componentType;
    const panel: PanelRef | null =
      isPanelType(type) && isPanelId(itemConfig.id) ? { id: itemConfig.id, type } : null;
    const element = document.createElement('div');
    element.className = 'td-panel-host';
    element.style.position = 'absolute';
    element.style.overflow = 'hidden';
    if (panel) {
      element.dataset.panelId = panel.id;
      element.dataset.panelType = panel.type;
    }
    this.options.host.appendChild(element);
    container.virtualRectingRequiredEvent = (_container, width, height) => {
      const rect = container.element.getBoundingClientRect();
      element.style.left = px(rect.left - this.hostRect.left);
      element.style.top = px(rect.top - this.hostRect.top);
      element.style.width = px(width);
      element.style.height = px(height);
      relayoutViews();
    };
    container.virtualVisibilityChangeRequiredEvent = (_container, visible) => {
      binding.visible = visible;
      this.applyDisplay();
    };
    container.virtualZIndexChangeRequiredEvent = (_container, logicalZIndex, defaultZIndex) => {
      element.style.zIndex = defaultZIndex;
      binding.maximised = logicalZIndex === LogicalZIndex.stackMaximised;
      this.applyDisplay();
    };
    this.bindCount += 1;
    const binding: Binding = {
      mounted: { key: `panel-${this.bindCount}`, panel, element },
      tabButtons: undefined,
      visible: true,
      maximised: false,
    };
    this.bindings.set(container, binding);
    this.emitPanels();
    return { component: element, virtual: true };
  }

  private unbind(container: ComponentContainer): void {
    const binding = this.bindings.get(container);
    if (!binding) return;
    binding.tabButtons?.dispose();
    binding.mounted.element.remove();
    this.bindings.delete(container);
    this.emitPanels();
  }

  private emitPanels(): void {
    if (!this.disposed) this.options.onPanelsChanged([...this.bindings.values()].map((b) => b.mounted));
  }

  private labelTabButtons(buttons: TabButtons, panel: PanelRef): void {
    const texts = this.options.texts();
    const title = texts.title(panel.type);
    const link = this.options.linkOf(panel.id);
    const label = (button: HTMLButtonElement, text: string) => {
      button.setAttribute('aria-label', text);
      button.title = text;
    };
    label(buttons.popOut, texts.popOut(title));
    label(buttons.chip, texts.linkChip(title, link));
    buttons.chip.dataset.link = link ?? 'none';
  }

  /** A tab is (re)created when its panel is added or dragged to another stack. */
  private addTabButtons(tab: Tab): void {
    const binding = this.bindings.get(tab.componentItem.container);
    const panel = binding?.mounted.panel;
    if (!binding || !panel) return;
    binding.tabButtons?.dispose();
    const button = (className: string, onPress: (button: HTMLButtonElement) => void) => {
      const element = document.createElement('button');
      element.type = 'button';
      element.className = className;
      element.dataset.panelId = panel.id;
      const onClick = (event: MouseEvent) => {
        event.stopPropagation();
        onPress(element);
      };
      element.addEventListener('click', onClick);
      return {
        element,
        dispose: () => {
          element.removeEventListener('click', onClick);
          element.remove();
        },
      };
    };
    const chip = button('td-link-chip', (element) => this.options.onLinkMenu(panel, element));
    chip.element.setAttribute('aria-haspopup', 'menu');
    const popOut = button('td-popout-button', () => this.options.onPopOut(panel));
    popOut.element.innerHTML = POP_OUT_ICON;
    tab.element.insertBefore(chip.element, tab.titleElement);
    tab.element.insertBefore(popOut.element, tab.closeElement ?? null);
    binding.tabButtons = {
      chip: chip.element,
      popOut: popOut.element,
      dispose: () => {
        chip.dispose();
        popOut.dispose();
      },
    };
    this.labelTabButtons(binding.tabButtons, panel);
  }
}
