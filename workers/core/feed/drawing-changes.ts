/**
 * The member's drawing changes (the drawings channel) one window has not drained yet, merged per drawing:
 * a later put of a drawing replaces its earlier one, a delete drops the puts before it. Applied in the
 * order `take` gives them (the ids deleted, per coin, then the drawings stored), they leave a window's
 * drawings as every change applied in turn would have, an id deleted and made again included. So a window
 * that does not drain for a while (a hidden tab runs no animation frames) holds one put per drawing changed
 * and the ids deleted, never every step of an edit, and loses none.
 */
import type { CoinKey } from '../../../contract/markets';
import type { Drawing } from '../../../contract/drawings';
import type { DrawingChange } from '../../../contract/socket';

export class PendingDrawingChanges {
  private deleted = new Map<CoinKey, Set<string>>();
  private puts = new Map<string, Drawing>();

  get isEmpty(): boolean {
    return this.deleted.size === 0 && this.puts.size === 0;
  }

  push(change: DrawingChange): void {
    if (change.kind === 'put') {
      this.puts.set(change.drawing.id, change.drawing);
      return;
    }
    let ids = this.deleted.get(change.coin);
    if (!ids) this.deleted.set(change.coin, (ids = new Set()));
    for (const id of change.ids) {
      this.puts.delete(id);
      ids.add(id);
    }
  }

  /** The merged changes (each coin's deletions, then every drawing stored) and forgets them. */
  take(): DrawingChange[] {
    const changes: DrawingChange[] = [];
    for (const [coin, ids] of this.deleted) changes.push({ kind: 'deleted', coin, ids: [...ids] });
    for (const drawing of this.puts.values()) changes.push({ kind: 'put', coin: drawing.coin, drawing });
    this.deleted = new Map();
    this.puts = new Map();
    return changes;
  }
}
