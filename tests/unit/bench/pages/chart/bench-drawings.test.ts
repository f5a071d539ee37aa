// The chart-drawings bench's drawings: the same for the same history, each one the exchange keeps, every
// tool in the mix, most of them over the bars the chart opens on, and none under the pan/zoom workload's
// press in any view that workload reaches (so that its drags pan the chart on both sides of the bench).
import { describe, expect, test } from 'vitest';
import { DRAWING_MAX_BYTES, DRAWING_TOOLS } from '../../../../../contract/drawings';
import { drawingProblem, DRAWING_ID } from '../../../../../contract/drawing-rules';
import { jsonBytes } from '../../../../../contract/json-bytes';
import { BENCH_DRAWINGS, benchDrawings } from '../../../../../bench/pages/chart/bench-drawings';
import { benchHistory } from '../../../../../bench/pages/chart/page-workload';
import { PANE_HEIGHT, PRESS_REACH_BARS } from '../../../../../bench/pages/chart/press-floor';
import { START_BARS } from '../../../../../src/bench-page/bench-chart-api';
import {
  RIGHT_OFFSET_PX,
  visibleRange,
  yToPrice,
  type TimeScale,
} from '../../../../../src/render/chart/chart-layout';
import { plotPriceScale } from '../../../../../src/render/chart/chart-model';
import type { DrawingView } from '../../../../../src/render/chart/drawing-geometry';
import { drawingShapes, hitDrawing, type DrawingFormat } from '../../../../../src/render/chart/drawing-tools';
import { formatNumber } from '../../../../../src/lib/format';

const BARS = 5_000;
/** A whole minute, as the bench gives the page. */
const END = 1_764_000_000 - (1_764_000_000 % 60);
const history = benchHistory(BARS, END);
const drawings = benchDrawings(history);
const last = BARS - 1;

/** Texts measured wide: 7 px a Latin character, 13 a Hangul one (the chart's 11 px font is narrower). */
const FORMAT: DrawingFormat = {
  priceDecimals: () => 0,
  price: (price) => formatNumber(price, 0),
  measure: (text) => [...text].reduce((width, char) => width + (char.charCodeAt(0) > 0x1100 ? 13 : 7), 0),
  texts: null,
};

/** The anchor at the middle of the price pane. */
function middle(view: DrawingView) {
  return { time: view.time[0]!, price: yToPrice(view.prices, PANE_HEIGHT / 2) };
}

describe('the bench drawings', () => {
  test('are the same for the same history and seed, and another seed gives others', () => {
    expect(benchDrawings(history)).toEqual(drawings);
    expect(benchDrawings(history, BENCH_DRAWINGS, 40)).not.toEqual(drawings);
  });

  test('are 200 drawings the exchange keeps, with their own ids, every tool among them', () => {
    expect(drawings).toHaveLength(200);
    for (const drawing of drawings) {
      expect(drawingProblem(drawing), `${drawing.id} (${drawing.tool})`).toBeUndefined();
      expect(drawing.id).toMatch(DRAWING_ID);
      expect(jsonBytes(drawing)).toBeLessThanOrEqual(DRAWING_MAX_BYTES);
    }
    expect(new Set(drawings.map((drawing) => drawing.id)).size).toBe(200);
    expect(new Set(drawings.map((drawing) => drawing.tool))).toEqual(new Set(DRAWING_TOOLS));
    // Trend lines and horizontal lines lead the mix.
    const count = (tool: string) => drawings.filter((drawing) => drawing.tool === tool).length;
    expect(count('trendLine')).toBeGreaterThan(count('fibExtension'));
    expect(count('horizontalLine')).toBeGreaterThan(count('crossLine'));
  });

  test('stand on the history: most over the bars the chart opens on, none past 40 bars ahead', () => {
    const opening = history[BARS - START_BARS]!.time;
    const firstTime = (drawing: (typeof drawings)[number]) =>
      Math.min(...drawing.anchors.map((anchor) => anchor.time));
    const recent = drawings.filter((drawing) => firstTime(drawing) >= opening - 60 * 60);
    expect(recent.length).toBeGreaterThan(drawings.length / 2);
    for (const { anchors } of drawings)
      for (const anchor of anchors) {
        expect(anchor.time).toBeGreaterThanOrEqual(history[BARS - 3_100]!.time);
        expect(anchor.time).toBeLessThanOrEqual(END + 40 * 60);
        expect(anchor.price).toBeGreaterThan(0);
      }
    // Anchors stand at bars' open times.
    expect(drawings.every(({ anchors }) => anchors.every((anchor) => (anchor.time - END) % 60 === 0))).toBe(
      true,
    );
  });

  test('none is under the pan press in any view the pan/zoom workload reaches', () => {
    const time = history.map((bar) => bar.time);
    const high = history.map((bar) => bar.high);
    const low = history.map((bar) => bar.low);
    for (const width of [1_150, 1_230]) {
      const opening = (width - RIGHT_OFFSET_PX) / START_BARS;
      // The press column where the chart opens, then back as the drags take it.
      const column = last - (width / 2 - RIGHT_OFFSET_PX) / opening;
      for (let back = 0; back <= PRESS_REACH_BARS; back += back < 400 ? 1 : 3)
        // Pressed zoomed in (notch 0) and 6 notches out; the prices fitted in that frame or the one before.
        for (const [notch, fitted] of [
          [0, 0],
          [0, 1],
          [6, 6],
          [6, 5],
        ] as const) {
          const at = column - back;
          const scaleAt = (n: number): TimeScale => {
            const barSpacing = opening / 1.1 ** n;
            return { width, lastIndex: last, barSpacing, rightOffset: width / 2 - (last - at) * barSpacing };
          };
          const { from, to } = visibleRange(scaleAt(fitted));
          const view: DrawingView = {
            time,
            length: BARS,
            intervalSec: 60,
            scale: scaleAt(notch),
            prices: plotPriceScale(high, low, from, to, PANE_HEIGHT, () => 1),
            width,
            height: PANE_HEIGHT,
          };
          const hit = hitDrawing(
            drawings,
            view,
            (each) => drawingShapes(each, view, FORMAT),
            width / 2,
            PANE_HEIGHT / 2,
          );
          // The check sees a drawing there: a horizontal line at the pane's middle is under the press.
          if (back % 500 === 0) {
            const level = { ...drawings[0]!, tool: 'horizontalLine' as const, anchors: [middle(view)] };
            expect(
              hitDrawing(
                [level],
                view,
                (each) => drawingShapes(each, view, FORMAT),
                width / 2,
                PANE_HEIGHT / 2,
              )?.id,
            ).toBe(level.id);
          }
          if (hit) {
            const drawing = drawings.find((each) => each.id === hit.id)!;
            expect.fail(
              `${drawing.id} (${drawing.tool}) is under the press ${back} bars back, notch ${notch}`,
            );
          }
        }
    }
  });
});
