/**
 * The hotkeys' actions as data: id, group and default chord (or none); their Korean and English titles
 * are in texts.ts (they load with the lazy chunks). The settings page lists them in this order; the
 * runner does them (run-hotkey.ts).
 */
import type { Chord } from './chord';

export type HotkeyGroup = 'order' | 'cancel' | 'view';

export const HOTKEY_GROUPS: readonly HotkeyGroup[] = ['order', 'cancel', 'view'];

export interface HotkeyAction {
  id: string;
  group: HotkeyGroup;
  defaultChord: Chord | null;
}

export const HOTKEY_ACTIONS = [
  { id: 'buyBest', group: 'order', defaultChord: 'Shift+KeyB' },
  { id: 'sellBest', group: 'order', defaultChord: 'Shift+KeyS' },
  { id: 'buyPanelPrice', group: 'order', defaultChord: 'Alt+KeyB' },
  { id: 'sellPanelPrice', group: 'order', defaultChord: 'Alt+KeyS' },
  { id: 'flatten', group: 'order', defaultChord: 'Shift+KeyF' },
  { id: 'undoLast', group: 'cancel', defaultChord: 'Alt+KeyZ' },
  { id: 'cancelLast', group: 'cancel', defaultChord: 'Shift+KeyZ' },
  { id: 'cancelAll', group: 'cancel', defaultChord: 'Shift+KeyX' },
  { id: 'nextCoin', group: 'view', defaultChord: 'Alt+ArrowDown' },
  { id: 'prevCoin', group: 'view', defaultChord: 'Alt+ArrowUp' },
  { id: 'nextInterval', group: 'view', defaultChord: 'Shift+Period' },
  { id: 'prevInterval', group: 'view', defaultChord: 'Shift+Comma' },
  { id: 'toggleDrawingTools', group: 'view', defaultChord: 'Shift+KeyD' },
  { id: 'orderPanel', group: 'view', defaultChord: null },
] as const satisfies readonly HotkeyAction[];

export type HotkeyActionId = (typeof HOTKEY_ACTIONS)[number]['id'];

export const HOTKEY_ACTION_IDS: readonly HotkeyActionId[] = HOTKEY_ACTIONS.map((action) => action.id);
