/**
 * The window's notifications, wired once per window (main.tsx): the notifications feature follows the
 * feed and the session (its store, the shows the worker chose this window for), a notification opened in
 * its list takes the member to its subject's page (the `openNoticeTarget` intent), and an alert's firing
 * lists the member's alerts again (a `once` alert turned itself off; the chart's firing bells follow the list).
 */
import type { FeedClient } from '../api/feed-types';
import { followNotifications } from '../features/notifications';
import { alertsStore } from '../state/alerts';
import { subscribeIntent, type NoticeTarget } from '../shell';
import { pagePath } from '../shell/pages';
import { tradeOrderPath } from '../workspace/coin-param';

/**
 * A notice's page: an alert's coin on its trade page (its chart; the window is the app's, so not the chart's
 * pop-out route, which would leave the member in a window without the workspace), the order history, the coin's trade page (its Plus buy
 * status panel) for a loan, the deposit and withdrawal statement for a withdrawal.
 */
export function noticePath(target: NoticeTarget): string {
  switch (target.page) {
    case 'chart':
      return tradeOrderPath(target.coin);
    case 'orders':
      return pagePath('tradeHistory');
    case 'plusBuy':
      return tradeOrderPath(target.coin);
    case 'inoutHistory':
      return pagePath('inoutStatement');
  }
}

export function startNotifications(
  feed: Pick<FeedClient, 'onNotifications' | 'onNotificationShow' | 'onReconnect'>,
  navigate: (path: string) => unknown,
): () => void {
  const stops = [
    followNotifications(feed),
    feed.onNotifications(({ added, resync }) => {
      if (resync || added.some((notice) => notice.subject.kind === 'alert')) void alertsStore.reload();
    }),
    subscribeIntent('openNoticeTarget', (target) => {
      void navigate(noticePath(target));
      return true;
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
