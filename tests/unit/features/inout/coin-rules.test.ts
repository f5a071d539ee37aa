import { describe, expect, test } from 'vitest';
import { KRW_COIN_TYPE } from '../../../../contract/markets';
import {
  coinName,
  depositPath,
  inoutCoins,
  KRW_REF,
  resolveCoin,
  statementPath,
  symbolOf,
  withdrawPath,
} from '../../../../src/features/inout/coin-rules';
import { coin } from '../../../fixtures/coins';

const CATALOGUE = [coin('ETH', 'KRW'), coin('BTC', 'KRW'), coin('ETH', 'BTC'), coin('USDT', 'KRW')];
const COINS = inoutCoins(CATALOGUE);

test('inoutCoins lists each coin once, by symbol, with both names', () => {
  expect(COINS.map((c) => c.symbol)).toEqual(['BTC', 'ETH', 'USDT']);
  expect(COINS[0]).toEqual({ coinType: 'C0101', symbol: 'BTC', nameKo: '비트코인', nameEn: 'Bitcoin' });
});

describe('resolveCoin', () => {
  test.each([
    ['BTC', 'C0101'],
    ['eth', 'C0102'],
    ['KRW', KRW_COIN_TYPE],
    ['krw', KRW_COIN_TYPE],
    ['NOPE', null],
    ['', null],
  ])('%s → %s', (symbol, coinType) => {
    expect(resolveCoin(symbol, COINS)?.coinType ?? null).toBe(coinType);
  });
});

test.each([
  [KRW_COIN_TYPE, 'KRW'],
  ['C0102', 'ETH'],
  ['C0999', 'C0999'],
])('symbolOf(%s) = %s', (coinType, symbol) => {
  expect(symbolOf(coinType, COINS)).toBe(symbol);
});

test.each([
  ['ko', '비트코인'],
  ['en', 'Bitcoin'],
] as const)('coinName in %s', (language, name) => {
  expect(coinName(COINS[0]!, language, 'won')).toBe(name);
  expect(coinName(KRW_REF, language, 'won')).toBe('won');
});

test('the pages’ paths', () => {
  expect(depositPath('KRW')).toBe('/inout/deposit/KRW');
  expect(withdrawPath('BTC')).toBe('/inout/withdraw/BTC');
  expect(statementPath()).toBe('/inout/statement');
});
