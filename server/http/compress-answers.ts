/**
 * JSON answers of COMPRESS_MIN_BYTES or more go out compressed, brotli or gzip as the request's
 * Accept-Encoding prefers: a page of candles is about 100 kB of JSON and a tenth of that compressed.
 * Only the JSON the routes serialize is touched: the built app's files are compressed once, at build time
 * (vite.config.ts), images are compressed already, and the feed's socket frames are not HTTP answers.
 */
import type { FastifyInstance } from 'fastify';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** Below this a compressed answer saves less than its extra header costs (as the build's copies). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Brotli's quality for answers compressed per request: 5 keeps most of quality 11's gain at a small part of
 * its time (the build's files, compressed once, use 11).
 */
export const ANSWER_BROTLI_QUALITY = 5;
/** gzip's default level, for clients without brotli. */
export const ANSWER_GZIP_LEVEL = 6;

export type AnswerEncoding = 'br' | 'gzip';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A coding's weight (its `q`): 1 without one, 0 for a weight that is not a number from 0 to 1. */
function weightOf(parameters: readonly string[]): number {
  for (const parameter of parameters) {
    const [name, value] = parameter.split('=').map((part) => part.trim());
    if (name !== 'q') continue;
    const weight = value !== undefined && /^\d+(\.\d+)?$/.test(value) ? Number(value) : Number.NaN;
    return weight >= 0 && weight <= 1 ? weight : 0;
  }
  return 1;
}

/**
 * The encoding to answer in for an Accept-Encoding header (RFC 9110 §12.5.3): the acceptable one of br
 * and gzip with the higher weight, br when they tie, `*` standing for a coding not named; none when
 * neither is acceptable or the header is absent.
 */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [coding = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (coding !== '') weights.set(coding, weightOf(parameters));
  }
  const weight = (coding: AnswerEncoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br <= 0 && gz <= 0) return null;
  return br >= gz ? 'br' : 'gzip';
}

function compress(body: Buffer | string, encoding: AnswerEncoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: ANSWER_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzipAsync(body, { level: ANSWER_GZIP_LEVEL });
}

/** Adds `Accept-Encoding` to the answer's Vary header, keeping what is there. */
function varyOnEncoding(current: unknown): string {
  const names = String(current ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  return names.some((name) => name.toLowerCase() === 'accept-encoding' || name === '*')
    ? names.join(', ')
    : [...names, 'Accept-Encoding'].join(', ');
}

/**
 * Compresses the JSON answers: registered after the hook that writes empty error answers' envelopes, so
 * that it sees each answer's final body.
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    reply.header('Vary', varyOnEncoding(reply.getHeader('vary')));
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_MIN_BYTES) return payload;
    const encoding = answerEncoding(request.headers['accept-encoding']);
    if (encoding === null) return payload;
    const compressed = await compress(payload, encoding);
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
