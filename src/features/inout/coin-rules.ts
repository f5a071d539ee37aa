/**
 * Which coin an inout page is about: the symbol in the URL resolved against the coin catalogue (KRW is
 * the won itself), the coins a picker offers (each coin once, whatever its markets), and the pages' paths.
 */
import { generatePath } from 'react-router';
import type { CoinInfo } from '../../../contract';
import { KRW_COIN_TYPE } from '../../../contract/markets';
import { pagePath } from '../../shell/pages';

/** The won's symbol in paths (chart spec §2: /inout/deposit/KRW). */
export const KRW_SYMBOL = 'KRW';

export interface InoutCoinRef {
  coinType: string;
  symbol: string;
  /** Names in both languages; the won's come from the translations (null). */
  nameKo: string | null;
  nameEn: string | null;
}

export const KRW_REF: InoutCoinRef = {
  coinType: KRW_COIN_TYPE,
  symbol: KRW_SYMBOL,
  nameKo: null,
  nameEn: null,
};

/** Every coin of the catalogue once (a coin listed on several markets is one coin), by symbol. */
export function inoutCoins(coins: readonly CoinInfo[]): InoutCoinRef[] {
  const byType = new Map<string, InoutCoinRef>();
  for (const coin of coins) {
    if (coin.coinType === KRW_COIN_TYPE || byType.has(coin.coinType)) continue;
    byType.set(coin.coinType, {
      coinType: coin.coinType,
      symbol: coin.symbol,
      nameKo: coin.coinNm,
      nameEn: coin.coinNmEn,
    });
  }
  return [...byType.values()].sort((a, b) => a.symbol.localeCompare(b.symbol));
}

/** The coin a path's symbol names (case-insensitive), KRW included; null when the catalogue has none. */
export function resolveCoin(symbol: string, coins: readonly InoutCoinRef[]): InoutCoinRef | null {
  const wanted = symbol.toUpperCase();
  if (wanted === KRW_SYMBOL) return KRW_REF;
  return coins.find((coin) => coin.symbol.toUpperCase() === wanted) ?? null;
}

/** The symbol shown for a record's coinType (KRW, a known coin's symbol, or the coinType itself). */
export function symbolOf(coinType: string, coins: readonly InoutCoinRef[]): string {
  if (coinType === KRW_COIN_TYPE) return KRW_SYMBOL;
  return coins.find((coin) => coin.coinType === coinType)?.symbol ?? coinType;
}

export function coinName(coin: InoutCoinRef, language: 'ko' | 'en', wonName: string): string {
  return (language === 'en' ? coin.nameEn : coin.nameKo) ?? wonName;
}

export const depositPath = (symbol: string) => generatePath(pagePath('inoutDeposit'), { coin: symbol });
export const withdrawPath = (symbol: string) => generatePath(pagePath('inoutWithdraw'), { coin: symbol });
export const statementPath = () => pagePath('inoutStatement');
