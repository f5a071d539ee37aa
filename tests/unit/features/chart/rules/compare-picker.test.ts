import { describe, expect, test } from 'vitest';
import { buildSearchIndex } from '../../../../../src/lib/coin-search';
import { compareCandidates } from '../../../../../src/features/chart/rules/compare-picker';
import { COINS } from '../../coin-list/fixtures';

const index = buildSearchIndex(COINS);
const found = (query: string, chartCoin = 'BTC-KRW', market = 'KRW') =>
  compareCandidates(COINS, index, query, chartCoin as never, market as never).map((coin) => coin.key);

describe('compareCandidates', () => {
  test('a blank query lists every coin but the chart’s, its market’s first, in the catalogue’s order', () => {
    const keys = found('  ');
    expect(keys).not.toContain('BTC-KRW');
    expect(keys).toHaveLength(COINS.length - 1);
    const firstOther = keys.findIndex((key) => !key.endsWith('-KRW'));
    expect(keys.slice(0, firstOther).every((key) => key.endsWith('-KRW'))).toBe(true);
    expect(keys.slice(firstOther).some((key) => key.endsWith('-KRW'))).toBe(false);
    expect(keys.slice(0, 3)).toEqual(['ETH-KRW', 'BCH-KRW', 'XRP-KRW']);
  });

  test.each([
    // Tether's English name holds "eth" too.
    ['ETH', ['ETH-KRW', 'USDT-KRW', 'ETH-BTC', 'ETH-USDT']],
    ['eth', ['ETH-KRW', 'USDT-KRW', 'ETH-BTC', 'ETH-USDT']],
    ['ㅇㄷ', ['ETH-KRW', 'ETH-BTC', 'ETH-USDT']],
    ['bitcoin', ['BCH-KRW', 'BTC-USDT']],
    ['nothing like it', []],
  ])('“%s” finds %j', (query, expected) => {
    expect(found(query)).toEqual(expected);
  });

  test('on another market the chart’s market comes first', () => {
    expect(found('ETH', 'BTC-USDT', 'USDT')).toEqual(['ETH-USDT', 'ETH-KRW', 'USDT-KRW', 'ETH-BTC']);
  });
});
