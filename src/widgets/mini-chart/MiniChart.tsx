/**
 * src/widgets/mini-chart/: the mini chart widget (chart spec §2, §3, §9), a small SVG line and area of
 * [time, ?, price] rows with KST x-axis ticks and a tooltip (time and price) that follows the pointer or
 * the arrow keys. SVG rather than the shared Pixi renderer: a day is ~144 points, cheap for the DOM, gives
 * real elements to test and to read, and costs no WebGL context. The rules live in mini-chart-rules.ts.
 */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { useTranslation } from 'react-i18next';
import type { PriceTicks } from '../../../contract/price-ticks';
import { formatPrice } from '../../lib/price-format';
import {
  areaPath,
  isPointKey,
  linePath,
  movePoint,
  nearestIndex,
  parseMiniChartRows,
  pointPixels,
  pointScale,
  priceDomain,
  seriesSummary,
  tickCount,
  timeTicks,
  tooltipTime,
  type MiniChartRow,
  type PlotArea,
} from './mini-chart-rules';
import type { MiniChartStatus } from './use-mini-chart-rows';
import './mini-chart.css';

/** Width drawn at until the ResizeObserver has measured the widget. */
const UNMEASURED_WIDTH = 320;
const AXIS_HEIGHT = 18;
const INSET_X = 4;
const INSET_TOP = 6;
/** Labels closer than this to an edge are anchored to it, so they are not cut off. */
const LABEL_EDGE_PX = 24;

/** The SVG text-anchor of a tick label at `x` on a chart `width` wide. */
function tickAnchor(x: number, width: number): 'start' | 'middle' | 'end' {
  if (x < LABEL_EDGE_PX) return 'start';
  return x > width - LABEL_EDGE_PX ? 'end' : 'middle';
}

export interface MiniChartProps {
  rows: readonly MiniChartRow[];
  /** The coin's price steps on the window's source: the decimals of its prices, a flat range's widening. */
  ticks: PriceTicks;
  /** Names the series in the accessible summary (e.g. "BTC/KRW"). */
  name: string;
  /** Where the rows stand; 'ready' with no valid rows shows the empty message. */
  status?: MiniChartStatus;
  /** Widens a flat range; defaults to the coin's step at the price. */
  unitPrice?: number;
  /** Height in px, the axis included. */
  height?: number;
}

/** The element's content-box width, kept up to date; undefined until measured. */
function useWidth(ref: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number>();
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

export function MiniChart({
  rows,
  ticks: priceTicks,
  name,
  status = 'ready',
  unitPrice,
  height = 96,
}: MiniChartProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLElement>(null);
  const measured = useWidth(rootRef);
  const width = measured ?? UNMEASURED_WIDTH;
  const [active, setActive] = useState(-1);

  const { points, skipped } = useMemo(() => parseMiniChartRows(rows), [rows]);
  const unit = unitPrice ?? (points[0] ? priceTicks(points[0].price) : undefined);
  const domain = useMemo(() => priceDomain(points, unit), [points, unit]);
  const area: PlotArea = useMemo(
    () => ({
      left: INSET_X,
      top: INSET_TOP,
      width: Math.max(1, width - 2 * INSET_X),
      height: Math.max(1, height - AXIS_HEIGHT - INSET_TOP),
    }),
    [width, height],
  );
  const scale = useMemo(() => (domain ? pointScale(points, domain, area) : null), [points, domain, area]);
  const pixels = useMemo(() => (domain ? pointPixels(points, domain, area) : []), [points, domain, area]);
  const ticks = useMemo(() => {
    const first = points[0];
    const last = points[points.length - 1];
    return first && last ? timeTicks(first.time, last.time, tickCount(measured)) : [];
  }, [points, measured]);
  const shown = active >= 0 && active < points.length ? active : -1;

  const state = status !== 'ready' ? status : points.length === 0 ? 'empty' : 'ready';
  const message =
    state === 'loading'
      ? t('miniChart.loading')
      : state === 'error'
        ? t('miniChart.error')
        : state === 'empty'
          ? t('miniChart.empty')
          : null;

  const series = useMemo(() => seriesSummary(points), [points]);
  const summary = series
    ? t('miniChart.label', {
        name,
        from: tooltipTime(series.first.time),
        to: tooltipTime(series.last.time),
        first: formatPrice(priceTicks, series.first.price),
        last: formatPrice(priceTicks, series.last.price),
        low: formatPrice(priceTicks, series.low),
        high: formatPrice(priceTicks, series.high),
      })
    : '';

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const x = event.clientX - event.currentTarget.getBoundingClientRect().left;
    setActive(nearestIndex(pixels, x));
  };
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    if (!isPointKey(event.key)) return;
    event.preventDefault();
    setActive(movePoint(shown, event.key, points.length));
  };

  const baseline = area.top + area.height;
  const activePoint = shown >= 0 ? points[shown] : undefined;
  const activePixel = shown >= 0 ? pixels[shown] : undefined;

  return (
    <figure
      ref={rootRef}
      className="td-mini-chart"
      data-state={state}
      data-direction={series?.direction ?? 'flat'}
      data-skipped={skipped}
      data-testid="mini-chart"
    >
      {message !== null ? (
        <p className="td-mini-chart__message" style={{ height }}>
          {message}
        </p>
      ) : (
        <div className="td-mini-chart__plot">
          <svg
            className="td-mini-chart__svg"
            role="img"
            aria-label={summary}
            width={width}
            height={height}
            viewBox={`0 0 ${width} ${height}`}
            tabIndex={0}
            onPointerMove={onPointerMove}
            onPointerLeave={() => setActive(-1)}
            onKeyDown={onKeyDown}
            onBlur={() => setActive(-1)}
          >
            <path className="td-mini-chart__area" d={areaPath(pixels, baseline)} />
            <path className="td-mini-chart__line" d={linePath(pixels)} data-testid="mini-chart-line" />
            <g className="td-mini-chart__axis" data-testid="mini-chart-ticks">
              {ticks.map((tick) => {
                const x = scale ? scale.x(tick.time) : area.left;
                const anchor = tickAnchor(x, width);
                return (
                  <g key={tick.time} className="td-mini-chart__tick" data-time={tick.time}>
                    <line x1={x} x2={x} y1={baseline} y2={baseline + 3} />
                    <text x={x} y={height - 4} textAnchor={anchor}>
                      {tick.label}
                    </text>
                  </g>
                );
              })}
            </g>
            {activePixel && (
              <g className="td-mini-chart__cursor">
                <line x1={activePixel.x} x2={activePixel.x} y1={area.top} y2={baseline} />
                <circle cx={activePixel.x} cy={activePixel.y} r={3} />
              </g>
            )}
          </svg>
          <div
            className="td-mini-chart__tooltip"
            role="status"
            data-testid="mini-chart-tooltip"
            hidden={!activePoint}
            style={activePixel ? { left: Math.min(Math.max(activePixel.x, 0), width) } : undefined}
            data-side={activePixel && activePixel.x > width / 2 ? 'left' : 'right'}
          >
            {activePoint && (
              <>
                <span className="td-mini-chart__tooltip-time">
                  {t('miniChart.time', { time: tooltipTime(activePoint.time) })}
                </span>{' '}
                <span className="td-mini-chart__tooltip-price">
                  {formatPrice(priceTicks, activePoint.price)}
                </span>
              </>
            )}
          </div>
        </div>
      )}
    </figure>
  );
}
