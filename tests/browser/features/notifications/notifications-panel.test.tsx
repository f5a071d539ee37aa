/**
 * The bell and the notifications panel for a member: the count unread from the history and then from the
 * feed, the list (title, body, time in KST, unread marked), older pages on "More", "Mark all read", and a
 * click that marks one read and asks the app to go to its subject (the openNoticeTarget intent).
 */
import { describe, expect, test } from 'vitest';
import { page as screen } from 'vitest/browser';
import { notification } from '../../../fixtures/notifications';
import { callsTo, envelope } from '../../shell/harness';
import { subscribeIntent, type NoticeTarget } from '../../../../src/shell';
import { mountNotifications, page } from './harness';

const FIRST = [notification(5, 'alert'), notification(4), notification(3, 'withdrawal', { read: true })];
const OLDER = [notification(2, 'plusBuyRisk'), notification(1, 'loanExpiry', { read: true })];

function mount(unread = 3) {
  let afterRead = unread;
  return mountNotifications({
    routes: {
      'GET /v1/notifications': ({ url }) =>
        url.searchParams.get('before') === '3' ? page(OLDER, false, unread) : page(FIRST, true, unread),
      'POST /v1/notifications/read': ({ init }) => {
        const body = JSON.parse(String(init?.body)) as { ids?: number[]; all?: true };
        afterRead = body.all ? 0 : Math.max(0, afterRead - (body.ids?.length ?? 0));
        return envelope({ unread: afterRead });
      },
    },
  });
}

const bell = () => screen.getByRole('button', { name: /^Notifications, / });
const panel = () => screen.getByRole('list', { name: 'Notifications' }).last();

describe('the bell and the notifications panel', () => {
  test('the bell counts the unread of the history, then of each frame', async () => {
    const { feed } = mount(3);
    await expect.element(bell()).toHaveAccessibleName('Notifications, 3 unread');
    await expect.element(screen.getByTestId('bell-count')).toHaveTextContent('3');
    feed.emitNotifications({ added: [notification(6, 'order')], unread: 4, resync: false });
    await expect.element(bell()).toHaveAccessibleName('Notifications, 4 unread');
    // The new one heads the list.
    await expect
      .element(panel().getByRole('button').first())
      .toHaveTextContent(notification(6, 'order').title.en);
  });

  test('lists title, body, KST time and read state; more reads the older page', async () => {
    const { fetchStub } = mount();
    const first = panel().getByRole('button').first();
    await expect.element(first).toHaveTextContent(FIRST[0]!.title.en);
    // toHaveTextContent reads whitespace as one space; the body's lines are on lines of their own.
    await expect.element(first).toHaveTextContent(FIRST[0]!.body.en.replace(/\s+/g, ' '));
    // 2026-11-29 00:30:05 UTC is 09:30 KST.
    await expect.element(first).toHaveTextContent('2026-11-29 09:30 KST');
    await expect.element(first).toHaveTextContent('Unread');
    await expect.element(panel().getByRole('button').nth(2)).toHaveTextContent('Read');
    await screen.getByRole('button', { name: 'More' }).click();
    await expect.element(panel().getByRole('button').nth(4)).toHaveTextContent(OLDER[1]!.title.en);
    expect(callsTo(fetchStub, '/v1/notifications')).toHaveLength(2);
    await expect.element(screen.getByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  test('mark all read: one call, every entry read, the bell without a count', async () => {
    const { fetchStub } = mount();
    await expect.element(screen.getByTestId('bell-count')).toHaveTextContent('3');
    await screen.getByRole('button', { name: 'Mark all read' }).click();
    await expect.element(bell()).toHaveAccessibleName('Notifications, none unread');
    await expect.element(screen.getByTestId('bell-count')).not.toBeInTheDocument();
    expect(JSON.parse(String(callsTo(fetchStub, '/v1/notifications/read')[0]!.body))).toEqual({ all: true });
    await expect.element(panel().getByRole('button').first()).toHaveTextContent('Read');
    await expect.element(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('a click marks the entry read and asks to go to its subject', async () => {
    const targets: NoticeTarget[] = [];
    const stop = subscribeIntent('openNoticeTarget', (target) => targets.push(target) > 0);
    try {
      const { fetchStub } = mount();
      await panel().getByRole('button').first().click();
      expect(targets).toEqual([{ page: 'chart', coin: 'BTC-KRW' }]);
      await expect.element(bell()).toHaveAccessibleName('Notifications, 2 unread');
      expect(JSON.parse(String(callsTo(fetchStub, '/v1/notifications/read')[0]!.body))).toEqual({ ids: [5] });
      await panel().getByRole('button').nth(1).click();
      expect(targets.at(-1)).toEqual({ page: 'orders', coin: 'ETH-KRW' });
    } finally {
      stop();
    }
  });

  test('the bell opens the list as a popover; opening an entry closes it', async () => {
    mount();
    await bell().click();
    const popover = screen.getByRole('dialog', { name: 'Notifications' });
    await expect.element(popover).toBeInTheDocument();
    await popover.getByRole('button', { name: new RegExp(FIRST[1]!.title.en) }).click();
    await expect.element(popover).not.toBeInTheDocument();
  });

  test('a resync from the feed reads the first page again', async () => {
    const { feed, fetchStub } = mount();
    await expect.element(screen.getByTestId('bell-count')).toHaveTextContent('3');
    feed.emitNotifications({ added: [], unread: null, resync: true });
    await expect.poll(() => callsTo(fetchStub, '/v1/notifications').length).toBe(2);
  });

  test('a guest sees the login hint and no list', async () => {
    mountNotifications({ member: false });
    await expect.element(screen.getByText('Log in to see your notifications.')).toBeInTheDocument();
    await expect.element(screen.getByRole('list', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
