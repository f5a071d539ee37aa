/**
 * Chart drawings in SQLite (migration 17, contract/drawing-calls.ts): a member's, per coin. Each write is
 * one transaction that checks the version it was made on against the stored one, so the last write wins
 * per drawing and a write made on an older version (or creating an id the member has) is refused with the
 * drawing as it is now. A member's ids are their own: every lookup names the member, so another member's
 * id is not found, as any id the member does not have. Each change is published (`publish`, the member's
 * drawings channel) once its transaction has committed, never for a write that was refused, and told to
 * the listeners of `onChange` (the alert evaluator, which keeps the drawings its alerts are set on).
 */
import type Database from 'better-sqlite3';
import {
  DRAWING_ERROR_CODES,
  DRAWINGS_PER_COIN_MAX,
  type CoinKey,
  type Drawing,
  type DrawingChange,
  type DrawingPutRequest,
  type DrawingStale,
} from '../../contract';
import { ApiError } from '../errors/api-error';
import { drawingProblemKey } from '../errors/messages';

interface DrawingRecord {
  id: string;
  coin: CoinKey;
  tool: Drawing['tool'];
  anchors: string;
  style: string;
  locked: 0 | 1;
  hidden: 0 | 1;
  version: number;
  updatedAt: number;
}

const COLUMNS = `drawing_id AS id, coin_key AS coin, tool, anchors, style, locked, hidden, version,
  updated_at AS updatedAt`;

function toDrawing(record: DrawingRecord): Drawing {
  return {
    id: record.id,
    coin: record.coin,
    tool: record.tool,
    anchors: JSON.parse(record.anchors) as Drawing['anchors'],
    style: JSON.parse(record.style) as Drawing['style'],
    locked: record.locked === 1,
    hidden: record.hidden === 1,
    version: record.version,
    updatedAt: record.updatedAt,
  };
}

const notFound = (id: string) => new ApiError(404, DRAWING_ERROR_CODES.notFound, 'drawing.notFound', id);
const stale = (current: DrawingRecord) =>
  new ApiError(409, DRAWING_ERROR_CODES.stale, 'drawing.stale', current.id, {
    current: toDrawing(current),
  } satisfies DrawingStale);

export class DrawingStore {
  private readonly statements;
  private readonly listeners = new Set<(memNo: number, change: DrawingChange) => void>();

  constructor(
    private readonly db: Database.Database,
    private readonly now: () => number,
    private readonly publish: (memNo: number, change: DrawingChange) => void,
  ) {
    this.statements = {
      byCoin: db.prepare<[number, string], DrawingRecord>(
        `SELECT ${COLUMNS} FROM drawings WHERE mem_no = ? AND coin_key = ? ORDER BY seq`,
      ),
      byId: db.prepare<[number, string], DrawingRecord>(
        `SELECT ${COLUMNS} FROM drawings WHERE mem_no = ? AND drawing_id = ?`,
      ),
      count: db.prepare<[number, string], { count: number }>(
        'SELECT COUNT(*) AS count FROM drawings WHERE mem_no = ? AND coin_key = ?',
      ),
      insert: db.prepare<[number, string, string, string, string, string, number, number, number]>(
        `INSERT INTO drawings (mem_no, drawing_id, coin_key, tool, anchors, style, locked, hidden, version,
           updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 1, ?)`,
      ),
      update: db.prepare<[string, string, string, number, number, number, number, string]>(
        `UPDATE drawings SET tool = ?, anchors = ?, style = ?, locked = ?, hidden = ?, version = version + 1,
           updated_at = ? WHERE mem_no = ? AND drawing_id = ?`,
      ),
      delete: db.prepare<[number, string]>('DELETE FROM drawings WHERE mem_no = ? AND drawing_id = ?'),
      deleteCoin: db.prepare<[number, string], { id: string }>(
        'DELETE FROM drawings WHERE mem_no = ? AND coin_key = ? RETURNING drawing_id AS id',
      ),
    };
  }

  /** Calls `listener` with each change after its transaction commits; answers the unsubscribe. */
  onChange(listener: (memNo: number, change: DrawingChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private changed(memNo: number, change: DrawingChange): void {
    this.publish(memNo, change);
    for (const listener of this.listeners) listener(memNo, change);
  }

  /** The member's drawing `id`, or undefined when the member has none of that id. */
  get(memNo: number, id: string): Drawing | undefined {
    const record = this.statements.byId.get(memNo, id);
    return record && toDrawing(record);
  }

  /** The member's drawings of a coin, in the order they were created. */
  list(memNo: number, coin: CoinKey): Drawing[] {
    return this.statements.byCoin.all(memNo, coin).map(toDrawing);
  }

  /**
   * Creates (baseVersion 0) or updates (baseVersion the stored version) the member's drawing `id`; answers
   * it as stored. Refused: stale (another version, or creating an id the member has), not found (an
   * update of an id the member has not), invalid (another coin than the drawing's), too many (creating a
   * drawing past DRAWINGS_PER_COIN_MAX on its coin).
   */
  put(memNo: number, id: string, put: DrawingPutRequest): Drawing {
    const drawing = this.db.transaction(() => {
      const stored = this.statements.byId.get(memNo, id);
      const at = this.now();
      const [anchors, style] = [JSON.stringify(put.anchors), JSON.stringify(put.style)];
      const [locked, hidden] = [Number(put.locked), Number(put.hidden)];
      if (stored) {
        if (stored.version !== put.baseVersion) throw stale(stored);
        if (stored.coin !== put.coin)
          throw new ApiError(400, DRAWING_ERROR_CODES.invalid, drawingProblemKey('coinChanged'), id, {
            problem: 'coinChanged',
          });
        this.statements.update.run(put.tool, anchors, style, locked, hidden, at, memNo, id);
      } else {
        if (put.baseVersion !== 0) throw notFound(id);
        if (this.statements.count.get(memNo, put.coin)!.count >= DRAWINGS_PER_COIN_MAX)
          throw new ApiError(409, DRAWING_ERROR_CODES.tooMany, 'drawing.tooMany', put.coin, {
            max: DRAWINGS_PER_COIN_MAX,
          });
        this.statements.insert.run(memNo, id, put.coin, put.tool, anchors, style, locked, hidden, at);
      }
      return toDrawing(this.statements.byId.get(memNo, id)!);
    })();
    this.changed(memNo, { kind: 'put', coin: drawing.coin, drawing });
    return drawing;
  }

  /** Deletes the member's drawing `id` at `version`; stale at another version, not found without it. */
  delete(memNo: number, id: string, version: number): void {
    const coin = this.db.transaction(() => {
      const stored = this.statements.byId.get(memNo, id);
      if (!stored) throw notFound(id);
      if (stored.version !== version) throw stale(stored);
      this.statements.delete.run(memNo, id);
      return stored.coin;
    })();
    this.changed(memNo, { kind: 'deleted', coin, ids: [id] });
  }

  /** Deletes every drawing of the member on a coin, whatever their versions; answers their ids. */
  deleteAll(memNo: number, coin: CoinKey): string[] {
    const ids = this.db.transaction(() => this.statements.deleteCoin.all(memNo, coin).map(({ id }) => id))();
    if (ids.length > 0) this.changed(memNo, { kind: 'deleted', coin, ids });
    return ids;
  }
}
