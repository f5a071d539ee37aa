import { describe, expect, test } from 'vitest';
import {
  isPremiumBannerClosed,
  PREMIUM_BANNER_COOKIE,
  premiumBannerClosedCookie,
} from '../../../../src/features/user-panel/premium-banner-cookie';

describe('the premium banner closed cookie', () => {
  test.each<[string, string]>([
    // Closed in the KST evening: until 00:00 KST, which is 15:00 UTC the same UTC day.
    ['2026-11-23T22:00:00+09:00', 'Mon, 23 Nov 2026 15:00:00 GMT'],
    // Closed just after midnight KST (still the previous UTC day): until the coming midnight.
    ['2026-11-24T00:00:01+09:00', 'Tue, 24 Nov 2026 15:00:00 GMT'],
    // Closed at 23:59 UTC = 08:59 KST: the KST day ends 15:00 UTC of the next UTC day.
    ['2026-11-23T23:59:00Z', 'Tue, 24 Nov 2026 15:00:00 GMT'],
    ['2026-11-24T00:01:00Z', 'Tue, 24 Nov 2026 15:00:00 GMT'],
    // One second before and at midnight KST.
    ['2026-11-24T14:59:59Z', 'Tue, 24 Nov 2026 15:00:00 GMT'],
    ['2026-11-24T15:00:00Z', 'Wed, 25 Nov 2026 15:00:00 GMT'],
  ])('closed at %s expires %s', (now, expires) => {
    expect(premiumBannerClosedCookie(Date.parse(now))).toBe(
      `${PREMIUM_BANNER_COOKIE}=1; expires=${expires}; path=/; SameSite=Lax`,
    );
  });

  test.each([
    ['td_premium_banner_closed=1', true],
    ['a=b; td_premium_banner_closed=1; c=d', true],
    ['a=b;td_premium_banner_closed=1', true],
    ['', false],
    ['td_premium_banner_closed=0', false],
    ['x_td_premium_banner_closed=1', false],
    ['td_premium_banner_closed=10', false],
  ])('%j holds the closed flag: %s', (header, expected) => {
    expect(isPremiumBannerClosed(header)).toBe(expected);
  });
});
