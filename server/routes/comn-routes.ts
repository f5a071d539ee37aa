/**
 * The shell's widgets' calls (shell spec §7; paths chosen in contract/rest.ts): a new captcha (public,
 * rate-limited per address and over all addresses, its picture rendered off the event loop), judging its
 * answer once, the nations, and the image upload. An upload is the file's bytes (application/octet-stream,
 * accepted on this route only) with its URI-encoded name in UPLOAD.fileNameHeader, sent with a member's
 * session or, by a guest, a solved captcha (UPLOAD.captchaHeader); its type, size, sender and room are
 * judged from the headers before the body is read, its type again from the content and its width and
 * height from its header.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  CAPTCHA,
  captchaVerifyRequest,
  fileExtension,
  fileNameAccepted,
  UPLOAD,
  type Attachment,
  type CaptchaInfo,
  type UploadProblem,
} from '../../contract';
import { randomAnswer } from '../captcha/captcha-image';
import { NATIONS } from '../comn/nations';
import { memberOf, type ServerContext } from '../context';
import { ApiError } from '../errors/api-error';
import { languageOf, ok, parseInput, sendApiError } from '../http/envelope';
import { clientErrorAnswer } from '../http/framework-errors';
import { uploadProblemKey } from '../errors/messages';
import { RateLimit } from '../http/rate-limit';
import { retryLater } from '../http/retry-later';
import type { Uploader } from '../uploads/attachment-store';
import { exceedsImageBounds, imageDimensions, sniffMediaType } from '../uploads/sniff';

/** Captchas one address may ask for: a person refreshing often needs a few a minute; a script 30. */
export const CAPTCHA_ISSUE_RULE = { limit: 30, windowMs: 60_000, capacity: 10_000 } as const;
/**
 * Captchas issued a second over every address: many addresses together cannot keep the renderer's
 * thread busy (a picture takes a few milliseconds), and 20 a second is 72,000 forms an hour.
 */
export const CAPTCHA_OVERALL_RULE = { limit: 20, windowMs: 1_000, capacity: 1 } as const;

/** Uploads one solved captcha vouches for (a guest's): a form's three files, each sent twice. */
export const UPLOADS_PER_CAPTCHA = 2 * UPLOAD.maxFiles;

const OCTET_STREAM = 'application/octet-stream';

function refused(problem: UploadProblem): ApiError {
  return new ApiError(400, 'ATTACHMENT_REFUSED', uploadProblemKey(problem), undefined, { problem });
}

/**
 * The file's name from its header: decoded, without any folder part. A bad escape is BAD_REQUEST (the
 * page's mistake); a name the contract does not accept (`fileNameAccepted`: a right-to-left override or
 * another control or format character, over UPLOAD.maxFileNameLength) is refused with the member's message.
 */
export function uploadFileName(header: string | string[] | undefined): string {
  if (typeof header !== 'string') return '';
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'badRequest', UPLOAD.fileNameHeader);
  }
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  if (!fileNameAccepted(base)) throw refused('fileName');
  return base;
}

/** The media type of a Content-Type header, without its parameters, in lower case. */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

/** Who sends an upload: the address and the session's member (none: a guest). */
function uploaderOf(context: ServerContext, request: FastifyRequest): Uploader {
  return { address: request.ip, memNo: memberOf(context, request) };
}

/**
 * The captcha a guest's upload names (sign-up's documents come before the member): its page's solved
 * one; without one CAPTCHA_REQUIRED.
 */
function guestCaptchaKey(request: FastifyRequest): string {
  const key = request.headers[UPLOAD.captchaHeader];
  if (typeof key !== 'string' || key === '')
    throw new ApiError(400, 'CAPTCHA_REQUIRED', 'uploadCaptchaRequired');
  return key;
}

export function registerComnRoutes(app: FastifyInstance, context: ServerContext): void {
  const issuing = new RateLimit(CAPTCHA_ISSUE_RULE, context.now);
  const issuingOverall = new RateLimit(CAPTCHA_OVERALL_RULE, context.now);

  app.get(API.captchaInfo, async (request, reply) => {
    // The address's own limit first: an address over it spends none of the overall rate.
    const waitMs = issuing.take(request.ip) || issuingOverall.take('');
    if (waitMs > 0) throw retryLater(reply, waitMs, 'TOO_MANY_REQUESTS', 'captchaTooMany');
    const answer = randomAnswer();
    const png = await context.captchaRenderer.render(answer);
    const info: CaptchaInfo = {
      canUseGoogle: false,
      productCaptcha: {
        captchaKey: context.captchas.issue(answer),
        captchaImg: png.toString('base64'),
        expireSeconds: CAPTCHA.expireSeconds,
      },
    };
    return ok(info);
  });

  app.post(API.captchaVerify, async (request) => {
    const body = parseInput(captchaVerifyRequest, request.body, languageOf(request));
    if (!context.captchas.verify(body.captchaKey, body.captchaAnswer))
      throw new ApiError(400, 'CAPTCHA_FAILED', 'captchaFailed');
    return ok(null);
  });

  app.get(API.nations, async () => ok(NATIONS));

  // Its own scope: the octet-stream parser and the size refusal in §5's words apply to this route only.
  app.register(async (uploads) => {
    uploads.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    uploads.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ApiError) return sendApiError(request, reply, error);
      const answer = clientErrorAnswer(error);
      if (answer?.status === 413) return sendApiError(request, reply, refused('tooLarge'));
      if (answer?.status === 415)
        return sendApiError(request, reply, new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'uploadMediaType'));
      throw error;
    });

    // Judged from the headers alone, before a byte of the body is read: the type, the declared size, who
    // sends it and their room. An answer sent now also closes the connection (request-guards.ts), so
    // the rest of a refused body is never read.
    uploads.addHook('onRequest', async (request) => {
      if (mediaTypeOf(request.headers['content-type']) !== OCTET_STREAM)
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'uploadMediaType');
      const declared = Number(request.headers['content-length'] ?? 0);
      if (!(declared < UPLOAD.maxBytes)) throw refused('tooLarge');
      const uploader = uploaderOf(context, request);
      const captchaKey = uploader.memNo === undefined ? guestCaptchaKey(request) : undefined;
      if (!context.attachments.hasRoom(uploader, declared))
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'uploadTooMany');
      // Last, so that a refusal for room spends none of the captcha's uploads.
      if (captchaKey !== undefined && !context.captchas.vouch(captchaKey, UPLOADS_PER_CAPTCHA))
        throw new ApiError(400, 'CAPTCHA_FAILED', 'captchaFailed');
    });

    // A body of UPLOAD.maxBytes or more is refused before it is read whole (Content-Length, or as it streams).
    uploads.post(API.attachments, { bodyLimit: UPLOAD.maxBytes - 1 }, async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'uploadMediaType');
      const fileName = uploadFileName(request.headers[UPLOAD.fileNameHeader]);
      const mediaType = sniffMediaType(bytes);
      if (!(UPLOAD.extensions as readonly string[]).includes(fileExtension(fileName)) || mediaType === null)
        throw refused('unsupported');
      // The picture's size from its header; nothing here (or later) decodes an oversized one.
      const dimensions = imageDimensions(bytes, mediaType);
      if (dimensions === null) throw refused('unsupported');
      if (exceedsImageBounds(dimensions)) throw refused('dimensions');
      const uploader = uploaderOf(context, request);
      if (!context.attachments.hasRoom(uploader, bytes.length))
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'uploadTooMany');
      const attachment: Attachment = context.attachments.add({ fileName, mediaType, bytes, uploader });
      return ok(attachment);
    });
  });
}
