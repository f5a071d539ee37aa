/**
 * The open-orders feature's door: the open orders and order history panel, the history alone, its
 * dialogs, and the logged-out hint of a member-only panel (also the credit status panel's).
 */
export { OpenOrdersPanel, type OpenOrdersPanelProps } from './OpenOrdersPanel';
export { OrderHistory, type OrderHistoryProps } from './OrderHistory';
export { openOrdersDialogs } from './dialogs';
export { LoginHint } from './LoginHint';
