/**
 * Notifications: everything the exchange tells a member — an alert fired, an order filled, partly filled,
 * triggered or cancelled by the exchange, a TWAP completed or stopped by the exchange, a Plus buy loan entering a risk band, auto-repaying or reaching its
 * expiry, a withdrawal moving — on one path: stored per member by the exchange (a history with read and
 * unread, paged), and sent on the member's `notifications` socket channel (socket.ts) as it is stored. The
 * app's shared worker receives each once and the app shows it once, however many windows are open; one
 * missed while every window was closed is in the history, unread.
 *
 * Each notification carries its subject (what it is about, to go to: a coin, an order, a loan, a withdrawal)
 * and its text in both languages, written when it is stored (notification-texts.ts), so that the toast, the
 * OS notification, the panel and the SMS stand-in say the same thing and a later change of an order or an
 * alert does not rewrite what the member was told. The calls are notification-calls.ts's.
 */
import type { AlertCondition } from './alerts';
import type { TwapStopReason } from './algo-orders';
import type { RiskBand } from './credit-codes';
import type { CoinKey } from './markets';
import type { StateCode } from './inout-states';
import type { Texts } from './texts';
import type { OrderSide, OrderType } from './trading';

/** Every kind of notification, in the order the sound settings list them. */
export const NOTIFICATION_KINDS = [
  'alert',
  'order',
  'algo',
  'plusBuyRisk',
  'autoRepayment',
  'loanExpiry',
  'withdrawal',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** One of the member's alerts fired (contract/alerts.ts): at the price (a trade's, or a bar's close) it met. */
export interface AlertFiredSubject {
  kind: 'alert';
  alertId: string;
  coin: CoinKey;
  condition: AlertCondition;
  /** The member's note on the alert ('' for none). */
  message: string;
  price: number;
}

/**
 * What happened to an order that the member did not do themself: filled, partly filled (one notification per
 * order and change, however many fills the change took; a fill at placement too, which the history keeps),
 * a stop-limit triggered, or cancelled by the exchange (a Plus buy loan's auto-repayment or expiry, a debt's
 * collection). A placement, a market order's unfilled rest (its placement's answer) or a cancel the member
 * asked for is answered where they asked, not notified.
 */
export const ORDER_NOTICE_EVENTS = ['filled', 'partiallyFilled', 'triggered', 'cancelled'] as const;
export type OrderNoticeEvent = (typeof ORDER_NOTICE_EVENTS)[number];

export interface OrderSubject {
  kind: 'order';
  event: OrderNoticeEvent;
  orderId: number;
  coin: CoinKey;
  side: OrderSide;
  orderType: OrderType;
  /** The order's limit price (a market order: its average fill price, 0 before any fill). */
  price: number;
  quantity: number;
  filledQuantity: number;
  /** The average price of its fills; null before the first. */
  avgFillPrice: number | null;
}

/**
 * How a TWAP (contract/algo-orders.ts) ended without the member: every slice done, or stopped by the
 * exchange (TWAP_STOP_REASONS). A member's own pause, resume or cancel is answered by the call, not
 * notified, as an order's own cancel is; a split order's children notify as the ordinary orders they are.
 */
export const ALGO_NOTICE_STATES = ['completed', 'stopped'] as const;
export type AlgoNoticeState = (typeof ALGO_NOTICE_STATES)[number];

export interface AlgoSubject {
  kind: 'algo';
  algoId: number;
  coin: CoinKey;
  side: OrderSide;
  state: AlgoNoticeState;
  /** Why the exchange stopped it; null when it completed (and only then). */
  stopReason: TwapStopReason | null;
  /** The quantity its slices bought or sold. */
  filledQuantity: number;
  /** The volume-weighted average price of its fills; null when nothing filled. */
  avgPrice: number | null;
}

/** A Plus buy loan entered a risk band (at most once per band per loan and hour: plus-buy.ts). */
export interface PlusBuyRiskSubject {
  kind: 'plusBuyRisk';
  loanId: number;
  coin: CoinKey;
  band: RiskBand;
  /** The repayment level, percent. */
  level: number;
}

/** A loan's auto-repayment: it started (the level reached 107 %) or ended (the loan closed by it). */
export const AUTO_REPAYMENT_STAGES = ['started', 'finished'] as const;
export type AutoRepaymentStage = (typeof AUTO_REPAYMENT_STAGES)[number];

export interface AutoRepaymentSubject {
  kind: 'autoRepayment';
  loanId: number;
  coin: CoinKey;
  stage: AutoRepaymentStage;
  /** What is still owed after it (KRW); 0 when paid. */
  outstanding: number;
  /** What became the member's debt (KRW) when its coin did not cover it; 0 for none. */
  shortfall: number;
}

/**
 * A loan's expiry: `soon` once, LOAN_EXPIRY_NOTICE_MS before it (time to repay it oneself), `expired` when
 * the exchange repaid it at expiry.
 */
export const LOAN_EXPIRY_STAGES = ['soon', 'expired'] as const;
export type LoanExpiryStage = (typeof LOAN_EXPIRY_STAGES)[number];

export interface LoanExpirySubject {
  kind: 'loanExpiry';
  loanId: number;
  coin: CoinKey;
  stage: LoanExpiryStage;
  /** The expiry, ms since epoch. */
  expiresAt: number;
  outstanding: number;
  shortfall: number;
}

/** A withdrawal (coin or KRW) moved to another state (contract/inout-states.ts). */
export interface WithdrawalSubject {
  kind: 'withdrawal';
  /** The withdrawal's record (its history row). */
  recordId: number;
  /** The coin's symbol, or KRW. */
  coinType: string;
  amount: number;
  stateCode: StateCode;
  /** The state's name as the history shows it. */
  state: Texts;
}

export type NotificationSubject =
  | AlertFiredSubject
  | OrderSubject
  | AlgoSubject
  | PlusBuyRiskSubject
  | AutoRepaymentSubject
  | LoanExpirySubject
  | WithdrawalSubject;

/** A notification as stored: ids rise with time per exchange, so a page is "older than the last id seen". */
export interface Notification {
  id: number;
  /** When it was stored, ms since epoch (the exchange's clock). */
  at: number;
  read: boolean;
  subject: NotificationSubject;
  title: Texts;
  body: Texts;
}

/**
 * Notifications the exchange keeps per member: the newest; an older one is dropped when a new one passes
 * the count. A day of a busy trader's fills and alerts fits many times over, and the history stays one
 * small table per member.
 */
export const NOTIFICATIONS_KEPT = 1_000;
/** A history page's size: the default and the most one call answers. */
export const NOTIFICATION_PAGE_SIZE = 50;
export const NOTIFICATION_PAGE_MAX = 200;
/**
 * How long before a Plus buy loan's expiry the member is told it is coming (`soon`): long enough to repay it
 * themself at a price they choose rather than the exchange's market sale at expiry.
 */
export const LOAN_EXPIRY_NOTICE_MS = 6 * 3_600_000;

/** The alert firings the exchange keeps per alert (its firing log): the newest. */
export const ALERT_FIRINGS_KEPT = 100;

/** One firing of an alert: when, and at what price (the trade's, or the bar's close). */
export interface AlertFiring {
  alertId: string;
  coin: CoinKey;
  /**
   * When it fired, in the market's time (unix ms): the moment on the market's bars where the chart shows its
   * bell. The wall time on the simulated and real markets, the replayed time on a replay.
   */
  at: number;
  price: number;
}
