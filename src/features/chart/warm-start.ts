/**
 * What a page whose route names its chart starts as soon as the chart's code is in, before the chart
 * mounts: the chart worker (it loads its code while the history is on its way) and, where the chart will
 * draw with Pixi, the window's renderer with the chart's shaders and font made off-screen (a chart drawn
 * in 2D has nothing to warm). Each is held WARM_HOLD_MS for the chart to take.
 */
import { warmUpChartSurface } from '../../render/chart/chart-view';
import { WARM_HOLD_MS } from '../../render/render-view';
import { defaultChartServices } from './chart-services';

export function warmStartChart(): void {
  warmUpChartSurface();
  const client = defaultChartServices.acquireClient();
  setTimeout(() => defaultChartServices.releaseClient(client), WARM_HOLD_MS);
}
