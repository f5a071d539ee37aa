/**
 * A key chord's normal form: the modifiers in a fixed order (Ctrl, Alt, Shift, Meta) then the key's
 * physical `code` (`KeyB`, `Digit1`, `F2`), e.g. `Ctrl+Shift+KeyB`. The code, not the key: with the
 * Korean IME on, B types `ㅠ` (its `key`), but its code is still `KeyB`, so a binding holds in either
 * input mode and on any layout.
 */

export interface ChordPress {
  code: string;
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}

export type Chord = string;

const MODIFIERS = ['Ctrl', 'Alt', 'Shift', 'Meta'] as const;
const MODIFIER_CODES = /^(Control|Alt|Shift|Meta|OS)(Left|Right)?$|^(CapsLock|NumLock|ScrollLock|Fn|FnLock)$/;
/** The codes a chord may end in: letters, digits, function keys, arrows, the numpad and a few marks. */
const BINDABLE_CODE =
  /^(Key[A-Z]|Digit[0-9]|F([1-9]|1[0-9]|2[0-4])|Arrow(Up|Down|Left|Right)|Numpad\w+|Minus|Equal|BracketLeft|BracketRight|Backslash|Semicolon|Quote|Backquote|Comma|Period|Slash|Space|Enter|Tab|Escape|Backspace|Delete|Insert|Home|End|PageUp|PageDown)$/;

/** The press's chord, or null for a modifier alone or a key that cannot be bound. */
export function chordOf(press: ChordPress): Chord | null {
  // Some browsers leave `code` empty for synthetic or IME presses: nothing to bind then.
  if (!press.code || MODIFIER_CODES.test(press.code) || !BINDABLE_CODE.test(press.code)) return null;
  const held = [press.ctrlKey, press.altKey, press.shiftKey, press.metaKey];
  return [...MODIFIERS.filter((_, at) => held[at]), press.code].join('+');
}

/** Whether `text` is a chord in normal form (a stored binding is read through this). */
export function isChord(text: unknown): text is Chord {
  if (typeof text !== 'string') return false;
  const parts = text.split('+');
  const code = parts.pop()!;
  if (!BINDABLE_CODE.test(code)) return false;
  let last = -1;
  for (const part of parts) {
    const at = MODIFIERS.indexOf(part as (typeof MODIFIERS)[number]);
    if (at <= last) return false;
    last = at;
  }
  return true;
}

const CODE_LABELS: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Backslash: '\\',
  Semicolon: ';',
  Quote: "'",
  Backquote: '`',
  Comma: ',',
  Period: '.',
  Slash: '/',
  Escape: 'Esc',
};

/** How a chord is shown: `Ctrl+Shift+B`, `F2`, `Alt+↑` (on a Mac, Meta shows as Cmd). */
export function chordLabel(chord: Chord, mac = false): string {
  return chord
    .split('+')
    .map((part) => {
      if (part === 'Meta') return mac ? 'Cmd' : 'Meta';
      if (part === 'Alt' && mac) return 'Option';
      return CODE_LABELS[part] ?? part.replace(/^Key|^Digit/, '').replace(/^Numpad/, 'Num ');
    })
    .join('+');
}

/** The chord as aria-keyshortcuts writes it (`Control+Shift+B`). */
export function chordShortcut(chord: Chord): string {
  return chordLabel(chord)
    .replace(/^Ctrl\b/, 'Control')
    .replace('Esc', 'Escape');
}
