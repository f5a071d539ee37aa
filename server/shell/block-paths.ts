/**
 * Which endpoint blocks apply to a path (the blocked-endpoint guard, shell §4). A block names either one
 * path exactly ("/inout/deposit/krw") or a whole section with a trailing "/*" ("/inout/*": every path
 * under "/inout/", not "/inout" itself). Paths are compared lowercased, as the app sends them.
 */

/** The block paths that cover `path`: itself, then each enclosing section's "…/*", innermost first. */
export function blockPathsCovering(path: string): string[] {
  const sections: string[] = [];
  for (let index = path.length - 1; index >= 0; index -= 1)
    if (path[index] === '/') sections.push(`${path.slice(0, index + 1)}*`);
  return [path, ...sections];
}
