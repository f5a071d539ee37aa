/**
 * What a producer of notifications needs of the NotificationStore (notification-store.ts): the order engine,
 * the credit engine and the inout desk store a notification inside the transaction of the change it reports,
 * and publish it after that transaction commits. Declared apart so that a producer depends on two calls, and
 * a test gives it a fake.
 */
import type { Notification, NotificationSubject } from '../../contract';

export interface NotificationPort {
  /**
   * Stores a notification for the member (texts from notificationTexts); call it inside the caller's
   * transaction so both commit or neither. Answers it as stored (read false).
   */
  add(memNo: number, subject: NotificationSubject): Notification;
  /** Sends stored notifications on the member's channel with the count unread; call after the commit. */
  publish(memNo: number, notifications: Notification[]): void;
}
