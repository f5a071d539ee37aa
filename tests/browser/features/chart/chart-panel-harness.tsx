/**
 * A chart panel as the chart's panel tests mount it: BTC-KRW on the test services (render/chart-harness)
 * with a feed that delivers trades, inside the app's dialogs, waited for until it has drawn.
 */
import { expect } from 'vitest';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { testServices, TradingFeed } from '../../render/chart-harness';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';

export interface MountedChartPanel {
  mounted: Mounted;
  /** The controller the panel opened (null once it closed). */
  held: { controller: ChartController | null };
}

export async function mountChartPanel(size: { width: number; height: number }): Promise<MountedChartPanel> {
  const held: { controller: ChartController | null } = { controller: null };
  const mounted = mount(
    withAppDialogs(
      <FeedProvider client={new TradingFeed()}>
        <ChartPanel
          coin="BTC-KRW"
          symbol="BTC"
          marketSymbol="KRW"
          services={testServices()}
          onController={(controller) => {
            held.controller = controller;
          }}
        />
      </FeedProvider>,
    ),
    size,
  );
  await expect
    .poll(() => mounted.container.querySelector<HTMLElement>('[data-testid="chart-surface"]')?.dataset.drawn)
    .toBe('true');
  return { mounted, held };
}
