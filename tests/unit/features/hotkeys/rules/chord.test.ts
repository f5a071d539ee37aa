import { describe, expect, test } from 'vitest';
import {
  chordLabel,
  chordOf,
  isChord,
  type ChordPress,
} from '../../../../../src/features/hotkeys/rules/chord';

function press(code: string, modifiers: Partial<ChordPress> = {}, key = ''): ChordPress {
  return { code, key, ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...modifiers };
}

describe('a press as a chord', () => {
  test.each([
    ['B alone', press('KeyB', {}, 'b'), 'KeyB'],
    ['Shift+B', press('KeyB', { shiftKey: true }, 'B'), 'Shift+KeyB'],
    [
      'the Korean IME types ㅠ on B: the code is still KeyB',
      press('KeyB', { shiftKey: true }, 'ㅠ'),
      'Shift+KeyB',
    ],
    [
      'modifiers in one order however pressed',
      press('KeyK', { metaKey: true, shiftKey: true, ctrlKey: true, altKey: true }),
      'Ctrl+Alt+Shift+Meta+KeyK',
    ],
    ['a function key', press('F2'), 'F2'],
    ['an arrow with Alt', press('ArrowDown', { altKey: true }), 'Alt+ArrowDown'],
    ['Shift+. (>)', press('Period', { shiftKey: true }, '>'), 'Shift+Period'],
    ['a digit of the numpad', press('Numpad1'), 'Numpad1'],
  ])('%s', (_, given, chord) => {
    expect(chordOf(given)).toBe(chord);
  });

  test.each([
    ['Shift alone', press('ShiftLeft', { shiftKey: true }, 'Shift')],
    ['Control alone', press('ControlRight', { ctrlKey: true }, 'Control')],
    ['Caps Lock', press('CapsLock')],
    ['an IME press without a code', press('', {}, 'Process')],
    ['a key no chord ends in (media)', press('AudioVolumeUp')],
  ])('%s is no chord', (_, given) => {
    expect(chordOf(given)).toBeNull();
  });
});

describe('a stored chord', () => {
  test.each([
    ['Shift+KeyB', true],
    ['Ctrl+Alt+Shift+Meta+F12', true],
    ['F9', true],
    ['Shift+Ctrl+KeyB', false],
    ['Ctrl+Ctrl+KeyB', false],
    ['Hyper+KeyB', false],
    ['Shift+', false],
    ['', false],
    [42, false],
    [null, false],
  ])('%j is a chord: %s', (text, expected) => {
    expect(isChord(text)).toBe(expected);
  });
});

describe('a chord as shown', () => {
  test.each([
    ['Shift+KeyB', false, 'Shift+B'],
    ['Ctrl+Digit1', false, 'Ctrl+1'],
    ['Alt+ArrowDown', false, 'Alt+↓'],
    ['Shift+Period', false, 'Shift+.'],
    ['Meta+Alt+KeyZ', true, 'Cmd+Option+Z'],
    ['Numpad1', false, 'Num 1'],
  ])('%s (mac: %s) reads %s', (chord, mac, label) => {
    expect(chordLabel(chord, mac)).toBe(label);
  });
});
