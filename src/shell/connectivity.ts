/**
 * Connection watching (chart spec §4 connectivity): the retry-connect dialog while the feed is offline or
 * has been reconnecting for a while, and the reload of session, assets and coins (or of the page, when so
 * configured) after a reconnect, when the tab comes back after being hidden, and at the end of a forced
 * logout. Each watcher owns its listeners and timer and answers
 * the function that disposes them.
 */
import type { FeedClient } from '../api/feed-types';
import { reloadPageOnResync } from '../api/config';
import { getQueryClient, queryKeys } from '../api/query';
import { loadSession } from '../state/session';
import { closeDialog, openDialog } from './dialog-store';
import { pageActions } from './page-actions';
import { RETRY_DIALOG_AFTER_MS, retryDialogVisible } from './rules';

export type ConnectionSource = Pick<FeedClient, 'onConnection' | 'connection' | 'onReconnect' | 'retryNow'>;

/** Whether the device has a network at all (the browser's `navigator.onLine` and its events). */
export interface DeviceNetwork {
  online(): boolean;
  /** Calls `listener` on each change; answers the function that stops it. */
  onChange(listener: () => void): () => void;
}

export const browserNetwork: DeviceNetwork = {
  online: () => globalThis.navigator?.onLine !== false,
  onChange(listener) {
    globalThis.addEventListener?.('online', listener);
    globalThis.addEventListener?.('offline', listener);
    return () => {
      globalThis.removeEventListener?.('online', listener);
      globalThis.removeEventListener?.('offline', listener);
    };
  },
};

/**
 * The retry dialog while the feed is offline or has been reconnecting for a while, and at once while the
 * device itself is offline (saying so: nothing shown is live — also when the service worker served the
 * app's shell without a network, so the page never waits on a spinner for an exchange it cannot reach).
 */
export function watchConnection(
  feed: ConnectionSource,
  onReconnect: () => void,
  now: () => number = Date.now,
  network: DeviceNetwork = browserNetwork,
): () => void {
  let reconnectingSince: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let latest = feed.connection();

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const evaluate = () => {
    clearTimer();
    const at = now();
    if (latest.status === 'reconnecting') reconnectingSince ??= at;
    else reconnectingSince = null;
    const deviceOffline = !network.online();
    if (deviceOffline || retryDialogVisible(latest.status, reconnectingSince, at)) {
      openDialog({
        type: 'retryConnect',
        props: { attempt: latest.attempt, offline: deviceOffline, onRetry: () => feed.retryNow() },
      });
      return;
    }
    closeDialog('retryConnect');
    if (reconnectingSince !== null)
      timer = setTimeout(evaluate, reconnectingSince + RETRY_DIALOG_AFTER_MS - at);
  };

  const stopConnection = feed.onConnection((state) => {
    latest = state;
    evaluate();
  });
  const stopReconnect = feed.onReconnect(onReconnect);
  const stopNetwork = network.onChange(evaluate);
  evaluate();

  return () => {
    stopNetwork();
    stopConnection();
    stopReconnect();
    clearTimer();
    closeDialog('retryConnect');
  };
}

/** Calls `onReturn` when the tab becomes visible again after having been hidden. */
export function watchTabReturn(onReturn: () => void, doc: Document = document): () => void {
  let wasHidden = doc.visibilityState === 'hidden';
  const onChange = () => {
    if (doc.visibilityState === 'hidden') wasHidden = true;
    else if (wasHidden) {
      wasHidden = false;
      onReturn();
    }
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}

/** After an outage or a long absence the member's data may be stale: reload session, assets and coins. */
export function reloadSharedData(): void {
  void loadSession();
  const client = getQueryClient();
  void client.invalidateQueries({ queryKey: queryKeys.assets });
  void client.invalidateQueries({ queryKey: queryKeys.coins });
}

/**
 * What a reconnect, the tab's return and the end of a forced logout do (chart spec §4): reload session,
 * assets and coins, or the whole page when so configured (`reloadPage`, VITE_RELOAD_ON_RESYNC).
 */
export function resyncSharedData(reloadPage: boolean = reloadPageOnResync()): void {
  if (reloadPage) pageActions.reload();
  else reloadSharedData();
}
