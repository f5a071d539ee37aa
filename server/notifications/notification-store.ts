/**
 * Members' notifications in SQLite (migration 19, contract/notifications.ts and notification-calls.ts): each
 * stored with its texts in both languages (contract notificationTexts) inside the transaction of the change
 * it reports, a member's newest NOTIFICATIONS_KEPT kept, and sent on the member's `notifications` channel
 * after the commit with the count unread (`publish`). The history is paged newest first by id; marking read
 * answers the new count and sends it on the channel too, so that every window's bell agrees. A member's ids
 * are their own: an id the member has not (another's, or one dropped as too old) is passed over. Kinds the
 * exchange promises by SMS (a Plus buy risk alert: the notice says "sent to the phone verified at sign-up")
 * are also written to the SMS outbox (sms-outbox.ts), in the same transaction.
 */
import type Database from 'better-sqlite3';
import {
  NOTIFICATIONS_KEPT,
  notificationTexts,
  type Notification,
  type NotificationKind,
  type NotificationPage,
  type NotificationSubject,
  type NotificationsReadRequest,
} from '../../contract';
import type { NotificationPort } from './notification-port';
import type { SmsOutbox } from './sms-outbox';

/** The kinds also sent by SMS (the outbox stands in for the phone). */
const SMS_KINDS: ReadonlySet<NotificationKind> = new Set<NotificationKind>(['plusBuyRisk']);

interface NotificationRecord {
  id: number;
  at: number;
  read: 0 | 1;
  subject: string;
  titleKo: string;
  titleEn: string;
  bodyKo: string;
  bodyEn: string;
}

const COLUMNS = `notification_id AS id, created_at AS at, read, subject, title_ko AS titleKo, title_en AS titleEn,
  body_ko AS bodyKo, body_en AS bodyEn`;

function toNotification(record: NotificationRecord): Notification {
  return {
    id: record.id,
    at: record.at,
    read: record.read === 1,
    subject: JSON.parse(record.subject) as NotificationSubject,
    title: { ko: record.titleKo, en: record.titleEn },
    body: { ko: record.bodyKo, en: record.bodyEn },
  };
}

/** Sends a member's notifications frame (FeedHub.publishNotifications). */
export type SendNotifications = (memNo: number, notifications: Notification[], unread: number) => void;

export class NotificationStore implements NotificationPort {
  private readonly statements;
  /** `add`'s work: one transaction (a savepoint inside the caller's), made once. */
  private readonly adding: (memNo: number, subject: NotificationSubject) => Notification;

  constructor(
    db: Database.Database,
    private readonly now: () => number,
    private readonly send: SendNotifications,
    private readonly outbox: SmsOutbox,
  ) {
    this.statements = {
      insert: db.prepare<[number, string, string, string, string, string, string, number]>(
        `INSERT INTO notifications (mem_no, kind, subject, title_ko, title_en, body_ko, body_en, read, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)`,
      ),
      trim: db.prepare<[number, number, number]>(
        `DELETE FROM notifications WHERE mem_no = ? AND notification_id <= (
           SELECT notification_id FROM notifications WHERE mem_no = ?
           ORDER BY notification_id DESC LIMIT 1 OFFSET ?)`,
      ),
      byId: db.prepare<[number], NotificationRecord>(
        `SELECT ${COLUMNS} FROM notifications WHERE notification_id = ?`,
      ),
      page: db.prepare<[number, number, number], NotificationRecord>(
        `SELECT ${COLUMNS} FROM notifications WHERE mem_no = ? AND notification_id < ?
         ORDER BY notification_id DESC LIMIT ?`,
      ),
      unread: db.prepare<[number], { count: number }>(
        'SELECT COUNT(*) AS count FROM notifications WHERE mem_no = ? AND read = 0',
      ),
      readIds: db.prepare<[number, string]>(
        `UPDATE notifications SET read = 1
         WHERE mem_no = ? AND read = 0 AND notification_id IN (SELECT value FROM json_each(?))`,
      ),
      readAll: db.prepare<[number]>('UPDATE notifications SET read = 1 WHERE mem_no = ? AND read = 0'),
    };
    this.adding = db.transaction((memNo: number, subject: NotificationSubject) => {
      const { title, body } = notificationTexts(subject);
      const { lastInsertRowid } = this.statements.insert.run(
        memNo,
        subject.kind,
        JSON.stringify(subject),
        title.ko,
        title.en,
        body.ko,
        body.en,
        this.now(),
      );
      this.statements.trim.run(memNo, memNo, NOTIFICATIONS_KEPT);
      if (SMS_KINDS.has(subject.kind)) this.outbox.send(memNo, title, body);
      return toNotification(this.statements.byId.get(Number(lastInsertRowid))!);
    });
  }

  /**
   * Stores a notification of `subject` for the member, dropping the member's oldest past NOTIFICATIONS_KEPT;
   * call it inside the transaction of the change it reports. Answers it as stored (read false).
   */
  add(memNo: number, subject: NotificationSubject): Notification {
    return this.adding(memNo, subject);
  }

  /** Sends stored notifications on the member's channel with the count unread; call after the commit. */
  publish(memNo: number, notifications: Notification[]): void {
    if (notifications.length === 0) return;
    this.send(memNo, notifications, this.unread(memNo));
  }

  /** The member's notifications newest first: `size` of them, older than the id `before` when given. */
  page(memNo: number, { before, size }: { before?: number; size: number }): NotificationPage {
    const records = this.statements.page.all(memNo, before ?? Number.MAX_SAFE_INTEGER, size + 1);
    return {
      notifications: records.slice(0, size).map(toNotification),
      hasMore: records.length > size,
      unread: this.unread(memNo),
    };
  }

  /**
   * Marks the member's notifications `ids` read (ids the member has not are passed over), or every one;
   * answers the count unread after it, which the member's channel hears too (no notifications, the count).
   */
  markRead(memNo: number, request: NotificationsReadRequest): number {
    if ('all' in request) this.statements.readAll.run(memNo);
    else this.statements.readIds.run(memNo, JSON.stringify(request.ids));
    const unread = this.unread(memNo);
    this.send(memNo, [], unread);
    return unread;
  }

  /** The count of the member's notifications not read. */
  unread(memNo: number): number {
    return this.statements.unread.get(memNo)!.count;
  }
}
