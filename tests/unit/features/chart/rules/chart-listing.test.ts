import { describe, expect, test } from 'vitest';
import { unlistedMessage } from '../../../../../src/features/chart/rules/chart-listing';

describe('unlistedMessage', () => {
  test('a coin its market lists has none', () => {
    expect(unlistedMessage('BTC', 'KRW', ['KRW', 'BTC'])).toBeNull();
  });

  test('a symbol no market lists does not exist', () => {
    expect(unlistedMessage('FOO', 'KRW', [])).toEqual({
      key: 'chart.notListed.none',
      values: { symbol: 'FOO', market: 'KRW' },
    });
  });

  test('a symbol other markets list names them', () => {
    expect(unlistedMessage('XRP', 'KRW', ['BTC', 'USDT'])).toEqual({
      key: 'chart.notListed.elsewhere',
      values: { symbol: 'XRP', market: 'KRW', markets: 'BTC, USDT' },
    });
  });
});
