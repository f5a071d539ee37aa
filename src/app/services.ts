/**
 * The app's long-lived wiring, started once per window (main.tsx) and disposable as a whole (tests):
 * client language, the global error route to the shell, language → i18next, the cross-window sync, the
 * feed's member channels following the session, the connection, tab-return and forced-logout watchers
 * (each reloading session, assets and coins, or the page when so configured), the queue-wait skin's
 * watcher, the offer at a login to save a guest's drawings to the account, and the first session load
 * and version check, both started at once (not after a render).
 */
import { subscribe } from 'valtio';
import { configureApiClient } from '../api/transport';
import type { FeedClient } from '../api/feed-types';
import { setApiErrorHandler } from '../api/query';
import {
  handleApiError,
  resyncSharedData,
  watchConnection,
  watchQueueWait,
  watchTabReturn,
  type ConnectionSource,
} from '../shell';
import { startBootVersionCheck } from '../shell/version-check';
import { startServiceWorker } from '../shell/sw-registration';
import { i18n } from '../i18n';
import { startCrossWindowSync } from '../state/cross-window';
import { loadSession, onForcedLogout, onLoggedIn, session } from '../state/session';
import { offerGuestDrawingsAtLogin } from '../features/chart/frame';
import { settings } from '../state/settings';

export type ShellFeed = ConnectionSource & Pick<FeedClient, 'renewSession'>;

/** The socket's member channels follow the cookie it opened with: reopen it when the member changes. */
function renewFeedOnMemberChange(feed: ShellFeed): () => void {
  let status = session.status;
  let memNo = session.user?.memNo ?? null;
  return subscribe(session, () => {
    const next = session.user?.memNo ?? null;
    if (status !== 'unknown' && session.status !== 'unknown' && next !== memNo) feed.renewSession();
    status = session.status;
    memNo = next;
  });
}

/** i18next follows the settings store (changed here, or by another window through the sync channel). */
function followLanguage(): () => void {
  return subscribe(settings, () => {
    if (i18n.language !== settings.language) void i18n.changeLanguage(settings.language);
  });
}

export interface ShellServiceOptions {
  /** Reload the page instead of session, assets and coins (chart spec §4); default VITE_RELOAD_ON_RESYNC. */
  reloadPage?: boolean;
}

export function startShellServices(feed: ShellFeed, options: ShellServiceOptions = {}): () => void {
  configureApiClient({ language: () => settings.language });
  const resync = () => resyncSharedData(options.reloadPage);
  const disposers = [
    setApiErrorHandler(handleApiError),
    followLanguage(),
    startCrossWindowSync(),
    renewFeedOnMemberChange(feed),
    watchConnection(feed, resync),
    watchTabReturn(resync),
    onForcedLogout(resync),
    onLoggedIn(() => void offerGuestDrawingsAtLogin()),
    watchQueueWait(),
    startBootVersionCheck(),
    startServiceWorker(globalThis.navigator?.serviceWorker),
  ];
  void loadSession();
  return () => {
    for (const dispose of disposers.reverse()) dispose();
  };
}
