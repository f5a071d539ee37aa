/**
 * The order book feature's door: the order book panel, what a picked level hands over, and how the book
 * writes prices (the recent trades panel writes its own the same way).
 */
export { OrderBookPanel, type OrderBookPanelProps } from './OrderBookPanel';
export type { LevelPick } from './pick-into-order-panel';
export { formatBookPrice } from './book-format';
