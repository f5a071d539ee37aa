/**
 * The DOM peer of the order-book bench: the same book as DOM rows virtualised with
 * @tanstack/react-virtual, written as a careful React list would be: one state update per book the feed
 * hands over (at most one per animation frame) and per ticker change, the levels grouped and laid out by
 * the same pure rules as ours (src/features/order-book/book-rules.ts), rows memoised on their values, the
 * last price flashing for FLASH_MS through a timer.
 */
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OrderBookSnapshot } from '../../contract';
import { ORDER_BOOK_DEPTH } from '../../contract';
import type { FeedClient } from '../../src/api/feed-types';
import {
  BookRows,
  BookSideView,
  groupSide,
  layRows,
  rowCount,
  spreadOf,
} from '../../src/features/order-book/book-rules';
import { formatBookPrice, formatSpread, LastPriceFlash } from '../../src/lib/book-format';
import { formatColumnQuantity } from '../../src/lib/price-format';
import { BOOK_COIN } from './feed';
import { specTicks } from '../../contract/price-ticks';

/** The bench's book is the simulator's: the spec's steps. */
const KRW_TICKS = specTicks('KRW');

const ROW_HEIGHT = 20;

export const PEER_CSS = `
.peer-scroller { position: absolute; inset: 0; overflow-y: auto; overflow-x: hidden; background: #131722; color: #e6e8ee; font: 12px system-ui, sans-serif; }
.peer-row { position: absolute; left: 0; right: 0; height: 20px; display: flex; align-items: center; cursor: pointer; }
.peer-row > span { position: relative; flex: 0 0 45%; text-align: right; padding-right: 8px; box-sizing: border-box; }
.peer-row > span + span { flex-basis: 55%; }
.peer-bar { position: absolute; top: 1px; bottom: 1px; right: 0; opacity: 0.22; }
.peer-ask .peer-price { color: #4880ee; }
.peer-bid .peer-price { color: #d24f45; }
.peer-ask .peer-bar { background: #4880ee; }
.peer-bid .peer-bar { background: #d24f45; }
.peer-middle { background: #2a2e39; }
.peer-middle[data-flash='up'] .peer-price { background: rgb(210 79 69 / 35%); }
.peer-middle[data-flash='down'] .peer-price { background: rgb(72 128 238 / 35%); }
`;

interface LevelProps {
  top: number;
  side: 'ask' | 'bid';
  price: number;
  quantity: number;
  bar: number;
}

const Level = memo(function Level({ top, side, price, quantity, bar }: LevelProps) {
  return (
    <div
      className={`peer-row peer-${side}`}
      role="row"
      aria-label={`${side} ${formatBookPrice(KRW_TICKS, price)}`}
      style={{ transform: `translateY(${top}px)` }}
    >
      <div className="peer-bar" style={{ width: `${(bar * 55).toFixed(2)}%` }} />
      <span className="peer-price">{formatBookPrice(KRW_TICKS, price)}</span>
      <span>{formatColumnQuantity(quantity)}</span>
    </div>
  );
});

function Middle({ top, feed, book }: { top: number; feed: FeedClient; book: OrderBookSnapshot | null }) {
  const [, setRevision] = useState(0);
  const flash = useMemo(() => new LastPriceFlash(), []);
  const [flashing, setFlashing] = useState<'up' | 'down' | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = feed.onChanges((changes) => {
      if (!changes.tickerSlots.includes(0)) return;
      const now = performance.now();
      flash.observe(feed.tickers.value(0, 'closePrice'), now);
      const direction = flash.at(now);
      setRevision((r) => r + 1);
      setFlashing(direction);
      clearTimeout(timer);
      if (direction !== null) timer = setTimeout(() => setFlashing(null), flash.endsAt(now) - now);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [feed, flash]);
  const last = feed.tickers.value(0, 'closePrice');
  const spread = book ? spreadOf(book) : { amount: Number.NaN, percent: Number.NaN };
  return (
    <div
      className="peer-row peer-middle"
      role="row"
      data-flash={flashing ?? undefined}
      style={{ transform: `translateY(${top}px)` }}
    >
      <span className="peer-price">{formatBookPrice(KRW_TICKS, last)}</span>
      <span>{formatSpread(KRW_TICKS, spread.amount, spread.percent, book?.bids[0]?.[0] ?? Number.NaN)}</span>
    </div>
  );
}

export function PeerBook({
  feed,
  onScroller,
}: {
  feed: FeedClient;
  onScroller(element: HTMLDivElement | null): void;
}) {
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const setScroller = useCallback(
    (element: HTMLDivElement | null) => {
      scrollerRef.current = element;
      onScroller(element);
    },
    [onScroller],
  );
  const [book, setBook] = useState<OrderBookSnapshot | null>(null);
  useEffect(() => feed.orderBook(BOOK_COIN, setBook), [feed]);
  const sides = useMemo(() => ({ asks: new BookSideView(), bids: new BookSideView() }), []);
  const rows = useMemo(() => {
    const laid = new BookRows(ORDER_BOOK_DEPTH);
    if (!book) return laid;
    groupSide(KRW_TICKS, book.asks, 'ask', 1, sides.asks);
    groupSide(KRW_TICKS, book.bids, 'bid', 1, sides.bids);
    layRows(sides.asks, sides.bids, laid);
    return laid;
  }, [book, sides]);

  const virtualizer = useVirtualizer({
    count: rowCount(ORDER_BOOK_DEPTH),
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
  });

  return (
    <div className="peer-scroller" role="grid" ref={setScroller}>
      <div role="rowgroup" style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          if (item.index === ORDER_BOOK_DEPTH)
            return <Middle key="middle" top={item.start} feed={feed} book={book} />;
          const price = rows.price[item.index]!;
          if (Number.isNaN(price)) return null;
          return (
            <Level
              key={item.index}
              top={item.start}
              side={item.index < ORDER_BOOK_DEPTH ? 'ask' : 'bid'}
              price={price}
              quantity={rows.quantity[item.index]!}
              bar={rows.bar[item.index]!}
            />
          );
        })}
      </div>
    </div>
  );
}
