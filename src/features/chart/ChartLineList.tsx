/**
 * The chart's price lines and the split orders' ranges as text, and the lines' × as buttons, for those who cannot see or point at the
 * canvas (visually hidden); the controller writes each tag's place on its item (data-y,
 * data-tag-left/right) for end-to-end tests.
 */
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/price-format';
import type { PriceTicks } from '../../../contract/price-ticks';
import type { OrderLine } from './rules/order-lines';
import type { ShownLine } from './shown-lines';
import type { Alert } from '../../../contract/alerts';
import type { PriceRange } from '../../render/chart/price-ranges';

export function ChartLineList({
  shownLines,
  priceRanges,
  ticks,
  cancelLine,
  deleteAlert,
}: {
  shownLines: readonly ShownLine[];
  priceRanges: readonly PriceRange[];
  /** The coin's price steps on the window's source. */
  ticks: PriceTicks;
  cancelLine(orders: OrderLine): void;
  deleteAlert(alert: Alert): void;
}) {
  const { t } = useTranslation();
  const priceText = (price: number) => formatPrice(ticks, price);
  return (
    <ul className="td-visually-hidden" aria-label={t('chart.orderLine.list')} data-testid="chart-lines">
      {shownLines.map(({ line, orders, alert }, index) => {
        const label =
          line.kind === 'average'
            ? t('chart.orderLine.average', { price: priceText(line.price) })
            : t('chart.orderLine.item', { tag: line.tag, price: priceText(line.price) });
        return (
          <li key={index} data-order-line={index} data-kind={line.kind} data-price={line.price}>
            {label}
            {orders && orders.orderIds.length > 0 && (
              <button
                type="button"
                aria-label={t('chart.orderLine.cancelItem', { item: label })}
                onClick={() => cancelLine(orders)}
              >
                ×
              </button>
            )}
            {alert && (
              <button
                type="button"
                aria-label={t('alerts.chart.deleteItem', { item: label })}
                onClick={() => deleteAlert(alert)}
              >
                ×
              </button>
            )}
          </li>
        );
      })}
      {priceRanges.map(({ label, low, high, side }, index) => (
        <li key={`range-${index}`} data-price-range={index} data-side={side} data-low={low} data-high={high}>
          {t('chart.parentOrders.range', { label, low: priceText(low), high: priceText(high) })}
        </li>
      ))}
    </ul>
  );
}
