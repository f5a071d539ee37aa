/**
 * The hotkeys' actions for another way in — the command palette's order commands, given to it by the
 * window that mounts both (the workspace, a pop-out): each action's key as the trader bound it, and the
 * action run as its key would (the same runner, the same toasts, the same undo). The runner loads on the
 * first call.
 */
import type { HotkeyHostActions } from './actions';
import type { HotkeyActionId } from './rules/catalogue';
import { loadRunner } from './runner';
import { useHotkeyContext } from './use-hotkey-context';

export interface HotkeyOrders {
  /** Every action's key label (`Shift+B`), or null where the trader bound none. */
  keys: Readonly<Record<HotkeyActionId, string | null>>;
  /** Runs the action as its key does (its toast answers). */
  run(action: HotkeyActionId): void;
}

export function useHotkeyOrders(actions: HotkeyHostActions): () => Promise<HotkeyOrders> {
  const { latest } = useHotkeyContext(actions);
  return async () => {
    const runner = await loadRunner();
    const bindings = runner.readBindings(latest.current.memNo);
    return {
      keys: runner.keyLabels(bindings),
      run: (action) => void runner.runHotkey({ kind: 'action', action }, { ...latest.current, bindings }),
    };
  };
}
