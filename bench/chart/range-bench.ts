/**
 * High/low of the visible range, as pan and zoom ask it: 60 queries per frame over 5,000 bars, ranges of
 * 20 to 5,000 bars, against a linear scan of the same ranges. Also the live cost: rewriting the table's
 * entries after the last bar changed, against rebuilding the table.
 */
import { RangeExtremes } from '../../workers/core/chart/range-extremes';
import { benchRecord, type BenchSection } from '../report';
import { compare } from '../timing';
import { mulberry32 } from '../../src/lib/seeded-random';
import { generateBars } from './data';

const BARS = 5_000;
const QUERIES_PER_FRAME = 60;
const FRAMES = 500;

export async function runRangeBench(): Promise<BenchSection[]> {
  const series = generateBars(BARS);
  const table = new RangeExtremes();
  table.build(series);
  const random = mulberry32(3);
  const count = QUERIES_PER_FRAME * FRAMES;
  const from = new Int32Array(count);
  const to = new Int32Array(count);
  for (let q = 0; q < count; q += 1) {
    const width = 20 + Math.floor(random() * (BARS - 20));
    from[q] = Math.floor(random() * (BARS - width));
    to[q] = from[q]! + width - 1;
  }
  const { high, low } = series;

  const query = compare(
    {
      body: () => {
        let check = 0;
        for (let q = 0; q < count; q += 1)
          check += table.maxHighIndex(from[q]!, to[q]!) + table.minLowIndex(from[q]!, to[q]!);
        return check;
      },
      ops: count,
    },
    {
      body: () => {
        let check = 0;
        for (let q = 0; q < count; q += 1) {
          let hi = from[q]!;
          let lo = from[q]!;
          for (let i = from[q]! + 1; i <= to[q]!; i += 1) {
            if (high[i]! > high[hi]!) hi = i;
            if (low[i]! < low[lo]!) lo = i;
          }
          check += hi + lo;
        }
        return check;
      },
      ops: count,
    },
  );

  const lastHigh = high[BARS - 1]!;
  const UPDATES = 10_000;
  const update = compare(
    {
      body: () => {
        for (let i = 0; i < UPDATES; i += 1) {
          high[BARS - 1] = lastHigh + (i & 15);
          table.update(series, BARS - 1);
        }
        return table.maxHighIndex(0, BARS - 1);
      },
      ops: UPDATES,
    },
    {
      body: () => {
        high[BARS - 1] = lastHigh + 1;
        table.build(series);
        return table.maxHighIndex(0, BARS - 1);
      },
      ops: 1,
    },
    { rounds: 5, roundMs: 100 },
  );
  high[BARS - 1] = lastHigh;

  return [
    {
      title: `High/low range queries: ${QUERIES_PER_FRAME} per frame over ${BARS.toLocaleString('en-US')} bars (sparse tables)`,
      peerName: 'linear scan',
      records: [
        benchRecord({
          name: 'range query (highest high + lowest low)',
          unit: 'ns',
          value: query.ours,
          peer: 'linear scan',
          peerValue: query.peer,
          ratio: query.speedup,
          better: 'lower',
          target: { on: 'value', value: 1000 },
        }),
        benchRecord({
          name: `${QUERIES_PER_FRAME} queries (one frame)`,
          unit: 'µs',
          value: (query.ours * QUERIES_PER_FRAME) / 1000,
          peer: 'linear scan',
          peerValue: (query.peer * QUERIES_PER_FRAME) / 1000,
          ratio: query.speedup,
          better: 'lower',
        }),
        benchRecord({
          name: 'last-bar change (peer: rebuild the table)',
          unit: 'ns',
          value: update.ours,
          peer: 'rebuild',
          peerValue: update.peer,
          ratio: update.speedup,
          better: 'lower',
        }),
      ],
    },
  ];
}
