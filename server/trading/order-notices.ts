/**
 * What a unit of work of the order engine tells a member about their orders as notifications
 * (contract/notifications.ts OrderSubject), from the order events it recorded: per order, `triggered` when a
 * stop-limit entered the book; one `filled` or `partiallyFilled` however many fills the unit of work made, with
 * the order as it stands after them; `cancelled` only when the exchange cancelled it (a Plus buy loan's
 * auto-repayment or expiry, a debt's collection: `exchangeCancels`). A member's own cancel or replace, and a
 * market order's unfilled rest, are answered by the call that did them, not notified.
 */
import type { OrderEvent, OrderNoticeEvent, OrderRow, OrderSubject } from '../../contract';

function subject(event: OrderNoticeEvent, order: OrderRow): OrderSubject {
  return {
    kind: 'order',
    event,
    orderId: order.orderId,
    coin: order.key,
    side: order.side,
    orderType: order.orderType,
    price: order.price,
    quantity: order.quantity,
    filledQuantity: order.filledQuantity,
    avgFillPrice: order.avgFillPrice,
  };
}

/** The notifications of one member's order events of a unit of work, in the order the orders first appear. */
export function orderNotices(
  events: readonly OrderEvent[],
  exchangeCancels: ReadonlySet<number>,
): OrderSubject[] {
  const byOrder = new Map<number, OrderEvent[]>();
  for (const event of events) {
    const list = byOrder.get(event.order.orderId);
    if (list) list.push(event);
    else byOrder.set(event.order.orderId, [event]);
  }
  const subjects: OrderSubject[] = [];
  for (const [orderId, list] of byOrder) {
    const after = list.at(-1)!.order;
    const triggered = list.find((event) => event.kind === 'triggered');
    if (triggered) subjects.push(subject('triggered', triggered.order));
    if (list.some((event) => event.fill !== null))
      subjects.push(subject(after.status === 'filled' ? 'filled' : 'partiallyFilled', after));
    if (after.status === 'cancelled' && exchangeCancels.has(orderId))
      subjects.push(subject('cancelled', after));
  }
  return subjects;
}
