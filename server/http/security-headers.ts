/**
 * The security headers of every answer. The app's pages get a Content-Security-Policy that lets the app
 * work and little else: its own scripts and workers (Pixi starts its image workers from blob: URLs),
 * WebGL, data: and blob: images and fonts, the REST API and the socket of its own origin (plus the other
 * exchange that VITE_API_URL / VITE_SOCKET_URL name). Under the Vite dev middleware scripts may also be
 * inline (the React refresh preamble Vite writes into the page) and the HMR socket is the page's own
 * host; the built page's one inline script (index.html's loading indicator) is allowed by its hash. API answers are data, never a page: they may load nothing. Nothing may frame the app: its
 * pop-outs are windows of the same origin, not frames.
 */

export type AppMode = 'vite' | 'dist' | 'none';

/** Headers every answer carries, page or data. */
export const COMMON_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
};

/**
 * The hash of index.html's one inline script (the loading indicator's language, src/i18n/README.md):
 * tests/unit/index-html.test.ts checks it against the file, so an edit of the script updates it here.
 */
export const BOOT_SCRIPT_HASH = "'sha256-Vi1g8ryR4ozGeokwxN9y7cqfi4ErDldsV22neRPv7Ec='";

/** The policy of an API answer (JSON): nothing to load, nothing to frame it. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Origins (http(s) and the matching ws(s)) of the exchange the app was pointed at, if any. */
export function configuredExchangeSources(env: Readonly<Record<string, string | undefined>>): string[] {
  const sources = new Set<string>();
  for (const raw of [env.VITE_API_URL, env.VITE_SOCKET_URL]) {
    if (!raw) continue;
    try {
      const url = new URL(raw);
      if (/^(https?|wss?):$/.test(url.protocol)) sources.add(`${url.protocol}//${url.host}`);
    } catch {
      // Not a URL: the app cannot use it either, so it opens nothing.
    }
  }
  return [...sources];
}

/**
 * The app page's policy for a request to `host` (an allowed Host header). `exchange` are the extra
 * connect sources of configuredExchangeSources.
 */
export function appContentSecurityPolicy(mode: AppMode, host: string, exchange: readonly string[]): string {
  // A hash beside 'unsafe-inline' would switch it off: the dev page's inline scripts are many.
  const scripts = mode === 'vite' ? "'self' 'unsafe-inline'" : `'self' ${BOOT_SCRIPT_HASH}`;
  const connect = ["'self'", `ws://${host}`, `wss://${host}`, ...exchange].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
