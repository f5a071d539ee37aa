/**
 * The notifications member channel in a started simulator: subscribing sends the count unread (an empty
 * frame); an order filled sends its notification, as stored, with the count, to every socket of the member
 * and no other's; marking read sends the new count with no notifications; a socket that comes back with
 * `since` gets the frames it missed, and the history call has the notification unread.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API, RESPONSE_SCHEMAS, type NotificationPage, type OrderRow } from '../../../../contract';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

/** Answers once `feed` has had everything sent before now: a ping's heartbeat comes after it. */
async function settled(feed: FeedClient): Promise<void> {
  const beats = feed.of('heartbeat').length;
  feed.send({ op: 'ping' });
  await feed.until(() => (feed.of('heartbeat').length > beats ? true : undefined));
}

test('a fill reaches every socket of the member once, with the count; read sends the count; since replays', async () => {
  const cookie = await login(test$.server, 'demo-regular');
  const otherCookie = await login(test$.server, 'demo-empty');
  const [main, popOut, other, guest] = await Promise.all([
    FeedClient.open(test$.server, cookie),
    FeedClient.open(test$.server, cookie),
    FeedClient.open(test$.server, otherCookie),
    FeedClient.open(test$.server),
  ]);
  for (const feed of [main, popOut, other, guest]) feed.send({ op: 'sub', ch: 'notifications' });
  const [snapshot] = await main.until(() =>
    main.of('notifications').length > 0 ? main.of('notifications') : undefined,
  );
  expect(snapshot).toMatchObject({ notifications: [], unread: 0 });

  const placed = await call<OrderRow>(test$.server, API.orders, {
    method: 'POST',
    cookie,
    body: { key: 'XRP-KRW', side: 'buy', orderType: 'market', amount: 100_000 },
  });
  expect(placed.status, placed.body.message).toBe(200);
  const history = await call<NotificationPage>(test$.server, API.notifications, { cookie });
  const page = RESPONSE_SCHEMAS.notifications.parse(history.body.data);
  expect(page.unread).toBe(1);
  const [stored] = page.notifications;
  expect(stored!.subject).toMatchObject({
    kind: 'order',
    event: 'filled',
    orderId: placed.body.data.orderId,
  });

  for (const feed of [main, popOut]) {
    const frames = await feed.until(() =>
      feed.of('notifications').length >= 2 ? feed.of('notifications') : undefined,
    );
    expect(frames[1]).toMatchObject({ seq: frames[0]!.seq + 1, notifications: [stored], unread: 1 });
  }

  const read = await call(test$.server, API.notificationsRead, {
    method: 'POST',
    cookie,
    body: { all: true },
  });
  expect(read.body.data).toEqual({ unread: 0 });
  const cleared = await main.until(() => main.of('notifications')[2]);
  expect(cleared).toMatchObject({ notifications: [], unread: 0 });

  // A window that was away since the snapshot gets both frames it missed, in order.
  const back = await FeedClient.open(test$.server, cookie);
  back.send({ op: 'sub', ch: 'notifications', since: snapshot!.seq });
  const replayed = await back.until(() =>
    back.of('notifications').length >= 2 ? back.of('notifications') : undefined,
  );
  expect(replayed.map((frame) => [frame.notifications.map((n) => n.id), frame.unread])).toEqual([
    [[stored!.id], 1],
    [[], 0],
  ]);

  await Promise.all([other, guest].map(settled));
  expect(other.of('notifications').map((frame) => frame.notifications)).toEqual([[]]);
  expect(guest.of('notifications')).toEqual([]);
  await Promise.all([main, popOut, other, guest, back].map((feed) => feed.close()));
});
