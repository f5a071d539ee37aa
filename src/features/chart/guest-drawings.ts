/**
 * A guest's drawings, kept in this browser's local storage per coin (`tradedeck.drawings.v1.<coin>`) until
 * they log in and save them to their account: reading them back as valid drawings, listing the coins that
 * have some, and the upload — each drawing PUT as a new one in turn, taken out of the browser once the
 * exchange holds it. What the exchange refuses stays in the browser, so nothing is lost; a drawing it
 * already holds (an upload whose answer never came, done again) counts as saved, so nothing is doubled.
 */
import { DRAWING_ERROR_CODES } from '../../../contract/drawing-calls';
import { DRAWING_ID, drawingProblem } from '../../../contract/drawing-rules';
import { DRAWINGS_PER_COIN_MAX, type Drawing } from '../../../contract/drawings';
import { parseCoinKey, type CoinKey } from '../../../contract/markets';
import type { DrawingCalls } from './exchange-drawing-calls';
import { GUEST_DRAWINGS_PREFIX, guestDrawingsKey } from './guest-drawings-key';

/**
 * A guest's stored drawings on `coin` as valid drawings (version 0: the exchange has none of them until
 * they are uploaded): anything else is dropped.
 */
export function readGuestDrawings(storage: Pick<Storage, 'getItem'>, coin: CoinKey): Drawing[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(guestDrawingsKey(coin)) ?? '[]');
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const seen = new Set<string>();
  const drawings: Drawing[] = [];
  for (const item of parsed as unknown[]) {
    if (typeof item !== 'object' || item === null || drawingProblem(item) !== undefined) continue;
    const drawing = item as Drawing;
    if (typeof drawing.id !== 'string' || !DRAWING_ID.test(drawing.id) || seen.has(drawing.id)) continue;
    if (drawing.coin !== coin) continue;
    seen.add(drawing.id);
    const { id, tool, anchors, style, locked, hidden } = drawing;
    drawings.push({ id, coin, tool, anchors, style, locked, hidden, version: 0, updatedAt: 0 });
  }
  return drawings.slice(0, DRAWINGS_PER_COIN_MAX);
}

export type GuestStorage = Pick<Storage, 'length' | 'key' | 'getItem' | 'setItem' | 'removeItem'>;

/** A coin's drawings the guest keeps in this browser. */
export interface GuestDrawingSet {
  coin: CoinKey;
  drawings: Drawing[];
}

/** Every coin with guest drawings in `storage`, in the coins' order (none empty). */
export function guestDrawingSets(storage: GuestStorage): GuestDrawingSet[] {
  const coins: CoinKey[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key === null || !key.startsWith(GUEST_DRAWINGS_PREFIX)) continue;
    const coin = key.slice(GUEST_DRAWINGS_PREFIX.length);
    if (parseCoinKey(coin)) coins.push(coin as CoinKey);
  }
  return coins
    .sort()
    .map((coin) => ({ coin, drawings: readGuestDrawings(storage, coin) }))
    .filter((set) => set.drawings.length > 0);
}

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
