/**
 * Shared set-up for browser tests that mount chart panels on the shared renderer: seeded history, a fake
 * feed that also delivers trades, in-thread chart services, frame waits, and reading a candle's colour
 * back from whichever surface draws it.
 */
import { expect } from 'vitest';
import { createInThreadChartClient } from '../../../src/api/in-thread-chart-client';
import type { ChartController } from '../../../src/features/chart/chart-controller';
import type { ChartServices, LoadedHistory } from '../../../src/features/chart/chart-services';
import { indexToX, visibleRange } from '../../../src/render/chart/chart-layout';
import { CHART_THEME } from '../../../src/render/chart/chart-palette';
import { readViewPixel, RENDERER_GRACE_MS, rendererStats } from '../../../src/render/shared-renderer';
import {
  barOpenTime,
  intervalSeconds,
  isCandleInterval,
  type CandleInterval,
} from '../../../contract/intervals';
import { seriesFromColumns, type CandleSeries, type SeriesField } from '../../../workers/core/base/series';
import { envelope, type Route } from '../shell/harness';
import { FakeFeed } from '../workspace/harness';

export const BARS = 600;

/** Bars ending with the current one: a gentle wave from `base`, so that most bodies are tall. */
export function generatedHistory(interval: CandleInterval = '1', base = 95_000_000): CandleSeries {
  const step = intervalSeconds(interval);
  const last = barOpenTime(Date.now() / 1000, interval);
  const unit = base / 95_000;
  const time: number[] = [];
  const open: number[] = [];
  const high: number[] = [];
  const low: number[] = [];
  const close: number[] = [];
  const volume: number[] = [];
  let price = base;
  for (let i = 0; i < BARS; i += 1) {
    const o = price;
    const c = o + Math.round(Math.sin(i / 7) * 40) * unit;
    time.push(last - (BARS - 1 - i) * step);
    open.push(o);
    close.push(c);
    high.push(Math.max(o, c) + 20 * unit);
    low.push(Math.min(o, c) - 20 * unit);
    volume.push(1 + (i % 5));
    price = c;
  }
  return seriesFromColumns({ time, open, high, low, close, volume });
}

/**
 * `bars` hourly-or-other bars ending with the current one, waving around 95,000,000 in two rhythms; each
 * bar's wick reaches 20,000 past its body plus what `highAbove` / `lowBelow` give for its index.
 */
export function wavingHistory(
  interval: CandleInterval,
  bars: number,
  highAbove: (index: number) => number = (i) => (i % 5) * 3000,
  lowBelow: (index: number) => number = (i) => (i % 4) * 3000,
): CandleSeries {
  const step = intervalSeconds(interval);
  const last = barOpenTime(Date.now() / 1000, interval);
  const columns = { time: [] as number[], open: [] as number[], high: [] as number[], low: [] as number[] };
  const close: number[] = [];
  const volume: number[] = [];
  let price = 95_000_000;
  for (let i = 0; i < bars; i += 1) {
    const o = price;
    const c = o + Math.round(Math.sin(i / 7) * 40 + Math.cos(i / 3) * 25) * 1000;
    columns.time.push(last - (bars - 1 - i) * step);
    columns.open.push(o);
    columns.high.push(Math.max(o, c) + 20_000 + highAbove(i));
    columns.low.push(Math.min(o, c) - 20_000 - lowBelow(i));
    close.push(c);
    volume.push(1 + (i % 5));
    price = c;
  }
  return seriesFromColumns({ ...columns, close, volume });
}

/** A fake feed with a one-trade shorthand: the trade goes into the coin's trade routes, as the feed worker's would. */
export class TradingFeed extends FakeFeed {
  trade(slot: number, timeMs: number, price: number, quantity: number): void {
    this.postTrades(this.tickers.keyAt(slot), {
      time: Float64Array.of(timeMs),
      price: Float64Array.of(price),
      quantity: Float64Array.of(quantity),
      side: Uint8Array.of(1),
      reset: false,
    });
  }
}

export function testServices(
  history: (interval: CandleInterval) => Promise<LoadedHistory> = async (interval) =>
    generatedHistory(interval),
): ChartServices {
  return {
    loadHistory: (_coin, interval) => history(interval),
    acquireClient: () => createInThreadChartClient(),
    releaseClient: (client) => client.dispose(),
    coinCodes: async () => ({ coinType: 'C0101', crncCd: 'C0100' }),
    listedMarkets: async () => ['KRW', 'BTC', 'USDT'],
    loadAssets: async () => ({ krwBalance: 0, krwLocked: 0, myAssetCoinInfoList: [], totalSumBuyAmt: 0 }),
    loadPending: async () => ({ pendingOrderList: [] }),
    loadOrders: async () => [],
    replaceOrder: async (orderId) => {
      throw new Error(`no order ${orderId} here`);
    },
    cancelOrder: async (orderId) => {
      throw new Error(`no order ${orderId} here`);
    },
  };
}

export const frames = (count: number) =>
  new Promise<void>((resolve) => {
    let left = count;
    const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
    requestAnimationFrame(step);
  });

/** Waits until the renderer has gone quiet: no view rendered over two frames. */
export async function rendererQuiet(): Promise<void> {
  let before = -1;
  await expect
    .poll(async () => {
      const now = rendererStats().renders;
      const quiet = now === before;
      before = now;
      await frames(2);
      return quiet;
    })
    .toBe(true);
}

/** Waits out the grace period of a renderer an earlier test left, so that a test counts its own from the start. */
export async function noRenderer(): Promise<void> {
  await expect
    .poll(() => rendererStats().created - rendererStats().destroyed, { timeout: RENDERER_GRACE_MS + 2000 })
    .toBe(0);
}

/** The colour a chart shows at (x, y) CSS px of its host, read from whichever surface draws it. */
function readChartPixel(host: HTMLElement, x: number, y: number): [number, number, number, number] {
  const canvases = host.querySelectorAll<HTMLCanvasElement>('canvas[data-chart-layer]');
  if (canvases.length === 0) return readViewPixel(host, x, y);
  const ratio = canvases[0]!.width / Math.max(1, canvases[0]!.clientWidth);
  const probe = document.createElement('canvas');
  probe.width = 1;
  probe.height = 1;
  const context = probe.getContext('2d', { willReadFrequently: true })!;
  // The layers composited as the page shows them, bottom up.
  for (const canvas of canvases)
    context.drawImage(canvas, Math.floor(x * ratio), Math.floor(y * ratio), 1, 1, 0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return [r!, g!, b!, a!];
}

function rgb(color: number): [number, number, number] {
  return [(color >> 16) & 255, (color >> 8) & 255, color & 255];
}

/** Within 6 per channel of `color` (the canvas has no antialiasing, but colours round). */
export function isColour(actual: readonly number[], color: number): boolean {
  const expected = rgb(color);
  return expected.every((channel, i) => Math.abs(actual[i]! - channel) <= 6);
}

export interface CandleProbe {
  index: number;
  x: number;
  y: number;
  /** The colour its body is drawn in. */
  color: number;
}

/** Bars this close to the plot's sides may be cut off. */
const EDGE = 8;

/** The middle of the tallest candle body wholly on screen, in the plot's CSS px. */
export function tallestCandle(controller: ChartController): CandleProbe {
  const { scene, data } = controller;
  const { open, close } = data.series;
  const range = visibleRange(scene.model.scale);
  let best = -1;
  for (let i = Math.max(0, range.from); i <= range.to; i += 1) {
    const x = indexToX(scene.model.scale, i);
    if (x < EDGE || x > scene.model.plotWidth - EDGE) continue;
    if (best < 0 || Math.abs(close[i]! - open[i]!) > Math.abs(close[best]! - open[best]!)) best = i;
  }
  if (best < 0) throw new Error('no candle is wholly on screen');
  const mid = (open[best]! + close[best]!) / 2;
  const { prices } = scene.model;
  return {
    index: best,
    x: Math.round(indexToX(scene.model.scale, best)),
    y: prices.top + ((prices.max - mid) / (prices.max - prices.min)) * prices.height,
    color: close[best]! >= open[best]! ? CHART_THEME.up : CHART_THEME.down,
  };
}

/** The colour at a point of the plot, read back from whichever surface the chart draws on. */
export function plotPixel(plot: HTMLElement, x: number, y: number): [number, number, number] {
  const [r, g, b] = readChartPixel(plot, x, y);
  return [r, g, b];
}

/**
 * `GET /v1/candles` for stubApi: generated history for the asked interval, and nothing older (a request
 * with `to` pages back and finds no bars).
 */
export const candlesRoute: Route = ({ url }) => {
  const interval = url.searchParams.get('interval') ?? '';
  if (!isCandleInterval(interval)) return envelope(null, 400, 'BAD_REQUEST', `no such interval ${interval}`);
  const series = url.searchParams.has('to') ? null : generatedHistory(interval);
  const column = (field: SeriesField) => (series ? Array.from(series[field]) : []);
  return envelope({
    key: url.searchParams.get('key'),
    interval,
    time: column('time'),
    open: column('open'),
    high: column('high'),
    low: column('low'),
    close: column('close'),
    volume: column('volume'),
  });
};
