/**
 * The member's parent orders on the chart panel, on both surfaces: a running split order of the coin draws
 * its range as a band between its prices with its label, a TWAP with a price limit its line; the pending
 * button hides and shows them; another coin's parents, or ended ones, draw nothing, and a guest's chart
 * asks for none.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { AlgoOrderRow } from '../../../../contract';
import type { CoinKey } from '../../../../contract/markets';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import type { ChartServices } from '../../../../src/features/chart/chart-services';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import { priceToY } from '../../../../src/render/chart/chart-layout';
import { CHART_THEME } from '../../../../src/render/chart/chart-palette';
import { preferChartSurface, type ChartSurface } from '../../../../src/render/chart/chart-view';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { session } from '../../../../src/state/session';
import { orderRow } from '../../../fixtures/orders';
import { demoUser } from '../../../fixtures/user';
import {
  BARS,
  frames,
  generatedHistory,
  isColour,
  plotPixel,
  rendererQuiet,
  testServices,
  TradingFeed,
} from '../../render/chart-harness';
import { mount, withAppDialogs, type Mounted } from '../../workspace/harness';

/** The history's last close (its prices do not depend on the interval): the parents stand around it. */
const LAST = generatedHistory().close[BARS - 1]!;
const LOW = LAST - 20_000;
const HIGH = LAST + 20_000;
const LIMIT = LAST + 30_000;

const PROGRESS = {
  filledQuantity: 0,
  filledAmount: 0,
  avgPrice: null,
  slicesDone: 0,
  slicesTotal: 0,
  nextSliceAt: null,
  remainingMs: null,
};

function splitOrder(algoId: number, key: CoinKey, state: AlgoOrderRow['state'] = 'running'): AlgoOrderRow {
  return {
    algoId,
    kind: 'split',
    key,
    side: 'buy',
    state,
    stopReason: null,
    twap: null,
    split: { key, side: 'buy', fromPrice: HIGH, toPrice: LOW, count: 5, quantity: 0.05, weighting: 'equal' },
    progress: PROGRESS,
    childOrderIds: [1, 2, 3, 4, 5],
    createdAt: '2026-11-29T10:00:00+09:00',
    updatedAt: '2026-11-29T10:00:00+09:00',
  };
}

function twapOrder(algoId: number, key: CoinKey, state: AlgoOrderRow['state'] = 'running'): AlgoOrderRow {
  return {
    algoId,
    kind: 'twap',
    key,
    side: 'sell',
    state,
    stopReason: null,
    twap: {
      key,
      side: 'sell',
      childType: 'best',
      quantity: 0.1,
      durationMs: 600_000,
      intervalMs: 60_000,
      priceLimit: LIMIT,
      randomPct: 0,
    },
    split: null,
    progress: PROGRESS,
    childOrderIds: [],
    createdAt: '2026-11-29T10:00:00+09:00',
    updatedAt: '2026-11-29T10:00:00+09:00',
  };
}

/** The exchange's parents of the member, as the list call answers them, and how often it was asked. */
interface Parents {
  rows: AlgoOrderRow[];
  answers: number;
}

function servicesWith(parents: Parents): ChartServices {
  return {
    ...testServices(),
    loadAlgoOrders: async () => {
      const rows = parents.rows;
      parents.answers += 1;
      return rows;
    },
  };
}

let mounted: Mounted | undefined;

beforeEach(() => {
  Object.assign(chartSettings, defaultChartSettings());
  session.user = { ...demoUser(), memNo: 7 };
  session.status = 'member';
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  preferChartSurface(null);
  session.status = 'unknown';
  session.user = null;
  Object.assign(chartSettings, defaultChartSettings());
});

interface Rendered {
  controller: () => ChartController;
  plot: () => HTMLElement;
  feed: TradingFeed;
  changeCoin(coin: CoinKey, symbol: string): void;
}

async function renderChart(parents: Parents, coin: CoinKey = 'BTC-KRW', symbol = 'BTC'): Promise<Rendered> {
  const feed = new TradingFeed();
  const services = servicesWith(parents);
  const held: { controller: ChartController | null } = { controller: null };
  const tree = (coin: CoinKey, symbol: string) =>
    withAppDialogs(
      <FeedProvider client={feed}>
        <ChartPanel
          coin={coin}
          symbol={symbol}
          marketSymbol="KRW"
          services={services}
          onController={(controller) => {
            held.controller = controller;
          }}
        />
      </FeedProvider>,
    );
  mounted = mount(tree(coin, symbol), { width: 900, height: 500 });
  const shown = mounted;
  const root = mounted.container;
  await expect
    .poll(() => root.querySelector<HTMLElement>('[data-testid="chart-surface"]')?.dataset.drawn)
    .toBe('true');
  return {
    feed,
    controller: () => held.controller!,
    plot: () => root.querySelector<HTMLElement>('[data-testid="chart-plot"]')!,
    changeCoin: (coin, symbol) => shown.root.render(tree(coin, symbol)),
  };
}

const pendingButton = () => page.getByRole('button', { name: 'Pending orders', exact: true });

/** The ranges drawn: side, prices and label. */
const rangesDrawn = (controller: ChartController) =>
  controller.scene.priceRangePoints
    .filter((range) => range.bottom > range.top)
    .map(({ side, low, high, label }) => ({ side, low, high, label }));

/** The TWAP limits' lines drawn: kind, price and tag. */
const limitsDrawn = (controller: ChartController) =>
  controller.scene.priceLinePoints
    .filter((line) => line.kind === 'twapBuy' || line.kind === 'twapSell')
    .map(({ kind, price, tag }) => ({ kind, price, tag }));

describe('parent orders on the chart', () => {
  test.each<ChartSurface>(['canvas', 'webgl'])(
    'on %s: a split order’s range is a band between its prices, a TWAP’s limit a line; the pending button hides and shows them',
    async (surface) => {
      preferChartSurface(surface);
      const parents: Parents = {
        rows: [
          splitOrder(1, 'BTC-KRW'),
          twapOrder(2, 'BTC-KRW'),
          splitOrder(3, 'ETH-KRW'),
          twapOrder(4, 'BTC-KRW', 'completed'),
        ],
        answers: 0,
      };
      const rendered = await renderChart(parents);
      const chart = rendered.controller;
      expect(chart().surface).toBe(surface);
      await expect
        .poll(() => rangesDrawn(chart()))
        .toEqual([{ side: 'buy', low: LOW, high: HIGH, label: 'Split 5 · buy' }]);
      await expect
        .poll(() => limitsDrawn(chart()))
        .toEqual([{ kind: 'twapSell', price: LIMIT, tag: 'TWAP limit' }]);
      await rendererQuiet();

      // The band spans its two prices' rows; its label, in the buy colour, stands at its top by the axis.
      const { model } = chart().scene;
      const [range] = chart().scene.priceRangePoints;
      expect(range!.top).toBe(Math.round(priceToY(model.prices, HIGH)));
      expect(range!.bottom).toBe(Math.round(priceToY(model.prices, LOW)) + 1);
      const label = range!.labelBox!;
      expect(label.x + label.width).toBeGreaterThan(model.plotWidth - 20);
      expect(isColour(plotPixel(rendered.plot(), label.x + 2, label.y + 2), CHART_THEME.pendingBuy)).toBe(
        true,
      );
      // The limit's price box on the price axis, in the sell colour.
      const limitLine = chart().scene.priceLinePoints.findIndex((line) => line.kind === 'twapSell');
      const box = model.labels.placed.find(
        (placed) => placed.kind === 'linePrice' && placed.line === limitLine,
      )!;
      const axisX = model.plotWidth + model.axisWidth - 3;
      expect(
        isColour(plotPixel(rendered.plot(), axisX, box.y + box.height / 2), CHART_THEME.pendingSell),
      ).toBe(true);
      // Listed for assistive technology beside the lines.
      const list = page.getByTestId('chart-lines');
      await expect.element(list.getByText(/^Split 5 · buy from /)).toBeInTheDocument();
      await expect.element(list.getByText(/^TWAP limit at /)).toBeInTheDocument();

      await expect.element(pendingButton()).toHaveAttribute('aria-pressed', 'true');
      await pendingButton().click();
      await expect.poll(() => rangesDrawn(chart())).toEqual([]);
      await expect.poll(() => limitsDrawn(chart())).toEqual([]);
      await expect.element(pendingButton()).toHaveAttribute('aria-pressed', 'false');
      await rendererQuiet();
      expect(isColour(plotPixel(rendered.plot(), label.x + 2, label.y + 2), CHART_THEME.pendingBuy)).toBe(
        false,
      );

      await pendingButton().click();
      await expect.poll(() => rangesDrawn(chart())).toHaveLength(1);
      await expect.poll(() => limitsDrawn(chart())).toHaveLength(1);
    },
  );

  test('another coin’s parents, or ended ones, draw nothing; the coin’s own are fetched when the chart turns to it', async () => {
    const parents: Parents = {
      rows: [splitOrder(1, 'ETH-KRW'), twapOrder(2, 'ETH-KRW'), splitOrder(3, 'BTC-KRW', 'cancelled')],
      answers: 0,
    };
    const rendered = await renderChart(parents);
    await expect.poll(() => parents.answers).toBeGreaterThan(0);
    // With nothing to draw the button says so once the exchange has answered the pending orders.
    await expect.element(pendingButton()).toHaveAttribute('aria-busy', 'false');
    await frames(2);
    expect(rangesDrawn(rendered.controller())).toEqual([]);
    expect(limitsDrawn(rendered.controller())).toEqual([]);
    await expect.element(pendingButton()).toHaveAttribute('aria-pressed', 'false');

    const asked = parents.answers;
    rendered.changeCoin('ETH-KRW', 'ETH');
    await expect.poll(() => parents.answers).toBeGreaterThan(asked);
    await expect
      .poll(() => rangesDrawn(rendered.controller()))
      .toEqual([{ side: 'buy', low: LOW, high: HIGH, label: 'Split 5 · buy' }]);
    await expect.poll(() => limitsDrawn(rendered.controller())).toHaveLength(1);
  });

  test('an order event of the coin (a child placed or cancelled) fetches the parents again', async () => {
    const parents: Parents = { rows: [splitOrder(1, 'BTC-KRW')], answers: 0 };
    const rendered = await renderChart(parents);
    await expect.poll(() => rangesDrawn(rendered.controller())).toHaveLength(1);
    // The split order is cancelled: its children's cancels come as order events of the coin.
    parents.rows = [splitOrder(1, 'BTC-KRW', 'cancelled')];
    const child = orderRow(1, { price: LOW, status: 'cancelled' });
    rendered.feed.emitOrders([{ kind: 'cancelled', order: child, fill: null }]);
    await expect.poll(() => rangesDrawn(rendered.controller())).toEqual([]);
  });

  test('a parent’s change on the orders channel alone (a TWAP cancelled) fetches the parents again', async () => {
    const parents: Parents = { rows: [twapOrder(2, 'BTC-KRW')], answers: 0 };
    const rendered = await renderChart(parents);
    await expect.poll(() => limitsDrawn(rendered.controller())).toHaveLength(1);
    // Another coin's parent changing asks nothing.
    const asked = parents.answers;
    rendered.feed.emitAlgoOrders([twapOrder(3, 'ETH-KRW', 'cancelled')]);
    await frames(2);
    expect(parents.answers).toBe(asked);
    parents.rows = [twapOrder(2, 'BTC-KRW', 'cancelled')];
    rendered.feed.emitAlgoOrders([twapOrder(2, 'BTC-KRW', 'cancelled')]);
    await expect.poll(() => limitsDrawn(rendered.controller())).toEqual([]);
  });

  test('a guest’s chart asks for no parents and draws none', async () => {
    session.status = 'guest';
    session.user = null;
    const parents: Parents = { rows: [splitOrder(1, 'BTC-KRW'), twapOrder(2, 'BTC-KRW')], answers: 0 };
    const rendered = await renderChart(parents);
    await rendererQuiet();
    expect(parents.answers).toBe(0);
    expect(rendered.controller().scene.priceRangePoints).toEqual([]);
    expect(limitsDrawn(rendered.controller())).toEqual([]);
  });
});
