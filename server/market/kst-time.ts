/** Exchange time (KST, UTC+9) helpers for the simulator. */
import { KST_OFFSET_SECONDS } from '../../contract/intervals';

/** ISO 8601 with the +09:00 offset, e.g. 2026-11-23T14:00:00+09:00. */
export function kstIso(timeMs: number): string {
  const shifted = new Date(Math.floor(timeMs / 1000) * 1000 + KST_OFFSET_SECONDS * 1000);
  return `${shifted.toISOString().slice(0, 19)}+09:00`;
}
