/** The order book feature's door: the order book panel and what a picked level hands over. */
export { OrderBookPanel, type OrderBookPanelProps } from './OrderBookPanel';
export type { LevelPick } from './pick-into-order-panel';
