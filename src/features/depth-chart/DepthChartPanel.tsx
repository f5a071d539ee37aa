/**
 * src/features/depth-chart/: the depth chart panel as the workspace registers it. Its body, controller,
 * rules and drawing code come by a dynamic import when a panel mounts (DepthChartView.tsx), so the trade
 * page, which does not show one by default, loads none of it; the panel shows nothing until it came.
 */
import { lazy, Suspense } from 'react';
import type { CoinKey, MarketSymbol } from '../../../contract/markets';

const DepthChartView = lazy(() => import('./DepthChartView'));

export interface DepthChartPanelProps {
  coin: CoinKey;
  symbol: string;
  marketSymbol: MarketSymbol;
  /** The page's theme: dark on the trade order page (the default), light elsewhere. */
  theme?: 'dark' | 'light';
}

export function DepthChartPanel(props: DepthChartPanelProps) {
  return (
    <Suspense fallback={null}>
      <DepthChartView {...props} />
    </Suspense>
  );
}
