/**
 * The notification calls through the REST API (contract/notification-calls.ts): a guest is refused (401); a
 * bad query or body is 400 BAD_REQUEST naming the field, in the request's language; pages run newest first
 * with `before`, `size` (default NOTIFICATION_PAGE_SIZE, at most NOTIFICATION_PAGE_MAX) and hasMore; marking
 * read answers the count unread, passing over another member's ids; a member sees only their own. Every
 * answer passes the contract's schemas.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  API,
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  RESPONSE_SCHEMAS,
  SESSION_COOKIE,
  type NotificationPage,
  type NotificationSubject,
} from '../../../../contract';
import { injectServer, type InjectServer } from '../routes/inject';

let server: InjectServer;
let alice: string;
let bob: string;

beforeAll(async () => {
  server = await injectServer();
  alice = await server.login('demo-regular');
  bob = await server.login('demo-empty');
});
afterAll(() => server.stop());

const memberOf = (cookie: string) =>
  server.built.context.members.sessionMember(cookie.slice(`${SESSION_COOKIE}=`.length))!;

const subject = (recordId: number): NotificationSubject => ({
  kind: 'withdrawal',
  recordId,
  coinType: 'KRW',
  amount: 10_000,
  stateCode: '02',
  state: { ko: '출금 취소', en: 'Cancelled' },
});

/** Stores `count` notifications for the member as a producer would; answers their ids, oldest first. */
function stored(cookie: string, count: number): number[] {
  const { notifications } = server.built.context;
  return Array.from({ length: count }, (_, i) => notifications.add(memberOf(cookie), subject(i)).id);
}

const get = (cookie: string | undefined, query = '', language = 'en') =>
  server.call('GET', `${API.notifications}${query}`, undefined, {
    ...(cookie ? { cookie } : {}),
    'accept-language': language,
  });
const read = (cookie: string | undefined, body: unknown, language = 'en') =>
  server.call('POST', API.notificationsRead, body, {
    ...(cookie ? { cookie } : {}),
    'accept-language': language,
  });

async function page(cookie: string, query = ''): Promise<NotificationPage> {
  const answer = await get(cookie, query);
  expect(answer.status, answer.body.message).toBe(200);
  return RESPONSE_SCHEMAS.notifications.parse(answer.body.data);
}

test('a guest is refused both calls', async () => {
  for (const answer of [await get(undefined), await read(undefined, { all: true })])
    expect(answer).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
});

test('bad queries and bodies are 400 BAD_REQUEST naming the field', async () => {
  for (const query of [
    '?size=0',
    `?size=${NOTIFICATION_PAGE_MAX + 1}`,
    '?size=ten',
    '?size=1.5',
    '?before=0',
    '?before=-3',
  ]) {
    const answer = await get(alice, query);
    expect(answer, query).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
    expect(answer.body.message, query).toMatch(/size|before/);
  }
  for (const body of [
    {},
    { ids: [] },
    { ids: [0] },
    { ids: [1.5] },
    { ids: Array.from({ length: NOTIFICATION_PAGE_MAX + 1 }, (_, i) => i + 1) },
    { all: false },
    { all: true, ids: [1] },
    'not json',
  ]) {
    const answer = await read(alice, body);
    expect(answer, JSON.stringify(body)).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } });
  }
  const korean = await get(alice, '?size=0', 'ko');
  expect(korean.status).toBe(400);
  expect(korean.body.message).not.toBe((await get(alice, '?size=0', 'en')).body.message);
});

test('pages run newest first by `before`, NOTIFICATION_PAGE_SIZE by default, with the count unread', async () => {
  const ids = stored(alice, NOTIFICATION_PAGE_SIZE + 3);
  const newest = [...ids].reverse();
  const first = await page(alice);
  expect(first.notifications.map((n) => n.id)).toEqual(newest.slice(0, NOTIFICATION_PAGE_SIZE));
  expect(first).toMatchObject({ hasMore: true, unread: ids.length });
  const rest = await page(alice, `?before=${first.notifications.at(-1)!.id}&size=${NOTIFICATION_PAGE_MAX}`);
  expect(rest.notifications.map((n) => n.id)).toEqual(newest.slice(NOTIFICATION_PAGE_SIZE));
  expect(rest.hasMore).toBe(false);
  expect((await page(alice, '?size=2')).notifications.map((n) => n.id)).toEqual(newest.slice(0, 2));
});

test("marking read answers the count unread and passes over another member's ids", async () => {
  const bobs = stored(bob, 2);
  const before = (await page(alice)).unread;
  const [mine] = (await page(alice, '?size=1')).notifications;
  const answer = await read(alice, { ids: [mine!.id, ...bobs] });
  expect(answer.status, answer.body.message).toBe(200);
  expect(RESPONSE_SCHEMAS.notificationsRead.parse(answer.body.data)).toEqual({ unread: before - 1 });
  expect((await page(alice, '?size=1')).notifications[0]).toMatchObject({ id: mine!.id, read: true });
  // Bob's own page: only his, both still unread.
  const his = await page(bob);
  expect(his.notifications.map((n) => n.id)).toEqual([...bobs].reverse());
  expect(his.unread).toBe(2);
  const all = await read(alice, { all: true });
  expect(all.body.data).toEqual({ unread: 0 });
  expect((await page(bob)).unread).toBe(2);
});
