import { afterEach, describe, expect, test, vi } from 'vitest';
import type { NotificationsDrain } from '../../../src/api/feed-types';
import { noticePath, startNotifications } from '../../../src/app/notifications';
import type { NoticeTarget } from '../../../src/shell';
import { alertsStore } from '../../../src/state/alerts';
import { notification } from '../../fixtures/notifications';

describe("a notification's page", () => {
  test.each<[NoticeTarget, string]>([
    [{ page: 'chart', coin: 'BTC-KRW' }, '/trade/order/BTC-KRW'],
    [{ page: 'plusBuy', coin: 'ETH-KRW' }, '/trade/order/ETH-KRW'],
  ])('%o opens %s', (target, path) => {
    expect(noticePath(target)).toBe(path);
  });
});

describe('the alerts list follows alert notifications', () => {
  afterEach(() => vi.restoreAllMocks());

  function started() {
    const listeners: ((drain: NotificationsDrain) => void)[] = [];
    const stop = startNotifications(
      {
        onNotifications: (listener) => {
          listeners.push(listener);
          return () => listeners.splice(listeners.indexOf(listener), 1);
        },
        onNotificationShow: () => () => {},
        onReconnect: () => () => {},
      },
      () => {},
    );
    const drain = (drained: NotificationsDrain) => listeners.forEach((listener) => listener(drained));
    return { stop, drain };
  }

  test.each<[string, NotificationsDrain, number]>([
    ['an alert fired', { added: [notification(1, 'alert')], unread: 1, resync: false }, 1],
    ['an order filled', { added: [notification(2, 'order')], unread: 1, resync: false }, 0],
    ['a count alone', { added: [], unread: 0, resync: false }, 0],
    ['a resync (notifications may have been missed)', { added: [], unread: null, resync: true }, 1],
  ])('%s: lists the alerts again %i times', (_, drained, times) => {
    const reload = vi.spyOn(alertsStore, 'reload').mockResolvedValue();
    const { stop, drain } = started();
    drain(drained);
    expect(reload).toHaveBeenCalledTimes(times);
    stop();
    drain(drained);
    expect(reload).toHaveBeenCalledTimes(times);
  });
});
