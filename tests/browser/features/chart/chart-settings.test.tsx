import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MemoryRouter } from 'react-router';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { CHART_SETTINGS_STORAGE_KEY } from '../../../../src/features/chart/rules/chart-opening';
import {
  defaultChartSettings,
  parseChartSettings,
} from '../../../../src/features/chart/rules/chart-settings';
import { DialogManager } from '../../../../src/shell';
import { visibleRange } from '../../../../src/render/chart/chart-layout';
import { CHART_LIGHT_THEME, CHART_THEME } from '../../../../src/render/chart/chart-palette';
import { isColour, plotPixel, rendererQuiet, testServices, TradingFeed } from '../../render/chart-harness';
import { mount, type Mounted } from '../../workspace/harness';
import { registerAppDialogs } from '../../../../src/app/dialogs';

// The app's dialog map, as the app root registers it.
registerAppDialogs();

const ORDER_PAGE = '/trade/order/BTC-KRW';
const GALLERY = '/dev/gallery';

let mounted: Mounted | undefined;
let controller: ChartController | null = null;

function renderChart(pathname: string): void {
  mounted = mount(
    <MemoryRouter>
      <FeedProvider client={new TradingFeed()}>
        <div style={{ width: '900px', height: '480px', display: 'flex' }}>
          <ChartPanel
            coin="BTC-KRW"
            symbol="BTC"
            marketSymbol="KRW"
            services={testServices()}
            pathname={pathname}
            onController={(created) => (controller = created)}
          />
        </div>
      </FeedProvider>
      <DialogManager />
    </MemoryRouter>,
  );
}

const surface = () => page.getByTestId('chart-surface');
const stored = () => parseChartSettings(localStorage.getItem(CHART_SETTINGS_STORAGE_KEY));

async function ready(): Promise<ChartController> {
  await expect.element(surface()).toHaveAttribute('data-load-state', 'ready');
  return controller!;
}

beforeEach(() => {
  // The forecast terms have been answered: their modal does not open by itself over these tests.
  Object.assign(chartSettings, { ...defaultChartSettings(), forecastTermsAgreed: true, termsShownCount: 2 });
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  controller = null;
});

describe('chart settings', () => {
  test('the settings layer turns the averages, grid and volume off and on, and remembers them', async () => {
    renderChart(ORDER_PAGE);
    const chart = await ready();
    await page.getByRole('button', { name: 'Settings' }).click();
    const layer = page.getByRole('group', { name: 'Chart settings' });
    await layer.getByRole('checkbox', { name: 'MA 15' }).click();
    await layer.getByRole('checkbox', { name: 'Grid' }).click();
    await layer.getByRole('checkbox', { name: 'Volume' }).click();
    await expect
      .poll(() => chart.scene.model.appearance)
      .toMatchObject({ ma15: false, ma60: true, showGrid: false, showVolume: false });
    expect(stored().chart).toEqual({ ma15: false, ma60: true });
    expect(stored().paneProperties).toEqual({ showGrid: false, showVolume: false });
    await layer.getByRole('checkbox', { name: 'Grid' }).click();
    await expect.poll(() => chart.scene.model.appearance.showGrid).toBe(true);
    // Escape closes the layer.
    await userEvent.keyboard('{Escape}');
    await expect.element(layer).not.toBeInTheDocument();
  });

  test('the trade order page is always dark; elsewhere the light theme draws a light plot', async () => {
    chartSettings.theme = 'light';
    renderChart(ORDER_PAGE);
    let chart = await ready();
    expect(chart.scene.model.palette).toBe(CHART_THEME);
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Theme' })).toBeDisabled();
    await expect.element(page.getByText('This page is always dark.')).toBeInTheDocument();
    // The price axis strip is drawn in the palette's background.
    await rendererQuiet();
    const plot = page.getByTestId('chart-plot').element() as HTMLElement;
    expect(isColour(plotPixel(plot, chart.scene.model.plotWidth + 60, 4), CHART_THEME.background)).toBe(true);
    mounted?.unmount();

    renderChart(GALLERY);
    chart = await ready();
    expect(chart.scene.model.palette).toBe(CHART_LIGHT_THEME);
    expect(page.getByTestId('chart-panel').element().getAttribute('data-theme')).toBe('light');
    await rendererQuiet();
    const lightPlot = page.getByTestId('chart-plot').element() as HTMLElement;
    expect(
      isColour(plotPixel(lightPlot, chart.scene.model.plotWidth + 60, 4), CHART_LIGHT_THEME.background),
    ).toBe(true);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('combobox', { name: 'Theme' }).selectOptions('dark');
    await expect.poll(() => chart.scene.model.palette).toBe(CHART_THEME);
    expect(stored().theme).toBe('dark');
  });

  test('the left toolbar zooms, goes to the latest bar and resets; it can be hidden', async () => {
    renderChart(ORDER_PAGE);
    const chart = await ready();
    const tools = page.getByRole('toolbar', { name: 'Drawing and view tools' });
    const spacing = chart.scene.model.scale.barSpacing;
    await tools.getByRole('button', { name: 'Zoom in' }).click();
    expect(chart.scene.model.scale.barSpacing).toBeGreaterThan(spacing);
    await tools.getByRole('button', { name: 'Reset the view' }).click();
    expect(chart.scene.model.scale.barSpacing).toBeCloseTo(spacing);
    await tools.getByRole('button', { name: 'Zoom out' }).click();
    expect(chart.scene.model.scale.barSpacing).toBeLessThan(spacing);
    chart.handleKey('Home');
    expect(visibleRange(chart.scene.model.scale).to).toBeLessThan(chart.data.length - 1);
    await tools.getByRole('button', { name: 'Go to the latest bar' }).click();
    expect(visibleRange(chart.scene.model.scale).to).toBeGreaterThanOrEqual(chart.data.length - 1);

    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('checkbox', { name: 'Left toolbar' }).click();
    await expect.element(tools).not.toBeInTheDocument();
    expect(stored().leftToolbarHidden).toBe(true);
  });

  test('the chart-hide setting hides the chart on the trade order page, and Show brings it back', async () => {
    renderChart(ORDER_PAGE);
    await ready();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('checkbox', { name: 'Hide the chart on the trade page' }).click();
    await expect.element(page.getByRole('status').getByText('The chart is hidden.')).toBeInTheDocument();
    await expect.element(surface()).not.toBeInTheDocument();
    expect(controller).toBeNull();
    expect(stored().chartHidden).toBe(true);

    await page.getByRole('button', { name: 'Show the chart' }).click();
    await expect.element(surface()).toHaveAttribute('data-load-state', 'ready');
    expect(stored().chartHidden).toBe(false);
  });

  test('the chart-hide setting does not apply away from the trade order page', async () => {
    chartSettings.chartHidden = true;
    renderChart(GALLERY);
    await ready();
    await page.getByRole('button', { name: 'Settings' }).click();
    await expect
      .element(page.getByRole('checkbox', { name: 'Hide the chart on the trade page' }))
      .not.toBeInTheDocument();
  });
});
