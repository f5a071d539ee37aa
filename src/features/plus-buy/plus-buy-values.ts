/**
 * The contract's Plus buy numbers as the dialogs' texts interpolate them (contract/plus-buy.ts), so that no
 * text carries a number of its own: amounts with separators, shares as percents, periods in the unit the
 * text names, the band floors, the filing dates and the expiry example in the member's language.
 */
import {
  PLUS_BUY,
  PLUS_BUY_ASSETS,
  memberGradeName,
  PLUS_BUY_MIN_GRADE,
  RISK_BANDS,
  type RiskBand,
} from '../../../contract/plus-buy';
import { loanExpiry, RISK_BAND_FLOORS, type FilingPeriod } from '../../../contract/plus-buy-loan';
import { formatNumber } from '../../lib/format';
import { formatKstTime } from '../../lib/kst';
import type { Language } from '../../lib/languages';

const percent = (share: number) => formatNumber(share * 100, 0);
const won = (amount: number) => formatNumber(amount, 0);

/** The values every Plus buy text may name. */
export const PLUS_BUY_VALUES = {
  minOrder: won(PLUS_BUY.minOrderAmount),
  maxOrder: won(PLUS_BUY.maxOrderAmount),
  minLoan: won(PLUS_BUY.minLoan),
  maxLoan: won(PLUS_BUY.maxLoan),
  loanPercent: percent(PLUS_BUY.loanRatio),
  ownPercent: percent(1 - PLUS_BUY.loanRatio),
  hours: PLUS_BUY.loanHours,
  autoRepayLevel: formatNumber(PLUS_BUY.autoRepayLevel, 0),
  lowFloor: formatNumber(RISK_BAND_FLOORS.low, 0),
  portionPercent: percent(PLUS_BUY.autoRepayPortion),
  portions: Math.round(1 / PLUS_BUY.autoRepayPortion),
  periodSeconds: formatNumber(PLUS_BUY.autoRepayPeriodMs / 1000, 0),
  alertMinutes: formatNumber(PLUS_BUY.alertIntervalMs / 60_000, 0),
  assetCount: PLUS_BUY_ASSETS.length,
} as const;

/** PLUS_BUY_VALUES and the lowest grade that may use Plus buy, named in `language` (오렌지, not Orange). */
export function plusBuyValuesIn(language: Language) {
  return { ...PLUS_BUY_VALUES, minGrade: memberGradeName(PLUS_BUY_MIN_GRADE, language) };
}

/** A band's range: its floor and, but for the low band, the floor of the band above it. */
export function bandRanges(): { band: RiskBand; from: string; below: string | null }[] {
  return RISK_BANDS.map((band, index) => {
    const above = RISK_BANDS[index - 1];
    return {
      band,
      from: formatNumber(RISK_BAND_FLOORS[band], 0),
      below: above === undefined ? null : formatNumber(RISK_BAND_FLOORS[above], 0),
    };
  });
}

const LOCALES: Record<Language, string> = { ko: 'ko-KR', en: 'en-US' };
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD calendar day as the language writes it: "2025년 6월 5일", "June 5, 2025". */
export function formatDay(day: string, language: Language): string {
  const match = DAY_TEXT.exec(day);
  const utc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || !Number.isFinite(utc) || new Date(utc).toISOString().slice(0, 10) !== day)
    throw new RangeError(`not a YYYY-MM-DD day: ${day}`);
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utc);
}

/** The regulatory filing's validity (§9) the simulator serves, both ends in the language. */
export function filingValidity(period: FilingPeriod, language: Language): { from: string; to: string } {
  return {
    from: formatDay(period.validFrom, language),
    to: formatDay(period.validTo, language),
  };
}

/** The spec's example (§9): a loan taken at 23:55 KST on 1 July. */
export const EXPIRY_EXAMPLE_TAKEN_AT = Date.parse('2025-07-01T23:55:00+09:00');

/** The expiry example's texts: when the loan was taken and when it is repaid, KST, computed by the contract. */
export function expiryExample(language: Language) {
  const date = new Intl.DateTimeFormat(LOCALES[language], {
    month: 'long',
    day: 'numeric',
    timeZone: 'Asia/Seoul',
  });
  const expiry = loanExpiry(EXPIRY_EXAMPLE_TAKEN_AT);
  return {
    takenDate: date.format(EXPIRY_EXAMPLE_TAKEN_AT),
    takenTime: formatKstTime(EXPIRY_EXAMPLE_TAKEN_AT).slice(0, 5),
    expiryDate: date.format(expiry),
    expiryTime: formatKstTime(expiry).slice(0, 5),
  };
}
