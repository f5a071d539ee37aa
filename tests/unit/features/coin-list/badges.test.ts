import { describe, expect, test } from 'vitest';
import { rowBadges } from '../../../../src/features/coin-list/rules/badges';
import { coin } from '../../../fixtures/coins';

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
