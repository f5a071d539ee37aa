/**
 * The drawings member channel in a started simulator: every socket of the member that writes hears each
 * change (a put, a delete, a coin's delete-all) with the coin and the drawing or the ids, numbered per
 * member; another member's socket and a guest's hear nothing; a refused write sends nothing.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API, type Drawing, type DrawingPutRequest } from '../../../../contract';
import { drawingPut } from '../../../fixtures/drawings';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

/** A support line with a Korean label. */
const base = drawingPut('horizontalLine');
const line: DrawingPutRequest = { ...base, style: { ...base.style, text: '지지선' } };

/** Answers once `feed` has had everything sent before now: a ping's heartbeat comes after it. */
async function settled(feed: FeedClient): Promise<void> {
  const beats = feed.of('heartbeat').length;
  feed.send({ op: 'ping' });
  await feed.until(() => (feed.of('heartbeat').length > beats ? true : undefined));
}

test("a change reaches every socket of the member at once, and no other member's", async () => {
  const cookie = await login(test$.server, 'demo-regular');
  const otherCookie = await login(test$.server, 'demo-empty');
  const [main, popOut, other, guest] = await Promise.all([
    FeedClient.open(test$.server, cookie),
    FeedClient.open(test$.server, cookie),
    FeedClient.open(test$.server, otherCookie),
    FeedClient.open(test$.server),
  ]);
  for (const feed of [main, popOut, other, guest]) feed.send({ op: 'sub', ch: 'drawings' });
  await Promise.all([main, popOut, other, guest].map(settled));
  // Nothing is sent on subscribe.
  expect(main.of('drawings')).toEqual([]);

  const created = await call<Drawing>(test$.server, API.drawing('support'), {
    method: 'PUT',
    cookie,
    body: line,
  });
  expect(created.status).toBe(200);
  for (const feed of [main, popOut]) {
    const [frame] = await feed.until(() =>
      feed.of('drawings').length > 0 ? feed.of('drawings') : undefined,
    );
    expect(frame!.changes).toEqual([{ kind: 'put', coin: 'BTC-KRW', drawing: created.body.data }]);
  }

  const refused = await call(test$.server, API.drawing('support'), { method: 'PUT', cookie, body: line });
  expect(refused.status).toBe(409);
  const moved = await call<Drawing>(test$.server, API.drawing('support'), {
    method: 'PUT',
    cookie,
    body: { ...line, anchors: [{ time: 1_700_000_000, price: 95 }], baseVersion: 1 },
  });
  await call(test$.server, `${API.drawing('support')}?version=2`, { method: 'DELETE', cookie });
  await call(test$.server, API.drawing('trend'), {
    method: 'PUT',
    cookie,
    body: drawingPut('trendLine'),
  });
  await call(test$.server, `${API.drawings}?key=BTC-KRW`, { method: 'DELETE', cookie });

  for (const feed of [main, popOut]) {
    const frames = await feed.until(() =>
      feed.of('drawings').length >= 5 ? feed.of('drawings') : undefined,
    );
    expect(frames.map((frame) => frame.seq - frames[0]!.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(frames.map((frame) => frame.changes)).toEqual([
      [{ kind: 'put', coin: 'BTC-KRW', drawing: created.body.data }],
      [{ kind: 'put', coin: 'BTC-KRW', drawing: moved.body.data }],
      [{ kind: 'deleted', coin: 'BTC-KRW', ids: ['support'] }],
      [{ kind: 'put', coin: 'BTC-KRW', drawing: expect.objectContaining({ id: 'trend', version: 1 }) }],
      [{ kind: 'deleted', coin: 'BTC-KRW', ids: ['trend'] }],
    ]);
  }
  await Promise.all([other, guest].map(settled));
  expect(other.of('drawings')).toEqual([]);
  expect(guest.of('drawings')).toEqual([]);
  await Promise.all([main, popOut, other, guest].map((feed) => feed.close()));
});
