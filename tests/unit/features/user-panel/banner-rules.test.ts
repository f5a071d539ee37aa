import { describe, expect, test } from 'vitest';
import type { PremiumGrade } from '../../../../contract';
import {
  depositPath,
  depositSupportSlides,
  premiumSlides,
  slideCoinName,
} from '../../../../src/features/user-panel/banner-rules';
import { COINS } from '../coin-list/fixtures';

const SLIDE = {
  bannerId: 1,
  bannerUrl: '/img/premium-1.png',
  title: 'Voucher',
  linkPath: '/member/premium-grade',
};

describe('premium grade slides', () => {
  test.each<[string, PremiumGrade | undefined, number]>([
    ['the all-voucher group with a slide', { groupName: 'ALL_VOUCHER', banners: [SLIDE] }, 1],
    [
      'the premium-benefit group with two',
      { groupName: 'PREMIUM_BENEFIT', banners: [SLIDE, { ...SLIDE, bannerId: 2 }] },
      2,
    ],
    ['a premium group without slides', { groupName: 'PREMIUM_BENEFIT', banners: [] }, 0],
    ['no group', { groupName: null, banners: [SLIDE] }, 0],
    ['no answer (guest, closed today, or a failed call)', undefined, 0],
  ])('%s → %d', (_case, answer, count) => {
    expect(premiumSlides(answer)).toHaveLength(count);
  });

  test('a group outside the two is refused even if an answer carried one', () => {
    const odd = { groupName: 'NONE', banners: [SLIDE] } as unknown as PremiumGrade;
    expect(premiumSlides(odd)).toEqual([]);
  });
});

describe('new-deposit-support slides', () => {
  test('coinTypes mapped to symbol and names, newest first, each to its deposit page', () => {
    expect(depositSupportSlides([{ coinType: 'C0108' }, { coinType: 'C0102' }], COINS)).toEqual([
      {
        coinType: 'C0108',
        coinSymbol: 'SOL',
        coinName: '솔라나',
        coinNameEn: 'Solana',
        path: '/inout/deposit/SOL',
      },
      {
        coinType: 'C0102',
        coinSymbol: 'ETH',
        coinName: '이더리움',
        coinNameEn: 'Ethereum',
        path: '/inout/deposit/ETH',
      },
    ]);
  });

  test.each([
    ['an unknown coin is dropped', [{ coinType: 'C9999' }, { coinType: 'C0101' }], ['BTC']],
    ['a repeat is dropped', [{ coinType: 'C0101' }, { coinType: 'C0101' }], ['BTC']],
    ['nothing new', [], []],
    ['only unknown coins', [{ coinType: 'X' }], []],
  ])('%s', (_case, latest, symbols) => {
    expect(depositSupportSlides(latest, COINS).map((slide) => slide.coinSymbol)).toEqual(symbols);
  });

  test('a coin listed on other markets too is read from its KRW listing', () => {
    const usdtFirst = [...COINS].reverse();
    expect(depositSupportSlides([{ coinType: 'C0102' }], usdtFirst)[0]).toMatchObject({
      coinSymbol: 'ETH',
      path: '/inout/deposit/ETH',
    });
  });

  test('without the coin catalogue nothing can be named: no slides', () => {
    expect(depositSupportSlides([{ coinType: 'C0101' }], [])).toEqual([]);
  });

  test('the name follows the language', () => {
    const [slide] = depositSupportSlides([{ coinType: 'C0108' }], COINS);
    expect(slideCoinName(slide!, 'ko')).toBe('솔라나');
    expect(slideCoinName(slide!, 'en')).toBe('Solana');
  });

  test('deposit pages come from the page table', () => {
    expect(depositPath('KRW')).toBe('/inout/deposit/KRW');
    expect(depositPath('BTC')).toBe('/inout/deposit/BTC');
  });
});
