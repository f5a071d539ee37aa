/**
 * The member's notifications (contract/notification-calls.ts): a page of the history newest first, with the
 * count unread (GET API.notifications), and marking some or all read (POST API.notificationsRead), which
 * answers the count unread after it and sends it on the member's `notifications` channel. Member only (401
 * UNAUTHORIZED); a bad query or body is 400 BAD_REQUEST naming the field.
 */
import type { FastifyInstance } from 'fastify';
import { API, notificationsQuery, notificationsReadRequest, type NotificationsRead } from '../../contract';
import { requireMember, type ServerContext } from '../context';
import { languageOf, ok, parseInput } from '../http/envelope';

export function registerNotificationRoutes(app: FastifyInstance, context: ServerContext): void {
  const { notifications } = context;

  app.get(API.notifications, async (request) => {
    const memNo = requireMember(context, request);
    return ok(notifications.page(memNo, parseInput(notificationsQuery, request.query, languageOf(request))));
  });

  app.post(API.notificationsRead, async (request) => {
    const memNo = requireMember(context, request);
    const read = parseInput(notificationsReadRequest, request.body, languageOf(request));
    return ok({ unread: notifications.markRead(memNo, read) } satisfies NotificationsRead);
  });
}
