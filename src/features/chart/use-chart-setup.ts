/**
 * What a trader set up on one chart — its indicators (rules/chart-indicators.ts), the coins it compares
 * (rules/chart-compare.ts), its chart type (candles, Heikin Ashi, line…) and its price scale (linear,
 * log, percent, indexed; upside down or not) — and where it is kept: a workspace chart panel's with the panel in the
 * layout (the panel's settings: per member, travelling with the panel into a pop-out window and back),
 * the chart popup's and a chart outside the workspace in this browser's chart settings. Whatever is
 * stored is read as valid: a set of indicators by parseIndicators, the compared coins by parseCompares,
 * an unknown chart type as candles, an unknown scale as linear. The first coin compared turns a linear
 * scale to percent, as TradingView's compare does: the lines then read as the change they are drawn as.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { isPriceScaleMode, type PriceScaleMode } from '../../render/chart/chart-model';
import { isChartType, type ChartType } from '../../render/chart/chart-types';
import { chartSettings } from './chart-settings-store';
import { parseIndicators, type ChartIndicators } from './rules/chart-indicators';
import {
  addCompare,
  parseCompares,
  removeCompare,
  type ChartCompare,
  type CompareChange,
} from './rules/chart-compare';
import type { CoinKey } from '../../../contract/markets';

/** A workspace panel's own settings and how to change them (src/workspace hands both to its panels). */
export interface PanelSettingsBinding {
  settings: Readonly<Record<string, unknown>> | null;
  onSettings(next: Readonly<Record<string, unknown>>): void;
}

export interface ChartSetup {
  indicators: ChartIndicators;
  chartType: ChartType;
  scaleMode: PriceScaleMode;
  scaleInverted: boolean;
  compares: ChartCompare[];
  setIndicators(next: ChartIndicators): void;
  /** Compares `coin` with the chart's `chartCoin` too: the new list, or why not. */
  addCompare(coin: CoinKey, chartCoin: CoinKey): CompareChange;
  /** Compares `coin` no more; answers the new list. */
  removeCompare(coin: CoinKey): ChartCompare[];
  setChartType(next: ChartType): void;
  setScale(mode: PriceScaleMode, inverted: boolean): void;
}

export function useChartSetup(panel?: PanelSettingsBinding): ChartSetup {
  const { popupChart } = useSnapshot(chartSettings);
  const stored: Readonly<Record<string, unknown>> | null = panel ? panel.settings : popupChart;
  const indicators = useMemo(() => parseIndicators(stored?.indicators), [stored]);
  const compares = useMemo(() => parseCompares(stored?.compares), [stored]);
  const chartType = isChartType(stored?.chartType) ? stored.chartType : 'candles';
  const scaleMode = isPriceScaleMode(stored?.scaleMode) ? stored.scaleMode : 'linear';
  const scaleInverted = stored?.scaleInverted === true;
  // What was last written, until the owner renders it: changes made before then (two adds from a
  // dialog in one frame) build on each other instead of on this render's settings.
  const latest = useRef(stored);
  useLayoutEffect(() => {
    latest.current = stored;
  }, [stored]);
  const write = useCallback(
    (patch: Record<string, unknown>) => {
      const next = { ...latest.current, ...patch };
      latest.current = next;
      if (panel) panel.onSettings(next);
      else chartSettings.popupChart = next;
    },
    [panel],
  );
  return {
    indicators,
    compares,
    chartType,
    scaleMode,
    scaleInverted,
    setIndicators: useCallback((next) => write({ indicators: next }), [write]),
    addCompare: useCallback(
      (coin, chartCoin) => {
        const held = parseCompares(latest.current?.compares);
        const added = addCompare(held, coin, chartCoin);
        if (!added.ok) return added;
        const mode = latest.current?.scaleMode;
        const percent = held.length === 0 && (!isPriceScaleMode(mode) || mode === 'linear');
        write({ compares: added.compares, ...(percent && { scaleMode: 'percent' }) });
        return added;
      },
      [write],
    ),
    removeCompare: useCallback(
      (coin) => {
        const next = removeCompare(parseCompares(latest.current?.compares), coin);
        write({ compares: next });
        return next;
      },
      [write],
    ),
    setChartType: useCallback((next) => write({ chartType: next }), [write]),
    setScale: useCallback((mode, inverted) => write({ scaleMode: mode, scaleInverted: inverted }), [write]),
  };
}
