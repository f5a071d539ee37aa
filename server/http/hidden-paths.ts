/**
 * Paths the server never answers with a file, in every serving mode (the Vite middleware serves the whole
 * repository, `--dist` the built folder, and a data folder given with `--data` may lie inside either):
 * a database file (`*.sqlite*`: the file, its WAL and shared memory), any dot-file or dot-folder (`.data`,
 * `.git`, `.env`, the server key) and any `.` or `..` segment (a traversal). They answer 404, as any
 * unknown file. The one dot-folder let through is Vite's dependency cache (`/node_modules/.vite/…`), which
 * the dev app loads its packages from and which holds nothing else.
 *
 * The path is read as a file server might read it: percent escapes decoded until none is left (`%2e`,
 * `%252e`), backslashes as slashes, any case; a `;` parameter, a doubled slash or a trailing dot still
 * leaves the segment's start and its `.sqlite` in place. A Windows short name (`DATA~1`) could name a
 * hidden folder without its dot, so `~` followed by a digit is refused too (the build never names a file so).
 */

/** Vite's dependency cache: `/node_modules/.vite/deps/…` in the dev app. */
const VITE_CACHE = ['node_modules', '.vite'] as const;

/** Every `%XX` decoded as one byte, again until nothing changes; never throws on a bad escape. */
function decodeEscapes(text: string): string {
  let current = text;
  for (;;) {
    const next = current.replace(/%([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === current) return current;
    current = next;
  }
}

/** True when the request's URL (as sent, with its query) names a file the server must never serve. */
export function isHiddenPath(url: string): boolean {
  const path = url.split('?', 1)[0] ?? '';
  const segments = decodeEscapes(path).replaceAll('\\', '/').split('/');
  // The first segment is the empty one before the leading slash.
  const viteCache = segments[1] === VITE_CACHE[0] && segments[2] === VITE_CACHE[1];
  return segments.some((segment, index) => {
    const name = segment.toLowerCase();
    if (name.includes('.sqlite') || /~\d/.test(name)) return true;
    return name.startsWith('.') && !(viteCache && index === 2);
  });
}
