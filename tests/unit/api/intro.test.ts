import { describe, expect, test } from 'vitest';
import type { IntroFrame, MarketInfo } from '../../../contract';
import { applyIntroToCoins, applyIntroToMarkets } from '../../../src/api/intro';
import { COINS } from '../features/coin-list/fixtures';

describe('intro applied to the coins', () => {
  const listing = (key: string, isListedNew: boolean, buyOpenDate: string | null = null) =>
    ({
      key,
      isListedNew,
      buyOpenDate,
      sellOpenDate: null,
      marketReserveOrderStartTime: null,
    }) as IntroFrame['coins'][number];

  test('an intro that changes nothing answers the same array', () => {
    expect(applyIntroToCoins(COINS, { coins: [listing('BTC-KRW', false), listing('NOPE-KRW', true)] })).toBe(
      COINS,
    );
  });

  test('changed listing fields replace only that coin', () => {
    const date = '2026-11-23T09:00:00+09:00';
    const next = applyIntroToCoins(COINS, { coins: [listing('SOL-USDT', true, date)] });
    expect(next).not.toBe(COINS);
    const sol = next.find((c) => c.key === 'SOL-USDT')!;
    expect(sol.infoOnMarket).toMatchObject({ isListedNew: true, buyOpenDate: date, canTrade: true });
    expect(next.filter((c, i) => c !== COINS[i]).map((c) => c.key)).toEqual(['SOL-USDT']);
    expect(COINS.find((c) => c.key === 'SOL-USDT')!.infoOnMarket.isListedNew).toBe(false);
  });
});

describe('intro applied to the markets', () => {
  const MARKETS: MarketInfo[] = [
    { marketSymbol: 'KRW', crncCd: 'C0100', isBeta: false, isOpen: true },
    { marketSymbol: 'BTC', crncCd: 'C0101', isBeta: false, isOpen: true },
  ];

  test.each([
    ['the same open states', [{ marketSymbol: 'KRW', isOpen: true }], [true, true]],
    ['a market it does not name', [{ marketSymbol: 'USDT', isOpen: false }], [true, true]],
    ['a closed market', [{ marketSymbol: 'BTC', isOpen: false }], [true, false]],
  ] as const)('%s', (_name, markets, open) => {
    const next = applyIntroToMarkets(MARKETS, { markets: [...markets] });
    expect(next.map((market) => market.isOpen)).toEqual(open);
    expect(next === MARKETS).toBe(open.every(Boolean));
  });
});
