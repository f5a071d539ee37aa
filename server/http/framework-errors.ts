/**
 * Errors that Fastify and Node's HTTP parser raise before a route runs (bad JSON, a body of another type,
 * a body, address or header block over the limit), turned into the envelope's answers. Their English
 * text stays in the log: the member reads the message in their own language.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError } from '../errors/api-error';
import { errorEnvelope } from './envelope';
import type { Language } from '../errors/messages';

/** Fastify's error codes (and status) that the member should hear about as such. */
const BY_FASTIFY_CODE: Record<string, () => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: () => new ApiError(400, 'BAD_REQUEST', 'badJson'),
  FST_ERR_CTP_EMPTY_JSON_BODY: () => new ApiError(400, 'BAD_REQUEST', 'badJson'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: () => new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType'),
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ApiError(413, 'REQUEST_TOO_LARGE', 'bodyTooLarge'),
  FST_ERR_MAX_PARAM_LENGTH: () => new ApiError(414, 'REQUEST_TOO_LARGE', 'uriTooLong'),
};

/**
 * The answer to an error that is not an ApiError: a client error (4xx status) keeps its status with the
 * member's message; anything else is undefined (a server fault: 500).
 */
export function clientErrorAnswer(error: unknown): ApiError | undefined {
  const { statusCode, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    statusCode?: unknown;
    code?: unknown;
  };
  const known = typeof code === 'string' ? BY_FASTIFY_CODE[code] : undefined;
  if (known) return known();
  if (error instanceof SyntaxError) return new ApiError(400, 'BAD_REQUEST', 'badJson');
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return new ApiError(statusCode, 'BAD_REQUEST', 'badRequest');
  return undefined;
}

/**
 * The envelope for an error a plugin answered with no body (e.g. @fastify/websocket's 404 to a plain GET
 * of the socket path): the status stays, the member gets the message.
 */
export function emptyErrorAnswer(status: number): ApiError {
  if (status === 404) return new ApiError(404, 'NOT_FOUND', 'notFound');
  if (status >= 500) return new ApiError(status, 'SERVER_ERROR', 'serverError');
  return new ApiError(status, 'BAD_REQUEST', 'badRequest');
}

/** Node's parser errors (no request to answer through): header block too large, too slow, malformed. */
export function parserErrorAnswer(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return new ApiError(431, 'REQUEST_TOO_LARGE', 'headersTooLarge');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError(408, 'TIMEOUT', 'requestTimeout');
  return new ApiError(400, 'BAD_REQUEST', 'badRequest');
}

/**
 * Fastify's `clientErrorHandler`: the envelope written on the raw socket, then the connection closed (the
 * parser cannot go on). The headers could not be read, so the message is in the home language.
 */
export function answerParserError(
  error: Error & { code?: string },
  socket: Duplex,
  extraHeaders: Readonly<Record<string, string>>,
  language: Language = 'ko',
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = parserErrorAnswer(error.code);
  const text = JSON.stringify(errorEnvelope(answer, language));
  const headers = {
    ...extraHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    Connection: 'close',
  };
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? ''}\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `\r\n${text}`,
    );
  socket.destroy(error);
}
