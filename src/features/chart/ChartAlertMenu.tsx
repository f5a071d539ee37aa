/**
 * The chart's context menu (a right click on the plot, or the context-menu key on the chart): "Add alert
 * at <price>", the price under the pointer snapped to the coin's tick, which opens the alert dialog with a
 * price alert there (dialog alertEditor, the alerts feature's). The chart has no "+" on its price axis, so
 * this menu is where an alert is added at a price. Escape, a press elsewhere or the choice closes it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutsidePointerDown } from '../../ui/use-outside-pointer-down';

export interface ChartAlertMenuProps {
  /** Where it opens, px from the surface's top left. */
  x: number;
  y: number;
  /** The price as the chart writes it. */
  priceText: string;
  onAdd(): void;
  onClose(): void;
}

export function ChartAlertMenu({ x, y, priceText, onAdd, onClose }: ChartAlertMenuProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useOutsidePointerDown(ref, true, onClose);
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  return (
    <div
      ref={ref}
      role="menu"
      aria-label={t('alerts.chart.menu')}
      className="td-chart__alert-menu"
      style={{ left: x, top: y }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.stopPropagation();
        onClose();
      }}
    >
      <button
        type="button"
        role="menuitem"
        onClick={() => {
          onClose();
          onAdd();
        }}
      >
        {t('alerts.chart.addAt', { price: priceText })}
      </button>
    </div>
  );
}
