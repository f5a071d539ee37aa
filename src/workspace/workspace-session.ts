/**
 * One mounted workspace: the Golden Layout binding, its pop-outs and its saved layout, glued together
 * without React. The layout is read once (migrated, cleaned, or the default), saved a moment after each
 * change and at once when panels pop out or come back, and flushed on dispose.
 */
import type { CoinKey } from '../../contract/markets';
import { LayoutController, type MountedPanel, type WorkspaceTexts } from './layout-controller';
import {
  defaultLayout,
  LAYOUT_SCHEMA_VERSION,
  layoutStorageKey,
  parseStoredLayout,
  serializeLayout,
  type WorkspaceLayout,
  type WorkspaceOwner,
} from './layout-schema';
import { PANEL_DEFAULT_SIZES, type PanelRef } from './panel-types';
import { readStoredText, writeStoredText } from '../state/local-storage';
import { PopoutCoordinator } from './popout-coordinator';

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
  /** The coin pop-outs open with: the page's current coin. */
  coin(): CoinKey;
  onPanelsChanged(panels: readonly MountedPanel[]): void;
  onPopoutBlocked(): void;
}

export class WorkspaceSession {
  readonly controller: LayoutController;
  private readonly coordinator: PopoutCoordinator;
  private readonly storageKey: string;
  private lastSaved: string | null;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: WorkspaceSessionOptions) {
    this.storageKey = layoutStorageKey(options.owner);
    const stored = options.storage.read(this.storageKey);
    const parsed = parseStoredLayout(stored);
    this.lastSaved = stored;
    this.controller = new LayoutController(
      {
        host: options.host,
        texts: options.texts,
        onPanelsChanged: options.onPanelsChanged,
        onLayoutChanged: () => this.scheduleSave(),
        onPopOut: (panel) => this.popOut(panel),
      },
      parsed.layout.root,
    );
    this.coordinator = new PopoutCoordinator({
      owner: options.owner,
      onPanelOut: (panel) => {
        this.controller.removePanel(panel.id);
        this.saveNow();
      },
      onPanelBack: (panel) => {
        this.controller.addPanel(panel);
        this.saveNow();
      },
    });
    this.coordinator.adopt(parsed.layout.popouts);
    // Bad stored data is replaced by the default, and an older schema by its migration, at once: the next
    // load is clean, and a member who leaves before the layout changes keeps the migrated layout.
    if (parsed.problem !== 'missing') this.saveNow();
  }

  /** The layout as it is now, in the stored schema. */
  current(): WorkspaceLayout {
    return {
      version: LAYOUT_SCHEMA_VERSION,
      root: this.controller.snapshot(),
      popouts: this.coordinator.panels(),
    };
  }

  popOut(panel: PanelRef): void {
    if (!this.coordinator.popOut(panel, this.options.coin(), PANEL_DEFAULT_SIZES[panel.type])) {
      this.options.onPopoutBlocked();
      return;
    }
    this.controller.removePanel(panel.id);
    this.saveNow();
  }

  /** Back to the default arrangement, every panel in this window. */
  reset(): void {
    this.coordinator.closeAll();
    this.controller.load(defaultLayout().root);
    this.saveNow();
  }

  dispose(): void {
    if (this.saveTimer !== undefined) this.saveNow();
    this.coordinator.dispose();
    this.controller.dispose();
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
