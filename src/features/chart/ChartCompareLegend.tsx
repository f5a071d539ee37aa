/**
 * The compared coins' legend over the price (in the captions box, above the indicators'): a row per coin
 * in its line's colour — its symbol, its close and change from the first bar on screen at the bar under
 * the pointer (a cell the controller writes in place, compare-legend.ts), whether its bars are still
 * loading or failed to, and a Remove button reachable by keyboard and named for a screen reader.
 */
import { useTranslation } from 'react-i18next';
import type { CoinKey } from '../../../contract/markets';
import type { CompareState } from './chart-compares';
import type { ChartCompare } from './rules/chart-compare';

export interface CompareLegendProps {
  compares: readonly ChartCompare[];
  /** Each coin's state as the controller last said (none yet: loading). */
  states: Readonly<Partial<Record<CoinKey, CompareState>>>;
  onRemove(coin: CoinKey): void;
}

/** A coin the controller has not spoken of yet is loading. */
const LOADING: CompareState = 'loading';

export function ChartCompareLegend({ compares, states, onRemove }: CompareLegendProps) {
  const { t } = useTranslation();
  if (compares.length === 0) return null;
  return (
    <div className="td-chart__compares" role="group" aria-label={t('chart.compare.legend')}>
      {compares.map(({ coin, colour }) => {
        const name = coin.replace('-', '/');
        const state: CompareState = states[coin] ?? LOADING;
        return (
          <div key={coin} className="td-chart__study" data-compare={coin} data-state={state}>
            <span className="td-chart__compare-swatch" style={{ background: colour }} />
            <span className="td-chart__study-name">{name}</span>
            <span
              className="td-chart__study-value"
              style={{ color: colour }}
              aria-label={t('chart.compare.value', { name })}
              data-compare-value={coin}
            />
            {state !== 'live' && (
              <span className="td-chart__study-name">
                {state === 'error' ? t('chart.compare.failed') : t('chart.compare.loading')}
              </span>
            )}
            <span className="td-chart__study-tools">
              <button
                type="button"
                aria-label={t('chart.compare.remove', { name })}
                title={t('chart.compare.remove', { name })}
                onClick={() => onRemove(coin)}
              >
                ×
              </button>
            </span>
          </div>
        );
      })}
    </div>
  );
}
