/**
 * The browser-support banner's pure rules (chart spec §9: it appears for any non-Chrome browser and,
 * once dismissed, hides until the end of the day) and its stored dismissal.
 *
 * Chrome is Google Chrome, or Chromium unbranded (the same engine with no vendor's changes; the test
 * browsers are Chromium). Browsers built on Chromium under another name — Edge, Opera, Samsung Internet,
 * Whale, Brave, Yandex… — are not Chrome: they change the engine and ship on their own schedule.
 * User-Agent Client Hints (navigator.userAgentData.brands) decide when the browser gives them, since
 * every Chromium browser's user-agent string claims "Chrome/"; without them (Firefox, Safari, older
 * browsers) the user-agent string decides, by the vendor tokens Chromium browsers add to it.
 */
import { z } from 'zod';
import { lazySchema } from '../../contract/lazy-schema';
import { nextLocalMidnight } from '../lib/local-day';
import { versionedRecord } from '../state/versioned-record';

export interface BrowserIdentity {
  userAgent: string;
  /** navigator.userAgentData.brands' names, or null where the browser gives none. */
  brands: readonly string[] | null;
}

const CHROME_BRANDS: ReadonlySet<string> = new Set(['Google Chrome', 'Chromium', 'HeadlessChrome']);

/** GREASE brands ("Not A(Brand", "Not/A)Brand"…) are noise Chromium adds on purpose: they name no browser. */
function isGreaseBrand(brand: string): boolean {
  return /^not.a.brand$/i.test(
    brand
      .replace(/[^a-z]/gi, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

/** Tokens other Chromium browsers add to the user-agent string (besides "Chrome/"). */
const OTHER_CHROMIUM_TOKENS =
  /\b(Edg|EdgA|EdgiOS|Edge|OPR|OPT|Opera|SamsungBrowser|Whale|YaBrowser|Vivaldi|Brave|UCBrowser|QQBrowser|MiuiBrowser|Electron)\//i;

export function isChrome({ userAgent, brands }: BrowserIdentity): boolean {
  const named = brands?.filter((brand) => !isGreaseBrand(brand)) ?? [];
  if (named.length > 0) return named.every((brand) => CHROME_BRANDS.has(brand));
  // Chrome on iOS is "CriOS/"; headless Chrome says "HeadlessChrome/".
  return /\b(Chrome|CriOS|HeadlessChrome)\//.test(userAgent) && !OTHER_CHROMIUM_TOKENS.test(userAgent);
}

/** This browser as the rules see it. */
export function currentBrowser(): BrowserIdentity {
  const data = (navigator as Navigator & { userAgentData?: { brands?: { brand: string }[] } }).userAgentData;
  return { userAgent: navigator.userAgent, brands: data?.brands?.map((entry) => entry.brand) ?? null };
}

/** Shown for a browser that is not Chrome, unless dismissed and the day of the dismissal is not over. */
export function browserBannerVisible(chrome: boolean, hiddenUntil: number | null, now: number): boolean {
  return !chrome && (hiddenUntil === null || now >= hiddenUntil);
}

/** Dismissed at `now`: hidden until the next local midnight. */
export function bannerHiddenUntil(now: number): number {
  return nextLocalMidnight(new Date(now)).getTime();
}

export interface BrowserBannerRecord {
  /** Epoch ms until which the banner stays hidden; null: never dismissed. */
  hiddenUntil: number | null;
}

export const browserBannerRecord = versionedRecord<BrowserBannerRecord>({
  key: 'tradedeck.browserBanner',
  version: 1,
  defaults: { hiddenUntil: null },
  fields: lazySchema(() => z.object({ hiddenUntil: z.number().int().nonnegative().nullable().catch(null) })),
});

/** Where the banner sends a member to get Chrome (Google's own page, in the browser's language). */
export const CHROME_DOWNLOAD_URL = 'https://www.google.com/chrome/';
