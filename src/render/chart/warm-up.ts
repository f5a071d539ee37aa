/**
 * A chart scene of a few bars with a cursor and a price line, for the shared renderer to draw once before
 * the real chart's first frame (startRenderer): Pixi compiles a shader the first time something needs it,
 * and the chart's font builds its glyphs when first installed. With no GPU the compile runs on the CPU and
 * is the largest part of a first frame; drawn off-screen while the page still waits for its code and data,
 * the real first frame finds both ready. It is the real scene, so whatever the chart draws with is warmed.
 * Loaded by chart-view.ts (warmUpChartSurface) where the chart will draw with Pixi.
 */
import type { Container } from 'pixi.js';
import { createSeries } from '../../../workers/core/base/series';
import { startRenderer } from '../shared-renderer';
import { ChartData } from './chart-data';
import { PixiChart } from './pixi-chart';

const BARS = 4;

function warmUpData(): ChartData {
  const series = createSeries(BARS);
  const averages = new Float64Array(BARS);
  for (let i = 0; i < BARS; i += 1) {
    const open = 100 + i;
    series.time[i] = 60 * i;
    series.open[i] = open;
    series.close[i] = i % 2 === 0 ? open + 2 : open - 2;
    series.high[i] = open + 3;
    series.low[i] = open - 3;
    series.volume[i] = 10 + i;
    averages[i] = open;
  }
  series.length = BARS;
  const data = new ChartData();
  data.load({ series, averages: { close15: averages, close60: averages, volume20: averages } });
  return data;
}

/**
 * The scene's stage, drawn; the caller destroys it (children included) once it is rendered. Its triangles'
 * shapes go with the page (four small contexts, made once per warm start).
 */
function chartWarmUpStage(): Container {
  const chart = new PixiChart(warmUpData(), {
    priceDecimals: () => 0,
    roundPrice: Math.round,
    intervalSec: 60,
  });
  const { scene } = chart;
  const model = scene.model;
  model.setSize(160, 120);
  model.resetView();
  model.setPriceLines([{ kind: 'buy', price: 101, tag: 'B 1', cancel: true }]);
  model.setMarkers({ high: BARS + 102, highIndex: BARS - 1, low: 97, lowIndex: 0 });
  model.setCursor({ x: 40, y: 40 });
  scene.prepare();
  return chart.stage;
}

/** Starts the shared renderer ahead of the chart, with the chart's scene drawn once off-screen. */
export function startChartRenderer(): void {
  startRenderer(chartWarmUpStage);
}
