/**
 * The trader's key bindings: the catalogue's defaults with their changes, and the rule that refuses a
 * chord already bound to another action or one the browser or the app keeps for itself.
 */
import type { Chord } from './chord';
import { HOTKEY_ACTIONS, type HotkeyActionId } from './catalogue';

/** Every action's chord, or null for none. */
export type Bindings = Readonly<Record<HotkeyActionId, Chord | null>>;

export function defaultBindings(): Bindings {
  return Object.fromEntries(HOTKEY_ACTIONS.map((action) => [action.id, action.defaultChord])) as Bindings;
}

/** Why a key is kept from the hotkeys: what it already does. */
export type ReservedUse =
  | 'palette'
  | 'orderPanel'
  | 'closeTab'
  | 'newTab'
  | 'newWindow'
  | 'reload'
  | 'addressBar'
  | 'focusMove'
  | 'closeDialog'
  | 'edit'
  | 'chartDrawing'
  | 'browser';

const RESERVED_CHORDS: Record<Chord, ReservedUse> = {
  'Ctrl+KeyK': 'palette',
  'Meta+KeyK': 'palette',
  F9: 'orderPanel',
  'Ctrl+KeyW': 'closeTab',
  'Meta+KeyW': 'closeTab',
  'Ctrl+KeyT': 'newTab',
  'Meta+KeyT': 'newTab',
  'Ctrl+Shift+KeyT': 'newTab',
  'Ctrl+KeyN': 'newWindow',
  'Meta+KeyN': 'newWindow',
  'Ctrl+Shift+KeyN': 'newWindow',
  'Ctrl+KeyR': 'reload',
  'Meta+KeyR': 'reload',
  'Ctrl+Shift+KeyR': 'reload',
  F5: 'reload',
  'Ctrl+F5': 'reload',
  'Ctrl+KeyL': 'addressBar',
  'Meta+KeyL': 'addressBar',
  'Alt+KeyD': 'addressBar',
  F6: 'addressBar',
  Tab: 'focusMove',
  'Shift+Tab': 'focusMove',
  Enter: 'focusMove',
  Space: 'focusMove',
  Escape: 'closeDialog',
  'Ctrl+KeyC': 'edit',
  'Ctrl+KeyV': 'edit',
  'Ctrl+KeyX': 'edit',
  'Ctrl+KeyA': 'edit',
  'Meta+KeyC': 'edit',
  'Meta+KeyV': 'edit',
  'Meta+KeyX': 'edit',
  'Meta+KeyA': 'edit',
  // The focused chart's drawing keys (features/chart rules/drawing-toolbar.ts drawingCommand; a test keeps
  // them agreed): undo, redo, delete, and Alt+T/H/V/F/C for its tools.
  'Ctrl+KeyZ': 'chartDrawing',
  'Meta+KeyZ': 'chartDrawing',
  'Ctrl+Shift+KeyZ': 'chartDrawing',
  'Shift+Meta+KeyZ': 'chartDrawing',
  'Ctrl+KeyY': 'chartDrawing',
  'Meta+KeyY': 'chartDrawing',
  'Alt+KeyT': 'chartDrawing',
  'Alt+KeyH': 'chartDrawing',
  'Alt+KeyV': 'chartDrawing',
  'Alt+KeyF': 'chartDrawing',
  'Alt+KeyC': 'chartDrawing',
  Delete: 'chartDrawing',
  Backspace: 'chartDrawing',
  'Ctrl+KeyF': 'browser',
  'Ctrl+KeyP': 'browser',
  'Ctrl+KeyS': 'browser',
  'Ctrl+KeyH': 'browser',
  'Ctrl+KeyJ': 'browser',
  'Ctrl+KeyD': 'browser',
  'Ctrl+Shift+KeyI': 'browser',
  'Ctrl+Shift+KeyJ': 'browser',
  'Meta+KeyQ': 'browser',
  'Meta+KeyF': 'browser',
  'Meta+KeyP': 'browser',
  'Meta+KeyS': 'browser',
  F1: 'browser',
  F3: 'browser',
  F7: 'browser',
  F11: 'browser',
  F12: 'browser',
  'Alt+F4': 'browser',
  'Alt+ArrowLeft': 'browser',
  'Alt+ArrowRight': 'browser',
};

/** What `chord` already does in the browser or the app, or null when it is free to bind. */
export function reservedUse(chord: Chord): ReservedUse | null {
  // Ctrl+1…9 and Cmd+1…9 pick the browser's tabs.
  if (/^(Ctrl|Meta)\+Digit[1-9]$/.test(chord)) return 'browser';
  return RESERVED_CHORDS[chord] ?? null;
}

export type BindProblem = { kind: 'reserved'; use: ReservedUse } | { kind: 'taken'; action: HotkeyActionId };

export type BindResult = { ok: true; bindings: Bindings } | { ok: false; problem: BindProblem };

/** Binds `chord` to `action` (null clears it); refused when reserved or bound to another action. */
export function bindChord(bindings: Bindings, action: HotkeyActionId, chord: Chord | null): BindResult {
  if (chord !== null) {
    const use = reservedUse(chord);
    if (use !== null) return { ok: false, problem: { kind: 'reserved', use } };
    const other = actionFor(bindings, chord);
    if (other !== null && other !== action) return { ok: false, problem: { kind: 'taken', action: other } };
  }
  return { ok: true, bindings: { ...bindings, [action]: chord } };
}

/** Puts `action` back on its default; refused (as bindChord) when another action took that chord since. */
export function resetBinding(bindings: Bindings, action: HotkeyActionId): BindResult {
  return bindChord(bindings, action, defaultBindings()[action]);
}

/** The action `chord` runs, or null. */
export function actionFor(bindings: Bindings, chord: Chord): HotkeyActionId | null {
  for (const action of HOTKEY_ACTIONS) if (bindings[action.id] === chord) return action.id;
  return null;
}
