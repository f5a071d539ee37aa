/**
 * The drawing shortcuts' help (the chartDrawingShortcuts dialog): each shortcut as its keys read on this
 * keyboard and what it does — the tools' shortcuts of TOOL_SHORTCUTS, undo and redo, Escape and Delete as
 * drawingCommand reads them, and Shift while drawing or moving (drawing-geometry.ts constrainAngle,
 * constrainMove). ⌘, ⌥ and ⇧ on a Mac.
 */
import { DRAWING_TOOLS, type DrawingTool } from '../../../../contract/drawings';
import { shortcutLabel, TOOL_SHORTCUTS } from './drawing-toolbar';

export type ShortcutAction =
  | { kind: 'tool'; tool: DrawingTool }
  | { kind: 'undo' | 'redo' | 'cancel' | 'delete' | 'snapAngle' | 'oneAxis' };

export interface ShortcutRow {
  /** Each way to press it ("Ctrl+Shift+Z", "Ctrl+Y"). */
  keys: string[];
  action: ShortcutAction;
}

/** Whether `platform` (navigator.platform) is a Mac's, whose keys read ⌘ ⌥ ⇧. */
export function isMacPlatform(platform: string): boolean {
  return /^Mac/i.test(platform);
}

/** The label a tool's menu item shows beside its name, or null for a tool without a shortcut. */
export function toolShortcutLabel(tool: DrawingTool, mac: boolean): string | null {
  const code = TOOL_SHORTCUTS[tool];
  return code === undefined ? null : shortcutLabel(code, { alt: true }, mac);
}

/** Every row of the help, tools first in the toolbar's order. */
export function shortcutRows(mac: boolean): ShortcutRow[] {
  const tools = DRAWING_TOOLS.flatMap((tool): ShortcutRow[] => {
    const label = toolShortcutLabel(tool, mac);
    return label === null ? [] : [{ keys: [label], action: { kind: 'tool', tool } }];
  });
  return [
    ...tools,
    { keys: [shortcutLabel('KeyZ', { ctrl: true }, mac)], action: { kind: 'undo' } },
    {
      keys: [
        shortcutLabel('KeyZ', { ctrl: true, shift: true }, mac),
        shortcutLabel('KeyY', { ctrl: true }, mac),
      ],
      action: { kind: 'redo' },
    },
    { keys: ['Esc'], action: { kind: 'cancel' } },
    { keys: mac ? ['⌫', '⌦'] : ['Delete', 'Backspace'], action: { kind: 'delete' } },
    { keys: [mac ? '⇧' : 'Shift'], action: { kind: 'snapAngle' } },
    { keys: [mac ? '⇧' : 'Shift'], action: { kind: 'oneAxis' } },
  ];
}
