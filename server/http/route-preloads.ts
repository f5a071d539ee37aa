/**
 * The HTML answer's `Link` header for a page that draws a chart (`--dist` only): the chunks its route
 * loads once the app's entry has run, as `rel=modulepreload`, so that the browser fetches and compiles
 * them beside the entry instead of after it. The build lists them per route pattern in
 * ROUTE_PRELOAD_FILE (scripts/route-preloads.ts writes it); a build without that file preloads nothing.
 * Every file it names must be in the build: a preload of a file the build never wrote (a CSS-only chunk
 * that Vite drops after listing it) would be a 404 on every load of the page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

export const ROUTE_PRELOAD_FILE = 'route-preloads.json';

const routePreloadSchema = z.object({
  /** react-router syntax: static segments, `:name` (one segment) and a last `:name?` (one or none). */
  pattern: z.string().startsWith('/'),
  /** Paths relative to the build's root. */
  files: z.array(z.string().regex(/^[\w./-]+\.js$/)),
  /** The route's own styles, relative to the build's root (none in a list from before they were named). */
  styles: z.array(z.string().regex(/^[\w./-]+\.css$/)).default([]),
});

export type RoutePreload = z.infer<typeof routePreloadSchema>;

/**
 * The build's route preloads; none when the build has no list. A malformed list, or one naming a file the
 * build does not have, stops the server.
 */
export function readRoutePreloads(distRoot: string): RoutePreload[] {
  let text: string;
  try {
    text = readFileSync(join(distRoot, ROUTE_PRELOAD_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed = z.array(routePreloadSchema).safeParse(JSON.parse(text));
  if (!parsed.success)
    throw new Error(`${ROUTE_PRELOAD_FILE} in ${distRoot} is malformed: ${parsed.error.message}`);
  const missing = parsed.data
    .flatMap((route) => [...route.files, ...route.styles])
    .filter((file) => !existsSync(join(distRoot, file)));
  if (missing.length > 0)
    throw new Error(
      `${ROUTE_PRELOAD_FILE} in ${distRoot} names files the build does not have: ${missing.join(', ')}`,
    );
  return parsed.data;
}

/** Whether `path` (no query) is one of `pattern`'s. */
export function matchesRoute(pattern: string, path: string): boolean {
  const wanted = pattern.split('/').slice(1);
  const given = path.split('/').slice(1);
  if (given.at(-1) === '') given.pop();
  const optionalLast = wanted.at(-1)?.endsWith('?') === true;
  if (given.length !== wanted.length && !(optionalLast && given.length === wanted.length - 1)) return false;
  return given.every((segment, i) => {
    const part = wanted[i]!;
    return part.startsWith(':') ? segment !== '' : segment === part;
  });
}

/**
 * The Link header for the page at `path`: its route's scripts as module preloads and its styles as style
 * preloads, in CORS mode like the stylesheet link the route's lazy import adds (Vite's preload helper sets
 * `crossorigin`): a preload in another credentials mode goes unused (the browser warns) and the link
 * asks for the style again (from the HTTP cache if the preload had come). Null when none.
 */
export function preloadLinkHeader(preloads: readonly RoutePreload[], path: string): string | null {
  const route = preloads.find((candidate) => matchesRoute(candidate.pattern, path));
  const links = [
    ...(route?.files ?? []).map((file) => `</${file}>; rel=modulepreload`),
    ...(route?.styles ?? []).map((file) => `</${file}>; rel=preload; as=style; crossorigin`),
  ];
  return links.length > 0 ? links.join(', ') : null;
}
