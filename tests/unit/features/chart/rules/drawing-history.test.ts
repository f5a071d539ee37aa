import { describe, expect, test } from 'vitest';
import type { Drawing } from '../../../../../contract/drawings';
import {
  drawingHistory,
  drawingWrites,
  EMPTY_HISTORY,
  HISTORY_DEPTH,
  type DrawingAction,
  type DrawingHistory,
} from '../../../../../src/features/chart/rules/drawing-history';

/** Drawing `id` at `price` (a horizontal line), stored at `version`. */
function line(id: string, price = 100, version = 1): Drawing {
  return {
    id,
    coin: 'BTC-KRW' as Drawing['coin'],
    tool: 'horizontalLine',
    anchors: [{ time: 0, price }],
    style: {
      color: '#2962ff',
      width: 1,
      dash: 'solid',
      extendLeft: false,
      extendRight: false,
      fill: null,
      text: '',
    },
    locked: false,
    hidden: false,
    version,
    updatedAt: version * 1000,
  };
}

const run = (actions: DrawingAction[], from: DrawingHistory = EMPTY_HISTORY) =>
  actions.reduce(drawingHistory, from);
/** What the list shows: each drawing as id@price, in order. */
const shown = (state: DrawingHistory) => state.present.map((d) => `${d.id}@${d.anchors[0]!.price}`);

const a = line('a');
const b = line('b');
const c = line('c');

describe('edits, undo and redo', () => {
  test.each<[string, DrawingAction[], string[], number, number]>([
    ['add', [{ type: 'add', drawing: a }], ['a@100'], 1, 0],
    ['add, undo', [{ type: 'add', drawing: a }, { type: 'undo' }], [], 0, 1],
    ['add, undo, redo', [{ type: 'add', drawing: a }, { type: 'undo' }, { type: 'redo' }], ['a@100'], 1, 0],
    [
      'update, undo: the old price',
      [{ type: 'add', drawing: a }, { type: 'update', drawing: line('a', 120) }, { type: 'undo' }],
      ['a@100'],
      1,
      1,
    ],
    [
      'remove the middle one, undo: back in its place',
      [
        { type: 'add', drawing: a },
        { type: 'add', drawing: b },
        { type: 'add', drawing: c },
        { type: 'remove', id: 'b' },
        { type: 'undo' },
      ],
      ['a@100', 'b@100', 'c@100'],
      3,
      1,
    ],
    [
      'remove all, undo: all back in order, one step',
      [
        { type: 'add', drawing: a },
        { type: 'add', drawing: b },
        { type: 'add', drawing: c },
        { type: 'removeAll' },
        { type: 'undo' },
      ],
      ['a@100', 'b@100', 'c@100'],
      3,
      1,
    ],
    [
      'a new edit after undo ends redo',
      [{ type: 'add', drawing: a }, { type: 'undo' }, { type: 'add', drawing: b }, { type: 'redo' }],
      ['b@100'],
      1,
      0,
    ],
    ['undo with nothing to undo', [{ type: 'undo' }], [], 0, 0],
    ['redo with nothing to redo', [{ type: 'add', drawing: a }, { type: 'redo' }], ['a@100'], 1, 0],
    [
      'adding an id already there changes nothing',
      [
        { type: 'add', drawing: a },
        { type: 'add', drawing: a },
      ],
      ['a@100'],
      1,
      0,
    ],
    ['updating a drawing not there changes nothing', [{ type: 'update', drawing: a }], [], 0, 0],
    ['removing one not there changes nothing', [{ type: 'remove', id: 'a' }], [], 0, 0],
    ['removing all of none changes nothing', [{ type: 'removeAll' }], [], 0, 0],
  ])('%s', (_name, actions, present, past, future) => {
    const state = run(actions);
    expect(shown(state)).toEqual(present);
    expect(state.past).toHaveLength(past);
    expect(state.future).toHaveLength(future);
  });

  test('an action that changes nothing answers the same state', () => {
    const state = run([{ type: 'add', drawing: a }]);
    expect(drawingHistory(state, { type: 'update', drawing: state.present[0]! })).toBe(state);
    expect(drawingHistory(EMPTY_HISTORY, { type: 'undo' })).toBe(EMPTY_HISTORY);
  });

  test(`undo goes back ${HISTORY_DEPTH} edits, no further`, () => {
    const moves = Array.from({ length: HISTORY_DEPTH + 20 }, (_, i): DrawingAction => ({
      type: 'update',
      drawing: line('a', 101 + i),
    }));
    let state = run([{ type: 'add', drawing: a }, ...moves]);
    expect(state.past).toHaveLength(HISTORY_DEPTH);
    for (let i = 0; i < HISTORY_DEPTH + 5; i += 1) state = drawingHistory(state, { type: 'undo' });
    // The add and the first 19 moves fell off the history.
    expect(shown(state)).toEqual(['a@120']);
    expect(state.future).toHaveLength(HISTORY_DEPTH);
  });
});

describe("the server's changes", () => {
  test("another window's change reaches the list without entering the history, and undo leaves it", () => {
    let state = run([{ type: 'add', drawing: a }]);
    state = drawingHistory(state, { type: 'storedOnServer', drawing: line('b', 200, 1) });
    expect(shown(state)).toEqual(['a@100', 'b@200']);
    expect(state.past).toHaveLength(1);
    state = drawingHistory(state, { type: 'undo' });
    expect(shown(state)).toEqual(['b@200']);
  });

  test('replaceFromServer puts the list the exchange keeps in its place, the history kept', () => {
    const state = run([
      { type: 'add', drawing: a },
      { type: 'replaceFromServer', drawings: [b, c] },
    ]);
    expect(shown(state)).toEqual(['b@100', 'c@100']);
    expect(state.past).toHaveLength(1);
  });

  test("a write's answer brings the new version; a late echo of an older write changes nothing", () => {
    let state = run([{ type: 'add', drawing: line('a', 100, 0) }]);
    state = drawingHistory(state, { type: 'storedOnServer', drawing: line('a', 100, 1) });
    state = drawingHistory(state, { type: 'update', drawing: { ...line('a', 150), version: 1 } });
    state = drawingHistory(state, { type: 'storedOnServer', drawing: line('a', 150, 2) });
    const echo = drawingHistory(state, { type: 'storedOnServer', drawing: line('a', 100, 1) });
    expect(echo).toBe(state);
    expect(state.present.map((d) => d.version)).toEqual([2]);
  });

  test('undo puts a drawing back at the version the exchange holds, so its write is not stale', () => {
    let state = run([
      { type: 'add', drawing: a },
      { type: 'update', drawing: line('a', 150) },
    ]);
    state = drawingHistory(state, { type: 'storedOnServer', drawing: line('a', 150, 2) });
    const before = state.present;
    state = drawingHistory(state, { type: 'undo' });
    expect(state.present).toEqual([{ ...a, version: 2, updatedAt: 2000 }]);
    expect(drawingWrites(before, state.present)).toEqual([
      { kind: 'put', drawing: state.present[0], baseVersion: 2 },
    ]);
  });

  test('undoing a move of a drawing another window deleted does not bring it back', () => {
    let state = run([
      { type: 'add', drawing: a },
      { type: 'update', drawing: line('a', 150) },
    ]);
    state = drawingHistory(state, { type: 'removedOnServer', ids: ['a'] });
    state = drawingHistory(state, { type: 'undo' });
    expect(shown(state)).toEqual([]);
    expect(state.future).toHaveLength(1);
  });

  test('removedOnServer of drawings not held changes nothing', () => {
    const state = run([{ type: 'add', drawing: a }]);
    expect(drawingHistory(state, { type: 'removedOnServer', ids: ['x'] })).toBe(state);
  });
});

describe('drawingWrites', () => {
  test.each([
    [
      'a new drawing: created over version 0',
      [a],
      [a, line('n', 5, 0)],
      [{ kind: 'put', drawing: line('n', 5, 0), baseVersion: 0 }],
    ],
    [
      'a changed one: over the version held',
      [line('a', 100, 3)],
      [line('a', 110, 3)],
      [{ kind: 'put', drawing: line('a', 110, 3), baseVersion: 3 }],
    ],
    [
      'a gone one: deleted at its version',
      [a, line('b', 100, 4)],
      [a],
      [{ kind: 'delete', id: 'b', version: 4 }],
    ],
    ['the same list: nothing', [a, b], [a, b], []],
  ] as const)('%s', (_name, before, after, writes) => {
    expect(drawingWrites(before, after)).toEqual(writes);
  });

  test('undoing a removal creates the drawing again', () => {
    let state = run([
      { type: 'add', drawing: line('a', 100, 3) },
      { type: 'remove', id: 'a' },
    ]);
    const before = state.present;
    state = drawingHistory(state, { type: 'undo' });
    expect(drawingWrites(before, state.present)).toEqual([
      { kind: 'put', drawing: line('a', 100, 3), baseVersion: 0 },
    ]);
  });
});
