/**
 * What the window that mounts the hotkeys lets them do (the workspace, a pop-out): the host knows the
 * focused panel's coin and link group, and the way to the order panel; the rest goes through the window's
 * intents and the exchange's calls.
 */
import type { CoinKey } from '../../../contract/markets';

export interface HotkeyHostActions {
  /** The coin a hotkey acts on: the focused panel's (its link group's), else the page's. */
  focusedCoin(): CoinKey;
  /** Switches the coin as a pick in the coin list does (the focused panel's link group, else the page). */
  goToCoin(coin: CoinKey): void;
  /** F9's way to the order panel. */
  goToOrderPanel(): void;
}
