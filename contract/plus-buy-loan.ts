/**
 * A Plus buy loan's life (chart spec §4 "Plus buy lifecycle", §9 "Plus buy"): its 72-hour expiry to the next
 * exact hour, the repayment level and its risk bands, hourly alerts, auto-repayment at 107 % in periodic
 * portions, the refund of the fee charged on the loan, the regulatory filing in force, and the coin a loan
 * holds until it is repaid. Limits and the loan an order takes: plus-buy.ts.
 */
import { HOUR_MS, PLUS_BUY } from './plus-buy';
import type { Language, Texts } from './texts';
import type { RiskBand } from './credit-codes';

// --- time --------------------------------------------------------------------------------------------

/**
 * When a loan taken at `takenAtMs` is repaid by expiry: 72 h later, rounded up to the next exact hour.
 * Exact hours are the same instants in UTC and KST (a whole-hour offset, no daylight saving).
 */
export function loanExpiry(takenAtMs: number): number {
  return Math.ceil((takenAtMs + PLUS_BUY.loanHours * HOUR_MS) / HOUR_MS) * HOUR_MS;
}

// --- repayment level and risk ------------------------------------------------------------------------

/**
 * Repayment level = value of the assets bought with Plus buy ÷ loan × 100, rounded half up to one
 * decimal (§9); null without a loan. Computed in tenths from one division so that 107.05 rounds up.
 */
export function repaymentLevel(assetValue: number, loan: number): number | null {
  if (!(loan > 0)) return null;
  const tenths = (assetValue * 1000) / loan;
  return Math.floor(tenths + 0.5 + 1e-9) / 10;
}

/** The lowest level of each band, in % (§9); below the very-high floor the loan is being auto-repaid. */
export const RISK_BAND_FLOORS: Record<RiskBand, number> = { low: 125, medium: 115, high: 110, veryHigh: 107 };

/** The band of a repayment level: low ≥ 125, medium 115–<125, high 110–<115, very high below 110. */
export function riskBand(level: number): RiskBand {
  if (level >= RISK_BAND_FLOORS.low) return 'low';
  if (level >= RISK_BAND_FLOORS.medium) return 'medium';
  if (level >= RISK_BAND_FLOORS.high) return 'high';
  return 'veryHigh';
}

/** True when a level starts auto-repayment (at or below 107 %). */
export function autoRepayDue(level: number | null): boolean {
  return level !== null && level <= PLUS_BUY.autoRepayLevel;
}

/** Bands that send risk alerts while a loan is in them, at most one per band per hour (the low band is safe). */
export function alertsFor(band: RiskBand): boolean {
  return band !== 'low';
}

/**
 * Whether a risk alert for `band` may go out at `nowMs`, given when the last alert for that band of
 * the same loan went out (undefined: never): at most one per band per hour.
 */
export function alertAllowed(band: RiskBand, lastAlertMs: number | undefined, nowMs: number): boolean {
  if (!alertsFor(band)) return false;
  return lastAlertMs === undefined || nowMs - lastAlertMs >= PLUS_BUY.alertIntervalMs;
}

/**
 * The coin price at which the loan reaches the auto-repayment level (the liquidation price): the
 * price where quantity × price + reservedKrw = 107 % of the loan. Null when nothing is held.
 */
export function autoRepayPrice(loan: number, quantity: number, reservedKrw = 0): number | null {
  if (!(quantity > 0) || !(loan > 0)) return null;
  return Math.max(0, ((loan * PLUS_BUY.autoRepayLevel) / 100 - reservedKrw) / quantity);
}

/** The quantity an auto-repayment portion sells: a share of what was held at the start, never more than is left. */
export function autoRepayPortion(heldAtStart: number, left: number, portionsSold: number): number {
  const portions = Math.round(1 / PLUS_BUY.autoRepayPortion);
  if (portionsSold + 1 >= portions) return left;
  return Math.min(left, heldAtStart * PLUS_BUY.autoRepayPortion);
}

// --- fee refunds ------------------------------------------------------------------------------------

/** The part of an order's fee charged on its loan: the fee × loan ÷ order amount, in whole won, down. */
export function loanFeePart(fee: number, loan: number, orderAmount: number): number {
  if (!(orderAmount > 0)) return 0;
  return Math.floor((fee * loan) / orderAmount + 1e-9);
}

/** The KST day (YYYY-MM-DD) of an instant: refunds are aggregated per KST day. */
export function kstDay(ms: number): string {
  return new Date(ms + 9 * HOUR_MS).toISOString().slice(0, 10);
}

/** Refunds due, summed per KST day of repayment, oldest day first (paid in sequence after the day ends). */
export function refundsByDay(
  refunds: readonly { repaidAtMs: number; amount: number }[],
): { day: string; amount: number }[] {
  const days = new Map<string, number>();
  for (const { repaidAtMs, amount } of refunds) {
    const day = kstDay(repaidAtMs);
    days.set(day, (days.get(day) ?? 0) + amount);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, amount]) => ({ day, amount }));
}

// --- the regulatory filing ------------------------------------------------------------------------------

/** A filing's validity: two KST days (YYYY-MM-DD), both inclusive. */
export interface FilingPeriod {
  validFrom: string;
  validTo: string;
}

const DAY_MS = 24 * HOUR_MS;

/**
 * The filing period in force at an instant (§9, renewed yearly): the one-year period starting on the
 * anchor's month and day (PLUS_BUY.filingValidFrom) that holds the instant's KST day, never one before
 * the anchor's; it ends the day before the next period starts.
 */
export function filingPeriod(nowMs: number): FilingPeriod {
  const [anchorYear, month, day] = PLUS_BUY.filingValidFrom.split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const today = kstDay(nowMs);
  const thisYear = Number(today.slice(0, 4));
  const startedThisYear = today.slice(5) >= PLUS_BUY.filingValidFrom.slice(5);
  const year = Math.max(anchorYear, startedThisYear ? thisYear : thisYear - 1);
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    validFrom: iso(Date.UTC(year, month - 1, day)),
    validTo: iso(Date.UTC(year + 1, month - 1, day) - DAY_MS),
  };
}

// --- the coin a loan holds -------------------------------------------------------------------------------

/**
 * The code of a sale refused because the coin it would sell is held for Plus buy loans (409; data
 * `{symbol, loanLocked, available}`). Reading of §4 and §9: the coin a loan bought stays locked for it until
 * the loan is repaid (expiry, auto-repayment, or early repayment: with KRW, or by selling that coin, which
 * repays the loan at once); an ordinary sale cannot take it, so the member is told why and what to do
 * rather than only that the balance is short.
 */
export const PLUS_BUY_COIN_LOCKED = 'PLUS_BUY_COIN_LOCKED';

/** What the refusal says: the coin the loans hold, what is free to sell, and how to free the rest. */
export const PLUS_BUY_COIN_LOCKED_MESSAGE: Texts = {
  ko: "{loanLocked} {symbol}은(는) 플러스 매수 대출을 상환할 때까지 잠겨 있어 매도할 수 없습니다(매도 가능 수량 {available} {symbol}). 매도하려면 플러스 매수 패널에서 대출을 상환해 주세요: '원화로 상환' 또는 '매도 후 상환'(구매한 자산을 팔아 바로 상환)을 이용할 수 있습니다.",
  en: '{loanLocked} {symbol} is locked by your Plus buy loan until the loan is repaid, so it cannot be sold here ({available} {symbol} is free to sell). To sell it, repay the loan in the Plus buy panel: "Repay with KRW", or "Sell and repay" (sells the assets bought and repays at once).',
};

/** The figures of the refusal, as its data carries them. */
export interface CoinLockedFigures {
  symbol: string;
  /** The coin held for the member's Plus buy loans. */
  loanLocked: number;
  /** The coin free to sell (balance less open orders and loans). */
  available: number;
}

/**
 * Whether a sale the free balance cannot cover (the ordinary checks answered insufficientBalance) is
 * refused because of the coin held for Plus buy loans: the sale would be covered were the loans repaid.
 */
export function loanLocksSale(quantity: number | undefined, figures: CoinLockedFigures): boolean {
  return (
    figures.loanLocked > 0 && quantity !== undefined && quantity <= figures.available + figures.loanLocked
  );
}

/** The refusal's message in a language, its figures filled in as the simulator's answer fills them. */
export function coinLockedMessage(figures: CoinLockedFigures, language: Language): string {
  const values: Record<string, string> = {
    symbol: figures.symbol,
    loanLocked: String(figures.loanLocked),
    available: String(figures.available),
  };
  return PLUS_BUY_COIN_LOCKED_MESSAGE[language].replace(
    /\{(\w+)\}/g,
    (whole, name: string) => values[name] ?? whole,
  );
}
