/**
 * The replay panel's pure rules: a moment as the KST date-time field shows it ("2021-04-25T13:02", what a
 * `datetime-local` input holds, read as KST whatever the browser's zone) and back, clamped to the recorded
 * range as the exchange clamps a jump (contract/replay-calls.ts).
 */
import { KST_OFFSET_SECONDS } from '../../../contract/intervals';
import { kstDateText, formatKstTime } from '../../lib/kst';

const KST_OFFSET_MS = KST_OFFSET_SECONDS * 1000;
const FIELD_TEXT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** "2021-04-25T13:02": the KST minute of a moment, as the jump field holds it. */
export function kstFieldValue(instantMs: number): string {
  return `${kstDateText(instantMs)}T${formatKstTime(instantMs).slice(0, 5)}`;
}

/**
 * The moment a jump field's text names in KST, clamped to [fromMs, toMs]; null for text that is no such
 * date-time (empty, or a day that does not exist).
 */
export function jumpTarget(text: string, fromMs: number, toMs: number): number | null {
  const match = FIELD_TEXT.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const utc = Date.UTC(year!, month! - 1, day!, hour!, minute!, second!);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month! - 1 || check.getUTCDate() !== day! || hour! > 23 || minute! > 59)
    return null;
  return Math.min(toMs, Math.max(fromMs, utc - KST_OFFSET_MS));
}
