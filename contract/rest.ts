/**
 * REST paths of the exchange, the socket endpoint, the session cookie, and the `data` each successful call
 * answers. Where the spec says a path is "not shown", the path chosen here is the one the project uses.
 */
import type { CoinKey } from './markets';
import type { MarketSourceInfo, ReplayState } from './market-source';
import type {
  AssetsResponse,
  CandlesResponse,
  ChartPendingResponse,
  CoinInfo,
  FavoriteRow,
  MarketInfo,
  MetaInfo,
  TickersResponse,
  UserInfo,
} from './payloads';
import type { CreditStatus, LoanRow } from './credit-status';
import type { FilingPeriod } from './plus-buy-loan';
import type {
  BlockStatus,
  CoinInoutLatest,
  CompetitionSummary,
  LimitRaiseCondition,
  LimitType,
  Notice,
  PremiumGrade,
  UnseenInterest,
} from './shell';
import type {
  ApplicationFiles,
  ApplicationRecord,
  ApplyCount,
  FeeRewardInfo,
  FeeRewardResult,
  HistoryEntry,
  InoutCoin,
  SmartSellPage,
  PointHistory,
  Statement,
} from './inout';
import type { AlgoOrderRow, SplitPreview } from './algo-orders';
import type { Drawing } from './drawings';
import type { DrawingList, DrawingsDeleted } from './drawing-calls';
import type { Alert } from './alerts';
import type { AlertList } from './alert-calls';
import type { AlertFiringList, NotificationPage, NotificationsRead } from './notification-calls';
import type { JoinResult } from './member-join';
import type { IssuedOpenApiKey, OpenApiKey } from './open-api';
import type { TermsHistory, TermsVersion } from './terms';
import type {
  MemberSmsConfirmResponse,
  MemberSmsSendResponse,
  SmsConfirmResponse,
  SmsLoginChallenge,
  SmsLoginSetting,
  SmsSendResponse,
} from './sms';
import type { QueueStatus } from './queue';
import type { OrderBookSnapshot } from './socket';
import type { OrderHistoryResponse, OrderRow } from './trading';
import type { Attachment, CaptchaInfo, Nation } from './widgets';

export const API = {
  meta: '/react/meta.json',
  health: '/v1/health',
  /** GET: the caller's place in the access queue (QueueStatus); never queued itself (contract/queue.ts). */
  queueStatus: '/v1/queue',
  markets: '/v1/markets',
  /** GET: where the prices come from (MarketSourceInfo), as the intro frame also tells it. */
  marketSource: '/v1/market-source',
  /** POST replayRequest: plays, pauses, steps, speeds or jumps the replay (409 CONFLICT on another source). */
  replay: '/v1/replay',
  /** GET the coin catalogue; query coinsFilterQuery (symbol) narrows it to one coin's listings. */
  coins: '/v1/coins',
  tickers: '/v1/tickers',
  candles: '/v1/candles',
  login: '/v1/members/login',
  logout: '/v1/members/logout',
  me: '/v1/members/me',
  assets: '/v1/assets',
  favorites: '/v1/favorites',
  /** DELETE `${favorites}/${CoinKey}` */
  favorite: (key: CoinKey) => `/v1/favorites/${key}`,
  /** POST places an order; GET lists the member's orders (ordersQuery: pending ones with status=pending). */
  orders: '/v1/trade/orders',
  /** DELETE cancels. */
  order: (orderId: number) => `/v1/trade/orders/${orderId}`,
  /** POST replaces an open order at a new price (replaceOrderRequest): cancel and place in one transaction. */
  replaceOrder: (orderId: number) => `/v1/trade/orders/${orderId}/replace`,
  /** GET: closed orders with their fills, by date range and page (orderHistoryQuery). */
  orderHistory: '/v1/trade/orders/history',
  /** GET: the book of one coin (query key), the same levels as the orderbook channel's snapshot. */
  orderBook: '/v1/trade/orderbook',
  /** DELETE with query key: cancels every open order of the member on that coin (cancelAllQuery). */
  cancelAll: '/v1/trade/orders',
  chartPending: '/v2/trade/orders/chart-pending',
  /** GET: the member's parent orders, newest first (AlgoOrderRow[]; contract/algo-orders.ts). */
  algoOrders: '/v1/trade/algo-orders',
  /** POST twapRequest: starts a TWAP (AlgoOrderRow). */
  algoTwap: '/v1/trade/algo-orders/twap',
  /** POST splitRequest: places a split order's children at once, all or none (AlgoOrderRow). */
  algoSplit: '/v1/trade/algo-orders/split',
  /** POST splitRequest: the children a split order would place (SplitPreview); places nothing. */
  algoSplitPreview: '/v1/trade/algo-orders/split/preview',
  /** GET one parent order (AlgoOrderRow); DELETE cancels it (a split order's open children with it). */
  algoOrder: (algoId: number | string) => `/v1/trade/algo-orders/${algoId}`,
  /** POST: pauses a running TWAP (AlgoOrderRow). */
  algoPause: (algoId: number | string) => `/v1/trade/algo-orders/${algoId}/pause`,
  /** POST: resumes a paused TWAP (AlgoOrderRow). */
  algoResume: (algoId: number | string) => `/v1/trade/algo-orders/${algoId}/resume`,
  /**
   * The member's chart drawings of a coin (contract/drawing-calls.ts): GET drawingsQuery lists them
   * (DrawingList); DELETE drawingsQuery deletes them all (DrawingsDeleted).
   */
  drawings: '/v1/drawings',
  /**
   * One drawing of the member: PUT drawingPutRequest creates (baseVersion 0) or updates it (the Drawing
   * stored); DELETE drawingDeleteQuery (version) deletes it (null).
   */
  drawing: (id: string) => `/v1/drawings/${id}`,
  /** The member's named layouts (contract/layout-calls.ts): GET lists them without documents (LayoutList). */
  layouts: '/v1/layouts',
  /**
   * One layout of the member: GET answers it (NamedLayout); PUT layoutPutRequest creates (baseVersion 0) or
   * saves it (the NamedLayout stored); DELETE layoutDeleteQuery (version) deletes it (null).
   */
  layout: (id: string) => `/v1/layouts/${id}`,
  /** PUT layoutRenameRequest: renames a layout at its version (the NamedLayout stored). */
  layoutName: (id: string) => `/v1/layouts/${id}/name`,
  /** PUT makes the layout the member's default, DELETE leaves the member none (both LayoutList). */
  layoutDefault: (id: string) => `/v1/layouts/${id}/default`,
  /** POST layoutCopyRequest: copies a layout under a new id and a copy's name (the NamedLayout made). */
  layoutCopy: (id: string) => `/v1/layouts/${id}/copy`,
  /** The member's alerts on every coin (contract/alert-calls.ts): GET lists them (AlertList). */
  alerts: '/v1/alerts',
  /**
   * One alert of the member: PUT alertPutRequest creates (baseVersion 0) or updates it (the Alert stored);
   * DELETE alertDeleteQuery (version) deletes it (null).
   */
  alert: (id: string) => `/v1/alerts/${id}`,
  /** GET alertFiringsQuery: the firing log of the member's alerts on a coin, or of one alert (AlertFiringList). */
  alertFirings: '/v1/alerts/firings',
  /**
   * The member's notifications (contract/notification-calls.ts): GET notificationsQuery pages them newest
   * first (NotificationPage).
   */
  notifications: '/v1/notifications',
  /** POST notificationsReadRequest: marks some or all read (NotificationsRead). */
  notificationsRead: '/v1/notifications/read',
  /** GET: the member's Plus buy status (CreditStatus): eligibility, loans, alerts, fee refunds. */
  creditStatus: '/v1/credit/status',
  /** POST repayRequest: early repayment of one loan, in KRW or by selling its assets; answers the loan. */
  creditRepay: (loanId: number) => `/v1/credit/loans/${loanId}/repay`,
  /** GET (path chosen; public): the Plus buy filing period in force on the simulator's clock (§9). */
  creditFiling: '/v1/credit/filing',
  /** Shell §7: the premium grade banner of the member (PremiumGrade). */
  premiumGrade: '/v1/members/grade/premium',
  /** Shell §7: coins newly supported for deposit (the user panel's banner). Public. */
  coinInoutLatest: '/v1/coin-inout/latest',
  /** Shell §7 "notice fetch" (path chosen): the newest notices. Public. */
  notices: '/v1/notices',
  /** Shell §7 "competition fetch" (path chosen): displayingCompetitionCount. Public. */
  competitionSummary: '/v1/competitions/summary',
  /** Shell §7 "limit-type fetch" (path chosen; member). */
  limitType: '/v1/members/limit-type',
  /** Shell §7 "limit-raise-condition check" (path chosen; member). */
  limitRaiseCondition: '/v1/members/limit-raise-condition',
  /** Shell §7 "block-endpoint status" (path chosen; member): query blockStatusQuery. */
  blockStatus: '/v1/members/block-status',
  /** The oldest deposit interest payment the member has not seen (balance-complete modal; member). */
  unseenInterest: '/v1/assets/interest/unseen',
  /** POST: marks a payment seen, so the balance-complete modal shows it once (answers null). */
  interestSeen: (paymentId: number) => `/v1/assets/interest/${paymentId}/seen`,
  /** Shell §7 "captcha info" (path chosen): a new captcha (CaptchaInfo). Public. */
  captchaInfo: '/v1/comn/captcha',
  /** Shell §7 "captcha verify" (path chosen): POST captchaVerifyRequest; 200 passes (null), else fails. */
  captchaVerify: '/v1/comn/captcha/verify',
  /** Shell §7: the nations of the nation picker (Nation[]). Public. */
  nations: '/v1/comn/nations',
  /**
   * POST one file (image upload widget): the body is the file's bytes (application/octet-stream), its
   * name in UPLOAD.fileNameHeader; answers the Attachment. Public (sign-up documents come before the member).
   */
  attachments: '/v1/comn/attachments',
  /** POST joinRequest: creates a member (sign-up); answers JoinResult. */
  join: '/v1/members/join',
  /** "Other SMS": GET sends a code (query smsSendWork), POST confirms it (smsConfirmRequest). */
  smsToken: '/v1/sms/token',
  /** §7 POST memberSmsSendV2Request: the login's SMS step sends its code (MemberSmsSendResponse). */
  memberSmsTokenV2: '/v2/members/sms/token',
  /** §7 POST memberSmsSendRequest: the older pages send the member's 'login' code (MemberSmsSendResponse). */
  memberSmsToken: '/v1/members/sms/token',
  /** §7 POST memberSmsConfirmRequest: confirms it; completes a login waiting for it (MemberSmsConfirmResponse). */
  memberSmsConfirm: '/v1/members/sms/token/confirm',
  /** The member's SMS-login switch: GET reads it, PUT sets it (smsLoginSettingSchema). */
  smsLogin: '/v1/members/security/sms-login',
  /** PUT tradePasswordRequest: sets the trade password (a confirmed 'login' code first); answers UserInfo. */
  tradePassword: '/v1/members/security/trade-password',
  /**
   * Open API keys (contract/open-api.ts; member, session only): GET lists the member's keys (OpenApiKey[]),
   * POST openApiAllowedIpsRequest issues one (IssuedOpenApiKey: its secret, once; needs a confirmed
   * issueOpenApiKey code).
   */
  openApiKeys: '/v1/members/open-api/keys',
  /** DELETE: deletes the key (answers null; needs a confirmed deleteOpenApiKey code). */
  openApiKey: (accessKey: string) => `/v1/members/open-api/keys/${accessKey}`,
  /** PUT openApiAllowedIpsRequest: replaces the key's allowed addresses (OpenApiKey; needs modifyOpenApiKeyAllowIp). */
  openApiKeyAllowedIps: (accessKey: string) => `/v1/members/open-api/keys/${accessKey}/allowed-ips`,
  /** Deposits and withdrawals (chart spec §7; paths it leaves "not shown" are chosen here). */
  /** GET statementQuery: the member's deposits and withdrawals, newest first (Statement). */
  inoutHistory: '/v1/coin-inout/history',
  /** GET one record by sequence (HistoryEntry): §7's "transfer withdraw detail", for any record. */
  inoutTransfer: (seq: number) => `/v1/coin-inout/transfers/${seq}`,
  /** GET what the deposit and withdraw pages need of one coin or KRW (InoutCoin). */
  inoutCoin: (coinType: string) => `/v1/coin-inout/coins/${coinType}`,
  /** POST coinWithdrawRequest: a coin withdrawal (HistoryEntry in 01). */
  withdraw: '/v1/coin-inout/withdraw',
  /** §7 PUT withdrawCancelRequest: cancels a withdrawal in 01 (HistoryEntry in 02). */
  withdrawCancel: '/v1/coin-inout/withdraw/cancel',
  /** POST krwTransferRequest: a KRW deposit by bank transfer (HistoryEntry in 01). */
  krwDeposit: '/v1/coin-inout/krw/deposit',
  /** POST krwTransferRequest: a KRW withdrawal to the linked bank account (HistoryEntry in 01). */
  krwWithdraw: '/v1/coin-inout/krw/withdraw',
  /** §7 fee reward by sequence: GET the info (FeeRewardInfo), POST applies (FeeRewardResult). */
  feeReward: (seq: number) => `/v1/coin-inout/withdraw/${seq}/fee-reward`,
  /** §7 GET query coinInSeq: the deposit application's documents (ApplicationFiles). */
  depositApplicationFiles: '/v1/coin-inout/deposit-application/files',
  /** §7 GET query coinInSeq: the return application's documents (ApplicationFiles). */
  refundApplicationFiles: '/v1/coin-inout/refund-application/files',
  /** §7 GET: deposit applications made and allowed for a deposit (ApplyCount). */
  depositApplyCount: (seq: number) => `/v1/coin-inout/deposit-application/apply-count/${seq}`,
  /** §7 GET: return applications made and allowed for a deposit (ApplyCount). */
  refundApplyCount: (seq: number) => `/v1/coin-inout/refund-application/apply-count/${seq}`,
  /** POST depositApplicationRequest: applies for a held deposit to be credited (ApplicationRecord). */
  depositApplication: '/v1/coin-inout/deposit-application',
  /** POST refundApplicationRequest: applies for a deposit to be returned (ApplicationRecord). */
  refundApplication: '/v1/coin-inout/refund-application',
  /** GET the application history record of a deposit (historyInfo, ApplicationRecord). */
  applicationRecord: (seq: number) => `/v1/coin-inout/applications/${seq}`,
  /** GET smartSellQuery: the member's smart sales, newest first (SmartSellPage). */
  smartSell: '/v1/coin-inout/smart-sell',
  /** GET pointHistoryQuery: the member's point balance and credits, newest first (PointHistory). */
  pointHistory: '/v1/points/history',
  /** GET a terms document type's published versions, newest first (TermsHistory; public; contract/terms.ts). */
  termsHistory: (type: string) => `/v1/terms/${type}`,
  /** GET one version (TermsVersion; public): `current`, a KST day (the version in effect then) or a version id. */
  termsVersion: (type: string, ref: string) => `/v1/terms/${type}/${ref}`,
  /** Fault switches; answers only on loopback and only in test mode. */
  adminFaults: '/__admin/faults',
  /** Opens or closes a market (admin, loopback, test mode); the intro channel reports the change. */
  adminMarket: '/__admin/market',
  /** Moves a coin's listing times (admin, loopback, test mode); the intro channel reports the change. */
  adminListing: '/__admin/listing',
  /** Makes the simulated market trade a coin at a price now (admin, loopback, test mode): fills orders on demand. */
  adminTrade: '/__admin/trade',
  /** Moves the credit clock ahead (adminCreditClockRequest; admin, loopback, test mode); answers CreditClock. */
  adminCreditClock: '/__admin/credit-clock',
  /**
   * POST: a full garbage collection now, when the server runs with node's --expose-gc (admin, loopback,
   * test mode); answers AdminGc. The flood test reads the server's RSS after it, garbage not counted.
   */
  adminGc: '/__admin/gc',
  /** Publishes a notice (adminNoticeRequest; admin, loopback, test mode). */
  adminNotice: '/__admin/notices',
  /** Sets the displayed competition count (adminCompetitionRequest; admin, loopback, test mode). */
  adminCompetition: '/__admin/competitions',
  /** Blocks or unblocks a path (adminEndpointBlockRequest; admin, loopback, test mode). */
  adminEndpointBlock: '/__admin/endpoint-blocks',
  /** Pays a member deposit interest (adminInterestRequest; admin, loopback, test mode). */
  adminInterest: '/__admin/interest',
  /** GET the answer of a captcha (admin, loopback, test mode): end-to-end tests solve it like a person. */
  adminCaptchaAnswer: (captchaKey: string) => `/__admin/captcha/${captchaKey}`,
  /**
   * DELETE: forgets every failed login count, so no captcha or lock is asked (admin, loopback, test mode).
   * End-to-end tests share one server and one address: a test that fails logins on purpose clears them.
   */
  adminLoginFailures: '/__admin/login-failures',
  /** GET adminSmsCodeQuery: the last code sent to a member for a work (admin, loopback, test mode): tests read it. */
  adminSmsCode: '/__admin/sms/code',
  /**
   * GET adminSmsOutboxQuery: the SMS sent to a member, newest first (AdminSmsOutbox; admin, loopback, test
   * mode): the Plus buy risk alerts' phone messages, which no gateway sends, for tests to read.
   */
  adminSmsOutbox: '/__admin/sms/outbox',
  /** POST adminInoutStateRequest: the back office moves a record (admin, loopback, test mode); answers HistoryEntry. */
  adminInoutState: '/__admin/inout/state',
  /** POST adminInoutDepositRequest: a coin arrives for a member (admin, loopback, test mode); answers HistoryEntry. */
  adminInoutDeposit: '/__admin/inout/deposits',
  /** POST adminSmartSellRequest: opens or settles a smart sale (admin, loopback, test mode); answers SmartSellEntry. */
  adminSmartSell: '/__admin/inout/smart-sell',
} as const;

/**
 * The calls an Open API key may make (contract/open-api.ts), as the simulator registers them (`:param` for
 * a path parameter): the member's assets and orders. Anything else needs the member's session.
 */
export const OPEN_API_ROUTES = [
  { method: 'GET', path: API.assets },
  { method: 'POST', path: API.orders },
  { method: 'GET', path: API.orders },
  { method: 'DELETE', path: API.cancelAll },
  { method: 'DELETE', path: `${API.orders}/:orderId` },
  { method: 'POST', path: `${API.orders}/:orderId/replace` },
  { method: 'GET', path: API.orderHistory },
  { method: 'GET', path: API.algoOrders },
  { method: 'POST', path: API.algoTwap },
  { method: 'POST', path: API.algoSplit },
  { method: 'POST', path: API.algoSplitPreview },
  { method: 'GET', path: API.algoOrder(':algoId') },
  { method: 'DELETE', path: API.algoOrder(':algoId') },
  { method: 'POST', path: API.algoPause(':algoId') },
  { method: 'POST', path: API.algoResume(':algoId') },
] as const;

/**
 * The exchange's own pages outside the app (shell §2.2 "external links", §2.3 social links and contact
 * entries): the support site, guides and channels. The simulator serves each at EXTERNAL_SITE_PATH/{id};
 * a deployment points VITE_EXTERNAL_SITE_URL at the real site.
 */
export const EXTERNAL_SITE_PATH = '/ext';

/** The socket endpoint, on the same origin as the REST API. */
export const SOCKET_PATH = '/ws';

/** Name of the httpOnly session cookie set by login; the socket upgrade carries it to identify the member. */
export const SESSION_COOKIE = 'td_session';

/**
 * Name of the readable cookie that goes with the session cookie: set and cleared with it, and cleared by
 * any 401 answer. It holds no secret ("1"), only the fact that this browser may have a session, so that
 * the app does not ask `API.me` (which answers a guest 401, a console error in browsers) without one.
 */
export const SESSION_HINT_COOKIE = 'td_signed_in';

/**
 * The `data` of each successful call (the client types its functions with it, the simulator answers it).
 * A guest's `me` is a 401 UNAUTHORIZED. meta.json is a static file: `{version, date}` without envelope.
 */
export interface ResponseData {
  meta: MetaInfo;
  queueStatus: QueueStatus;
  markets: MarketInfo[];
  marketSource: MarketSourceInfo;
  replay: ReplayState;
  coins: CoinInfo[];
  tickers: TickersResponse;
  candles: CandlesResponse;
  /** The session started (UserInfo), or the member turned SMS login on and the SMS step comes first. */
  login: UserInfo | SmsLoginChallenge;
  logout: null;
  me: UserInfo;
  assets: AssetsResponse;
  /** list, add and remove all answer the member's favourites after the call. */
  favorites: FavoriteRow[];
  placeOrder: OrderRow;
  cancelOrder: OrderRow;
  /** DELETE orders?key=: the orders it cancelled. */
  cancelAll: OrderRow[];
  /** The new order that replaced the old one. */
  replaceOrder: OrderRow;
  orders: OrderRow[];
  orderHistory: OrderHistoryResponse;
  orderBook: OrderBookSnapshot;
  chartPending: ChartPendingResponse;
  algoOrders: AlgoOrderRow[];
  /** Place, get, pause, resume and cancel answer the parent after the call. */
  algoOrder: AlgoOrderRow;
  algoSplitPreview: SplitPreview;
  drawings: DrawingList;
  /** The drawing as stored after the PUT: its new version and updatedAt. */
  putDrawing: Drawing;
  deleteDrawing: null;
  deleteAllDrawings: DrawingsDeleted;
  alerts: AlertList;
  /** The alert as stored after the PUT: its new version and updatedAt. */
  putAlert: Alert;
  deleteAlert: null;
  alertFirings: AlertFiringList;
  notifications: NotificationPage;
  notificationsRead: NotificationsRead;
  smsSend: SmsSendResponse;
  smsConfirm: SmsConfirmResponse;
  smsLogin: SmsLoginSetting;
  /** The member after the trade password was set (useTradePasswordStatus 'Y'). */
  tradePassword: UserInfo;
  memberSmsSend: MemberSmsSendResponse;
  memberSmsConfirm: MemberSmsConfirmResponse;
  openApiKeys: OpenApiKey[];
  issueOpenApiKey: IssuedOpenApiKey;
  deleteOpenApiKey: null;
  openApiKeyAllowedIps: OpenApiKey;
  creditStatus: CreditStatus;
  creditRepay: LoanRow;
  creditFiling: FilingPeriod;
  premiumGrade: PremiumGrade;
  coinInoutLatest: CoinInoutLatest;
  notices: Notice[];
  competitionSummary: CompetitionSummary;
  limitType: LimitType;
  limitRaiseCondition: LimitRaiseCondition;
  blockStatus: BlockStatus;
  unseenInterest: UnseenInterest;
  interestSeen: null;
  captchaInfo: CaptchaInfo;
  captchaVerify: null;
  nations: Nation[];
  attachment: Attachment;
  join: JoinResult;
  inoutHistory: Statement;
  inoutTransfer: HistoryEntry;
  inoutCoin: InoutCoin;
  withdraw: HistoryEntry;
  withdrawCancel: HistoryEntry;
  krwDeposit: HistoryEntry;
  krwWithdraw: HistoryEntry;
  feeRewardInfo: FeeRewardInfo;
  feeRewardApply: FeeRewardResult;
  applicationFiles: ApplicationFiles;
  applyCount: ApplyCount;
  depositApplication: ApplicationRecord;
  refundApplication: ApplicationRecord;
  applicationRecord: ApplicationRecord;
  smartSell: SmartSellPage;
  pointHistory: PointHistory;
  termsHistory: TermsHistory;
  termsVersion: TermsVersion;
}

/** Fault switches (admin, test mode). Each is on while true; `delayMs` applies to `timeout`. */
