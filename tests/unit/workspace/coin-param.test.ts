import { describe, expect, test } from 'vitest';
import {
  DEFAULT_COIN,
  parseCoinParam,
  tradeCoinParam,
  tradeOrderPath,
} from '../../../src/workspace/coin-param';

describe('parseCoinParam', () => {
  test.each([
    ['BTC-KRW', 'BTC-KRW', 'BTC', 'KRW'],
    ['ETH-BTC', 'ETH-BTC', 'ETH', 'BTC'],
    ['XRP-USDT', 'XRP-USDT', 'XRP', 'USDT'],
    ['btc-krw', 'BTC-KRW', 'BTC', 'KRW'],
    [' 1INCH-KRW ', '1INCH-KRW', '1INCH', 'KRW'],
  ])('%j is the coin %s', (raw, key, symbol, marketSymbol) => {
    expect(parseCoinParam(raw)).toEqual({ ok: true, key, symbol, marketSymbol });
  });

  test.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['BTC_KRW', 'format'],
    ['BTC-KRW-X', 'format'],
    ['-KRW', 'format'],
    ['TOOLONGSYMBOL1-KRW', 'format'],
    ['<script>-KRW', 'format'],
    ['BTC', 'format'],
    ['BTC-K', 'format'],
  ])('%j is refused (%s)', (raw, reason) => {
    expect(parseCoinParam(raw)).toMatchObject({ ok: false, reason });
  });

  test('a well-formed key on a market that does not exist names the market', () => {
    expect(parseCoinParam('BTC-EUR')).toEqual({
      ok: false,
      reason: 'market',
      raw: 'BTC-EUR',
      marketSymbol: 'EUR',
    });
  });

  test('the default coin and its page', () => {
    expect(parseCoinParam(DEFAULT_COIN).ok).toBe(true);
    expect(tradeOrderPath('ETH-KRW')).toBe('/trade/order/ETH-KRW');
  });
});

describe('tradeCoinParam', () => {
  test.each([
    ['BTC-KRW', 'BTC-KRW'],
    ['eth-btc', 'ETH-BTC'],
    // A symbol alone is the coin on the KRW market (listed or not: the chart says which).
    ['BTC', 'BTC-KRW'],
    [' foo ', 'FOO-KRW'],
    ['1INCH', '1INCH-KRW'],
  ])('%j is the coin %s', (raw, key) => {
    expect(tradeCoinParam(raw)).toMatchObject({ ok: true, key });
  });

  test.each([
    [undefined, 'missing'],
    ['BTC_KRW', 'format'],
    ['BTC-', 'format'],
    ['TOOLONGSYMBOL1', 'format'],
    ['<b>', 'format'],
    ['BTC-EUR', 'market'],
  ])('%j is refused (%s)', (raw, reason) => {
    expect(tradeCoinParam(raw)).toMatchObject({ ok: false, reason });
  });
});
