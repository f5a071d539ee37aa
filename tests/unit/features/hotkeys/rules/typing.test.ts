import { describe, expect, test } from 'vitest';
import { isComposing, isTypingTarget } from '../../../../../src/features/hotkeys/rules/typing';

describe('typing is not a hotkey', () => {
  test.each([
    ['a text field', { tagName: 'INPUT', type: 'text' }, true],
    ['a number field', { tagName: 'input', type: 'number' }, true],
    ['a field of no type', { tagName: 'INPUT' }, true],
    ['a textarea', { tagName: 'TEXTAREA' }, true],
    ['a select', { tagName: 'SELECT' }, true],
    ['an editable element', { tagName: 'DIV', isContentEditable: true }, true],
    ['a checkbox', { tagName: 'INPUT', type: 'checkbox' }, false],
    ['a button', { tagName: 'BUTTON' }, false],
    ['the page', { tagName: 'BODY' }, false],
    ['nothing', null, false],
  ])('%s: %s', (_, target, typing) => {
    expect(isTypingTarget(target)).toBe(typing);
  });

  test.each([
    [{ isComposing: true }, true],
    [{ keyCode: 229 }, true],
    [{ isComposing: false, keyCode: 66 }, false],
  ])('%j composes: %s', (press, composing) => {
    expect(isComposing(press)).toBe(composing);
  });
});
