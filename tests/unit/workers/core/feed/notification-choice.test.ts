/**
 * The one window that shows a notification (notification-choice.ts), as a table: focused first (the
 * later claim when two claim it), else the most recently focused, else the most recently opened; a hidden
 * window's focus does not count; windows already tried are left out.
 */
import { describe, expect, it } from 'vitest';
import { chooseWindow, type WindowPresence } from '../../../../../workers/core/feed/notification-choice';

type W = WindowPresence<string>;

/** A window opened at `openedAt`, never focused, visible, with its report's order. */
function win(id: string, openedAt: number, changes: Partial<W> = {}): W {
  return { id, focused: false, visible: true, focusedAt: null, openedAt, order: openedAt, ...changes };
}

const CASES: [string, W[], string[], { id: string; focused: boolean } | null][] = [
  ['no window', [], [], null],
  ['one window, never focused', [win('a', 1)], [], { id: 'a', focused: false }],
  [
    'the focused one over a newer unfocused one',
    [win('a', 1, { focused: true, focusedAt: 5 }), win('b', 2)],
    [],
    { id: 'a', focused: true },
  ],
  [
    'the focused one over one focused later but left since',
    [win('a', 1, { focused: true, focusedAt: 5 }), win('b', 2, { focusedAt: 9 })],
    [],
    { id: 'a', focused: true },
  ],
  [
    'two claim focus: the later claim',
    [win('a', 1, { focused: true, focusedAt: 7 }), win('b', 2, { focused: true, focusedAt: 6 })],
    [],
    { id: 'a', focused: true },
  ],
  [
    'two claim focus at the same time: the later report',
    [
      win('a', 1, { focused: true, focusedAt: 7, order: 10 }),
      win('b', 2, { focused: true, focusedAt: 7, order: 11 }),
    ],
    [],
    { id: 'b', focused: true },
  ],
  [
    'none focused: the most recently focused',
    [win('a', 1, { focusedAt: 8 }), win('b', 2, { focusedAt: 3 }), win('c', 3)],
    [],
    { id: 'a', focused: false },
  ],
  [
    'a hidden window claiming focus is not focused, but keeps its time',
    [win('a', 1, { focused: true, visible: false, focusedAt: 8 }), win('b', 2, { focusedAt: 3 })],
    [],
    { id: 'a', focused: false },
  ],
  [
    'none ever focused: the most recently opened',
    [win('a', 1), win('b', 3), win('c', 2)],
    [],
    { id: 'b', focused: false },
  ],
  [
    'the focused one was tried: the most recently focused of the rest',
    [win('a', 1, { focused: true, focusedAt: 9 }), win('b', 2, { focusedAt: 4 }), win('c', 3)],
    ['a'],
    { id: 'b', focused: false },
  ],
  [
    'every focused one tried: the most recently opened of the rest',
    [win('a', 1, { focused: true, focusedAt: 9 }), win('b', 2, { focusedAt: 4 }), win('c', 3)],
    ['a', 'b'],
    { id: 'c', focused: false },
  ],
  ['every window tried', [win('a', 1), win('b', 2)], ['a', 'b'], null],
];

describe('chooseWindow', () => {
  it.each(CASES)('%s', (_name, windows, tried, expected) => {
    expect(chooseWindow(windows, new Set(tried))).toEqual(expected);
  });
});
