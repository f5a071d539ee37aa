/**
 * The header's Picture-in-Picture ticker button: shown only where the browser has Document
 * Picture-in-Picture (feature detection, nothing else changes elsewhere). A press loads the window's code
 * (pip-window.ts, a lazy chunk) and opens the page's coin and the favourites in a compact always-on-top
 * window; pressed again while open, it closes it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getQueryClient, queryKeys } from '../../api/query';
import { useTickTable } from '../../api/market-source';
import { showToast } from '../../shell';
import { getFeedClient } from '../../api/feed-client';
import type { FavoriteRow } from '../../../contract/payloads';
import type { DocumentPip } from './pip-window';
import { coinOfPath, watchedCoins } from './pip-ticker-rules';

/** The browser's Document Picture-in-Picture, where it has one. */
export function documentPip(): DocumentPip | undefined {
  return (globalThis as { documentPictureInPicture?: DocumentPip }).documentPictureInPicture;
}

export function PipTickerButton() {
  const { t, i18n } = useTranslation();
  const table = useTickTable();
  const { pathname } = useLocation();
  const close = useRef<(() => void) | null>(null);
  useEffect(
    () => () => {
      close.current?.();
      close.current = null;
    },
    [],
  );
  const pip = documentPip();
  if (!pip) return null;

  const toggle = async () => {
    if (close.current) {
      close.current();
      close.current = null;
      return;
    }
    const favourites = getQueryClient().getQueryData<FavoriteRow[]>(queryKeys.favorites) ?? [];
    const coins = watchedCoins(
      coinOfPath(pathname),
      favourites.map((row) => row.key),
    );
    try {
      const { openPipTicker } = await import('./pip-window');
      const dispose = await openPipTicker({
        pip,
        // The window's one feed (the header is mounted outside the pages' feed context).
        feed: getFeedClient(),
        coins,
        table,
        title: t('pipTicker.title'),
        lang: i18n.language,
      });
      close.current = () => dispose();
    } catch {
      showToast(t('pipTicker.failed'));
    }
  };

  return (
    <button
      type="button"
      className="td-text-button td-header__link"
      aria-label={t('pipTicker.open')}
      title={t('pipTicker.open')}
      onClick={() => void toggle()}
    >
      <span aria-hidden="true">⧉</span>
    </button>
  );
}
