/**
 * What a hotkey's action runs with, read at the moment of use (the host's actions and the window's feed
 * and language change under a listener): shared by the keys' host and the palette's order commands.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { languageOf } from '../../lib/languages';
import { useOptionalFeed } from '../../shell/feed-context';
import { session } from '../../state/session';
import type { HotkeyHostActions } from './actions';
import type { HotkeyContext } from './run-hotkey';

export type HotkeyMoment = Omit<HotkeyContext, 'bindings'>;

export function useHotkeyContext(actions: HotkeyHostActions): {
  latest: RefObject<HotkeyMoment>;
  memNo: number | undefined;
} {
  const { i18n } = useTranslation();
  const feed = useOptionalFeed();
  const { user } = useSnapshot(session);
  const memNo = user?.memNo;
  const latest = useRef<HotkeyMoment>({ actions, feed, language: languageOf(i18n.language), memNo });
  useEffect(() => {
    latest.current = { actions, feed, language: languageOf(i18n.language), memNo };
  });
  return { latest, memNo };
}
