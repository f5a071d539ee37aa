/**
 * The shell's widgets that talk to the exchange (shell spec §2.4, §3, §5, §7, §9): the captcha, the nation
 * picker's list and the image upload. The spec leaves the captcha and upload paths, the expiry, the retry
 * schedule and the extension list open; the choices are made here, once, for the app and the simulator.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import type { Texts } from './texts';

export const CAPTCHA = {
  /** §9: the image is 197×54. */
  width: 197,
  height: 54,
  /** §5, §9: the answer has at most 6 characters; the simulator's answers have exactly 6. */
  answerMaxLength: 6,
  /** How long a captcha may be solved, and a solved one used by its form (the project's choice). */
  expireSeconds: 180,
  /** §4 "a failed info fetch is retried with growing delay": 1 s, doubling, at most 30 s (captchaRetryDelayMs). */
  retryBaseMs: 1_000,
  retryMaxMs: 30_000,
  /** A login ID or an address with this many failed logins must solve a captcha for the next ones. */
  loginFailuresBeforeCaptcha: 3,
  /**
   * The characters answers are drawn from: no 0/O, 1/I/L or 2/Z, which read alike. The check ignores case,
   * so a member may type them either way.
   */
  alphabet: 'ABCDEFGHJKMNPQRSTUVWXY3456789',
} as const;

/** The delay before retry number `attempt` (0 is the first retry) of a failed captcha info fetch. */
export function captchaRetryDelayMs(attempt: number): number {
  return Math.min(CAPTCHA.retryMaxMs, CAPTCHA.retryBaseMs * 2 ** Math.max(0, Math.min(attempt, 30)));
}

/** GET captcha info (§3): whether Google's captcha may be used (never here) and the exchange's own. */
export const captchaInfoSchema = lazySchema(() =>
  z.object({
    canUseGoogle: z.boolean(),
    productCaptcha: z.object({
      captchaKey: z.string().min(16).max(64),
      /** A 197×54 PNG, base64 without the data: prefix. */
      captchaImg: z.string().min(1),
      expireSeconds: z.number().int().positive(),
    }),
  }),
);
export type CaptchaInfo = z.infer<typeof captchaInfoSchema>;

/** POST captcha verify: 200 passes; anything else fails. A key is judged once: a wrong answer ends it. */
export const captchaVerifyRequest = lazySchema(() =>
  z.object({
    captchaKey: z.string().min(16).max(64),
    captchaAnswer: z.string().trim().min(1).max(CAPTCHA.answerMaxLength),
  }),
);
export type CaptchaVerifyRequest = z.infer<typeof captchaVerifyRequest>;

/** The login and join forms name the captcha their member solved (verified, not yet used). */
export const solvedCaptcha = lazySchema(() => z.string().min(16).max(64));

/** A failed login's `data`: whether the next attempt must carry a solved captcha. */
export const loginFailureSchema = lazySchema(() => z.object({ captchaRequired: z.boolean() }));
export type LoginFailure = z.infer<typeof loginFailureSchema>;

// ---------------------------------------------------------------------------------------------------
// Nations
// ---------------------------------------------------------------------------------------------------

/** §9: the nation list is fresh for 60 s and dropped 60 s after its last reader. */
export const NATIONS_CACHE_MS = 60_000;

/** §3 Nation. `intnlPhoneNo` is the calling code in digits ("82"); the picker shows it as +82. */
export const nationSchema = lazySchema(() =>
  z.object({
    nationCode: z.string().regex(/^[A-Z]{2}$/),
    nationName: z.string().min(1),
    nationNameEn: z.string().min(1),
    intnlPhoneNo: z.string().regex(/^\d{1,4}$/),
    isBlocked: z.boolean(),
  }),
);
export type Nation = z.infer<typeof nationSchema>;

// ---------------------------------------------------------------------------------------------------
// Image upload
// ---------------------------------------------------------------------------------------------------

/**
 * §5, §9: at most 3 files, each under 5,120 KB; the extensions are the downloadable attachment types of
 * the credit doc (jpg, jpeg, png, gif, heic). The simulator checks the type again from the content.
 */
export const UPLOAD = {
  maxFiles: 3,
  maxSizeKb: 5_120,
  /** A file of this many bytes or more is refused (5,120 KB). */
  maxBytes: 5_120 * 1_024,
  extensions: ['jpg', 'jpeg', 'png', 'gif', 'heic'],
  /** The media types the content may turn out to be. */
  mediaTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/heic'],
  /** The request carries the file's name here, URI-encoded; the body is the file's bytes. */
  fileNameHeader: 'x-file-name',
  /** The longest file name kept, in characters (after decoding, without its folders). */
  maxFileNameLength: 255,
  /**
   * Without a session, an upload names here the captcha its page solved (verified, not yet used by the
   * form): sign-up's documents come before the member exists.
   */
  captchaHeader: 'x-captcha-key',
  /**
   * The largest picture accepted, read from the file's header before anything decodes it: at most this
   * many pixels a side and in all (a 48-megapixel phone photo passes; a 50,000 × 50,000 "image" of a few
   * bytes that would take 10 GB to decode does not).
   */
  maxImageSide: 10_000,
  maxImagePixels: 50_000_000,
  /** Uploaded files not attached to a form within this time are deleted (and their room given back). */
  unclaimedTtlMs: 15 * 60_000,
} as const;
export type UploadMediaType = (typeof UPLOAD.mediaTypes)[number];

export const UPLOAD_PROBLEMS = ['tooLarge', 'unsupported', 'tooMany', 'fileName', 'dimensions'] as const;
export type UploadProblem = (typeof UPLOAD_PROBLEMS)[number];

/** §5's three messages, word for word in English; the name's and the dimensions' are the project's. */
export const UPLOAD_MESSAGES: Record<UploadProblem, Texts> = {
  tooLarge: {
    ko: '5,120KB 이상의 파일은 등록할 수 없습니다.',
    en: 'You cannot register a file larger than 5,120KB.',
  },
  unsupported: {
    ko: '지원하지 않는 파일 형식입니다. 다시 시도해 주세요.',
    en: 'This is an unsupported file format. Please try again.',
  },
  tooMany: { ko: '최대 3건까지 첨부할 수 있습니다.', en: 'Up to 3 cases can be attached.' },
  fileName: {
    ko: '파일 이름에 사용할 수 없는 문자가 있거나 이름이 너무 깁니다. 파일 이름을 바꾼 후 다시 시도해 주세요.',
    en: 'The file name has characters that cannot be used, or is too long. Rename the file and try again.',
  },
  dimensions: {
    ko: '가로·세로 10,000픽셀 또는 5,000만 화소를 넘는 이미지는 등록할 수 없습니다.',
    en: 'You cannot register an image over 10,000 pixels a side or 50 megapixels.',
  },
};

/** The extension of a file name, lower-cased, without the dot; '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 || dot === name.length - 1 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Characters a file name shown back to a member may not hold: control characters (a NUL, a line break),
 * format characters (the right-to-left override that shows "gpj.exe" as "exe.jpg", other bidi controls,
 * zero-width characters), line and paragraph separators.
 */
const UNSAFE_NAME_CHARACTER = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether a file's name (without its folders) may be kept as it is: its characters and its length. */
export function fileNameAccepted(name: string): boolean {
  return name.length <= UPLOAD.maxFileNameLength && !UNSAFE_NAME_CHARACTER.test(name);
}

/**
 * Why a file may not be added to `attachedCount` files already attached, by name and size (the app's
 * check; the simulator also reads the content): the count first, then the name, the type, the size.
 */
export function uploadProblem(
  file: { name: string; size: number },
  attachedCount: number,
): UploadProblem | null {
  if (attachedCount >= UPLOAD.maxFiles) return 'tooMany';
  if (!fileNameAccepted(file.name)) return 'fileName';
  if (!(UPLOAD.extensions as readonly string[]).includes(fileExtension(file.name))) return 'unsupported';
  if (file.size >= UPLOAD.maxBytes) return 'tooLarge';
  return null;
}

/** An uploaded file the forms refer to by id. */
export const attachmentSchema = lazySchema(() =>
  z.object({
    attachmentId: z.string().min(16).max(64),
    fileName: z.string(),
    size: z.number().int().positive(),
    mediaType: z.enum(UPLOAD.mediaTypes),
  }),
);
export type Attachment = z.infer<typeof attachmentSchema>;

/** A refused upload's `data`. */
export const uploadRefusalSchema = lazySchema(() => z.object({ problem: z.enum(UPLOAD_PROBLEMS) }));
