import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderRow } from '../../../../fixtures/orders';
import {
  decodeFrame,
  MAX_FRAME_CHARS,
  MAX_FRAME_ROWS,
  type FrameRejection,
} from '../../../../../workers/core/feed/frame-codec';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { FakeExchange, FakeScheduler } from './fakes';
import {
  bookFrame,
  filledHalf,
  introFrame,
  marketPriceFrame,
  ordersFrame,
  secondTickerFrame,
  tickerFrame,
  tickerRow,
  trade,
  tradesFrame,
} from './frames';
import { mutatedFrameTextArb, validFrameArb } from './frame-arbitraries';

const tickerRowText = JSON.stringify(tickerRow('BTC-KRW', 100));
const badTickerRow = (replace: (row: unknown[]) => void) => {
  const row: unknown[] = JSON.parse(tickerRowText);
  replace(row);
  return JSON.stringify({ ch: 'ticker', seq: 1, t: 1, snapshot: false, rows: [row] });
};

const book = (changes: object) =>
  JSON.stringify({ ...bookFrame(1, 'BTC-KRW', [[101, 1]], [[99, 2]]), ...changes });
const orderEvents = (event: object) => JSON.stringify(ordersFrame(1, [{ ...filledHalf(1), ...event }]));
const withOrder = (changes: object) => orderEvents({ order: { ...orderRow(1), ...changes } });
const withFill = (changes: object) => orderEvents({ fill: { ...filledHalf(1).fill, ...changes } });

const rejections: [string, string, FrameRejection][] = [
  ['empty text', '', 'not-json'],
  ['cut JSON', '{"ch":"ticker","seq":1', 'not-json'],
  ['NaN literal', '{"ch":"heartbeat","seq":NaN,"t":1}', 'not-json'],
  ['null', 'null', 'not-object'],
  ['array', '[1,2]', 'not-object'],
  ['number', '42', 'not-object'],
  ['string', '"ticker"', 'not-object'],
  ['no channel', '{"seq":1,"t":1}', 'unknown-channel'],
  ['unknown channel', '{"ch":"weather","seq":1,"t":1}', 'unknown-channel'],
  ['numeric channel', '{"ch":7,"seq":1,"t":1}', 'unknown-channel'],
  ['prototype channel', '{"ch":"__proto__","seq":1,"t":1}', 'unknown-channel'],
  ['negative seq', '{"ch":"heartbeat","seq":-1,"t":1}', 'bad-seq'],
  ['fractional seq', '{"ch":"heartbeat","seq":1.5,"t":1}', 'bad-seq'],
  ['string seq', '{"ch":"heartbeat","seq":"1","t":1}', 'bad-seq'],
  ['unsafe seq', '{"ch":"heartbeat","seq":9007199254740993,"t":1}', 'bad-seq'],
  ['missing t', '{"ch":"heartbeat","seq":1}', 'bad-time'],
  ['infinite t', '{"ch":"heartbeat","seq":1,"t":1e400}', 'bad-time'],
  ['negative t', '{"ch":"heartbeat","seq":1,"t":-5}', 'bad-time'],
  ['ticker without snapshot flag', '{"ch":"ticker","seq":1,"t":1,"rows":[]}', 'bad-flag'],
  ['ticker snapshot flag as string', '{"ch":"ticker","seq":1,"t":1,"snapshot":"true","rows":[]}', 'bad-flag'],
  ['ticker rows object', '{"ch":"ticker","seq":1,"t":1,"snapshot":false,"rows":{}}', 'bad-rows'],
  ['ticker row too short', badTickerRow((row) => row.pop()), 'bad-row'],
  ['ticker row too long', badTickerRow((row) => row.push(1)), 'bad-row'],
  ['ticker row lower-case key', badTickerRow((row) => (row[0] = 'btc-krw')), 'bad-key'],
  ['ticker row key without market', badTickerRow((row) => (row[0] = 'BTC')), 'bad-key'],
  ['ticker row numeric key', badTickerRow((row) => (row[0] = 12)), 'bad-key'],
  ['ticker row number as string', badTickerRow((row) => (row[3] = '12')), 'bad-number'],
  ['ticker row null number', badTickerRow((row) => (row[5] = null)), 'bad-number'],
  [
    'ticker row infinite number',
    badTickerRow((row) => (row[1] = 'Infinity')).replace('"Infinity"', '1e999'),
    'bad-number',
  ],
  ['trade side 3', JSON.stringify(tradesFrame(1, [['BTC-KRW', 1, 100, 1, 3 as 1]])), 'bad-field'],
  ['trade zero price', JSON.stringify(tradesFrame(1, [trade('BTC-KRW', 1, 0)])), 'bad-number'],
  ['trade negative quantity', JSON.stringify(tradesFrame(1, [trade('BTC-KRW', 1, 100, -1)])), 'bad-number'],
  [
    'trade row as object',
    '{"ch":"trades","seq":1,"t":1,"reset":false,"rows":[{"key":"BTC-KRW"}]}',
    'bad-row',
  ],
  ['trades without reset flag', '{"ch":"trades","seq":1,"t":1,"rows":[]}', 'bad-flag'],
  ['second ticker short row', '{"ch":"secondTicker","seq":1,"t":1,"rows":[["BTC-KRW",1,2]]}', 'bad-row'],
  ['market price unknown market', '{"ch":"marketPrice","seq":1,"t":1,"rows":[["EUR",1]]}', 'bad-key'],
  ['market price string value', '{"ch":"marketPrice","seq":1,"t":1,"rows":[["BTC","1"]]}', 'bad-number'],
  ['asset row not an object', '{"ch":"assetChange","seq":1,"t":1,"rows":[[1,2]]}', 'bad-row'],
  [
    'asset row without balance',
    '{"ch":"assetChange","seq":1,"t":1,"rows":[{"coinType":"C0101","symbol":"BTC","lockedBalance":0,"avgBuyAmt":0}]}',
    'bad-number',
  ],
  [
    'asset row with a huge symbol',
    JSON.stringify({
      ch: 'assetChange',
      seq: 1,
      t: 1,
      rows: [{ coinType: 'C0101', symbol: 'X'.repeat(500), coinBalance: 1, lockedBalance: 0, avgBuyAmt: 0 }],
    }),
    'bad-field',
  ],
  ['intro without markets', '{"ch":"intro","seq":1,"t":1,"coins":[]}', 'bad-rows'],
  [
    'intro flag as string',
    JSON.stringify({ ...introFrame(1), coins: [{ ...introFrame(1).coins[0], isListedNew: 'yes' }] }),
    'bad-field',
  ],
  [
    'intro bad market',
    JSON.stringify({ ...introFrame(1), markets: [{ marketSymbol: 'JPY', isOpen: true }] }),
    'bad-key',
  ],
  ['book without key', book({ key: undefined }), 'bad-key'],
  ['book with a lower-case key', book({ key: 'btc-krw' }), 'bad-key'],
  ['book without snapshot flag', book({ snapshot: 1 }), 'bad-flag'],
  ['book without asks', book({ asks: undefined }), 'bad-rows'],
  ['book bids as object', book({ bids: { 99: 2 } }), 'bad-rows'],
  ['book level of three', book({ asks: [[101, 1, 5]] }), 'bad-row'],
  ['book level as object', book({ bids: [{ price: 99, quantity: 2 }] }), 'bad-row'],
  ['book level zero price', book({ asks: [[0, 1]] }), 'bad-number'],
  ['book level negative quantity', book({ bids: [[99, -1]] }), 'bad-number'],
  ['book level quantity as string', book({ bids: [[99, '1']] }), 'bad-number'],
  ['book snapshot with a removal', book({ snapshot: true, asks: [[101, 0]] }), 'bad-number'],
  ['orders without events', '{"ch":"orders","seq":1,"t":1}', 'bad-rows'],
  ['order event not an object', JSON.stringify({ ...ordersFrame(1, []), events: [1] }), 'bad-row'],
  ['order event of unknown kind', orderEvents({ kind: 'exploded' }), 'bad-field'],
  ['order event without order', orderEvents({ order: null }), 'bad-row'],
  ['order with a bad key', withOrder({ key: 'BTC' }), 'bad-key'],
  ['order with unknown side', withOrder({ side: 'hold' }), 'bad-field'],
  ['order with unknown type', withOrder({ orderType: 'iceberg' }), 'bad-field'],
  ['order with unknown status', withOrder({ status: 'open' }), 'bad-field'],
  ['order with a bad stop condition', withOrder({ stopCondition: 'gt' }), 'bad-field'],
  ['order with triggered as string', withOrder({ triggered: 'yes' }), 'bad-field'],
  ['order with a huge client id', withOrder({ clientOrderId: 'x'.repeat(100) }), 'bad-field'],
  ['order with a fractional id', withOrder({ orderId: 1.5 }), 'bad-number'],
  ['order with a negative quantity', withOrder({ quantity: -1 }), 'bad-number'],
  ['order with a string price', withOrder({ price: '100' }), 'bad-number'],
  ['order with amount missing', withOrder({ amount: undefined }), 'bad-number'],
  ['fill with a bad key', withFill({ key: 12 }), 'bad-key'],
  ['fill with maker as number', withFill({ maker: 1 }), 'bad-field'],
  ['fill with a negative fee', withFill({ fee: -1 }), 'bad-number'],
  ['fill as array', orderEvents({ fill: [1, 2] }), 'bad-row'],
  [
    'frame over the size limit',
    `{"ch":"heartbeat","seq":1,"t":1,"pad":"${'x'.repeat(MAX_FRAME_CHARS)}"}`,
    'too-large',
  ],
  [
    'too many rows',
    JSON.stringify({
      ch: 'marketPrice',
      seq: 1,
      t: 1,
      rows: Array.from({ length: MAX_FRAME_ROWS + 1 }, () => ['KRW', 1]),
    }),
    'bad-rows',
  ],
];

describe('decodeFrame', () => {
  it.each(rejections)('rejects %s', (_name, text, reason) => {
    expect(decodeFrame(text)).toEqual({ ok: false, reason });
  });

  it('rejects binary messages', () => {
    expect(decodeFrame(new Uint8Array([123, 125]) as unknown as string)).toEqual({
      ok: false,
      reason: 'not-text',
    });
  });

  const acceptances: [string, object][] = [
    ['a heartbeat', { ch: 'heartbeat', seq: 0, t: 0 }],
    ['a ticker delta', tickerFrame(5, [tickerRow('BTC-KRW', 100), tickerRow('ETH-BTC', 0.05)])],
    ['a ticker snapshot', tickerFrame(5, [tickerRow('USDT-KRW', 1400)], true)],
    ['an empty ticker delta', tickerFrame(6, [])],
    ['negative change amounts', tickerFrame(7, [['XRP-KRW', 1, 1, -50, -0.5, 1, 0, 2, 1, 3, 1]])],
    ['trades', tradesFrame(1, [trade('BTC-KRW', 1_700_000_000_000, 95_000_000, 0.01, 2)])],
    ['a trades reset', tradesFrame(2, [], true)],
    ['a second ticker', secondTickerFrame(3, [['BTC-KRW', 100]])],
    [
      'market prices',
      marketPriceFrame(4, [
        ['BTC', 95_000_000],
        ['USDT', 1400],
      ]),
    ],
    ['an intro', introFrame(1)],
    [
      'an asset change',
      {
        ch: 'assetChange',
        seq: 1,
        t: 1,
        rows: [{ coinType: 'C0101', symbol: 'BTC', coinBalance: 1, lockedBalance: 0.5, avgBuyAmt: 1 }],
      },
    ],
    ['unknown extra fields', { ch: 'heartbeat', seq: 1, t: 1, server: 'sim' }],
    ['a book snapshot', bookFrame(3, 'BTC-KRW', [[95_001_000, 0.5]], [[95_000_000, 1.25]], true)],
    ['a book delta with a removal', bookFrame(4, 'SHIB-KRW', [[0.0215, 0]], [])],
    ['an empty book', bookFrame(5, 'ETH-BTC', [], [], true)],
    ['order events', ordersFrame(2, [{ kind: 'placed', order: orderRow(1), fill: null }, filledHalf(1)])],
    [
      'a stop-limit waiting',
      ordersFrame(3, [
        {
          kind: 'placed',
          order: orderRow(2, {
            orderType: 'stopLimit',
            stopPrice: 94_000_000,
            stopCondition: 'lte',
            triggered: false,
          }),
          fill: null,
        },
      ]),
    ],
    ['no order events', ordersFrame(4, [])],
  ];

  it.each(acceptances)('accepts %s as it is', (_name, frame) => {
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame });
  });

  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const result = decodeFrame(text);
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('never throws on arbitrary JSON', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const result = decodeFrame(JSON.stringify(value));
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });

  it('round-trips every valid frame', () => {
    fc.assert(
      fc.property(validFrameArb, (frame) => {
        expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame });
      }),
    );
  });

  it('counts every invalid mutant of a valid frame as dropped, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            mutatedFrameTextArb,
            validFrameArb.map((f) => JSON.stringify(f)),
          ),
          { maxLength: 30 },
        ),
        (texts) => {
          const exchange = new FakeExchange();
          const session = new FeedSession({
            socketFactory: exchange.factory,
            scheduler: new FakeScheduler(),
          });
          session.start();
          exchange.current.open();
          let invalid = 0;
          for (const text of texts) {
            if (!decodeFrame(text).ok) invalid += 1;
            exchange.current.raw(text);
          }
          expect(session.connection().droppedFrames).toBe(invalid);
          const counted = Object.values(session.statistics().rejections).reduce((a, b) => a + b, 0);
          expect(counted).toBe(invalid);
          session.dispose();
        },
      ),
      { numRuns: 200 },
    );
  });
});
