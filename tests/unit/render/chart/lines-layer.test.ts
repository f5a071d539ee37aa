import { describe, expect, test } from 'vitest';
import type { ForecastMarks, SceneOptions } from '../../../../src/render/chart/chart-model';
import type { ChartLayer } from '../../../../src/render/chart/chart-painter';
import { CHART_THEME } from '../../../../src/render/chart/chart-palette';
import { ChartScene } from '../../../../src/render/chart/chart-scene';
import { chartDataOf } from '../../../fixtures/chart-data';

const OPTIONS: SceneOptions = { priceDecimals: () => 0, roundPrice: Math.round, intervalSec: 60 };
const BARS = 20;

/** A layer that counts its rectangles by colour. */
function countingLayer(): ChartLayer & { rects: Map<number, number> } {
  const rects = new Map<number, number>();
  return {
    rects,
    begin: () => rects.clear(),
    end: () => undefined,
    rect: (_x, _y, _w, _h, color) => void rects.set(color, (rects.get(color) ?? 0) + 1),
    shape: () => undefined,
    label: () => undefined,
    beginLine: () => undefined,
    linePoint: () => undefined,
    endLine: () => undefined,
  };
}

/** BARS one-minute bars, every one in view, with a forecast for bars 9 to 18 and the next one (19). */
function sceneWithForecast(shown: ForecastMarks['shown']) {
  const bars = Array.from({ length: BARS }, (_, i) => i);
  const data = chartDataOf({
    time: bars.map((i) => 1_735_689_600 + i * 60),
    open: bars.map((i) => 1000 + i),
    high: bars.map((i) => 1010 + i),
    low: bars.map((i) => 990 + i),
    close: bars.map((i) => 1005 + i),
    volume: bars.map(() => 1),
  });
  const lines = countingLayer();
  const scene = new ChartScene(data, OPTIONS, {
    plot: countingLayer(),
    axes: countingLayer(),
    lines,
    cursor: countingLayer(),
    measure: (text) => text.length * 7,
    keepsPixels: false,
  });
  scene.model.setSize(800, 400);
  scene.model.resetView();
  const ten = new Float64Array(10).fill(0.5);
  // Eleven bars get marks: the ten and the forming bar after them.
  scene.model.setForecast({ start: 9, up: ten, down: ten, next: { up: 0.5, down: 0.5 }, shown });
  scene.prepare();
  return { scene, marks: lines.rects };
}

describe('forecast marks are drawn for the sides shown only', () => {
  test.each([
    ['both sides', { up: true, down: true }, 11, 11, 11],
    ['up only', { up: true, down: false }, 11, 0, 11],
    ['down only', { up: false, down: true }, 0, 11, 11],
    ['neither', { up: false, down: false }, 0, 0, 0],
  ])('%s', (_, shown, upMarks, downMarks, barsMarked) => {
    const { scene, marks } = sceneWithForecast(shown);
    expect(marks.get(CHART_THEME.forecastUp) ?? 0).toBe(upMarks);
    expect(marks.get(CHART_THEME.forecastDown) ?? 0).toBe(downMarks);
    expect(scene.forecastMarksDrawn).toBe(barsMarked);
  });
});
