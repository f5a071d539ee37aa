import { describe, expect, test } from 'vitest';
import { drawingCommand } from '../../../../../src/features/chart/rules/drawing-toolbar';
import {
  actionFor,
  bindChord,
  defaultBindings,
  reservedUse,
  resetBinding,
} from '../../../../../src/features/hotkeys/rules/bindings';
import { HOTKEY_ACTIONS } from '../../../../../src/features/hotkeys/rules/catalogue';
import { chordOf } from '../../../../../src/features/hotkeys/rules/chord';

describe('the defaults', () => {
  test('no two actions share a default, and none is reserved', () => {
    const chords = HOTKEY_ACTIONS.flatMap((action) => (action.defaultChord ? [action.defaultChord] : []));
    expect(new Set(chords).size).toBe(chords.length);
    for (const chord of chords) expect(reservedUse(chord), chord).toBeNull();
  });

  test('a chord finds its action', () => {
    expect(actionFor(defaultBindings(), 'Shift+KeyB')).toBe('buyBest');
    expect(actionFor(defaultBindings(), 'Shift+KeyQ')).toBeNull();
  });
});

describe('binding a chord (conflicts refused with what holds it)', () => {
  test.each([
    ['the palette', 'Ctrl+KeyK', { kind: 'reserved', use: 'palette' }],
    ["the palette's Mac key", 'Meta+KeyK', { kind: 'reserved', use: 'palette' }],
    ['the order panel key', 'F9', { kind: 'reserved', use: 'orderPanel' }],
    ['close tab', 'Ctrl+KeyW', { kind: 'reserved', use: 'closeTab' }],
    ['new tab', 'Ctrl+KeyT', { kind: 'reserved', use: 'newTab' }],
    ['new window', 'Ctrl+KeyN', { kind: 'reserved', use: 'newWindow' }],
    ['reload', 'Ctrl+KeyR', { kind: 'reserved', use: 'reload' }],
    ['F5', 'F5', { kind: 'reserved', use: 'reload' }],
    ['the address bar', 'Ctrl+KeyL', { kind: 'reserved', use: 'addressBar' }],
    ['Tab', 'Tab', { kind: 'reserved', use: 'focusMove' }],
    ['Escape', 'Escape', { kind: 'reserved', use: 'closeDialog' }],
    ['copy', 'Ctrl+KeyC', { kind: 'reserved', use: 'edit' }],
    ['a browser tab by number', 'Ctrl+Digit3', { kind: 'reserved', use: 'browser' }],
    ["the chart's drawing undo", 'Ctrl+KeyZ', { kind: 'reserved', use: 'chartDrawing' }],
    ['another action’s chord', 'Shift+KeyS', { kind: 'taken', action: 'sellBest' }],
  ])('%s: refused', (_, chord, problem) => {
    expect(bindChord(defaultBindings(), 'buyBest', chord)).toEqual({ ok: false, problem });
  });

  test.each([
    ['a free chord', 'buyBest', 'Shift+KeyQ'],
    ['its own chord again', 'buyBest', 'Shift+KeyB'],
    ['a bare function key', 'sellBest', 'F2'],
    ['Ctrl+Digit0 (no tab)', 'cancelAll', 'Ctrl+Digit0'],
    ['none (cleared)', 'flatten', null],
  ] as const)('%s: kept', (_, action, chord) => {
    const result = bindChord(defaultBindings(), action, chord);
    expect(result.ok && result.bindings[action]).toBe(chord);
  });

  test('a chord freed by one action can go to another', () => {
    const cleared = bindChord(defaultBindings(), 'sellBest', null);
    if (!cleared.ok) throw new Error('clearing is never refused');
    const moved = bindChord(cleared.bindings, 'buyBest', 'Shift+KeyS');
    expect(moved.ok && moved.bindings.buyBest).toBe('Shift+KeyS');
  });

  test('back to the default, unless another action took it since', () => {
    const changed = bindChord(defaultBindings(), 'buyBest', 'Shift+KeyQ');
    if (!changed.ok) throw new Error('Shift+Q is free');
    const reset = resetBinding(changed.bindings, 'buyBest');
    expect(reset.ok && reset.bindings.buyBest).toBe('Shift+KeyB');
    const taken = bindChord(changed.bindings, 'flatten', 'Shift+KeyB');
    if (!taken.ok) throw new Error('Shift+B was freed');
    expect(resetBinding(taken.bindings, 'buyBest')).toEqual({
      ok: false,
      problem: { kind: 'taken', action: 'flatten' },
    });
  });

  test("every key the chart's drawing takes is reserved (the two tables agree)", () => {
    const presses = [
      'KeyZ',
      'KeyY',
      'KeyT',
      'KeyH',
      'KeyV',
      'KeyF',
      'KeyC',
      'Delete',
      'Backspace',
      'KeyQ',
    ].flatMap((code) =>
      [
        { ctrlKey: true },
        { ctrlKey: true, shiftKey: true },
        { metaKey: true },
        { metaKey: true, shiftKey: true },
        { altKey: true },
        {},
      ].map((modifiers) => ({
        code,
        key: code === 'Delete' || code === 'Backspace' ? code : code.slice(3).toLowerCase(),
        ctrlKey: false,
        altKey: false,
        shiftKey: false,
        metaKey: false,
        ...modifiers,
      })),
    );
    for (const press of presses) {
      if (drawingCommand(press) === null) continue;
      const chord = chordOf(press)!;
      expect(reservedUse(chord), chord).not.toBeNull();
    }
  });
});
