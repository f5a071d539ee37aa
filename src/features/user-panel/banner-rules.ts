/**
 * What the user panel's two banners show (shell spec §2.2, §3, §4): the premium grade slides, only for
 * the two premium groups and when there are slides; the new-deposit-support slides, each coinType of the
 * latest coin in/out list mapped to its symbol and names through the coin catalogue (unknown coins and
 * repeats left out), each linking to its deposit page.
 */
import { generatePath } from 'react-router';
import { PREMIUM_GROUPS, type CoinInfo, type CoinInoutLatest, type PremiumGrade } from '../../../contract';
import { coinsBySymbol } from '../../lib/asset-valuation';
import type { Language } from '../../lib/languages';
import { pagePath } from '../../shell/pages';

export type PremiumSlide = PremiumGrade['banners'][number];

/** The premium grade banner's slides: none outside the two groups (or without an answer). */
export function premiumSlides(answer: PremiumGrade | undefined): readonly PremiumSlide[] {
  if (!answer?.groupName || !PREMIUM_GROUPS.includes(answer.groupName)) return [];
  return answer.banners;
}

/** The deposit page of a coin (or KRW): /inout/deposit/{symbol}. */
export function depositPath(symbol: string): string {
  return generatePath(pagePath('inoutDeposit'), { coin: symbol });
}

/** §3 "Latest coin in/out item": coinType mapped to coinSymbol, coinName, coinNameEn. */
export interface DepositSupportSlide {
  coinType: string;
  coinSymbol: string;
  coinName: string;
  coinNameEn: string;
  path: string;
}

/** The new-deposit-support slides, in the answer's order (newest first). */
export function depositSupportSlides(
  latest: CoinInoutLatest,
  coins: readonly CoinInfo[],
): DepositSupportSlide[] {
  const byType = new Map([...coinsBySymbol(coins).values()].map((coin) => [coin.coinType, coin]));
  const slides: DepositSupportSlide[] = [];
  const seen = new Set<string>();
  for (const { coinType } of latest) {
    const coin = byType.get(coinType);
    if (!coin || seen.has(coinType)) continue;
    seen.add(coinType);
    slides.push({
      coinType,
      coinSymbol: coin.symbol,
      coinName: coin.coinNm,
      coinNameEn: coin.coinNmEn,
      path: depositPath(coin.symbol),
    });
  }
  return slides;
}

/** A slide's coin name in the current language. */
export function slideCoinName(slide: DepositSupportSlide, language: Language): string {
  return language === 'en' ? slide.coinNameEn : slide.coinName;
}
