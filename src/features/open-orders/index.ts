/** The open-orders feature's door: the open orders and order history panel, the history alone, its dialogs. */
export { OpenOrdersPanel, type OpenOrdersPanelProps } from './OpenOrdersPanel';
export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
export { openOrdersDialogs } from './dialogs';
/** The cancel calls with their toasts, for the command palette's host (the workspace) to cancel by command. */
export { useCancelOrders } from './use-orders';
