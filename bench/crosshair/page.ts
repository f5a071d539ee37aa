/**
 * The crosshair bench page (`/bench/pages/crosshair.html?impl=ours|lightweight-charts|uplot&bars=…&end=…`):
 * one chart of the chart-render bench's seeded candles at 1280×720 whose crosshair is shared with the
 * same page open in other windows (the runner opens four in one browser context), each implementation
 * with its own way:
 * - ours: the app's chart (src/bench-page/mount-bench-chart.ts) linked to group red as a workspace chart
 *   is (src/features/chart/crosshair-link.ts: the window's intents, the crosshair channel between windows);
 * - lightweight-charts: its documented sync, subscribeCrosshairMove → setCrosshairPosition on the others
 *   (the others being in other windows, each move goes to them on a BroadcastChannel as it comes);
 * - uPlot: its cursor sync (cursor.sync with uPlot.sync's group), the group's publications carried to the
 *   other windows by a member of the group that posts them on a BroadcastChannel and publishes theirs.
 * The runner (crosshair-bench.ts) reads `window.crosshairBench`: the time each page shows last.
 */
import uPlot from 'uplot';
import { mountBenchChart } from '../../src/bench-page/mount-bench-chart';
import { linkChart } from '../../src/features/chart/crosshair-link';
import type { Candle } from '../../workers/core/chart/candle-builder';
import { mountPeerChart } from '../peer-chart';
import { mountChart as mountUplot } from '../pages/chart/uplot';
import { readChartPage } from '../pages/chart/page-workload';
import type { ChartRenderBench } from '../pages/chart/page-api';
import { CROSSHAIR_IMPLS, type CrosshairPage } from './page-api';

/** The peers' channel between windows (ours has its own: the app's crosshair channel). */
const PEER_CHANNEL = 'crosshair-bench';

function oursPage(container: HTMLElement, history: readonly Candle[]): CrosshairPage {
  const chart = mountBenchChart(container, history, {
    impl: 'ours',
    name: 'Tradedeck',
    bars: history.length,
  });
  const ready = chart.ready.then(() => {
    linkChart(chart.controller(), 'red', { crosshair: true, time: false });
  });
  return {
    ready,
    plot: () => chart.plotRect(),
    shown: () => {
      const time = container.dataset.crosshairTime;
      return time === undefined ? null : Number(time);
    },
  };
}

function lightweightPage(container: HTMLElement, history: readonly Candle[]): CrosshairPage {
  const peer = mountPeerChart(container, history, 240, { width: 1280, height: 720 });
  const { chart } = peer;
  const series = chart.panes()[0]!.getSeries()[0]!;
  const channel = new BroadcastChannel(PEER_CHANNEL);
  let shown: number | null = null;
  // The documented pattern: the series' value at the crosshair's time, set on the other charts.
  chart.subscribeCrosshairMove((param) => {
    if (!param.sourceEvent) return;
    const time = param.time === undefined ? null : Number(param.time);
    const point = param.seriesData.get(series) as { close?: number } | undefined;
    shown = time;
    channel.postMessage({ time, price: point?.close ?? null });
  });
  channel.onmessage = (event: MessageEvent<{ time: number | null; price: number | null }>) => {
    const { time, price } = event.data;
    shown = time;
    if (time === null || price === null) chart.clearCrosshairPosition();
    else chart.setCrosshairPosition(price, time as Parameters<typeof chart.setCrosshairPosition>[1], series);
  };
  return {
    ready: new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    plot: () => {
      const size = chart.paneSize();
      const box = container.getBoundingClientRect();
      return { x: box.left, y: box.top, width: size.width, height: size.height };
    },
    shown: () => shown,
  };
}

/** What a window's member of the uPlot sync group posts: a move's place and the source's x value. */
interface UplotMove {
  type: string;
  x: number;
  y: number;
  w: number;
  h: number;
  i: number | null;
  value: number | null;
}

function uplotPage(container: HTMLElement, history: readonly Candle[]): CrosshairPage {
  const key = 'crosshair';
  const bench: ChartRenderBench = mountUplot(container, history, { sync: { key, scales: ['x', null] } });
  const group = uPlot.sync(key);
  const channel = new BroadcastChannel(PEER_CHANNEL);
  let shown: number | null = null;
  const time = (i: number | null) => (i === null || i < 0 ? null : history[i]!.time);
  /** A move of another window as the group's plots read a source: its x value on their x scale. */
  const remotes = new WeakSet<object>();
  const remote = (value: number | null) => {
    const source = {
      cursor: { sync: { values: [value, null], scales: ['x', null] }, event: { type: 'mousemove' } },
      axes: [{ side: 2 }],
    };
    remotes.add(source);
    return source as unknown as uPlot;
  };
  // The window's member of the group: a local plot's move goes out, another window's comes in.
  const bridge = {
    pub(type: string, src: uPlot, x: number, y: number, w: number, h: number, i: number | null) {
      if (type !== 'mousemove' || remotes.has(src)) return;
      shown = x < 0 ? null : time(i);
      const message: UplotMove = { type, x, y, w, h, i, value: src.cursor.sync?.values?.[0] ?? null };
      channel.postMessage(message);
    },
  };
  group.sub(bridge as unknown as uPlot);
  channel.onmessage = (event: MessageEvent<UplotMove>) => {
    const { type, x, y, w, h, i, value } = event.data;
    shown = x < 0 ? null : time(i);
    group.pub(type, remote(value), x, y, w, h, i as number);
  };
  return { ready: bench.ready, plot: () => bench.plotRect(), shown: () => shown };
}

function start(): void {
  const { impl, history, container } = readChartPage(CROSSHAIR_IMPLS);
  window.crosshairBench =
    impl === 'ours'
      ? oursPage(container, history)
      : impl === 'lightweight-charts'
        ? lightweightPage(container, history)
        : uplotPage(container, history);
}

start();
