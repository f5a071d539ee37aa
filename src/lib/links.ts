/**
 * Link rules for sanitised rich text (exchange spec §5): a link becomes an in-app link only when it is a
 * same-app path (`/…`) or a web address on the current host; other web, mail and phone links stay
 * external; anything else (script, data and vbscript URLs, relative paths, garbage) loses its target.
 */

export type LinkKind =
  { kind: 'internal'; path: string } | { kind: 'external'; href: string } | { kind: 'blocked' };

const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * Classifies a link against the page's host (`location.host`, with its port). The URL parser drops the
 * tabs and newlines browsers ignore, so `java\tscript:` is seen for what it is.
 */
export function classifyLink(href: string, currentHost: string): LinkKind {
  const trimmed = href.trim();
  if (trimmed === '') return { kind: 'blocked' };
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.includes('\\')) {
    const url = parseUrl(trimmed, 'http://app.invalid');
    return url ? { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` } : { kind: 'blocked' };
  }
  const url = parseUrl(trimmed);
  if (!url || !EXTERNAL_PROTOCOLS.has(url.protocol)) return { kind: 'blocked' };
  if (WEB_PROTOCOLS.has(url.protocol) && currentHost !== '' && url.host === currentHost.toLowerCase())
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

function parseUrl(value: string, base?: string): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
