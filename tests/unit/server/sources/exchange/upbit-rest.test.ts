/**
 * Golden: each recorded REST answer of Upbit and Bithumb (tests/fixtures/exchanges, sources cited there) →
 * the vocabulary value it must give.
 */
import { describe, expect, test } from 'vitest';
import { BITHUMB, UPBIT } from '../../../../../server/sources/exchange/dialects';
import {
  parseBooks,
  parseCandles,
  parseListings,
  parseTickers,
  parseTickSizes,
  parseTrades,
} from '../../../../../server/sources/exchange/upbit-rest';
import { recordedAnswer } from '../../../../fixtures/exchanges';

const minute = (iso: string) => Date.parse(iso) / 1000;

describe('Upbit REST answers', () => {
  test('market/all: KRW-BTC is the contract key BTC-KRW; the warning flag read from market_event', () => {
    expect(parseListings(recordedAnswer('upbit', 'market-all').body)).toEqual({
      ok: true,
      value: [
        {
          key: 'BTC-KRW',
          code: 'KRW-BTC',
          symbol: 'BTC',
          marketSymbol: 'KRW',
          nameKo: '',
          nameEn: 'Bitcoin',
          warning: false,
          cautions: [],
        },
        {
          key: 'ETH-KRW',
          code: 'KRW-ETH',
          symbol: 'ETH',
          marketSymbol: 'KRW',
          nameKo: '',
          nameEn: 'Ethereum',
          warning: true,
          cautions: [],
        },
      ],
    });
  });

  test('market/all: markets of other quote currencies or with codes the contract cannot key are skipped, set cautions are named', () => {
    const body = recordedAnswer('upbit', 'market-all').body as Record<string, unknown>[];
    const derived = [
      { ...body[0], market: 'ETH-XRP' },
      { ...body[0], market: 'KRW-btc' },
      {
        ...body[0],
        market: 'USDT-ETH',
        market_event: {
          warning: false,
          caution: { PRICE_FLUCTUATIONS: true, DEPOSIT_AMOUNT_SOARING: false },
        },
      },
    ];
    const parsed = parseListings(derived);
    expect(parsed.ok && parsed.value.map(({ key, cautions }) => ({ key, cautions }))).toEqual([
      { key: 'ETH-USDT', cautions: ['PRICE_FLUCTUATIONS'] },
    ]);
    expect(parseListings([{ ...body[0], market: 7 }])).toMatchObject({ ok: false });
  });

  test('ticker: as sent, counted from 09:00 KST', () => {
    const [, eth] = recordedAnswer('upbit', 'ticker').body as unknown[];
    expect(parseTickers(UPBIT, [eth])).toEqual({
      ok: true,
      value: [
        {
          key: 'ETH-KRW',
          timeMs: 1751606040327,
          price: 3510000,
          prevClose: 3517000,
          dayHigh: 3542000,
          dayLow: 3495000,
          dayValue: 20633572185.68442,
          dayVolume: 5871.4585559,
          dayStartKstHour: 9,
          value24h: 111690309851.79362,
          volume24h: 31689.60167858,
        },
      ],
    });
  });

  test('ticker: the recorded row whose prices carry a stray comma makes the answer malformed, naming it', () => {
    const parsed = parseTickers(UPBIT, recordedAnswer('upbit', 'ticker').body);
    expect(parsed).toEqual({
      ok: false,
      problem: expect.stringMatching(/^row 0: trade_price: not a number/),
    });
  });

  test('minute candles: the newest-first page comes out ascending, the open from candle_date_time_utc', () => {
    const parsed = parseCandles('BTC-KRW', recordedAnswer('upbit', 'candles-minutes-1').body);
    expect(parsed.ok && parsed.value.map((bar) => bar.openSec)).toEqual(
      ['11:55', '11:56', '11:57', '11:58', '11:59'].map((hm) => minute(`2020-02-20T${hm}:00Z`)),
    );
    expect(parsed.ok && parsed.value[0]).toEqual({
      openSec: 1582199700,
      open: 11475000,
      high: 11476000,
      low: 11453000,
      close: 11462000,
      volume: 7.90739063,
      value: 90680532.24386,
    });
  });

  test('minute candles: a minute without trades stays a gap', () => {
    const parsed = parseCandles('BTC-KRW', recordedAnswer('upbit', 'candles-minutes-1-gap').body);
    expect(parsed.ok && parsed.value.map((bar) => bar.openSec)).toEqual(
      ['11:55', '11:56', '11:58', '11:59'].map((hm) => minute(`2020-02-20T${hm}:00Z`)),
    );
  });

  test('candles of another market in the page, or two bars at one open, are malformed', () => {
    const body = recordedAnswer('upbit', 'candles-minutes-1').body as Record<string, unknown>[];
    expect(parseCandles('ETH-KRW', body)).toMatchObject({ ok: false });
    expect(parseCandles('BTC-KRW', [body[0], body[0]])).toMatchObject({ ok: false });
  });

  test('trades/ticks: BID is a taker buy (1), the id kept as a string', () => {
    expect(parseTrades(recordedAnswer('upbit', 'trades-ticks').body)).toEqual({
      ok: true,
      value: [
        {
          key: 'BTC-KRW',
          id: '17510687993360000',
          timeMs: 1751068799336,
          price: 147058000,
          quantity: 0.00006043,
          side: 1,
        },
      ],
    });
  });

  test('orderbook: 30 units become asks ascending and bids descending', () => {
    const parsed = parseBooks(UPBIT, recordedAnswer('upbit', 'orderbook').body);
    if (!parsed.ok) throw new Error(parsed.problem);
    const [book] = parsed.value;
    expect(book?.key).toBe('BTC-KRW');
    expect(book?.timeMs).toBe(1751606867762);
    expect(book?.asks).toHaveLength(30);
    expect(book?.asks[0]).toEqual([148520000, 0.0134662]);
    expect(book?.bids[0]).toEqual([148490000, 0.04296774]);
    expect(book?.bids.at(-1)).toEqual([148200000, 1.10662057]);
    expect(book?.asks.every((level, i, all) => i === 0 || all[i - 1]![0] < level[0])).toBe(true);
    expect(book?.bids.every((level, i, all) => i === 0 || all[i - 1]![0] > level[0])).toBe(true);
  });

  test('orderbook: levels of size 0 are dropped', () => {
    const [row] = recordedAnswer('upbit', 'orderbook').body as Record<string, unknown>[];
    const units = row!['orderbook_units'] as Record<string, unknown>[];
    const emptied = [
      { ...units[0], ask_size: 0 },
      { ...units[1], bid_size: '0' },
    ];
    const parsed = parseBooks(UPBIT, [{ ...row, orderbook_units: emptied }]);
    expect(parsed.ok && parsed.value[0]).toMatchObject({
      asks: [[148590000, 0.00075646]],
      bids: [[148490000, 0.04296774]],
    });
  });

  test('orderbook/instruments: tick size per market, from a number or the documented string', () => {
    expect(parseTickSizes(recordedAnswer('upbit', 'orderbook-instruments').body)).toEqual({
      ok: true,
      value: new Map([
        ['BTC-KRW', 1000],
        ['ETH-KRW', 1000],
      ]),
    });
    expect(parseTickSizes([{ market: 'BTC-XRP', tick_size: '0.00000001' }])).toEqual({
      ok: true,
      value: new Map([['XRP-BTC', 0.00000001]]),
    });
    expect(parseTickSizes([{ market: 'KRW-BTC', tick_size: '1,000' }])).toMatchObject({ ok: false });
    expect(parseTickSizes([{ market: 'KRW-BTC', tick_size: '0' }])).toMatchObject({ ok: false });
  });
});

describe('Bithumb REST answers', () => {
  test('market/all: the warning flag read from market_warning', () => {
    const body = recordedAnswer('bithumb', 'market-all').body as Record<string, unknown>[];
    expect(parseListings(body)).toEqual({
      ok: true,
      value: [
        {
          key: 'BTC-KRW',
          code: 'KRW-BTC',
          symbol: 'BTC',
          marketSymbol: 'KRW',
          nameKo: '비트코인',
          nameEn: 'Bitcoin',
          warning: false,
          cautions: [],
        },
      ],
    });
    const caution = parseListings([{ ...body[0], market_warning: 'CAUTION' }]);
    expect(caution.ok && caution.value[0]?.warning).toBe(true);
  });

  test('ticker: as sent, counted from 00:00 KST', () => {
    expect(parseTickers(BITHUMB, recordedAnswer('bithumb', 'ticker').body)).toEqual({
      ok: true,
      value: [
        {
          key: 'USDC-BTC',
          timeMs: 1782981333650,
          price: 0.00001659,
          prevClose: 0.00001673,
          dayHigh: 0.00001667,
          dayLow: 0.00001645,
          dayValue: 0.77934383561689,
          dayVolume: 47175.3220805,
          dayStartKstHour: 0,
          value24h: 1.763734101214664,
          volume24h: 104565.90238645677,
        },
      ],
    });
  });

  test('minute candles', () => {
    expect(parseCandles('USDC-BTC', recordedAnswer('bithumb', 'candles-minutes-1').body)).toEqual({
      ok: true,
      value: [
        {
          openSec: minute('2026-07-02T08:59:00Z'),
          open: 0.0000165,
          high: 0.0000165,
          low: 0.0000165,
          close: 0.0000165,
          volume: 70,
          value: 0.001155,
        },
      ],
    });
  });

  test('trades/ticks: numbers, the timestamp and the id all as strings', () => {
    expect(parseTrades(recordedAnswer('bithumb', 'trades-ticks').body)).toEqual({
      ok: true,
      value: [
        {
          key: 'USDC-BTC',
          id: '17829816707050000',
          timeMs: 1782981670705,
          price: 0.00001646,
          quantity: 42.0335581,
          side: 2,
        },
      ],
    });
  });

  test('orderbook', () => {
    expect(parseBooks(BITHUMB, recordedAnswer('bithumb', 'orderbook').body)).toEqual({
      ok: true,
      value: [
        { key: 'USDC-BTC', timeMs: 1782807920105, asks: [[0.00001687, 155]], bids: [[0.0000168, 41.6666]] },
      ],
    });
  });

  test('an answer that is not a list is malformed', () => {
    expect(parseBooks(BITHUMB, { error: { name: 'x' } })).toEqual({
      ok: false,
      problem: 'the answer is not a list',
    });
  });
});
