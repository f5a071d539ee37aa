/**
 * The second peer of the chart-render bench: uPlot 1.6 drawing the same candles, MA 15/60, a volume
 * histogram and its MA 20 (computed here on the main thread with the lightweight-charts peer's smaAt). uPlot
 * has no candlestick series: the candles and volume bars are drawn in a `draw` hook, as in uPlot's
 * candlestick demo, over series with no paths (so that the scales still range over high, low and volume).
 * It has no wheel zoom or drag pan either: both are written here on its scale API (setScale), 10 % of the
 * range per wheel notch around the pointer as the other two charts zoom, a drag moving the range with the
 * pointer. Updates follow series.update's semantics: the same time replaces the last bar, a later one
 * appends (and a view showing the newest bar moves with it).
 */
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { smaAt } from '../../peer-chart';
import { frameWhen, START_BARS, type ChartRenderBench } from './page-api';

const WIDTH = 1280;
const HEIGHT = 720;
const BAR_SECONDS = 60;
const UP = '#26a69a';
const DOWN = '#ef5350';
const WHEEL_ZOOM_PER_PX = Math.log(1.1) / 100;
/** The volume bars take the bottom fifth of the plot, as in the other two charts. */
const VOLUME_SHARE = 0.2;

/** Columns in uPlot's order: time, open, high, low, close, volume, MA 15, MA 60, volume MA 20. */
type Columns = [number[], number[], number[], number[], number[], number[], number[], number[], number[]];
const [TIME, OPEN, HIGH, LOW, CLOSE, VOLUME, MA15, MA60, VOLUME_MA] = [0, 1, 2, 3, 4, 5, 6, 7, 8] as const;

/** Candles and volume bars of the visible bars, in canvas px, clipped to the plot. */
function drawBars(u: uPlot): void {
  const [i0, i1] = u.series[0]!.idxs ?? [0, -1];
  if (i0 === null || i1 === null) return;
  const data = u.data as unknown as Columns;
  const { ctx, bbox } = u;
  const time = data[TIME];
  const spacing = u.valToPos(time[0]! + BAR_SECONDS, 'x', true) - u.valToPos(time[0]!, 'x', true);
  const body = Math.max(1, Math.round(spacing * 0.7));
  const wick = Math.max(1, Math.round(uPlot.pxRatio));
  const volumeZero = u.valToPos(0, 'volume', true);
  ctx.save();
  ctx.beginPath();
  ctx.rect(bbox.left, bbox.top, bbox.width, bbox.height);
  ctx.clip();
  for (const rising of [true, false]) {
    ctx.fillStyle = rising ? UP : DOWN;
    for (let i = i0; i <= i1; i += 1) {
      const open = data[OPEN][i]!;
      const close = data[CLOSE][i]!;
      if (close >= open !== rising) continue;
      const x = Math.round(u.valToPos(time[i]!, 'x', true));
      const high = Math.round(u.valToPos(data[HIGH][i]!, 'y', true));
      const low = Math.round(u.valToPos(data[LOW][i]!, 'y', true));
      const top = Math.round(u.valToPos(Math.max(open, close), 'y', true));
      const bottom = Math.round(u.valToPos(Math.min(open, close), 'y', true));
      ctx.fillRect(x - (wick >> 1), high, wick, low - high);
      ctx.fillRect(x - (body >> 1), top, body, Math.max(1, bottom - top));
      ctx.globalAlpha = 0.5;
      const volumeTop = Math.round(u.valToPos(data[VOLUME][i]!, 'volume', true));
      ctx.fillRect(x - (body >> 1), volumeTop, body, volumeZero - volumeTop);
      ctx.globalAlpha = 1;
    }
  }
  ctx.restore();
}

/** A series the scales range over that draws nothing itself (drawBars draws it). */
const hidden = (scale: string): uPlot.Series => ({ scale, paths: () => null, points: { show: false } });
const line = (scale: string, stroke: string): uPlot.Series => ({
  scale,
  stroke,
  width: 1,
  points: { show: false },
});

/** `cursor`: options merged into the chart's cursor (the crosshair bench's `sync`). */
export function mountChart(
  container: HTMLElement,
  history: readonly Candle[],
  cursor: uPlot.Cursor = {},
): ChartRenderBench {
  const bars = history.map((bar) => ({ ...bar }));
  const columns = Array.from({ length: 9 }, () => [] as number[]) as Columns;
  const average = (index: number, period: number, field: 'close' | 'volume') =>
    smaAt(bars, index, period, field) ?? Number.NaN;
  /** Writes bar `index` and its averages into the columns. */
  const put = (index: number) => {
    const bar = bars[index]!;
    columns[TIME][index] = bar.time;
    columns[OPEN][index] = bar.open;
    columns[HIGH][index] = bar.high;
    columns[LOW][index] = bar.low;
    columns[CLOSE][index] = bar.close;
    columns[VOLUME][index] = bar.volume;
    columns[MA15][index] = average(index, 15, 'close');
    columns[MA60][index] = average(index, 60, 'close');
    columns[VOLUME_MA][index] = average(index, 20, 'volume');
  };
  for (let i = 0; i < bars.length; i += 1) put(i);
  // NaN, not null, before an average is full: uPlot skips non-finite values in lines and ranges.
  const last = bars.length - 1;
  const u = new uPlot(
    {
      width: WIDTH,
      height: HEIGHT,
      legend: { show: false },
      cursor: { drag: { x: false, y: false }, points: { show: false }, ...cursor },
      scales: {
        x: { time: true, auto: false, min: bars[last - START_BARS + 1]!.time, max: bars[last]!.time },
        volume: { range: (_u, _min, max) => [0, max / VOLUME_SHARE] },
      },
      axes: [{ stroke: '#d1d4dc' }, { stroke: '#d1d4dc', side: 1 }],
      series: [
        {},
        hidden('y'),
        hidden('y'),
        hidden('y'),
        hidden('y'),
        hidden('volume'),
        line('y', '#f5c542'),
        line('y', '#4287f5'),
        line('volume', '#c542f5'),
      ],
      hooks: { draw: [drawBars] },
    },
    columns as unknown as uPlot.AlignedData,
    container,
  );
  container.style.background = '#131722';

  const setX = (min: number, max: number) => u.setScale('x', { min, max });
  const plotWidth = () => u.over.clientWidth;
  bindInput(u.over, {
    zoom(factor, atPx) {
      const { min, max } = u.scales.x as { min: number; max: number };
      const anchor = u.posToVal(atPx, 'x');
      setX(anchor - (anchor - min) * factor, anchor + (max - anchor) * factor);
    },
    pan(dxPx) {
      const { min, max } = u.scales.x as { min: number; max: number };
      const dt = (dxPx / plotWidth()) * (max - min);
      setX(min - dt, max - dt);
    },
  });

  return {
    // uPlot draws in a microtask after a change: the second frame follows a drawn one.
    ready: frameWhen(() => true).then(() => frameWhen(() => true)),
    lastBar: () => ({ ...bars[bars.length - 1]! }),
    update(bar) {
      const n = bars.length;
      const previous = bars[n - 1]!;
      if (bar.time < previous.time)
        throw new Error(`bar ${bar.time} is older than the last bar ${previous.time}`);
      const appended = bar.time > previous.time;
      const index = appended ? n : n - 1;
      bars[index] = { ...bar };
      put(index);
      const { min, max } = u.scales.x as { min: number; max: number };
      if (appended && max >= previous.time) {
        // The view showed the newest bar: it moves with it, as lightweight-charts' does.
        u.setData(u.data, false);
        setX(min + bar.time - previous.time, max + bar.time - previous.time);
      } else u.setData(u.data);
    },
    plotRect: () => {
      const rect = u.over.getBoundingClientRect();
      return { x: rect.left, y: rect.top, width: rect.width, height: rect.height };
    },
    visibleRange: () => {
      const { min, max } = u.scales.x as { min: number; max: number };
      const first = bars[0]!.time;
      return { from: Math.ceil((min - first) / BAR_SECONDS), to: Math.floor((max - first) / BAR_SECONDS) };
    },
    info: { impl: 'uplot', name: 'uPlot 1.6 (canvas 2D, candles in a draw hook)', bars: history.length },
  };
}

/** Wheel zoom around the pointer and drag pan on the plot's overlay, for the page's life. */
function bindInput(
  over: HTMLElement,
  to: { zoom(factor: number, atPx: number): void; pan(dxPx: number): void },
): void {
  let dragX: number | null = null;
  const wheel = (event: WheelEvent) => {
    event.preventDefault();
    to.zoom(Math.exp(event.deltaY * WHEEL_ZOOM_PER_PX), event.offsetX);
  };
  const down = (event: PointerEvent) => {
    dragX = event.clientX;
    over.setPointerCapture(event.pointerId);
  };
  const move = (event: PointerEvent) => {
    if (dragX === null) return;
    to.pan(event.clientX - dragX);
    dragX = event.clientX;
  };
  const up = () => {
    dragX = null;
  };
  over.addEventListener('wheel', wheel, { passive: false });
  over.addEventListener('pointerdown', down);
  over.addEventListener('pointermove', move);
  over.addEventListener('pointerup', up);
}
