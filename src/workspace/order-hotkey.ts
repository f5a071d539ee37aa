/**
 * The keyboard's way to the order panel: F9 (MetaTrader's "New order", a key browsers leave alone)
 * focuses the newest order panel of the window, and when the layout has none, adds one and focuses it
 * as soon as it has mounted.
 */
import { focusOrderPanel } from '../features/order-panel';

export const ORDER_PANEL_HOTKEY = 'F9';

/** A panel added now mounts within a few frames (Golden Layout, then the portal); past this we give up. */
const FOCUS_FRAMES = 30;

export function goToOrderPanel(addOrderPanel: () => void): void {
  if (focusOrderPanel()) return;
  addOrderPanel();
  let frames = 0;
  const tryFocus = () => {
    if (!focusOrderPanel() && ++frames < FOCUS_FRAMES) requestAnimationFrame(tryFocus);
  };
  requestAnimationFrame(tryFocus);
}
