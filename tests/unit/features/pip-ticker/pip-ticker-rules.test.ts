import { describe, expect, test } from 'vitest';
import { coinOfPath, MAX_WATCHED, watchedCoins } from '../../../../src/features/pip-ticker/pip-ticker-rules';
import { tickerRowText } from '../../../../src/features/pip-ticker/pip-row';
import { priceTicks, SPEC_TICKS } from '../../../../contract/price-ticks';

describe('the watched coins', () => {
  test.each([
    [
      'the page coin first, then the favourites',
      'BTC-KRW',
      ['ETH-KRW', 'XRP-KRW'],
      ['BTC-KRW', 'ETH-KRW', 'XRP-KRW'],
    ],
    ['each once', 'BTC-KRW', ['BTC-KRW', 'ETH-KRW', 'ETH-KRW'], ['BTC-KRW', 'ETH-KRW']],
    ['no page coin: the favourites', undefined, ['ETH-KRW'], ['ETH-KRW']],
    ['nothing watched', undefined, [], []],
    ['keys that are not SYMBOL-MARKET skipped', 'btc', ['ETH-KRW', '<img>', '-KRW'], ['ETH-KRW']],
  ] as const)('%s', (_name, pageCoin, favourites, expected) => {
    expect(watchedCoins(pageCoin, favourites)).toEqual(expected);
  });

  test('at most MAX_WATCHED', () => {
    const many = Array.from({ length: 20 }, (_, i) => `C${i}-KRW`);
    expect(watchedCoins('BTC-KRW', many)).toHaveLength(MAX_WATCHED);
    expect(watchedCoins('BTC-KRW', many)[0]).toBe('BTC-KRW');
  });
});

describe('the page’s coin', () => {
  test.each([
    ['/trade/order/BTC-KRW', 'BTC-KRW'],
    ['/trade/chart/ETH-USDT', 'ETH-USDT'],
    ['/trade/order', undefined],
    ['/insight', undefined],
    ['/', undefined],
  ])('%s → %s', (path, expected) => {
    expect(coinOfPath(path)).toBe(expected);
  });
});

describe('a row’s texts', () => {
  const ticks = priceTicks(SPEC_TICKS, 'BTC-KRW');
  test('the price with its step’s decimals, the rate signed to 2 decimals, the move', () => {
    expect(tickerRowText(95_000_000, 1.239, ticks)).toEqual({
      price: '95,000,000',
      rate: '+1.23%',
      direction: 'up',
    });
    expect(tickerRowText(95_000_000, -0.5, ticks).direction).toBe('down');
    expect(tickerRowText(95_000_000, 0, ticks).direction).toBe('flat');
  });

  test.each([Number.NaN, 0, -1, Number.POSITIVE_INFINITY])('no figure (%s): the placeholder', (price) => {
    expect(tickerRowText(price, 1, ticks)).toEqual({ price: '—', rate: '—', direction: 'flat' });
  });
});
