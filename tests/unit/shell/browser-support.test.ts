import { describe, expect, test } from 'vitest';
import {
  bannerHiddenUntil,
  browserBannerRecord,
  browserBannerVisible,
  isChrome,
} from '../../../src/shell/browser-support';

const CHROME_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('isChrome', () => {
  test.each<[string, string, string[] | null, boolean]>([
    ['Chrome by its brands', CHROME_UA, ['Google Chrome', 'Chromium', 'Not_A Brand'], true],
    ['Chromium unbranded', CHROME_UA, ['Chromium', 'Not?A_Brand'], true],
    ['headless Chrome', CHROME_UA, ['HeadlessChrome', 'Chromium', 'Not)A;Brand'], true],
    [
      'Edge by its brands',
      `${CHROME_UA} Edg/131.0.0.0`,
      ['Microsoft Edge', 'Chromium', 'Not A(Brand'],
      false,
    ],
    ['Opera by its brands', `${CHROME_UA} OPR/115.0.0.0`, ['Opera', 'Chromium', 'Not/A)Brand'], false],
    ['Whale by its brands', `${CHROME_UA} Whale/4.29.282.14`, ['Whale', 'Chromium', 'Not.A/Brand'], false],
    ['Samsung Internet by its brands', CHROME_UA, ['Samsung Internet', 'Chromium', 'Not_A Brand'], false],
    ['Brave by its brands (its UA is plain Chrome)', CHROME_UA, ['Brave', 'Chromium', 'Not_A Brand'], false],
    ['Chrome by its UA', CHROME_UA, null, true],
    [
      'Chrome on iOS',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) CriOS/131.0.6778.73 Mobile Safari/604.1',
      null,
      true,
    ],
    ['Edge by its UA', `${CHROME_UA} Edg/131.0.0.0`, null, false],
    ['Opera by its UA', `${CHROME_UA} OPR/115.0.0.0`, null, false],
    [
      'Samsung Internet by its UA',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      null,
      false,
    ],
    ['Whale by its UA', `${CHROME_UA} Whale/4.29.282.14`, null, false],
    [
      'Firefox',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
      null,
      false,
    ],
    [
      'Safari',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
      null,
      false,
    ],
    ['only GREASE brands: the UA decides', `${CHROME_UA} Edg/131.0.0.0`, ['Not A(Brand'], false],
    ['no brands at all: the UA decides', CHROME_UA, [], true],
  ])('%s → %s', (_name, userAgent, brands, chrome) => {
    expect(isChrome({ userAgent, brands })).toBe(chrome);
  });
});

describe('browserBannerVisible', () => {
  const noon = new Date(2026, 10, 26, 12, 0).getTime();
  const midnight = new Date(2026, 10, 27, 0, 0).getTime();
  test.each<[string, boolean, number | null, number, boolean]>([
    ['Chrome: never', true, null, noon, false],
    ['another browser, never dismissed', false, null, noon, true],
    ['dismissed today', false, midnight, noon, false],
    ['the last moment of the day', false, midnight, midnight - 1, false],
    ['from midnight on', false, midnight, midnight, true],
    ['days later', false, midnight, midnight + 3 * 86_400_000, true],
  ])('%s', (_name, chrome, hiddenUntil, now, visible) => {
    expect(browserBannerVisible(chrome, hiddenUntil, now)).toBe(visible);
  });

  test.each([
    [new Date(2026, 10, 26, 9, 30), new Date(2026, 10, 27)],
    [new Date(2026, 10, 26, 0, 0), new Date(2026, 10, 27)],
    [new Date(2026, 11, 31, 23, 59, 59), new Date(2027, 0, 1)],
  ])('dismissed at %s hides until %s', (at, until) => {
    expect(bannerHiddenUntil(at.getTime())).toBe(until.getTime());
  });
});

describe('the stored dismissal', () => {
  test.each<[string | null, number | null]>([
    [null, null],
    ['{"version":1,"hiddenUntil":1764205200000}', 1764205200000],
    ['{"version":1,"hiddenUntil":"tomorrow"}', null],
    ['{"version":1,"hiddenUntil":-5}', null],
    ['{"version":9,"hiddenUntil":1764205200000}', null],
    ['not json', null],
  ])('%s reads as %s', (text, hiddenUntil) => {
    expect(browserBannerRecord.parse(text).hiddenUntil).toBe(hiddenUntil);
  });

  test('what is written reads back', () => {
    const text = browserBannerRecord.serialize({ hiddenUntil: 1764205200000 });
    expect(browserBannerRecord.parse(text)).toEqual({ hiddenUntil: 1764205200000 });
  });
});
