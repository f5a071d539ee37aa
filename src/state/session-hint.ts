/**
 * Whether the browser may have a session: the hint cookie the server sets with one. Zod-free and apart
 * from the session store, for the boot module (src/boot.ts) too, which asks for `me` only when the store
 * will (session.ts loadSession).
 */
import { SESSION_HINT_COOKIE } from '../../contract/rest';

/**
 * Whether the browser holds the hint cookie the server sets with a session (SESSION_HINT_COOKIE) and
 * clears at logout and with any 401: without it there is no session to ask about.
 */
export function hasSessionHint(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim().startsWith(`${SESSION_HINT_COOKIE}=`));
}
