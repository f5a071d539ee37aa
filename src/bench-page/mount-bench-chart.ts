/**
 * One bench chart: the app's ChartController (ChartScene on the window's shared renderer, the chart worker)
 * on a fixed history and no exchange, showing the last START_BARS bars, behind the ChartRenderBench
 * interface. The chart bench page mounts it, and so does bench/'s chart-render page (its "ours").
 * `update(bar)` checks the bar (bench-update.ts: what is refused throws, saying why) and sets it whole in
 * the chart worker (ChartClient.setBar: replaced or appended there, with the averages and the high/low
 * table), whose bars come back with the chart's next update as live trades' do (worker → tail → scene, at
 * most once per frame). `look` gives the chart an indicator set (rules/chart-indicators.ts, through the
 * controller's setIndicators: the worker computes it as it opens the history and per tick after), an
 * appearance (the settings' volume, averages and grid) and drawings (the coin's whole set, through the
 * controller's drawings' `replace`, as a load of the kept drawings gives it: no undo, nothing written)
 * before the history loads, so the first frame draws them; bench/'s chart-indicators page passes the first
 * two, its chart-drawings page the drawings.
 */
import { createChartClient } from '../api/chart-client';
import { IdleFeed } from '../api/idle-feed';
// The controller alone, past the feature's door: the door would bring the panel, its styles and i18n,
// which the bench chart does not use (and which its cold start would then pay for).
import { openChartController, type ChartController } from '../features/chart/chart-controller';
import type { DrawingsState } from '../features/chart/chart-drawings';
import type { ChartServices } from '../features/chart/chart-services';
import type { ChartIndicators } from '../features/chart/rules/chart-indicators';
import type { ChartAppearance } from '../render/chart/chart-palette';
import { resetScale, visibleRange } from '../render/chart/chart-layout';
import type { Drawing } from '../../contract/drawings';
import type { CoinKey } from '../../contract/markets';
import type { Candle } from '../../workers/core/chart/candle-builder';
import { START_BARS, type ChartRenderBench } from './bench-chart-api';
import { updateProblem } from './bench-update';
import { benchChartServices } from './chart-services';
import { SPEC_TICKS } from '../../contract/price-ticks';

/** The coin a bench chart is on (its drawings' coin). */
export const BENCH_COIN: CoinKey = 'BTC-KRW';
/** lightweight-charts zooms 10 % of the bar spacing per wheel notch (deltaY 100): the same here. */
const WHEEL_ZOOM_PER_PX = Math.log(1.1) / 100;

/** Resolves in the frame after the chart says its bars are drawn (data-drawn on `root`). */
function frameAfterDrawn(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    // The observer runs right after the renderer's frame callback; a frame asked for then is the next one.
    const observer = new MutationObserver(() => {
      if (root.dataset.drawn !== 'true') return;
      observer.disconnect();
      requestAnimationFrame(() => resolve());
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-drawn'] });
  });
}

function legendElement(): HTMLElement {
  const legend = document.createElement('div');
  legend.style.cssText = 'position:absolute;left:8px;top:4px;font:12px sans-serif;color:#ccc';
  for (const field of ['open', 'high', 'low', 'close', 'volume']) {
    const cell = document.createElement('span');
    cell.dataset.field = field;
    cell.style.marginRight = '8px';
    legend.append(cell);
  }
  return legend;
}

/** What a bench chart shows besides its candles (the chart's defaults without it). */
export interface BenchChartLook {
  indicators?: ChartIndicators;
  appearance?: ChartAppearance;
  /** The coin's drawings (on BENCH_COIN). */
  drawings?: readonly Drawing[];
}

/** What a bench page hears of its chart besides the ChartRenderBench interface. */
export interface BenchChartEvents {
  /** What the page would show of the drawings changed (a press selected one, a drag ended in an edit…). */
  onDrawings?(state: DrawingsState): void;
}

/** A bench chart: the interface benches drive, and its controller for a page that looks inside. */
export interface BenchChart extends ChartRenderBench {
  /** The chart's controller; throws until `ready` resolved. */
  controller(): ChartController;
}

export function mountBenchChart(
  container: HTMLElement,
  history: readonly Candle[],
  info: ChartRenderBench['info'],
  look: BenchChartLook = {},
  events: BenchChartEvents = {},
): BenchChart {
  // The controller takes the client once; update() sets its bars through the same one.
  const client = createChartClient();
  const services: ChartServices = {
    ...benchChartServices(history),
    acquireClient: () => client,
    releaseClient: (released) => released.dispose(),
  };
  const plot = document.createElement('div');
  plot.style.cssText = 'position:absolute;inset:0';
  const legend = legendElement();
  container.append(plot, legend);
  let failed: unknown = null;
  const drawn = frameAfterDrawn(container);
  // Opened at once on a 2D surface; on Pixi's once its chunk came.
  let controller!: ChartController;
  const opening = new Promise<void>((opened) => {
    openChartController(
      { root: container, plot, legend },
      {
        coin: BENCH_COIN,
        ticks: SPEC_TICKS,
        feed: new IdleFeed(),
        services,
        wheelZoomPerPx: WHEEL_ZOOM_PER_PX,
        ...(events.onDrawings && { onDrawings: events.onDrawings }),
        onLoadState: (state) => {
          if (state === 'error') failed = new Error('the chart failed to load its history');
        },
      },
      (created) => {
        controller = created;
        opened();
      },
    );
  });
  let last = history[history.length - 1]!;
  let loaded = false;
  const ready = (async () => {
    await opening;
    if (look.appearance) controller.setAppearance(look.appearance);
    // Taken before the load: the worker computes the set over the history as it opens it.
    if (look.indicators) controller.setIndicators(look.indicators);
    if (look.drawings) controller.drawings.replace(look.drawings);
    await controller.load('1');
    if (failed) throw failed;
    const { scene } = controller;
    // Set before the load's frame runs (this continuation precedes it), so the first frame shows 240 bars.
    const base = resetScale(scene.model.plotWidth, controller.data.length - 1);
    scene.model.setScale({ ...base, barSpacing: (base.width - base.rightOffset) / START_BARS });
    await drawn;
    loaded = true;
  })();
  return {
    ready,
    lastBar: () => ({ ...last }),
    update(bar) {
      const problem = updateProblem(last, bar);
      if (problem) throw new RangeError(problem);
      last = { ...bar };
      client.setBar(controller.id, last);
    },
    // The price pane: the whole plot without indicator panes; with them, a pointer there pans and zooms
    // (one on a pane separator would drag it).
    plotRect: () => ({
      x: 0,
      y: 0,
      width: controller.scene.model.plotWidth,
      height: controller.scene.model.priceHeight,
    }),
    visibleRange: () => visibleRange(controller.scene.model.scale),
    info,
    controller() {
      if (!loaded) throw new Error('the bench chart is not ready yet');
      return controller;
    },
  };
}
