/**
 * Open API keys (chart spec §3 verification service types issueOpenApiKey, deleteOpenApiKey,
 * modifyOpenApiKeyAllowIp; §9 Plus buy "no selling through the open API while a loan is held"): what a
 * key is, how many a member may hold, the allowed addresses, how a call is signed, which calls a key may
 * make, and the refusals with their messages. The simulator enforces every number here; the security
 * page only shows them.
 *
 * Spec readings (the spec names the three pieces of work and nothing else):
 * - A member holds at most OPEN_API.maxKeys keys. A key is an access key (shown always) and a secret key
 *   (shown once, in the answer that issues it; never again). Each key allows up to OPEN_API.maxAllowedIps
 *   IPv4 or IPv6 addresses; none means any address. Issuing, deleting and changing the addresses each need
 *   a confirmed SMS code of its own work (HTTP 428 SMS_VERIFICATION_REQUIRED otherwise).
 * - A key may make the trading calls of contract/rest.ts OPEN_API_ROUTES (orders: place, list, cancel one
 *   or all of a coin, replace, history; the member's assets), never a withdrawal, a key or a setting.
 *   Elsewhere its headers are not looked at (those calls need the member's session). An order placed with a key has origin
 *   `openApi` (contract/plus-buy.ts ORDER_ORIGINS); the body cannot say otherwise.
 * - The signature: `Api-Sign` is the base64 HMAC-SHA512, keyed with the secret key's UTF-8 bytes,
 *   of the six lines joined by "\n" of `signingPayload`: the method in upper case, the path as sent (no
 *   query), the query as sent (after "?", empty when none), the body as sent (empty when none), the nonce,
 *   the timestamp. The timestamp is milliseconds since the epoch, at most OPEN_API.timestampWindowMs
 *   behind the exchange's clock and at most OPEN_API.maxClockAheadMs ahead; the nonce (16–64 of A–Z a–z
 *   0–9 _ -) is used once per key, remembered across restarts for as long as its timestamp is accepted.
 * - The simulator must have the secret to check a signature: its database keeps it sealed with a key held
 *   outside the database (a copied database signs nothing), and answers it only once.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import type { Texts } from './texts';

export const OPEN_API = {
  /** Keys a member may hold at once. */
  maxKeys: 5,
  /** Addresses a key may name; an empty list allows any. */
  maxAllowedIps: 5,
  /** How far a signed call's timestamp may be behind the exchange's clock. */
  timestampWindowMs: 30_000,
  /**
   * How far it may be ahead: a few seconds of clock skew. A call stamped further ahead would stay valid,
   * and its nonce have to be kept, for that much longer.
   */
  maxClockAheadMs: 5_000,
  /** Nonces a key may have used within one window (a bound on what the exchange remembers). */
  maxNoncesPerWindow: 10_000,
} as const;

/** The headers of a signed call (HTTP header names are case-insensitive). */
export const OPEN_API_HEADERS = {
  key: 'Api-Key',
  nonce: 'Api-Nonce',
  timestamp: 'Api-Timestamp',
  sign: 'Api-Sign',
} as const;

export const OPEN_API_NONCE = /^[A-Za-z0-9_-]{16,64}$/;
export const OPEN_API_TIMESTAMP = /^\d{1,15}$/;
/** An access key: 40 hex digits (20 random bytes). */
export const OPEN_API_ACCESS_KEY = /^[0-9a-f]{40}$/;

/** What a signed call covers, as sent. */
export interface SignedCall {
  method: string;
  /** The path as sent, without the query. */
  path: string;
  /** The query as sent, without "?"; empty when none. */
  query: string;
  /** The body as sent; empty when none. */
  body: string;
  nonce: string;
  timestamp: string;
}

/** The text `Api-Sign` is the base64 HMAC-SHA512 of (keyed with the secret key's UTF-8 bytes). */
export function signingPayload(call: SignedCall): string {
  return [call.method.toUpperCase(), call.path, call.query, call.body, call.nonce, call.timestamp].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Allowed addresses
// ---------------------------------------------------------------------------------------------------

const ipSchema = lazySchema(() => z.union([z.ipv4(), z.ipv6()]));

export const IP_PROBLEMS = ['invalid', 'duplicate', 'tooMany'] as const;
export type IpProblem = (typeof IP_PROBLEMS)[number];

/** An address as the exchange compares it: trimmed, IPv6 in lower case. */
export function normalizeIp(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * What is wrong with a list of allowed addresses, per entry (undefined: fine), and for the list as a whole
 * (more than OPEN_API.maxAllowedIps). A repeated address is a problem at its second place.
 */
export function allowedIpProblems(ips: readonly string[]): {
  entries: (IpProblem | undefined)[];
  list: IpProblem | undefined;
} {
  const seen = new Set<string>();
  const entries = ips.map((text) => {
    const ip = normalizeIp(text);
    if (!ipSchema.safeParse(ip).success) return 'invalid' as const;
    if (seen.has(ip)) return 'duplicate' as const;
    seen.add(ip);
    return undefined;
  });
  return { entries, list: ips.length > OPEN_API.maxAllowedIps ? 'tooMany' : undefined };
}

export const allowedIpsSchema = lazySchema(() =>
  z
    .array(z.string().max(45))
    .superRefine((ips, ctx) => {
      const { entries, list } = allowedIpProblems(ips);
      if (list) ctx.addIssue({ code: 'custom', message: `at most ${OPEN_API.maxAllowedIps} addresses` });
      entries.forEach((problem, index) => {
        if (problem) ctx.addIssue({ code: 'custom', path: [index], message: problem });
      });
    })
    .transform((ips) => ips.map(normalizeIp)),
);

/** POST API.openApiKeys and PUT API.openApiKeyAllowedIps: the addresses the key may be used from. */
export const openApiAllowedIpsRequest = lazySchema(() => z.object({ allowedIps: allowedIpsSchema }));
export type OpenApiAllowedIpsRequest = z.input<typeof openApiAllowedIpsRequest>;

// ---------------------------------------------------------------------------------------------------
// Keys
// ---------------------------------------------------------------------------------------------------

/** A key as listed: never its secret. Times are ISO with the KST offset. */
export const openApiKeySchema = lazySchema(() =>
  z.object({
    accessKey: z.string().regex(OPEN_API_ACCESS_KEY),
    allowedIps: z.array(z.string()),
    createdAt: z.string(),
    /** The last signed call it authenticated; null when never used. */
    lastUsedAt: z.string().nullable(),
  }),
);
export type OpenApiKey = z.infer<typeof openApiKeySchema>;

/** The answer that issues a key: the one time its secret is shown. */
export const issuedOpenApiKeySchema = lazySchema(() =>
  openApiKeySchema.extend({ secretKey: z.string().min(32) }),
);
export type IssuedOpenApiKey = z.infer<typeof issuedOpenApiKeySchema>;

// ---------------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------------

export const OPEN_API_ERROR_CODES = {
  /** A call with `Api-Key` but without a well-formed nonce, timestamp or signature (HTTP 401). */
  unsigned: 'OPEN_API_UNSIGNED',
  /** No such access key (never issued, or deleted; HTTP 401). */
  unknownKey: 'OPEN_API_UNKNOWN_KEY',
  /** The signature does not match the call (HTTP 401). */
  badSignature: 'OPEN_API_BAD_SIGNATURE',
  /** The timestamp is more than OPEN_API.timestampWindowMs behind the exchange's clock (HTTP 401). */
  staleTimestamp: 'OPEN_API_STALE_TIMESTAMP',
  /** The timestamp is more than OPEN_API.maxClockAheadMs ahead of the exchange's clock (HTTP 401). */
  futureTimestamp: 'OPEN_API_FUTURE_TIMESTAMP',
  /** The nonce was used before with this key (HTTP 401). */
  replayedNonce: 'OPEN_API_REPLAYED_NONCE',
  /** The call comes from an address the key does not allow (HTTP 401). */
  ipNotAllowed: 'OPEN_API_IP_NOT_ALLOWED',
  /** The member holds OPEN_API.maxKeys keys already (HTTP 409). */
  keyLimit: 'OPEN_API_KEY_LIMIT',
  /** Delete or change of a key the member does not hold (HTTP 404). */
  keyNotFound: 'OPEN_API_KEY_NOT_FOUND',
} as const;
export type OpenApiError = keyof typeof OPEN_API_ERROR_CODES;
export type OpenApiErrorCode = (typeof OPEN_API_ERROR_CODES)[OpenApiError];

export const OPEN_API_ERROR_MESSAGES: Record<OpenApiError, Texts> = {
  unsigned: {
    ko: 'API 키 요청에는 Api-Nonce, Api-Timestamp, Api-Sign 헤더가 필요합니다.',
    en: 'A call with an API key needs the Api-Nonce, Api-Timestamp and Api-Sign headers.',
  },
  unknownKey: { ko: '유효하지 않은 API 키입니다.', en: 'The API key is not valid.' },
  badSignature: {
    ko: 'API 요청 서명이 올바르지 않습니다.',
    en: 'The signature of the call does not match.',
  },
  staleTimestamp: {
    ko: `요청 시각이 서버 시각보다 ${OPEN_API.timestampWindowMs / 1000}초 이상 지났습니다.`,
    en: `The timestamp is more than ${OPEN_API.timestampWindowMs / 1000} seconds behind the exchange's clock.`,
  },
  futureTimestamp: {
    ko: `요청 시각이 서버 시각보다 ${OPEN_API.maxClockAheadMs / 1000}초 이상 앞서 있습니다. 시계를 맞춰 주세요.`,
    en: `The timestamp is more than ${OPEN_API.maxClockAheadMs / 1000} seconds ahead of the exchange's clock. Set your clock right.`,
  },
  replayedNonce: {
    ko: '이미 사용된 nonce입니다. 요청마다 새 nonce를 사용해 주세요.',
    en: 'This nonce was used before. Use a new nonce for every call.',
  },
  ipNotAllowed: {
    ko: '이 API 키에 허용되지 않은 IP 주소에서 요청했습니다.',
    en: 'The call comes from an IP address this API key does not allow.',
  },
  keyLimit: {
    ko: `API 키는 최대 ${OPEN_API.maxKeys}개까지 발급할 수 있습니다.`,
    en: `You can hold up to ${OPEN_API.maxKeys} API keys.`,
  },
  keyNotFound: { ko: 'API 키를 찾을 수 없습니다.', en: 'The API key was not found.' },
};
