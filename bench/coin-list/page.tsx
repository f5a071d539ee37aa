/**
 * The coin-list bench page: mounts ours (the real CoinListController and Pixi scene through the shared
 * renderer) or the DOM peer (dom-peer.tsx) in a 1280×900 panel over the same in-page feed and data,
 * runs one workload at a time, and keeps the frame clock (rAF intervals) and the long tasks. The runner
 * (coin-list-bench.ts) reads Chromium's own counters around each workload.
 */
import { createRoot, type Root } from 'react-dom/client';
import '../../src/features/coin-list/coin-list.css';
import { CoinListController } from '../../src/features/coin-list/coin-list-controller';
import { coinListHandleOf } from '../../src/features/coin-list/coin-list-handle';
import { DEFAULT_SORT_MEMORY, type CoinSortColumn } from '../../src/features/coin-list/rules';
import type { CoinListViewState } from '../../src/features/coin-list/view-model';
import type { MarketSymbol } from '../../contract/markets';
import { PEER_CSS, PeerList } from './dom-peer';
import { BenchFeed, generateCoins } from './feed';
import { INITIAL_STATE, translate } from './list-state';
import { coinListElements, guestInput } from '../../tests/fixtures/coin-list';

export type CoinListKind = 'ours' | 'peer';

export interface CoinListFrameStats {
  /** Intervals between animation frames (ms). */
  intervals: number[];
  /** Long tasks (ms each). */
  longTasks: number[];
  /** Price updates the feed delivered. */
  updates: number;
}

const COINS = generateCoins(500);
const SWITCH_TABS: readonly MarketSymbol[] = ['KRW', 'BTC', 'USDT'];
const SWITCH_SORTS: readonly CoinSortColumn[] = ['name', 'closePrice', 'chgRate', 'value24H'];

const panel = document.getElementById('panel')!;
const style = document.createElement('style');
style.textContent = PEER_CSS;
document.head.append(style);

/** One mounted list: how to change its state, where it scrolls, how to take it down. */
interface Mounted {
  feed: BenchFeed;
  /** Rows the list shows now (a list that draws nothing would measure nothing). */
  rowsShown(): number;
  setState(state: CoinListViewState): void;
  scroller(): HTMLElement;
  dispose(): void;
}

function mountOurs(feed: BenchFeed): Mounted {
  const elements = coinListElements(panel, 'bench-grid');
  const controller = new CoinListController(feed, elements, {
    onEmpty: () => undefined,
    onOpen: () => undefined,
    onToggleFavorite: () => undefined,
  });
  const input = (state: CoinListViewState) => guestInput(COINS, state, translate);
  controller.setInput(input(INITIAL_STATE));
  return {
    feed,
    rowsShown: () => {
      const handle = coinListHandleOf(elements.grid);
      return handle && handle.stats().writes > 0 ? handle.keys().length : 0;
    },
    // The panel's tab and sort buttons only reach the controller as a new input: the bench hands it over directly.
    setState: (state) => controller.setInput(input(state)),
    scroller: () => elements.scroller,
    dispose: () => {
      controller.dispose();
      panel.innerHTML = '';
    },
  };
}

function mountPeer(feed: BenchFeed): Mounted {
  const root: Root = createRoot(panel);
  let scroller: HTMLElement | null = null;
  const onScroller = (element: HTMLDivElement | null) => {
    scroller = element;
  };
  const render = (state: CoinListViewState) =>
    root.render(
      <PeerList feed={feed} coins={COINS} state={state} translate={translate} onScroller={onScroller} />,
    );
  render(INITIAL_STATE);
  return {
    feed,
    rowsShown: () => panel.querySelectorAll('.peer-row').length,
    setState: render,
    scroller: () => {
      if (!scroller) throw new Error('the peer list has not mounted');
      return scroller;
    },
    dispose: () => root.unmount(),
  };
}

let mounted: Mounted | null = null;
let frameCount = 0;
let lastFrame = 0;
let intervals: number[] = [];
let longTasks: number[] = [];
let updatesAtReset = 0;

// The frame clock runs for the page's lifetime: it is the bench's own rAF probe.
function onFrame(now: number) {
  requestAnimationFrame(onFrame);
  if (lastFrame > 0) intervals.push(now - lastFrame);
  lastFrame = now;
  frameCount += 1;
}
requestAnimationFrame(onFrame);
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push(entry.duration);
}).observe({ type: 'longtask', buffered: false });

function nextFrame(): Promise<number> {
  return new Promise((resolve) => requestAnimationFrame(resolve));
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function current(): Mounted {
  if (!mounted) throw new Error('no list is mounted');
  return mounted;
}

declare global {
  interface Window {
    coinListBench: {
      mount(kind: CoinListKind): Promise<void>;
      unmount(): void;
      /** Rows the mounted list shows (ours: its rows once it has written cells; the peer: DOM rows). */
      rowsShown(): number;
      /** Frames since the page opened. */
      frames(): number;
      resetStats(): void;
      stats(): CoinListFrameStats;
      /** Price updates at `rate` a second for `ms`. */
      updates(rate: number, ms: number): Promise<void>;
      /** Scrolls from the top to the bottom of the list over `ms`, one step per frame. */
      scroll(ms: number): Promise<void>;
      /** `count` tab/sort changes, one every `everyMs`. */
      switches(count: number, everyMs: number): Promise<void>;
    };
  }
}

window.coinListBench = {
  async mount(kind) {
    mounted?.dispose();
    const feed = new BenchFeed(COINS);
    mounted = kind === 'ours' ? mountOurs(feed) : mountPeer(feed);
    // Warm up: first frames, glyphs, JIT.
    feed.setRate(5_000);
    await sleep(1_500);
    feed.setRate(0);
    await sleep(300);
  },
  unmount() {
    mounted?.feed.dispose();
    mounted?.dispose();
    mounted = null;
  },
  rowsShown: () => current().rowsShown(),
  frames: () => frameCount,
  resetStats() {
    intervals = [];
    longTasks = [];
    updatesAtReset = mounted?.feed.delivered ?? 0;
  },
  stats: () => ({ intervals, longTasks, updates: (mounted?.feed.delivered ?? 0) - updatesAtReset }),
  async updates(rate, ms) {
    const { feed } = current();
    feed.setRate(rate);
    await sleep(ms);
    feed.setRate(0);
  },
  async scroll(ms) {
    const scroller = current().scroller();
    scroller.scrollTop = 0;
    const start = await nextFrame();
    for (let now = start; now - start < ms; now = await nextFrame()) {
      const range = scroller.scrollHeight - scroller.clientHeight;
      scroller.scrollTop = Math.round((range * (now - start)) / ms);
    }
  },
  async switches(count, everyMs) {
    const list = current();
    for (let i = 1; i <= count; i++) {
      const tab = SWITCH_TABS[i % SWITCH_TABS.length]!;
      const key = SWITCH_SORTS[i % SWITCH_SORTS.length]!;
      list.setState({
        ...INITIAL_STATE,
        tab,
        sort: { ...DEFAULT_SORT_MEMORY, coin: { key, direction: i % 2 === 0 ? 'asc' : 'desc' } },
      });
      await sleep(everyMs);
    }
    list.setState(INITIAL_STATE);
    await sleep(everyMs);
  },
};
