/**
 * The chart's surface: the box the controller draws in (or under, by the shared renderer), with the lines
 * as text, the captions over the plot, and the loading and failure layers. The controller writes into
 * it; this renders its frame.
 */
import type { MouseEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartPalette } from '../../render/chart/chart-palette';
import { paletteTextStyle } from '../../render/chart/chart-view';
import type { PriceTicks } from '../../../contract/price-ticks';
import { ChartCaptions } from './ChartCaptions';
import type { ChartLoadState } from './chart-controller';
import { ChartLineList } from './ChartLineList';
import type { nextBarText } from './rules/chart-forecast';
import type { OrderLine } from './rules/order-lines';
import type { Alert } from '../../../contract/alerts';
import type { ShownLine } from './shown-lines';
import type { PriceRange } from '../../render/chart/price-ranges';

/** A bell where an alert fired: its name and tooltip say which alert, when and at what price. */
export interface AlertMark {
  key: string;
  label: string;
}

export interface ChartSurfaceProps {
  rootRef: RefObject<HTMLDivElement | null>;
  plotRef: RefObject<HTMLDivElement | null>;
  captionsRef: RefObject<HTMLDivElement | null>;
  legendRef: RefObject<HTMLDListElement | null>;
  loadState: ChartLoadState;
  palette: ChartPalette;
  /** The pending lines handed to the scene ("side:price", space separated). */
  pendingLines: string;
  shownLines: readonly ShownLine[];
  /** The split orders' ranges drawn under the lines. */
  priceRanges: readonly PriceRange[];
  /** The coin's price steps on the window's source (the line list's prices). */
  ticks: PriceTicks;
  cancelLine(orders: OrderLine): void;
  /** The × of an alert's line in the list: asks to delete the alert. */
  deleteAlert(alert: Alert): void;
  nextBar: ReturnType<typeof nextBarText> | null;
  retry(): void;
  /** A right click (or the context-menu key) on the plot: the chart's context menu. */
  onPlotContextMenu(event: MouseEvent<HTMLDivElement>): void;
  /** The context menu, when open. */
  menu: ReactNode;
  /** The bells where the coin's alerts fired, in the order the controller places them (alert-marks.ts). */
  alertMarks: readonly AlertMark[];
  /** The legends of the indicators over the price (in the captions box) and of each indicator pane. */
  priceStudies?: ReactNode;
  paneStudies?: ReactNode;
}

export function ChartSurface({
  rootRef,
  plotRef,
  captionsRef,
  legendRef,
  loadState,
  palette,
  pendingLines,
  shownLines,
  priceRanges,
  ticks,
  cancelLine,
  deleteAlert,
  nextBar,
  retry,
  onPlotContextMenu,
  menu,
  alertMarks,
  priceStudies,
  paneStudies,
}: ChartSurfaceProps) {
  const { t } = useTranslation();
  return (
    <div
      ref={rootRef}
      className="td-chart__surface"
      tabIndex={0}
      title={t('chart.keysHelp')}
      data-testid="chart-surface"
      data-load-state={loadState}
      // The legend's colours are the palette's text colours (held to 4.5:1 there).
      style={paletteTextStyle(palette)}
      // End-to-end tests cannot read a line's price off the shared canvas.
      data-pending-lines={pendingLines}
    >
      <div
        ref={plotRef}
        className="td-chart__plot"
        data-testid="chart-plot"
        onContextMenu={onPlotContextMenu}
      />
      {menu}
      {alertMarks.length > 0 && (
        <div className="td-chart__alert-marks" role="group" aria-label={t('alerts.chart.marks')}>
          {alertMarks.map((mark, index) => (
            <span
              key={mark.key}
              role="img"
              tabIndex={0}
              hidden
              className="td-chart__alert-mark"
              data-alert-mark={index}
              aria-label={mark.label}
              title={mark.label}
            >
              <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
                <path d="M8 1.5a4.5 4.5 0 0 0-4.5 4.5v3L2 11.5h12L12.5 9V6A4.5 4.5 0 0 0 8 1.5Zm-1.75 11a1.75 1.75 0 0 0 3.5 0Z" />
              </svg>
            </span>
          ))}
        </div>
      )}
      {(shownLines.length > 0 || priceRanges.length > 0) && (
        <ChartLineList
          shownLines={shownLines}
          priceRanges={priceRanges}
          ticks={ticks}
          cancelLine={cancelLine}
          deleteAlert={deleteAlert}
        />
      )}
      {/* What shows over the plot: the chart's labels keep clear of each child's box. */}
      <ChartCaptions
        captionsRef={captionsRef}
        legendRef={legendRef}
        nextBar={nextBar}
        studies={priceStudies}
      />
      {paneStudies}
      {loadState === 'loading' && (
        <div className="td-panel__cover td-chart__layer" role="status" data-testid="chart-loading">
          {t('chart.loading')}
        </div>
      )}
      {loadState === 'error' && (
        <div className="td-panel__cover td-chart__layer" role="status" data-testid="chart-load-failed">
          <p>{t('chart.loadFailed')}</p>
          <button type="button" onClick={retry}>
            {t('chart.retry')}
          </button>
        </div>
      )}
    </div>
  );
}
