/**
 * Times and calendar days on the exchange's clock, KST (UTC+9), whatever the browser's time zone: a
 * moment as "2026-11-23 14:05" (or with seconds), its clock time alone as "14:05:09", the KST day of a
 * moment as YYYY-MM-DD, day arithmetic on such texts (the order history's date range), and the next
 * midnight (the premium banner stays closed until then).
 */
import { KST_OFFSET_SECONDS } from '../../contract/intervals';

const KST_OFFSET_MS = KST_OFFSET_SECONDS * 1000;
const DAY_MS = 86_400_000;
const DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad2 = (value: number) => String(value).padStart(2, '0');

function kstFields(instantMs: number): Date {
  return new Date(instantMs + KST_OFFSET_MS);
}

/** The KST calendar day of a moment: "2026-11-23". */
export function kstDateText(instantMs: number): string {
  const kst = kstFields(instantMs);
  return `${kst.getUTCFullYear()}-${pad2(kst.getUTCMonth() + 1)}-${pad2(kst.getUTCDate())}`;
}

/** "14:05:09": the KST clock time of a moment (seconds cut, not rounded); NaN gives an empty text. */
export function formatKstTime(instantMs: number): string {
  if (!Number.isFinite(instantMs)) return '';
  const kst = kstFields(instantMs);
  return `${pad2(kst.getUTCHours())}:${pad2(kst.getUTCMinutes())}:${pad2(kst.getUTCSeconds())}`;
}

/** "2026-11-23 14:05" in KST, or "2026-11-23 14:05:09" with seconds; NaN gives an empty text. */
export function formatKst(instantMs: number, options: { seconds?: boolean } = {}): string {
  if (!Number.isFinite(instantMs)) return '';
  const time = formatKstTime(instantMs);
  return `${kstDateText(instantMs)} ${options.seconds ? time : time.slice(0, 5)}`;
}

/** `days` after (or before, when negative) a YYYY-MM-DD day; throws on text that is no such day. */
export function addDaysToDateText(text: string, days: number): string {
  const match = DATE_TEXT.exec(text);
  const utc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || !Number.isFinite(utc) || new Date(utc).toISOString().slice(0, 10) !== text)
    throw new RangeError(`not a YYYY-MM-DD day: ${text}`);
  return new Date(utc + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first KST midnight after a moment (a moment at midnight gets the next one); throws on NaN. */
export function nextKstMidnight(instantMs: number): number {
  if (!Number.isFinite(instantMs)) throw new RangeError(`not a moment: ${instantMs}`);
  const kstDayStart = Math.floor((instantMs + KST_OFFSET_MS) / DAY_MS) * DAY_MS;
  return kstDayStart + DAY_MS - KST_OFFSET_MS;
}
