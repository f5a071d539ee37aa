/**
 * The hotkeys in a window (the workspace, a pop-out): the trader's bindings read from storage, a key
 * press matched to its action, and the action run by the runner, a lazy chunk loaded on the first hotkey
 * (run-hotkey.ts), so the trade page's first bytes carry only the key matching. Nothing happens while the
 * trader types in a field, while an input method composes, or when another handler took the key (a
 * focused chart's own keys, the palette's). While one-click trading is on (this window's session), an
 * order book level's click, or the chart price axis's buy and sell, places the order (the oneClickOrder
 * intent; oneClickOn tells the chart whether to offer them).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { languageOf } from '../../lib/languages';
import { useOptionalFeed } from '../../shell/feed-context';
import { subscribeIntent } from '../../shell';
import { readStoredText } from '../../state/local-storage';
import { session } from '../../state/session';
import type { HotkeyHostActions } from './actions';
import { actionFor } from './rules/bindings';
import { chordOf } from './rules/chord';
import { oneClickStorageKey, parseOneClick } from './rules/one-click';
import { bindingsStorageKey, parseBindings } from './rules/stored-bindings';
import { isComposing, isTypingTarget } from './rules/typing';
import type { HotkeyRun } from './run-hotkey';

export interface HotkeysHostProps {
  actions: HotkeyHostActions;
}

const loadRunner = () => import('./run-hotkey');

export function HotkeysHost({ actions }: HotkeysHostProps) {
  const { i18n } = useTranslation();
  const feed = useOptionalFeed();
  const { user } = useSnapshot(session);
  const memNo = user?.memNo;
  // Read at the moment of use: the host's actions and the window's feed and language change under it.
  const latest = useRef({ actions, feed, language: languageOf(i18n.language) });
  useEffect(() => {
    latest.current = { actions, feed, language: languageOf(i18n.language) };
  });

  useEffect(() => {
    const key = bindingsStorageKey(memNo);
    let bindings = parseBindings(readStoredText(key));
    const run = (how: HotkeyRun) =>
      void loadRunner().then(({ runHotkey }) => runHotkey(how, { ...latest.current, bindings, memNo }));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || isComposing(event)) return;
      if (isTypingTarget(event.target as HTMLElement | null)) return;
      const chord = chordOf(event);
      const action = chord === null ? null : actionFor(bindings, chord);
      if (action === null) return;
      event.preventDefault();
      run({ kind: 'action', action });
    };
    // The settings page of another tab changed them.
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) bindings = parseBindings(event.newValue);
    };
    const oneClickOn = () => parseOneClick(readStoredText(oneClickStorageKey(memNo), 'sessionStorage'));
    const stopOneClick = subscribeIntent('oneClickOrder', (order) => {
      if (!oneClickOn()) return false;
      run({ kind: 'oneClick', order });
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
  }, [memNo]);

  return null;
}
