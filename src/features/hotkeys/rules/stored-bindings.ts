/**
 * The bindings as kept in localStorage per member (versioned: `{version, changes}` holding only what
 * differs from the defaults, so a new action's default reaches traders who changed others). Damaged data,
 * an unknown action or a bad chord is dropped; two actions stored on one chord (edited by hand) keep the
 * first in the catalogue's order; a
 * reserved chord is refused as the settings page would: the reader never answers a conflict.
 */
import { bindChord, defaultBindings, type Bindings } from './bindings';
import { isChord } from './chord';
import { HOTKEY_ACTIONS } from './catalogue';

export const BINDINGS_VERSION = 1;

/** Per member (`memNo`), or the guest's. */
export function bindingsStorageKey(memNo: number | undefined): string {
  return `tradedeck.hotkeys.v${BINDINGS_VERSION}.${memNo ?? 'guest'}`;
}

function changesOf(raw: string | null): Record<string, unknown> {
  if (raw === null) return {};
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
    const { version, changes } = json as { version?: unknown; changes?: unknown };
    if (version !== BINDINGS_VERSION || typeof changes !== 'object' || changes === null) return {};
    return changes as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The stored text (null: none) → the bindings; anything damaged reads as the defaults. */
export function parseBindings(raw: string | null): Bindings {
  const changes = changesOf(raw);
  // Cleared first, then the stored chords in the catalogue's order, each checked as the settings page would.
  let bindings: Bindings = defaultBindings();
  const wanted = HOTKEY_ACTIONS.flatMap((action) => {
    if (!Object.hasOwn(changes, action.id)) return [];
    const chord = changes[action.id];
    return chord === null || isChord(chord) ? [{ id: action.id, chord }] : [];
  });
  for (const { id } of wanted) bindings = { ...bindings, [id]: null };
  for (const { id, chord } of wanted) {
    // A refused chord (reserved, or another action's) leaves the action on its default when that is free.
    const result = bindChord(bindings, id, chord);
    const fallback = result.ok ? result : bindChord(bindings, id, defaultBindings()[id]);
    if (fallback.ok) bindings = fallback.bindings;
  }
  return bindings;
}

export function serializeBindings(bindings: Bindings): string {
  const defaults = defaultBindings();
  const changes = Object.fromEntries(
    HOTKEY_ACTIONS.filter((action) => bindings[action.id] !== defaults[action.id]).map((action) => [
      action.id,
      bindings[action.id],
    ]),
  );
  return JSON.stringify({ version: BINDINGS_VERSION, changes });
}
