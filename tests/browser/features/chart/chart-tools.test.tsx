import { afterEach, beforeEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { MemoryRouter } from 'react-router';
import type { ChartPendingOrder, OrderRow } from '../../../../contract';
import { createInThreadChartClient } from '../../../../src/api/in-thread-chart-client';
import { followLiveData } from '../../../../src/api/live-data';
import { getQueryClient, queryKeys } from '../../../../src/api/query';
import type { LowRateFrame } from '../../../../src/api/feed-types';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { i18n } from '../../../../src/i18n';
import { ChartPanel } from '../../../../src/features/chart/ChartPanel';
import type { ChartController } from '../../../../src/features/chart/chart-controller';
import type { ChartServices } from '../../../../src/features/chart/chart-services';
import { chartSettings } from '../../../../src/features/chart/chart-settings-store';
import { defaultChartSettings } from '../../../../src/features/chart/rules/chart-settings';
import { TERMS_VISIT_KEY } from '../../../../src/features/chart/chart-dialogs';
import { FORECAST_TIP_COOKIE } from '../../../../src/features/chart/rules/chart-forecast';
import {
  appToasts,
  clearToasts,
  closeAllDialogs,
  DialogManager,
  publishIntent,
  ToastHost,
} from '../../../../src/shell';
import { priceToY, visibleRange, yToPrice } from '../../../../src/render/chart/chart-layout';
import { LINE_TAG_HEIGHT } from '../../../../src/render/chart/price-lines';
import { ApiError } from '../../../../src/api/api-error';
import { formatNumber } from '../../../../src/lib/format';
import { session } from '../../../../src/state/session';
import type { CoinKey, MarketSymbol } from '../../../../contract/markets';
import { orderRow } from '../../../fixtures/orders';
import { demoUser } from '../../../fixtures/user';
import { replaySource } from '../../../fixtures/market-source';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';
import { rendererQuiet, TradingFeed, wavingHistory } from '../../render/chart-harness';
import { mount, type Mounted } from '../../workspace/harness';
import { registerAppDialogs } from '../../../../src/app/dialogs';

// The app's dialog map, as the app root registers it.
registerAppDialogs();

const ORDER_PAGE = '/trade/order/BTC-KRW';

/** The harness's trading feed that can also deliver low-rate frames (assetChange). */
class AssetFeed extends TradingFeed {
  private readonly frameListeners = new Set<(frame: LowRateFrame) => void>();

  /** A trade of `key`, which gets a ticker slot if it has none. */
  tradeOf(key: CoinKey, timeMs: number, price: number): void {
    const slot = this.tickers.slotOf(key) ?? this.tickers.write(key, { closePrice: price });
    this.trade(slot, timeMs, price, 1);
  }

  override onLowRate(listener: (frame: LowRateFrame) => void): () => void {
    const off = super.onLowRate(listener);
    this.frameListeners.add(listener);
    return () => {
      off();
      this.frameListeners.delete(listener);
    };
  }

  emit(frame: LowRateFrame): void {
    for (const listener of this.frameListeners) listener(frame);
  }
}

interface Account {
  pending: ChartPendingOrder[];
  balance: number;
  average: number;
  pendingCalls: number;
  /** The open orders GET orders answers. */
  orders: OrderRow[];
  ordersCalls: number;
  /** Calls made: [orderId, price] per replace, orderId per cancel. */
  replaced: [number, number][];
  cancelled: number[];
  /** The exchange's refusal of the next replace or cancel, if any. */
  refusal: Error | null;
}

/** History as asked (capped at `available` bars), an in-thread worker and a member account of BTC. */
function fakeServices(account: Account, available = 600): ChartServices {
  return {
    loadHistory: async (_coin, interval, _signal, bars) => wavingHistory(interval, Math.min(bars, available)),
    acquireClient: () => createInThreadChartClient(),
    releaseClient: (client) => client.dispose(),
    coinCodes: async () => ({ coinType: 'C0101', crncCd: 'C0100' }),
    listedMarkets: async () => ['KRW', 'BTC', 'USDT'],
    loadAssets: async () => ({
      krwBalance: 0,
      krwLocked: 0,
      myAssetCoinInfoList: [
        {
          coinType: 'C0101',
          symbol: 'BTC',
          coinBalance: account.balance,
          lockedBalance: 0,
          avgBuyAmt: account.average,
        },
      ],
      totalSumBuyAmt: 0,
    }),
    loadPending: async () => {
      account.pendingCalls += 1;
      return { pendingOrderList: account.pending };
    },
    loadOrders: async () => {
      account.ordersCalls += 1;
      return account.orders;
    },
    replaceOrder: async (orderId, price) => {
      account.replaced.push([orderId, price]);
      const order = account.orders.find((row) => row.orderId === orderId);
      if (account.refusal || !order) throw account.refusal ?? new Error(`no order ${orderId}`);
      // The exchange cancels the order and places one at the new price.
      const placed = { ...order, orderId: orderId + 1000, price };
      account.orders = account.orders.map((row) => (row === order ? placed : row));
      account.pending = account.orders.map((row) => ({
        tradeTypeCd: row.side === 'buy' ? '2' : '1',
        unitPrice: row.price,
      }));
      return placed;
    },
    cancelOrder: async (orderId) => {
      account.cancelled.push(orderId);
      const order = account.orders.find((row) => row.orderId === orderId);
      if (account.refusal || !order) throw account.refusal ?? new Error(`no order ${orderId}`);
      account.orders = account.orders.filter((row) => row !== order);
      account.pending = account.orders.map((row) => ({
        tradeTypeCd: row.side === 'buy' ? '2' : '1',
        unitPrice: row.price,
      }));
      return { ...order, status: 'cancelled' };
    },
  };
}

/**
 * `services` whose forecasts report these measured skills (value only) for the sides named; the rest of
 * each result is the forecast's own.
 */
function measuredAs(services: ChartServices, skills: Partial<Record<'up' | 'down', number>>): ChartServices {
  return {
    ...services,
    acquireClient: () => {
      const client = services.acquireClient();
      return {
        ...client,
        forecast: async (...args) => {
          const result = await client.forecast(...args);
          if (!result.ok) return result;
          const { measured } = result;
          const side = (name: 'up' | 'down') => {
            const value = skills[name];
            const own = measured[name];
            return value === undefined ? own : { ...own, skill: { ...own.skill, value } };
          };
          return { ...result, measured: { ...measured, up: side('up'), down: side('down') } };
        },
      };
    },
  };
}

function newAccount(changes: Partial<Account> = {}): Account {
  return {
    pending: [],
    balance: 0,
    average: 0,
    pendingCalls: 0,
    orders: [],
    ordersCalls: 0,
    replaced: [],
    cancelled: [],
    refusal: null,
    ...changes,
  };
}

/** An open limit order of BTC-KRW. */
function openOrder(
  orderId: number,
  side: 'buy' | 'sell',
  price: number,
  quantity: number,
  filled = 0,
): OrderRow {
  return orderRow(orderId, { side, price, quantity, filledQuantity: filled });
}

/** An account whose pending lines are these orders. */
function accountWith(orders: OrderRow[]): Account {
  return newAccount({
    orders,
    pending: orders.map((row) => ({ tradeTypeCd: row.side === 'buy' ? '2' : '1', unitPrice: row.price })),
  });
}

let mounted: Mounted | undefined;

beforeEach(() => {
  Object.assign(chartSettings, defaultChartSettings());
  // Each test is a visit of a guest whose session is known (the terms wait for it).
  sessionStorage.removeItem(TERMS_VISIT_KEY);
  session.status = 'guest';
  // Today's forecast tip has been seen: the tip has its own test.
  document.cookie = `${FORECAST_TIP_COOKIE}=1; path=/`;
});

afterEach(() => {
  mounted?.unmount();
  mounted = undefined;
  closeAllDialogs();
  clearToasts();
  session.status = 'unknown';
  session.user = null;
  Object.assign(chartSettings, defaultChartSettings());
  sessionStorage.removeItem(TERMS_VISIT_KEY);
  document.cookie = `${FORECAST_TIP_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

interface Rendered {
  controller: () => ChartController;
  feed: AssetFeed;
  /** The mounted chart's coin changes (the trader picked another one). */
  changeCoin: (coin: CoinKey, symbol: string) => void;
}

async function renderChart({
  services = fakeServices(newAccount()),
  pathname = '/trade/chart-test',
  coin = 'BTC-KRW',
  symbol = 'BTC',
  marketSymbol = 'KRW',
}: {
  services?: ChartServices;
  pathname?: string;
  coin?: CoinKey;
  symbol?: string;
  marketSymbol?: MarketSymbol;
} = {}): Promise<Rendered> {
  const feed = new AssetFeed();
  // The window's owner of live data writes the feed's asset changes where the chart's lines read them.
  const stopLiveData = followLiveData(feed, getQueryClient());
  onTestFinished(stopLiveData);
  let current: ChartController | null = null;
  const tree = (coin: CoinKey, symbol: string) => (
    <MemoryRouter>
      <FeedProvider client={feed}>
        <ChartPanel
          coin={coin}
          symbol={symbol}
          marketSymbol={marketSymbol}
          services={services}
          pathname={pathname}
          onController={(controller) => {
            current = controller;
          }}
        />
      </FeedProvider>
      <DialogManager />
      <ToastHost />
    </MemoryRouter>
  );
  mounted = mount(tree(coin, symbol));
  const shown = mounted;
  await expect.poll(() => current !== null).toBe(true);
  await expect
    .poll(() => page.getByTestId('chart-surface').element().getAttribute('data-load-state'))
    .toBe('ready');
  return {
    feed,
    controller: () => {
      if (!current) throw new Error('no chart controller is mounted');
      return current;
    },
    changeCoin: (coin, symbol) => shown.root.render(tree(coin, symbol)),
  };
}

/** Enough bars for the forecast (3,000 at least). */
const forecastServices = () => fakeServices(newAccount(), 3200);

/** An hourly chart on the order page (where forecast toasts show), terms agreed, and Forecast pressed. */
async function renderForecastOn(services = forecastServices()): Promise<Rendered> {
  chartSettings.forecastTermsAgreed = true;
  chartSettings.lastResolution = '60';
  const rendered = await renderChart({ services, pathname: ORDER_PAGE });
  await button('Forecast').click();
  return rendered;
}

function logIn(): void {
  session.user = { ...demoUser(), memNo: 7 };
  session.status = 'member';
}

const toast = (text: string) => page.getByRole('status').getByText(text);
const button = (name: string) => page.getByRole('button', { name, exact: true });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Two animation frames: React has rendered what the last step changed. */
const frames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('the chart toolbar', () => {
  test('has its buttons by name', async () => {
    await renderChart();
    const toolbar = page.getByRole('toolbar', { name: 'Chart tools' });
    for (const name of [
      'Forecast',
      'Forecast guide',
      'Average buy price',
      'Pending orders',
      'Refresh',
      'Reset',
      'Full screen',
    ])
      await expect.element(toolbar.getByRole('button', { name, exact: true })).toBeVisible();
  });

  test('reset asks first; No keeps the settings, Reset restores them', async () => {
    await renderChart();
    await userEvent.selectOptions(page.getByTestId('chart-interval'), '60');
    await expect.poll(() => chartSettings.lastResolution).toBe('60');

    await button('Reset').click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('Reset chart settings?');
    await dialog.getByRole('button', { name: 'No', exact: true }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(chartSettings.lastResolution).toBe('60');

    await button('Reset').click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset', exact: true }).click();
    await expect.poll(() => chartSettings.lastResolution).toBe('1');
    await expect.element(page.getByTestId('chart-interval')).toHaveValue('1');
  });

  test('the last resolution is used when a chart opens', async () => {
    chartSettings.lastResolution = '240';
    const rendered = await renderChart();
    expect(rendered.controller().interval).toBe('240');
    await expect.element(page.getByTestId('chart-interval')).toHaveValue('240');
  });

  test('full screen shows the panel alone and holds toasts back until it ends', async () => {
    await renderChart();
    await button('Full screen').click();
    await expect.element(button('Full screen')).toHaveAttribute('aria-pressed', 'true');
    expect(document.fullscreenElement).toBe(page.getByTestId('chart-panel').element());
    expect(appToasts.suppressed).toBe(true);
    await button('Average buy price').click();
    expect(appToasts.visible).toHaveLength(0);

    await button('Full screen').click();
    await expect.element(button('Full screen')).toHaveAttribute('aria-pressed', 'false');
    expect(document.fullscreenElement).toBeNull();
    expect(appToasts.suppressed).toBe(false);
  });

  test('the guide says the forecast is for reference only, and that its skill is measured once it is on', async () => {
    await renderChart();
    await button('Forecast guide').click();
    const guide = page.getByRole('dialog', { name: 'About the Forecast Chart' });
    await expect.element(guide).toHaveTextContent('for reference only');
    await expect
      .element(guide)
      .toHaveTextContent(
        'The skill on BTC/KRW · 1m is measured once the Forecast Chart is activated on this coin.',
      );
  });
});

describe('the line buttons', () => {
  test('show on and off plainly: aria-pressed and a filled look, so the first press is never a silent switch-off', async () => {
    logIn();
    chartSettings.lines['7'] = { averagePrice: true, pending: false };
    const account = newAccount({
      balance: 0.5,
      average: 95_010_000,
      pending: [{ tradeTypeCd: '2', unitPrice: 94_990_000 }],
    });
    await renderChart({ services: fakeServices(account) });
    const on = button('Average buy price');
    const off = button('Pending orders');
    await expect.element(on).toHaveAttribute('aria-pressed', 'true');
    await expect.element(off).toHaveAttribute('aria-pressed', 'false');
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    };
    const pressed = look(on.element());
    const plain = look(off.element());
    expect(pressed.background).not.toBe(plain.background);
    expect(pressed.color).not.toBe(plain.color);
    // The other toolbar buttons that are pressed look the same.
    await button('Pending orders').click();
    await expect.element(off).toHaveAttribute('aria-pressed', 'true');
    expect(look(off.element())).toEqual(pressed);
  });

  test.each([
    ['en', 'Average buy price', 'Pending orders', 'Not an asset.', 'No Unconfirmed history.'],
    ['ko', '평균 매수가', '미체결', '보유 자산이 아닙니다.', '미체결 내역이 없습니다.'],
  ])(
    '(%s) with the lines on, as for a new member, and nothing to draw: the first press of each says why (chart spec §5)',
    async (language, average, pending, notAsset, noPending) => {
      logIn();
      const rendered = await renderChart();
      await i18n.changeLanguage(language);
      onTestFinished(async () => {
        await i18n.changeLanguage('en');
      });
      // Once the exchange has answered there is nothing to draw.
      await expect.element(button(average)).toHaveAttribute('aria-busy', 'false');
      await expect.element(button(pending)).toHaveAttribute('aria-busy', 'false');
      await button(average).click();
      await expect.element(toast(notAsset)).toBeVisible();
      await button(pending).click();
      await expect.element(toast(noPending)).toBeVisible();
      // Nothing is drawn, so neither button shows as pressed.
      await expect.element(button(average)).toHaveAttribute('aria-pressed', 'false');
      await expect.element(button(pending)).toHaveAttribute('aria-pressed', 'false');

      // The lines stay asked for: a holding that comes is drawn, and its button shows pressed.
      rendered.feed.emit({
        ch: 'assetChange',
        seq: 1,
        t: Date.now(),
        rows: [{ coinType: 'C0101', symbol: 'BTC', coinBalance: 1, lockedBalance: 0, avgBuyAmt: 95_020_000 }],
      } as LowRateFrame);
      const { scene } = rendered.controller();
      await expect
        .poll(() => scene.priceLinePoints.map(({ kind, price }) => ({ kind, price })))
        .toEqual([{ kind: 'average', price: 95_020_000 }]);
      await expect.element(button(average)).toHaveAttribute('aria-pressed', 'true');
    },
  );
});

describe('lines for a guest', () => {
  test('average and pending ask to log in, and change nothing', async () => {
    await renderChart();
    await button('Average buy price').click();
    await expect.element(toast('You can check after Logging in.')).toBeVisible();
    expect(chartSettings.lines).toEqual({});
    clearToasts();
    // Past the 500 ms throttle of the same message.
    await pause(550);
    await button('Pending orders').click();
    await expect.element(toast('You can check after Logging in.')).toBeVisible();
    await expect.element(button('Pending orders')).toHaveAttribute('aria-pressed', 'false');
  });

  test('no toast in a popup', async () => {
    await renderChart({ pathname: '/trade/chart/BTC-KRW' });
    await button('Average buy price').click();
    await pause(100);
    expect(appToasts.visible).toHaveLength(0);
  });
});

describe('lines for a member', () => {
  test('average and pending lines are drawn at their prices, repeats once, buy and sell apart', async () => {
    logIn();
    const account = newAccount({
      balance: 0.5,
      average: 95_010_000,
      pending: [
        { tradeTypeCd: '2', unitPrice: 94_990_000 },
        { tradeTypeCd: '2', unitPrice: 94_990_000 },
        { tradeTypeCd: '1', unitPrice: 95_030_000 },
      ],
    });
    const rendered = await renderChart({ services: fakeServices(account) });
    const { scene } = rendered.controller();
    await expect.poll(() => scene.priceLinePoints.length).toBe(3);
    expect(scene.priceLinePoints.map(({ kind, price }) => ({ kind, price }))).toEqual([
      { kind: 'average', price: 95_010_000 },
      { kind: 'buy', price: 94_990_000 },
      { kind: 'sell', price: 95_030_000 },
    ]);
    for (const point of scene.priceLinePoints)
      expect(point.y).toBe(Math.round(priceToY(scene.model.prices, point.price)));

    // A successful order: pending lines again, redrawn at the lines level only.
    const plotBuilds = scene.rebuilds.plot;
    const lineBuilds = scene.rebuilds.lines;
    account.pending = [...account.pending, { tradeTypeCd: '1', unitPrice: 95_050_000 }];
    publishIntent('orderPlaced', { key: 'BTC-KRW' });
    await expect.poll(() => scene.priceLinePoints.length).toBe(4);
    expect(scene.rebuilds.lines).toBeGreaterThan(lineBuilds);
    expect(scene.rebuilds.plot).toBe(plotBuilds);

    // Another coin's order does not ask again; an assetChange of this coin does, with its new average.
    const calls = account.pendingCalls;
    publishIntent('orderPlaced', { key: 'ETH-KRW' });
    rendered.feed.emit({
      ch: 'assetChange',
      seq: 1,
      t: Date.now(),
      rows: [{ coinType: 'C0101', symbol: 'BTC', coinBalance: 1, lockedBalance: 0, avgBuyAmt: 95_020_000 }],
    } as LowRateFrame);
    await expect.poll(() => account.pendingCalls).toBe(calls + 1);
    await expect.poll(() => scene.priceLinePoints[0]?.price).toBe(95_020_000);

    // Pending off: only the average line stays, remembered for this member.
    await button('Pending orders').click();
    await expect.poll(() => scene.priceLinePoints.map((point) => point.kind)).toEqual(['average']);
    expect(chartSettings.lines['7']).toEqual({ averagePrice: true, pending: false });
  });

  test('a press before the holding is answered asks for the line and says nothing; the holding that comes is drawn', async () => {
    logIn();
    const account = newAccount({ balance: 0.5, average: 95_010_000 });
    const services = fakeServices(account);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const loadAssets = services.loadAssets;
    services.loadAssets = async (...args) => {
      await answered;
      return loadAssets(...args);
    };
    await renderChart({ services });
    const average = button('Average buy price');
    await expect.element(average).toHaveAttribute('aria-busy', 'true');
    await average.click();
    answer();
    await expect.element(average).toHaveAttribute('aria-busy', 'false');
    await expect.element(average).toHaveAttribute('aria-pressed', 'true');
    expect(
      page
        .getByRole('status')
        .elements()
        .map((element) => element.textContent),
    ).not.toContain('Not an asset.');
  });

  test('of eleven pending prices, the ten nearest the last trade are drawn, following the price (chart spec §9: at most 10)', async () => {
    logIn();
    // The nearest price to the market (95,000,000) comes last of eleven.
    const far = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((step) => 95_000_000 + step * 100_000);
    const account = newAccount({
      pending: [...far, 94_990_000].map((unitPrice) => ({ tradeTypeCd: '1', unitPrice })),
    });
    const rendered = await renderChart({ services: fakeServices(account) });
    const drawn = () =>
      page
        .getByTestId('chart-panel')
        .element()
        .querySelector('[data-pending-lines]')
        ?.getAttribute('data-pending-lines');
    const linesAt = (prices: number[]) => prices.map((price) => `sell:${price}`).join(' ');
    // Before the coin's first price the first ten are drawn; the price cuts them again.
    await expect.poll(drawn).toBe(linesAt(far));
    rendered.feed.tick('BTC-KRW', { closePrice: 95_000_000 });
    await expect.poll(drawn).toBe(linesAt([...far.slice(0, 9), 94_990_000]));

    // Fetched again with the price known (an order placed), the ten nearest at once.
    account.pending = [94_980_000, ...far, 94_990_000].map((unitPrice) => ({ tradeTypeCd: '1', unitPrice }));
    publishIntent('orderPlaced', { key: 'BTC-KRW' });
    await expect.poll(drawn).toBe(linesAt([94_980_000, ...far.slice(0, 8), 94_990_000]));

    // The cut follows the price: risen past the far ones, they are the ten nearest now.
    rendered.feed.tick('BTC-KRW', { closePrice: 96_100_000 });
    await expect.poll(drawn).toBe(linesAt(far));
  });

  test('a failed pending fetch is only logged: no toast, no dialog, the lines stay', async () => {
    logIn();
    const account = newAccount({ pending: [{ tradeTypeCd: '2', unitPrice: 94_990_000 }] });
    const services = fakeServices(account);
    const rendered = await renderChart({ services });
    const { scene } = rendered.controller();
    await expect.poll(() => scene.priceLinePoints.length).toBe(1);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    services.loadPending = async () => {
      throw new Error('network down');
    };
    publishIntent('orderPlaced', { key: 'BTC-KRW' });
    await expect.poll(() => logged.mock.calls.length).toBe(1);
    expect(String(logged.mock.calls[0]![0])).toContain('pending orders could not be loaded');
    logged.mockRestore();
    expect(appToasts.visible).toHaveLength(0);
    expect(page.getByRole('alertdialog').query()).toBeNull();
    expect(scene.priceLinePoints.map((point) => point.price)).toEqual([94_990_000]);
  });

  test('without a holding or orders the buttons say so', async () => {
    logIn();
    chartSettings.lines['7'] = { averagePrice: false, pending: false };
    await renderChart();
    await button('Average buy price').click();
    await expect.element(toast('Not an asset.')).toBeVisible();
    await button('Pending orders').click();
    await expect.element(toast('No Unconfirmed history.')).toBeVisible();
  });
});

/** A pointer event on the chart's plot at (x, y) of the plot. */
function pointer(type: string, x: number, y: number): void {
  const plot = page.getByTestId('chart-plot').element();
  const box = plot.getBoundingClientRect();
  plot.dispatchEvent(
    new PointerEvent(type, {
      bubbles: true,
      isPrimary: true,
      pointerId: 1,
      button: 0,
      clientX: box.left + x,
      clientY: box.top + y,
    }),
  );
}

/** The line drawn at `price` (its own or the one it is dragged to). */
function drawnLine(controller: ChartController, price: number) {
  return controller.scene.priceLinePoints.find((point) => point.price === price);
}

/** Presses line `index`'s tag, drags it to `y` and (unless told not to) lets go. */
function dragLine(controller: ChartController, index: number, y: number, release = true): void {
  const slot = controller.scene.model.lineSlots[index]!;
  const x = slot.tagLeft + 8;
  pointer('pointerdown', x, slot.y);
  pointer('pointermove', x, (slot.y + y) / 2);
  pointer('pointermove', x, y);
  if (release) pointer('pointerup', x, y);
}

/** The price a pointer at `y` names, on the 1,000 KRW ticks of these prices. */
function tickAt(controller: ChartController, y: number): number {
  return Math.round(yToPrice(controller.scene.model.prices, y) / 1000) * 1000;
}

describe('orders on the chart', () => {
  const dialog = () => page.getByRole('alertdialog');

  async function renderOrders(account: Account) {
    logIn();
    const rendered = await renderChart({ services: fakeServices(account) });
    const { scene } = rendered.controller();
    await expect
      .poll(() => scene.priceLinePoints.filter((point) => point.tag !== '').length)
      .toBe(new Set(account.pending.map((row) => `${row.tradeTypeCd}:${row.unitPrice}`)).size);
    return rendered;
  }

  test('each line shows its side and remaining quantity; orders at one price are summed and counted', async () => {
    const account = accountWith([
      openOrder(1, 'buy', 94_990_000, 0.5, 0.2),
      openOrder(2, 'sell', 95_030_000, 0.1),
      openOrder(3, 'sell', 95_030_000, 0.25),
    ]);
    const rendered = await renderOrders(account);
    const points = rendered.controller().scene.priceLinePoints;
    expect(points.map(({ kind, tag, priceText }) => ({ kind, tag, priceText }))).toEqual([
      { kind: 'buy', tag: 'Buy 0.3', priceText: '94,990,000' },
      { kind: 'sell', tag: 'Sell 0.35 · 2 orders', priceText: '95,030,000' },
    ]);
  });

  test('a dragged line follows the pointer on the tick grid; on Move the order is replaced at that price', async () => {
    const account = accountWith([openOrder(1, 'buy', 94_990_000, 0.5, 0.2)]);
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const from = controller.scene.model.lineSlots[0]!.y;
    const y = from - 37;
    const target = tickAt(controller, y);
    dragLine(controller, 0, y, false);
    expect(controller.orderDrag).toMatchObject({ kind: 'dragging', price: target });
    // The label goes with the pointer and names the new price.
    await expect.poll(() => drawnLine(controller, target)?.priceText).toBe(formatNumber(target, 0));
    await expect.poll(() => Math.abs(drawnLine(controller, target)!.y - y) <= 1).toBe(true);
    pointer('pointerup', controller.scene.model.lineSlots[0]!.tagLeft + 8, y);

    await expect
      .element(dialog())
      .toHaveTextContent(`Move the buy order of 0.3 at 94,990,000 to ${formatNumber(target, 0)}?`);
    await dialog().getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => account.replaced).toEqual([[1, target]]);
    await expect.poll(() => controller.orderDrag.kind).toBe('idle');
    await expect.poll(() => drawnLine(controller, target)?.tag).toBe('Buy 0.3');
    expect(drawnLine(controller, 94_990_000)).toBeUndefined();
  });

  test('Escape during a drag puts the line back; Keep in the confirmation leaves the order alone', async () => {
    const account = accountWith([openOrder(1, 'buy', 94_990_000, 0.5)]);
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const from = controller.scene.model.lineSlots[0]!.y;
    dragLine(controller, 0, from + 30, false);
    expect(controller.orderDrag.kind).toBe('dragging');
    await userEvent.keyboard('{Escape}');
    expect(controller.orderDrag.kind).toBe('idle');
    await expect.poll(() => drawnLine(controller, 94_990_000)?.y).toBe(from);
    // Letting go after Escape does nothing either.
    pointer('pointerup', controller.scene.model.lineSlots[0]!.tagLeft + 8, from + 30);
    expect(dialog().query()).toBeNull();

    dragLine(controller, 0, from + 30);
    await dialog().getByRole('button', { name: 'Keep', exact: true }).click();
    await expect.poll(() => controller.orderDrag.kind).toBe('idle');
    await expect.poll(() => drawnLine(controller, 94_990_000)?.y).toBe(from);
    expect(account.replaced).toEqual([]);
  });

  test('a drop at its own price, or a drag of the chart beside the lines, asks nothing', async () => {
    const account = accountWith([openOrder(1, 'buy', 94_990_000, 0.5)]);
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const { y } = controller.scene.model.lineSlots[0]!;
    dragLine(controller, 0, y);
    expect(controller.orderDrag.kind).toBe('idle');
    const offset = controller.scene.model.scale.rightOffset;
    pointer('pointerdown', 100, y + 40);
    pointer('pointermove', 160, y + 40);
    pointer('pointerup', 160, y + 40);
    expect(controller.scene.model.scale.rightOffset).not.toBe(offset);
    expect(controller.orderDrag.kind).toBe('idle');
    expect(dialog().query()).toBeNull();
  });

  test('a refused move shows the exchange’s message and the line goes back', async () => {
    const account = accountWith([openOrder(1, 'buy', 94_990_000, 0.5)]);
    account.refusal = new ApiError({
      kind: 'http',
      httpStatus: 409,
      code: 'ORDER_CLOSED',
      message: 'The order is already filled.',
    });
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const from = controller.scene.model.lineSlots[0]!.y;
    dragLine(controller, 0, from - 30);
    await dialog().getByRole('button', { name: 'Move', exact: true }).click();
    await expect.element(toast('The order is already filled.')).toBeVisible();
    await expect.poll(() => controller.orderDrag.kind).toBe('idle');
    await expect.poll(() => drawnLine(controller, 94_990_000)?.y).toBe(from);
    expect(account.replaced).toHaveLength(1);
  });

  test('several orders at one price move together, each replaced', async () => {
    const account = accountWith([
      openOrder(4, 'sell', 95_030_000, 0.1),
      openOrder(5, 'sell', 95_030_000, 0.2),
    ]);
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const y = controller.scene.model.lineSlots[0]!.y + 25;
    const target = tickAt(controller, y);
    dragLine(controller, 0, y);
    await expect
      .element(dialog())
      .toHaveTextContent(`Move the 2 sell orders of 0.3 in all at 95,030,000 to ${formatNumber(target, 0)}?`);
    await dialog().getByRole('button', { name: 'Move', exact: true }).click();
    await expect
      .poll(() => account.replaced)
      .toEqual([
        [4, target],
        [5, target],
      ]);
  });

  test('the × on a line asks, then cancels its order', async () => {
    const account = accountWith([
      openOrder(1, 'buy', 94_990_000, 0.5, 0.2),
      openOrder(2, 'sell', 95_030_000, 1),
    ]);
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const slot = controller.scene.model.lineSlots[0]!;
    pointer('pointerdown', slot.tagRight - 6, slot.y);
    pointer('pointerup', slot.tagRight - 6, slot.y);
    await expect.element(dialog()).toHaveTextContent('Cancel the buy order of 0.3 at 94,990,000?');
    expect(controller.orderDrag.kind).toBe('idle');
    await dialog().getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect.poll(() => account.cancelled).toEqual([1]);
    await expect
      .poll(() => controller.scene.priceLinePoints.map((point) => point.price))
      .toEqual([95_030_000]);
  });

  test('in full screen the confirmation shows over the chart and the move goes through', async () => {
    const account = accountWith([openOrder(1, 'buy', 94_990_000, 0.5)]);
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const width = controller.scene.model.plotWidth;
    await button('Full screen').click();
    await expect.poll(() => document.fullscreenElement).toBe(page.getByTestId('chart-panel').element());
    await expect.poll(() => controller.scene.model.plotWidth).not.toBe(width);
    await expect.poll(() => controller.scene.drawnLines).toBe(1);
    await rendererQuiet();
    const y = controller.scene.model.lineSlots[0]!.y - 30;
    const target = tickAt(controller, y);
    dragLine(controller, 0, y);
    await expect.element(dialog()).toBeVisible();
    expect(document.fullscreenElement!.contains(dialog().element())).toBe(true);
    await dialog().getByRole('button', { name: 'Move', exact: true }).click();
    await expect.poll(() => account.replaced).toEqual([[1, target]]);
    await document.exitFullscreen();
  });

  test('in the popup, where toasts are held back, a refusal is an alert', async () => {
    logIn();
    const account = accountWith([openOrder(1, 'buy', 94_990_000, 0.5)]);
    account.refusal = new ApiError({
      kind: 'http',
      httpStatus: 409,
      code: 'ORDER_CLOSED',
      message: 'The order is already filled.',
    });
    const rendered = await renderChart({ services: fakeServices(account), pathname: '/trade/chart/BTC-KRW' });
    const controller = rendered.controller();
    await expect.poll(() => controller.scene.drawnLines).toBe(1);
    await expect.poll(() => controller.scene.model.lineSlots[0]!.tagRight).toBeGreaterThan(0);
    const slot = controller.scene.model.lineSlots[0]!;
    pointer('pointerdown', slot.tagRight - 6, slot.y);
    pointer('pointerup', slot.tagRight - 6, slot.y);
    await dialog().getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect.element(dialog()).toHaveTextContent('The order is already filled.');
    expect(appToasts.visible).toHaveLength(0);
    expect(account.cancelled).toEqual([1]);
  });

  test('the lines are listed for assistive technology, with a Cancel button each and the place of each tag', async () => {
    const account = accountWith([
      openOrder(1, 'buy', 94_990_000, 0.5, 0.2),
      openOrder(2, 'sell', 95_030_000, 1),
    ]);
    const rendered = await renderOrders(account);
    const controller = rendered.controller();
    const list = page.getByRole('list', { name: 'Your lines on the chart' });
    await expect.element(list.getByRole('listitem').first()).toHaveTextContent('Buy 0.3 at 94,990,000');
    const items = list.getByRole('listitem').elements();
    await expect.poll(() => items[0]!.dataset.y).toBe(String(controller.scene.model.lineSlots[0]!.y));
    expect(items[1]!.dataset.tagRight).toBe(String(controller.scene.model.lineSlots[1]!.tagRight));
    // By keyboard: the list is out of sight.
    (page.getByRole('button', { name: 'Cancel: Sell 1 at 95,030,000' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await dialog().getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect.poll(() => account.cancelled).toEqual([2]);
  });

  test('order events of the coin fetch the orders again; another coin’s do not', async () => {
    const account = accountWith([openOrder(1, 'buy', 94_990_000, 0.5)]);
    const rendered = await renderOrders(account);
    const calls = account.ordersCalls;
    const other = { ...openOrder(9, 'buy', 4_000_000, 1), key: 'ETH-KRW' as const };
    rendered.feed.emitOrders([{ kind: 'placed', order: other, fill: null }]);
    account.orders = [{ ...account.orders[0]!, filledQuantity: 0.4 }];
    rendered.feed.emitOrders([{ kind: 'partiallyFilled', order: account.orders[0]!, fill: null }]);
    await expect.poll(() => drawnLine(rendered.controller(), 94_990_000)?.tag).toBe('Buy 0.1');
    expect(account.ordersCalls).toBe(calls + 1);
  });

  test('lines beyond the prices in view are pinned to the candle area’s edges, stacked, with their price', async () => {
    const account = accountWith([
      openOrder(1, 'sell', 120_000_000, 1),
      openOrder(2, 'sell', 110_000_000, 1),
      openOrder(3, 'buy', 60_000_000, 1),
      openOrder(4, 'buy', 50_000_000, 1),
      openOrder(5, 'buy', 94_990_000, 1),
    ]);
    const rendered = await renderOrders(account);
    const { scene } = rendered.controller();
    const bottom = scene.model.prices.top + scene.model.prices.height;
    const points = scene.priceLinePoints;
    expect(points.map((point) => point.pin)).toEqual([-1, -1, 1, 1, 0]);
    const pinned = points.filter((point) => point.pin !== 0);
    for (const point of pinned) {
      expect(point.y).toBeGreaterThanOrEqual(0);
      // Never over the volume pane.
      expect(point.y).toBeLessThanOrEqual(bottom);
      expect(point.tag).toContain(formatNumber(point.price, 0));
    }
    // The farthest price outermost, and no two tags overlap.
    const ys = pinned.map((point) => point.y);
    expect(ys[0]).toBeLessThan(ys[1]!);
    expect(ys[3]).toBeGreaterThan(ys[2]!);
    for (let i = 0; i < ys.length; i += 1)
      for (let j = i + 1; j < ys.length; j += 1)
        expect(Math.abs(ys[i]! - ys[j]!)).toBeGreaterThanOrEqual(LINE_TAG_HEIGHT);
  });
});

describe('the forecast', () => {
  const terms = () => page.getByRole('alertdialog', { name: 'Forecast Chart terms of use' });
  const closeTerms = async () => {
    await terms().getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.element(terms()).not.toBeInTheDocument();
  };
  /** A later visit: a new browser tab's session (the count stays, it is stored in the browser). */
  const newVisit = () => sessionStorage.removeItem(TERMS_VISIT_KEY);

  test('terms open by themselves on entry to the order page, at most twice, once per visit', async () => {
    await renderChart({ pathname: ORDER_PAGE });
    await expect.element(terms()).toHaveTextContent('Forecast Chart terms of use');
    expect(chartSettings.termsShownCount).toBe(1);
    await closeTerms();

    // Back on the page in the same visit: not an entry.
    mounted?.unmount();
    await renderChart({ pathname: ORDER_PAGE });
    await pause(100);
    expect(terms().query()).toBeNull();
    expect(chartSettings.termsShownCount).toBe(1);

    mounted?.unmount();
    newVisit();
    await renderChart({ pathname: ORDER_PAGE });
    await expect.element(terms()).toBeVisible();
    expect(chartSettings.termsShownCount).toBe(2);
    closeAllDialogs();

    mounted?.unmount();
    newVisit();
    await renderChart({ pathname: ORDER_PAGE });
    await pause(100);
    expect(terms().query()).toBeNull();
    expect(chartSettings.termsShownCount).toBe(2);
  });

  test('the way back from logging in is not an entry: a guest shown the terms is not shown them again', async () => {
    await renderChart({ pathname: ORDER_PAGE });
    await expect.element(terms()).toBeVisible();
    await closeTerms();
    // The guest goes to the login page (the chart leaves) and comes back a member.
    mounted?.unmount();
    logIn();
    await renderChart({ pathname: ORDER_PAGE });
    await pause(100);
    expect(terms().query()).toBeNull();
    expect(chartSettings.termsShownCount).toBe(1);
  });

  test('nothing opens before the session is known; then the entry shows them', async () => {
    session.status = 'unknown';
    await renderChart({ pathname: ORDER_PAGE });
    await pause(100);
    expect(terms().query()).toBeNull();
    expect(chartSettings.termsShownCount).toBe(0);
    session.status = 'guest';
    await expect.element(terms()).toBeVisible();
    expect(chartSettings.termsShownCount).toBe(1);
  });

  test('a symbol change of a mounted chart opens them while they have shown fewer than 2 times', async () => {
    const { changeCoin } = await renderChart({ pathname: ORDER_PAGE });
    await expect.element(terms()).toBeVisible();
    expect(chartSettings.termsShownCount).toBe(1);
    await closeTerms();

    changeCoin('ETH-KRW', 'ETH');
    await expect.element(terms()).toBeVisible();
    expect(chartSettings.termsShownCount).toBe(2);
    await closeTerms();

    changeCoin('XRP-KRW', 'XRP');
    await pause(100);
    expect(terms().query()).toBeNull();
    expect(chartSettings.termsShownCount).toBe(2);
  });

  test('terms, agree, then the checks in order: too few bars, and a market other than KRW', async () => {
    chartSettings.termsShownCount = 2;
    await renderChart({ pathname: ORDER_PAGE });
    await button('Forecast').click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('Forecast Chart terms of use');
    await dialog.getByRole('button', { name: 'Agree and Continue', exact: true }).click();
    await expect.element(toast('There is insufficient data to activate the Forecast Chart.')).toBeVisible();
    expect(chartSettings.forecastTermsAgreed).toBe(true);
    await expect.element(button('Forecast')).toHaveAttribute('aria-pressed', 'false');
    expect(chartSettings.forecastActive).toBe(false);

    mounted?.unmount();
    clearToasts();
    // The window knows it is on the exchange's own markets (the rule waits for the source).
    getQueryClient().setQueryData(queryKeys.marketSource, SIM_SOURCE_INFO);
    onTestFinished(() => getQueryClient().removeQueries({ queryKey: queryKeys.marketSource }));
    await renderChart({
      pathname: '/trade/order/ETH-BTC',
      coin: 'ETH-BTC',
      symbol: 'ETH',
      marketSymbol: 'BTC',
    });
    await button('Forecast').click();
    await expect
      .element(toast('The Forecast Chart is only available for KRW market virtual assets.'))
      .toBeVisible();
    await expect.element(button('Forecast')).toHaveAttribute('aria-pressed', 'false');
  });

  test('on a replay a USDT coin is forecast, once the source is known, over the bars closed at the replay’s time', async () => {
    chartSettings.forecastTermsAgreed = true;
    chartSettings.forecastActive = true;
    chartSettings.lastResolution = '60';
    // The window does not know its source yet: the market rule cannot be told, so nothing is said yet.
    const rendered = await renderChart({
      services: forecastServices(),
      pathname: '/trade/order/BTC-USDT',
      coin: 'BTC-USDT',
      marketSymbol: 'USDT',
    });
    await expect.poll(() => rendered.controller().data.length).toBeGreaterThan(0);

    // The intro says it is a replay, paused at the end of the chart's last bar: the forecast is asked again.
    const { scene, data } = rendered.controller();
    const lastEndMs = (data.series.time[data.length - 1]! + 3600) * 1000;
    const client = getQueryClient();
    client.setQueryData(queryKeys.marketSource, replaySource({ replayMs: lastEndMs, paused: true }));
    onTestFinished(() => client.removeQueries({ queryKey: queryKeys.marketSource }));
    await expect.element(toast('The Forecast Chart has been activated.')).toBeVisible();
    await expect.element(button('Forecast')).toHaveAttribute('aria-pressed', 'true');
    // The answer given before the source was known was not told (a toast lasts 3 s: it would still show).
    expect(toast('The Forecast Chart is only available for KRW market virtual assets.').query()).toBeNull();
    // At the replay's time every bar has closed (the wall clock would count the last one as forming).
    await expect.poll(() => scene.model.forecast !== null).toBe(true);
    const forecast = scene.model.forecast!;
    expect(forecast.start + forecast.up.length).toBe(data.length);
  });

  test('activates with enough bars, marks the bars and the next one, and turning off clears them', async () => {
    const rendered = await renderForecastOn();
    await expect.element(toast('The Forecast Chart has been activated.')).toBeVisible();
    const { scene, data } = rendered.controller();
    expect(data.length).toBe(3200);
    await expect.element(button('Forecast')).toHaveAttribute('aria-pressed', 'true');
    expect(chartSettings.forecastActive).toBe(true);
    expect(scene.model.forecast).not.toBeNull();
    // The last bar is still forming: the forecast's next bar is that one, marked with every visible bar.
    const forecast = scene.model.forecast!;
    expect(forecast.start + forecast.up.length).toBe(data.length - 1);
    const { from, to } = visibleRange(scene.model.scale);
    expect(to).toBe(data.length - 1);
    await expect.poll(() => scene.forecastMarksDrawn).toBe(to - Math.max(from, forecast.start) + 1);

    // A new bar opens: the forecast is asked again (over the bars closed by then).
    rendered.feed.tradeOf('BTC-KRW', (data.series.time[data.length - 1]! + 3600) * 1000 + 500, 95_000_000);
    await expect.poll(() => data.length).toBe(3201);
    await expect.poll(() => scene.model.forecast !== forecast && scene.model.forecast !== null).toBe(true);
    await expect
      .element(page.getByTestId('chart-forecast-legend'))
      .toHaveTextContent(/Next bar: up \d+% · down \d+%/);

    // The guide has the forecast's record on these bars: it beat the base rate on both sides here.
    await button('Forecast guide').click();
    const guide = page.getByRole('dialog', { name: 'About the Forecast Chart' });
    await expect.element(guide).toHaveTextContent('Measured on BTC/KRW · 1h');
    const better = guide.getByText(/^Better than the base rate on BTC\/KRW's last [\d,]+ bars\.$/);
    await expect.poll(() => better.elements().length).toBe(2);
    await expect.element(guide.getByRole('img', { name: 'Reliability of P(up): a new high' })).toBeVisible();
    await guide.getByRole('button', { name: 'Confirm' }).click();

    await button('Forecast').click();
    await expect.element(toast('The Forecast Chart has been deactivated.')).toBeVisible();
    await expect.poll(() => scene.forecastMarksDrawn).toBe(0);
    expect(scene.model.forecast).toBeNull();
    await expect.element(page.getByTestId('chart-forecast-legend')).not.toBeInTheDocument();
    expect(chartSettings.forecastActive).toBe(false);
    await button('Forecast guide').click();
    await expect
      .element(guide)
      .toHaveTextContent('is measured once the Forecast Chart is activated on this coin.');
  });

  test('a side with no skill on the coin: no percentage in the legend and no marks, and the guide says why', async () => {
    const rendered = await renderForecastOn(measuredAs(forecastServices(), { down: -0.02 }));
    await expect
      .element(page.getByTestId('chart-forecast-legend'))
      .toHaveTextContent(/^Next bar: up \d+% · down: no edge on this coin$/);
    const { scene } = rendered.controller();
    expect(scene.model.forecast?.shown).toEqual({ up: true, down: false });
    // Every visible bar from the overlay's start on gets its up mark only; the count is of bars.
    const forecast = scene.model.forecast!;
    const { from, to } = visibleRange(scene.model.scale);
    await expect.poll(() => scene.forecastMarksDrawn).toBe(to - Math.max(from, forecast.start) + 1);

    await button('Forecast guide').click();
    const guide = page.getByRole('dialog', { name: 'About the Forecast Chart' });
    await expect.element(guide.getByTestId('forecast-skill-down')).toHaveTextContent(/-0\.020 ± \d\.\d{3}$/);
    await expect
      .element(guide)
      .toHaveTextContent('No better than the base rate on BTC/KRW: the chart hides these numbers.');
  });

  test('no side with skill: the legend says so, and no marks are drawn', async () => {
    const rendered = await renderForecastOn(measuredAs(forecastServices(), { up: 0, down: -0.1 }));
    await expect
      .element(page.getByTestId('chart-forecast-legend'))
      .toHaveTextContent('The forecast has shown no skill on this coin at this interval.');
    const { scene } = rendered.controller();
    expect(scene.model.forecast?.shown).toEqual({ up: false, down: false });
    // Nothing pending: the lines were painted since the forecast was set.
    await expect.poll(() => scene.model.pending).toBe(0);
    expect(scene.forecastMarksDrawn).toBe(0);
  });

  test("another interval drops the forecast's figures until its own arrive", async () => {
    const services = forecastServices();
    // The 4-hour history is held back: the new interval's forecast cannot come before the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const loadHistory = services.loadHistory;
    services.loadHistory = async (...args) => {
      if (args[1] === '240') await held;
      return loadHistory(...args);
    };
    await renderForecastOn(services);
    const legend = page.getByTestId('chart-forecast-legend');
    await expect.element(legend).toBeVisible();

    await userEvent.selectOptions(page.getByTestId('chart-interval'), '240');
    await expect.element(legend).not.toBeInTheDocument();
    await button('Forecast guide').click();
    const guide = page.getByRole('dialog', { name: 'About the Forecast Chart' });
    await expect
      .element(guide)
      .toHaveTextContent(
        'The skill on BTC/KRW · 4h is measured once the Forecast Chart is activated on this coin.',
      );
    await guide.getByRole('button', { name: 'Confirm' }).click();

    release();
    await expect.element(legend).toHaveTextContent(/Next bar: up \d+% · down \d+%/);
    await button('Forecast guide').click();
    await expect.element(guide).toHaveTextContent('Measured on BTC/KRW · 4h');
  });

  test('the tip fades 3,000 ms after it shows and is gone at 4,000 ms (chart spec §9)', async () => {
    document.cookie = `${FORECAST_TIP_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    mounted = mount(
      <MemoryRouter>
        <FeedProvider client={new AssetFeed()}>
          <ChartPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" services={fakeServices(newAccount())} />
        </FeedProvider>
      </MemoryRouter>,
    );
    // Read the DOM directly between steps of the fake clock (expect.element would move it while polling).
    const tip = () => document.querySelector('[data-testid="chart-forecast-tip"]');
    const fading = () => tip()?.classList.contains('td-chart__tip--fading');
    /**
     * Moves the fake clock by `ms`, then lets React render: until `rendered` holds (a busy machine may
     * need more than two frames; the count is only a hang guard), or two frames when nothing new is due.
     */
    const step = async (ms: number, rendered?: () => boolean) => {
      vi.advanceTimersByTime(ms);
      await frames();
      if (rendered) for (let frame = 0; frame < 300 && !rendered(); frame += 1) await frames();
    };
    // The panel's effect has claimed today's tip (and set its timers) once the cookie is there.
    while (!document.cookie.includes(`${FORECAST_TIP_COOKIE}=1`)) await frames();
    await step(0, () => tip() !== null);
    expect(tip()).not.toBeNull();
    expect(fading()).toBe(false);
    await step(2_999);
    expect(fading()).toBe(false);
    await step(1, () => fading() === true);
    expect(fading()).toBe(true);
    await step(999);
    expect(tip()).not.toBeNull();
    await step(1, () => tip() === null);
    expect(tip()).toBeNull();
  });

  // How it fades and goes is the test above, on the fake clock.
  test('the tip shows once a day: a chart opened again the same day shows none', async () => {
    document.cookie = `${FORECAST_TIP_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    await renderChart();
    await expect.element(page.getByTestId('chart-forecast-tip')).toBeVisible();
    expect(document.cookie).toContain(`${FORECAST_TIP_COOKIE}=1`);

    mounted?.unmount();
    await renderChart();
    await pause(100);
    expect(page.getByTestId('chart-forecast-tip').query()).toBeNull();
  });
});
