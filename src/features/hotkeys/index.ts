/**
 * The hotkeys' door: the keys in a window (HotkeysHost, its runner a lazy chunk) and what a host lets them
 * do. The settings page's route has a door of its own (settings-route.ts), for the router.
 */
export { HotkeysHost, type HotkeysHostProps } from './HotkeysHost';
export type { HotkeyHostActions } from './actions';
