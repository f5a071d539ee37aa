/**
 * A guest's drawings, kept in this browser's local storage per coin (guest-drawings-key.ts) until they
 * log in and save them to their account (guest-drawings-upload.ts): read back as valid drawings, and the
 * coins that have some.
 */
import { DRAWING_ID, drawingProblem } from '../../../contract/drawing-rules';
import { DRAWINGS_PER_COIN_MAX, type Drawing } from '../../../contract/drawings';
import { parseCoinKey, type CoinKey } from '../../../contract/markets';
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
