/**
 * Where the exchange is. By default the app talks to the server that served it (the embedded simulator);
 * VITE_API_URL and VITE_SOCKET_URL point it at another exchange that speaks the same protocol.
 */
// The files themselves, not the contract's index: the boot module reads this, and loads no validation.
import { EXTERNAL_SITE_PATH, SOCKET_PATH } from '../../contract/rest';
import type { ExternalPageId } from '../../contract/shell';

const env = import.meta.env as Record<string, string | undefined>;

export function apiBaseUrl(): string {
  return env.VITE_API_URL?.replace(/\/$/, '') ?? '';
}

export function socketUrl(): string {
  if (env.VITE_SOCKET_URL) return env.VITE_SOCKET_URL;
  const origin = env.VITE_API_URL ? new URL(env.VITE_API_URL) : new URL(globalThis.location.href);
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${origin.host}${SOCKET_PATH}`;
}

/**
 * Chart spec §4 "or the page reloads if configured": with VITE_RELOAD_ON_RESYNC=true, a reconnect, the
 * tab's return and the end of a forced logout reload the whole page instead of session, assets and coins.
 */
export function reloadPageOnResync(): boolean {
  return env.VITE_RELOAD_ON_RESYNC === 'true';
}

/** REST calls that take longer than this are abandoned and reported as a Timeout (network delay dialog). */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * An external page of the exchange (support site, channels): VITE_EXTERNAL_SITE_URL when set, else the
 * exchange's own /ext pages (the simulator serves them). Links to it open in a new window with noopener.
 */
export function externalPageUrl(id: ExternalPageId): string {
  const base = env.VITE_EXTERNAL_SITE_URL?.replace(/\/$/, '') ?? `${apiBaseUrl()}${EXTERNAL_SITE_PATH}`;
  return `${base}/${id}`;
}

/** The corporate business entry of the all-menu (shell spec §2.2): on unless VITE_CORPORATE_MENU is "false". */
export function corporateMenuEnabled(): boolean {
  return env.VITE_CORPORATE_MENU !== 'false';
}
