/**
 * What a trader set up on one chart — its indicators (rules/chart-indicators.ts), its chart type
 * (candles, Heikin Ashi, line…) and its price scale (linear, log, percent, indexed; upside down or not) —
 * and where it is kept: a workspace chart panel's with the panel in the
 * layout (the panel's settings: per member, travelling with the panel into a pop-out window and back),
 * the chart popup's and a chart outside the workspace in this browser's chart settings. Whatever is
 * stored is read as valid: a set of indicators by parseIndicators, an unknown chart type as candles, an
 * unknown scale as linear.
 */
import { useCallback, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { isPriceScaleMode, type PriceScaleMode } from '../../render/chart/chart-model';
import { isChartType, type ChartType } from '../../render/chart/chart-types';
import { chartSettings } from './chart-settings-store';
import { parseIndicators, type ChartIndicators } from './rules/chart-indicators';

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
  setIndicators(next: ChartIndicators): void;
  setChartType(next: ChartType): void;
  setScale(mode: PriceScaleMode, inverted: boolean): void;
}

export function useChartSetup(panel?: PanelSettingsBinding): ChartSetup {
  const { popupChart } = useSnapshot(chartSettings);
  const stored: Readonly<Record<string, unknown>> | null = panel ? panel.settings : popupChart;
  const indicators = useMemo(() => parseIndicators(stored?.indicators), [stored]);
  const chartType = isChartType(stored?.chartType) ? stored.chartType : 'candles';
  const scaleMode = isPriceScaleMode(stored?.scaleMode) ? stored.scaleMode : 'linear';
  const scaleInverted = stored?.scaleInverted === true;
  const write = useCallback(
    (patch: Record<string, unknown>) => {
      if (panel) panel.onSettings({ ...panel.settings, ...patch });
      else chartSettings.popupChart = { ...chartSettings.popupChart, ...patch };
    },
    [panel],
  );
  return {
    indicators,
    chartType,
    scaleMode,
    scaleInverted,
    setIndicators: useCallback((next) => write({ indicators: next }), [write]),
    setChartType: useCallback((next) => write({ chartType: next }), [write]),
    setScale: useCallback((mode, inverted) => write({ scaleMode: mode, scaleInverted: inverted }), [write]),
  };
}
