/**
 * The REST half of the transport: `RestGetter` over `fetch`, within the exchange's limits (rate-limiter.ts).
 * Every failure is one ExchangeUnavailable: no answer or no answer in time → 'network'; 429/418 →
 * 'throttled' (the limiter pauses the exchange, `retryAfterMs` says how long); any other non-2xx → 'refused'
 * with the exchange's own error name and message when it sent `{"error":{"name","message"}}`; a body that is
 * not JSON → 'malformed'.
 *
 * Never an Origin header: Upbit allows requests that carry one a single quotation call per 10 s
 * (docs.upbit.com/kr/reference/rate-limits). Node's fetch sends none unless asked; none is asked here.
 */
import { ExchangeUnavailable } from './exchange-events';
import type { ExchangeName, RestGetter, RestRequest } from './exchange-events';
import type { RateLimiter } from './rate-limiter';
import type { TransportTimers } from './transport-timers';

export interface RestClientOptions {
  exchange: ExchangeName;
  /** The exchange's REST root, e.g. `https://api.upbit.com/v1` (paths are appended to it). */
  baseUrl: string;
  limiter: RateLimiter;
  timers: TransportTimers;
  /** An answer not complete after this long counts as no answer (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/** Upbit's `Remaining-Req: group=default; min=1800; sec=29`, read as its group and `sec`. */
export function parseRemainingReq(header: string | null): { group: string; sec: number } | undefined {
  if (!header) return undefined;
  const fields = new Map(
    header.split(';').map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.trim(), value.trim()] as const;
    }),
  );
  const group = fields.get('group');
  const sec = Number(fields.get('sec'));
  return group && fields.get('sec') !== '' && Number.isFinite(sec) ? { group, sec } : undefined;
}

/** `Retry-After` in ms: delta seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, nowMs: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - nowMs);
}

/** The exchange's error name and message, when the body is `{"error":{"name","message"}}`. */
function exchangeError(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    const error = (parsed as { error?: { name?: unknown; message?: unknown } } | null)?.error;
    if (error && (typeof error.name === 'string' || typeof error.message === 'string')) {
      return [error.name, error.message].filter((part) => typeof part === 'string').join(': ');
    }
  } catch {
    // Not JSON: the status alone says it.
  }
  return undefined;
}

export function urlOf(baseUrl: string, request: RestRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return `${baseUrl.replace(/\/+$/, '')}/${request.path.replace(/^\/+/, '')}${query ? `?${query}` : ''}`;
}

export class RestClient implements RestGetter {
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: RestClientOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async get(request: RestRequest): Promise<unknown> {
    const { limiter, timers } = this.options;
    await limiter.acquire(request.group);
    const url = urlOf(this.options.baseUrl, request);
    const abort = new AbortController();
    const cancelTimeout = timers.after(this.timeoutMs, () => abort.abort());
    try {
      let response: Response;
      let body: string;
      try {
        response = await this.fetch(url, { headers: { Accept: 'application/json' }, signal: abort.signal });
        body = await response.text();
      } catch (error) {
        throw this.fail(
          'network',
          abort.signal.aborted
            ? `GET ${request.path}: no answer within ${this.timeoutMs} ms`
            : `GET ${request.path}: ${(error as Error).message}`,
        );
      }
      return this.read(request, response, body);
    } finally {
      cancelTimeout();
    }
  }

  private read(request: RestRequest, response: Response, body: string): unknown {
    const { limiter, timers } = this.options;
    const remaining = parseRemainingReq(response.headers.get('remaining-req'));
    if (remaining) limiter.noteRemaining(remaining.group, remaining.sec);
    const status = response.status;
    if (status >= 200 && status <= 299) {
      limiter.noteAccepted();
      try {
        return JSON.parse(body) as unknown;
      } catch {
        throw this.fail('malformed', `GET ${request.path}: the answer is not JSON (${body.slice(0, 80)})`);
      }
    }
    const said = exchangeError(body);
    const message = `GET ${request.path}: HTTP ${status}${said ? ` ${said}` : ''}`;
    if (status !== 429 && status !== 418) throw this.fail('refused', message);
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), timers.now());
    if (status === 429) limiter.noteThrottled(retryAfter);
    else limiter.noteBlocked(retryAfter);
    throw this.fail('throttled', message, limiter.pausedForMs());
  }

  private fail(
    reason: ExchangeUnavailable['reason'],
    message: string,
    retryAfterMs?: number,
  ): ExchangeUnavailable {
    return new ExchangeUnavailable(this.options.exchange, reason, message, retryAfterMs);
  }
}
