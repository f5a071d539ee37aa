/**
 * Where a chart's drawings are kept (contract/drawings.ts). A member's by the exchange: listed when the
 * chart opens and again after a reconnect (changes may have been missed), each write made on the version
 * the exchange holds — one drawing's writes in turn, so a second edit waits for the first's answer —, and
 * other windows' changes taken from the member's drawings channel. A refused write is never lost
 * silently: the exchange's message is shown and its drawing as it is (a stale write) or its whole list
 * (any other refusal) replaces the window's. A guest's are kept in this browser's local storage per
 * coin, at most DRAWINGS_PER_COIN_MAX.
 */
import { DRAWING_ID, drawingProblem } from '../../../contract/drawing-rules';
import type { DrawingPutRequest } from '../../../contract/drawing-calls';
import { DRAWINGS_PER_COIN_MAX, type Drawing } from '../../../contract/drawings';
import type { DrawingChange } from '../../../contract/socket';
import type { CoinKey } from '../../../contract/markets';
import type { DrawingWrite } from './rules/drawing-history';

/** The exchange's drawing calls (src/api/client.ts), as a chart's services hand them. */
export interface DrawingCalls {
  listDrawings(coin: CoinKey, signal: AbortSignal): Promise<Drawing[]>;
  putDrawing(id: string, body: DrawingPutRequest): Promise<Drawing>;
  deleteDrawing(id: string, version: number): Promise<unknown>;
  /**
   * What the exchange said refusing a write: its message, and the drawing as it holds it when the write
   * was stale (client.ts currentDrawingOf); null for a failure that is not its refusal (offline, a bug).
   */
  refusal(error: unknown): DrawingRefusal | null;
}

export interface DrawingRefusal {
  message: string;
  current: Drawing | undefined;
}

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

/** Local storage's key of a guest's drawings on `coin`. */
export function guestDrawingsKey(coin: CoinKey): string {
  return `tradedeck.drawings.v1.${coin}`;
}

/**
 * A guest's stored drawings on `coin` as valid drawings (version 0: the exchange has none of them until
 * they are uploaded): anything else is dropped.
 */
export function readGuestDrawings(storage: Pick<Storage, 'getItem'>, coin: CoinKey): Drawing[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(guestDrawingsKey(coin)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const drawings: Drawing[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null || drawingProblem(item) !== undefined) continue;
    const drawing = item as Drawing;
    if (typeof drawing.id !== 'string' || !DRAWING_ID.test(drawing.id) || seen.has(drawing.id)) continue;
    if (drawing.coin !== coin) continue;
    seen.add(drawing.id);
    const { id, tool, anchors, style, locked, hidden } = drawing;
    drawings.push({ id, coin, tool, anchors, style, locked, hidden, version: 0, updatedAt: 0 });
  }
  return drawings.slice(0, DRAWINGS_PER_COIN_MAX);
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
      this.refused(error);
    }
  }

  private refused(error: unknown): void {
    const { options } = this;
    const refusal = options.calls?.refusal(error) ?? null;
    options.notify(refusal && refusal.message !== '' ? refusal.message : options.failedText());
    if (!refusal) console.error(`chart ${options.coin}: a drawing could not be written`, error);
    if (refusal?.current) this.took(refusal.current);
    else void this.load();
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

  private async load(): Promise<void> {
    const { calls, coin, drawings } = this.options;
    if (!calls) return;
    try {
      const listed = await calls.listDrawings(coin, this.abort.signal);
      if (this.abort.signal.aborted) return;
      this.versions.clear();
      for (const drawing of listed) this.versions.set(drawing.id, drawing.version);
      drawings.replace(listed);
    } catch (error) {
      if (this.abort.signal.aborted) return;
      console.error(`chart ${coin}: the drawings could not be loaded`, error);
      this.options.notify(this.options.failedText());
    }
  }

  private onChanges(changes: readonly DrawingChange[]): void {
    const { coin, drawings } = this.options;
    for (const change of changes) {
      if (change.coin !== coin) continue;
      // A drawing with a write of this window's under way is settled by that write's answer: the
      // channel's copy is its echo, or another window's write, which refuses this one as stale.
      if (change.kind === 'deleted') {
        const ids = change.ids.filter((id) => !this.queues.has(id));
        for (const id of ids) this.versions.delete(id);
        drawings.removed(ids);
      } else if (!this.queues.has(change.drawing.id)) this.took(change.drawing);
    }
  }
}
