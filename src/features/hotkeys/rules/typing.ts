/**
 * When a key press is the trader typing, not a hotkey: in a field (input, textarea, select, an editable
 * element) or while an input method composes (the Korean IME's syllables: isComposing, or the key 229
 * browsers send for it).
 */
export interface TypingTarget {
  tagName?: string;
  isContentEditable?: boolean;
  type?: string;
}

/** Input types that take no text: a key on them is not typing. */
const NON_TEXT_INPUTS = new Set([
  'button',
  'checkbox',
  'radio',
  'range',
  'color',
  'file',
  'submit',
  'reset',
  'image',
]);

export function isTypingTarget(target: TypingTarget | null): boolean {
  if (!target) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName?.toUpperCase();
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  return tag === 'INPUT' && !NON_TEXT_INPUTS.has((target.type ?? 'text').toLowerCase());
}

export function isComposing(press: { isComposing?: boolean; keyCode?: number }): boolean {
  return press.isComposing === true || press.keyCode === 229;
}
