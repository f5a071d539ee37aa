/**
 * The coin's live order book as the panel reads it: the feed's orderBook (the window's one subscription
 * per coin, at most once per animation frame), kept in a ref so that a book renders nothing by itself;
 * `onBook` hears each one (the estimate, which renders only when its figures change).
 */
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import type { OrderBookSnapshot } from '../../../contract';
import type { CoinKey } from '../../../contract/markets';
import type { FeedClient } from '../../api/feed-types';

export function useLiveBook(
  feed: FeedClient,
  coin: CoinKey,
  onBook?: (book: OrderBookSnapshot) => void,
): RefObject<OrderBookSnapshot | undefined> {
  const bookRef = useRef<OrderBookSnapshot | undefined>(undefined);
  const onBookRef = useRef(onBook);
  useLayoutEffect(() => {
    onBookRef.current = onBook;
  });
  useEffect(() => {
    bookRef.current = undefined;
    return feed.orderBook(coin, (book) => {
      bookRef.current = book;
      onBookRef.current?.(book);
    });
  }, [feed, coin]);
  return bookRef;
}
