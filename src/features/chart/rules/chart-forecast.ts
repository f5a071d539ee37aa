/**
 * The forecast button and its terms (chart spec §4 Forecast, §9), the once-a-day tooltip, where chart
 * toasts may show (§5: not in a popup or full screen; forecast toasts only on the trade order page), and
 * which of the forecast's sides the chart shows: only those that have done better than the base rate on
 * the coin's own bars.
 */
import { sideHasSkill, type ForecastPair, type MeasuredSkill } from '../../../api/chart-client';
import { nextLocalMidnight } from '../../../lib/local-day';
import type { ForecastSide } from '../../../render/chart/chart-model';

/** The terms modal opens by itself while it has done so fewer times than this. */
export const TERMS_AUTO_OPEN_LIMIT = 2;
export const FORECAST_TIP_FADE_MS = 3_000;
export const FORECAST_TIP_REMOVE_MS = 4_000;
export const FORECAST_TIP_COOKIE = 'td_forecast_tip';

export type ForecastPressAction = 'openTerms' | 'activate' | 'deactivate';

/** A press on the Forecast button. */
export function forecastPress({
  active,
  termsAgreed,
}: {
  active: boolean;
  termsAgreed: boolean;
}): ForecastPressAction {
  if (active) return 'deactivate';
  return termsAgreed ? 'activate' : 'openTerms';
}

/**
 * When a chart on the order page might show the terms by itself: `entry` the visit's first chart there
 * (a visit is a browser tab's session), `return` a chart mounted again in the same visit (back from the
 * login page, another page or a layout change), `symbolChange` a mounted chart's coin changed.
 */
export type TermsOccasion = 'entry' | 'return' | 'symbolChange';

/**
 * Whether the terms modal opens by itself (chart spec §4 Forecast: "on symbol change or entry when terms
 * are not agreed and the display count is under 2"; §9). Reading (README "Forecast terms"): an entry is
 * entering the trade order page in a visit, so coming back to it in the same visit (the login round trip
 * above all) is not a second entry and shows nothing; a symbol change is the trader choosing another coin.
 */
export function termsOpenByThemselves({
  termsAgreed,
  shownCount,
  orderPage,
  occasion,
}: {
  termsAgreed: boolean;
  shownCount: number;
  orderPage: boolean;
  occasion: TermsOccasion;
}): boolean {
  return orderPage && occasion !== 'return' && !termsAgreed && shownCount < TERMS_AUTO_OPEN_LIMIT;
}

/** Chart spec §2: any path with the word order in it counts as the trade order page for the forecast. */
export function isForecastOrderPage(pathname: string): boolean {
  return pathname.includes('order');
}

/** Chart spec §5: toasts are suppressed in a popup or full screen. */
export function chartToastsSuppressed({
  popup,
  fullscreen,
}: {
  popup: boolean;
  fullscreen: boolean;
}): boolean {
  return popup || fullscreen;
}

/** Whether the cookie string holds the tooltip's cookie. */
export function forecastTipSeen(cookie: string): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith(`${FORECAST_TIP_COOKIE}=`));
}

/** The Set-Cookie text that marks the tooltip as seen until next midnight. */
export function forecastTipCookie(now: Date): string {
  return `${FORECAST_TIP_COOKIE}=1; expires=${nextLocalMidnight(now).toUTCString()}; path=/; SameSite=Lax`;
}

/** A probability as a whole percent for the legend. */
export function percent(probability: number): string {
  return Number.isFinite(probability) ? String(Math.round(probability * 100)) : '-';
}

export type ForecastSides = Readonly<Record<ForecastSide, boolean>>;

/**
 * The sides whose numbers and marks the chart shows: a side whose measured skill on this coin is not
 * positive has done no better than the base rate, and confident percentages would mislead.
 */
export function forecastSidesShown(measured: MeasuredSkill): ForecastSides {
  return { up: sideHasSkill(measured.up), down: sideHasSkill(measured.down) };
}

/** The legend's line about the next bar: the percentages of the sides shown, or that none has skill. */
export function nextBarText(
  next: ForecastPair,
  shown: ForecastSides,
): {
  key: 'chart.nextBar' | 'chart.nextBarUpOnly' | 'chart.nextBarDownOnly' | 'chart.nextBarNoSkill';
  values: { up: string; down: string };
} {
  const values = { up: percent(next.up), down: percent(next.down) };
  if (shown.up && shown.down) return { key: 'chart.nextBar', values };
  if (shown.up) return { key: 'chart.nextBarUpOnly', values };
  if (shown.down) return { key: 'chart.nextBarDownOnly', values };
  return { key: 'chart.nextBarNoSkill', values };
}
