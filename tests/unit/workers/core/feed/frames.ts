// Builders of valid frames for the feed tests: one place that knows the tuple layouts of the protocol.
import type { CoinKey, MarketSymbol } from '../../../../../contract/markets';
import {
  TICKER_FIELDS,
  TICK_TYPES,
  type BookLevel,
  type CreditFrame,
  type DrawingChange,
  type DrawingsFrame,
  type IntroFrame,
  type NotificationsFrame,
  type OrderBookFrame,
  type OrderEvent,
  type OrdersFrame,
  type MarketPriceFrame,
  type SecondTickerFrame,
  type TickerFrame,
  type TickerTuple,
  type TradeTuple,
  type TradesFrame,
} from '../../../../../contract/socket';
import type { Notification } from '../../../../../contract/notifications';
import type { CreditStatus } from '../../../../../contract/credit-status';
import { orderRow } from '../../../../fixtures/orders';
import { SIM_SOURCE_INFO } from '../../../../../contract/market-source';

export const T0 = 1_700_000_000_000;

/** A ticker row whose numbers all derive from `price`, so tests can check any field. */
export function tickerRow(key: CoinKey, price: number): TickerTuple {
  return [key, ...TICKER_FIELDS.map((_, index) => price + index)];
}

export function tickerFrame(seq: number, rows: TickerTuple[], snapshot = false): TickerFrame {
  return { ch: 'ticker', seq, t: T0 + seq, snapshot, rows };
}

export function tradesFrame(seq: number, rows: TradeTuple[], reset = false): TradesFrame {
  return { ch: 'trades', seq, t: T0 + seq, reset, rows };
}

export function trade(key: CoinKey, time: number, price = 100, quantity = 1, side: 1 | 2 = 1): TradeTuple {
  return [key, time, price, quantity, side];
}

export function secondTickerFrame(seq: number, rows: [CoinKey, number][]): SecondTickerFrame {
  return {
    ch: 'secondTicker',
    seq,
    t: T0 + seq,
    rows: rows.map(([key, base]) => [key, base, ...TICK_TYPES.map((_, index) => base / 100 + index)]),
  };
}

export function marketPriceFrame(seq: number, rows: [MarketSymbol, number][]): MarketPriceFrame {
  return { ch: 'marketPrice', seq, t: T0 + seq, rows };
}

export function introFrame(seq: number): IntroFrame {
  return {
    ch: 'intro',
    source: SIM_SOURCE_INFO,
    seq,
    t: T0 + seq,
    coins: [
      {
        key: 'BTC-KRW',
        isListedNew: false,
        buyOpenDate: null,
        sellOpenDate: null,
        marketReserveOrderStartTime: null,
      },
      {
        key: 'NEW-KRW',
        isListedNew: true,
        buyOpenDate: '2025-01-01T10:00:00+09:00',
        sellOpenDate: '2025-01-01T10:30:00+09:00',
        marketReserveOrderStartTime: null,
      },
    ],
    markets: [
      { marketSymbol: 'KRW', isOpen: true },
      { marketSymbol: 'USDT', isOpen: false },
    ],
  };
}

export function bookFrame(
  seq: number,
  key: CoinKey,
  asks: BookLevel[],
  bids: BookLevel[],
  snapshot = false,
): OrderBookFrame {
  return { ch: 'orderbook', seq, t: T0 + seq, key, snapshot, asks, bids };
}

/** A fill of half the order at its price, with the KRW fee. */
export function filledHalf(orderId: number): OrderEvent {
  const order = orderRow(orderId, { filledQuantity: 0.005, avgFillPrice: 95_000_000, filledAmount: 475_000 });
  return {
    kind: 'partiallyFilled',
    order,
    fill: {
      fillId: orderId * 10,
      orderId,
      key: order.key,
      side: order.side,
      price: order.price,
      quantity: 0.005,
      amount: 475_000,
      fee: 237,
      maker: true,
      createdAt: order.updatedAt,
    },
  };
}

export function ordersFrame(seq: number, events: OrderEvent[]): OrdersFrame {
  return { ch: 'orders', seq, t: T0 + seq, events };
}

export function creditFrame(seq: number, status: CreditStatus): CreditFrame {
  return { ch: 'credit', seq, t: T0 + seq, status };
}

export function drawingsFrame(seq: number, changes: DrawingChange[]): DrawingsFrame {
  return { ch: 'drawings', seq, t: T0 + seq, changes };
}

export function notificationsFrame(
  seq: number,
  notifications: Notification[],
  unread: number,
): NotificationsFrame {
  return { ch: 'notifications', seq, t: T0 + seq, notifications, unread };
}
