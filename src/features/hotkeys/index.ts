/**
 * The hotkeys' door: the keys in a window (HotkeysHost, its runner a lazy chunk), what a host lets them
 * do, and their actions with their keys for the window's command palette (useHotkeyOrders, the same
 * runner, loaded on first use). The settings page's route has a door of its own (settings-route.ts), for
 * the router.
 */
export { HotkeysHost, type HotkeysHostProps } from './HotkeysHost';
export type { HotkeyHostActions } from './actions';
export { useHotkeyOrders, type HotkeyOrders } from './use-hotkey-orders';
