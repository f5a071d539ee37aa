/**
 * The shell's widgets' calls (shell spec §7; paths chosen in contract/rest.ts), all public: a new captcha
 * (rate-limited per address and over all addresses, its picture rendered off the event loop), judging its answer once, the nations, and the image upload. An upload is
 * the file's bytes (application/octet-stream, accepted on this route only) with its URI-encoded name in
 * UPLOAD.fileNameHeader; its size is bounded by the body limit, its type read from the content.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  CAPTCHA,
  captchaVerifyRequest,
  fileExtension,
  UPLOAD,
  type Attachment,
  type CaptchaInfo,
  type UploadProblem,
} from '../../contract';
import { randomAnswer } from '../captcha/captcha-image';
import { NATIONS } from '../comn/nations';
import type { ServerContext } from '../context';
import { ApiError } from '../http/api-error';
import { languageOf, ok, parseInput, sendApiError } from '../http/envelope';
import { clientErrorAnswer } from '../http/framework-errors';
import { uploadProblemKey } from '../http/messages';
import { RateLimit } from '../http/rate-limit';
import { retryLater } from '../http/retry-later';
import { sniffMediaType } from '../uploads/sniff';

/** Captchas one address may ask for: a person refreshing often needs a few a minute; a script 30. */
export const CAPTCHA_ISSUE_RULE = { limit: 30, windowMs: 60_000, capacity: 10_000 } as const;
/**
 * Captchas issued a second over every address: many addresses together cannot keep the renderer's
 * thread busy (a picture takes a few milliseconds), and 20 a second is 72,000 forms an hour.
 */
export const CAPTCHA_OVERALL_RULE = { limit: 20, windowMs: 1_000, capacity: 1 } as const;

/** The longest file name kept (after decoding). */
export const MAX_FILE_NAME_LENGTH = 255;

function refused(problem: UploadProblem): ApiError {
  return new ApiError(400, 'ATTACHMENT_REFUSED', uploadProblemKey(problem), undefined, { problem });
}

/** The file's name from its header: decoded, without any folder part; BAD_REQUEST when unreadable. */
export function uploadFileName(header: string | string[] | undefined): string {
  if (typeof header !== 'string') return '';
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', 'badRequest', UPLOAD.fileNameHeader);
  }
  const base = name.slice(Math.max(name.lastIndexOf('/'), name.lastIndexOf('\\')) + 1);
  // Control characters (a NUL, a line break) have no place in a name shown back to the member.
  if (base.length > MAX_FILE_NAME_LENGTH || /[\p{Cc}]/u.test(base))
    throw new ApiError(400, 'BAD_REQUEST', 'badRequest', UPLOAD.fileNameHeader);
  return base;
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

    // An address without room is refused before its body is read (by its Content-Length), and again after.
    uploads.addHook('onRequest', async (request) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      // Too large is said as such by the body limit, whatever the room.
      if (!(declared < UPLOAD.maxBytes)) return;
      if (!context.attachments.hasRoom(request.ip, declared))
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'uploadTooMany');
    });

    // A body of UPLOAD.maxBytes or more is refused before it is read whole (Content-Length, or as it streams).
    uploads.post(API.attachments, { bodyLimit: UPLOAD.maxBytes - 1 }, async (request) => {
      const bytes = request.body;
      if (!Buffer.isBuffer(bytes)) throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'uploadMediaType');
      const fileName = uploadFileName(request.headers[UPLOAD.fileNameHeader]);
      const mediaType = sniffMediaType(bytes);
      if (!(UPLOAD.extensions as readonly string[]).includes(fileExtension(fileName)) || mediaType === null)
        throw refused('unsupported');
      if (!context.attachments.hasRoom(request.ip, bytes.length))
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'uploadTooMany');
      const attachment: Attachment = context.attachments.add({
        fileName,
        mediaType,
        bytes,
        address: request.ip,
      });
      return ok(attachment);
    });
  });
}
