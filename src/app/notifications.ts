/**
 * The window's notifications, wired once per window (main.tsx): the notifications feature follows the
 * feed and the session (its store, the shows the worker chose this window for), and a notification
 * opened in its list takes the member to its subject's page (the `openNoticeTarget` intent).
 */
import type { FeedClient } from '../api/feed-types';
import { followNotifications } from '../features/notifications';
import { chartPopupPath } from '../lib/paths';
import { subscribeIntent, type NoticeTarget } from '../shell';
import { pagePath } from '../shell/pages';
import { tradeOrderPath } from '../workspace/coin-param';

/**
 * A notice's page: an alert's coin on its chart, the order history, the coin's trade page (its Plus buy
 * status panel) for a loan, the deposit and withdrawal statement for a withdrawal.
 */
export function noticePath(target: NoticeTarget): string {
  switch (target.page) {
    case 'chart':
      return chartPopupPath(target.coin);
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
    subscribeIntent('openNoticeTarget', (target) => {
      void navigate(noticePath(target));
      return true;
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
