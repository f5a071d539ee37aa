/**
 * One side's reliability diagram in the forecast guide: each decile of the forecasts as a point (mean
 * forecast across, observed frequency up) against the diagonal a calibrated forecast would sit on. The
 * drawing is an image to assistive technology; its figures are in a table beside it, out of sight.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalibrationBin } from '../../api/chart-client';
import type { ForecastSide } from '../../render/chart/chart-model';
import { decileFigures } from './rules/forecast-guide';
import {
  diagramPoint,
  reliabilityPoints,
  RELIABILITY_PLOT,
  RELIABILITY_VIEW,
} from './rules/reliability-diagram';

/** Grid lines and axis labels at 0, 50 % and 100 %. */
const TICKS = [0, 0.5, 1];
const POINT_RADIUS = 3;

export interface ReliabilityDiagramProps {
  side: ForecastSide;
  /** The diagram's name (its table's caption too). */
  label: string;
  /** The id of the text that says how to read it. */
  describedBy: string;
  bins: readonly CalibrationBin[];
}

export function ReliabilityDiagram({ side, label, describedBy, bins }: ReliabilityDiagramProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { left, top, size } = RELIABILITY_PLOT;
  const bottom = top + size;
  const points = reliabilityPoints(bins);
  const origin = diagramPoint(0, 0);
  const corner = diagramPoint(1, 1);
  return (
    <figure className="td-reliability" data-side={side}>
      <svg
        className="td-reliability__drawing"
        viewBox={`0 0 ${RELIABILITY_VIEW.width} ${RELIABILITY_VIEW.height}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
      >
        <title id={titleId}>{label}</title>
        {TICKS.map((tick) => {
          const at = diagramPoint(tick, tick);
          const text = `${tick * 100}%`;
          return (
            <g key={tick} className="td-reliability__grid">
              <line x1={at.x} y1={top} x2={at.x} y2={bottom} />
              <line x1={left} y1={at.y} x2={left + size} y2={at.y} />
              <text x={at.x} y={bottom + 11} textAnchor="middle">
                {text}
              </text>
              <text x={left - 3} y={at.y + 3} textAnchor="end">
                {text}
              </text>
            </g>
          );
        })}
        <text className="td-reliability__axis" x={left + size / 2} y={bottom + 24} textAnchor="middle">
          {t('forecast.reliability.axisForecast')}
        </text>
        <text
          className="td-reliability__axis"
          transform={`translate(7 ${top + size / 2}) rotate(-90)`}
          textAnchor="middle"
        >
          {t('forecast.reliability.axisObserved')}
        </text>
        <line className="td-reliability__diagonal" x1={origin.x} y1={origin.y} x2={corner.x} y2={corner.y} />
        {points.map(({ decile, bin, x, y }) => (
          <circle key={decile} className="td-reliability__point" cx={x} cy={y} r={POINT_RADIUS}>
            <title>{t('forecast.reliability.point', { decile, ...decileFigures(bin) })}</title>
          </circle>
        ))}
      </svg>
      <table className="td-visually-hidden">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{t('forecast.reliability.decile')}</th>
            <th scope="col">{t('forecast.reliability.meanForecast')}</th>
            <th scope="col">{t('forecast.reliability.observed')}</th>
            <th scope="col">{t('forecast.reliability.bars')}</th>
          </tr>
        </thead>
        <tbody>
          {points.map(({ decile, bin }) => {
            const figures = decileFigures(bin);
            return (
              <tr key={decile}>
                <th scope="row">{decile}</th>
                <td>{figures.forecast}</td>
                <td>{figures.observed}</td>
                <td>{figures.count}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
