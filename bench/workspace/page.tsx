/**
 * The workspace bench page (`/bench/pages/workspace.html?impl=ours|peer`): a 1600×1000 window holding the
 * coin list (400×1000, left) and 8 chart panels in 4×2 cells of 300×500 (different coins and intervals,
 * seeded history). Ours: the app's ChartPanel ×8 and the coin list's CoinListController (as the coin-list
 * bench mounts it), each on the surface the app picks here (the one shared WebGL renderer on a GPU, 2D
 * canvases of their own with none), all fed through one FeedClient whose per-frame
 * FeedChangeSet carries the ticker updates, while each chart's trades go from a worker (the trade source,
 * standing in for the feed worker) straight to the chart worker. The peer: 8 lightweight-charts chart
 * objects and the coin-list bench's DOM list, given the same bars (the same walks, on the page) and the
 * same feed. The runner
 * (workspace-bench.ts) drives `window.workspaceBench`.
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { coinsQuery, getQueryClient } from '../../src/api/query';
import type { ChartController } from '../../src/features/chart/chart-controller';
import { ChartPanel } from '../../src/features/chart/ChartPanel';
import { defaultChartServices, type ChartServices } from '../../src/features/chart/chart-services';
import { chartSettings } from '../../src/features/chart/chart-settings-store';
import '../../src/features/coin-list/coin-list.css';
import { CoinListController } from '../../src/features/coin-list/coin-list-controller';
import { FeedProvider } from '../../src/shell/feed-context';
import { initI18n } from '../../src/i18n';
import { rendererStats } from '../../src/render/shared-renderer';
import { intervalSeconds, type CandleInterval } from '../../contract/intervals';
import { PEER_CSS, PeerList } from '../coin-list/dom-peer';
import { generateCoins } from '../coin-list/feed';
import { INITIAL_STATE, translate } from '../coin-list/list-state';
import { coinListElements, guestInput } from '../../tests/fixtures/coin-list';
import { chartHistory, WorkspaceFeed } from './feed';
import { LiveWalk, TRADES_PER_SECOND } from './live-walk';
import { mountPeerChart, type PeerChart } from '../peer-chart';
import { benchChartServices } from '../../src/bench-page/chart-services';

export type WorkspaceImpl = 'ours' | 'peer';

export interface WorkspaceRun {
  /** Trades sent to the charts, ticker updates delivered to the list. */
  trades: number;
  tickerUpdates: number;
}

export interface WorkspaceInfo {
  impl: WorkspaceImpl;
  /** WebGL and 2D contexts the page created (counted by the runner's init script), ours' renderers. */
  webglContexts: number;
  canvas2dContexts: number;
  renderersCreated: number;
  contextLost: boolean;
}

declare global {
  interface Window {
    workspaceBench?: {
      ready: Promise<void>;
      /** Charts' live trades and `rate` ticker updates a second for `ms`. */
      run(rate: number, ms: number): Promise<WorkspaceRun>;
      info(): WorkspaceInfo;
    };
    /** Set by the runner's init script. */
    __contexts?: { webgl: number; canvas2d: number };
  }
}

const LIST = { width: 400, height: 1000 };
const CELL = { width: 300, height: 500 };
/** History bars per chart: what the app loads (HISTORY_BARS). */
const HISTORY = 1_500;
/** Bars each chart shows, ours and the peer's alike (≈ 4.5 px a bar in a 300 px panel). */
const VISIBLE_BARS = 60;
const INTERVALS: readonly CandleInterval[] = ['1', '3', '5', '15', '30', '60', '240', '1D'];

const COINS = generateCoins(500);
// Listed coins only: a newly listed one shows its countdown instead of a chart.
const CHARTS = COINS.filter((coin) => coin.marketSymbol === 'KRW' && !coin.infoOnMarket.isListedNew)
  .slice(0, INTERVALS.length)
  .map((coin, i) => ({
    coin,
    interval: INTERVALS[i]!,
    history: chartHistory(HISTORY, INTERVALS[i]!, 1_000 * (i + 1) ** 2, 5 + i),
  }));

function frame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function box(left: number, top: number, size: { width: number; height: number }): HTMLElement {
  const element = document.createElement('div');
  element.style.cssText = `position:absolute;left:${left}px;top:${top}px;width:${size.width}px;height:${size.height}px;display:flex;flex-direction:column;overflow:hidden`;
  document.body.append(element);
  return element;
}

function cells(): HTMLElement[] {
  return CHARTS.map((_, i) => box(LIST.width + (i % 4) * CELL.width, Math.floor(i / 4) * CELL.height, CELL));
}

/** The charts' side of one implementation: runs the charts' live walks for `ms`, resolves with the trades. */
interface Charts {
  ready: Promise<void>;
  runTrades(ms: number): Promise<number>;
}

/** Each chart's walk from its last bar; a later run continues where the last left it. */
function walkStarts() {
  return CHARTS.map(({ coin, interval, history }, i) => ({
    key: coin.key,
    last: history[history.length - 1]!,
    stepSec: intervalSeconds(interval),
    seed: 12_345 + i,
  }));
}

function mountOurCoinList(feed: WorkspaceFeed): void {
  const panel = box(0, 0, LIST);
  const controller = new CoinListController(feed, coinListElements(panel, 'workspace-coin-list'), {
    onEmpty: () => undefined,
    onOpen: () => undefined,
    onToggleFavorite: () => undefined,
  });
  controller.setInput(guestInput(COINS, INITIAL_STATE, translate));
}

/** The app's chart panels, each in its own root so that each opens on its own interval. */
function mountOurCharts(feed: WorkspaceFeed): Charts {
  initI18n('en');
  // The panels look their coins up in the catalogue (listing countdowns): the app has it cached.
  getQueryClient().setQueryData(coinsQuery.queryKey, COINS);
  feed.setWalks(walkStarts());
  const controllers: (ChartController | null)[] = CHARTS.map(() => null);
  const roots: Root[] = [];
  for (const [i, cell] of cells().entries()) {
    const { coin, interval, history } = CHARTS[i]!;
    const services: ChartServices = { ...defaultChartServices, ...benchChartServices(history) };
    const onController = (controller: ChartController | null) => {
      controllers[i] = controller;
    };
    // Each panel opens on its own interval, kept per workspace panel as the app keeps it: the window's
    // last interval is read when a panel first renders, which may come after the next panel's was set.
    const panelId = `bench-chart-${i}`;
    chartSettings.panelResolutions = { ...chartSettings.panelResolutions, [panelId]: interval };
    const root = createRoot(cell);
    flushSync(() =>
      root.render(
        <FeedProvider client={feed}>
          <ChartPanel
            coin={coin.key}
            symbol={coin.symbol}
            marketSymbol={coin.marketSymbol}
            services={services}
            onController={onController}
            panelId={panelId}
            pathname="/bench/workspace"
          />
        </FeedProvider>,
      ),
    );
    roots.push(root);
  }
  const ready = (async () => {
    for (;;) {
      const states = [...document.querySelectorAll<HTMLElement>('[data-testid="chart-surface"]')].map(
        (surface) => surface.dataset.loadState,
      );
      if (states.includes('error')) throw new Error('a chart failed to load its history');
      if (states.length === CHARTS.length && states.every((state) => state === 'ready')) break;
      await frame();
    }
    const painted: number[] = [];
    for (const [i, controller] of controllers.entries()) {
      if (!controller || controller.interval !== CHARTS[i]!.interval)
        throw new Error(`chart ${i} is not on ${CHARTS[i]!.interval}`);
      painted.push(controller.scene.rebuilds.plot);
      const { scene } = controller;
      scene.model.setScale({
        ...scene.model.scale,
        barSpacing: (scene.model.plotWidth - scene.model.scale.rightOffset) / VISIBLE_BARS,
      });
      // The scene only marks itself; redrawing is the controller's call (a guest has no price lines).
      controller.setPriceLines([]);
    }
    // Every chart has painted its plot at the new scale, whatever it draws on.
    while (controllers.some((controller, i) => controller!.scene.rebuilds.plot <= painted[i]!)) await frame();
  })();
  return { ready, runTrades: (ms) => feed.runTrades(ms) };
}

function mountPeer(feed: WorkspaceFeed): Charts {
  const style = document.createElement('style');
  style.textContent = PEER_CSS;
  document.head.append(style);
  const list = box(0, 0, LIST);
  createRoot(list).render(
    <PeerList feed={feed} coins={COINS} state={INITIAL_STATE} translate={translate} onScroller={() => {}} />,
  );
  const charts: PeerChart[] = cells().map((cell, i) =>
    mountPeerChart(cell, CHARTS[i]!.history, VISIBLE_BARS),
  );
  const walks = walkStarts().map(({ last, stepSec, seed }) => new LiveWalk(last, stepSec, seed));
  return {
    // lightweight-charts paints in the animation frame after a change.
    ready: frame()
      .then(frame)
      .then(() => undefined),
    async runTrades(ms) {
      let trades = 0;
      const timer = setInterval(() => {
        const now = performance.now();
        walks.forEach((walk, i) => {
          charts[i]!.update(walk.step(now).bar);
          trades += 1;
        });
      }, 1_000 / TRADES_PER_SECOND);
      await sleep(ms);
      clearInterval(timer);
      return trades;
    },
  };
}

function start(): void {
  const impl = new URLSearchParams(location.search).get('impl');
  if (impl !== 'ours' && impl !== 'peer') throw new Error(`impl must be ours or peer, not ${impl}`);
  const feed = new WorkspaceFeed(COINS);
  let charts: Charts;
  if (impl === 'ours') {
    mountOurCoinList(feed);
    charts = mountOurCharts(feed);
  } else charts = mountPeer(feed);
  window.workspaceBench = {
    ready: charts.ready,
    async run(rate, ms) {
      const delivered = feed.delivered;
      feed.setRate(rate);
      const trades = await charts.runTrades(ms);
      // Updates still on the way are drawn in the next frames.
      await frame();
      await frame();
      feed.setRate(0);
      return { trades, tickerUpdates: feed.delivered - delivered };
    },
    info: () => ({
      impl,
      webglContexts: window.__contexts?.webgl ?? Number.NaN,
      canvas2dContexts: window.__contexts?.canvas2d ?? Number.NaN,
      renderersCreated: rendererStats().created,
      contextLost: rendererStats().contextLost,
    }),
  };
}

start();
