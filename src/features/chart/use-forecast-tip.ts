/**
 * The forecast's tip (chart spec §9): once a day (claimForecastTip), shown, fading after
 * FORECAST_TIP_FADE_MS and gone after FORECAST_TIP_REMOVE_MS.
 */
import { useEffect, useRef, useState } from 'react';
import { claimForecastTip } from './chart-dialogs';
import { FORECAST_TIP_FADE_MS, FORECAST_TIP_REMOVE_MS } from './rules/chart-forecast';

export type ForecastTip = 'hidden' | 'shown' | 'fading';

export function useForecastTip(): ForecastTip {
  const [tip, setTip] = useState<ForecastTip>('hidden');
  // Claimed once per mount; React may run the effect twice, and the second run must keep the claim.
  const tipClaim = useRef<'unasked' | 'mine' | 'not mine'>('unasked');
  useEffect(() => {
    if (tipClaim.current === 'unasked') tipClaim.current = claimForecastTip() ? 'mine' : 'not mine';
    if (tipClaim.current !== 'mine') return;
    const show = setTimeout(() => setTip('shown'), 0);
    const fade = setTimeout(() => setTip('fading'), FORECAST_TIP_FADE_MS);
    const remove = setTimeout(() => setTip('hidden'), FORECAST_TIP_REMOVE_MS);
    return () => {
      clearTimeout(show);
      clearTimeout(fade);
      clearTimeout(remove);
    };
  }, []);
  return tip;
}
