import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { API, roundToTick, specTicks, type AlertPutRequest, type NotificationPage } from '../../contract';
import {
  expect,
  lastPrice,
  logInFromHeader,
  recordToasts,
  startInEnglish,
  test,
  toastsShown,
} from './fixtures';

/**
 * Alerts and notifications as a trader meets them (contract/notifications.ts; server README "Alerts",
 * "Notifications"): an alert set from the chart is kept and evaluated by the exchange; when the price goes
 * through it the member is told once — one toast in one of the app's windows however many are open, the
 * bell's count in each, an entry in the panel —, and an alert that fires while every window is closed is in
 * the panel, unread, when the app opens again. A limit order filling is told the same way.
 */

const COIN = 'BTC-KRW';
const MEMBER = 'demo-regular';

// A desktop trader's screen, so that the default layout gives the chart a plot to right-click.
test.use({ viewport: { width: 1920, height: 1080 } });

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications, / });

async function history(request: APIRequestContext): Promise<NotificationPage> {
  const response = await request.get(API.notifications);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: NotificationPage }).data;
}

/**
 * Waits until the member's history holds a notification saying `text`; answers the count unread then. A trade
 * through a level may also fill the member's resting orders on its way (the demo members have some), each
 * told too, so a test counts what the exchange counted rather than assuming one.
 */
async function storedSaying(request: APIRequestContext, text: string): Promise<number> {
  await expect
    .poll(async () => (await history(request)).notifications.some((notice) => notice.body.en.includes(text)))
    .toBe(true);
  return (await history(request)).unread;
}

async function markAllRead(request: APIRequestContext): Promise<void> {
  const response = await request.post(API.notificationsRead, { data: { all: true } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The market trades the coin at `price` (the test-mode trade switch). */
async function tradeAt(request: APIRequestContext, price: number): Promise<void> {
  const response = await request.post(API.adminTrade, { data: { key: COIN, price } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A level 5 % above the coin's last price, on its tick: the market's own walk does not reach it in a test. */
async function levelAbove(page: Page): Promise<number> {
  return roundToTick(specTicks('KRW'), (await lastPrice(page, COIN)) * 1.05);
}

/** Logs in on the trade page and starts from no unread notification. */
async function openTradePage(page: Page): Promise<void> {
  await page.goto(`/trade/order/${COIN}`);
  await logInFromHeader(page, MEMBER);
  await expect(page).toHaveURL(new RegExp(`/trade/order/${COIN}$`));
  // The demo member's resting orders may fill on the market's own walk meanwhile: read until none is left.
  await expect
    .poll(async () => {
      await markAllRead(page.request);
      return (await history(page.request)).unread;
    })
    .toBe(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
}

test('a price alert set from the chart fires once: one toast across three windows, the bell, the panel', async ({
  page,
  context,
}) => {
  await recordToasts(context);
  await openTradePage(page);
  const level = await levelAbove(page);

  // Right-click on the chart's plot: "Add alert at <price>" opens the alert dialog with a price alert there.
  await expect(page.getByTestId('chart-surface')).toHaveAttribute('data-load-state', 'ready');
  const box = (await page.getByTestId('chart-plot').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { button: 'right' });
  await page
    .getByRole('menu', { name: 'Chart menu' })
    .getByRole('menuitem', { name: /^Add alert at / })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('When').selectOption({ label: 'Crosses up' });
  await dialog.getByLabel('Price', { exact: true }).fill(String(level));
  const created = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes(`${API.alerts}/`),
  );
  await dialog.getByRole('button', { name: 'Create' }).click();
  expect((await created).ok()).toBe(true);
  await expect(dialog).toHaveCount(0);

  // Two pop-outs: the chart and a panel, each a window of the app on the same shared worker.
  const [chartPopup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('toolbar', { name: 'Chart tools' }).getByRole('button', { name: 'Pop out' }).click(),
  ]);
  const [panelPopout] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Pop out Live price' }).click(),
  ]);
  await chartPopup.waitForLoadState();
  await panelPopout.waitForLoadState();
  const windows = [page, chartPopup, panelPopout];

  // The price goes through the level: the exchange fires the alert. The window the shared worker chooses
  // shows it; the chart pop-out, whose toasts are suppressed (chart spec §9), would hand it on.
  await tradeAt(page.request, roundToTick(specTicks('KRW'), level * 1.01));
  const unread = await storedSaying(page.request, `rose through ${level.toLocaleString('en-US')}`);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
  const shown = async () => {
    let count = 0;
    for (const window of windows) count += await toastsShown(window, /^BTC\/KRW alert · /);
    return count;
  };
  await expect.poll(shown).toBe(1);
  // Every window has had the frame by now (the bell counted it): still exactly one toast.
  expect(await shown()).toBe(1);

  // The panel lists it, unread; opening the entry marks it read.
  await bell(page).click();
  const list = page
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('list', { name: 'Notifications' });
  // This alert's entry (the member's history keeps earlier ones).
  const entry = list
    .getByRole('listitem')
    .filter({ hasText: 'BTC/KRW alert' })
    .filter({ hasText: `rose through ${level.toLocaleString('en-US')}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Unread');
});

test('an alert that fires while every window is closed is in the panel, unread, when the app opens', async ({
  browser,
}) => {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  await startInEnglish(context);
  const page = await context.newPage();
  await openTradePage(page);
  const level = await levelAbove(page);
  for (const open of context.pages()) await open.close();

  // With no window open, an alert is set and the price goes through it: the exchange fires it anyway.
  const alert: AlertPutRequest = {
    coin: COIN,
    condition: { kind: 'price', op: 'crossesUp', value: level },
    trigger: 'once',
    expiresAt: null,
    message: 'Take profit',
    active: true,
    baseVersion: 0,
  };
  const put = await context.request.put(API.alert(crypto.randomUUID()), { data: alert });
  expect(put.ok(), await put.text()).toBe(true);
  await tradeAt(context.request, roundToTick(specTicks('KRW'), level * 1.01));
  const unread = await storedSaying(context.request, 'Take profit');

  const again = await context.newPage();
  await again.goto(`/trade/order/${COIN}`);
  await expect(bell(again)).toHaveAccessibleName(`Notifications, ${unread} unread`);
  await bell(again).click();
  const entry = again
    .getByRole('dialog', { name: 'Notifications' })
    .getByRole('listitem')
    .filter({ hasText: 'Take profit' })
    .filter({ hasText: `rose through ${level.toLocaleString('en-US')}` });
  await expect(entry).toContainText('Unread');
  await context.close();
});

test('a limit order that fills is told as a notification', async ({ page }) => {
  await recordToasts(page);
  await openTradePage(page);
  const price = roundToTick(specTicks('KRW'), (await lastPrice(page, COIN)) * 0.95);
  const placed = await page.request.post(API.orders, {
    data: { key: COIN, side: 'buy', orderType: 'limit', price, quantity: 0.001 },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  // The market trades through the order's price: it fills in full (server README "Trading").
  await tradeAt(page.request, roundToTick(specTicks('KRW'), price * 0.99));
  const unread = await storedSaying(page.request, 'buy: 0.001 of 0.001 filled');
  await expect
    .poll(() => toastsShown(page, /^Order filled · BTC\/KRW limit buy: 0\.001 of 0\.001 filled/))
    .toBe(1);
  await expect(bell(page)).toHaveAccessibleName(`Notifications, ${unread} unread`);
});
