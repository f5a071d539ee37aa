/**
 * What the hotkeys ask of a chart (src/shell/intent-rules.ts): step to the toolbar's next or previous
 * interval (1m … 1D, stopping at the ends), and show or hide the left toolbar with its drawing tools (the
 * window's stored "left toolbar hidden" flag, as the chart settings menu switches it).
 */
import { useEffect, useRef } from 'react';
import { CANDLE_INTERVALS, type CandleInterval } from '../../../contract/intervals';
import { subscribeIntent } from '../../shell';
import { chartSettings } from './chart-settings-store';

/** The interval `step` places after `current` in the toolbar's order, stopping at the ends. */
export function steppedInterval(current: CandleInterval, step: 1 | -1): CandleInterval {
  const at = CANDLE_INTERVALS.indexOf(current);
  return CANDLE_INTERVALS[Math.min(CANDLE_INTERVALS.length - 1, Math.max(0, at + step))]!;
}

export function useChartHotkeyIntents(
  interval: CandleInterval,
  choose: (interval: CandleInterval) => void,
): void {
  const latest = useRef({ interval, choose });
  useEffect(() => {
    latest.current = { interval, choose };
  });
  useEffect(() => {
    const stopStep = subscribeIntent('stepChartInterval', ({ step, answer }) => {
      const next = steppedInterval(latest.current.interval, step);
      if (next !== latest.current.interval) latest.current.choose(next);
      answer(next);
      return true;
    });
    const stopToggle = subscribeIntent('toggleDrawingTools', ({ answer }) => {
      chartSettings.leftToolbarHidden = !chartSettings.leftToolbarHidden;
      answer(!chartSettings.leftToolbarHidden);
      return true;
    });
    return () => {
      stopStep();
      stopToggle();
    };
  }, []);
}
