/**
 * The browser's own day: "until the end of the day" controls (the forecast tip, the browser-support
 * banner) last until the next local midnight.
 */

/** Start of the next local day after `now` (now itself at midnight gives the next one). */
export function nextLocalMidnight(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}
