import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { OrderHistoryRow, OrderRow } from '../../../../contract';
import type { AlgoOrderRow } from '../../../../contract/algo-orders';
import { OpenOrdersPanel } from '../../../../src/features/open-orders';
import { defaultHistoryRange } from '../../../../src/features/open-orders/order-rules';
import { addDaysToDateText } from '../../../../src/lib/kst';
import { closed, fill, order, splitParent, twapParent } from '../../../unit/features/open-orders/orders';
import { callsTo } from '../../shell/harness';
import { envelope, mountAt, type MountOptions } from './harness';

const PATH = '/trade/order/BTC-KRW';

function mountPanel(
  open: OrderRow[],
  options: MountOptions = {},
  parents: AlgoOrderRow[] = [],
  clock?: () => number,
) {
  return mountAt(
    PATH,
    '/trade/order/:coin',
    <OpenOrdersPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" clock={clock} />,
    {
      ...options,
      routes: {
        'GET /v1/trade/algo-orders': () => envelope(parents),
        'GET /v1/trade/orders': ({ url }) => {
          const key = url.searchParams.get('key');
          return envelope(open.filter((o) => o.status === 'pending' && (key === null || o.key === key)));
        },
        ...options.routes,
      },
    },
  );
}

const openTable = () => page.getByRole('table', { name: 'Open orders' });
const rowOf = (text: string) => openTable().getByRole('row').filter({ hasText: text });
const toast = () => page.getByRole('status', { name: 'Notifications' });

describe('open orders', () => {
  const orders = () => [
    order(3, { side: 'sell', price: 99_000_000, quantity: 0.02, filledQuantity: 0.005 }),
    order(2, {
      orderType: 'stopLimit',
      price: 96_500_000,
      stopPrice: 96_000_000,
      stopCondition: 'gte',
      triggered: false,
    }),
    order(1, { key: 'ETH-KRW', price: 4_000_000, quantity: 0.5 }),
  ];

  test("lists the coin's pending orders with side, type, stop condition, quantities and KST time", async () => {
    mountPanel(orders());
    await expect.element(rowOf('99,000,000')).toBeVisible();
    const cells = rowOf('99,000,000').getByRole('cell');
    expect(cells.elements().map((cell) => cell.textContent)).toEqual([
      '2026-11-24 03:00:00',
      'Sell',
      'Limit',
      '99,000,000',
      '0.02',
      '0.005',
      '0.015',
      'Cancel',
    ]);
    await expect.element(rowOf('96,500,000')).toHaveTextContent('Stop-limit ≥ 96,000,000 (watching)');
    expect(openTable().getByRole('row').elements()).toHaveLength(3); // header + 2 BTC orders
  });

  test.each([
    ['en', 'Limit IOC · SMP: reduce both Self-trade prevented: 0.002'],
    ['ko', '지정가 IOC · 자전거래 방지: 양쪽 감소 자전거래 방지로 미체결: 0.002'],
  ] as const)(
    '%s: the time in force and self-trade mode where not the defaults, and what was prevented',
    async (language, type) => {
      mountPanel(
        [order(4, { price: 98_000_000, timeInForce: 'ioc', smpType: 'reduce', preventedQuantity: 0.002 })],
        { language },
      );
      await expect.element(page.getByRole('row').filter({ hasText: '98,000,000' })).toBeVisible();
      expect(
        page.getByRole('row').filter({ hasText: '98,000,000' }).getByRole('cell').elements()[2]?.textContent,
      ).toBe(type);
      // Prevented is neither filled nor open: 0.01 ordered, 0.002 prevented.
      expect(
        page.getByRole('row').filter({ hasText: '98,000,000' }).getByRole('cell').elements()[6]?.textContent,
      ).toBe('0.008');
    },
  );

  test('"All coins" lists every coin with its key', async () => {
    mountPanel(orders());
    await expect.element(rowOf('99,000,000')).toBeVisible();
    await page.getByRole('button', { name: 'All coins' }).click();
    await expect.element(rowOf('4,000,000')).toHaveTextContent('ETH-KRW');
    await expect
      .element(page.getByRole('button', { name: 'All coins' }))
      .toHaveAttribute('aria-pressed', 'true');
  });

  test('cancels one order: the row goes and a toast says so', async () => {
    const open = orders();
    mountPanel(open, {
      routes: {
        'DELETE /v1/trade/orders/3': () => {
          open[0] = { ...open[0]!, status: 'cancelled' };
          return envelope(open[0]);
        },
      },
    });
    await page.getByRole('button', { name: 'Cancel order 3' }).click();
    await expect.element(rowOf('99,000,000')).not.toBeInTheDocument();
    await expect.element(toast()).toHaveTextContent('The order was cancelled.');
    await expect.element(rowOf('96,500,000')).toBeVisible();
  });

  test('cancel all asks first, then cancels every order of the coin', async () => {
    const open = orders();
    const { fetchStub } = mountPanel(open, {
      routes: {
        'DELETE /v1/trade/orders': ({ url }) => {
          const key = url.searchParams.get('key');
          const cancelled = open
            .filter((o) => o.key === key)
            .map((o) => ({ ...o, status: 'cancelled' as const }));
          for (const o of cancelled)
            open.splice(
              open.findIndex((known) => known.orderId === o.orderId),
              1,
            );
          return envelope(cancelled);
        },
      },
    });
    await page.getByRole('button', { name: 'Cancel all BTC' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel all orders' });
    await expect.element(dialog).toHaveTextContent('Cancel all 2 open orders of BTC?');
    await dialog.getByRole('button', { name: 'Keep them' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(fetchStub.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await page.getByRole('button', { name: 'Cancel all BTC' }).click();
    await dialog.getByRole('button', { name: 'Cancel all' }).click();
    await expect.element(page.getByText('No open orders.')).toBeVisible();
    await expect.element(toast()).toHaveTextContent('Orders cancelled: 2.');
    await expect.element(page.getByRole('button', { name: 'Cancel all BTC' })).toBeDisabled();
    // The other coin's order stays.
    await page.getByRole('button', { name: 'All coins' }).click();
    await expect.element(rowOf('4,000,000')).toBeVisible();
  });

  test('cancelling an order that was filled meanwhile shows the exchange message and refreshes', async () => {
    const open = orders();
    mountPanel(open, {
      routes: {
        'DELETE /v1/trade/orders/3': () => {
          open[0] = { ...open[0]!, status: 'filled', filledQuantity: 0.02 };
          return envelope(null, 409, 'ORDER_CLOSED', 'This order is already filled or cancelled.');
        },
      },
    });
    await page.getByRole('button', { name: 'Cancel order 3' }).click();
    await expect.element(toast()).toHaveTextContent('This order is already filled or cancelled.');
    await expect.element(rowOf('99,000,000')).not.toBeInTheDocument();
    await expect.element(page.getByRole('alertdialog')).not.toBeInTheDocument();
  });

  test('order events from the feed add, update and remove rows without asking for the orders again', async () => {
    const { feed, fetchStub } = mountPanel(orders());
    await expect.element(rowOf('99,000,000')).toBeVisible();
    const asked = callsTo(fetchStub, '/v1/trade/orders').length;
    const placed = order(9, { price: 94_000_000, createdAt: '2026-11-24T10:00:00+09:00' });
    feed.emitOrders([{ kind: 'placed', order: placed, fill: null }]);
    await expect.element(rowOf('94,000,000')).toBeVisible();
    feed.emitOrders([
      { kind: 'partiallyFilled', order: { ...placed, filledQuantity: 0.004 }, fill: fill(1, 9) },
    ]);
    await expect.element(rowOf('94,000,000')).toHaveTextContent('0.0040.006');
    feed.emitOrders([
      { kind: 'filled', order: { ...placed, status: 'filled', filledQuantity: 0.01 }, fill: null },
    ]);
    await expect.element(rowOf('94,000,000')).not.toBeInTheDocument();
    expect(callsTo(fetchStub, '/v1/trade/orders')).toHaveLength(asked);
  });

  test('an asset change asks for the orders again (the fallback when order events were missed)', async () => {
    const open = orders();
    const { feed } = mountPanel(open);
    await expect.element(rowOf('99,000,000')).toBeVisible();
    open[0] = { ...open[0]!, status: 'filled' };
    feed.emitLowRate({ ch: 'assetChange', seq: 1, t: Date.now(), rows: [] });
    await expect.element(rowOf('99,000,000')).not.toBeInTheDocument();
  });

  test('logged out, the panel offers the login link that comes back here', async () => {
    mountPanel([], { member: false });
    await expect.element(page.getByText('Log in to see your orders.')).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.element(page.getByText(`login page from ${PATH}`)).toBeVisible();
  });
});

describe('parent orders', () => {
  const splitChildren = () => [
    order(11, { price: 95_000_000 }),
    order(12, { price: 94_000_000 }),
    order(13, { price: 93_000_000 }),
  ];
  const parentRow = (name: string) => openTable().getByRole('row').filter({ hasText: name });
  // Any language: the table's name is translated too.
  const anyRow = (text: string) => page.getByRole('row').filter({ hasText: text });

  test.each([
    [
      'en',
      'Split Running',
      'Slices 0/3',
      'Orders of Split 7 (3 open)',
      'TWAP Running',
      'Slices 3/10 · next 10:03:00 · 7:00 left',
    ],
    [
      'ko',
      '분할 주문 진행 중',
      '회차 0/3',
      '분할 주문 7의 주문 (3건 미체결)',
      'TWAP 진행 중',
      '회차 3/10 · 다음 10:03:00 · 7:00 남음',
    ],
  ] as const)(
    '%s: parents show kind, state and progress, their children folded under them',
    async (language, splitType, splitProgress, foldName, twapType, twapProgress) => {
      mountPanel(
        [...splitChildren(), order(20, { price: 90_000_000 })],
        { language },
        [twapParent(8), splitParent(7, [11, 12, 13]), twapParent(6, { state: 'completed' })],
        () => 0,
      );
      const split = anyRow(splitType);
      await expect.element(split).toBeVisible();
      await expect.element(split).toHaveTextContent(splitProgress);
      await expect.element(anyRow(twapType)).toHaveTextContent(twapProgress);
      // Folded: the children are not rows yet; the loose order is.
      await expect.element(anyRow('90,000,000')).toBeVisible();
      expect(anyRow('94,000,000').elements()).toHaveLength(0);
      // A completed parent is not an open order.
      expect(page.getByRole('row').elements()).toHaveLength(4); // header + 2 parents + 1 order
      const fold = page.getByRole('button', { name: foldName });
      await expect.element(fold).toHaveAttribute('aria-expanded', 'false');
      await fold.click();
      await expect.element(fold).toHaveAttribute('aria-expanded', 'true');
      await expect.element(anyRow('94,000,000')).toBeVisible();
      expect(page.getByRole('row').elements()).toHaveLength(7);
      await fold.click();
      await expect.element(anyRow('94,000,000')).not.toBeInTheDocument();
    },
  );

  test("a running TWAP's remaining time ticks from the panel's clock; a paused one's stays", async () => {
    let now = 1_000_000;
    mountPanel([], {}, [twapParent(8), twapParent(9, { state: 'paused' })], () => now);
    const running = parentRow('Running');
    await expect.element(running).toHaveTextContent('7:00 left');
    now += 61_000;
    await expect.element(running).toHaveTextContent('5:59 left');
    await expect.element(parentRow('Paused')).toHaveTextContent('Slices 3/10 · 7:00 left');
  });

  test("a parent's row from the orders channel replaces it at once; an older one does not", async () => {
    const { feed, fetchStub } = mountPanel([], {}, [twapParent(8)], () => 0);
    await expect.element(parentRow('TWAP')).toHaveTextContent('TWAP Running');
    fetchStub.mockClear();
    feed.emitAlgoOrders([twapParent(8, { state: 'paused', updatedAt: '2026-11-24T10:05:00+09:00' })]);
    await expect.element(parentRow('TWAP')).toHaveTextContent('TWAP Paused');
    feed.emitAlgoOrders([twapParent(8, { state: 'running', updatedAt: '2026-11-24T09:00:00+09:00' })]);
    await expect.element(parentRow('TWAP')).toHaveTextContent('TWAP Paused');
    // Told, not asked: the row came with the frame.
    expect(fetchStub).not.toHaveBeenCalled();
  });

  test('pause, resume and cancel call the exchange and the answered row replaces the parent', async () => {
    let parent = twapParent(8);
    const answer = (change: Partial<AlgoOrderRow>) => {
      parent = { ...parent, ...change, updatedAt: '2026-11-24T10:05:00+09:00' };
      return envelope(parent);
    };
    const { fetchStub } = mountPanel(
      [],
      {
        routes: {
          'POST /v1/trade/algo-orders/8/pause': () => answer({ state: 'paused' }),
          'POST /v1/trade/algo-orders/8/resume': () => answer({ state: 'running' }),
          'DELETE /v1/trade/algo-orders/8': () => answer({ state: 'cancelled' }),
        },
      },
      [parent],
      () => 0,
    );
    await expect.element(parentRow('TWAP')).toBeVisible();
    fetchStub.mockClear();
    const calls = () =>
      fetchStub.mock.calls.map(
        ([input, init]) => `${init?.method ?? 'GET'} ${new URL(String(input), location.href).pathname}`,
      );
    await page.getByRole('button', { name: 'Pause TWAP 8' }).click();
    await expect.element(toast()).toHaveTextContent('The TWAP was paused.');
    await expect.element(parentRow('TWAP')).toHaveTextContent('TWAP Paused');
    expect(page.getByRole('button', { name: 'Pause TWAP 8' }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: 'Resume TWAP 8' }).click();
    await expect.element(parentRow('TWAP')).toHaveTextContent('TWAP Running');
    await page.getByRole('button', { name: 'Cancel TWAP 8' }).click();
    await expect.element(parentRow('TWAP')).not.toBeInTheDocument();
    await expect.element(page.getByText('No open orders.')).toBeVisible();
    expect(calls()).toEqual([
      'POST /v1/trade/algo-orders/8/pause',
      'POST /v1/trade/algo-orders/8/resume',
      'DELETE /v1/trade/algo-orders/8',
    ]);
  });

  test("an order event of an active TWAP asks for the parents again: the row's progress moves", async () => {
    const parents = [twapParent(8)];
    const { feed } = mountPanel([], {}, parents, () => 0);
    await expect.element(parentRow('TWAP')).toHaveTextContent('Slices 3/10');
    parents[0] = twapParent(8, {
      progress: { ...twapParent(8).progress, slicesDone: 4, filledQuantity: 0.02 },
      updatedAt: '2026-11-24T10:03:00+09:00',
    });
    const slice = order(30, { side: 'sell', orderType: 'best', price: 95_000_000, quantity: 0.005 });
    feed.emitOrders([
      { kind: 'filled', order: { ...slice, status: 'filled', filledQuantity: 0.005 }, fill: null },
    ]);
    await expect.element(parentRow('TWAP')).toHaveTextContent('Slices 4/10');
    await expect.element(parentRow('TWAP')).toHaveTextContent('0.050.02');
  });

  test('a split child is cancelled alone, as any order', async () => {
    const open = splitChildren();
    mountPanel(
      open,
      {
        routes: {
          'DELETE /v1/trade/orders/12': () => envelope({ ...open[1]!, status: 'cancelled' }),
        },
      },
      [splitParent(7, [11, 12, 13])],
      () => 0,
    );
    await page.getByRole('button', { name: 'Orders of Split 7 (3 open)' }).click();
    await page.getByRole('button', { name: 'Cancel order 12' }).click();
    await expect.element(parentRow('94,000,000')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Orders of Split 7 (2 open)' })).toBeVisible();
  });
});

describe('order history', () => {
  /** 45 closed orders, newest first; order 100 has two fills. */
  const HISTORY: OrderHistoryRow[] = Array.from({ length: 45 }, (_, index) =>
    index === 0
      ? closed(100, [fill(1, 100), fill(2, 100, { price: 95_100_000, amount: 475_500, fee: 238 })])
      : closed(100 - index, [], { status: 'cancelled', price: 90_000_000 + index * 1_000 }),
  );

  function mountHistory() {
    const mounted = mountPanel([], {
      routes: {
        'GET /v1/trade/orders/history': ({ url }) => {
          const pageNo = Number(url.searchParams.get('page'));
          const size = Number(url.searchParams.get('size'));
          return envelope({
            rows: HISTORY.slice((pageNo - 1) * size, pageNo * size),
            total: HISTORY.length,
            page: pageNo,
            size,
          });
        },
      },
    });
    return mounted;
  }

  const historyTable = () => page.getByRole('table', { name: 'Order history' });
  const historyQueries = (stub: ReturnType<typeof mountHistory>['fetchStub']) =>
    stub.mock.calls
      .map(([input]) => new URL(String(input), location.href))
      .filter((url) => url.pathname === '/v1/trade/orders/history')
      .map((url) => Object.fromEntries(url.searchParams));

  test('shows the last 7 KST days of the coin, a page at a time', async () => {
    const { fetchStub } = mountHistory();
    await page.getByRole('tab', { name: 'Order history' }).click();
    const range = defaultHistoryRange(Date.now());
    await expect.element(page.getByRole('button', { name: `From: ${range.from}` })).toBeVisible();
    await expect.element(page.getByRole('button', { name: `To: ${range.to}` })).toBeVisible();
    await expect
      .element(historyTable().getByRole('row').filter({ hasText: '950,500' }))
      .toHaveTextContent('Filled');
    expect(historyQueries(fetchStub)[0]).toEqual({ key: 'BTC-KRW', ...range, page: '1', size: '20' });
    expect(historyTable().getByRole('row').elements()).toHaveLength(21);

    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect
      .element(page.getByRole('button', { name: 'Page 3' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(historyTable().getByRole('row').filter({ hasText: '90,044,000' })).toBeVisible();
    expect(historyTable().getByRole('row').elements()).toHaveLength(6);
    expect(historyQueries(fetchStub).at(-1)).toMatchObject({ page: '3' });
  });

  test('an order opens onto its fills with price, quantity, amount, fee and time', async () => {
    mountHistory();
    await page.getByRole('tab', { name: 'Order history' }).click();
    const toggle = page.getByRole('button', { name: 'Fills of order 100 (2)' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    const fills = page.getByRole('table', { name: 'Fills of order 100' });
    const rows = fills.getByRole('row');
    await expect.element(rows.nth(2)).toBeVisible();
    expect(rows.elements().map((row) => row.textContent)).toEqual([
      'Time (KST)PriceQuantityAmountFee',
      '2026-11-24 09:15:3095,000,0000.005475,000 KRW238 KRW',
      '2026-11-24 09:15:3095,100,0000.005475,500 KRW238 KRW',
    ]);
    await toggle.click();
    await expect.element(fills).not.toBeInTheDocument();
  });

  test('a day picked for the start asks for that range from the first page', async () => {
    const { fetchStub } = mountHistory();
    await page.getByRole('tab', { name: 'Order history' }).click();
    await page.getByRole('button', { name: 'Page 2' }).click();
    const range = defaultHistoryRange(Date.now());
    await page.getByRole('button', { name: `From: ${range.from}` }).click();
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    const from = addDaysToDateText(range.from, -1);
    await expect.element(page.getByRole('button', { name: `From: ${from}` })).toBeVisible();
    await expect
      .poll(() => historyQueries(fetchStub).at(-1))
      .toEqual({
        key: 'BTC-KRW',
        from,
        to: range.to,
        page: '1',
        size: '20',
      });
  });
});
