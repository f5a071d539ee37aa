/**
 * The runner chunk (run-hotkey.ts), loaded once per window on the first hotkey or the palette's first
 * order command: the keys' host and the palette's commands share it, and with it the last order placed
 * (the one the undo key cancels).
 */
import type * as RunHotkey from './run-hotkey';

export type Runner = typeof RunHotkey;

let loaded: Runner | null = null;

/** The runner if it has loaded, else null. */
export function loadedRunner(): Runner | null {
  return loaded;
}

export async function loadRunner(): Promise<Runner> {
  return (loaded ??= await import('./run-hotkey'));
}
