/**
 * The notifications member channel in the codec: a good frame as it is, a bad notification dropped alone
 * (its row counted), a frame without a good unread count or with notifications that are no list (or too
 * many) refused whole and counted; and the hand check holds to the contract's zod schema.
 */
import { describe, expect, it } from 'vitest';
import { notification, SUBJECTS } from '../../../../fixtures/notifications';
import {
  decodeFrame,
  MAX_FRAME_NOTIFICATIONS,
  MAX_NOTIFICATION_TEXT,
} from '../../../../../workers/core/feed/frame-codec';
import { FeedSession } from '../../../../../workers/core/feed/feed-session';
import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationKind,
} from '../../../../../contract/notifications';
import { notificationSchema } from '../../../../../contract/notification-calls';
import { FakeExchange, FakeScheduler } from './fakes';
import { notificationsFrame } from './frames';

/** One notification changed by `change` (a deep copy). */
function changed(change: (notification: Record<string, unknown>) => void, kind: NotificationKind = 'order') {
  const copy = JSON.parse(JSON.stringify(notification(2, kind))) as Record<string, unknown>;
  change(copy);
  return copy;
}
const subjectOf = (value: Record<string, unknown>) => value.subject as Record<string, unknown>;

const BAD_NOTIFICATIONS: [string, Record<string, unknown>][] = [
  ['id 0', changed((n) => (n.id = 0))],
  ['id as text', changed((n) => (n.id = '2'))],
  ['no time', changed((n) => delete n.at)],
  ['read as text', changed((n) => (n.read = 'no'))],
  ['no title', changed((n) => delete n.title)],
  ['a body without en', changed((n) => delete (n.body as Record<string, unknown>).en)],
  ['a title too long', changed((n) => (n.title = { ko: 'x'.repeat(MAX_NOTIFICATION_TEXT + 1), en: '' }))],
  ['an unknown kind', changed((n) => (subjectOf(n).kind = 'margin'))],
  ['an order of an unknown event', changed((n) => (subjectOf(n).event = 'expired'))],
  ['an order with a key that is none', changed((n) => (subjectOf(n).coin = 'eth'))],
  ['an order without its quantity', changed((n) => delete subjectOf(n).quantity)],
  ['an alert with a bad condition', changed((n) => (subjectOf(n).condition = { kind: 'price' }), 'alert')],
  ['an alert with a bad id', changed((n) => (subjectOf(n).alertId = 'no spaces'), 'alert')],
  ['a risk band unknown', changed((n) => (subjectOf(n).band = 'extreme'), 'plusBuyRisk')],
  ['an auto-repayment stage unknown', changed((n) => (subjectOf(n).stage = 'paused'), 'autoRepayment')],
  ['a loan expiry without its time', changed((n) => delete subjectOf(n).expiresAt, 'loanExpiry')],
  ['a withdrawal state unknown', changed((n) => (subjectOf(n).stateCode = '99'), 'withdrawal')],
  ['a withdrawal without its state name', changed((n) => delete subjectOf(n).state, 'withdrawal')],
  ['a TWAP of id 0', changed((n) => (subjectOf(n).algoId = 0), 'algo')],
  ['a TWAP in a state not notified', changed((n) => (subjectOf(n).state = 'paused'), 'algo')],
  ['a TWAP stopped for no reason', changed((n) => (subjectOf(n).stopReason = null), 'algo')],
  ['a TWAP stopped for a reason unknown', changed((n) => (subjectOf(n).stopReason = 'tired'), 'algo')],
  ['a TWAP completed with a stop reason', changed((n) => (subjectOf(n).state = 'completed'), 'algo')],
  ['a TWAP without its filled quantity', changed((n) => delete subjectOf(n).filledQuantity, 'algo')],
  ['a TWAP with an average as text', changed((n) => (subjectOf(n).avgPrice = '3000'), 'algo')],
];

const frameText = (notifications: unknown[], unread: unknown = 1) =>
  JSON.stringify({ ch: 'notifications', seq: 1, t: 1, notifications, unread });

describe('decodeFrame: notifications', () => {
  it('accepts a notification of every kind as it is', () => {
    const frame = notificationsFrame(
      1,
      NOTIFICATION_KINDS.map((kind, i) => notification(i + 1, kind)),
      6,
    );
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
  });

  it('accepts a count alone (some were marked read)', () => {
    const frame = notificationsFrame(4, [], 0);
    expect(decodeFrame(JSON.stringify(frame))).toEqual({ ok: true, frame, droppedRows: 0 });
  });

  it.each(BAD_NOTIFICATIONS)('drops a notification with %s alone', (_name, bad) => {
    const good = [notification(1), notification(3, 'alert')];
    const frame = notificationsFrame(1, good, 1);
    const text = JSON.stringify({ ...frame, notifications: [good[0], bad, good[1]] });
    expect(decodeFrame(text)).toEqual({ ok: true, frame, droppedRows: 1 });
  });

  it.each([
    ['no count', JSON.stringify({ ch: 'notifications', seq: 1, t: 1, notifications: [] }), 'bad-count'],
    ['a negative count', frameText([], -1), 'bad-count'],
    ['a count that is no whole number', frameText([], 1.5), 'bad-count'],
    ['a count as text', frameText([], '3'), 'bad-count'],
    [
      'notifications that are no list',
      JSON.stringify({ ch: 'notifications', seq: 1, t: 1, unread: 0, notifications: {} }),
      'bad-rows',
    ],
    ['no notifications', JSON.stringify({ ch: 'notifications', seq: 1, t: 1, unread: 0 }), 'bad-rows'],
    [
      'more notifications than the exchange keeps',
      frameText(
        Array.from({ length: MAX_FRAME_NOTIFICATIONS + 1 }, () => notification(1)),
        1,
      ),
      'bad-rows',
    ],
  ])('refuses a frame with %s', (_name, text, reason) => {
    expect(decodeFrame(text)).toEqual({ ok: false, reason });
  });

  it('counts a refused frame and a dropped notification in the session', () => {
    const exchange = new FakeExchange();
    const session = new FeedSession({ socketFactory: exchange.factory, scheduler: new FakeScheduler() });
    session.start();
    exchange.current.open();
    exchange.current.raw(frameText([], -1));
    exchange.current.raw(frameText([notification(1), BAD_NOTIFICATIONS[0]![1]]));
    const stats = session.statistics();
    expect(stats.rejections['bad-count']).toBe(1);
    expect(stats.droppedRows).toBe(1);
    expect(stats.frames.notifications).toBe(1);
    expect(session.connection().droppedFrames).toBe(1);
  });

  it('holds the hand check to the same answers as the contract schema', () => {
    const cases: unknown[] = [
      ...NOTIFICATION_KINDS.map((kind, i) => notification(i + 1, kind)),
      ...BAD_NOTIFICATIONS.filter(([name]) => !name.includes('too long')).map(([, bad]) => bad),
      { ...notification(5), subject: { ...SUBJECTS.order, avgFillPrice: null } },
    ];
    for (const value of cases) {
      const byHand = decodeFrame(frameText([value])) as {
        ok: true;
        frame: { notifications: Notification[] };
      };
      expect(byHand.frame.notifications.length === 1, JSON.stringify(value)).toBe(
        notificationSchema.safeParse(value).success,
      );
    }
  });
});
