/**
 * The order typed when the session ends: a refused order says it was not placed and why, what was typed
 * survives the panel being mounted anew for the guest and a login in between, and the same member is
 * offered it again — placed once, only when confirmed — while nobody else ever sees it.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { KEPT_ORDER_TTL_MS, keptOrderOf, emptyOrderForm } from '../../../../src/features/order-panel/rules';
import type { Language } from '../../../../src/i18n';
import { toastState } from '../../../../src/shell';
import { endSession, session } from '../../../../src/state/session';
import { demoUser } from '../../../fixtures/user';
import { guest } from '../../shell/harness';
import { envelope, mountOrderPanel, placedOrder } from './harness';

const KEPT_KEY = 'tradedeck.orderPanel.keptOrders';

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const alert = () => page.getByRole('alert');
const offer = () => page.getByRole('region', { name: 'Order typed before the session ended' });

async function typeOrder() {
  await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
  await field('Price (KRW)').fill('94000000');
  await field('Quantity (BTC)').fill('0.001');
}

/** The member logs in again (the panel, the member's, is mounted anew). */
function logInAgain(user = demoUser()) {
  Object.assign(session, { status: 'member', user });
}

describe('order panel: the session ends under a typed order', () => {
  test.each([
    [
      'en',
      'Buy',
      'Quantity (BTC)',
      'The order was not placed: your session has ended. Log in again to place it; what you typed is kept.',
    ],
    [
      'ko',
      '매수',
      '주문수량 (BTC)',
      '로그인이 만료되어 주문이 접수되지 않았습니다. 다시 로그인하면 입력한 주문을 넣을 수 있습니다.',
    ],
  ] as const)(
    '%s: a Buy answered 401 says the order was not placed, and what was typed stays',
    async (language: Language, buy, quantity, message) => {
      const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
        language,
        shellHandlesFailures: true,
        placeOrder: guest,
      });
      await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
      await field(quantity).fill('0.001');
      await page.getByRole('button', { name: buy, exact: true }).click();
      await expect.element(alert()).toHaveTextContent(message);
      expect(orders).toHaveLength(1);
      expect(session.status).toBe('guest');
      await expect.element(field(quantity)).toHaveValue('0.001');
    },
  );

  test('after logging in again the offer shows the figures as typed; placing it sends one order', async () => {
    let refuse = true;
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      shellHandlesFailures: true,
      placeOrder: ({ init }) => (refuse ? guest() : envelope(placedOrder(JSON.parse(String(init?.body))))),
    });
    await typeOrder();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.element(alert()).toHaveTextContent('The order was not placed');
    await expect.element(page.getByRole('link', { name: 'Log in' })).toBeVisible();

    refuse = false;
    logInAgain();
    await expect.element(offer()).toHaveTextContent('Place the order you typed before logging in?');
    await expect.element(offer()).toHaveTextContent('Buy · Limit');
    await expect.element(offer()).toHaveTextContent('94,000,000');
    await expect.element(offer()).toHaveTextContent('0.001');
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.001');
    expect(orders).toHaveLength(1);

    await page.getByRole('button', { name: 'Place this order' }).click();
    await expect
      .poll(() => toastState.toasts.map((toast) => toast.message))
      .toEqual(['Buy order for BTC/KRW placed.']);
    expect(orders).toHaveLength(2);
    const { clientOrderId: _key, ...order } = orders[1]!;
    expect(order).toEqual({
      key: 'BTC-KRW',
      side: 'buy',
      orderType: 'limit',
      price: 94_000_000,
      quantity: 0.001,
    });
    await expect.element(offer()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(KEPT_KEY)).toBe('{"version":1,"orders":{}}');
  });

  test('Buy pressed on the restored form places it once and the offer goes', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW');
    await typeOrder();
    endSession();
    logInAgain();
    await expect.element(offer()).toBeVisible();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({ price: 94_000_000, quantity: 0.001 });
    await expect.element(offer()).not.toBeInTheDocument();
  });

  test('discarded, the offer and the figures are gone and nothing is sent', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW');
    await typeOrder();
    endSession();
    await expect.element(alert()).toHaveTextContent('Your session has ended, so no order can be placed.');
    logInAgain();
    await page.getByRole('button', { name: 'Discard' }).click();
    await expect.element(offer()).not.toBeInTheDocument();
    await expect.element(field('Quantity (BTC)')).toHaveValue('');
    await expect.element(field('Price (KRW)')).toHaveValue('95,000,000');
    expect(orders).toHaveLength(0);
    expect(sessionStorage.getItem(KEPT_KEY)).toBe('{"version":1,"orders":{}}');
  });

  test('a logout in another window keeps what was typed and says the session ended', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await typeOrder();
    // What the sync channel does when another window logs out.
    endSession();
    await expect
      .element(alert())
      .toHaveTextContent(
        'Your session has ended, so no order can be placed. Log in again: what you typed is kept.',
      );
    await expect.element(field('Price (KRW)')).toHaveValue('94,000,000');
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.001');
  });

  test('an order that went through while another window logged out is not offered again', async () => {
    let answer: (response: Response) => void = () => {};
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      placeOrder: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await typeOrder();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => orders.length).toBe(1);
    endSession();
    answer(envelope(placedOrder(orders[0]!)));
    await expect.poll(() => toastState.toasts.length).toBe(1);
    logInAgain();
    await expect.element(page.getByRole('button', { name: 'Buy', exact: true })).toBeVisible();
    await expect.element(offer()).not.toBeInTheDocument();
  });

  test('no answer came before the session ended: the offer sends it again under the same key', async () => {
    let calls = 0;
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      placeOrder: ({ init }) => {
        calls += 1;
        if (calls > 1) return envelope(placedOrder(JSON.parse(String(init?.body))));
        // Another window logs out while the order is on its way, and its answer never comes.
        endSession();
        throw new TypeError('Failed to fetch');
      },
    });
    await typeOrder();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect
      .element(alert())
      .toHaveTextContent(
        'Your session ended before the exchange answered: the order may not have been placed.',
      );
    logInAgain();
    await expect.element(offer()).toHaveTextContent('No answer came for the order.');
    await page.getByRole('button', { name: 'Place this order' }).click();
    await expect.poll(() => orders.length).toBe(2);
    expect(orders[1]!.clientOrderId).toBe(orders[0]!.clientOrderId);
  });

  test('the trade password is never kept: the offer asks for it again', async () => {
    const member = demoUser({ useTradePasswordStatus: 'Y' });
    let refuse = true;
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      user: member,
      shellHandlesFailures: true,
      placeOrder: ({ init }) => (refuse ? guest() : envelope(placedOrder(JSON.parse(String(init?.body))))),
    });
    await typeOrder();
    await page.getByLabelText('Trade password').fill('480159');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.element(alert()).toHaveTextContent('The order was not placed');
    expect(sessionStorage.getItem(KEPT_KEY)).toContain('"quantity":"0.001"');
    expect(sessionStorage.getItem(KEPT_KEY)).not.toContain('480159');

    refuse = false;
    logInAgain(member);
    await page.getByRole('button', { name: 'Place this order' }).click();
    await expect.element(alert()).toHaveTextContent('Enter your six-digit trade password.');
    expect(orders).toHaveLength(1);
    await page.getByLabelText('Trade password').fill('480159');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => orders.length).toBe(2);
    expect(orders[1]).toMatchObject({ price: 94_000_000, quantity: 0.001, tradePassword: '480159' });
  });

  test('another member logging in in this tab is not offered it, and it is gone', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await typeOrder();
    endSession();
    await expect.element(alert()).toBeVisible();
    logInAgain(demoUser({ memNo: demoUser().memNo + 1 }));
    await expect.element(page.getByRole('button', { name: 'Buy', exact: true })).toBeVisible();
    await expect.element(offer()).not.toBeInTheDocument();
    await expect.element(field('Quantity (BTC)')).toHaveValue('');
    logInAgain();
    await expect.element(offer()).not.toBeInTheDocument();
  });

  test.each([
    ['older than KEPT_ORDER_TTL_MS', 'BTC-KRW', KEPT_ORDER_TTL_MS + 1_000],
    ['kept for another coin', 'ETH-KRW', 0],
  ] as const)('a kept order %s is not offered', async (_, coin, age) => {
    const typed = { ...emptyOrderForm(), price: '94000000', quantity: '0.001', priceSet: true };
    const kept = keptOrderOf(typed, {
      memNo: demoUser().memNo,
      nowMs: Date.now() - age,
      reason: 'notPlaced',
      plusBuy: false,
    });
    sessionStorage.setItem(KEPT_KEY, JSON.stringify({ version: 1, orders: { [coin]: kept } }));
    mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(page.getByRole('button', { name: 'Buy', exact: true })).toBeVisible();
    await expect.element(offer()).not.toBeInTheDocument();
    await expect.element(field('Quantity (BTC)')).toHaveValue('');
  });
});

describe('order panel: no refusal of a Buy is silent', () => {
  test.each([
    ['a server error', () => envelope(null, 500, 'SERVER_ERROR', ''), 'No answer came for the order.'],
    ['no network', () => Promise.reject(new TypeError('Failed to fetch')), 'No answer came for the order.'],
  ] as const)('%s shows in the panel', async (_, answer, message) => {
    mountOrderPanel('/trade/order/BTC-KRW', { shellHandlesFailures: true, placeOrder: answer });
    await typeOrder();
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.element(page.getByTestId('order-panel').getByRole('alert')).toHaveTextContent(message);
    expect(session.status).toBe('member');
  });
});
