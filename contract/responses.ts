/**
 * zod schemas of the `data` each successful REST call answers (ResponseData of rest.ts), each checked
 * against its TypeScript type with `satisfies`, so a schema and its type cannot drift apart. The client
 * validates every answer with them: a field missing, of the wrong type or a number that is not finite
 * (zod's z.number() refuses NaN and ±Infinity) is a contract error, never data passed along.
 * Unknown extra fields are dropped; the checks are the types' own, with no rule of the server's added.
 */
import { z } from 'zod';
import { lazySchema } from './lazy-schema';
import { isMarketSourceInfo, isReplayState, type MarketSourceInfo, type ReplayState } from './market-source';
import type { MetaInfo } from './payloads';
import {
  coinKeySchema,
  type AssetRow,
  type AssetsResponse,
  type CandlesResponse,
  type ChartPendingResponse,
  type CoinInfo,
  type FavoriteRow,
  type InfoOnMarket,
  type MarketInfo,
  type Ticker,
  type TickersResponse,
  type UserInfo,
} from './payloads';
import { CANDLE_INTERVALS } from './intervals';
import { MARKET_SYMBOLS, type MarketSymbol } from './markets';
import type { ResponseData } from './rest';
import { issuedOpenApiKeySchema, openApiKeySchema } from './open-api';
import { queueStatusSchema } from './queue';
import { ELIGIBILITY_PROBLEMS, LOAN_CLOSE_REASONS, LOAN_STATES, RISK_BANDS } from './plus-buy';
import type { CreditStatus, LoanRow } from './credit-status';
import type { FilingPeriod } from './plus-buy-loan';
import {
  blockStatusSchema,
  coinInoutLatestSchema,
  competitionSummarySchema,
  limitRaiseConditionSchema,
  limitTypeSchema,
  noticesSchema,
  premiumGradeSchema,
  unseenInterestSchema,
} from './shell';
import {
  applicationFilesSchema,
  applicationRecordSchema,
  applyCountSchema,
  feeRewardInfoSchema,
  feeRewardResultSchema,
  historyEntrySchema,
  inoutCoinSchema,
  pointHistorySchema,
  smartSellPageSchema,
  statementSchema,
} from './inout';
import { algoOrderRowSchema, splitPreviewSchema } from './algo-calls';
import { drawingListSchema, drawingSchema, drawingsDeletedSchema } from './drawing-calls';
import { alertListSchema, alertSchema } from './alert-calls';
import { alertFiringListSchema, notificationPageSchema, notificationsReadSchema } from './notification-calls';
import { joinResultSchema } from './member-join';
import { termsHistorySchema, termsVersionSchema } from './terms';
import { attachmentSchema, captchaInfoSchema, nationSchema } from './widgets';
import {
  SMS_SEND_WORKS,
  smsLoginChallengeSchema,
  smsLoginSettingSchema,
  type MemberSmsConfirmResponse,
  type MemberSmsSendResponse,
  type SmsConfirmResponse,
  type SmsSendResponse,
} from './sms';
import { TICKER_FIELDS, type BookLevel, type OrderBookSnapshot, type TickerField } from './socket';
import {
  ORDER_SIDES,
  ORDER_STATUSES,
  ORDER_TYPES,
  type FillRow,
  type OrderHistoryResponse,
  type OrderRow,
} from './trading';
import { SMP_TYPES, TIME_IN_FORCES } from './trading';

const marketSymbolSchema = lazySchema(() => z.enum(MARKET_SYMBOLS as [MarketSymbol, ...MarketSymbol[]]));
/** An ISO date-time as the exchange writes it, or null when not announced. */
const optionalDate = lazySchema(() => z.string().nullable());

export const metaInfoSchema = lazySchema(
  () =>
    z.object({
      version: z.string().min(1),
      date: z.string(),
    }) satisfies z.ZodType<MetaInfo>,
);

const marketInfoSchema = lazySchema(
  () =>
    z.object({
      marketSymbol: marketSymbolSchema,
      crncCd: z.string(),
      isBeta: z.boolean(),
      isOpen: z.boolean(),
    }) satisfies z.ZodType<MarketInfo>,
);

const infoOnMarketSchema = lazySchema(
  () =>
    z.object({
      isListedNew: z.boolean(),
      hasEvent: z.boolean(),
      canTrade: z.boolean(),
      isInvestment: z.boolean(),
      disClosure: z.boolean(),
      isStaking: z.boolean(),
      isMeme: z.boolean(),
      topFixedNew: z.boolean(),
      listedPrice: z.number(),
      buyOpenDate: optionalDate,
      sellOpenDate: optionalDate,
      marketReserveOrderStartTime: optionalDate,
    }) satisfies z.ZodType<InfoOnMarket>,
);

const coinInfoSchema = lazySchema(
  () =>
    z.object({
      key: coinKeySchema,
      coinType: z.string(),
      crncCd: z.string(),
      coinNm: z.string(),
      coinNmEn: z.string(),
      symbol: z.string(),
      marketSymbol: marketSymbolSchema,
      infoOnMarket: infoOnMarketSchema,
    }) satisfies z.ZodType<CoinInfo>,
);

const tickerNumbersShape = () =>
  Object.fromEntries(TICKER_FIELDS.map((field) => [field, z.number()])) as Record<TickerField, z.ZodNumber>;

const tickerSchema = lazySchema(
  () => coinInfoSchema.extend(tickerNumbersShape()) satisfies z.ZodType<Ticker>,
);

const candleColumns = ['time', 'open', 'high', 'low', 'close', 'volume'] as const;

const candlesSchema = lazySchema(
  () =>
    z
      .object({
        key: coinKeySchema,
        interval: z.enum(CANDLE_INTERVALS),
        time: z.array(z.number()),
        open: z.array(z.number()),
        high: z.array(z.number()),
        low: z.array(z.number()),
        close: z.array(z.number()),
        volume: z.array(z.number()),
        asOfMs: z.number().optional(),
      })
      .refine((candles) => candleColumns.every((column) => candles[column].length === candles.time.length), {
        message: 'candle columns differ in length',
      }) satisfies z.ZodType<CandlesResponse>,
);

const userInfoSchema = lazySchema(
  () =>
    z.object({
      memNo: z.number(),
      loginId: z.string(),
      name: z.string(),
      email: z.string(),
      phoneNoMaskedVer2: z.string(),
      isPasswordChgCampaignTarget: z.boolean(),
      joinType: z.number(),
      retCd: z.number(),
      status: z.enum(['N', 'H']),
      isMinor: z.boolean(),
      useTradePasswordStatus: z.enum(['Y', 'N', 'I']),
      language: z.enum(['ko', 'en']),
      isBusiness: z.boolean(),
      nameOfGrade: z.string(),
      colorOfGrade: z.string(),
      gradeGroup: z.enum(['ALL_VOUCHER', 'PREMIUM_BENEFIT', 'NONE']),
      isVirtualAccount: z.boolean(),
      isLimitAccount: z.boolean(),
      limitCustType: z.string().nullable(),
    }) satisfies z.ZodType<UserInfo>,
);

const assetRowSchema = lazySchema(
  () =>
    z.object({
      coinType: z.string(),
      symbol: z.string(),
      coinBalance: z.number(),
      lockedBalance: z.number(),
      loanLockedBalance: z.number().optional(),
      avgBuyAmt: z.number(),
    }) satisfies z.ZodType<AssetRow>,
);

const assetsSchema = lazySchema(
  () =>
    z.object({
      krwBalance: z.number(),
      krwLocked: z.number(),
      myAssetCoinInfoList: z.array(assetRowSchema),
      totalSumBuyAmt: z.number(),
    }) satisfies z.ZodType<AssetsResponse>,
);

const favoriteRowSchema = lazySchema(
  () =>
    z.object({
      key: coinKeySchema,
      symbol: z.string(),
      marketSymbol: marketSymbolSchema,
    }) satisfies z.ZodType<FavoriteRow>,
);

export const orderRowSchema = lazySchema(
  () =>
    z.object({
      orderId: z.number(),
      key: coinKeySchema,
      side: z.enum(ORDER_SIDES),
      orderType: z.enum(ORDER_TYPES),
      price: z.number(),
      stopPrice: z.number().nullable(),
      stopCondition: z.enum(['gte', 'lte']).nullable(),
      triggered: z.boolean(),
      timeInForce: z.enum(TIME_IN_FORCES).nullable(),
      smpType: z.enum(SMP_TYPES).nullable(),
      quantity: z.number(),
      filledQuantity: z.number(),
      preventedQuantity: z.number(),
      amount: z.number().nullable(),
      avgFillPrice: z.number().nullable(),
      filledAmount: z.number(),
      fee: z.number(),
      status: z.enum(ORDER_STATUSES),
      clientOrderId: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }) satisfies z.ZodType<OrderRow>,
);

const fillRowSchema = lazySchema(
  () =>
    z.object({
      fillId: z.number(),
      orderId: z.number(),
      key: coinKeySchema,
      side: z.enum(ORDER_SIDES),
      price: z.number(),
      quantity: z.number(),
      amount: z.number(),
      fee: z.number(),
      maker: z.boolean(),
      createdAt: z.string(),
    }) satisfies z.ZodType<FillRow>,
);

const orderHistorySchema = lazySchema(
  () =>
    z.object({
      rows: z.array(orderRowSchema.extend({ fills: z.array(fillRowSchema) })),
      total: z.number(),
      page: z.number(),
      size: z.number(),
    }) satisfies z.ZodType<OrderHistoryResponse>,
);

const bookLevelSchema = lazySchema(() => z.tuple([z.number(), z.number()]) satisfies z.ZodType<BookLevel>);

const orderBookSchema = lazySchema(
  () =>
    z.object({
      key: coinKeySchema,
      asks: z.array(bookLevelSchema),
      bids: z.array(bookLevelSchema),
    }) satisfies z.ZodType<OrderBookSnapshot>,
);

const chartPendingSchema = lazySchema(
  () =>
    z.object({
      pendingOrderList: z.array(z.object({ tradeTypeCd: z.enum(['1', '2']), unitPrice: z.number() })),
    }) satisfies z.ZodType<ChartPendingResponse>,
);

const smsSendSchema = lazySchema(
  () =>
    z.object({
      smsSendWork: z.enum(SMS_SEND_WORKS),
      validSeconds: z.number(),
    }) satisfies z.ZodType<SmsSendResponse>,
);

const smsConfirmSchema = lazySchema(
  () =>
    z.object({
      smsSendWork: z.enum(SMS_SEND_WORKS),
      verified: z.literal(true),
    }) satisfies z.ZodType<SmsConfirmResponse>,
);

const memberSmsSendSchema = lazySchema(
  () => z.object({ validSeconds: z.number() }) satisfies z.ZodType<MemberSmsSendResponse>,
);

const memberSmsConfirmSchema = lazySchema(
  () =>
    z.object({
      verified: z.literal(true),
      user: userInfoSchema.nullable(),
    }) satisfies z.ZodType<MemberSmsConfirmResponse>,
);

const loanRowSchema = lazySchema(
  () =>
    z.object({
      loanId: z.number(),
      orderId: z.number(),
      key: coinKeySchema,
      principal: z.number(),
      outstanding: z.number(),
      quantity: z.number(),
      reservedKrw: z.number(),
      assetValue: z.number(),
      level: z.number().nullable(),
      band: z.enum(RISK_BANDS).nullable(),
      autoRepayPrice: z.number().nullable(),
      state: z.enum(LOAN_STATES),
      closeReason: z.enum(LOAN_CLOSE_REASONS).nullable(),
      takenAt: z.string(),
      expiresAt: z.string(),
      closedAt: z.string().nullable(),
      loanFee: z.number(),
      shortfall: z.number(),
    }) satisfies z.ZodType<LoanRow>,
);

/**
 * Also the `status` of the credit socket frame, which the feed core checks by hand (it loads no zod); a test
 * holds both checks to the same answers.
 */
export const creditStatusSchema = lazySchema(
  () =>
    z.object({
      eligible: z.boolean(),
      problems: z.array(z.enum(ELIGIBILITY_PROBLEMS)),
      debt: z.number(),
      loans: z.array(loanRowSchema),
      alerts: z.array(
        z.object({
          alertId: z.number(),
          loanId: z.number(),
          key: coinKeySchema,
          band: z.enum(RISK_BANDS),
          level: z.number(),
          at: z.string(),
        }),
      ),
      refunds: z.array(
        z.object({
          day: z.string(),
          amount: z.number(),
          loanIds: z.array(z.number()),
          paidAt: z.string().nullable(),
        }),
      ),
      now: z.string(),
    }) satisfies z.ZodType<CreditStatus>,
);

/** The Plus buy filing period: two real YYYY-MM-DD days (the notice writes them out, so 02-30 is refused). */
const filingPeriodSchema = lazySchema(
  () =>
    z.object({
      validFrom: z.iso.date(),
      validTo: z.iso.date(),
    }) satisfies z.ZodType<FilingPeriod>,
);

/** The schema of each call's `data`, by the call's name in ResponseData. */
export const RESPONSE_SCHEMAS = {
  meta: metaInfoSchema,
  queueStatus: queueStatusSchema,
  markets: lazySchema(() => z.array(marketInfoSchema)),
  marketSource: lazySchema(() => z.custom<MarketSourceInfo>(isMarketSourceInfo, 'not a market source')),
  replay: lazySchema(() => z.custom<ReplayState>(isReplayState, 'not a replay state')),
  coins: lazySchema(() => z.array(coinInfoSchema)),
  tickers: lazySchema(
    () => z.object({ seq: z.number(), rows: z.array(tickerSchema) }) satisfies z.ZodType<TickersResponse>,
  ),
  candles: candlesSchema,
  login: lazySchema(() => z.union([userInfoSchema, smsLoginChallengeSchema])),
  logout: lazySchema(() => z.null()),
  me: userInfoSchema,
  assets: assetsSchema,
  favorites: lazySchema(() => z.array(favoriteRowSchema)),
  placeOrder: orderRowSchema,
  cancelOrder: orderRowSchema,
  cancelAll: lazySchema(() => z.array(orderRowSchema)),
  replaceOrder: orderRowSchema,
  orders: lazySchema(() => z.array(orderRowSchema)),
  orderHistory: orderHistorySchema,
  orderBook: orderBookSchema,
  chartPending: chartPendingSchema,
  algoOrders: lazySchema(() => z.array(algoOrderRowSchema)),
  algoOrder: algoOrderRowSchema,
  algoSplitPreview: splitPreviewSchema,
  drawings: drawingListSchema,
  putDrawing: drawingSchema,
  deleteDrawing: lazySchema(() => z.null()),
  deleteAllDrawings: drawingsDeletedSchema,
  alerts: alertListSchema,
  putAlert: alertSchema,
  deleteAlert: lazySchema(() => z.null()),
  alertFirings: alertFiringListSchema,
  notifications: notificationPageSchema,
  notificationsRead: notificationsReadSchema,
  smsSend: smsSendSchema,
  smsConfirm: smsConfirmSchema,
  smsLogin: smsLoginSettingSchema,
  tradePassword: userInfoSchema,
  memberSmsSend: memberSmsSendSchema,
  memberSmsConfirm: memberSmsConfirmSchema,
  openApiKeys: lazySchema(() => z.array(openApiKeySchema)),
  issueOpenApiKey: issuedOpenApiKeySchema,
  deleteOpenApiKey: lazySchema(() => z.null()),
  openApiKeyAllowedIps: openApiKeySchema,
  creditStatus: creditStatusSchema,
  creditRepay: loanRowSchema,
  creditFiling: filingPeriodSchema,
  premiumGrade: premiumGradeSchema,
  coinInoutLatest: coinInoutLatestSchema,
  notices: noticesSchema,
  competitionSummary: competitionSummarySchema,
  limitType: limitTypeSchema,
  limitRaiseCondition: limitRaiseConditionSchema,
  blockStatus: blockStatusSchema,
  unseenInterest: unseenInterestSchema,
  interestSeen: lazySchema(() => z.null()),
  captchaInfo: captchaInfoSchema,
  captchaVerify: lazySchema(() => z.null()),
  nations: lazySchema(() => z.array(nationSchema)),
  attachment: attachmentSchema,
  join: joinResultSchema,
  inoutHistory: statementSchema,
  inoutTransfer: historyEntrySchema,
  inoutCoin: inoutCoinSchema,
  withdraw: historyEntrySchema,
  withdrawCancel: historyEntrySchema,
  krwDeposit: historyEntrySchema,
  krwWithdraw: historyEntrySchema,
  feeRewardInfo: feeRewardInfoSchema,
  feeRewardApply: feeRewardResultSchema,
  applicationFiles: applicationFilesSchema,
  applyCount: applyCountSchema,
  depositApplication: applicationRecordSchema,
  refundApplication: applicationRecordSchema,
  applicationRecord: applicationRecordSchema,
  smartSell: smartSellPageSchema,
  pointHistory: pointHistorySchema,
  termsHistory: termsHistorySchema,
  termsVersion: termsVersionSchema,
} satisfies { [Call in keyof ResponseData]: z.ZodType<ResponseData[Call]> };

export type ResponseCall = keyof ResponseData;
