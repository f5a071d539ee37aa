/**
 * A panel's own settings (a chart's indicators…), kept with the panel in the layout (workspace-layout.ts): a
 * plain JSON object that the workspace stores, carries to and from pop-out windows and hands back to the
 * panel, and that the exchange keeps in a named layout, without knowing what is in it — the panel's feature
 * parses and validates it. Both sides check only that it is a JSON object and that its JSON fits
 * PANEL_SETTINGS_MAX_BYTES, so that one panel cannot fill the member's storage or the pop-out channel.
 */
import { utf8Bytes } from './json-bytes';

/** A panel's settings: a JSON object whose meaning belongs to the panel's feature. */
export type PanelSettings = Readonly<Record<string, unknown>>;

/** The most a panel's settings may weigh, as UTF-8 JSON. */
export const PANEL_SETTINGS_MAX_BYTES = 16 * 1024;

/** Why settings are refused: not an object, something JSON cannot hold as it is, or too large. */
export type PanelSettingsProblem = 'not-object' | 'not-json' | 'too-large';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * True when JSON holds `value` as it is: what JSON.stringify would drop or change (undefined, functions,
 * NaN, Infinity, dates, maps, class instances, holes, cycles) is not JSON. `inside` holds the containers
 * being walked, for cycles.
 */
function isJson(value: unknown, inside: Set<object>): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  const isArray = Array.isArray(value);
  if (!isArray && !isPlainObject(value)) return false;
  if (inside.has(value)) return false;
  inside.add(value);
  const items: readonly unknown[] = isArray
    ? Array.from({ length: value.length }, (_, i) => (i in value ? value[i] : undefined))
    : Object.values(value);
  const json = items.every((item) => isJson(item, inside));
  inside.delete(value);
  return json;
}

export type CheckedPanelSettings =
  | { ok: true; settings: PanelSettings; json: string }
  | { ok: false; problem: PanelSettingsProblem; bytes?: number };

/** Checks `value` as a panel's settings; its JSON comes with it when it passes. */
export function checkPanelSettings(value: unknown): CheckedPanelSettings {
  if (!isPlainObject(value)) return { ok: false, problem: 'not-object' };
  let json: string;
  try {
    if (!isJson(value, new Set())) return { ok: false, problem: 'not-json' };
    json = JSON.stringify(value);
  } catch {
    // Nested past the engine's stack.
    return { ok: false, problem: 'not-json' };
  }
  // Each UTF-16 unit is 1 to 3 bytes of UTF-8: the text's length settles most cases without encoding it.
  if (json.length > PANEL_SETTINGS_MAX_BYTES)
    return { ok: false, problem: 'too-large', bytes: utf8Bytes(json) };
  if (json.length * 3 > PANEL_SETTINGS_MAX_BYTES) {
    const bytes = utf8Bytes(json);
    if (bytes > PANEL_SETTINGS_MAX_BYTES) return { ok: false, problem: 'too-large', bytes };
  }
  return { ok: true, settings: value, json };
}

/** Settings as read from storage, a message or a file: anything but valid settings reads as none. */
export function readPanelSettings(value: unknown): PanelSettings | null {
  const checked = checkPanelSettings(value);
  return checked.ok ? checked.settings : null;
}
