/**
 * What the window that mounts the palette lets its commands do (the workspace, a pop-out). The palette
 * asks; the host knows how (its link group, its panel menu, its router, the open orders' cancel call, the
 * hotkeys' order actions).
 */
import type { CandleInterval } from '../../../contract/intervals';
import type { CoinKey } from '../../../contract/markets';
import type { OrderPrefill } from '../../shell/intent-rules';
import type { HotkeyOrderAction, PanelChoice } from './rules';

export interface CommandPaletteActions {
  /** The coin the order commands act on (the page's). */
  coin: CoinKey;
  /** The panels the window can add (empty where it cannot). */
  panels: readonly PanelChoice[];
  /** Switches the coin as a pick in the coin list does. */
  goToCoin(coin: CoinKey): void;
  /** The window's charts show `interval` (the setChartInterval intent, unless a test says otherwise). */
  setChartInterval(interval: CandleInterval): void;
  addPanel(type: string): void;
  openPath(path: string): void;
  goToOrderPanel(): void;
  /**
   * Fills the order panel and takes the keyboard there (the prefillOrderPanel intent, then
   * goToOrderPanel); the member confirms in the panel.
   */
  fillOrderPanel(prefill: OrderPrefill): void;
  cancelAllOrders(coin: CoinKey): void;
  /**
   * The hotkeys' order actions with the keys the trader bound (the hotkeys feature's useHotkeyOrders,
   * through its index.ts, given by the host): loaded when the palette opens; a command runs its action as
   * its key would, on the focused panel's coin, and its toast answers.
   */
  hotkeyOrders(): Promise<HotkeyOrders>;
}

/** What the hotkeys give the palette: each order action's key label (or null: none), and its run. */
export interface HotkeyOrders {
  keys: Readonly<Record<HotkeyOrderAction, string | null>>;
  run(action: HotkeyOrderAction): void;
}

/** What a host gives; the intents' actions are the palette's own unless the host replaces them. */
export type CommandPaletteHostActions = Omit<CommandPaletteActions, 'setChartInterval' | 'fillOrderPanel'> &
  Partial<Pick<CommandPaletteActions, 'setChartInterval' | 'fillOrderPanel'>>;
