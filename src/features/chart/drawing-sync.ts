/**
 * Where a chart's drawings are kept (contract/drawings.ts). A member's by the exchange: listed when the
 * chart opens and again after a reconnect (changes may have been missed), each write made on the version
 * the exchange holds — one drawing's writes in turn, so a second edit waits for the first's answer —, and
 * other windows' changes taken from the member's drawings channel. A refused write is never lost
 * silently: the exchange's message is shown and its drawing as it is (a stale write) or its whole list
 * (any other refusal) replaces the window's. A guest's are kept in this browser's local storage per
 * coin, at most DRAWINGS_PER_COIN_MAX.
 */
import type { Drawing } from '../../../contract/drawings';
import type { DrawingChange } from '../../../contract/socket';
import type { CoinKey } from '../../../contract/markets';
import type { DrawingWrite } from './rules/drawing-history';
import type { DrawingCalls } from './exchange-drawing-calls';
import { readGuestDrawings } from './guest-drawings';
import { guestDrawingsKey } from './guest-drawings-key';

/** The drawings the sync keeps (chart-drawings.ts). */
export interface SyncedDrawings {
  readonly drawings: readonly Drawing[];
  replace(drawings: readonly Drawing[]): void;
  stored(drawing: Drawing): void;
  removed(ids: readonly string[]): void;
}

/** The feed's part the sync listens to (FeedClient). */
export interface DrawingFeed {
  onDrawings(listener: (changes: readonly DrawingChange[]) => void): () => void;
  onReconnect(listener: () => void): () => void;
}

export interface DrawingSyncOptions {
  coin: CoinKey;
  drawings: SyncedDrawings;
  /** The exchange's calls for a member; null: a guest, whose drawings stay in `storage`. */
  calls: DrawingCalls | null;
  feed: DrawingFeed;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Shows a refusal's message (chart-message.ts). */
  notify(message: string): void;
  /** The message of a failure without one of the exchange's (offline, a bug). */
  failedText(): string;
}

export class DrawingSync {
  /** The version the exchange holds of each drawing (none: it has none). */
  private readonly versions = new Map<string, number>();
  /** Each drawing's writes in flight, in turn. */
  private readonly queues = new Map<string, Promise<void>>();
  private readonly abort = new AbortController();
  private readonly stops: (() => void)[] = [];
  /**
   * The drawings changed in this window (its writes) or by the channel while a list is on its way: the
   * window holds them newer than the list may, so the list does not replace them.
   */
  private changedSinceList: Set<string> | null = null;

  constructor(private readonly options: DrawingSyncOptions) {}

  /** Loads the drawings and follows other windows' changes. */
  start(): void {
    const { options } = this;
    if (!options.calls) {
      options.drawings.replace(options.storage ? readGuestDrawings(options.storage, options.coin) : []);
      return;
    }
    this.stops.push(
      options.feed.onDrawings((changes) => this.onChanges(changes)),
      options.feed.onReconnect(() => void this.load()),
    );
    void this.load();
  }

  dispose(): void {
    this.abort.abort();
    for (const stop of this.stops) stop();
    this.stops.length = 0;
  }

  /** Writes what an edit changed (chart-drawings.ts hands it over). */
  write(writes: readonly DrawingWrite[]): void {
    const { calls, storage, coin, drawings } = this.options;
    if (!calls) {
      try {
        storage?.setItem(guestDrawingsKey(coin), JSON.stringify(drawings.drawings));
      } catch {
        // Storage full or refused (private mode): the drawings stay in this window.
        this.options.notify(this.options.failedText());
      }
      return;
    }
    for (const write of writes) {
      const id = write.kind === 'put' ? write.drawing.id : write.id;
      this.changedSinceList?.add(id);
      const previous = this.queues.get(id) ?? Promise.resolve();
      const next = previous.then(() => this.send(calls, id));
      this.queues.set(id, next);
      void next.finally(() => {
        if (this.queues.get(id) === next) this.queues.delete(id);
      });
    }
  }

  /**
   * Brings the exchange to the window's drawing `id` as it is now (a queued write sends the latest edit,
   * on the version the answers before it left), or deletes it if it is gone.
   */
  private async send(calls: DrawingCalls, id: string): Promise<void> {
    if (this.abort.signal.aborted) return;
    const drawing = this.options.drawings.drawings.find((each) => each.id === id);
    const held = this.versions.get(id);
    try {
      if (drawing) {
        const { id: _id, version: _version, updatedAt: _at, ...content } = drawing;
        const stored = await calls.putDrawing(id, { ...content, baseVersion: held ?? 0 });
        this.answered(stored);
      } else if (held !== undefined) {
        await calls.deleteDrawing(id, held);
        this.versions.delete(id);
      }
    } catch (error) {
      if (this.abort.signal.aborted) return;
      this.refused(id, error);
    }
  }

  private refused(id: string, error: unknown): void {
    const { options } = this;
    const refusal = options.calls?.refusal(error) ?? null;
    options.notify(refusal && refusal.message !== '' ? refusal.message : options.failedText());
    if (!refusal) console.error(`chart ${options.coin}: a drawing could not be written`, error);
    if (refusal?.current) this.took(refusal.current);
    else void this.load(id);
  }

  /**
   * The exchange stored the window's write: the drawing takes the new version, and keeps what the
   * trader changed since the write left (the queue writes that next, on this version).
   */
  private answered(stored: Drawing): void {
    this.versions.set(stored.id, stored.version);
    const local = this.options.drawings.drawings.find((each) => each.id === stored.id);
    if (local)
      this.options.drawings.stored({ ...local, version: stored.version, updatedAt: stored.updatedAt });
  }

  /** A drawing as the exchange holds it (a refusal's, another window's). */
  private took(drawing: Drawing): void {
    const held = this.versions.get(drawing.id);
    if (held === undefined || drawing.version > held) this.versions.set(drawing.id, drawing.version);
    this.options.drawings.stored(drawing);
  }

  /**
   * Takes the exchange's list, but for what this window changed while it was on its way (and what has a
   * write of it under way): a drawing made before the list came stays, one deleted meanwhile stays gone.
   * `refused`: a drawing whose write the exchange refused, taken as the list has it.
   */
  private async load(refused?: string): Promise<void> {
    const { calls, coin, drawings } = this.options;
    if (!calls) return;
    const changed = new Set<string>();
    this.changedSinceList = changed;
    let listed: Drawing[];
    try {
      listed = await calls.listDrawings(coin, this.abort.signal);
    } catch (error) {
      if (this.abort.signal.aborted) return;
      console.error(`chart ${coin}: the drawings could not be loaded`, error);
      this.options.notify(this.options.failedText());
      return;
    } finally {
      if (this.changedSinceList === changed) this.changedSinceList = null;
    }
    if (this.abort.signal.aborted) return;
    const ours = (id: string) => id !== refused && (changed.has(id) || this.queues.has(id));
    const local = new Map(drawings.drawings.map((drawing) => [drawing.id, drawing]));
    const next: Drawing[] = [];
    for (const drawing of listed) {
      if (!ours(drawing.id)) next.push(drawing);
      else if (local.has(drawing.id)) next.push(local.get(drawing.id)!);
      local.delete(drawing.id);
    }
    for (const drawing of local.values()) if (ours(drawing.id)) next.push(drawing);
    const listedIds = new Set(listed.map((drawing) => drawing.id));
    for (const id of [...this.versions.keys()]) if (!ours(id) && !listedIds.has(id)) this.versions.delete(id);
    for (const drawing of listed) if (!ours(drawing.id)) this.versions.set(drawing.id, drawing.version);
    drawings.replace(next);
  }
  private onChanges(changes: readonly DrawingChange[]): void {
    const { coin, drawings } = this.options;
    for (const change of changes) {
      if (change.coin !== coin) continue;
      // A drawing with a write of this window's under way is settled by that write's answer: the
      // channel's copy is its echo, or another window's write, which refuses this one as stale.
      if (change.kind === 'deleted') {
        const ids = change.ids.filter((id) => !this.queues.has(id));
        for (const id of ids) {
          this.versions.delete(id);
          this.changedSinceList?.add(id);
        }
        drawings.removed(ids);
      } else if (!this.queues.has(change.drawing.id)) {
        this.changedSinceList?.add(change.drawing.id);
        this.took(change.drawing);
      }
    }
  }
}
