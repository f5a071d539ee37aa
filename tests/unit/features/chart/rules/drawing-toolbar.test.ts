import { describe, expect, test } from 'vitest';
import { DRAWING_TOOLS } from '../../../../../contract/drawings';
import {
  DRAWING_GROUPS,
  drawingCommand,
  shortcutLabel,
  toolsOf,
  type KeyPress,
} from '../../../../../src/features/chart/rules/drawing-toolbar';

describe('the toolbar’s groups', () => {
  test('hold every tool once, in the contract’s order', () => {
    const grouped = DRAWING_GROUPS.flatMap(toolsOf);
    expect([...grouped].sort()).toEqual([...DRAWING_TOOLS].sort());
    expect(new Set(grouped).size).toBe(DRAWING_TOOLS.length);
    expect(toolsOf('fibonacci')).toEqual(['fibRetracement', 'fibExtension']);
  });
});

const press = (key: string, code: string, mods: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  ...mods,
});

describe('drawingCommand', () => {
  test.each<[string, KeyPress, ReturnType<typeof drawingCommand>]>([
    ['Alt+T: trend line', press('t', 'KeyT', { altKey: true }), { kind: 'tool', tool: 'trendLine' }],
    // On a Mac, Alt+T types † — the key's place is what counts.
    ['⌥T on a Mac', press('†', 'KeyT', { altKey: true }), { kind: 'tool', tool: 'trendLine' }],
    [
      'Alt+H: horizontal line',
      press('h', 'KeyH', { altKey: true }),
      { kind: 'tool', tool: 'horizontalLine' },
    ],
    ['Alt+V: vertical line', press('v', 'KeyV', { altKey: true }), { kind: 'tool', tool: 'verticalLine' }],
    ['Alt+F: Fibonacci', press('f', 'KeyF', { altKey: true }), { kind: 'tool', tool: 'fibRetracement' }],
    ['Alt+C: cross line', press('c', 'KeyC', { altKey: true }), { kind: 'tool', tool: 'crossLine' }],
    ['Alt+X: nothing', press('x', 'KeyX', { altKey: true }), null],
    ['Alt+Shift+T: nothing', press('T', 'KeyT', { altKey: true, shiftKey: true }), null],
    ['Ctrl+Z: undo', press('z', 'KeyZ', { ctrlKey: true }), { kind: 'undo' }],
    ['⌘Z: undo', press('z', 'KeyZ', { metaKey: true }), { kind: 'undo' }],
    // A Korean layout types ㅋ at Z's place: still undo.
    ['Ctrl+Z on a Korean layout', press('ㅋ', 'KeyZ', { ctrlKey: true }), { kind: 'undo' }],
    ['Ctrl+Shift+Z: redo', press('Z', 'KeyZ', { ctrlKey: true, shiftKey: true }), { kind: 'redo' }],
    ['Ctrl+Y: redo', press('y', 'KeyY', { ctrlKey: true }), { kind: 'redo' }],
    ['Ctrl+Alt+Z: nothing', press('z', 'KeyZ', { ctrlKey: true, altKey: true }), null],
    ['Ctrl+C: nothing (copy)', press('c', 'KeyC', { ctrlKey: true }), null],
    ['Escape: cancel', press('Escape', 'Escape'), { kind: 'cancel' }],
    ['Delete: delete', press('Delete', 'Delete'), { kind: 'delete' }],
    ['Backspace: delete', press('Backspace', 'Backspace'), { kind: 'delete' }],
    ['a plain letter: nothing', press('t', 'KeyT'), null],
    ['Ctrl+Escape: nothing', press('Escape', 'Escape', { ctrlKey: true }), null],
  ])('%s', (_, keys, expected) => {
    expect(drawingCommand(keys)).toEqual(expected);
  });
});

describe('shortcutLabel', () => {
  test.each([
    ['KeyT', { alt: true }, false, 'Alt+T'],
    ['KeyT', { alt: true }, true, '⌥T'],
    ['KeyZ', { ctrl: true, shift: true }, false, 'Ctrl+Shift+Z'],
    ['KeyZ', { ctrl: true, shift: true }, true, '⌘⇧Z'],
    ['Escape', {}, false, 'Escape'],
  ])('%s %j mac %s → %s', (code, modifiers, mac, expected) => {
    expect(shortcutLabel(code, modifiers, mac)).toBe(expected);
  });
});
