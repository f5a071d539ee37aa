/**
 * One mounted workspace: the Golden Layout binding, its pop-outs, its panels' settings (link group and
 * coin, link-groups.ts; each panel's own, panel-settings.ts) and its saved layout, glued together without
 * React. The layout is read once (migrated, cleaned, or the default), saved a moment after each change
 * (a splitter dragged, a panel's own settings written) and at once when panels pop out, come back, are
 * added or change link group or coin, and flushed on dispose. A panel that leaves the layout without
 * popping out was closed: it goes to the recently closed list with its settings, to be brought back.
 * A pop-out's window placement is kept with its panel (saved on the save timer, as it settles at the pace
 * of a drag) and stays when the window goes away without giving the panel back: those panels, back in the
 * tree, are the desk's windows that `restoreDesk` reopens where they were (window-placement.ts).
 */
import type { CoinKey } from '../../contract/markets';
import { LayoutController, type MountedPanel, type WorkspaceTexts } from './layout-controller';
import {
  CLOSED_PANELS_KEPT,
  defaultLayout,
  layoutStorageKey,
  normaliseLayout,
  parseStoredLayout,
  serializeLayout,
  type WorkspaceOwner,
} from './layout-schema';
import { arrangementBox, type WorkspaceBox } from './default-layout';
import { placeOf, placementFor, type PanelPlace } from './layout-tree';
import { applyLinkChange, coinOf, pickChange, setLink, type LinkChange } from './link-groups';
import { refusedSettingsWarning, writePanelSettings } from './panel-settings';
import { PANEL_SIZES } from './panel-types';
import { readStoredText, writeStoredText } from '../state/local-storage';
import { PopoutCoordinator } from './popout-coordinator';
import { openFeatures } from './window-placement';
import { plainScreen } from './window-placement-screens';
import {
  LAYOUT_SCHEMA_VERSION,
  type LayoutDocument,
  type WorkspaceLayout,
  panelsInTree,
  type LinkGroup,
  type PanelRef,
  type PanelState,
  type PanelType,
  type PlacementScreen,
  type ScreenBox,
} from '../../contract/workspace-layout';
import type { PanelSettings } from '../../contract/panel-settings';

/** Saves wait for the user to stop dragging a splitter for this long. */
export const SAVE_DEBOUNCE_MS = 300;

export interface LayoutStorage {
  read(key: string): string | null;
  write(key: string, text: string): void;
}

/** localStorage, where a browser that refuses storage (private mode, quota) only means nothing is kept. */
export const browserLayoutStorage: LayoutStorage = {
  read: readStoredText,
  // Not kept when refused; the workspace goes on with the layout it shows.
  write: (key, text) => writeStoredText(key, text),
};

export interface WorkspaceSessionOptions {
  host: HTMLElement;
  owner: WorkspaceOwner;
  storage: LayoutStorage;
  texts(): WorkspaceTexts;
  /** The page's coin (the address's): the coin of the `page` link group. */
  pageCoin(): CoinKey;
  onPanelsChanged(panels: readonly MountedPanel[]): void;
  /** The panels' settings or the recently closed list changed. */
  onSettingsChanged(settings: WorkspaceSettings): void;
  /** A coin was picked in a panel of the page group: the page goes to it. */
  onPickPageCoin(coin: CoinKey): void;
  onPopoutBlocked(): void;
  /** A link chip was pressed: the group menu opens at it. */
  onLinkMenu(panel: PanelState, anchor: HTMLElement): void;
}

/** The screens a restore opens windows on (window-placement-screens.ts). */
export interface DeskScreens {
  /** The Window Management API's screens, granted by the user; empty without them. */
  screens: readonly PlacementScreen[];
  /** The screen this page is on: windows whose own screen is not among `screens` are fitted to it. */
  current: ScreenBox;
}

/** What a restore of the desk did: windows opened, windows already open brought to the front, refused. */
export interface DeskRestore {
  opened: number;
  focused: number;
  blocked: number;
}

/** What React shows from the session: each panel's settings by id, and what can be brought back. */
export interface WorkspaceSettings {
  panels: ReadonlyMap<string, PanelState>;
  closed: readonly PanelState[];
}

export class WorkspaceSession {
  readonly controller: LayoutController;
  private readonly coordinator: PopoutCoordinator;
  private readonly storageKey: string;
  /** This browser kept no layout for the owner when the session started (a new browser, or never saved). */
  readonly startedEmpty: boolean;
  /** Settings of the panels in the tree and in pop-outs, by id. */
  private panels = new Map<string, PanelState>();
  private closed: PanelState[];
  /** Where popped-out panels sat, to put them back there (kept for this page's lifetime). */
  private readonly places = new Map<string, PanelPlace>();
  private lastSaved: string | null;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: WorkspaceSessionOptions) {
    this.storageKey = layoutStorageKey(options.owner);
    const stored = options.storage.read(this.storageKey);
    const parsed = parseStoredLayout(stored, this.box());
    this.lastSaved = stored;
    this.startedEmpty = parsed.problem === 'missing';
    this.closed = parsed.layout.closed;
    for (const panel of [...panelsInTree(parsed.layout.root), ...parsed.layout.popouts])
      this.panels.set(panel.id, panel);
    this.coordinator = new PopoutCoordinator({
      owner: options.owner,
      keptSettings: (id) => (this.panels.get(id) ?? this.closed.find((p) => p.id === id))?.settings ?? null,
      onPanelOut: (panel) => {
        this.panels.set(panel.id, panel);
        this.remember(panel.id);
        this.controller.removePanel(panel.id);
        this.changed();
      },
      onPanelAnswered: (panel) => {
        this.panels.set(panel.id, panel);
        // A window of the page group that outlived a page of another coin catches up with this one's.
        if (panel.link === 'page') this.coordinator.announceLink('page', options.pageCoin());
        this.changed();
      },
      onPanelPlaced: (panel) => {
        this.panels.set(panel.id, panel);
        this.scheduleSave();
      },
      onPanelBack: (panel) => {
        this.panels.set(panel.id, panel);
        this.insert(panel, this.places.get(panel.id) ?? null);
        this.places.delete(panel.id);
        this.changed();
      },
      onLink: (group, coin) => {
        if (group === 'page') options.onPickPageCoin(coin);
        else this.apply({ kind: 'group', group, coin });
      },
    });
    // Pop-outs are known before Golden Layout loads the tree, so none of them counts as closed.
    this.coordinator.adopt(parsed.layout.popouts);
    this.controller = new LayoutController(
      {
        host: options.host,
        texts: options.texts,
        linkOf: (id) => this.panels.get(id)?.link ?? null,
        onPanelsChanged: options.onPanelsChanged,
        onLayoutChanged: () => this.layoutChanged(),
        onPopOut: (panel) => this.popOut(panel.id),
        onLinkMenu: (panel, anchor) => options.onLinkMenu(this.settingsOf(panel), anchor),
      },
      parsed.layout.root,
    );
    // Bad stored data is replaced by the default, and an older schema by its migration, at once: the next
    // load is clean, and a member who leaves before the layout changes keeps the migrated layout.
    if (parsed.problem !== 'missing') this.saveNow();
  }

  /** The layout as it is now, in the stored schema. */
  current(): WorkspaceLayout {
    return {
      version: LAYOUT_SCHEMA_VERSION,
      root: this.controller.snapshot((panel) => this.settingsOf(panel)),
      popouts: this.coordinator.panels().map((panel) => this.panels.get(panel.id) ?? panel),
      closed: this.closed,
    };
  }

  settings(): WorkspaceSettings {
    return { panels: new Map(this.panels), closed: this.closed };
  }

  popOut(id: string): void {
    if (!this.panels.has(id)) return;
    if (!this.openWindow(id, { screens: [], current: plainScreen() })) this.options.onPopoutBlocked();
  }

  /**
   * Reopens every window of the desk (panels back from a window that went away, with its placement) where
   * it was, on `screens`; windows already open come to the front instead of opening twice. Called on the
   * user's gesture (browsers open windows only then; some open one a gesture and block the rest).
   */
  restoreDesk(screens: DeskScreens): DeskRestore {
    const result: DeskRestore = { opened: 0, focused: 0, blocked: 0 };
    const pageCoin = this.options.pageCoin();
    for (const panel of [...this.panels.values()]) {
      const features = openFeatures(
        panel.placement,
        screens.screens,
        screens.current,
        PANEL_SIZES[panel.type],
      );
      if (this.coordinator.isOut(panel.id)) {
        if (this.coordinator.focus(panel.id, coinOf(panel, pageCoin), features)) result.focused += 1;
      } else if (panel.placement) {
        if (this.openWindow(panel.id, screens)) result.opened += 1;
        else result.blocked += 1;
      }
    }
    return result;
  }

  /** A new panel of `type`, following the page, where Golden Layout finds room. */
  addPanel(type: PanelType): void {
    const taken = new Set([...this.panels.keys(), ...this.closed.map((panel) => panel.id)]);
    let n = 1;
    while (taken.has(`${type}-${n}`)) n += 1;
    const panel: PanelState = { id: `${type}-${n}`, type, link: 'page', coin: null, settings: null };
    this.panels.set(panel.id, panel);
    this.insert(panel, null);
    this.changed();
  }

  /** Brings a closed panel back with its settings (same id, so settings kept per panel id come too). */
  restorePanel(id: string): void {
    const panel = this.closed.find((p) => p.id === id);
    if (!panel) return;
    this.closed = this.closed.filter((p) => p.id !== id);
    this.panels.set(panel.id, panel);
    this.insert(panel, null);
    this.changed();
  }

  /** The user picked `coin` in panel `id`: its link group (or it alone) moves there. */
  pickCoin(id: string, coin: CoinKey): void {
    const panel = this.panels.get(id);
    if (!panel) return;
    const change = pickChange(panel, coin);
    if (change.kind === 'page') this.options.onPickPageCoin(coin);
    else this.apply(change);
    if (change.kind === 'group') this.coordinator.announceLink(change.group, coin);
  }

  /**
   * Panel `id` keeps `next` as its own settings (PanelProps.onSettings): React hands them back to it, and the
   * layout is saved on the save timer, since a panel may write them at the pace of a drag. A write that is no
   * JSON object or is over PANEL_SETTINGS_MAX_BYTES is refused with a console warning; the old settings stay.
   */
  setPanelSettings(id: string, next: PanelSettings): void {
    const panel = this.panels.get(id);
    if (!panel) return;
    const write = writePanelSettings(panel.settings, next);
    if (write.kind === 'refused') console.warn(refusedSettingsWarning(id, write));
    if (write.kind !== 'changed') return;
    const changed: PanelState = { ...panel, settings: write.settings };
    this.panels.set(id, changed);
    this.coordinator.update([changed]);
    this.options.onSettingsChanged(this.settings());
    this.scheduleSave();
  }

  /** Puts panel `id` in `group` (null: none). */
  setLink(id: string, group: LinkGroup | null): void {
    this.replacePanels(setLink([...this.panels.values()], id, group, this.options.pageCoin()));
    this.changed();
  }

  /** The page's coin changed (its address): pop-outs that follow the page follow it. */
  pageCoinChanged(coin: CoinKey): void {
    this.coordinator.announceLink('page', coin);
  }

  /** Back to the default arrangement, every panel in this window and nothing to bring back. */
  reset(): void {
    this.coordinator.closeAll();
    this.places.clear();
    const layout = defaultLayout(this.box());
    this.panels = new Map(panelsInTree(layout.root).map((panel) => [panel.id, panel]));
    this.closed = [];
    this.controller.load(layout.root);
    this.changed();
  }

  /**
   * Shows `document` (a named layout, migrated; layout-schema.ts normaliseLayout cleans it for this build)
   * instead of the whole layout: the old layout's pop-outs close (as a reset's: a named layout is the whole
   * desk), and the new one's pop-outs sit in this window, since a window opened without the trader's click
   * is blocked. False, and nothing changed, when no panel this build knows is left in it.
   */
  loadLayout(document: LayoutDocument): boolean {
    const { layout } = normaliseLayout(document);
    if (layout.root === null && layout.popouts.length === 0) return false;
    this.coordinator.closeAll();
    this.places.clear();
    this.panels = new Map(panelsInTree(layout.root).map((panel) => [panel.id, panel]));
    this.closed = layout.closed;
    this.controller.load(layout.root);
    for (const panel of layout.popouts) {
      this.panels.set(panel.id, panel);
      this.insert(panel, null);
    }
    this.changed();
    return true;
  }

  dispose(): void {
    if (this.saveTimer !== undefined) this.saveNow();
    this.coordinator.dispose();
    this.controller.dispose();
  }

  /** Opens panel `id`'s window (at its placement, when it has one); false when the browser refused. */
  private openWindow(id: string, screens: DeskScreens): boolean {
    const panel = this.panels.get(id);
    if (!panel) return false;
    const coin = coinOf(panel, this.options.pageCoin());
    const features = openFeatures(panel.placement, screens.screens, screens.current, PANEL_SIZES[panel.type]);
    if (!this.coordinator.popOut(panel, coin, features)) return false;
    this.remember(panel.id);
    this.controller.removePanel(panel.id);
    this.saveNow();
    return true;
  }

  /** The workspace's box now: the default arrangement is made for it (default-layout.ts). */
  private box(): WorkspaceBox {
    const { width, height } = this.options.host.getBoundingClientRect();
    return arrangementBox({ width, height }, { width: window.innerWidth, height: window.innerHeight });
  }

  /** The tree shown now, panels with their settings. */
  private tree() {
    return this.controller.snapshot((panel) => this.settingsOf(panel));
  }

  /** Keeps where panel `id` sits, as it leaves for a window of its own. */
  private remember(id: string): void {
    const place = placeOf(this.tree(), id);
    if (place) this.places.set(id, place);
  }

  /** Puts a panel in at `place` when the tree still has it, otherwise where it hides nothing. */
  private insert(panel: PanelState, place: PanelPlace | null): void {
    const tree = this.tree();
    this.controller.insertPanel(panel, placementFor(tree, place), tree);
  }

  private settingsOf(panel: PanelRef): PanelState {
    return this.panels.get(panel.id) ?? { ...panel, link: 'page', coin: null, settings: null };
  }

  private apply(change: LinkChange): void {
    this.replacePanels(applyLinkChange([...this.panels.values()], change));
    this.changed();
  }

  private replacePanels(panels: readonly PanelState[]): void {
    this.panels = new Map(panels.map((panel) => [panel.id, panel]));
    this.coordinator.update(panels);
  }

  /** Settings changed: React shows them, the tabs' link chips follow, and the layout is saved. */
  private changed(): void {
    this.controller.refreshLinks();
    this.options.onSettingsChanged(this.settings());
    this.saveNow();
  }

  /**
   * Golden Layout changed the arrangement. Panels neither in the tree nor out were closed: they go to the
   * front of the recently closed list. A closed panel back in the tree was only away (Golden Layout holds
   * a dragged tab outside the tree while it moves): it gets its settings back.
   */
  private layoutChanged(): void {
    const inTree = panelsInTree(this.tree()).map((p) => p.id);
    const shown = new Set([...inTree, ...this.coordinator.panels().map((panel) => panel.id)]);
    const back = this.closed.filter((panel) => shown.has(panel.id));
    const gone = [...this.panels.values()].filter((panel) => !shown.has(panel.id));
    if (gone.length > 0 || back.length > 0) {
      for (const panel of back) this.panels.set(panel.id, panel);
      for (const panel of gone) this.panels.delete(panel.id);
      this.closed = [...gone, ...this.closed.filter((p) => !shown.has(p.id))].slice(0, CLOSED_PANELS_KEPT);
      this.controller.refreshLinks();
      this.options.onSettingsChanged(this.settings());
    }
    this.scheduleSave();
  }

  private scheduleSave(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveNow(), SAVE_DEBOUNCE_MS);
  }

  private saveNow(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    const text = serializeLayout(this.current());
    if (text === this.lastSaved) return;
    this.options.storage.write(this.storageKey, text);
    this.lastSaved = text;
  }
}
