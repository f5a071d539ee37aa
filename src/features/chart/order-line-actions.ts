/**
 * What moving or cancelling an order line does once the chart hands it over: the confirmation, then one
 * exchange call per order of the line (in order, stopping at the first refusal), then the line's orders
 * fetched again so that the lines show where every order really is. A refusal shows the exchange's
 * message (chart-message.ts), since a lost error would leave the trader believing the order moved.
 */
import type { TFunction } from 'i18next';
import type { PriceTicks } from '../../../contract/price-ticks';
import { isApiError } from '../../api/api-error';
import { showChartMessage } from './chart-message';
import type { ChartServices } from './chart-services';
import { openCancelOrderConfirm, openMoveOrderConfirm } from './chart-dialogs';
import { formatPrice, formatQuantity } from '../../lib/price-format';
import type { OrderLine } from './rules/order-lines';
import type { ChartPriceLine, OrderLineActions } from './chart-order-lines';
import type { ShownLine } from './shown-lines';
import { deleteAlertLine, moveAlertLine, type AlertLineContext } from './alert-line-actions';

export interface OrderLineContext {
  services: Pick<ChartServices, 'replaceOrder' | 'cancelOrder'>;
  /** The coin's price steps on the window's source (the prices the confirmations write). */
  ticks: PriceTicks;
  t: TFunction;
  /** What an alert's line needs (alert-line-actions.ts). */
  alerts: AlertLineContext;
  /** Fetches the lines and the open orders again; answers when they are in. */
  reload(): Promise<void>;
}

/** Calls `act` for each order in turn; a refusal stops the rest and is shown. True when all went through. */
async function eachOrder(
  orderIds: readonly number[],
  act: (orderId: number) => Promise<unknown>,
  context: OrderLineContext,
): Promise<boolean> {
  try {
    for (const orderId of orderIds) await act(orderId);
    return true;
  } catch (error) {
    const message =
      isApiError(error) && error.message !== '' ? error.message : context.t('chart.orderLine.failed');
    if (!isApiError(error)) console.error('an order line action failed', error);
    showChartMessage(message);
    return false;
  } finally {
    await context.reload();
  }
}

/** Asks to move `line`'s orders to `price`, moves them on OK; `settle` runs once it is all over. */
export function confirmMove(
  line: OrderLine,
  price: number,
  context: OrderLineContext,
  settle: () => void,
): void {
  let moving = false;
  openMoveOrderConfirm({
    side: line.side,
    quantity: formatQuantity(line.remaining),
    count: line.orderIds.length,
    from: formatPrice(context.ticks, line.price),
    to: formatPrice(context.ticks, price),
    onMove: () => {
      moving = true;
      void eachOrder(
        line.orderIds,
        (orderId) => context.services.replaceOrder(orderId, price),
        context,
      ).finally(settle);
    },
    onClosed: () => {
      if (!moving) settle();
    },
  });
}

/** Asks to cancel `line`'s orders, cancels them on OK. */
export function confirmCancel(line: OrderLine, context: OrderLineContext): void {
  openCancelOrderConfirm({
    side: line.side,
    quantity: formatQuantity(line.remaining),
    count: line.orderIds.length,
    price: formatPrice(context.ticks, line.price),
    onCancelOrders: () => {
      void eachOrder(line.orderIds, (orderId) => context.services.cancelOrder(orderId), context);
    },
  });
}

/**
 * The controller's line actions over the lines shown now (`shown()`) and the panel's context (null while
 * there is none): the drawn line is matched to the orders or the price alert behind it; a line with
 * neither goes back.
 */
export function orderLineActions(
  shown: () => readonly ShownLine[],
  context: () => OrderLineContext | null,
): OrderLineActions {
  const entryOf = (drawn: ChartPriceLine) => shown().find((entry) => entry.line === drawn);
  return {
    cancel: (drawn) => {
      const entry = entryOf(drawn);
      const current = context();
      if (!entry || !current) return;
      if (entry.alert) deleteAlertLine(entry.alert, current.alerts);
      else if (entry.orders) confirmCancel(entry.orders, current);
    },
    move: (drawn, price, settle) => {
      const entry = entryOf(drawn);
      const current = context();
      if (entry?.alert && current) moveAlertLine(entry.alert, price, current.alerts, settle);
      else if (entry?.orders && current) confirmMove(entry.orders, price, current, settle);
      else settle();
    },
  };
}
