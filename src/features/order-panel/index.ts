/**
 * The order panel feature's door: the order panel (a workspace panel). The rest of the window reaches it
 * through the shell's intents: prefillOrderPanel (the order book's level click fills the price, and the
 * side and quantity when given) and focusOrderPanel (the hotkey: focus in the first field).
 */
export { OrderPanel, type OrderPanelProps } from './OrderPanel';
