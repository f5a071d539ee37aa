/** Rules of the search box (chart spec §5): input beyond maxLength is blocked. */

/** Text cut to maxLength characters (code points, so a surrogate pair is never split). */
export function limitLength(text: string, maxLength: number | undefined): string {
  if (maxLength === undefined || maxLength < 0) return text;
  const chars = Array.from(text);
  return chars.length > maxLength ? chars.slice(0, maxLength).join('') : text;
}
