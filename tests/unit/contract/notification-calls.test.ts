/**
 * contract/notification-calls.ts's schemas: a notification of every kind as the exchange's store answers it,
 * a page of them and the read answer pass; the history query takes the query string's digits with its default
 * and bounds; bad notifications, queries and read requests are refused.
 */
import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';
import {
  NOTIFICATION_PAGE_MAX,
  NOTIFICATION_PAGE_SIZE,
  notificationPageSchema,
  notificationSchema,
  notificationsQuery,
  notificationsReadRequest,
  notificationsReadSchema,
  type Notification,
} from '../../../contract';
import { migrate } from '../../../server/db/database';
import { NotificationStore } from '../../../server/notifications/notification-store';
import { SmsOutbox } from '../../../server/notifications/sms-outbox';
import { SUBJECT_CASES } from './notification-subjects';

/** Every case's subject stored by the exchange's store: what the history call and the channel answer. */
function stored(): { notifications: Notification[]; store: NotificationStore; db: Database.Database } {
  const db = new Database(':memory:');
  migrate(db);
  db.prepare(
    `INSERT INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color)
     VALUES (1, 'alice', 'h', 'N', 'n@x', '010', 'g', '#000')`,
  ).run();
  const now = () => 1_800_000_000_000;
  const store = new NotificationStore(db, now, () => {}, new SmsOutbox(db, now));
  return { notifications: SUBJECT_CASES.map(({ subject }) => store.add(1, subject)), store, db };
}

describe('what the exchange answers passes', () => {
  test('a notification of every kind, a page, the read answer', () => {
    const { notifications, store, db } = stored();
    for (const notification of notifications)
      expect(notificationSchema.parse(notification)).toEqual(notification);
    const page = store.page(1, { size: NOTIFICATION_PAGE_MAX });
    expect(notificationPageSchema.parse(page)).toEqual(page);
    expect(notificationsReadSchema.parse({ unread: store.markRead(1, { all: true }) })).toEqual({
      unread: 0,
    });
    db.close();
  });
});

describe('bad notifications are refused', () => {
  const { notifications, db } = stored();
  db.close();
  const [alert] = notifications;
  const order = notifications.find((n) => n.subject.kind === 'order')!;
  const withdrawal = notifications.find((n) => n.subject.kind === 'withdrawal')!;
  const algo = notifications.find((n) => n.subject.kind === 'algo' && n.subject.state === 'stopped')!;
  const completed = notifications.find((n) => n.subject.kind === 'algo' && n.subject.state === 'completed')!;
  test.each([
    ['id 0', { ...alert, id: 0 }],
    ['read not a flag', { ...alert, read: 'no' }],
    ['a title in one language', { ...alert, title: { ko: '알림' } }],
    ['an unknown kind', { ...alert, subject: { ...alert!.subject, kind: 'bell' } }],
    ['a bad alert id', { ...alert, subject: { ...alert!.subject, alertId: 'no spaces' } }],
    ['an unknown coin form', { ...alert, subject: { ...alert!.subject, coin: 'btc' } }],
    ['an unknown order event', { ...order, subject: { ...order.subject, event: 'expired' } }],
    ['a missing average', { ...order, subject: { ...order.subject, avgFillPrice: undefined } }],
    ['an unknown state code', { ...withdrawal, subject: { ...withdrawal.subject, stateCode: 'ZZ' } }],
    ['a TWAP stopped for no reason', { ...algo, subject: { ...algo.subject, stopReason: null } }],
    ['a TWAP stopped for a reason unknown', { ...algo, subject: { ...algo.subject, stopReason: 'tired' } }],
    [
      'a TWAP completed with a stop reason',
      { ...completed, subject: { ...completed.subject, stopReason: 'marketClosed' } },
    ],
    ['a TWAP in a state not notified', { ...algo, subject: { ...algo.subject, state: 'paused' } }],
    ['a TWAP without its average', { ...algo, subject: { ...algo.subject, avgPrice: undefined } }],
  ])('%s', (_name, value) => {
    expect(notificationSchema.safeParse(value).success).toBe(false);
  });

  test('a page with a negative count unread', () => {
    expect(notificationPageSchema.safeParse({ notifications: [], hasMore: false, unread: -1 }).success).toBe(
      false,
    );
  });
});

describe('the history query', () => {
  test.each([
    [{}, { size: NOTIFICATION_PAGE_SIZE }],
    [{ size: '20' }, { size: 20 }],
    [
      { before: '1234', size: String(NOTIFICATION_PAGE_MAX) },
      { before: 1234, size: NOTIFICATION_PAGE_MAX },
    ],
  ])('%j → %j', (query, parsed) => {
    expect(notificationsQuery.parse(query)).toEqual(parsed);
  });

  test.each([
    { size: '0' },
    { size: String(NOTIFICATION_PAGE_MAX + 1) },
    { size: 'ten' },
    { size: '1.5' },
    { before: '0' },
    { before: '-1' },
  ])('refuses %j', (query) => {
    expect(notificationsQuery.safeParse(query).success).toBe(false);
  });
});

describe('the read request', () => {
  test.each([
    [{ ids: [1] }],
    [{ ids: Array.from({ length: NOTIFICATION_PAGE_MAX }, (_, i) => i + 1) }],
    [{ all: true }],
  ])('takes %j', (body) => {
    expect(notificationsReadRequest.parse(body)).toEqual(body);
  });

  test.each([
    {},
    { ids: [] },
    { ids: [0] },
    { ids: [1.5] },
    { ids: ['1'] },
    { ids: Array.from({ length: NOTIFICATION_PAGE_MAX + 1 }, (_, i) => i + 1) },
    { all: false },
    { all: true, ids: [1] },
    { ids: [1], extra: 1 },
  ])('refuses %j', (body) => {
    expect(notificationsReadRequest.safeParse(body).success).toBe(false);
  });
});
