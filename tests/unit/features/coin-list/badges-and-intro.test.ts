import { describe, expect, test } from 'vitest';
import type { IntroFrame } from '../../../../contract';
import { rowBadges } from '../../../../src/features/coin-list/rules/badges';
import { applyIntroToCoins } from '../../../../src/features/coin-list/rules/intro';
import { coin } from '../../../fixtures/coins';
import { COINS } from './fixtures';

describe('row badges', () => {
  test.each([
    [{}, []],
    [{ isListedNew: true }, ['isListedNew']],
    [{ isListedNew: true, topFixedNew: true }, ['topFixedNew']],
    [{ hasEvent: true, isMeme: true, isInvestment: true }, ['hasEvent', 'isInvestment', 'isMeme']],
    [{ disClosure: true, isStaking: true, canTrade: false }, ['disClosure', 'isStaking']],
  ])('%j shows %j', (info, badges) => {
    expect(rowBadges(coin('BTC', 'KRW', info).infoOnMarket)).toEqual(badges);
  });
});

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
