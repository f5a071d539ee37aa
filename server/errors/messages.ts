/**
 * Server messages in Korean and English (the answer's language follows Accept-Language, Korean by
 * default). The client shows `message` as is for the errors the specs route to a message dialog.
 */
import {
  ALGO_ERROR_MESSAGES,
  SPLIT_PROBLEM_MESSAGES,
  SPLIT_PROBLEMS,
  TWAP_PROBLEM_MESSAGES,
  TWAP_PROBLEMS,
  type AlgoError,
  type SplitProblem,
  type TwapProblem,
  ALERT_ERROR_MESSAGES,
  ALERT_PROBLEM_MESSAGES,
  ALERT_PROBLEMS,
  CREDIT_ERROR_MESSAGES,
  CREDIT_ERRORS,
  CREDIT_RESTRICTION_MESSAGES,
  CREDIT_RESTRICTIONS,
  DRAWING_ERROR_MESSAGES,
  DRAWING_PROBLEM_MESSAGES,
  DRAWING_PROBLEMS,
  ELIGIBILITY_MESSAGES,
  ELIGIBILITY_PROBLEMS,
  INOUT_ERROR_CODES,
  INOUT_ERROR_MESSAGES,
  MARKET_SYMBOLS,
  OPEN_API_ERROR_CODES,
  OPEN_API_ERROR_MESSAGES,
  ORDER_PROBLEMS,
  orderProblemMessage,
  PLUS_BUY_ORDER_MESSAGES,
  PLUS_BUY_ORDER_PROBLEMS,
  PLUS_BUY_COIN_LOCKED_MESSAGE,
  PLUS_BUY_TOO_MANY_LOANS_MESSAGE,
  TRADE_PASSWORD_MAX_FAILURES,
  UPLOAD_MESSAGES,
  UPLOAD_PROBLEMS,
  type AlertError,
  type AlertProblem,
  type CreditError,
  type CreditRestriction,
  type DrawingError,
  type DrawingProblem,
  type EligibilityProblem,
  type InoutError,
  type OpenApiError,
  type PlusBuyOrderProblem,
  type MarketSymbol,
  type OrderProblem,
  type Language,
  type ServiceCheckNotice,
  type UploadProblem,
} from '../../contract';
import { LAYOUT_ERROR_MESSAGES, type LayoutError } from '../../contract/layout-calls';
import { LAYOUT_PROBLEM_MESSAGES, LAYOUT_PROBLEMS, type LayoutProblem } from '../../contract/layout-rules';

export type { Language };

export const MESSAGES = {
  badRequest: { ko: '요청이 올바르지 않습니다', en: 'The request is not valid' },
  badJson: { ko: '요청 본문이 올바른 JSON이 아닙니다', en: 'The request body is not valid JSON' },
  unsupportedMediaType: {
    ko: '요청 본문은 JSON(application/json)이어야 합니다',
    en: 'The request body must be JSON (application/json)',
  },
  bodyTooLarge: { ko: '요청 본문이 너무 큽니다', en: 'The request body is too large' },
  uriTooLong: { ko: '요청 주소가 너무 깁니다', en: 'The request address is too long' },
  headersTooLarge: { ko: '요청 헤더가 너무 큽니다', en: 'The request headers are too large' },
  requestTimeout: {
    ko: '요청이 제시간에 도착하지 않았습니다',
    en: 'The request did not arrive in time',
  },
  hostNotAllowed: {
    ko: '허용되지 않은 호스트 이름으로 접속했습니다. 이 이름을 쓰려면 서버를 --allow-host 옵션으로 시작해 주세요.',
    en: 'This host name is not allowed. To use it, start the server with --allow-host.',
  },
  originNotAllowed: {
    ko: '다른 사이트에서 보낸 요청은 처리하지 않습니다.',
    en: 'Requests from another site are not accepted.',
  },
  loginLocked: {
    ko: '로그인 실패가 많아 잠시 로그인할 수 없습니다. {retryAfterSec}초 후에 다시 시도해 주세요.',
    en: 'Too many failed logins. Please try again in {retryAfterSec} seconds.',
  },
  loginBusy: {
    ko: '로그인 요청이 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many logins at once. Please try again in a moment.',
  },
  notFound: { ko: '요청한 주소를 찾을 수 없습니다', en: 'No such address' },
  unauthorized: { ko: '로그인이 필요합니다.', en: 'Please log in.' },
  invalidCredentials: {
    ko: '아이디 또는 비밀번호가 일치하지 않습니다.',
    en: 'The ID or password does not match.',
  },
  // SMS verification (contract/sms.ts). smsNotAllowed says nothing of the member number it refuses.
  smsMismatch: {
    ko: '인증번호가 일치하지 않습니다.',
    en: 'The authentication number does not match.',
  },
  smsExpired: {
    ko: '인증 시간이 초과되었습니다. 다시 요청해 주세요.',
    en: 'Authentication timeout. Please request again.',
  },
  smsBlocked: {
    ko: '인증번호를 여러 번 잘못 입력하여 인증이 제한되었습니다. {retryAfterSec}초 후에 다시 시도해 주세요.',
    en: 'Verification is restricted after too many wrong numbers. Please try again in {retryAfterSec} seconds.',
  },
  smsResendLocked: {
    ko: '인증번호는 {retryAfterSec}초 후에 다시 요청할 수 있습니다.',
    en: 'You can request a new authentication number in {retryAfterSec} seconds.',
  },
  smsDailyLimit: {
    ko: '오늘 요청할 수 있는 인증번호 횟수를 모두 사용했습니다. 내일 다시 시도해 주세요.',
    en: 'You have used all authentication number requests for today. Please try again tomorrow.',
  },
  smsNotRequested: {
    ko: '인증번호를 먼저 요청해 주세요.',
    en: 'Please request an authentication number first.',
  },
  smsNotAllowed: {
    ko: '인증을 진행할 수 없습니다. 다시 로그인해 주세요.',
    en: 'Verification is not available. Please log in again.',
  },
  smsVerificationRequired: {
    ko: '휴대폰 인증이 필요합니다. 인증번호를 확인한 뒤 다시 시도해 주세요.',
    en: 'Phone verification is required. Confirm the authentication number and try again.',
  },
  unknownCoin: { ko: '존재하지 않는 코인입니다', en: 'No such coin' },
  notTradable: { ko: '현재 거래할 수 없는 자산입니다.', en: 'This asset cannot be traded now.' },
  exchangeUnavailable: {
    ko: '거래소에서 시세를 받지 못했습니다. 잠시 후 다시 시도합니다.',
    en: 'The exchange did not answer with its prices; they will be asked for again.',
  },
  notReplay: {
    ko: '재생 중인 시장이 아닙니다.',
    en: 'The market is not a replay.',
  },
  replayPlaying: {
    ko: '한 봉씩 넘기려면 먼저 재생을 멈추세요.',
    en: 'Pause the replay before stepping one bar.',
  },
  notSimulated: {
    ko: '시뮬레이션 시장에서만 가격을 정할 수 있습니다.',
    en: 'Prices can be set on the simulated market only.',
  },
  marketClosed: { ko: '현재 거래가 중단된 마켓입니다.', en: 'This market is closed now.' },
  orderNotFound: { ko: '주문을 찾을 수 없습니다.', en: 'The order was not found.' },
  orderClosed: {
    ko: '이미 체결되었거나 취소된 주문입니다.',
    en: 'The order is already filled or cancelled.',
  },
  idempotencyConflict: {
    ko: '같은 주문 번호로 다른 주문이 이미 접수되었습니다.',
    en: 'A different order was already placed with this client order id.',
  },
  tooManyOpenOrders: {
    ko: '미체결 주문이 너무 많습니다. 일부 주문을 취소한 뒤 다시 시도해 주세요.',
    en: 'Too many open orders. Cancel some and try again.',
  },
  favoritesBlocked: {
    ko: '관심 코인을 잠시 불러올 수 없습니다.',
    en: 'Favourites are unavailable for a moment.',
  },
  blocked: {
    ko: '서비스 이용 제한||고객님의 계정은 현재 서비스 이용이 제한되어 있습니다. 자세한 내용은 고객센터로 문의해 주세요.',
    en: 'Service restricted||Your account is currently restricted from using this service. Please contact customer support for details.',
  },
  tradePasswordRequired: {
    ko: '거래 비밀번호를 입력해 주세요.',
    en: 'Please enter your trade password.',
  },
  tradePasswordMismatch: {
    ko: `거래 비밀번호가 일치하지 않습니다. ${TRADE_PASSWORD_MAX_FAILURES}회 잘못 입력하면 거래 비밀번호가 초기화됩니다.`,
    en: `The trade password is wrong. After ${TRADE_PASSWORD_MAX_FAILURES} wrong entries it is reset.`,
  },
  tradePasswordReset: {
    ko: '거래 비밀번호가 초기화되어 거래와 출금이 중지되었습니다. 로그인 보안에서 새 거래 비밀번호를 설정해 주세요.',
    en: 'Your trade password has been reset, so trading and withdrawals are paused. Set a new one in login security.',
  },
  memberDormant: {
    ko: '휴면 계정은 주문과 출금을 할 수 없습니다. 본인 인증으로 휴면을 해제한 뒤 이용해 주세요.',
    en: 'A dormant account cannot place orders or withdraw. Verify your identity to reactivate it first.',
  },
  paused: { ko: '서비스 점검 중입니다.', en: 'The service is under maintenance.' },
  queue: {
    ko: '서비스 접속 대기 중입니다. 순서가 되면 자동으로 접속됩니다.',
    en: 'Waiting for access. You will be connected automatically when it is your turn.',
  },
  timeout: {
    ko: '접속 지연 안내: 이용자 급증으로 서비스가 일시적으로 지연되고 있습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Access delay: the service is temporarily delayed due to a surge in usage. Please try again shortly.',
  },
  tooManyRequests: {
    ko: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many requests. Please try again in a moment.',
  },
  serverError: {
    ko: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    en: 'A temporary error occurred. Please try again in a moment.',
  },
  interestPaymentNotFound: {
    ko: '이자 지급 내역을 찾을 수 없습니다.',
    en: 'The interest payment was not found.',
  },
  termsTypeNotFound: {
    ko: '약관 종류 {type}을(를) 찾을 수 없습니다.',
    en: 'There are no terms of type {type}.',
  },
  termsVersionNotFound: {
    ko: '요청한 약관 버전({version})이 없습니다. 현재 약관을 확인해 주세요.',
    en: 'There is no version {version} of these terms. Please see the current terms.',
  },
  memberNotFound: { ko: '존재하지 않는 회원입니다', en: 'No such member' },
  captchaRequired: {
    ko: '로그인 실패가 많아 보안 문자 확인이 필요합니다. 보안 문자를 입력해 주세요.',
    en: 'After several failed logins, please enter the security characters.',
  },
  captchaFailed: {
    ko: '보안 문자 확인에 실패했습니다. 새로고침 후 다시 입력해 주세요.',
    en: 'The security check failed. Please refresh and enter the characters again.',
  },
  captchaTooMany: {
    ko: '보안 문자를 너무 자주 요청했습니다. {retryAfterSec}초 후에 다시 시도해 주세요.',
    en: 'Too many security images requested. Please try again in {retryAfterSec} seconds.',
  },
  joinInvalid: {
    ko: '입력한 정보를 다시 확인해 주세요.',
    en: 'Please check the information you entered.',
  },
  joinAttachmentsInvalid: {
    ko: '첨부한 파일을 찾을 수 없습니다. 파일을 다시 첨부해 주세요.',
    en: 'The attached files were not found. Please attach them again.',
  },
  loginIdTaken: {
    ko: '이미 사용 중인 아이디입니다.',
    en: 'This ID is already in use.',
  },
  joinTooMany: {
    ko: '회원가입 요청이 많습니다. {retryAfterSec}초 후에 다시 시도해 주세요.',
    en: 'Too many sign-ups. Please try again in {retryAfterSec} seconds.',
  },
  joinBusy: {
    ko: '회원가입 요청이 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many sign-ups at once. Please try again in a moment.',
  },
  uploadMediaType: {
    ko: '파일은 내용 그대로(application/octet-stream) 보내야 합니다',
    en: 'The file must be sent as its bytes (application/octet-stream)',
  },
  uploadCaptchaRequired: {
    ko: '로그인하거나 보안 문자 확인을 마친 후 파일을 첨부해 주세요.',
    en: 'Log in, or complete the security check, before attaching files.',
  },
  uploadTooMany: {
    ko: '보류 중인 첨부 파일이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    en: 'Too many pending attachments. Please try again later.',
  },
  insufficientBalance: { ko: '잔고가 부족합니다.', en: 'The balance is not enough.' },
  inoutRecordNotFound: {
    ko: '입출금 내역을 찾을 수 없습니다.',
    en: 'The deposit or withdrawal was not found.',
  },
  inoutAttachmentsInvalid: {
    ko: '첨부한 서류를 찾을 수 없습니다. 서류를 다시 첨부해 주세요.',
    en: 'The attached documents were not found. Please attach them again.',
  },
  inoutMoveRefused: {
    ko: '이 내역은 현재 상태({from})에서 요청한 상태({to})로 옮길 수 없습니다.',
    en: 'The record cannot move from its state {from} to {to}.',
  },
  applicationNotFound: {
    ko: '해당 신청 내역이 없습니다.',
    en: 'There is no such application.',
  },
  smartSellNotFound: { ko: '스마트 매도 내역을 찾을 수 없습니다.', en: 'The smart sale was not found.' },
  smartSellSettled: {
    ko: '이미 처리된 스마트 매도입니다.',
    en: 'The smart sale is already settled.',
  },
  plusBuyReplace: {
    ko: '플러스 매수 주문은 정정할 수 없습니다. 취소한 뒤 다시 주문해 주세요.',
    en: 'A Plus buy order cannot be replaced. Cancel it and place a new one.',
  },
} as const satisfies Record<string, Record<Language, string>>;

/** The ORDER_REJECTED messages: one key per market and problem, texts from contract/trading.ts. */
export type OrderProblemKey = `order.${MarketSymbol}.${OrderProblem}`;
export function orderProblemKey(market: MarketSymbol, problem: OrderProblem): OrderProblemKey {
  return `order.${market}.${problem}`;
}
const ORDER_PROBLEM_TEXTS = Object.fromEntries(
  MARKET_SYMBOLS.flatMap((market) =>
    ORDER_PROBLEMS.map((problem) => [
      orderProblemKey(market, problem),
      {
        ko: orderProblemMessage(problem, market, 'ko'),
        en: orderProblemMessage(problem, market, 'en'),
      },
    ]),
  ),
) as Record<OrderProblemKey, Record<Language, string>>;

/** ATTACHMENT_REFUSED's messages: §5's texts, from contract/widgets.ts. */
export type UploadMessageKey = `upload.${UploadProblem}`;
export function uploadProblemKey(problem: UploadProblem): UploadMessageKey {
  return `upload.${problem}`;
}

/** Plus buy's messages, texts from contract/plus-buy.ts: eligibility, order rules, restrictions, the coin a loan locks, repayment. */
export type PlusBuyMessageKey =
  | `plusBuy.eligibility.${EligibilityProblem}`
  | `plusBuy.order.${PlusBuyOrderProblem}`
  | `plusBuy.restriction.${CreditRestriction}`
  | 'plusBuy.tooManyLoans'
  | 'plusBuy.coinLocked'
  | `credit.${CreditError}`;
function texts<K extends string>(
  prefix: string,
  names: readonly K[],
  source: Record<K, Record<Language, string>>,
): [string, Record<Language, string>][] {
  return names.map((name) => [`${prefix}.${name}`, source[name]]);
}
const PLUS_BUY_TEXTS = Object.fromEntries([
  ...texts('plusBuy.eligibility', ELIGIBILITY_PROBLEMS, ELIGIBILITY_MESSAGES),
  ...texts('plusBuy.order', PLUS_BUY_ORDER_PROBLEMS, PLUS_BUY_ORDER_MESSAGES),
  ...texts('plusBuy.restriction', CREDIT_RESTRICTIONS, CREDIT_RESTRICTION_MESSAGES),
  ...texts('credit', CREDIT_ERRORS, CREDIT_ERROR_MESSAGES),
  ['plusBuy.tooManyLoans', PLUS_BUY_TOO_MANY_LOANS_MESSAGE],
  ['plusBuy.coinLocked', PLUS_BUY_COIN_LOCKED_MESSAGE],
]) as Record<PlusBuyMessageKey, Record<Language, string>>;

const UPLOAD_TEXTS = Object.fromEntries(texts('upload', UPLOAD_PROBLEMS, UPLOAD_MESSAGES)) as Record<
  UploadMessageKey,
  Record<Language, string>
>;

/** Deposits' and withdrawals' error messages, texts from contract/inout.ts. */
export type InoutMessageKey = `inout.${InoutError}`;
export function inoutErrorKey(error: InoutError): InoutMessageKey {
  return `inout.${error}`;
}
const INOUT_TEXTS = Object.fromEntries(
  texts('inout', Object.keys(INOUT_ERROR_CODES) as InoutError[], INOUT_ERROR_MESSAGES),
) as Record<InoutMessageKey, Record<Language, string>>;

/** Open API keys' refusals, texts from contract/open-api.ts. */
export type OpenApiMessageKey = `openApi.${OpenApiError}`;
const OPEN_API_TEXTS = Object.fromEntries(
  texts('openApi', Object.keys(OPEN_API_ERROR_CODES) as OpenApiError[], OPEN_API_ERROR_MESSAGES),
) as Record<OpenApiMessageKey, Record<Language, string>>;

/** Drawings' refusals, texts from contract/drawing-calls.ts and drawing-rules.ts (DRAWING_INVALID's per problem). */
export type DrawingMessageKey =
  `drawing.${Exclude<DrawingError, 'invalid'>}` | `drawing.invalid.${DrawingProblem}`;
export function drawingProblemKey(problem: DrawingProblem): DrawingMessageKey {
  return `drawing.invalid.${problem}`;
}
const DRAWING_TEXTS = Object.fromEntries([
  ...texts(
    'drawing',
    Object.keys(DRAWING_ERROR_MESSAGES) as Exclude<DrawingError, 'invalid'>[],
    DRAWING_ERROR_MESSAGES,
  ),
  ...texts('drawing.invalid', DRAWING_PROBLEMS, DRAWING_PROBLEM_MESSAGES),
]) as Record<DrawingMessageKey, Record<Language, string>>;

/** Named layouts' refusals, texts from contract/layout-calls.ts and layout-rules.ts (LAYOUT_INVALID's per problem). */
export type LayoutMessageKey =
  `layout.${Exclude<LayoutError, 'invalid'>}` | `layout.invalid.${LayoutProblem}`;
export function layoutProblemKey(problem: LayoutProblem): LayoutMessageKey {
  return `layout.invalid.${problem}`;
}
const LAYOUT_TEXTS = Object.fromEntries([
  ...texts(
    'layout',
    Object.keys(LAYOUT_ERROR_MESSAGES) as Exclude<LayoutError, 'invalid'>[],
    LAYOUT_ERROR_MESSAGES,
  ),
  ...texts('layout.invalid', LAYOUT_PROBLEMS, LAYOUT_PROBLEM_MESSAGES),
]) as Record<LayoutMessageKey, Record<Language, string>>;

/** Alerts' refusals, texts from contract/alert-calls.ts and alert-rules.ts (ALERT_INVALID's per problem). */
export type AlertMessageKey = `alert.${Exclude<AlertError, 'invalid'>}` | `alert.invalid.${AlertProblem}`;
export function alertProblemKey(problem: AlertProblem): AlertMessageKey {
  return `alert.invalid.${problem}`;
}
const ALERT_TEXTS = Object.fromEntries([
  ...texts(
    'alert',
    Object.keys(ALERT_ERROR_MESSAGES) as Exclude<AlertError, 'invalid'>[],
    ALERT_ERROR_MESSAGES,
  ),
  ...texts('alert.invalid', ALERT_PROBLEMS, ALERT_PROBLEM_MESSAGES),
]) as Record<AlertMessageKey, Record<Language, string>>;

/** Parent orders' refusals, texts from contract/algo-orders.ts (TWAP_INVALID's and SPLIT_INVALID's per problem). */
export type AlgoMessageKey =
  | `algo.${Exclude<AlgoError, 'twapInvalid' | 'splitInvalid'>}`
  | `algo.twap.${TwapProblem}`
  | `algo.split.${SplitProblem}`;
const ALGO_TEXTS = Object.fromEntries([
  ...texts(
    'algo',
    Object.keys(ALGO_ERROR_MESSAGES) as Exclude<AlgoError, 'twapInvalid' | 'splitInvalid'>[],
    ALGO_ERROR_MESSAGES,
  ),
  ...texts('algo.twap', TWAP_PROBLEMS, TWAP_PROBLEM_MESSAGES),
  ...texts('algo.split', SPLIT_PROBLEMS, SPLIT_PROBLEM_MESSAGES),
]) as Record<AlgoMessageKey, Record<Language, string>>;

type GeneratedKey =
  | OrderProblemKey
  | PlusBuyMessageKey
  | UploadMessageKey
  | InoutMessageKey
  | OpenApiMessageKey
  | DrawingMessageKey
  | LayoutMessageKey
  | AlertMessageKey
  | AlgoMessageKey;
export type MessageKey = keyof typeof MESSAGES | GeneratedKey;

const GENERATED_TEXTS: Record<GeneratedKey, Record<Language, string>> = {
  ...ORDER_PROBLEM_TEXTS,
  ...PLUS_BUY_TEXTS,
  ...UPLOAD_TEXTS,
  ...INOUT_TEXTS,
  ...OPEN_API_TEXTS,
  ...DRAWING_TEXTS,
  ...LAYOUT_TEXTS,
  ...ALERT_TEXTS,
  ...ALGO_TEXTS,
};

/**
 * The one key whose detail a member reads: a bad request's reasons, which describeIssues writes in the
 * member's language (the request rules a field broke). Every other detail — an id, a path, a state, a
 * block type or a limit — is for the server's log (ApiError's Error message) and never part of a
 * member's text: a member never sees a code.
 */
const SAID_DETAIL_KEYS: ReadonlySet<MessageKey> = new Set<MessageKey>(['badRequest']);

/**
 * The text of `key` in `language`, its `{name}` placeholders filled from the answer's `data` (so the
 * message and the data say the same thing), then — for a bad request only — its reasons after a colon.
 */
export function message(key: MessageKey, language: Language, detail?: string, data?: unknown): string {
  const template = (
    key in MESSAGES ? MESSAGES[key as keyof typeof MESSAGES] : GENERATED_TEXTS[key as GeneratedKey]
  )[language];
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in fields ? String(fields[name]) : whole,
  );
  return detail && SAID_DETAIL_KEYS.has(key) ? `${text}: ${detail}` : text;
}

/** The maintenance notice of the PAUSE answer (chart spec §3, service-check notice). */
export const SERVICE_CHECK_NOTICE: Record<Language, ServiceCheckNotice> = {
  ko: {
    title: '서비스 점검 안내',
    text: '보다 안정적인 서비스를 위해 시스템 점검을 진행하고 있습니다.',
    subText: '점검 시간 동안 입출금 및 거래 서비스 이용이 일시 중단됩니다.',
    infoTitle1: '점검 일시',
    infoText1: '점검 완료 시까지',
    infoTitle2: '점검 내용',
    infoText2: '시스템 안정화 작업',
    infoTitle3: '영향 범위',
    infoText3: '거래, 입출금, 회원 서비스',
    infoTitle4: '참고 사항',
    infoText4: '미체결 주문은 점검 후에도 유지됩니다.',
    url: '/',
  },
  en: {
    title: 'Service maintenance',
    text: 'We are carrying out system maintenance for a more stable service.',
    subText: 'Deposits, withdrawals and trading are paused during maintenance.',
    infoTitle1: 'When',
    infoText1: 'Until the maintenance is complete',
    infoTitle2: 'What',
    infoText2: 'System stabilisation',
    infoTitle3: 'Affected',
    infoText3: 'Trading, deposits and withdrawals, member services',
    infoTitle4: 'Note',
    infoText4: 'Open orders are kept through the maintenance.',
    url: '/',
  },
};
