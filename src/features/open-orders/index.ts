/** The open-orders feature's door: the open orders and order history panel, the history alone, its dialogs. */
export { OpenOrdersPanel, type OpenOrdersPanelProps } from './OpenOrdersPanel';
export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
export { openOrdersDialogs } from './dialogs';
