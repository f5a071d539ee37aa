import { describe, expect, test } from 'vitest';
import { DRAWING_TOOLS } from '../../../../../contract/drawings';
import {
  isMacPlatform,
  shortcutRows,
  toolShortcutLabel,
} from '../../../../../src/features/chart/rules/drawing-shortcuts';
import { TOOL_SHORTCUTS } from '../../../../../src/features/chart/rules/drawing-toolbar';

describe('isMacPlatform', () => {
  test.each([
    ['MacIntel', true],
    ['Macintosh', true],
    ['Win32', false],
    ['Linux x86_64', false],
    ['iPhone', false],
    ['', false],
  ])('%s: %s', (platform, mac) => {
    expect(isMacPlatform(platform)).toBe(mac);
  });
});

describe('toolShortcutLabel', () => {
  test.each([
    ['trendLine', false, 'Alt+T'],
    ['trendLine', true, '⌥T'],
    ['fibRetracement', false, 'Alt+F'],
    ['ray', false, null],
  ] as const)('%s (Mac: %s): %s', (tool, mac, label) => {
    expect(toolShortcutLabel(tool, mac)).toBe(label);
  });
});

describe('shortcutRows', () => {
  const read = (mac: boolean) =>
    shortcutRows(mac).map((row) => [
      row.keys.join(' | '),
      row.action.kind === 'tool' ? row.action.tool : row.action.kind,
    ]);

  test('every tool shortcut in the toolbar’s order, then undo, redo, cancel, delete and Shift', () => {
    expect(read(false)).toEqual([
      ['Alt+T', 'trendLine'],
      ['Alt+H', 'horizontalLine'],
      ['Alt+V', 'verticalLine'],
      ['Alt+C', 'crossLine'],
      ['Alt+F', 'fibRetracement'],
      ['Ctrl+Z', 'undo'],
      ['Ctrl+Shift+Z | Ctrl+Y', 'redo'],
      ['Esc', 'cancel'],
      ['Delete | Backspace', 'delete'],
      ['Shift', 'snapAngle'],
      ['Shift', 'oneAxis'],
    ]);
    const listed = shortcutRows(false).flatMap((row) =>
      row.action.kind === 'tool' ? [row.action.tool] : [],
    );
    expect(listed).toEqual(DRAWING_TOOLS.filter((tool) => TOOL_SHORTCUTS[tool] !== undefined));
  });

  test('a Mac’s keys', () => {
    expect(read(true)).toEqual([
      ['⌥T', 'trendLine'],
      ['⌥H', 'horizontalLine'],
      ['⌥V', 'verticalLine'],
      ['⌥C', 'crossLine'],
      ['⌥F', 'fibRetracement'],
      ['⌘Z', 'undo'],
      ['⌘⇧Z | ⌘Y', 'redo'],
      ['Esc', 'cancel'],
      ['⌫ | ⌦', 'delete'],
      ['⇧', 'snapAngle'],
      ['⇧', 'oneAxis'],
    ]);
  });
});
