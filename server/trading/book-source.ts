/**
 * What the feed needs of the books: a snapshot of a coin's book (the orderbook channel's snapshot and
 * GET API.orderBook) and the depth changes as they happen. In a depth event asks and bids hold only the
 * levels that changed within the published depth, quantity 0 = removed; the hub batches them.
 */
import type { BookLevel, OrderBookSnapshot } from '../../contract';
import type { CoinKey } from '../../contract/markets';

export type DepthListener = (key: CoinKey, asks: BookLevel[], bids: BookLevel[]) => void;

export interface BookSource {
  snapshot(key: CoinKey): OrderBookSnapshot | undefined;
  onDepth(listener: DepthListener): () => void;
}
