/**
 * A FeedClient that never calls back: an empty ticker table, an open connection, no book, no trades, no
 * member. The bench page's chart (its bars set whole into its chart worker) uses it as it is; the benches'
 * feeds extend it and override only what they deliver.
 */
import type { LayoutSummary } from '../../contract/layout-names';
import type { CoinKey } from '../../contract/markets';
import type {
  AlgoOrderRow,
  CreditStatus,
  DrawingChange,
  OrderBookSnapshot,
  OrderEvent,
} from '../../contract';
import { initialConnectionState } from '../../workers/core/feed/connection-state';
import { TickerTable } from '../../workers/core/feed/ticker-table';
import type {
  ConnectionState,
  FeedChangeSet,
  FeedClient,
  LowRateFrame,
  NotificationShowListener,
  NotificationsDrain,
  TickerView,
} from './feed-types';

const unsubscribed = () => undefined;

export class IdleFeed implements FeedClient {
  readonly tickers: TickerView = new TickerTable();

  onChanges(_listener: (changes: FeedChangeSet) => void): () => void {
    return unsubscribed;
  }

  onLowRate(_listener: (frame: LowRateFrame) => void): () => void {
    return unsubscribed;
  }

  orderBook(_key: CoinKey, _listener: (book: OrderBookSnapshot) => void): () => void {
    return unsubscribed;
  }

  tradePort(_key: CoinKey, _onPort: (port: MessagePort) => void): () => void {
    return unsubscribed;
  }

  onOrders(_listener: (events: readonly OrderEvent[]) => void): () => void {
    return unsubscribed;
  }

  onAlgoOrders(_listener: (rows: readonly AlgoOrderRow[]) => void): () => void {
    return unsubscribed;
  }

  onCredit(_listener: (status: CreditStatus) => void): () => void {
    return unsubscribed;
  }

  onDrawings(_listener: (changes: readonly DrawingChange[]) => void): () => void {
    return unsubscribed;
  }

  onLayouts(_listener: (layouts: readonly LayoutSummary[]) => void): () => void {
    return unsubscribed;
  }

  onNotifications(_listener: (notifications: NotificationsDrain) => void): () => void {
    return unsubscribed;
  }

  onNotificationShow(_listener: NotificationShowListener): () => void {
    return unsubscribed;
  }

  onConnection(_listener: (state: ConnectionState) => void): () => void {
    return unsubscribed;
  }

  connection(): ConnectionState {
    return { ...initialConnectionState(), status: 'open' };
  }

  onReconnect(_listener: () => void): () => void {
    return unsubscribed;
  }

  retryNow(): void {}

  renewSession(): void {}

  dispose(): void {}
}
