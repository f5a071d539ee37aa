/**
 * Where the hub reads order books from: the matching engine implements it (server/trading/book-source.ts
 * declares the same interface; the two must stay identical). `snapshot` answers the best levels of a coin
 * (asks lowest first, bids highest first; undefined for a coin with no book), `onDepth` reports the
 * levels that changed, each with its new total quantity (0 = the level is gone).
 */
import type { BookLevel, OrderBookSnapshot } from '../../contract';
import type { CoinKey } from '../../contract/markets';

export interface BookSource {
  snapshot(key: CoinKey): OrderBookSnapshot | undefined;
  onDepth(listener: (key: CoinKey, asks: BookLevel[], bids: BookLevel[]) => void): () => void;
}
