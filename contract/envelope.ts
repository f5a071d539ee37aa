/**
 * The envelope every REST answer travels in, the codes it carries and the title||body message form: the
 * app maps codes onto its global status types, the simulator answers with them.
 */
/** Every REST answer, success or failure: `{status, code, message, data}`. */
export interface Envelope<T> {
  status: number;
  code: string;
  message: string;
  data: T;
}

/** Codes the server puts in `code`. The client maps them to the global status types in one place. */
export const ERROR_CODES = {
  ok: 'OK',
  badRequest: 'BAD_REQUEST',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  conflict: 'CONFLICT',
  /** Maintenance ("Pause"): data is a ServiceCheckNotice. */
  pause: 'PAUSE',
  /** Service block: message may hold "title||body". */
  block: 'BLOCK',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  timeout: 'TIMEOUT',
  serverError: 'SERVER_ERROR',
  /** The exchange admits members in turn (HTTP 503): `data` is a QueueStatus (contract/queue.ts). */
  queue: 'QUEUE',
  invalidCredentials: 'INVALID_CREDENTIALS',
  insufficientBalance: 'INSUFFICIENT_BALANCE',
  marketClosed: 'MARKET_CLOSED',
  notTradable: 'NOT_TRADABLE',
  orderNotFound: 'ORDER_NOT_FOUND',
  /** The order was refused by one of the checks of contract/trading.ts; `data` is `{problem}`. */
  orderRejected: 'ORDER_REJECTED',
  /** Cancel or replace of an order that is no longer open (filled or cancelled): nothing changed. */
  orderClosed: 'ORDER_CLOSED',
  /** The idempotency key was used before for a different order. */
  idempotencyConflict: 'IDEMPOTENCY_CONFLICT',
  tooManyOpenOrders: 'TOO_MANY_OPEN_ORDERS',
  /** Favourites are blocked for now (fault switch): the coin list shows its spinner and asks again. */
  favoritesBlocked: 'FAVORITES_BLOCKED',
  /** The Host header names no host the server answers to (DNS rebinding); HTTP 421. */
  hostNotAllowed: 'HOST_NOT_ALLOWED',
  /** A state-changing call or the socket from a page of another origin; HTTP 403. */
  originNotAllowed: 'ORIGIN_NOT_ALLOWED',
  /** A request body that is not application/json; HTTP 415. */
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  /** Headers (431), address (414) or body (413) over the server's limit. */
  requestTooLarge: 'REQUEST_TOO_LARGE',
  /** Too many failed logins for the ID or from the address; HTTP 429, data `{retryAfterSec}`. */
  loginLocked: 'LOGIN_LOCKED',
  /** SMS confirm: the code does not match (the field shows the message under the input). */
  smsCodeMismatch: 'SMS_CODE_MISMATCH',
  /** SMS confirm: the code is older than SMS_CODE_VALID_SECONDS (contract/sms.ts). */
  smsCodeExpired: 'member.fail.00085',
  /** SMS: too many wrong codes; sending and confirming are refused for SMS_BLOCK_SECONDS (data SmsBlockedData). */
  smsBlocked: 'member.fail.00086',
  /**
   * SMS, the message-only refusal (contract/sms.ts): the resend lock, the daily sends, or a confirm with no
   * code on its way; nothing about the code changed.
   */
  smsRefused: 'member.fail.00006',
  /**
   * An action guarded by SMS (withdrawal, Open API key, SMS-login switch) without a confirmed code for its
   * work within SMS_VERIFIED_SECONDS; HTTP 428.
   */
  smsVerificationRequired: 'SMS_VERIFICATION_REQUIRED',
  /** Login: this login ID or address failed too often; the attempt must name a solved captcha (data LoginFailure). */
  captchaRequired: 'CAPTCHA_REQUIRED',
  /** Captcha verify: a wrong, expired, unknown or already judged key; or a form naming a captcha not solved. */
  captchaFailed: 'CAPTCHA_FAILED',
  /** Sign-up: a field breaks its rule; data `{fields}` (joinRefusalSchema). */
  joinInvalid: 'JOIN_INVALID',
  /** Sign-up: the login ID is someone's already; HTTP 409. */
  loginIdTaken: 'LOGIN_ID_TAKEN',
  /** A withdrawal of a member with a trade password that names none (contract/trade-password.ts); HTTP 400. */
  tradePasswordRequired: 'TRADE_PASSWORD_REQUIRED',
  /** A wrong trade password; HTTP 400, data TradePasswordMismatchData. */
  tradePasswordMismatch: 'TRADE_PASSWORD_MISMATCH',
  /**
   * The trade password is reset or locked (status I; by the last of TRADE_PASSWORD_MAX_FAILURES wrong ones
   * too): withdrawals and placing or replacing orders wait for a new one (login security); HTTP 403.
   */
  tradePasswordReset: 'TRADE_PASSWORD_RESET',
  /** A dormant member (status H) placing or replacing an order or withdrawing (contract/blocks.ts); HTTP 403. */
  memberDormant: 'MEMBER_DORMANT',
  /** Upload: refused by count, type (read from the content) or size; data `{problem}` (uploadRefusalSchema). */
  attachmentRefused: 'ATTACHMENT_REFUSED',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Separator between title and body in block and alert messages (shell spec §5). */
export const TITLE_BODY_SEPARATOR = '||';

/** Maintenance notice (chart spec §3, service-check notice). */
export interface ServiceCheckNotice {
  title: string;
  text: string;
  subText: string;
  infoTitle1: string;
  infoText1: string;
  infoTitle2: string;
  infoText2: string;
  infoTitle3: string;
  infoText3: string;
  infoTitle4: string;
  infoText4: string;
  url: string;
}
