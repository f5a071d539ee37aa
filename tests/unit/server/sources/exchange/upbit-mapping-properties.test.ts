/**
 * Properties of the frame and answer mapping over the recorded frames: the order of fields, numbers sent as
 * strings, optional fields left out and unknown fields added do not change what a frame maps to; a frame with
 * a required field missing, NaN, negative or garbled maps to the failure value; no text makes it throw.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { BITHUMB, UPBIT, type ExchangeDialect } from '../../../../../server/sources/exchange/dialects';
import type { ExchangeName } from '../../../../../server/sources/exchange/exchange-events';
import { parseCandles } from '../../../../../server/sources/exchange/upbit-rest';
import { parseFrame } from '../../../../../server/sources/exchange/upbit-socket';
import { recordedAnswer, recordedFrame } from '../../../../fixtures/exchanges';

type Frame = Record<string, unknown>;

/** The fields each stream's mapping reads; every other field is optional to it. */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  ticker: [
    'type',
    'code',
    'trade_timestamp',
    'trade_price',
    'prev_closing_price',
    'high_price',
    'low_price',
    'acc_trade_price',
    'acc_trade_volume',
    'acc_trade_price_24h',
    'acc_trade_volume_24h',
  ],
  trade: ['type', 'code', 'trade_timestamp', 'trade_price', 'trade_volume', 'ask_bid', 'sequential_id'],
  orderbook: ['type', 'code', 'timestamp', 'orderbook_units'],
};

const DIALECTS: Readonly<Record<ExchangeName, ExchangeDialect>> = { upbit: UPBIT, bithumb: BITHUMB };

const FRAMES = (['upbit', 'bithumb'] as const).flatMap((exchange) =>
  (['socket-ticker', 'socket-trade', 'socket-orderbook'] as const).map((name) => ({ exchange, name })),
);

/** The frame as an object, its id quoted so that no digit is lost on the way. */
function frameOf(exchange: ExchangeName, name: string): Frame {
  return JSON.parse(
    recordedFrame(exchange, name).text.replace(/("sequential_id"\s*:\s*)(\d+)/, '$1"$2"'),
  ) as Frame;
}

const asString = (value: unknown, yes: boolean) => (yes && typeof value === 'number' ? String(value) : value);

/** A variant of `frame`: fields shuffled, numbers as strings where `strings` says, optional fields dropped, extra fields added. */
const variant = (frame: Frame) => {
  const keys = Object.keys(frame);
  const required = new Set(REQUIRED[String(frame['type'])]);
  return fc
    .record({
      order: fc.shuffledSubarray(keys, { minLength: keys.length, maxLength: keys.length }),
      strings: fc.array(fc.boolean(), { minLength: keys.length, maxLength: keys.length }),
      drop: fc.array(fc.boolean(), { minLength: keys.length, maxLength: keys.length }),
      unitStrings: fc.boolean(),
      extra: fc.dictionary(
        fc.string({ minLength: 1, maxLength: 8 }).map((name) => `x_${name}`),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 4 },
      ),
    })
    .map(({ order, strings, drop, unitStrings, extra }) => {
      const out: Frame = {};
      order.forEach((key, index) => {
        if (drop[index] && !required.has(key)) return;
        const value = frame[key];
        out[key] =
          key === 'orderbook_units' && Array.isArray(value)
            ? value.map((unit: Frame) =>
                Object.fromEntries(Object.entries(unit).map(([k, v]) => [k, asString(v, unitStrings)])),
              )
            : asString(value, strings[index] === true && key !== 'type');
      });
      return JSON.stringify({ ...extra, ...out });
    });
};

describe('a frame maps the same whatever the order, the number form and the optional or unknown fields', () => {
  test.each(FRAMES)('$exchange $name', ({ exchange, name }) => {
    const dialect = DIALECTS[exchange];
    const golden = parseFrame(dialect, recordedFrame(exchange, name).text);
    expect(golden.kind).toBe('event');
    fc.assert(
      fc.property(variant(frameOf(exchange, name)), (text) => {
        expect(parseFrame(dialect, text)).toEqual(golden);
      }),
    );
  });
});

const CORRUPTIONS = [undefined, null, '', 'NaN', 'abc', '1,5', -1, true, [], {}] as const;

describe('a frame with a required field missing or bad is the failure value, never a throw', () => {
  test.each(FRAMES)('$exchange $name', ({ exchange, name }) => {
    const dialect = DIALECTS[exchange];
    const frame = frameOf(exchange, name);
    const read = REQUIRED[String(frame['type'])]!.filter((key) => key !== 'type');
    fc.assert(
      fc.property(fc.constantFrom(...read), fc.constantFrom(...CORRUPTIONS), (key, bad) => {
        // An empty list of units is a book without orders, not a corruption.
        fc.pre(!(key === 'orderbook_units' && Array.isArray(bad)));
        const corrupted = { ...frame, [key]: bad };
        expect(parseFrame(dialect, JSON.stringify(corrupted)).kind).toBe('malformed');
      }),
    );
  });

  test('a book level with a negative size or a NaN price is malformed', () => {
    const frame = frameOf('upbit', 'socket-orderbook');
    const units = frame['orderbook_units'] as Frame[];
    for (const bad of [{ ask_size: -0.5 }, { bid_price: 'NaN' }, { ask_price: null }]) {
      const text = JSON.stringify({
        ...frame,
        orderbook_units: [{ ...units[0], ...bad }, ...units.slice(1)],
      });
      expect(parseFrame(UPBIT, text).kind).toBe('malformed');
    }
  });

  test('no text throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc.jsonValue().map((value) => JSON.stringify(value)),
        ),
        (text) => {
          expect(['event', 'ignored', 'malformed']).toContain(parseFrame(UPBIT, text).kind);
        },
      ),
    );
  });
});

describe('ids past 2^53', () => {
  test('an 18-digit id, as a number (Upbit form) or a string (Bithumb form), is kept digit for digit', () => {
    const frame = frameOf('bithumb', 'socket-trade');
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 17n, max: 10n ** 18n - 1n }), fc.boolean(), (id, quoted) => {
        const text = JSON.stringify({ ...frame, sequential_id: 'ID' }).replace(
          '"ID"',
          quoted ? `"${id}"` : String(id),
        );
        const result = parseFrame(BITHUMB, text);
        expect(result.kind === 'event' && result.event.kind === 'trade' && result.event.trade.id).toBe(
          String(id),
        );
      }),
    );
  });
});

describe('a candle page', () => {
  test('maps to the same ascending bars in any row order, with numbers as strings', () => {
    const page = recordedAnswer('upbit', 'candles-minutes-1-gap').body as Frame[];
    const golden = parseCandles('BTC-KRW', page);
    fc.assert(
      fc.property(fc.shuffledSubarray(page, { minLength: page.length }), fc.boolean(), (rows, strings) => {
        const shuffled = rows.map((row) =>
          Object.fromEntries(Object.entries(row).map(([k, v]) => [k, asString(v, strings)])),
        );
        expect(parseCandles('BTC-KRW', shuffled)).toEqual(golden);
      }),
    );
  });
});
