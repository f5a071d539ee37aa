/**
 * The keyboard's way to the order panel: F9 (MetaTrader's "New order", a key browsers leave alone)
 * focuses the newest order panel of the window. One behind another tab (or under a maximised panel) is
 * brought to the front first; when the layout has none, one is added. Either way it is focused as soon as
 * it shows.
 */
import { publishIntent } from '../shell';

export const ORDER_PANEL_HOTKEY = 'F9';

/** A panel shown or added now mounts within a few frames (Golden Layout, then the portal); past this we give up. */
const FOCUS_FRAMES = 30;

export interface OrderPanelWay {
  /** Brings the newest order panel of the layout to the front; false when there is none. */
  reveal(): boolean;
  add(): void;
}

/** The focusOrderPanel intent: answers whether an order panel of the window took the focus. */
function focusOrderPanel(): boolean {
  return publishIntent('focusOrderPanel', {});
}

export function goToOrderPanel(way: OrderPanelWay): void {
  if (focusOrderPanel()) return;
  if (!way.reveal()) way.add();
  let frames = 0;
  const tryFocus = () => {
    if (!focusOrderPanel() && ++frames < FOCUS_FRAMES) requestAnimationFrame(tryFocus);
  };
  requestAnimationFrame(tryFocus);
}
