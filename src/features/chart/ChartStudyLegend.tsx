/**
 * The indicators' legends over the plot: the price pane's in the captions box (the chart's labels keep
 * clear of it), each indicator pane's at its pane's top (placed by the controller, study-legend.ts). A row
 * per indicator: its name and parameters, its lines' values at the bar under the pointer (cells written
 * in place by the controller, each in its line's colour), and its controls — settings, hide or show, move
 * to another pane, remove; a pane's own controls collapse it, move it up or down or remove it. Every
 * control is a button or a select, reachable by keyboard and named for a screen reader. An indicator not
 * shown at the chart's interval (its settings' Visibility) is dimmed and says so instead of its values.
 */
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { CandleInterval } from '../../../contract/intervals';
import { indicatorDefinition, type ChartStudy } from '../../render/chart/chart-studies';
import {
  moveIndicator,
  movePane,
  removeIndicator,
  removePane,
  setPaneCollapsed,
  setVisible,
  showsAtInterval,
  type ChartIndicator,
  type ChartIndicators,
} from './rules/chart-indicators';

export interface StudyLegendProps {
  set: ChartIndicators;
  /** How each indicator of `set` is drawn (its lines' colours). */
  studies: readonly ChartStudy[];
  /** The chart's interval: an indicator not shown at it says so. */
  interval: CandleInterval;
  onChange(next: ChartIndicators): void;
  onSettings(indicator: ChartIndicator): void;
}

const hex = (colour: number) => `#${colour.toString(16).padStart(6, '0')}`;

/** The parameters as a trader reads them after the name: "14 종가", "12 26 9 Close". */
export function paramsSummary(indicator: ChartIndicator, t: TFunction): string {
  return indicatorDefinition(indicator.kind)
    .params.map((spec) => {
      const value = indicator.params[spec.name];
      if (spec.type === 'source') return t(`chart.indicators.sources.${String(value)}` as never);
      if (spec.type === 'choice') return t(`chart.indicators.choices.${spec.name}.${String(value)}` as never);
      if (spec.type === 'time') return null;
      return String(value);
    })
    .filter((part) => part !== null)
    .join(' ');
}

function StudyRow({
  indicator,
  study,
  set,
  interval,
  onChange,
  onSettings,
}: { indicator: ChartIndicator; study: ChartStudy | undefined } & Omit<StudyLegendProps, 'studies'>) {
  const { t } = useTranslation();
  const definition = indicatorDefinition(indicator.kind);
  const name = t(`chart.indicators.kinds.${indicator.kind}.short` as never);
  const label = `${name} ${paramsSummary(indicator, t)}`.trim();
  const here = showsAtInterval(indicator, interval);
  return (
    <div
      className="td-chart__study"
      data-study={indicator.id}
      data-hidden={indicator.visible && here ? undefined : 'true'}
      role="group"
      aria-label={t('chart.indicators.legend.values', { name: label })}
    >
      <span className="td-chart__study-name">{label}</span>
      {!here && <span className="td-chart__study-note">{t('chart.indicators.legend.hiddenHere')}</span>}
      {indicator.visible &&
        here &&
        definition.lines.map((line, l) =>
          study?.lines[l]?.visible === false ? null : (
            <span
              key={line.name}
              className="td-chart__study-value"
              style={{ color: hex(study?.lines[l]?.color ?? 0) }}
              aria-label={t(`chart.indicators.lines.${indicator.kind}.${line.name}` as never)}
              data-value={`${indicator.id}:${l}`}
            />
          ),
        )}
      <span className="td-chart__study-tools">
        <button
          type="button"
          onClick={() => onSettings(indicator)}
          aria-label={`${label} ${t('chart.indicators.legend.settings')}`}
        >
          ⚙
        </button>
        <button
          type="button"
          aria-pressed={!indicator.visible}
          onClick={() => onChange(setVisible(set, indicator.id, !indicator.visible))}
          aria-label={`${label} ${t(indicator.visible ? 'chart.indicators.legend.hide' : 'chart.indicators.legend.show')}`}
        >
          {indicator.visible ? '◉' : '○'}
        </button>
        <select
          aria-label={`${label} ${t('chart.indicators.legend.moveTo')}`}
          value=""
          onChange={(event) => {
            const target = event.target.value;
            onChange(moveIndicator(set, indicator.id, target === 'new' ? 'new' : Number(target)));
          }}
        >
          <option value="" disabled>
            {t('chart.indicators.legend.moveTo')}
          </option>
          {set.panes.map((_, pane) =>
            pane === indicator.pane ? null : (
              <option key={pane} value={pane}>
                {pane === 0
                  ? t('chart.indicators.legend.priceScale')
                  : t('chart.indicators.legend.paneLabel', { n: pane })}
              </option>
            ),
          )}
          <option value="new">{t('chart.indicators.legend.newPane')}</option>
        </select>
        <button
          type="button"
          onClick={() => onChange(removeIndicator(set, indicator.id))}
          aria-label={`${label} ${t('chart.indicators.legend.remove')}`}
        >
          ×
        </button>
      </span>
    </div>
  );
}

/** The price pane's rows: rendered inside the captions box. */
export function PriceStudyLegend(props: StudyLegendProps) {
  const rows = props.set.indicators
    .map((indicator, k) => ({ indicator, study: props.studies[k] }))
    .filter(({ indicator }) => indicator.pane === 0);
  if (rows.length === 0) return null;
  return (
    <div className="td-chart__studies td-chart__studies--price" data-testid="chart-price-studies">
      {rows.map(({ indicator, study }) => (
        <StudyRow key={indicator.id} indicator={indicator} study={study} {...props} />
      ))}
    </div>
  );
}

/** Each indicator pane's legend and controls, placed at its pane's top by the controller. */
export function PaneStudyLegends(props: StudyLegendProps) {
  const { t } = useTranslation();
  const { set, onChange } = props;
  return (
    <>
      {set.panes.map((pane, k) => {
        if (k === 0) return null;
        const label = t('chart.indicators.legend.paneLabel', { n: k });
        const rows = set.indicators
          .map((indicator, at) => ({ indicator, study: props.studies[at] }))
          .filter(({ indicator }) => indicator.pane === k);
        return (
          <section key={k} className="td-chart__pane-legend" data-pane={k} aria-label={label}>
            <div className="td-chart__studies">
              {rows.map(({ indicator, study }) => (
                <StudyRow key={indicator.id} indicator={indicator} study={study} {...props} />
              ))}
            </div>
            <span className="td-chart__pane-tools">
              <button
                type="button"
                aria-expanded={!pane.collapsed}
                onClick={() => onChange(setPaneCollapsed(set, k, !pane.collapsed))}
                aria-label={`${label} ${t(pane.collapsed ? 'chart.indicators.legend.expand' : 'chart.indicators.legend.collapse')}`}
              >
                {pane.collapsed ? '▸' : '▾'}
              </button>
              <button
                type="button"
                disabled={k === 1}
                onClick={() => onChange(movePane(set, k, -1))}
                aria-label={`${label} ${t('chart.indicators.legend.paneUp')}`}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={k === set.panes.length - 1}
                onClick={() => onChange(movePane(set, k, 1))}
                aria-label={`${label} ${t('chart.indicators.legend.paneDown')}`}
              >
                ↓
              </button>
              <button
                type="button"
                onClick={() => onChange(removePane(set, k))}
                aria-label={`${label} ${t('chart.indicators.legend.removePane')}`}
              >
                ×
              </button>
            </span>
          </section>
        );
      })}
    </>
  );
}
