import { VWAP } from 'technicalindicators';
import { describe, expect, it } from 'vitest';
import { createSeries, type CandleSeries } from '../../../../../workers/core/base/series';
import { runOf } from '../../../../../workers/core/indicators';
import { anchorPeriodStart, vwap, type VwapAnchor } from '../../../../../workers/core/indicators/vwap';
import { batchLines, column, expectCloseToReference, expectReplayMatchesBatch, realCandles } from './harness';

const series = realCandles();

/** A bar's KST calendar date and weekday by the time zone database (not by our own arithmetic). */
const KST_DATE = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
});
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The anchor period of a bar, as a label: its KST day, the KST day of its week's Monday, or its month. */
function periodLabel(time: number, anchor: VwapAnchor): string {
  const parts = Object.fromEntries(
    KST_DATE.formatToParts(new Date(time * 1000)).map((p) => [p.type, p.value]),
  );
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  if (anchor === 'session') return `${year}-${month}-${day}`;
  if (anchor === 'month') return `${year}-${month}`;
  const monday = new Date(Date.UTC(year, month - 1, day - WEEKDAYS.indexOf(parts.weekday!)));
  return monday.toISOString().slice(0, 10);
}

/**
 * technicalindicators' VWAP (typical price × volume, accumulated from its first input) run over each
 * period's bars separately; `price` replaces the typical price (given as high = low = close) for other
 * sources. One value per bar, and the number of periods.
 */
function reference(
  bars: CandleSeries,
  anchor: VwapAnchor,
  price?: (i: number) => number,
): { values: number[]; periods: number } {
  const values: number[] = [];
  let periods = 0;
  for (let start = 0; start < bars.length;) {
    const label = periodLabel(bars.time[start]!, anchor);
    let end = start;
    while (end < bars.length && periodLabel(bars.time[end]!, anchor) === label) end += 1;
    const span = (field: 'high' | 'low' | 'close' | 'volume') =>
      Array.from(bars[field].subarray(start, end), (value, k) =>
        price && field !== 'volume' ? price(start + k) : value,
      );
    values.push(
      ...VWAP.calculate({
        high: span('high'),
        low: span('low'),
        close: span('close'),
        volume: span('volume'),
      }),
    );
    periods += 1;
    start = end;
  }
  return { values, periods };
}

const iso = (text: string) => Date.parse(text) / 1000;

describe('VWAP', () => {
  it.each([
    ['session', 84],
    ['week', 13],
    ['month', 4],
  ] as const)(
    'anchored to each %s equals technicalindicators over each period (%i periods)',
    (anchor, periods) => {
      const [line] = batchLines(vwap, { anchor }, series);
      const want = reference(series, anchor);
      expect(want.periods).toBe(periods);
      expect(expectCloseToReference(line!, want.values)).toBe(series.length);
    },
  );

  it('reads the chosen source', () => {
    const close = column(series, 'close');
    const [line] = batchLines(vwap, { anchor: 'week', source: 'close' }, series);
    expectCloseToReference(line!, reference(series, 'week', (i) => close[i]!).values);
  });

  it('restarts at each period: its first bar reads its own price', () => {
    const [line] = batchLines(vwap, { anchor: 'session' }, series);
    let restarts = 0;
    for (let i = 1; i < series.length; i += 1) {
      if (periodLabel(series.time[i]!, 'session') === periodLabel(series.time[i - 1]!, 'session')) continue;
      expect(line![i]).toBeCloseTo((series.high[i]! + series.low[i]! + series.close[i]!) / 3, 9);
      restarts += 1;
    }
    expect(restarts).toBe(83);
  });

  it('follows 5,000 ticks exactly as a batch computation', () => {
    expect(expectReplayMatchesBatch(vwap, { anchor: 'session' }, series)).toBe(5000);
  });

  it.each([
    // 00:00 KST is 15:00 UTC the day before.
    ['session', '2022-10-20T08:59:59Z', '2022-10-19T15:00:00Z'],
    ['session', '2022-10-20T14:59:59Z', '2022-10-19T15:00:00Z'],
    ['session', '2022-10-20T15:00:00Z', '2022-10-20T15:00:00Z'],
    // Thursday 20 October 2022 (KST): the week from Monday the 17th.
    ['week', '2022-10-20T08:00:00Z', '2022-10-16T15:00:00Z'],
    ['week', '2022-10-23T14:59:59Z', '2022-10-16T15:00:00Z'],
    ['week', '2022-10-23T15:00:00Z', '2022-10-23T15:00:00Z'],
    // Sunday 1 January 2023 (KST) is in the week from Monday 26 December.
    ['week', '2022-12-31T15:00:00Z', '2022-12-25T15:00:00Z'],
    ['month', '2022-10-31T14:59:59Z', '2022-09-30T15:00:00Z'],
    ['month', '2022-10-31T15:00:00Z', '2022-10-31T15:00:00Z'],
    ['month', '2022-12-31T15:00:00Z', '2022-12-31T15:00:00Z'],
    ['month', '2024-02-29T14:00:00Z', '2024-01-31T15:00:00Z'],
  ] as const)('a %s holding %s starts at %s', (anchor, time, start) => {
    expect(anchorPeriodStart(iso(time), anchor)).toBe(iso(start));
  });

  /** Hourly bars from `start` (ISO), [price, volume] each (open = high = low = close = price). */
  function bars(start: string, rows: readonly (readonly [number, number])[]): CandleSeries {
    const out = createSeries(rows.length);
    out.length = rows.length;
    rows.forEach(([price, volume], i) => {
      out.time[i] = iso(start) + 3600 * i;
      out.open[i] = out.high[i] = out.low[i] = out.close[i] = price;
      out.volume[i] = volume;
    });
    return out;
  }

  it.each([
    // 0 / 0 until the period has volume, as TradingView shows no value there. Bars from 10:00 KST.
    [
      'no volume yet: no value',
      '2022-10-20T01:00:00Z',
      [
        [10, 0],
        [20, 0],
        [30, 1],
        [40, 1],
      ],
      [NaN, NaN, 30, 35],
    ],
    [
      'a bar without volume keeps the value',
      '2022-10-20T01:00:00Z',
      [
        [10, 1],
        [20, 0],
        [40, 1],
      ],
      [10, 10, 25],
    ],
    [
      'the weights are the volumes',
      '2022-10-20T01:00:00Z',
      [
        [10, 3],
        [20, 1],
      ],
      [10, 12.5],
    ],
    // Bars from 22:00 KST: the third, at 00:00 KST, starts a new session.
    [
      'a new session restarts at 00:00 KST',
      '2022-10-20T13:00:00Z',
      [
        [10, 1],
        [20, 1],
        [40, 2],
        [10, 2],
      ],
      [10, 15, 40, 25],
    ],
    [
      'a new session starts without volume',
      '2022-10-20T13:00:00Z',
      [
        [10, 1],
        [20, 1],
        [40, 0],
        [10, 2],
      ],
      [10, 15, NaN, 10],
    ],
  ] as const)('%s', (_, start, rows, want) => {
    const [line] = batchLines(vwap, { anchor: 'session', source: 'close' }, bars(start, rows));
    expect(Array.from(line!)).toEqual(want);
  });

  it.each([
    [{ anchor: 'day' }, 'vwap anchor must be one of session, week, month'],
    [{ anchor: 1 }, 'vwap anchor must be one of session, week, month'],
    [{ source: 'volume' }, 'vwap source must be one of open, high, low, close, hl2, hlc3, ohlc4'],
    [{ length: 14 }, 'vwap has no parameter length'],
  ])('%j is refused: %s', (params, message) => {
    expect(() => runOf(vwap, params)).toThrow(message);
  });
});
