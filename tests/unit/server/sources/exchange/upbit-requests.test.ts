/** The REST calls as each dialect writes them: paths, queries, rate-limit groups, candle paging. */
import { describe, expect, test } from 'vitest';
import { BITHUMB, UPBIT } from '../../../../../server/sources/exchange/dialects';
import {
  candleTo,
  dayCandlesRequest,
  instrumentsRequest,
  marketsRequest,
  minuteCandlesRequest,
  orderbookRequest,
  previousPageTo,
  tickerRequest,
  tradesRequest,
} from '../../../../../server/sources/exchange/upbit-requests';

const OPEN_1155 = Date.parse('2020-02-20T11:55:00Z') / 1000;

describe('requests', () => {
  test('each call in its rate-limit group, codes in the exchange form', () => {
    expect(marketsRequest(UPBIT)).toEqual({
      group: 'market',
      path: '/v1/market/all',
      query: { is_details: 'true' },
    });
    expect(marketsRequest(BITHUMB)).toEqual({
      group: 'other',
      path: '/v1/market/all',
      query: { isDetails: 'true' },
    });
    expect(tickerRequest(UPBIT, ['BTC-KRW', 'ETH-BTC'])).toEqual({
      group: 'ticker',
      path: '/v1/ticker',
      query: { markets: 'KRW-BTC,BTC-ETH' },
    });
    expect(tradesRequest(BITHUMB, 'BTC-KRW', 50)).toEqual({
      group: 'trade',
      path: '/v1/trades/ticks',
      query: { market: 'KRW-BTC', count: '50' },
    });
    expect(orderbookRequest(UPBIT, ['BTC-KRW'])).toEqual({
      group: 'orderbook',
      path: '/v1/orderbook',
      query: { markets: 'KRW-BTC' },
    });
    expect(instrumentsRequest(UPBIT, ['BTC-KRW'])).toEqual({
      group: 'orderbook',
      path: '/v1/orderbook/instruments',
      query: { markets: 'KRW-BTC' },
    });
  });

  test('a candle page: unit in the path, `to` in UTC with Z for Upbit and KST wall clock for Bithumb', () => {
    expect(minuteCandlesRequest(UPBIT, 'BTC-KRW', 1, OPEN_1155, 200)).toEqual({
      group: 'candle',
      path: '/v1/candles/minutes/1',
      query: { market: 'KRW-BTC', count: '200', to: '2020-02-20T11:55:00Z' },
    });
    expect(minuteCandlesRequest(BITHUMB, 'BTC-KRW', 240, OPEN_1155, 5).query).toEqual({
      market: 'KRW-BTC',
      count: '5',
      to: '2020-02-20 20:55:00',
    });
    expect(dayCandlesRequest(UPBIT, 'BTC-KRW', undefined, 10)).toEqual({
      group: 'candle',
      path: '/v1/candles/days',
      query: { market: 'KRW-BTC', count: '10' },
    });
  });

  test('the page before an ascending page ends at its oldest open (to is exclusive); none before an empty page', () => {
    expect(previousPageTo([{ openSec: OPEN_1155 }, { openSec: OPEN_1155 + 60 }])).toBe(OPEN_1155);
    expect(previousPageTo([])).toBeUndefined();
    expect(candleTo(UPBIT, OPEN_1155)).toBe('2020-02-20T11:55:00Z');
  });

  test('a unit the exchange does not serve, or a count outside 1..200, is refused before any call', () => {
    expect(() => minuteCandlesRequest(UPBIT, 'BTC-KRW', 7 as never, undefined, 10)).toThrow(RangeError);
    expect(() => minuteCandlesRequest(UPBIT, 'BTC-KRW', 1, undefined, 201)).toThrow(RangeError);
    expect(() => dayCandlesRequest(BITHUMB, 'BTC-KRW', undefined, 0)).toThrow(RangeError);
  });
});
