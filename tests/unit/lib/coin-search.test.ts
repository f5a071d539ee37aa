import { describe, expect, test } from 'vitest';
import { toSearchQuery } from '../../../src/lib/korean-search';
import { buildSearchIndex, coinMatches } from '../../../src/lib/coin-search';
import { COINS } from '../features/coin-list/fixtures';

const index = buildSearchIndex(COINS);

function found(query: string): string[] {
  const prepared = toSearchQuery(query)!;
  return [...new Set(COINS.filter((c) => coinMatches(index.get(c.coinType), prepared)).map((c) => c.symbol))];
}

describe('coin search', () => {
  test.each([
    ['ㅂㅌ', ['BTC', 'BCH']],
    ['ㅂㅌㅋㅇ ㅋ', ['BCH']],
    ['비트코인', ['BTC', 'BCH']],
    ['비ㅌ', ['BTC', 'BCH']],
    ['bitcoin', ['BTC', 'BCH']],
    ['BITCOIN CASH', ['BCH']],
    ['eth', ['ETH', 'USDT']], // Tether
    ['Eth', ['ETH', 'USDT']],
    ['ethereum', ['ETH']],
    ['이더', ['ETH']],
    ['ㅇㄷㄹㅇ', ['ETH']],
    ['리플', ['XRP']],
    ['sol', ['SOL']],
    ['tether', ['USDT']],
    ['usdt', ['USDT']],
    ['ㅅ', ['SHIB', 'SOL', 'BCH', 'XRP', 'WEMIX']], // 시바이누, 솔라나, 캐시, 엑스알피, 위믹스
    ['ㅅㅂ', ['SHIB']],
    ['shib', ['SHIB']],
    ['zzz', []],
    ['ㅎ', []],
  ])('%j finds %j', (query, symbols) => {
    expect(found(query).sort()).toEqual([...symbols].sort());
  });

  test('one entry per coin, whatever the markets it trades on', () => {
    expect(index.size).toBe(new Set(COINS.map((c) => c.coinType)).size);
    expect(coinMatches(undefined, toSearchQuery('btc')!)).toBe(false);
  });
});
