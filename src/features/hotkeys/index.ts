/**
 * The hotkeys' door: the keys in a window (HotkeysHost, its runner a lazy chunk), what a host lets them
 * do, and the settings page (a lazy route: loadHotkeySettingsPage).
 */
export { HotkeysHost, type HotkeysHostProps } from './HotkeysHost';
export type { HotkeyHostActions } from './actions';

export const loadHotkeySettingsPage = async () => (await import('./HotkeySettingsPage')).HotkeySettingsPage;
