/**
 * The notification calls of the contract (contract/notification-calls.ts): the member's history paged newest
 * first with the count unread, marking some or all read, and an alert's (or a coin's alerts') firing log.
 * Each answer is checked against its schema by the transport; a query or a body the exchange would refuse
 * throws a ZodError before anything is sent.
 */
import {
  alertFiringsQuery,
  API,
  notificationsQuery,
  notificationsReadRequest,
  type AlertFiringsQuery,
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

/** The firing log of the member's alerts on a coin (`key`), or of one alert (`alertId`), newest first. */
export function listAlertFirings(query: AlertFiringsQuery, options: CallOptions = {}) {
  return request('alertFirings', API.alertFirings, { ...options, query: alertFiringsQuery.parse(query) });
}
