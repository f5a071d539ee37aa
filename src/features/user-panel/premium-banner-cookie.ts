/**
 * The premium grade banner's "closed" cookie (shell spec §4, §9: closing it hides it until the next
 * midnight): its name (the project's, contract/spec-readings.md), the cookie text that sets it until the
 * next KST midnight (the exchange's day), and whether a cookie header holds it.
 */
import { nextKstMidnight } from '../../lib/kst';

export const PREMIUM_BANNER_COOKIE = 'td_premium_banner_closed';

/** The text for document.cookie that closes the banner from `nowMs` until the next KST midnight. */
export function premiumBannerClosedCookie(nowMs: number): string {
  const expires = new Date(nextKstMidnight(nowMs)).toUTCString();
  return `${PREMIUM_BANNER_COOKIE}=1; expires=${expires}; path=/; SameSite=Lax`;
}

/** Whether a cookie header (document.cookie) holds the closed flag. */
export function isPremiumBannerClosed(cookieHeader: string): boolean {
  return cookieHeader.split(';').some((pair) => pair.trim() === `${PREMIUM_BANNER_COOKIE}=1`);
}
