import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChartData } from '../../../../src/render/chart/chart-data';
import { priceToY } from '../../../../src/render/chart/chart-layout';
import { ChartModel, type SceneOptions } from '../../../../src/render/chart/chart-model';
import type { ChartPainter } from '../../../../src/render/chart/chart-painter';
import {
  CHART_TYPES,
  HeikinAshi,
  isChartType,
  type ChartType,
} from '../../../../src/render/chart/chart-types';
import { AREA_ALPHA, paintPrice } from '../../../../src/render/chart/price-painting';
import { createSeries, type CandleSeries } from '../../../../workers/core/base/series';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const measure = (text: string) => text.length * 7;

/** Heikin Ashi written plainly over the whole series. */
function plainHeikinAshi(series: CandleSeries) {
  const out = { open: [] as number[], high: [] as number[], low: [] as number[], close: [] as number[] };
  for (let i = 0; i < series.length; i += 1) {
    const close = (series.open[i]! + series.high[i]! + series.low[i]! + series.close[i]!) / 4;
    const open =
      i === 0 ? (series.open[i]! + series.close[i]!) / 2 : (out.open[i - 1]! + out.close[i - 1]!) / 2;
    out.open.push(open);
    out.close.push(close);
    out.high.push(Math.max(series.high[i]!, open, close));
    out.low.push(Math.min(series.low[i]!, open, close));
  }
  return out;
}

const bar = fc.record({
  o: fc.integer({ min: 90, max: 110 }),
  c: fc.integer({ min: 90, max: 110 }),
  w: fc.integer({ min: 0, max: 5 }),
});

describe('Heikin Ashi', () => {
  it('equals the plain computation after any changes of the last bars and appended ones', () => {
    fc.assert(
      fc.property(
        fc.array(bar, { minLength: 1, maxLength: 60 }),
        fc.array(fc.tuple(fc.nat(), bar), { maxLength: 10 }),
        (bars, edits) => {
          const series = createSeries(bars.length);
          series.length = bars.length;
          const put = (i: number, b: { o: number; c: number; w: number }) => {
            series.open[i] = b.o;
            series.close[i] = b.c;
            series.high[i] = Math.max(b.o, b.c) + b.w;
            series.low[i] = Math.min(b.o, b.c) - b.w;
          };
          bars.forEach((b, i) => put(i, b));
          const ha = new HeikinAshi();
          ha.of(series);
          for (const [at, b] of edits) {
            const i = at % bars.length;
            put(i, b);
            ha.changed(i);
            const got = ha.of(series);
            const want = plainHeikinAshi(series);
            for (const column of ['open', 'high', 'low', 'close'] as const)
              expect(Array.from(got[column]).slice(0, series.length)).toEqual(want[column]);
          }
        },
      ),
    );
  });

  it('starts over for another series', () => {
    const ha = new HeikinAshi();
    const a = chartDataOf({
      time: [1, 2],
      open: [1, 2],
      high: [3, 4],
      low: [0, 1],
      close: [2, 3],
      volume: [1, 1],
    }).series;
    const b = chartDataOf({
      time: [1, 2],
      open: [5, 6],
      high: [7, 8],
      low: [4, 5],
      close: [6, 7],
      volume: [1, 1],
    }).series;
    ha.of(a);
    expect(ha.of(b).open[0]).toBe(5.5);
  });
});

type Call =
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: number }
  | { kind: 'line'; points: number; color: number; width: number }
  | { kind: 'band'; points: [number, number, number][]; color: number; alpha: number };

function recorder(): ChartPainter & { calls: Call[] } {
  const calls: Call[] = [];
  let points = 0;
  let band: [number, number, number][] = [];
  return {
    calls,
    rect: (x, y, width, height, color) => void calls.push({ kind: 'rect', x, y, width, height, color }),
    shape: () => undefined,
    label: () => undefined,
    beginLine: () => void (points = 0),
    linePoint: () => void (points += 1),
    endLine: (color, width = 1) => void calls.push({ kind: 'line', points, color, width }),
    beginBand: () => void (band = []),
    bandPoint: (x, a, b) => void band.push([x, a, b]),
    endBand: (color, alpha) => void calls.push({ kind: 'band', points: band, color, alpha }),
  };
}

/** 20 bars rising then falling (10 each), all on screen. */
function data(): ChartData {
  const bars = Array.from({ length: 20 }, (_, i) => i);
  const mid = (i: number) => (i < 10 ? 1000 + i * 10 : 1200 - i * 10);
  return chartDataOf({
    time: bars.map((i) => 1_735_689_600 + i * 60),
    open: bars.map((i) => mid(i) - (i < 10 ? 5 : -5)),
    high: bars.map((i) => mid(i) + 10),
    low: bars.map((i) => mid(i) - 10),
    close: bars.map((i) => mid(i) + (i < 10 ? 5 : -5)),
    volume: bars.map(() => 1),
  });
}

function painted(type: ChartType) {
  const model = new ChartModel(data(), OPTIONS, measure);
  model.setSize(400, 224);
  model.resetView();
  model.setScale({ ...model.scale, barSpacing: 12 });
  model.setChartType(type);
  model.fitScales();
  const painter = recorder();
  paintPrice(model, painter, 0, 19);
  return { model, calls: painter.calls };
}

describe('the price by chart type', () => {
  it('knows its types', () => {
    expect(CHART_TYPES).toHaveLength(9);
    expect(isChartType('heikinAshi')).toBe(true);
    expect(isChartType('renko')).toBe(false);
  });

  it.each([
    ['candles: a wick and a body a bar', 'candles', 40],
    [
      'hollow candles: a rising body as its outline (two wick parts and four sides), a falling one filled',
      'hollowCandles',
      10 * 6 + 10 * 2,
    ],
    ['Heikin Ashi candles: a wick and a body a bar', 'heikinAshi', 40],
    ['OHLC bars: a stem, the open and the close ticks', 'bars', 60],
  ] as const)('%s', (_, type, rects) => {
    const { calls } = painted(type);
    expect(calls.filter((call) => call.kind === 'rect')).toHaveLength(rects);
  });

  it('fits a line of the close to the closes, bars to their highs and lows', () => {
    const line = painted('line').model.prices;
    const candles = painted('candles').model.prices;
    expect(line.max).toBeLessThan(candles.max);
    expect(line.min).toBeGreaterThan(candles.min);
  });

  it.each([
    ['line', 20],
    ['step', 39],
  ] as const)('draws the close as a %s of %i points', (type, points) => {
    const { model, calls } = painted(type);
    expect(calls).toEqual([{ kind: 'line', points, color: model.palette.priceLine, width: 2 }]);
  });

  it('marks each close on a line with markers', () => {
    const { calls } = painted('lineMarkers');
    expect(calls.filter((call) => call.kind === 'rect')).toHaveLength(20);
  });

  it('fills an area from the close down to the foot of the candle area', () => {
    const { model, calls } = painted('area');
    const [band] = calls.filter((call) => call.kind === 'band');
    expect(band).toMatchObject({ color: model.palette.priceLine, alpha: AREA_ALPHA });
    if (band?.kind === 'band')
      for (const [, , foot] of band.points) expect(foot).toBe(model.prices.top + model.prices.height);
  });

  it('splits a baseline where the close crosses it, above in the rising colour, below in the falling one', () => {
    const { model, calls } = painted('baseline');
    const bands = calls.filter((call): call is Extract<Call, { kind: 'band' }> => call.kind === 'band');
    expect(bands.map((band) => band.color)).toEqual([
      model.palette.down,
      model.palette.up,
      model.palette.down,
    ]);
    const baseY = priceToY(model.prices, (model.prices.min + model.prices.max) / 2) + 0.5;
    // Consecutive runs meet at the crossing, on the baseline.
    expect(bands[0]!.points.at(-1)).toEqual(bands[1]!.points[0]);
    expect(bands[1]!.points[0]![1]).toBeCloseTo(baseY, 9);
  });
});
