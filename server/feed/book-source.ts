/**
 * Where the hub reads order books from (server/trading/books.ts implements it). `snapshot` answers the
 * best levels of a coin (asks lowest first, bids highest first; undefined for a coin with no book) and
 * must be cheap: the hub reads it once per flush for each changed, followed coin. `onDepth` reports the
 * levels that changed within the published depth, each with its new total quantity (0 = the level is gone).
 */
import type { BookLevel, OrderBookSnapshot } from '../../contract';
import type { CoinKey } from '../../contract/markets';

export type DepthListener = (key: CoinKey, asks: BookLevel[], bids: BookLevel[]) => void;

export interface BookSource {
  snapshot(key: CoinKey): OrderBookSnapshot | undefined;
  onDepth(listener: DepthListener): () => void;
}
