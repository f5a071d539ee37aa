/**
 * One-click trading on the chart's price axis: while it is on in this window (the hotkeys feature takes
 * the oneClickOn intent), the pointer over the price axis shows Buy and Sell at the hovered price (snapped
 * to the coin's tick, as a dragged line is); a click publishes oneClickOrder, which the hotkeys place as a
 * limit of the preset quantity. Its own listeners on the plot, beside the chart's: it draws nothing in the
 * scene and takes no pointer the chart uses (its buttons stop their pointer before the plot's handlers).
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { CoinKey } from '../../../contract/markets';
import type { OrderSide } from '../../../contract/trading';
import { publishIntent } from '../../shell';
import type { ChartController } from './chart-controller';

interface Hovered {
  y: number;
  price: number;
  /** Where the price axis starts (the plot's width), in plot pixels. */
  axisLeft: number;
}

export function PriceAxisOneClick({
  controller,
  plotRef,
  coin,
}: {
  controller: ChartController | null;
  plotRef: RefObject<HTMLDivElement | null>;
  coin: CoinKey;
}) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const [plot, setPlot] = useState<HTMLDivElement | null>(null);
  const buttonsRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = plotRef.current;
    setPlot(element);
    if (!element || !controller) return;
    const onMove = (event: PointerEvent) => {
      if (buttonsRef.current?.contains(event.target as Node)) return;
      const rect = element.getBoundingClientRect();
      const x = event.clientX - rect.left;
      const y = event.clientY - rect.top;
      const { model } = controller.scene;
      const price = model.priceAxisAt(x, y) ? controller.priceAt(y) : null;
      setHovered(
        price !== null && publishIntent('oneClickOn', {}) ? { y, price, axisLeft: model.plotWidth } : null,
      );
    };
    const onLeave = () => setHovered(null);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerleave', onLeave);
    return () => {
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerleave', onLeave);
    };
  }, [controller, plotRef]);

  // The plot's own pointer handlers (a pan, a line drag) must not see a press on the buttons.
  useEffect(() => {
    const buttons = buttonsRef.current;
    if (!buttons) return;
    const stop = (event: PointerEvent) => event.stopPropagation();
    buttons.addEventListener('pointerdown', stop);
    return () => buttons.removeEventListener('pointerdown', stop);
  });

  if (!plot || hovered === null) return null;
  const order = (side: OrderSide) => {
    publishIntent('oneClickOrder', { key: coin, side, price: hovered.price });
    setHovered(null);
  };
  const price = hovered.price.toLocaleString('en-US', { maximumFractionDigits: 8 });
  return createPortal(
    <div
      ref={buttonsRef}
      className="td-chart__one-click"
      style={{ top: hovered.y, left: hovered.axisLeft }}
      role="group"
      aria-label={t('chart.oneClick.label', { price })}
    >
      <button type="button" className="td-chart__one-click-buy" onClick={() => order('buy')}>
        {t('chart.oneClick.buy', { price })}
      </button>
      <button type="button" className="td-chart__one-click-sell" onClick={() => order('sell')}>
        {t('chart.oneClick.sell', { price })}
      </button>
    </div>,
    plot,
  );
}
