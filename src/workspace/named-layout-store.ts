/**
 * The layout menu's state without React (LayoutMenu.tsx binds it): the member's list of named layouts (the
 * `layouts` channel's and the calls' answers) and the active layout, kept per member in this browser
 * (named-layout-state.ts), with what the menu's lazy actions (named-layout-actions.ts) read and change.
 */
import type { LayoutSummary } from '../../contract/layout-names';
import type { Language } from '../../contract/texts';
import { i18n } from '../i18n';
import { languageOf } from '../lib/languages';
import type { WorkspaceOwner } from './layout-schema';
import {
  activeLayoutKey,
  parseActiveLayout,
  serializeActiveLayout,
  type ActiveLayout,
  type OwnWrite,
} from './named-layout-state';
import type { LayoutStorage, WorkspaceSession } from './workspace-session';

export interface NamedLayoutStoreOptions {
  owner: WorkspaceOwner;
  storage: LayoutStorage;
  /** The mounted workspace session, read at the moment of use. */
  session(): WorkspaceSession | null;
  /** Hands a file to the browser to download. */
  download(fileName: string, text: string): void;
}

export interface NamedLayoutSnapshot {
  list: readonly LayoutSummary[];
  /** Whether the list was heard or answered yet (an empty list before then says nothing). */
  listKnown: boolean;
  active: ActiveLayout | null;
  /** This window's writes under way (named-layout-state.ts activeChange tells their frames from others'). */
  writes: readonly OwnWrite[];
}

export class NamedLayoutStore {
  readonly owner: WorkspaceOwner;
  readonly storage: LayoutStorage;
  private snap: NamedLayoutSnapshot;
  private readonly listeners = new Set<() => void>();
  private listChanges = 0;

  constructor(private readonly options: NamedLayoutStoreOptions) {
    this.owner = options.owner;
    this.storage = options.storage;
    const stored = this.member() ? options.storage.read(activeLayoutKey(options.owner)) : null;
    this.snap = { list: [], listKnown: false, active: parseActiveLayout(stored), writes: [] };
  }

  member(): boolean {
    return this.owner !== 'guest';
  }

  session(): WorkspaceSession | null {
    return this.options.session();
  }

  download(fileName: string, text: string): void {
    this.options.download(fileName, text);
  }

  list(): readonly LayoutSummary[] {
    return this.snap.list;
  }

  /** Counts the lists set: an asked list that answers after a newer one was heard is dropped. */
  listChangeCount(): number {
    return this.listChanges;
  }

  setList(list: readonly LayoutSummary[]): void {
    this.listChanges += 1;
    this.snap = { ...this.snap, list, listKnown: true };
    this.notify();
  }

  /** Puts a layout as the exchange answered it into the list (a write's answer may come before its frame). */
  upsert(layout: LayoutSummary): void {
    const { id, name, version, isDefault, updatedAt } = layout;
    const row = { id, name, version, isDefault, updatedAt };
    const at = this.snap.list.findIndex((each) => each.id === id);
    this.setList(
      at < 0 ? [...this.snap.list, row] : this.snap.list.map((each, i) => (i === at ? row : each)),
    );
  }

  active(): ActiveLayout | null {
    return this.snap.active;
  }

  /** The layout the desk shows now (null: none), kept for the next load of the page. */
  setActive(active: ActiveLayout | null): void {
    this.snap = { ...this.snap, active };
    if (this.member())
      this.storage.write(activeLayoutKey(this.owner), active === null ? '' : serializeActiveLayout(active));
    this.notify();
  }

  /** Notes a write of this window's under way until the returned function is called (its answer came). */
  beginWrite(write: OwnWrite): () => void {
    const mine = { ...write };
    this.snap = { ...this.snap, writes: [...this.snap.writes, mine] };
    this.notify();
    return () => {
      this.snap = { ...this.snap, writes: this.snap.writes.filter((each) => each !== mine) };
      this.notify();
    };
  }

  language(): Language {
    return languageOf(i18n.language);
  }

  /** The texts of the current language (the app's one i18next). */
  get t(): typeof i18n.t {
    return i18n.t;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = (): NamedLayoutSnapshot => this.snap;

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
