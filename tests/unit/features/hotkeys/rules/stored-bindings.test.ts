import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  actionFor,
  bindChord,
  defaultBindings,
  reservedUse,
} from '../../../../../src/features/hotkeys/rules/bindings';
import { HOTKEY_ACTIONS } from '../../../../../src/features/hotkeys/rules/catalogue';
import { isChord } from '../../../../../src/features/hotkeys/rules/chord';
import {
  BINDINGS_VERSION,
  bindingsStorageKey,
  parseBindings,
  serializeBindings,
} from '../../../../../src/features/hotkeys/rules/stored-bindings';

const stored = (changes: unknown, version: unknown = BINDINGS_VERSION) =>
  JSON.stringify({ version, changes });

describe('stored bindings', () => {
  test('per member, the guest apart', () => {
    expect(bindingsStorageKey(7)).not.toBe(bindingsStorageKey(8));
    expect(bindingsStorageKey(undefined)).toContain('guest');
  });

  test('a change is kept and read back; only changes are stored', () => {
    const changed = bindChord(defaultBindings(), 'buyBest', 'F2');
    if (!changed.ok) throw new Error('F2 is free');
    const text = serializeBindings(changed.bindings);
    expect(JSON.parse(text)).toEqual({ version: BINDINGS_VERSION, changes: { buyBest: 'F2' } });
    expect(parseBindings(text)).toEqual(changed.bindings);
  });

  test('two chords swapped read back swapped', () => {
    const text = stored({ buyBest: 'Shift+KeyS', sellBest: 'Shift+KeyB' });
    const bindings = parseBindings(text);
    expect([bindings.buyBest, bindings.sellBest]).toEqual(['Shift+KeyS', 'Shift+KeyB']);
  });

  test.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['another version', stored({ buyBest: 'F2' }, 99)],
    ['no version', JSON.stringify({ changes: { buyBest: 'F2' } })],
    ['an array', '[1,2]'],
    ['a number', '42'],
    ['changes not an object', stored('F2')],
  ])('%s reads as the defaults', (_, raw) => {
    expect(parseBindings(raw)).toEqual(defaultBindings());
  });

  test.each([
    ['an unknown action is dropped', { launchRocket: 'F2' }, defaultBindings()],
    ['a bad chord keeps the default', { buyBest: 'Shift+Ctrl+KeyB' }, defaultBindings()],
    ['a reserved chord keeps the default', { buyBest: 'Ctrl+KeyK' }, defaultBindings()],
    ['a cleared action stays cleared', { flatten: null }, { ...defaultBindings(), flatten: null }],
    [
      'two actions on one chord: the first in the catalogue keeps it, the other its default',
      { sellBest: 'F2', buyBest: 'F2' },
      { ...defaultBindings(), buyBest: 'F2' },
    ],
  ])('%s', (_, changes, expected) => {
    expect(parseBindings(stored(changes))).toEqual(expected);
  });

  test('whatever is stored reads as bindings with every action, no chord twice, none reserved', () => {
    const actionId = fc.constantFrom(...HOTKEY_ACTIONS.map((action) => action.id), 'other', '__proto__');
    const chordish = fc.oneof(
      fc.constantFrom('Shift+KeyB', 'Shift+KeyS', 'F2', 'Ctrl+KeyK', 'F9', 'Tab', 'Alt+ArrowUp', 'Ctrl+KeyZ'),
      fc.string(),
      fc.constant(null),
      fc.integer(),
    );
    const raw = fc.oneof(
      fc.string(),
      fc.dictionary(actionId, chordish).map((changes) => stored(changes)),
      fc.jsonValue().map((value) => JSON.stringify(value)),
    );
    fc.assert(
      fc.property(raw, (text) => {
        const bindings = parseBindings(text);
        const chords = HOTKEY_ACTIONS.map((action) => bindings[action.id]);
        expect(chords).not.toContain(undefined);
        const bound = chords.filter((chord): chord is string => chord !== null);
        expect(new Set(bound).size).toBe(bound.length);
        for (const chord of bound) {
          expect(isChord(chord)).toBe(true);
          expect(reservedUse(chord)).toBeNull();
          expect(actionFor(bindings, chord)).not.toBeNull();
        }
        expect(parseBindings(serializeBindings(bindings))).toEqual(bindings);
      }),
    );
  });
});
