/**
 * The benches' peer chart: a lightweight-charts v5 chart object drawing what ours draws — candles, MA
 * 15/60, a volume histogram and its MA 20, the averages computed here on the main thread (the library has
 * no indicators). The chart-render page makes one at 1280×720; the workspace page one per cell (as an app
 * with several chart panels would), sized to its cell.
 */
import {
  CandlestickSeries,
  createChart,
  HistogramSeries,
  LineSeries,
  type IChartApi,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { Candle } from '../workers/core/chart/candle-builder';

/**
 * The simple average of `field` over the `period` bars ending at `end`; undefined before it is full. The
 * chart peers (this one and bench/pages/chart/uplot.ts) compute their averages with it.
 */
export function smaAt(bars: readonly Candle[], end: number, period: number, field: 'close' | 'volume') {
  if (end + 1 < period) return undefined;
  let sum = 0;
  for (let i = end - period + 1; i <= end; i += 1) sum += bars[i]![field];
  return sum / period;
}

export interface PeerChart {
  /** Same time replaces the last bar, a later time appends one. */
  update(bar: Candle): void;
  lastBar(): Candle;
  chart: IChartApi;
  dispose(): void;
}

/** Mounts the chart showing the last `visibleBars` bars, at `size` or filling its container. */
export function mountPeerChart(
  container: HTMLElement,
  history: readonly Candle[],
  visibleBars: number,
  size?: { width: number; height: number },
): PeerChart {
  const bars = history.map((bar) => ({ ...bar }));
  const chart = createChart(container, {
    ...(size ?? { autoSize: true }),
    layout: { background: { color: '#131722' }, textColor: '#d1d4dc' },
    timeScale: { timeVisible: true },
  });
  const candles = chart.addSeries(CandlestickSeries);
  const ma15 = chart.addSeries(LineSeries, { color: '#f5c542', lineWidth: 1, priceLineVisible: false });
  const ma60 = chart.addSeries(LineSeries, { color: '#4287f5', lineWidth: 1, priceLineVisible: false });
  const volumeOptions = { priceScaleId: 'volume', priceLineVisible: false, lastValueVisible: false };
  const volume = chart.addSeries(HistogramSeries, { ...volumeOptions, color: '#5d606b' });
  const volumeMa = chart.addSeries(LineSeries, { ...volumeOptions, color: '#c542f5', lineWidth: 1 });
  chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } });

  const time = (bar: Candle) => bar.time as UTCTimestamp;
  const line = (index: number, period: number, field: 'close' | 'volume') => {
    const value = smaAt(bars, index, period, field);
    const at = time(bars[index]!);
    return value === undefined ? { time: at } : { time: at, value };
  };
  const volumeBar = (bar: Candle) => ({
    time: time(bar),
    value: bar.volume,
    color: bar.close >= bar.open ? '#26a69a80' : '#ef535080',
  });
  candles.setData(bars.map((bar) => ({ ...bar, time: time(bar) })));
  volume.setData(bars.map(volumeBar));
  ma15.setData(bars.map((_, i) => line(i, 15, 'close')));
  ma60.setData(bars.map((_, i) => line(i, 60, 'close')));
  volumeMa.setData(bars.map((_, i) => line(i, 20, 'volume')));
  chart.timeScale().setVisibleLogicalRange({ from: bars.length - visibleBars, to: bars.length - 1 });

  return {
    chart,
    lastBar: () => ({ ...bars[bars.length - 1]! }),
    update(bar) {
      const last = bars[bars.length - 1]!;
      if (bar.time < last.time) throw new Error(`bar ${bar.time} is older than the last bar ${last.time}`);
      if (bar.time === last.time) bars[bars.length - 1] = { ...bar };
      else bars.push({ ...bar });
      const index = bars.length - 1;
      candles.update({ ...bar, time: time(bar) });
      volume.update(volumeBar(bar));
      ma15.update(line(index, 15, 'close'));
      ma60.update(line(index, 60, 'close'));
      volumeMa.update(line(index, 20, 'volume'));
    },
    dispose: () => chart.remove(),
  };
}
