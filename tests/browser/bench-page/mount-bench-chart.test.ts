// The bench chart's update(bar) in Chromium: replacements no trade could make and a zero-volume new bar
// reach the chart through its worker, and the chart shows them (its legend shows the newest bar).
import { expect, it } from 'vitest';
import { benchBars } from '../../../src/bench-page/bench-bars';
import { mountBenchChart } from '../../../src/bench-page/mount-bench-chart';
import { LEGEND_FIELDS, legendText } from '../../../src/features/chart/rules/chart-legend';
import type { Candle } from '../../../workers/core/chart/candle-builder';
import { specTicks } from '../../../contract/price-ticks';

/** The legend's texts of `bar`, as the chart writes them for its newest bar. */
function legendOf(bar: Candle): string[] {
  const series = {
    open: [bar.open],
    high: [bar.high],
    low: [bar.low],
    close: [bar.close],
    volume: [bar.volume],
  };
  return LEGEND_FIELDS.map((field) => legendText(series, 0, field, specTicks('KRW')));
}

it('shows a same-volume replacement, a pulled-back high, another open and a zero-volume new bar', async () => {
  const container = document.createElement('div');
  container.style.cssText = 'position:relative;width:1280px;height:720px';
  document.body.append(container);
  const history = benchBars(300, 5);
  const bench = mountBenchChart(container, history, { impl: 'ours', name: 'test', bars: history.length });
  await bench.ready;
  const shown = () =>
    LEGEND_FIELDS.map((field) => container.querySelector(`[data-field="${field}"]`)!.textContent);
  const last = bench.lastBar();
  expect(shown()).toEqual(legendOf(last));

  const steps: Candle[] = [
    // A price change on a zero-size print: the same volume.
    { ...last, close: last.low },
    // The high pulled back inside and another open.
    { ...last, open: last.low, high: Math.max(last.low, last.close), close: last.low },
    // A new bar with no volume yet.
    { time: last.time + 60, open: 120, high: 121, low: 119, close: 120.5, volume: 0 },
  ];
  for (const bar of steps) {
    bench.update(bar);
    expect(bench.lastBar()).toEqual(bar);
    await expect.poll(shown).toEqual(legendOf(bar));
  }
  await expect.poll(() => bench.visibleRange().to).toBe(history.length);

  expect(() => bench.update({ ...last, time: last.time - 60 })).toThrow(
    `bar ${last.time - 60} is older than the last bar ${last.time + 60}`,
  );
  expect(() => bench.update({ ...steps[2]!, high: 100 })).toThrow('low ≤ open, close ≤ high expected');
  expect(bench.lastBar()).toEqual(steps[2]);
});
