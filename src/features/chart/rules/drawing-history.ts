/**
 * A chart's drawings with their undo and redo (Ctrl+Z, Ctrl+Shift+Z): a pure reducer. The history keeps
 * edits, not snapshots — each edit is what it changed, drawing by drawing, as it was and as it became — so
 * that undoing one's own edit leaves what another window changed meanwhile (which reaches `present` from
 * the server without entering the history) as it is.
 *
 * Versions are the exchange's (contract/drawings.ts: a write names the version it changes): an edit here
 * keeps a drawing's version, the server's answer brings the new one (storedOnServer), and a drawing put
 * back by undo or redo takes the version `present` holds of it, so that writing it is not refused as stale.
 * drawingWrites() says what to write to the exchange for a change of `present`.
 */
import type { Drawing } from '../../../../contract/drawings';

/** How many edits undo can go back. */
export const HISTORY_DEPTH = 100;

/** What an edit did to one drawing: as it was and as it became (null: not there), at `index` in the list. */
export interface DrawingChange {
  id: string;
  before: Drawing | null;
  after: Drawing | null;
  /** Where the drawing stood in the list (before a removal, after an addition): where undo puts it back. */
  index: number;
}

export type DrawingEdit = readonly DrawingChange[];

export interface DrawingHistory {
  /** Edits undo takes back, the last one last. */
  past: readonly DrawingEdit[];
  /** The drawings, in the order drawn (the last on top). */
  present: readonly Drawing[];
  /** Edits redo makes again, the next one first. */
  future: readonly DrawingEdit[];
}

export const EMPTY_HISTORY: DrawingHistory = { past: [], present: [], future: [] };

export type DrawingAction =
  | { type: 'add'; drawing: Drawing }
  | { type: 'update'; drawing: Drawing }
  | { type: 'remove'; id: string }
  | { type: 'removeAll' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The coin's drawings as the exchange keeps them (a load, a reload after a refused write). */
  | { type: 'replaceFromServer'; drawings: readonly Drawing[] }
  /** One drawing as the exchange stored it: a write's answer, or another window's. */
  | { type: 'storedOnServer'; drawing: Drawing }
  /** Drawings the exchange deleted (another window's delete or delete-all). */
  | { type: 'removedOnServer'; ids: readonly string[] };

/** `present` with the drawing `id` set to `drawing` (null: removed); a drawing not there goes in at `index`. */
function put(present: readonly Drawing[], id: string, drawing: Drawing | null, index: number): Drawing[] {
  const at = present.findIndex((each) => each.id === id);
  const next = [...present];
  if (drawing === null) {
    if (at >= 0) next.splice(at, 1);
  } else if (at >= 0) next[at] = drawing;
  else next.splice(Math.min(index, next.length), 0, drawing);
  return next;
}

/** A new edit of the trader's: it goes on the history, which forgets its oldest past its depth, and ends redo. */
function edit(state: DrawingHistory, present: readonly Drawing[], changes: DrawingEdit): DrawingHistory {
  return { past: [...state.past, changes].slice(-HISTORY_DEPTH), present, future: [] };
}

/**
 * `present` with each change's side `side` (undo: before, redo: after) put back. A drawing put back where
 * `present` holds it takes `present`'s version; a change of a drawing that is gone (another window deleted
 * it) is not made again.
 */
function replay(present: readonly Drawing[], changes: DrawingEdit, side: 'before' | 'after'): Drawing[] {
  let next = [...present];
  for (const change of changes) {
    const target = change[side];
    const held = next.find((each) => each.id === change.id);
    if (change.before && change.after && !held) continue;
    const drawing = target && held ? { ...target, version: held.version, updatedAt: held.updatedAt } : target;
    next = put(next, change.id, drawing, change.index);
  }
  return next;
}

export function drawingHistory(state: DrawingHistory, action: DrawingAction): DrawingHistory {
  const { present } = state;
  const indexOf = (id: string) => present.findIndex((each) => each.id === id);
  switch (action.type) {
    case 'add': {
      const { drawing } = action;
      if (indexOf(drawing.id) >= 0) return state;
      return edit(
        state,
        [...present, drawing],
        [{ id: drawing.id, before: null, after: drawing, index: present.length }],
      );
    }
    case 'update': {
      const { drawing } = action;
      const at = indexOf(drawing.id);
      if (at < 0 || present[at] === drawing) return state;
      return edit(state, put(present, drawing.id, drawing, at), [
        { id: drawing.id, before: present[at]!, after: drawing, index: at },
      ]);
    }
    case 'remove': {
      const at = indexOf(action.id);
      if (at < 0) return state;
      return edit(state, put(present, action.id, null, at), [
        { id: action.id, before: present[at]!, after: null, index: at },
      ]);
    }
    case 'removeAll':
      if (present.length === 0) return state;
      return edit(
        state,
        [],
        present.map((drawing, index) => ({ id: drawing.id, before: drawing, after: null, index })),
      );
    case 'undo': {
      const last = state.past[state.past.length - 1];
      if (!last) return state;
      return {
        past: state.past.slice(0, -1),
        present: replay(present, last, 'before'),
        future: [last, ...state.future],
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { past: [...state.past, next], present: replay(present, next, 'after'), future: rest };
    }
    case 'replaceFromServer':
      return { ...state, present: action.drawings };
    case 'storedOnServer': {
      const { drawing } = action;
      const at = indexOf(drawing.id);
      // An answer to an older write than the one held (its echo coming late) changes nothing.
      if (at >= 0 && present[at]!.version >= drawing.version) return state;
      return { ...state, present: put(present, drawing.id, drawing, present.length) };
    }
    case 'removedOnServer': {
      const gone = new Set(action.ids);
      if (!present.some((drawing) => gone.has(drawing.id))) return state;
      return { ...state, present: present.filter((drawing) => !gone.has(drawing.id)) };
    }
  }
}

/** A write to the exchange: a drawing put over the version it changes (0: created), or a deletion. */
export type DrawingWrite =
  { kind: 'put'; drawing: Drawing; baseVersion: number } | { kind: 'delete'; id: string; version: number };

/**
 * What to write to the exchange for `present` going from `before` to `after` (a reducer step of the
 * trader's: an edit, undo or redo): each drawing that is new (over version 0, since the exchange has none
 * of it), changed (over the version it held) or gone.
 */
export function drawingWrites(before: readonly Drawing[], after: readonly Drawing[]): DrawingWrite[] {
  const held = new Map(before.map((drawing) => [drawing.id, drawing]));
  const kept = new Set(after.map((drawing) => drawing.id));
  const writes: DrawingWrite[] = [];
  for (const drawing of after) {
    const old = held.get(drawing.id);
    if (!old) writes.push({ kind: 'put', drawing, baseVersion: 0 });
    else if (old !== drawing) writes.push({ kind: 'put', drawing, baseVersion: old.version });
  }
  for (const drawing of before)
    if (!kept.has(drawing.id)) writes.push({ kind: 'delete', id: drawing.id, version: drawing.version });
  return writes;
}
