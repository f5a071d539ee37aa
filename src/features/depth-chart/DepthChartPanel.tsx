/**
 * src/features/depth-chart/: the depth chart panel as the workspace registers it. Its body, controller,
 * rules and drawing code come by a dynamic import when a panel mounts (DepthChartView.tsx), so the trade
 * page, which does not show one by default, loads none of it; the panel shows nothing until it came.
 */
import { lazy, Suspense } from 'react';
import type { DepthChartPanelProps } from './DepthChartView';

const DepthChartView = lazy(() => import('./DepthChartView'));

export type { DepthChartPanelProps };

export function DepthChartPanel(props: DepthChartPanelProps) {
  return (
    <Suspense fallback={null}>
      <DepthChartView {...props} />
    </Suspense>
  );
}
