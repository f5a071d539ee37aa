/**
 * The drawing tools as the chart's left toolbar offers them (grouped as TradingView groups its own), and
 * the keyboard shortcuts in TradingView's spirit: Alt+T trend line, Alt+H horizontal line, Alt+V vertical
 * line, Alt+F Fibonacci retracement, Alt+C cross line; Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes,
 * ⌘ for Ctrl on a Mac; Escape ends the drawing under way, Delete removes the selected one. Shortcuts are
 * read from the key's place (`code`), since Alt+T types a special character on a Mac keyboard.
 */
import { DRAWING_TOOLS, type DrawingTool } from '../../../../contract/drawings';

export const DRAWING_GROUPS = ['lines', 'levels', 'shapes', 'measures', 'fibonacci', 'notes'] as const;
export type DrawingGroup = (typeof DRAWING_GROUPS)[number];

/** Each tool's group in the toolbar; every tool in exactly one (a test holds it). */
export const DRAWING_TOOL_GROUP: Readonly<Record<DrawingTool, DrawingGroup>> = {
  trendLine: 'lines',
  ray: 'lines',
  extendedLine: 'lines',
  infoLine: 'lines',
  arrow: 'lines',
  horizontalLine: 'levels',
  horizontalRay: 'levels',
  verticalLine: 'levels',
  crossLine: 'levels',
  parallelChannel: 'shapes',
  rectangle: 'shapes',
  priceRange: 'measures',
  dateRange: 'measures',
  fibRetracement: 'fibonacci',
  fibExtension: 'fibonacci',
  textNote: 'notes',
  priceNote: 'notes',
};

/** The tools of `group`, in the contract's order. */
export function toolsOf(group: DrawingGroup): DrawingTool[] {
  return DRAWING_TOOLS.filter((tool) => DRAWING_TOOL_GROUP[tool] === group);
}

/** What a key press does to the drawings. */
export type DrawingCommand =
  | { kind: 'tool'; tool: DrawingTool }
  | { kind: 'undo' }
  | { kind: 'redo' }
  | { kind: 'cancel' }
  | { kind: 'delete' };

/** The shortcuts that pick a tool: Alt with the key at this place. */
export const TOOL_SHORTCUTS: Readonly<Partial<Record<DrawingTool, string>>> = {
  trendLine: 'KeyT',
  horizontalLine: 'KeyH',
  verticalLine: 'KeyV',
  fibRetracement: 'KeyF',
  crossLine: 'KeyC',
};

/** The parts of a KeyboardEvent the shortcuts read. */
export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}

/** The drawing command of a key press, or null (the press is someone else's). */
export function drawingCommand(press: KeyPress): DrawingCommand | null {
  const command = press.ctrlKey || press.metaKey;
  if (command && !press.altKey) {
    if (press.code === 'KeyZ') return press.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (press.code === 'KeyY' && !press.shiftKey) return { kind: 'redo' };
    return null;
  }
  if (press.altKey && !command && !press.shiftKey) {
    for (const tool of DRAWING_TOOLS) if (TOOL_SHORTCUTS[tool] === press.code) return { kind: 'tool', tool };
    return null;
  }
  if (press.altKey || command) return null;
  if (press.key === 'Escape') return { kind: 'cancel' };
  if (press.key === 'Delete' || press.key === 'Backspace') return { kind: 'delete' };
  return null;
}

/** A shortcut as the help lists it: "Alt+T", "Ctrl+Shift+Z" (⌘ and ⌥ on a Mac). */
export function shortcutLabel(
  code: string,
  modifiers: { alt?: boolean; ctrl?: boolean; shift?: boolean },
  mac: boolean,
): string {
  const parts: string[] = [];
  if (modifiers.ctrl) parts.push(mac ? '⌘' : 'Ctrl');
  if (modifiers.alt) parts.push(mac ? '⌥' : 'Alt');
  if (modifiers.shift) parts.push(mac ? '⇧' : 'Shift');
  parts.push(code.replace(/^Key/, ''));
  return parts.join(mac ? '' : '+');
}
