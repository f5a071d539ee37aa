import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { storedDrawing } from '../../../../fixtures/drawings';
import { replayState } from '../../../../fixtures/market-source';
import { orderRow } from '../../../../fixtures/orders';
import {
  decodeFrame,
  MAX_FRAME_CHARS,
  MAX_FRAME_ROWS,
  type FrameRejection,
} from '../../../../../workers/core/feed/frame-codec';
import { SIM_SOURCE_INFO } from '../../../../../contract/market-source';
import { SPEC_TICKS, UPBIT_TICKS, uniformTicks, withCoinTick } from '../../../../../contract/price-ticks';
import { TICKER_FIELDS } from '../../../../../contract/socket';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import { FakeExchange, FakeScheduler } from './fakes';
import {
  bookFrame,
  drawingsFrame,
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

/**
 * A frame built around one bad row: the frame with a good row on each side of the bad one, and the same
 * frame as it must decode (the bad row taken out).
 */
interface BadRowCase {
  text: string;
  kept: object;
}

/** `frame[field]` = [good, bad, good]; decoded it is [good, good]. */
function withBadRow(frame: object, field: string, good: unknown, bad: unknown): BadRowCase {
  return {
    text: JSON.stringify({ ...frame, [field]: [good, bad, good] }),
    kept: { ...frame, [field]: [good, good] },
  };
}

/** The bad value is written as JSON text (1e999, NaN-free) by replacing a marker. */
function withText(badCase: BadRowCase, marker: string, text: string): BadRowCase {
  return { ...badCase, text: badCase.text.replace(`"${marker}"`, text) };
}

const goodTicker = tickerRow('BTC-KRW', 100);
const tickerWith = (change: (row: unknown[]) => void) => {
  const row: unknown[] = [...tickerRow('ETH-KRW', 5)];
  change(row);
  return withBadRow(tickerFrame(1, []), 'rows', goodTicker, row);
};
const goodTrade = trade('BTC-KRW', 1, 100, 1, 1);
const tradeWith = (row: unknown) => withBadRow(tradesFrame(1, []), 'rows', goodTrade, row);
const levelIn = (side: 'asks' | 'bids', level: unknown, snapshot = false) =>
  withBadRow(bookFrame(1, 'BTC-KRW', [], [], snapshot), side, [101, 1], level);
const goodEvent = filledHalf(1);
const eventWith = (changes: object) =>
  withBadRow(ordersFrame(1, []), 'events', goodEvent, { ...goodEvent, ...changes });
const withOrder = (changes: object) => eventWith({ order: { ...orderRow(2), ...changes } });
const withFill = (changes: object) => eventWith({ fill: { ...goodEvent.fill, ...changes } });
const goodAsset = { coinType: 'C0101', symbol: 'BTC', coinBalance: 1, lockedBalance: 0, avgBuyAmt: 0 };
const assetWith = (changes: object) =>
  withBadRow({ ch: 'assetChange', seq: 1, t: 1, rows: [] }, 'rows', goodAsset, { ...goodAsset, ...changes });
const goodPut = { kind: 'put', coin: 'BTC-KRW', drawing: storedDrawing('d1') };
const changeWith = (change: unknown) => withBadRow(drawingsFrame(1, []), 'changes', goodPut, change);
const drawingWith = (changes: object) =>
  changeWith({ ...goodPut, drawing: { ...goodPut.drawing, ...changes } });
const goodCoin = introFrame(1).coins[0];
const goodMarket = { marketSymbol: 'KRW', isOpen: true };

const badRows: [string, BadRowCase][] = [
  ['ticker row too short', tickerWith((row) => row.pop())],
  ['ticker row too long', tickerWith((row) => row.push(1))],
  ['ticker row lower-case key', tickerWith((row) => (row[0] = 'btc-krw'))],
  ['ticker row key without market', tickerWith((row) => (row[0] = 'BTC'))],
  ['ticker row numeric key', tickerWith((row) => (row[0] = 12))],
  ['ticker row number as string', tickerWith((row) => (row[3] = '12'))],
  ['ticker row null number (NaN or Infinity on the server)', tickerWith((row) => (row[5] = null))],
  [
    'ticker row infinite number',
    withText(
      tickerWith((row) => (row[1] = 'INF')),
      'INF',
      '1e999',
    ),
  ],
  ['ticker row as object', withBadRow(tickerFrame(1, []), 'rows', goodTicker, { key: 'ETH-KRW' })],
  [
    'second ticker short row',
    withBadRow(secondTickerFrame(1, []), 'rows', secondTickerFrame(1, [['BTC-KRW', 100]]).rows[0], [
      'ETH-KRW',
      1,
      2,
    ]),
  ],
  ['trade side 3', tradeWith(['ETH-KRW', 1, 100, 1, 3])],
  ['trade zero price', tradeWith(trade('ETH-KRW', 1, 0))],
  ['trade negative quantity', tradeWith(trade('ETH-KRW', 1, 100, -1))],
  ['trade infinite price', withText(tradeWith(['ETH-KRW', 1, 'INF', 1, 1]), 'INF', '1e400')],
  ['trade row as object', tradeWith({ key: 'BTC-KRW' })],
  ['market price unknown market', withBadRow(marketPriceFrame(1, []), 'rows', ['KRW', 1], ['EUR', 1])],
  ['market price string value', withBadRow(marketPriceFrame(1, []), 'rows', ['KRW', 1], ['BTC', '1'])],
  [
    'asset row not an object',
    withBadRow({ ch: 'assetChange', seq: 1, t: 1, rows: [] }, 'rows', goodAsset, [1, 2]),
  ],
  ['asset row without balance', assetWith({ coinBalance: undefined })],
  ['asset row with a huge symbol', assetWith({ symbol: 'X'.repeat(500) })],
  ['asset row with an infinite balance', withText(assetWith({ coinBalance: 'INF' }), 'INF', '1e999')],
  ['asset row with a loan lock as text', assetWith({ loanLockedBalance: '0.5' })],
  [
    'intro coin flag as string',
    withBadRow(introFrame(1), 'coins', goodCoin, { ...goodCoin, isListedNew: 'yes' }),
  ],
  ['intro coin with a bad key', withBadRow(introFrame(1), 'coins', goodCoin, { ...goodCoin, key: 'btc' })],
  [
    'intro bad market',
    withBadRow(introFrame(1), 'markets', goodMarket, { marketSymbol: 'JPY', isOpen: true }),
  ],
  ['book level of three', levelIn('asks', [102, 1, 5])],
  ['book level as object', levelIn('bids', { price: 99, quantity: 2 })],
  ['book level zero price', levelIn('asks', [0, 1])],
  ['book level negative quantity', levelIn('bids', [99, -1])],
  ['book level quantity as string', levelIn('bids', [99, '1'])],
  ['book level infinite price', withText(levelIn('asks', ['INF', 1]), 'INF', '1e999')],
  ['book snapshot with a removal', levelIn('asks', [102, 0], true)],
  ['order event not an object', withBadRow(ordersFrame(1, []), 'events', goodEvent, 1)],
  ['order event of unknown kind', eventWith({ kind: 'exploded' })],
  ['order event without order', eventWith({ order: null })],
  ['order with a bad key', withOrder({ key: 'BTC' })],
  ['order with unknown side', withOrder({ side: 'hold' })],
  ['order with unknown type', withOrder({ orderType: 'iceberg' })],
  ['order with unknown status', withOrder({ status: 'open' })],
  ['order with a bad stop condition', withOrder({ stopCondition: 'gt' })],
  ['order with triggered as string', withOrder({ triggered: 'yes' })],
  ['order with a huge client id', withOrder({ clientOrderId: 'x'.repeat(100) })],
  ['order with a fractional id', withOrder({ orderId: 1.5 })],
  ['order with a negative quantity', withOrder({ quantity: -1 })],
  ['order with a string price', withOrder({ price: '100' })],
  ['order with amount missing', withOrder({ amount: undefined })],
  ['order with an infinite fee', withText(withOrder({ fee: 'INF' }), 'INF', '1e999')],
  ['fill with a bad key', withFill({ key: 12 })],
  ['fill with maker as number', withFill({ maker: 1 })],
  ['fill with a negative fee', withFill({ fee: -1 })],
  ['fill as array', eventWith({ fill: [1, 2] })],
  ['drawing change not an object', changeWith('d1')],
  ['drawing change of unknown kind', changeWith({ ...goodPut, kind: 'moved' })],
  ['drawing put of another coin than its drawing', changeWith({ ...goodPut, coin: 'ETH-KRW' })],
  ['drawing put without its drawing', changeWith({ kind: 'put', coin: 'BTC-KRW' })],
  ['drawing of a tool drawn with another anchor count', drawingWith({ tool: 'horizontalLine' })],
  ['drawing with a bad colour', drawingWith({ style: { ...goodPut.drawing.style, color: 'red' } })],
  ['drawing of version 0', drawingWith({ version: 0 })],
  ['drawing with an id that is no id', drawingWith({ id: '../x' })],
  [
    'drawing with an infinite price',
    withText(
      drawingWith({ anchors: [{ time: 1, price: 'INF' }, goodPut.drawing.anchors[1]] }),
      'INF',
      '1e999',
    ),
  ],
  ['deletion without ids', changeWith({ kind: 'deleted', coin: 'BTC-KRW', ids: [] })],
  ['deletion of a number', changeWith({ kind: 'deleted', coin: 'BTC-KRW', ids: [7] })],
  ['deletion on a bad coin', changeWith({ kind: 'deleted', coin: 'BTC', ids: ['d1'] })],
];

const book = (changes: object) =>
  JSON.stringify({ ...bookFrame(1, 'BTC-KRW', [[101, 1]], [[99, 2]]), ...changes });
/** An intro frame with no coins, the KRW market open and the simulator's source, changed by `changes`. */
const intro = (changes: object) =>
  JSON.stringify({
    ch: 'intro',
    seq: 1,
    t: 1,
    coins: [],
    markets: [{ marketSymbol: 'KRW', isOpen: true }],
    source: SIM_SOURCE_INFO,
    ...changes,
  });
/** The simulator's source with another price-step table (contract/price-ticks.ts). */
const withTicks = (ticks: unknown) => ({ ...SIM_SOURCE_INFO, ticks });

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
  ['ticker rows null', '{"ch":"ticker","seq":1,"t":1,"snapshot":false,"rows":null}', 'bad-rows'],
  ['trades without reset flag', '{"ch":"trades","seq":1,"t":1,"rows":[]}', 'bad-flag'],
  ['second ticker without rows', '{"ch":"secondTicker","seq":1,"t":1}', 'bad-rows'],
  ['asset change rows as text', '{"ch":"assetChange","seq":1,"t":1,"rows":"[]"}', 'bad-rows'],
  ['intro without markets', intro({ markets: undefined }), 'bad-rows'],
  ['intro without its source', intro({ source: undefined }), 'bad-source'],
  ['intro of an unknown source', intro({ source: { ...SIM_SOURCE_INFO, kind: 'binance' } }), 'bad-source'],
  [
    'intro of a replay without its clock',
    intro({ source: { ...SIM_SOURCE_INFO, kind: 'replay', replay: null } }),
    'bad-source',
  ],
  [
    'intro of a replay whose speed is text',
    intro({
      source: {
        ...SIM_SOURCE_INFO,
        kind: 'replay',
        replay: { replayMs: 1, wallMs: 1, speed: '1', paused: false, fromMs: 0, toMs: 2 },
      },
    }),
    'bad-source',
  ],
  [
    'intro of Upbit whose link state is unknown',
    intro({ source: { ...SIM_SOURCE_INFO, kind: 'upbit', link: 'up' } }),
    'bad-source',
  ],
  [
    'intro whose source has no price steps',
    intro({ source: { ...SIM_SOURCE_INFO, ticks: undefined } }),
    'bad-source',
  ],
  [
    'intro whose steps lack a market',
    intro({ source: withTicks({ markets: { KRW: [[0, 1]], BTC: [[0, 1e-8]] }, coins: {} }) }),
    'bad-source',
  ],
  [
    'intro whose market bands do not reach 0',
    intro({ source: withTicks({ markets: { ...SPEC_TICKS.markets, KRW: [[1_000, 5]] }, coins: {} }) }),
    'bad-source',
  ],
  [
    'intro whose market bands are not descending',
    intro({
      source: withTicks({
        markets: {
          ...SPEC_TICKS.markets,
          USDT: [
            [0, 0.0001],
            [1_000, 0.1],
          ],
        },
        coins: {},
      }),
    }),
    'bad-source',
  ],
  [
    'intro with a step of 0',
    intro({ source: withTicks({ markets: { ...SPEC_TICKS.markets, BTC: [[0, 0]] }, coins: {} }) }),
    'bad-source',
  ],
  [
    'intro with a step as text',
    intro({ source: withTicks({ markets: SPEC_TICKS.markets, coins: { 'XRP-KRW': [[1_000, '1']] } }) }),
    'bad-source',
  ],
  [
    "intro whose coins' steps are a list",
    intro({ source: withTicks({ markets: SPEC_TICKS.markets, coins: [] }) }),
    'bad-source',
  ],
  ['book without key', book({ key: undefined }), 'bad-key'],
  ['book with a lower-case key', book({ key: 'btc-krw' }), 'bad-key'],
  ['book without snapshot flag', book({ snapshot: 1 }), 'bad-flag'],
  ['book without asks', book({ asks: undefined }), 'bad-rows'],
  ['book bids as object', book({ bids: { 99: 2 } }), 'bad-rows'],
  ['orders without events', '{"ch":"orders","seq":1,"t":1}', 'bad-rows'],
  ['drawings without changes', '{"ch":"drawings","seq":1,"t":1}', 'bad-rows'],
  ['drawing changes as an object', '{"ch":"drawings","seq":1,"t":1,"changes":{}}', 'bad-rows'],
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
  it('a session applies the good rows of a frame with a bad one, counts the row and drops no frame', () => {
    const exchange = new FakeExchange();
    const session = new FeedSession({ socketFactory: exchange.factory, scheduler: new FakeScheduler() });
    session.start();
    exchange.current.open();
    const rows = [
      tickerRow('BTC-KRW', 100),
      ['ETH-KRW', ...TICKER_FIELDS.map(() => null)],
      tickerRow('XRP-KRW', 7),
    ];
    exchange.current.raw(JSON.stringify({ ...tickerFrame(1, [], true), rows }));
    expect(session.table.value(session.table.slotOf('BTC-KRW')!, 'closePrice')).toBe(100);
    expect(session.table.value(session.table.slotOf('XRP-KRW')!, 'closePrice')).toBe(7);
    expect(session.table.slotOf('ETH-KRW')).toBeUndefined();
    expect(session.connection().droppedFrames).toBe(0);
    expect(session.statistics().droppedRows).toBe(1);
    session.dispose();
  });

  it.each(rejections)('rejects %s', (_name, text, reason) => {
    expect(decodeFrame(text)).toEqual({ ok: false, reason });
  });

  it.each(badRows)('drops %s alone and keeps the rest of the frame', (_name, { text, kept }) => {
    expect(decodeFrame(text)).toEqual({ ok: true, frame: kept, droppedRows: 1 });
  });

  it("keeps every other coin of a ticker frame when one coin's figures are broken (the reproduction)", () => {
    const rows = ['BTC-KRW', 'ETH-KRW', 'XRP-KRW', 'SHIB-KRW'].map((key, i) =>
      tickerRow(key as 'BTC-KRW', 100 + i),
    );
    // The server wrote NaN and Infinity as JSON does: null.
    const broken = [...rows.slice(0, 2), ['WEIRD-KRW', ...TICKER_FIELDS.map(() => null)], ...rows.slice(2)];
    const result = decodeFrame(JSON.stringify({ ...tickerFrame(9, [], true), rows: broken }));
    expect(result).toEqual({ ok: true, frame: tickerFrame(9, rows, true), droppedRows: 1 });
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
      'an intro of Upbit with its table and a coin’s own step',
      {
        ...introFrame(2),
        source: {
          kind: 'upbit',
          link: 'live',
          replay: null,
          ticks: withCoinTick(UPBIT_TICKS, 'XRP-KRW', 650, 0.1),
        },
      },
    ],
    [
      'an intro of a replay stepping 0.01',
      {
        ...introFrame(3),
        source: { kind: 'replay', link: 'live', replay: replayState(), ticks: uniformTicks(0.01) },
      },
    ],
    [
      'an asset change',
      {
        ch: 'assetChange',
        seq: 1,
        t: 1,
        rows: [{ coinType: 'C0101', symbol: 'BTC', coinBalance: 1, lockedBalance: 0.5, avgBuyAmt: 1 }],
      },
    ],
    [
      'an asset change with the part a Plus buy loan locks',
      {
        ch: 'assetChange',
        seq: 1,
        t: 1,
        rows: [
          {
            coinType: 'C0101',
            symbol: 'BTC',
            coinBalance: 1,
            lockedBalance: 0.5,
            loanLockedBalance: 0.3,
            avgBuyAmt: 1,
          },
        ],
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
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
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
        expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
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
