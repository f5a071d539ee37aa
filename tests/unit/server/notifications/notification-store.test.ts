/**
 * The exchange's notification store (contract/notifications.ts): a notification stored with the texts of
 * contract notificationTexts and read false; the member's newest NOTIFICATIONS_KEPT kept; pages newest first
 * by id with `before` and `hasMore`; marking ids (another member's passed over) or all read answers the count
 * unread and sends it; `publish` sends the stored ones with the count; a Plus buy risk alert also goes to the
 * SMS outbox at the member's phone in the member's language; stored inside a caller's transaction it goes
 * with it; a restart keeps them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, beforeEach, expect, test } from 'vitest';
import {
  NOTIFICATIONS_KEPT,
  notificationPageSchema,
  notificationTexts,
  type Notification,
  type NotificationSubject,
} from '../../../../contract';
import { migrate } from '../../../../server/db/database';
import { NotificationStore } from '../../../../server/notifications/notification-store';
import { SmsOutbox } from '../../../../server/notifications/sms-outbox';

const T0 = 1_800_000_000_000;
const ALICE = 1;
const BOB = 2;

function database(file = ':memory:'): Database.Database {
  const db = new Database(file);
  db.pragma('foreign_keys = ON');
  migrate(db);
  const member = db.prepare<[number, string, string, string]>(
    `INSERT OR IGNORE INTO members (mem_no, login_id, password_hash, name, email, phone, grade_name, grade_color,
       language) VALUES (?, ?, 'h', 'N', 'n@x', ?, 'g', '#000', ?)`,
  );
  member.run(ALICE, 'alice', '01011112222', 'ko');
  member.run(BOB, 'bob', '01033334444', 'en');
  return db;
}

const withdrawal = (recordId: number): NotificationSubject => ({
  kind: 'withdrawal',
  recordId,
  coinType: 'BTC',
  amount: 0.5,
  stateCode: '05',
  state: { ko: '출금 완료', en: 'Sent' },
});

const risk: NotificationSubject = {
  kind: 'plusBuyRisk',
  loanId: 7,
  coin: 'BTC-KRW',
  band: 'high',
  level: 112.5,
};

let db: Database.Database;
let now: number;
let frames: { memNo: number; notifications: Notification[]; unread: number }[];
let store: NotificationStore;
let outbox: SmsOutbox;

function open(file?: string): void {
  db = database(file);
  outbox = new SmsOutbox(db, () => now);
  store = new NotificationStore(
    db,
    () => now,
    (memNo, notifications, unread) => frames.push({ memNo, notifications, unread }),
    outbox,
  );
}

beforeEach(() => {
  now = T0;
  frames = [];
  open();
});
afterEach(() => {
  if (db.open) db.close();
});

test('a notification is stored with its texts in both languages, unread, at the clock', () => {
  const stored = store.add(ALICE, withdrawal(3));
  expect(stored).toEqual({
    id: expect.any(Number),
    at: T0,
    read: false,
    subject: withdrawal(3),
    ...notificationTexts(withdrawal(3)),
  });
  expect(store.unread(ALICE)).toBe(1);
  expect(store.unread(BOB)).toBe(0);
  // Storing sends nothing: the producer publishes after its commit.
  expect(frames).toEqual([]);
});

test('publish sends the stored notifications with the count unread; nothing for none', () => {
  const first = store.add(ALICE, withdrawal(1));
  const second = store.add(ALICE, withdrawal(2));
  store.publish(ALICE, [first, second]);
  store.publish(ALICE, []);
  expect(frames).toEqual([{ memNo: ALICE, notifications: [first, second], unread: 2 }]);
});

test('pages run newest first, older than `before`, with hasMore and the count unread of all', () => {
  const ids = Array.from({ length: 5 }, (_, i) => store.add(ALICE, withdrawal(i)).id);
  store.add(BOB, withdrawal(99));
  const first = store.page(ALICE, { size: 2 });
  expect(notificationPageSchema.parse(first)).toEqual(first);
  expect(first.notifications.map((n) => n.id)).toEqual([ids[4], ids[3]]);
  expect(first).toMatchObject({ hasMore: true, unread: 5 });
  const second = store.page(ALICE, { before: ids[3], size: 2 });
  expect(second.notifications.map((n) => n.id)).toEqual([ids[2], ids[1]]);
  expect(second.hasMore).toBe(true);
  const last = store.page(ALICE, { before: ids[1], size: 2 });
  expect(last.notifications.map((n) => n.id)).toEqual([ids[0]]);
  expect(last.hasMore).toBe(false);
  expect(store.page(ALICE, { size: 5 }).hasMore).toBe(false);
  expect(store.page(BOB, { size: 50 }).notifications.map((n) => n.subject)).toEqual([withdrawal(99)]);
});

test("marking ids read passes over another member's, answers the count and tells every window", () => {
  const [a1, a2, a3] = [1, 2, 3].map((i) => store.add(ALICE, withdrawal(i)));
  const b1 = store.add(BOB, withdrawal(4));
  expect(store.markRead(ALICE, { ids: [a1!.id, b1.id, 999_999] })).toBe(2);
  expect(store.unread(BOB)).toBe(1);
  expect(frames.at(-1)).toEqual({ memNo: ALICE, notifications: [], unread: 2 });
  // Marking again changes nothing and says so.
  expect(store.markRead(ALICE, { ids: [a1!.id] })).toBe(2);
  expect(store.page(ALICE, { size: 10 }).notifications.map((n) => [n.id, n.read])).toEqual([
    [a3!.id, false],
    [a2!.id, false],
    [a1!.id, true],
  ]);
  expect(store.markRead(ALICE, { all: true })).toBe(0);
  expect(frames.at(-1)).toEqual({ memNo: ALICE, notifications: [], unread: 0 });
  expect(store.unread(BOB)).toBe(1);
});

test('the newest NOTIFICATIONS_KEPT stay per member; ids keep rising past the ones dropped', () => {
  const first = store.add(ALICE, withdrawal(0));
  store.add(BOB, withdrawal(0));
  let last = first;
  db.transaction(() => {
    for (let i = 1; i <= NOTIFICATIONS_KEPT; i += 1) last = store.add(ALICE, withdrawal(i));
  })();
  const all = store.page(ALICE, { size: 200 });
  expect(all.unread).toBe(NOTIFICATIONS_KEPT);
  expect(all.notifications[0]!.id).toBe(last.id);
  // The oldest is gone: a mark of it is passed over, and it is on no page.
  expect(store.markRead(ALICE, { ids: [first.id] })).toBe(NOTIFICATIONS_KEPT);
  let before: number | undefined;
  const seen: number[] = [];
  for (;;) {
    const page = store.page(ALICE, { before, size: 200 });
    seen.push(...page.notifications.map((n) => n.id));
    if (!page.hasMore) break;
    before = page.notifications.at(-1)!.id;
  }
  expect(seen).toHaveLength(NOTIFICATIONS_KEPT);
  expect(seen).not.toContain(first.id);
  expect(store.unread(BOB)).toBe(1);
  expect(store.add(ALICE, withdrawal(0)).id).toBeGreaterThan(last.id);
});

test('a Plus buy risk alert also goes to the SMS outbox, at the phone and in the language of the member', () => {
  const texts = notificationTexts(risk);
  now = T0 + 1;
  store.add(ALICE, risk);
  store.add(ALICE, withdrawal(1));
  now = T0 + 2;
  store.add(BOB, risk);
  expect(outbox.list(ALICE)).toEqual([
    { phone: '01011112222', text: `${texts.title.ko}\n${texts.body.ko}`, at: T0 + 1 },
  ]);
  expect(outbox.list(BOB)).toEqual([
    { phone: '01033334444', text: `${texts.title.en}\n${texts.body.en}`, at: T0 + 2 },
  ]);
});

test("stored inside a caller's transaction, a notification and its SMS go with it", () => {
  expect(() =>
    db.transaction(() => {
      store.add(ALICE, risk);
      throw new Error('the change failed');
    })(),
  ).toThrow('the change failed');
  expect(store.unread(ALICE)).toBe(0);
  expect(outbox.list(ALICE)).toEqual([]);
});

test('a restart keeps the notifications, their read flags and the outbox', () => {
  const dir = mkdtempSync(join(tmpdir(), 'notifications-'));
  try {
    db.close();
    open(join(dir, 'db.sqlite'));
    const kept = store.add(ALICE, withdrawal(1));
    store.add(ALICE, risk);
    store.markRead(ALICE, { ids: [kept.id] });
    const before = store.page(ALICE, { size: 10 });
    db.close();
    open(join(dir, 'db.sqlite'));
    expect(store.page(ALICE, { size: 10 })).toEqual(before);
    expect(before.unread).toBe(1);
    expect(outbox.list(ALICE)).toHaveLength(1);
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
