/** The palette's key (README "Keys"): Ctrl+K, or Cmd+K on macOS; with no other modifier. */

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Whether `press` opens the palette on a Mac (`mac`) or elsewhere. */
export function isPaletteHotkey(press: KeyPress, mac: boolean): boolean {
  if (press.key.toLowerCase() !== 'k' || press.altKey || press.shiftKey) return false;
  return mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
}

/** The key as aria-keyshortcuts writes it. */
export function paletteKeyShortcut(mac: boolean): string {
  return mac ? 'Meta+K' : 'Control+K';
}

/** Whether the platform string (navigator.platform or userAgentData.platform) names a Mac. */
export function isMacPlatform(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform);
}
