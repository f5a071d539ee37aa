/**
 * The order panel feature's door: the order panel (a workspace panel), and how the rest of the window
 * reaches it: orderPanelPrefill (the order book's level click fills the price, and the side and quantity
 * when given) and focusOrderPanel (the hotkey: focus in the first field).
 */
export { OrderPanel, type OrderPanelProps } from './OrderPanel';
export { orderPanelPrefill, focusOrderPanel } from './order-panel-targets';
export type { OrderPrefill } from './rules';
