/**
 * One-click trading's switch: off by default, and kept for the window's session only (sessionStorage):
 * turning it on asks once per session, with a warning (turned off and on again it is not asked again), and a new session starts with it off, so that a trader who
 * left it on yesterday does not trade by a stray click today.
 */
export function oneClickStorageKey(memNo: number | undefined): string {
  return `tradedeck.one-click.v1.${memNo ?? 'guest'}`;
}

/** The stored text → on or off: only the exact mark of a confirmed switch reads as on. */
export function parseOneClick(raw: string | null): boolean {
  return raw === 'on';
}

/** Whether the trader already answered the warning in this session (then it is not asked again). */
export function oneClickConfirmed(raw: string | null): boolean {
  return raw === 'on' || raw === 'off';
}

export function serializeOneClick(on: boolean): string {
  return on ? 'on' : 'off';
}
