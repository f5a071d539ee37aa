/**
 * What the alert evaluator needs of the exchange's notification store (the NotificationStore implements
 * it; the composition root passes it in): storing a notification inside the caller's transaction, and
 * sending stored ones after the commit.
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
