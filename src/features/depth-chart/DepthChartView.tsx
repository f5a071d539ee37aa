/**
 * The depth chart panel's body, loaded with its controller and drawing code when a panel mounts
 * (DepthChartPanel.tsx). React renders the frame (the zoom buttons, the
 * plot's box, the values box's rows, the summary's list); DepthChartController, which comes by a dynamic
 * import with the drawing code, draws the book's cumulative sides and writes the values box's rows and
 * the summary's lines, so a busy book never re-renders React and the trade page pays nothing for it until it mounts.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';
import { useCoinTicks } from '../../api/market-source';
import { useFeed } from '../../shell/feed-context';
import { mountedElements } from '../../ui/mounted-elements';
import {
  openDepthChartController,
  type DepthChartController,
  type DepthChartOptions,
} from './depth-chart-controller';
import './depth-chart.css';

export interface DepthChartPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** The page's theme: dark on the trade order page (the default), light elsewhere. */
  theme?: 'dark' | 'light';
}

export default function DepthChartView({ coin, symbol, marketSymbol, theme = 'dark' }: DepthChartPanelProps) {
  const { t } = useTranslation();
  const feed = useFeed();
  const ticks = useCoinTicks(coin);
  const plotRef = useRef<HTMLDivElement>(null);
  const hoverRef = useRef<HTMLDListElement>(null);
  const summaryRef = useRef<HTMLUListElement>(null);
  const controllerRef = useRef<DepthChartController | null>(null);
  const translate = t as DepthChartOptions['translate'];
  const options = useMemo<DepthChartOptions>(
    () => ({ coin, market: marketSymbol, ticks, translate, theme }),
    [coin, marketSymbol, ticks, translate, theme],
  );
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  useEffect(() => {
    const elements = mountedElements({ plot: plotRef, hover: hoverRef, summary: summaryRef });
    if (!elements) return;
    const close = openDepthChartController(feed, elements, optionsRef.current, (controller) => {
      controllerRef.current = controller;
      // Opened once its surface's code came (at once in 2D): a language chosen meanwhile too.
      controller.setOptions(optionsRef.current);
    });
    return () => {
      controllerRef.current = null;
      close();
    };
  }, [feed, coin, marketSymbol, theme]);

  useEffect(() => {
    controllerRef.current?.setOptions(options);
  }, [options]);

  const name = `${symbol}/${marketSymbol}`;
  return (
    <section
      className="td-panel td-panel--drawn td-depth-chart"
      aria-label={t('depthChart.label', { coin: name })}
      data-testid="depth-chart"
      data-coin={coin}
    >
      <div className="td-depth-chart__toolbar">
        <button
          type="button"
          className="td-depth-chart__zoom"
          aria-label={t('depthChart.zoomOut')}
          title={t('depthChart.zoomOut')}
          onClick={() => controllerRef.current?.zoomBy(-1)}
        >
          −
        </button>
        <button
          type="button"
          className="td-depth-chart__zoom"
          aria-label={t('depthChart.zoomIn')}
          title={t('depthChart.zoomIn')}
          onClick={() => controllerRef.current?.zoomBy(1)}
        >
          +
        </button>
      </div>
      <div className="td-depth-chart__viewport">
        <div
          ref={plotRef}
          className="td-depth-chart__plot"
          role="img"
          aria-label={t('depthChart.plot', { coin: name })}
          data-testid="depth-chart-plot"
        />
        <dl
          ref={hoverRef}
          className="td-depth-chart__hover"
          aria-label={t('depthChart.hover.label')}
          data-testid="depth-chart-hover"
          hidden
        />
      </div>
      <ul ref={summaryRef} className="td-visually-hidden" aria-label={t('depthChart.summary.label')} />
    </section>
  );
}
