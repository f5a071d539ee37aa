/**
 * Where a guest's drawings are kept: local storage, one key per coin. Apart from guest-drawings.ts so
 * that the check at login (guest-drawings-login.ts, in the app frame of every page) loads nothing more.
 */
import type { CoinKey } from '../../../contract/markets';

/** Local storage's keys of a guest's drawings: this, then the coin. */
export const GUEST_DRAWINGS_PREFIX = 'tradedeck.drawings.v1.';

/** Local storage's key of a guest's drawings on `coin`. */
export function guestDrawingsKey(coin: CoinKey): string {
  return `${GUEST_DRAWINGS_PREFIX}${coin}`;
}

/** Whether `storage` has a key of a guest's drawings (what it holds is read by guest-drawings.ts). */
export function hasGuestDrawingKeys(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let i = 0; i < storage.length; i += 1)
    if (storage.key(i)?.startsWith(GUEST_DRAWINGS_PREFIX)) return true;
  return false;
}
