/**
 * The hotkeys' second door, for the app's router alone: the settings page as a lazy route. Apart from
 * index.ts so that the router (in every page's first bytes) does not carry the key matching of the trade
 * page's HotkeysHost.
 */
export const loadHotkeySettingsPage = async () => (await import('./HotkeySettingsPage')).HotkeySettingsPage;
