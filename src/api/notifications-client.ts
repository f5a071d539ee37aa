/**
 * The notification calls of the contract (contract/notification-calls.ts): the member's history paged newest
 * first with the count unread, and marking some or all read (an alert's firing log is client.ts's, with the
 * alert calls).
 * Each answer is checked against its schema by the transport; a query or a body the exchange would refuse
 * throws a ZodError before anything is sent.
 */
import {
  API,
  notificationsQuery,
  notificationsReadRequest,
  type NotificationsQuery,
  type NotificationsReadRequest,
} from '../../contract';
import { request, type CallOptions } from './transport';

/** A page of the member's notifications: the newest, or those older than `before`; with the count unread. */
export function listNotifications(query: NotificationsQuery = {}, options: CallOptions = {}) {
  return request('notifications', API.notifications, {
    ...options,
    query: notificationsQuery.parse(query),
  });
}

/** Marks the ids read, or every one with `{ all: true }`; answers the count unread after it. */
export function markNotificationsRead(body: NotificationsReadRequest, options: CallOptions = {}) {
  return request('notificationsRead', API.notificationsRead, {
    ...options,
    method: 'POST',
    body: notificationsReadRequest.parse(body),
  });
}
