/**
 * Golden: each recorded socket frame of Upbit and Bithumb (tests/fixtures/exchanges, sources cited there) →
 * the event it must give; the subscription message.
 */
import { describe, expect, test } from 'vitest';
import { BITHUMB, UPBIT } from '../../../../../server/sources/exchange/dialects';
import { parseFrame, subscriptionMessage } from '../../../../../server/sources/exchange/upbit-socket';
import { recordedFrame } from '../../../../fixtures/exchanges';

describe('the subscription message', () => {
  test('one JSON array: the ticket, one object per type with the exchange codes, the DEFAULT format', () => {
    expect(JSON.parse(subscriptionMessage(['BTC-KRW', 'ETH-BTC'], 'ticket-1'))).toEqual([
      { ticket: 'ticket-1' },
      { type: 'ticker', codes: ['KRW-BTC', 'BTC-ETH'] },
      { type: 'trade', codes: ['KRW-BTC', 'BTC-ETH'] },
      { type: 'orderbook', codes: ['KRW-BTC', 'BTC-ETH'] },
      { format: 'DEFAULT' },
    ]);
  });
});

describe('Upbit frames', () => {
  test('ticker (SNAPSHOT, delisting_date null): as sent, counted from 09:00 KST', () => {
    expect(parseFrame(UPBIT, recordedFrame('upbit', 'socket-ticker').text)).toEqual({
      kind: 'event',
      event: {
        kind: 'ticker',
        ticker: {
          key: 'ETH-BTC',
          timeMs: 1584482323000,
          price: 0.02161249,
          prevClose: 0.02185802,
          dayHigh: 0.02295092,
          dayLow: 0.02161249,
          dayValue: 2.32732482,
          dayVolume: 106.11798418,
          dayStartKstHour: 9,
          value24h: 2.5955306323568927,
          volume24h: 118.38798416,
        },
      },
    });
  });

  test('trade (REALTIME): ASK is a taker sale (2), timed by trade_timestamp', () => {
    expect(parseFrame(UPBIT, recordedFrame('upbit', 'socket-trade').text)).toEqual({
      kind: 'event',
      event: {
        kind: 'trade',
        trade: {
          key: 'BTC-KRW',
          id: '1584508285000002',
          timeMs: 1584508285000,
          price: 6747000,
          quantity: 0.06499468,
          side: 2,
        },
      },
    });
  });

  test('orderbook: the whole top, asks ascending, bids descending', () => {
    expect(parseFrame(UPBIT, recordedFrame('upbit', 'socket-orderbook').text)).toEqual({
      kind: 'event',
      event: {
        kind: 'book',
        book: {
          key: 'ETH-KRW',
          timeMs: 1746601573804,
          asks: [
            [137002000, 0.10623869],
            [137023000, 0.06144079],
            [137050000, 0.0055433],
            [137052000, 0.00452071],
            [137053000, 0.12781487],
          ],
          bids: [
            [137001000, 0.03656812],
            [137000000, 0.33543284],
            [136999000, 0.00104379],
            [136980000, 0.32709281],
            [136978000, 0.00875219],
          ],
        },
      },
    });
  });

  test('an error frame is an event of kind error', () => {
    expect(parseFrame(UPBIT, recordedFrame('upbit', 'socket-error').text)).toEqual({
      kind: 'event',
      event: { kind: 'error', name: 'NO_TICKET', message: '티켓이 존재하지 않거나, 유효하지 않습니다.' },
    });
  });

  test('the answer to PING is ignored; a stream not subscribed (candle.1s) is malformed', () => {
    expect(parseFrame(UPBIT, recordedFrame('upbit', 'socket-status-up').text)).toEqual({ kind: 'ignored' });
    expect(parseFrame(UPBIT, recordedFrame('upbit', 'socket-candle').text)).toEqual({
      kind: 'malformed',
      problem: 'type: "candle.1s" is not a stream this link subscribes',
    });
  });

  test('an unknown stream_type, text that is not JSON, or a JSON array are malformed', () => {
    const trade = JSON.parse(recordedFrame('upbit', 'socket-trade').text) as Record<string, unknown>;
    expect(parseFrame(UPBIT, JSON.stringify({ ...trade, stream_type: 'DELTA' })).kind).toBe('malformed');
    expect(parseFrame(UPBIT, '{"type":"trade"').kind).toBe('malformed');
    expect(parseFrame(UPBIT, '[1,2]').kind).toBe('malformed');
  });

  test('a trade id written as a number past 2^53 keeps every digit', () => {
    const text = recordedFrame('upbit', 'socket-trade').text.replace(
      '1584508285000002',
      '862683813820523887',
    );
    const result = parseFrame(UPBIT, text);
    expect(result.kind === 'event' && result.event.kind === 'trade' && result.event.trade.id).toBe(
      '862683813820523887',
    );
  });
});

describe('Bithumb frames', () => {
  test('ticker (delisting_date ""): as sent, counted from 00:00 KST', () => {
    expect(parseFrame(BITHUMB, recordedFrame('bithumb', 'socket-ticker').text)).toEqual({
      kind: 'event',
      event: {
        kind: 'ticker',
        ticker: {
          key: 'BTC-KRW',
          timeMs: 1783655148303,
          price: 95299000,
          prevClose: 94201000,
          dayHigh: 95465000,
          dayLow: 93601000,
          dayValue: 14330306973.41015,
          dayVolume: 151.44914647,
          dayStartKstHour: 0,
          value24h: 29226371799.56915,
          volume24h: 310.44065227,
        },
      },
    });
  });

  test('trade: the 18-digit string id kept exactly', () => {
    expect(parseFrame(BITHUMB, recordedFrame('bithumb', 'socket-trade').text)).toEqual({
      kind: 'event',
      event: {
        kind: 'trade',
        trade: {
          key: 'BTC-KRW',
          id: '862683813820523888',
          timeMs: 1783658381138,
          price: 95539000,
          quantity: 0.00022664,
          side: 2,
        },
      },
    });
  });

  test('orderbook: the microsecond string timestamp read as milliseconds', () => {
    expect(parseFrame(BITHUMB, recordedFrame('bithumb', 'socket-orderbook').text)).toEqual({
      kind: 'event',
      event: {
        kind: 'book',
        book: {
          key: 'BTC-KRW',
          timeMs: 1783657882348,
          asks: [[95340000, 0.0007]],
          bids: [[95339000, 0.0024]],
        },
      },
    });
  });

  test('an error frame is an event; the answer to PING is ignored', () => {
    expect(parseFrame(BITHUMB, recordedFrame('bithumb', 'socket-error').text)).toEqual({
      kind: 'event',
      event: { kind: 'error', name: 'WRONG_FORMAT', message: 'Format 이 맞지 않습니다.' },
    });
    expect(parseFrame(BITHUMB, recordedFrame('bithumb', 'socket-status-up').text)).toEqual({
      kind: 'ignored',
    });
  });
});
