/**
 * Which Host and Origin values the server answers. A DNS-rebinding page reaches the loopback server under
 * the attacker's own name, so only names the operator chose are answered; a page of another origin (a
 * same-site page on another port included) may not open the socket or change state with the member's
 * cookie, so a browser's Origin must be the server's own.
 */

/** Names always answered: the loopback names a browser on this machine uses. */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Listening on every interface names no host of its own. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::', '[::]']);

export interface HostRule {
  /** Host names (lower case, IPv6 in brackets) the server answers to. */
  readonly names: ReadonlySet<string>;
  /** The port the server listens on; a Host naming another port is refused. Unknown before listening. */
  readonly port: number | undefined;
}

/** `::1` → `[::1]`; names lower case, so the comparison is by the name a browser sends. */
export function normalizeHostName(name: string): string {
  const lower = name.trim().toLowerCase();
  return lower.includes(':') && !lower.startsWith('[') ? `[${lower}]` : lower;
}

/** The loopback names, the listening host when it is one name (not every interface), and the extra names. */
export function allowedHostNames(listenHost: string, extra: readonly string[]): ReadonlySet<string> {
  const names = new Set<string>(LOOPBACK_HOSTS);
  const listen = normalizeHostName(listenHost);
  if (listen && !WILDCARD_HOSTS.has(listen)) names.add(listen);
  for (const name of extra) names.add(normalizeHostName(name));
  return names;
}

/** `name[:port]` of a Host header, or undefined when it is not one (an unbracketed IPv6, a bad port). */
export function splitHost(header: string): { name: string; port: number | undefined } | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(header.trim());
  if (!match) return undefined;
  const port = match[2] === undefined ? undefined : Number(match[2]);
  if (port !== undefined && (port < 1 || port > 65_535)) return undefined;
  return { name: (match[1] ?? '').toLowerCase(), port };
}

/** True when the Host header names an allowed host and, when it names a port, the server's port. */
export function isHostAllowed(header: string | undefined, rule: HostRule): boolean {
  const host = header === undefined ? undefined : splitHost(header);
  if (!host || !rule.names.has(host.name)) return false;
  return host.port === undefined || rule.port === undefined || host.port === rule.port;
}

/**
 * True when a request may act for the page that sent it: no Origin (a client that is not a browser), the
 * server's own origin — the request's scheme and (already allowed) Host, default ports folded — or one
 * the operator allowed (`--allow-origin`: an app served from elsewhere, pointed at this exchange).
 */
export function isOriginAllowed(
  origin: string | undefined,
  scheme: string,
  host: string,
  extra: ReadonlySet<string> = new Set(),
): boolean {
  if (origin === undefined) return true;
  try {
    const from = new URL(origin).origin;
    return from === new URL(`${scheme}://${host}`).origin || extra.has(from);
  } catch {
    return false;
  }
}

/** `http://a.example:5173` → its origin; undefined for anything that is not an http(s) origin alone. */
export function normalizeOrigin(text: string): string | undefined {
  try {
    const url = new URL(text);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    // A browser sends one origin, never a pattern: a wildcard would only look like it allows something.
    const named = /^([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname);
    return bare && named && (url.protocol === 'http:' || url.protocol === 'https:') ? url.origin : undefined;
  } catch {
    return undefined;
  }
}
