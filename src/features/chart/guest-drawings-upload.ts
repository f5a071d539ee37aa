/**
 * Saving a guest's drawings to the account they logged in to: each drawing PUT as a new one in turn, taken
 * out of the browser once the exchange holds it. What the exchange refuses stays in the browser, so
 * nothing is lost; a drawing it already holds (an upload whose answer never came, done again) counts as
 * saved, so nothing is doubled. Loaded with the offer (guest-drawings-offer.ts), not with the chart: the
 * refusals' codes come with the drawing calls' schemas.
 */
import { DRAWING_ERROR_CODES } from '../../../contract/drawing-calls';
import type { Drawing } from '../../../contract/drawings';
import type { CoinKey } from '../../../contract/markets';
import type { DrawingCalls } from './exchange-drawing-calls';
import type { GuestDrawingSet, GuestStorage } from './guest-drawings';
import { guestDrawingsKey } from './guest-drawings-key';

/** What an upload did: drawings saved to the account and kept in the browser, and why the first was kept. */
export interface GuestUpload {
  saved: number;
  kept: number;
  /** The exchange's message for the first drawing it refused; null: a failure without one (offline). */
  reason: string | null;
}

/**
 * Saves every guest drawing of `sets` to the member's account, one PUT at a time as a new drawing
 * (baseVersion 0). A saved drawing leaves the browser as soon as it is saved; a refused one stays. Past a
 * coin's limit (DRAWING_LIMIT) the rest of that coin stays without asking; a failure that is not a
 * refusal (offline) keeps everything not yet saved.
 */
export async function uploadGuestDrawings(
  storage: GuestStorage,
  calls: Pick<DrawingCalls, 'putDrawing' | 'refusal'>,
  sets: readonly GuestDrawingSet[],
): Promise<GuestUpload> {
  const upload: GuestUpload = { saved: 0, kept: 0, reason: null };
  let offline = false;
  for (const { coin, drawings } of sets) {
    const kept: Drawing[] = [];
    let full = false;
    for (const [at, drawing] of drawings.entries()) {
      if (offline || full) {
        kept.push(drawing);
        continue;
      }
      const { id, version: _version, updatedAt: _at, ...content } = drawing;
      try {
        await calls.putDrawing(id, { ...content, baseVersion: 0 });
        upload.saved += 1;
      } catch (error) {
        const refusal = calls.refusal(error);
        // The account has this very drawing (its id): an earlier upload that was not answered.
        if (refusal?.current) {
          upload.saved += 1;
        } else {
          kept.push(drawing);
          upload.reason ??= refusal && refusal.message !== '' ? refusal.message : null;
          if (!refusal) offline = true;
          else if (refusal.code === DRAWING_ERROR_CODES.tooMany) full = true;
        }
      }
      keep(storage, coin, [...kept, ...drawings.slice(at + 1)]);
    }
    upload.kept += kept.length;
  }
  return upload;
}

/** Writes what stays of a coin's guest drawings (none: the key goes). */
function keep(storage: GuestStorage, coin: CoinKey, drawings: readonly Drawing[]): void {
  if (drawings.length === 0) storage.removeItem(guestDrawingsKey(coin));
  else storage.setItem(guestDrawingsKey(coin), JSON.stringify(drawings));
}
