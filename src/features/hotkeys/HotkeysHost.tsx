/**
 * The hotkeys in a window (the workspace, a pop-out): a key press matched to its action under the trader's
 * bindings, and the action run. Both are the runner's (run-hotkey.ts), a lazy chunk loaded on the first
 * key press the host hears, so the trade page's first bytes carry only this listener. Nothing happens
 * while the trader types in a field, while an input method composes, or when another handler took the key (a
 * focused chart's own keys, the palette's). While one-click trading is on (this window's session), an
 * order book level's click, or the chart price axis's buy and sell, places the order (the oneClickOrder
 * intent; oneClickOn tells the chart whether to offer them).
 */
import { useEffect } from 'react';
import { subscribeIntent } from '../../shell';
import { readStoredText } from '../../state/local-storage';
import type { HotkeyHostActions } from './actions';
import type { Bindings } from './rules/bindings';
import type { ChordPress } from './rules/chord';
import { oneClickStorageKey, parseOneClick } from './rules/one-click';
import { isComposing, isTypingTarget } from './rules/typing';
import type { HotkeyRun } from './run-hotkey';
import { loadedRunner, loadRunner, type Runner } from './runner';
import { useHotkeyContext } from './use-hotkey-context';

export interface HotkeysHostProps {
  actions: HotkeyHostActions;
}

/** What a press's matching reads, kept past the event. */
function copyPress({ code, key, ctrlKey, altKey, shiftKey, metaKey }: KeyboardEvent): ChordPress {
  return { code, key, ctrlKey, altKey, shiftKey, metaKey };
}

export function HotkeysHost({ actions }: HotkeysHostProps) {
  const { latest, memNo } = useHotkeyContext(actions);

  useEffect(() => {
    /** The member's bindings, read on the first press (and again after storage changed). */
    let bindings: Bindings | null = null;
    const bindingsOf = (runner: Runner) => (bindings ??= runner.readBindings(memNo));
    const run = (runner: Runner, how: HotkeyRun) =>
      void runner.runHotkey(how, { ...latest.current, bindings: bindingsOf(runner) });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isComposing(event)) return;
      if (isTypingTarget(event.target as HTMLElement | null)) return;
      // The runner once loaded: later presses are matched at once, and their browser default held.
      const loaded = loadedRunner();
      if (loaded !== null) {
        const action = loaded.hotkeyFor(event, bindingsOf(loaded));
        if (action === null) return;
        event.preventDefault();
        return run(loaded, { kind: 'action', action });
      }
      // The first press loads the matching: it runs its action once loaded, without holding the browser's
      // default (no chord a hotkey may take has one the trader would miss: reserved chords are refused).
      const press = copyPress(event);
      void loadRunner().then((runner) => {
        const action = runner.hotkeyFor(press, bindingsOf(runner));
        if (action !== null) run(runner, { kind: 'action', action });
      });
    };
    // The settings page of another tab changed them: read again on the next press.
    const onStorage = () => {
      bindings = null;
    };
    const oneClickOn = () => parseOneClick(readStoredText(oneClickStorageKey(memNo), 'sessionStorage'));
    const stopOneClick = subscribeIntent('oneClickOrder', (order) => {
      if (!oneClickOn()) return false;
      void loadRunner().then((runner) => run(runner, { kind: 'oneClick', order }));
      return true;
    });
    const stopOneClickOn = subscribeIntent('oneClickOn', oneClickOn);
    window.addEventListener('keydown', onKeyDown);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
      window.removeEventListener('storage', onStorage);
      stopOneClick();
      stopOneClickOn();
    };
  }, [latest, memNo]);

  return null;
}
