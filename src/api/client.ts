/**
 * The typed REST client: one function per call of the contract (contract/rest.ts) over the transport
 * (transport.ts: cookie, language, timeout, envelope, answers checked), failing with an ApiError
 * (api-error.ts). The deposits and withdrawals calls are inout-client.ts.
 */
import {
  ALERT_ERROR_CODES,
  alertDeleteQuery,
  alertFiringsQuery,
  alertIdSchema,
  alertPutRequest,
  alertStaleSchema,
  API,
  blockStatusQuery,
  coinKeySchema,
  candlesQuery,
  coinsFilterQuery,
  chartPendingQuery,
  cancelAllQuery,
  DRAWING_ERROR_CODES,
  drawingDeleteQuery,
  drawingIdSchema,
  drawingPutRequest,
  drawingsQuery,
  drawingStaleSchema,
  pointHistoryQuery,
  TERMS_CURRENT,
  orderHistoryQuery,
  ordersQuery,
  replaceOrderRequest,
  splitRequest,
  twapRequest,
  repayRequest,
  RESPONSE_SCHEMAS,
  SHELL,
  memberSmsConfirmRequest,
  memberSmsSendRequest,
  memberSmsSendV2Request,
  smsConfirmRequest,
  smsLoginSettingSchema,
  tradePasswordRequest,
  openApiAllowedIpsRequest,
  smsSendQuery,
  UPLOAD,
} from '../../contract';
import type {
  Alert,
  AlertFiringsQuery,
  AlertPutRequest,
  PointHistoryQuery,
  CaptchaVerifyRequest,
  JoinRequest,
  CancelAllQuery,
  CandlesQuery,
  Drawing,
  DrawingPutRequest,
  CoinsFilterQuery,
  ChartPendingQuery,
  OrderHistoryQuery,
  ReplaceOrderRequest,
  SplitRequestInput,
  TwapRequestInput,
  RepayMethod,
  LoginRequest,
  MetaInfo,
  OrdersQuery,
  PlaceOrderRequest,
  MemberSmsConfirmRequest,
  MemberSmsSendRequest,
  MemberSmsSendV2Request,
  SmsConfirmRequest,
  SmsLoginSetting,
  TradePasswordRequest,
  OpenApiAllowedIpsRequest,
  SmsSendWork,
  TermsType,
} from '../../contract';
import { replayRequest, type ReplayRequest } from '../../contract/replay-calls';
import { ApiError } from './api-error';
import { request, send, type CallOptions } from './transport';
import type { CoinKey } from '../../contract/markets';

// ---------------------------------------------------------------------------------------------------
// The calls
// ---------------------------------------------------------------------------------------------------

/**
 * The deployed build's version (shell spec §4). A static file, so no envelope; the time parameter
 * defeats caches between the browser and the file.
 */
export async function getMeta(options: CallOptions = {}): Promise<MetaInfo> {
  const { response, body } = await send(API.meta, { ...options, uncached: true, track: false });
  const meta = RESPONSE_SCHEMAS.meta.safeParse(body);
  if (!response.ok || !meta.success)
    throw new ApiError({ kind: 'invalid-response', httpStatus: response.status });
  return meta.data;
}

/** The access queue's place (contract/queue.ts); a background call the loading overlay does not count. */
export function getQueueStatus(options: CallOptions = {}) {
  return request('queueStatus', API.queueStatus, { ...options, track: false });
}

export function getMarkets(options: CallOptions = {}) {
  return request('markets', API.markets, options);
}

/** Where the prices come from (contract/market-source.ts): the window asks it before the first intro. */
export function getMarketSource(options: CallOptions = {}) {
  return request('marketSource', API.marketSource, options);
}

/** Plays, pauses, steps, speeds or jumps the replay; answers its new state (409 CONFLICT on another source). */
export function controlReplay(body: ReplayRequest, options: CallOptions = {}) {
  return request('replay', API.replay, { ...options, method: 'POST', body: replayRequest.parse(body) });
}

/** The catalogue, or one symbol's listings (coinsFilterQuery); throws a ZodError for a bad symbol. */
export function getCoins(filter: CoinsFilterQuery = {}, options: CallOptions = {}) {
  return request('coins', API.coins, { ...options, query: coinsFilterQuery.parse(filter) });
}

export function getTickers(options: CallOptions = {}) {
  return request('tickers', API.tickers, options);
}

/** Throws a ZodError for a bad key or interval before anything is sent. */
export function getCandles(query: CandlesQuery, options: CallOptions = {}) {
  return request('candles', API.candles, { ...options, query: candlesQuery.parse(query) });
}

export function login(credentials: LoginRequest, options: CallOptions = {}) {
  return request('login', API.login, { ...options, method: 'POST', body: credentials });
}

export function logout(options: CallOptions = {}) {
  return request('logout', API.logout, { ...options, method: 'POST' });
}

export function getMe(options: CallOptions = {}) {
  return request('me', API.me, options);
}

export function getAssets(options: CallOptions = {}) {
  return request('assets', API.assets, options);
}

export function listFavorites(options: CallOptions = {}) {
  return request('favorites', API.favorites, options);
}

export function addFavorite(key: CoinKey, options: CallOptions = {}) {
  return request('favorites', API.favorites, { ...options, method: 'POST', body: { key } });
}

export function removeFavorite(key: CoinKey, options: CallOptions = {}) {
  return request('favorites', API.favorite(key), { ...options, method: 'DELETE' });
}

export function placeOrder(order: PlaceOrderRequest, options: CallOptions = {}) {
  return request('placeOrder', API.orders, { ...options, method: 'POST', body: order });
}

export function cancelOrder(orderId: number, options: CallOptions = {}) {
  return request('cancelOrder', API.order(orderId), { ...options, method: 'DELETE' });
}

export function listOrders(query: OrdersQuery = {}, options: CallOptions = {}) {
  return request('orders', API.orders, { ...options, query: ordersQuery.parse(query) });
}

/** Cancels every open order of the member on one coin; answers the orders it cancelled. */
export function cancelAllOrders(query: CancelAllQuery, options: CallOptions = {}) {
  return request('cancelAll', API.cancelAll, {
    ...options,
    method: 'DELETE',
    query: cancelAllQuery.parse(query),
  });
}

/** Cancel-and-replace at a new price, in one transaction on the exchange; answers the new order. */
export function replaceOrder(orderId: number, body: ReplaceOrderRequest, options: CallOptions = {}) {
  return request('replaceOrder', API.replaceOrder(orderId), {
    ...options,
    method: 'POST',
    body: replaceOrderRequest.parse(body),
  });
}

/** Closed orders with their fills, one page of a date range. */
export function getOrderHistory(query: OrderHistoryQuery, options: CallOptions = {}) {
  return request('orderHistory', API.orderHistory, {
    ...options,
    query: orderHistoryQuery.parse(query),
  });
}

export function getOrderBook(key: CoinKey, options: CallOptions = {}) {
  return request('orderBook', API.orderBook, { ...options, query: { key } });
}

// --- parent orders (contract/algo-orders.ts, algo-calls.ts) -------------------------------------------

/** The member's parent orders (TWAP, split orders), newest first. */
export function listAlgoOrders(options: CallOptions = {}) {
  return request('algoOrders', API.algoOrders, options);
}

/** Starts a TWAP; its first slice is placed at once. Answers the parent. */
export function startTwap(twap: TwapRequestInput, options: CallOptions = {}) {
  return request('algoOrder', API.algoTwap, { ...options, method: 'POST', body: twapRequest.parse(twap) });
}

/** The children a split order would place (prices on the tick, quantities, amounts); places nothing. */
export function previewSplitOrder(split: SplitRequestInput, options: CallOptions = {}) {
  return request('algoSplitPreview', API.algoSplitPreview, {
    ...options,
    method: 'POST',
    body: splitRequest.parse(split),
  });
}

/** Places a split order's children all at once, or none; answers the parent. */
export function placeSplitOrder(split: SplitRequestInput, options: CallOptions = {}) {
  return request('algoOrder', API.algoSplit, { ...options, method: 'POST', body: splitRequest.parse(split) });
}

export function getAlgoOrder(algoId: number, options: CallOptions = {}) {
  return request('algoOrder', API.algoOrder(algoId), options);
}

export function pauseAlgoOrder(algoId: number, options: CallOptions = {}) {
  return request('algoOrder', API.algoPause(algoId), { ...options, method: 'POST' });
}

export function resumeAlgoOrder(algoId: number, options: CallOptions = {}) {
  return request('algoOrder', API.algoResume(algoId), { ...options, method: 'POST' });
}

/** Cancels a parent: a TWAP places no more slices; a split order's open children are cancelled. */
export function cancelAlgoOrder(algoId: number, options: CallOptions = {}) {
  return request('algoOrder', API.algoOrder(algoId), { ...options, method: 'DELETE' });
}

/** Sends the spec's defaults (orderKind ALL, size 30) unless given. */
export function getChartPending(query: ChartPendingQuery, options: CallOptions = {}) {
  return request('chartPending', API.chartPending, {
    ...options,
    query: chartPendingQuery.parse(query),
  });
}

/** The member's drawings of a coin, in the order they were created (the first drawn first). */
export function listDrawings(key: CoinKey, options: CallOptions = {}) {
  return request('drawings', API.drawings, { ...options, query: drawingsQuery.parse({ key }) });
}

/**
 * Creates (`baseVersion` 0) or updates (`baseVersion` the version it was edited from) the drawing `id`;
 * answers it as stored (version + 1, the exchange's updatedAt). Throws a ZodError before anything is sent
 * for a drawing the exchange would refuse (contract/drawing-rules.ts, DRAWING_MAX_BYTES); a write made on
 * an older version fails with DRAWING_STALE, the drawing as it is now in `currentDrawingOf(error)`.
 */
export function putDrawing(id: string, body: DrawingPutRequest, options: CallOptions = {}) {
  return request('putDrawing', API.drawing(drawingIdSchema.parse(id)), {
    ...options,
    method: 'PUT',
    body: drawingPutRequest.parse(body),
  });
}

/** Deletes the drawing `id` at `version` (DRAWING_STALE at another, with the drawing as it is now). */
export function deleteDrawing(id: string, version: number, options: CallOptions = {}) {
  return request('deleteDrawing', API.drawing(drawingIdSchema.parse(id)), {
    ...options,
    method: 'DELETE',
    query: drawingDeleteQuery.parse({ version }),
  });
}

/** Deletes every drawing of the member on a coin; answers their ids. */
export function deleteAllDrawings(key: CoinKey, options: CallOptions = {}) {
  return request('deleteAllDrawings', API.drawings, {
    ...options,
    method: 'DELETE',
    query: drawingsQuery.parse({ key }),
  });
}

/**
 * The drawing as the exchange keeps it now, when `error` is a write refused as stale (DRAWING_STALE): the
 * app shows it instead of its own; undefined for any other failure.
 */
export function currentDrawingOf(error: unknown): Drawing | undefined {
  if (!(error instanceof ApiError) || error.code !== DRAWING_ERROR_CODES.stale) return undefined;
  const stale = drawingStaleSchema.safeParse(error.data);
  return stale.success ? stale.data.current : undefined;
}

/** The member's alerts, oldest first: on every coin, or on `key` only. */
export function alerts(key?: CoinKey, options: CallOptions = {}) {
  return request('alerts', API.alerts, {
    ...options,
    query: key === undefined ? undefined : { key: coinKeySchema.parse(key) },
  });
}

/**
 * Creates (`baseVersion` 0) or updates (`baseVersion` the version it was edited from) the alert `id`;
 * answers it as stored. Throws a ZodError before anything is sent for an alert alertProblem refuses; a
 * write made on another version fails with ALERT_STALE, the alert as it is now in `currentAlertOf(error)`.
 */
export function putAlert(id: string, body: AlertPutRequest, options: CallOptions = {}) {
  return request('putAlert', API.alert(alertIdSchema.parse(id)), {
    ...options,
    method: 'PUT',
    body: alertPutRequest.parse(body),
  });
}

/** Deletes the alert `id` at `version` (ALERT_STALE at another, with the alert as it is now). */
export function deleteAlert(id: string, version: number, options: CallOptions = {}) {
  return request('deleteAlert', API.alert(alertIdSchema.parse(id)), {
    ...options,
    method: 'DELETE',
    query: alertDeleteQuery.parse({ version }),
  });
}

/**
 * The alert as the exchange keeps it now, when `error` is a write refused as stale (ALERT_STALE); undefined
 * for any other failure.
 */
export function currentAlertOf(error: unknown): Alert | undefined {
  if (!(error instanceof ApiError) || error.code !== ALERT_ERROR_CODES.stale) return undefined;
  const stale = alertStaleSchema.safeParse(error.data);
  return stale.success ? stale.data.current : undefined;
}

/** The firing log, newest first: of the member's alerts on a coin (`{key}`) or of one alert (`{alertId}`). */
export function alertFirings(query: AlertFiringsQuery, options: CallOptions = {}) {
  return request('alertFirings', API.alertFirings, { ...options, query: alertFiringsQuery.parse(query) });
}

/** "Other SMS" send (chart spec §7); in test mode the simulator tells tests the code (API.adminSmsCode). */
export function sendSmsToken(smsSendWork: SmsSendWork, options: CallOptions = {}) {
  return request('smsSend', API.smsToken, {
    ...options,
    query: smsSendQuery.parse({ smsSendWork }),
  });
}

/** "Other SMS" confirm; throws a ZodError for a code that is not 6 digits before anything is sent. */
export function confirmSmsToken(body: SmsConfirmRequest, options: CallOptions = {}) {
  return request('smsConfirm', API.smsToken, {
    ...options,
    method: 'POST',
    body: smsConfirmRequest.parse(body),
  });
}

/** Member SMS send of the login's SMS step (§7 v2): the member as the login answered them. */
export function sendMemberSmsTokenV2(body: MemberSmsSendV2Request, options: CallOptions = {}) {
  return request('memberSmsSend', API.memberSmsTokenV2, {
    ...options,
    method: 'POST',
    body: memberSmsSendV2Request.parse(body),
  });
}

/** Member SMS send of the older pages (§7 v1): the member number only. */
export function sendMemberSmsToken(body: MemberSmsSendRequest, options: CallOptions = {}) {
  return request('memberSmsSend', API.memberSmsToken, {
    ...options,
    method: 'POST',
    body: memberSmsSendRequest.parse(body),
  });
}

/** Member SMS confirm (§7): answers the member when it completed a login's SMS step (the session started). */
export function confirmMemberSmsToken(body: MemberSmsConfirmRequest, options: CallOptions = {}) {
  return request('memberSmsConfirm', API.memberSmsConfirm, {
    ...options,
    method: 'POST',
    body: memberSmsConfirmRequest.parse(body),
  });
}

/** Whether the member's logins ask for an SMS code. */
export function getSmsLogin(options: CallOptions = {}) {
  return request('smsLogin', API.smsLogin, options);
}

/** Turns SMS login on or off; the simulator needs a 'login' code confirmed just before (else 428). */
export function putSmsLogin(body: SmsLoginSetting, options: CallOptions = {}) {
  return request('smsLogin', API.smsLogin, {
    ...options,
    method: 'PUT',
    body: smsLoginSettingSchema.parse(body),
  });
}

/** Sets the member's trade password; the simulator needs a 'login' code confirmed just before (else 428). */
export function putTradePassword(body: TradePasswordRequest, options: CallOptions = {}) {
  return request('tradePassword', API.tradePassword, {
    ...options,
    method: 'PUT',
    body: tradePasswordRequest.parse(body),
  });
}

/** The member's Open API keys (never their secrets). */
export function getOpenApiKeys(options: CallOptions = {}) {
  return request('openApiKeys', API.openApiKeys, options);
}

/** Issues a key; the answer holds its secret, this once. Needs an issueOpenApiKey code confirmed just before. */
export function issueOpenApiKey(body: OpenApiAllowedIpsRequest, options: CallOptions = {}) {
  return request('issueOpenApiKey', API.openApiKeys, {
    ...options,
    method: 'POST',
    body: openApiAllowedIpsRequest.parse(body),
  });
}

/** Deletes a key. Needs a deleteOpenApiKey code confirmed just before. */
export function deleteOpenApiKey(accessKey: string, options: CallOptions = {}) {
  return request('deleteOpenApiKey', API.openApiKey(accessKey), { ...options, method: 'DELETE' });
}

/** Replaces a key's allowed addresses. Needs a modifyOpenApiKeyAllowIp code confirmed just before. */
export function putOpenApiKeyAllowedIps(
  accessKey: string,
  body: OpenApiAllowedIpsRequest,
  options: CallOptions = {},
) {
  return request('openApiKeyAllowedIps', API.openApiKeyAllowedIps(accessKey), {
    ...options,
    method: 'PUT',
    body: openApiAllowedIpsRequest.parse(body),
  });
}

/** The member's Plus buy status: eligibility, loans, alerts and fee refunds. */
export function getCreditStatus(options: CallOptions = {}) {
  return request('creditStatus', API.creditStatus, options);
}

/** The Plus buy filing period in force on the simulator's clock (chart spec §9). Public. */
export function getCreditFiling(options: CallOptions = {}) {
  return request('creditFiling', API.creditFiling, options);
}

/** Repays a Plus buy loan early: from KRW (`krw`) or by selling what it bought (`sell`); answers the loan after. */
export function repayLoan(loanId: number, method: RepayMethod, options: CallOptions = {}) {
  return request('creditRepay', API.creditRepay(loanId), {
    ...options,
    method: 'POST',
    body: repayRequest.parse({ method }),
  });
}

/** The member's premium grade group and its banner slides (shell spec §7). */
export function getPremiumGrade(options: CallOptions = {}) {
  return request('premiumGrade', API.premiumGrade, options);
}

/** Coins newly supported for deposit, newest first (shell spec §7). */
export function getCoinInoutLatest(options: CallOptions = {}) {
  return request('coinInoutLatest', API.coinInoutLatest, options);
}

/** The newest notices, newest first (shell spec §7, "notice fetch"). */
export function getNotices(options: CallOptions = {}) {
  return request('notices', API.notices, options);
}

/** How many ranking competitions are displayed (shell spec §7, "competition fetch"). */
export function getCompetitionSummary(options: CallOptions = {}) {
  return request('competitionSummary', API.competitionSummary, options);
}

/** The member's limit type (shell spec §7, "limit-type fetch"). */
export function getLimitType(options: CallOptions = {}) {
  return request('limitType', API.limitType, options);
}

/** The member's limit-raise condition case (shell spec §7, "limit-raise-condition check"). */
export function getLimitRaiseCondition(options: CallOptions = {}) {
  return request('limitRaiseCondition', API.limitRaiseCondition, options);
}

/** Whether a path is blocked for the member (shell spec §7); the path is lowercased here, as the spec asks. */
export function getBlockStatus(path: string, options: CallOptions = {}) {
  return request('blockStatus', API.blockStatus, {
    ...options,
    track: false,
    query: blockStatusQuery.parse({ endpointType: SHELL.endpointType, path: path.toLowerCase() }),
  });
}

/** The oldest deposit interest payment the member has not seen (the balance-complete modal). */
export function getUnseenInterest(options: CallOptions = {}) {
  return request('unseenInterest', API.unseenInterest, options);
}

/** Marks an interest payment seen, so its modal shows once. */
export function markInterestSeen(paymentId: number, options: CallOptions = {}) {
  return request('interestSeen', API.interestSeen(paymentId), { ...options, method: 'POST' });
}

/** A new captcha (shell §7 "captcha info"); the widget retries a failure with growing delay itself. */
export function getCaptchaInfo(options: CallOptions = {}) {
  return request('captchaInfo', API.captchaInfo, { ...options, track: false });
}

/** Judges a captcha's answer (shell §7): resolves when it passes; any failure (ApiError) is a fail. */
export function verifyCaptcha(body: CaptchaVerifyRequest, options: CallOptions = {}) {
  return request('captchaVerify', API.captchaVerify, { ...options, method: 'POST', body });
}

/** The nations of the nation picker (shell §7); nationsQuery turns a failure into an empty list. */
export function getNations(options: CallOptions = {}) {
  return request('nations', API.nations, options);
}

/**
 * Uploads one file of the image upload widget; the simulator checks its type from the content and its size.
 * A guest's page (sign-up) names the captcha it solved: the exchange takes a guest's file only with one.
 */
export function uploadAttachment(file: File, options: CallOptions & { captchaKey?: string } = {}) {
  const { captchaKey, ...call } = options;
  const headers = captchaKey === undefined ? undefined : { [UPLOAD.captchaHeader]: captchaKey };
  return request('attachment', API.attachments, { ...call, method: 'POST', file, headers });
}

/** Signs up a new member (joinRequest); a refusal carries each field's problem (joinRefusalSchema). */
export function join(body: JoinRequest, options: CallOptions = {}) {
  return request('join', API.join, { ...options, method: 'POST', body });
}

/** The member's point balance and fee reward credits, newest first. */
export function getPointHistory(query: PointHistoryQuery = {}, options: CallOptions = {}) {
  return request('pointHistory', API.pointHistory, {
    ...options,
    query: { ...pointHistoryQuery.parse(query) },
  });
}

/** A terms document type's published versions, newest first, and which one is in effect (chart spec §3). */
export function getTermsHistory(type: TermsType, options: CallOptions = {}) {
  return request('termsHistory', API.termsHistory(type), options);
}

/**
 * One version of a terms document: `current` (the default), a KST day YYYY-MM-DD (the version in effect
 * that day) or a version id.
 */
export function getTermsVersion(type: TermsType, ref: string = TERMS_CURRENT, options: CallOptions = {}) {
  return request('termsVersion', API.termsVersion(type, encodeURIComponent(ref)), options);
}
