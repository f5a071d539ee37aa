/**
 * The order-book bench page: mounts ours (the real OrderBookController on the surface that costs least
 * here: its 2D canvas with no GPU, else the Pixi scene through the shared renderer) or the DOM peer
 * (dom-peer.tsx) in a 420×860 panel over the same in-page feed, and streams depth deltas and trades at the
 * rates the runner asks for. The runner (order-book-bench.ts) measures around it.
 */
import { createRoot, type Root } from 'react-dom/client';
import '../../src/features/order-book/order-book.css';
import { ORDER_BOOK_DEPTH } from '../../contract';
import { openOrderBookController } from '../../src/features/order-book/order-book-controller';
import { BOOK_ROW_HEIGHT } from '../../src/render/order-book/order-book-layout';
import { PEER_CSS, PeerBook } from './dom-peer';
import { BOOK_COIN, BookBenchFeed, type BookFeedRates } from './feed';
import { specTicks } from '../../contract/price-ticks';

export type OrderBookKind = 'ours' | 'peer';

const panel = document.getElementById('panel')!;
const style = document.createElement('style');
style.textContent = PEER_CSS;
document.head.append(style);

const LABELS: Record<string, string> = {
  'orderBook.level.ask': 'Ask',
  'orderBook.level.bid': 'Bid',
};
const translate = (key: string) => LABELS[key] ?? key;

interface Mounted {
  feed: BookBenchFeed;
  /** Level rows the book shows now (a book that draws nothing would measure nothing). */
  rowsShown(): number;
  dispose(): void;
}

function mountOurs(feed: BookBenchFeed): Mounted {
  panel.innerHTML = `
    <div id="bench-grid" role="grid" class="td-order-book__grid" style="position:absolute;inset:0">
      <div class="td-order-book__viewport" style="position:absolute;inset:0">
        <div class="td-order-book__plot" aria-hidden="true"></div>
        <div class="td-order-book__scroller"><div role="rowgroup" class="td-order-book__body"></div></div>
      </div>
    </div>`;
  // Opens once its surface's code came (at once in 2D): the runner waits for rows shown.
  const close = openOrderBookController(
    feed,
    {
      grid: panel.querySelector<HTMLElement>('#bench-grid')!,
      plot: panel.querySelector<HTMLElement>('.td-order-book__plot')!,
      scroller: panel.querySelector<HTMLElement>('.td-order-book__scroller')!,
      body: panel.querySelector<HTMLElement>('.td-order-book__body')!,
    },
    { coin: BOOK_COIN, ticks: specTicks('KRW'), translate, onPick: () => undefined },
    () => undefined,
  );
  return {
    feed,
    rowsShown: () => panel.querySelectorAll('.td-order-book__row:not([hidden])').length,
    dispose: () => {
      close();
      panel.innerHTML = '';
    },
  };
}

function mountPeer(feed: BookBenchFeed): Mounted {
  const root: Root = createRoot(panel);
  // Opens on the middle, as ours does.
  const centre = (element: HTMLDivElement | null) => {
    if (element) element.scrollTop = (ORDER_BOOK_DEPTH + 0.5) * BOOK_ROW_HEIGHT - element.clientHeight / 2;
  };
  root.render(<PeerBook feed={feed} onScroller={centre} />);
  return {
    feed,
    rowsShown: () => panel.querySelectorAll('.peer-row').length,
    dispose: () => root.unmount(),
  };
}

let mounted: Mounted | null = null;

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function current(): Mounted {
  if (!mounted) throw new Error('no book is mounted');
  return mounted;
}

declare global {
  interface Window {
    orderBookBench: {
      mount(kind: OrderBookKind, warmUp: BookFeedRates): Promise<void>;
      unmount(): void;
      rowsShown(): number;
      /** Streams at `rates` for `ms`; answers what the feed delivered. */
      stream(rates: BookFeedRates, ms: number): Promise<{ deltas: number; trades: number; books: number }>;
    };
  }
}

window.orderBookBench = {
  async mount(kind, warmUp) {
    mounted?.feed.dispose();
    mounted?.dispose();
    const feed = new BookBenchFeed();
    mounted = kind === 'ours' ? mountOurs(feed) : mountPeer(feed);
    // Warm up: first frames, glyphs, JIT.
    feed.setRates(warmUp);
    await sleep(1_500);
    feed.setRates({ deltasPerSecond: 0, tradesPerSecond: 0 });
    await sleep(300);
  },
  unmount() {
    mounted?.feed.dispose();
    mounted?.dispose();
    mounted = null;
  },
  rowsShown: () => current().rowsShown(),
  async stream(rates, ms) {
    const { feed } = current();
    const start = { deltas: feed.deltas, trades: feed.trades, books: feed.books };
    feed.setRates(rates);
    await sleep(ms);
    feed.setRates({ deltasPerSecond: 0, tradesPerSecond: 0 });
    return {
      deltas: feed.deltas - start.deltas,
      trades: feed.trades - start.trades,
      books: feed.books - start.books,
    };
  },
};
