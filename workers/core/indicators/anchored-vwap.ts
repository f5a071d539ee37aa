/**
 * Anchored VWAP (TradingView's): the volume-weighted average price from a chosen bar on, the first bar
 * whose open time is at or after `anchorTime` (unix seconds; 0, none chosen: the series' first bar). NaN
 * before it, and while no volume has traded since it (0 / 0); an anchor after the last bar leaves the
 * line empty until a bar reaches it.
 */
import type { IndicatorDefinition, KernelFactory } from './definition';
import type { PriceSource } from './sources';
import { VwapKernel } from './vwap';

export const anchoredVwap: IndicatorDefinition<'anchoredVwap'> = {
  kind: 'anchoredVwap',
  placement: 'overlay',
  params: [
    { name: 'anchorTime', type: 'time', default: 0 },
    { name: 'source', type: 'source', default: 'hlc3' },
  ],
  lines: [{ name: 'vwap', style: 'line', color: '#1e88e5', width: 2 }],
};

export const anchoredVwapKernel: KernelFactory = (params) => {
  const anchorTime = params.anchorTime as number;
  // One period from the anchor on; none before it.
  return new VwapKernel(params.source as PriceSource, (time) => (time >= anchorTime ? 0 : Number.NaN));
};
