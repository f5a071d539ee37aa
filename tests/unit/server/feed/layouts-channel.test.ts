/**
 * The layouts member channel in a started simulator: subscribing sends the member's list; every socket of
 * the member that writes hears the whole list after each change (a create, a save, the default, a copy, a
 * delete), numbered per member; another member's socket and a guest's hear nothing of it; a refused write
 * sends nothing.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import { API } from '../../../../contract';
import { type LayoutDocument } from '../../../../contract/workspace-layout';
import { type LayoutSummary } from '../../../../contract/layout-names';
import { type NamedLayout } from '../../../../contract/layout-calls';
import { call, FeedClient, login, startTestServer, type TestServer } from '../helpers';

let test$: TestServer;
beforeAll(async () => {
  test$ = await startTestServer();
});
afterAll(() => test$.stop());

const DOCUMENT: LayoutDocument = {
  version: 5,
  root: {
    kind: 'stack',
    size: '100%',
    active: 0,
    panels: [{ id: 'chart-1', type: 'chart', link: 'page', coin: null, settings: null }],
  },
  popouts: [],
  closed: [],
};

/** Answers once `feed` has had everything sent before now: a ping's heartbeat comes after it. */
async function settled(feed: FeedClient): Promise<void> {
  const beats = feed.of('heartbeat').length;
  feed.send({ op: 'ping' });
  await feed.until(() => (feed.of('heartbeat').length > beats ? true : undefined));
}

const names = (layouts: LayoutSummary[]) =>
  layouts.map(({ name, version, isDefault }) => [name, version, isDefault]);

test("the member's list reaches every socket of the member after each change, and no other member's", async () => {
  const cookie = await login(test$.server, 'demo-regular');
  const otherCookie = await login(test$.server, 'demo-empty');
  const [main, popOut, other, guest] = await Promise.all([
    FeedClient.open(test$.server, cookie),
    FeedClient.open(test$.server, cookie),
    FeedClient.open(test$.server, otherCookie),
    FeedClient.open(test$.server),
  ]);
  for (const feed of [main, popOut, other, guest]) feed.send({ op: 'sub', ch: 'layouts' });
  await Promise.all([main, popOut, other, guest].map(settled));
  // The list as it is is sent on subscribe: none yet.
  expect(main.of('layouts').map((frame) => frame.layouts)).toEqual([[]]);

  const put = (id: string, body: unknown) =>
    call<NamedLayout>(test$.server, API.layout(id), { method: 'PUT', cookie, body });
  expect((await put('scalp', { name: '단타', layout: DOCUMENT, baseVersion: 0 })).status).toBe(200);
  expect((await put('scalp', { name: '단타', layout: DOCUMENT, baseVersion: 0 })).status).toBe(409);
  await put('scalp', { name: '단타', layout: DOCUMENT, baseVersion: 1 });
  await call(test$.server, API.layoutDefault('scalp'), { method: 'PUT', cookie });
  await call(test$.server, API.layoutCopy('scalp'), { method: 'POST', cookie, body: { id: 'scalp-2' } });
  await call(test$.server, `${API.layout('scalp')}?version=2`, { method: 'DELETE', cookie });

  for (const feed of [main, popOut]) {
    const frames = await feed.until(() => (feed.of('layouts').length >= 6 ? feed.of('layouts') : undefined));
    expect(frames.map((frame) => frame.seq - frames[0]!.seq)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(frames.map((frame) => names(frame.layouts))).toEqual([
      [],
      [['단타', 1, false]],
      [['단타', 2, false]],
      [['단타', 2, true]],
      [
        ['단타', 2, true],
        ['단타 사본', 1, false],
      ],
      [['단타 사본', 1, false]],
    ]);
  }
  await Promise.all([other, guest].map(settled));
  expect(other.of('layouts').map((frame) => frame.layouts)).toEqual([[]]);
  expect(guest.of('layouts')).toEqual([]);
  await Promise.all([main, popOut, other, guest].map((feed) => feed.close()));
});
