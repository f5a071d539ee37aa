/**
 * The hotkeys in a window as a trader meets them (features/hotkeys HotkeysHost): a bound key runs its
 * action (its code loads then) and a toast answers; the same key typed in a field, during an IME's
 * composition, or taken by another handler does nothing; a guest is told to log in; a key the trader
 * rebound is the one that works; one-click trading takes an order book pick only while it is on.
 */
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { PlaceOrderRequest } from '../../../../contract';
import { HotkeysHost, type HotkeyHostActions } from '../../../../src/features/hotkeys';
import { bindingsStorageKey } from '../../../../src/features/hotkeys/rules/stored-bindings';
import { oneClickStorageKey } from '../../../../src/features/hotkeys/rules/one-click';
import { publishIntent, subscribeIntent, toastState, ToastHost } from '../../../../src/shell';
import { session } from '../../../../src/state/session';
import { orderRow } from '../../../fixtures/orders';
import { envelope, renderWithFeed, resetStores, stubApi } from '../../shell/harness';
import { FakeFeed } from '../../workspace/harness';

interface MountOptions {
  member?: boolean;
  language?: 'ko' | 'en';
  /** The member's stored bindings (stored-bindings.ts), when not the defaults. */
  bindings?: string;
  /** The exchange's answer to a placement, when not the order placed. */
  refusal?: string;
}

async function mountHotkeys(options: MountOptions = {}) {
  resetStores({ member: options.member ?? true, language: options.language ?? 'en' });
  const memNo = session.user?.memNo;
  if (options.bindings === undefined) localStorage.removeItem(bindingsStorageKey(memNo));
  else localStorage.setItem(bindingsStorageKey(memNo), options.bindings);
  sessionStorage.removeItem(oneClickStorageKey(memNo));
  const orders: PlaceOrderRequest[] = [];
  const fetchStub = stubApi({
    'DELETE /v1/trade/orders/41': (request) => {
      cancelled.push(request.url.pathname);
      return envelope(orderRow(41, { status: 'cancelled' }));
    },
    'POST /v1/trade/orders': (request) => {
      const body = JSON.parse(String(request.init?.body)) as PlaceOrderRequest;
      orders.push(body);
      if (options.refusal !== undefined) return envelope(null, 400, 'ORDER_REJECTED', options.refusal);
      // A best-price order fills at the best ask (0.0001 BTC for KRW 10,000); a limit rests.
      if (body.orderType === 'best')
        return envelope(
          orderRow(41, {
            side: body.side,
            orderType: 'best',
            price: 100_000_000,
            quantity: 0.0001,
            filledQuantity: 0.0001,
            avgFillPrice: 100_000_000,
            amount: body.amount ?? null,
            status: 'filled',
          }),
        );
      return envelope(
        orderRow(41, { side: body.side, price: body.price ?? 0, quantity: body.quantity ?? 0 }),
      );
    },
  });
  const feed = new FakeFeed();
  feed.setOrderBook({
    key: 'BTC-KRW',
    asks: [[100_000_000, 0.5]],
    bids: [[99_990_000, 0.5]],
  });
  const actions = {
    focusedCoin: vi.fn(() => 'BTC-KRW' as const),
    goToCoin: vi.fn(),
    goToOrderPanel: vi.fn(),
  } satisfies HotkeyHostActions;
  renderWithFeed(
    feed,
    <>
      <input aria-label="a field" />
      <button type="button">somewhere</button>
      <HotkeysHost actions={actions} />
      <ToastHost />
    </>,
    () => fetchStub.mockRestore(),
  );
  await expect.element(page.getByRole('button', { name: 'somewhere' })).toBeInTheDocument();
  return { orders, actions };
}

/** The paths of the cancels the exchange received. */
const cancelled: string[] = [];
const focusButton = () => document.querySelector<HTMLButtonElement>('button')!.focus();
const lastToast = () => toastState.toasts.at(-1)?.message;

describe('hotkeys', () => {
  test('Shift+B buys the preset amount at the best price (a best-price order), and the toast says it filled', async () => {
    const { orders } = await mountHotkeys();
    focusButton();
    await userEvent.keyboard('{Shift>}B{/Shift}');
    await expect.poll(() => orders).toHaveLength(1);
    // The preset: a total of KRW 10,000, immediate or cancel.
    expect(orders[0]).toEqual({
      key: 'BTC-KRW',
      side: 'buy',
      orderType: 'best',
      timeInForce: 'ioc',
      amount: 10_000,
    });
    await expect.poll(lastToast).toBe('Buy 0.0001 BTC/KRW filled (100,000,000)');
    // Nothing rests to undo: the toast offers no button, and the undo key says so.
    expect(toastState.toasts.at(-1)?.action).toBeUndefined();
    await userEvent.keyboard('{Alt>}z{/Alt}');
    await expect.poll(lastToast).toBe('No hotkey order to undo.');
  });

  test('typing in a field, composing with an IME, or a key another handler took does nothing', async () => {
    const { orders } = await mountHotkeys();
    const field = document.querySelector('input')!;
    field.focus();
    await userEvent.keyboard('{Shift>}B{/Shift}');
    expect(field.value).toBe('B');
    focusButton();
    const composing = new KeyboardEvent('keydown', {
      code: 'KeyB',
      key: 'ㅠ',
      shiftKey: true,
      isComposing: true,
      bubbles: true,
    });
    document.activeElement!.dispatchEvent(composing);
    expect(composing.defaultPrevented).toBe(false);
    const taken = new KeyboardEvent('keydown', {
      code: 'KeyB',
      key: 'B',
      shiftKey: true,
      bubbles: true,
      cancelable: true,
    });
    taken.preventDefault();
    document.activeElement!.dispatchEvent(taken);
    // A key that is no hotkey goes by: the marker press below is the only order.
    await userEvent.keyboard('{Shift>}Q{/Shift}');
    await userEvent.keyboard('{Shift>}S{/Shift}');
    await expect.poll(() => orders).toHaveLength(1);
    expect(orders[0]!.side).toBe('sell');
  });

  test('a guest is told to log in, in Korean too', async () => {
    const { orders } = await mountHotkeys({ member: false, language: 'ko' });
    focusButton();
    await userEvent.keyboard('{Shift>}B{/Shift}');
    await expect.poll(lastToast).toBe('로그인이 필요합니다');
    expect(orders).toHaveLength(0);
  });

  test('a rebound key is the one that works', async () => {
    const { orders } = await mountHotkeys({
      bindings: JSON.stringify({ version: 1, changes: { buyBest: 'F2' } }),
    });
    focusButton();
    await userEvent.keyboard('{Shift>}B{/Shift}');
    await userEvent.keyboard('{F2}');
    await expect.poll(() => orders).toHaveLength(1);
    expect(orders[0]!.side).toBe('buy');
  });

  test('a refused order shows the exchange’s message', async () => {
    const { actions } = await mountHotkeys({ refusal: 'Not enough balance available for this order.' });
    focusButton();
    await userEvent.keyboard('{Shift>}B{/Shift}');
    await expect.poll(lastToast).toBe('Not enough balance available for this order.');
    expect(actions.focusedCoin).toHaveBeenCalled();
  });

  test('view keys: the next coin of the list goes to the focused group; the interval steps the charts', async () => {
    const { actions } = await mountHotkeys();
    focusButton();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect.poll(lastToast).toBe('This window has no coin list.');
    const stopList = subscribeIntent('readCoinOrder', ({ answer }) => {
      answer(['ETH-KRW', 'BTC-KRW', 'XRP-KRW']);
      return true;
    });
    const stopChart = subscribeIntent('stepChartInterval', ({ step, answer }) => {
      answer(step === 1 ? '15' : '5');
      return true;
    });
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect.poll(() => actions.goToCoin.mock.calls).toEqual([['XRP-KRW']]);
    await userEvent.keyboard('{Shift>}.{/Shift}');
    await expect.poll(lastToast).toBe('Chart interval: 15m');
    stopList();
    stopChart();
  });

  test('one-click: an order book pick places the order only while it is on', async () => {
    const { orders } = await mountHotkeys();
    expect(publishIntent('oneClickOrder', { key: 'BTC-KRW', side: 'sell', price: 99_990_000 })).toBe(false);
    expect(publishIntent('oneClickOn', {})).toBe(false);
    sessionStorage.setItem(oneClickStorageKey(session.user?.memNo), 'on');
    expect(publishIntent('oneClickOn', {})).toBe(true);
    expect(publishIntent('oneClickOrder', { key: 'BTC-KRW', side: 'sell', price: 99_990_000 })).toBe(true);
    await expect.poll(() => orders).toHaveLength(1);
    // A limit at the level with the preset: KRW 10,000 at 99,990,000 is 0.00010001 BTC; it rests.
    expect(orders[0]).toEqual({
      key: 'BTC-KRW',
      side: 'sell',
      orderType: 'limit',
      price: 99_990_000,
      quantity: 0.00010001,
    });
    await expect.poll(lastToast).toBe('Sell 0.00010001 BTC/KRW placed (99,990,000) — undo: Alt+Z');
    // The undo hotkey cancels it while it is open.
    cancelled.length = 0;
    focusButton();
    await userEvent.keyboard('{Alt>}z{/Alt}');
    await expect.poll(lastToast).toBe('BTC/KRW order cancelled (undo)');
    expect(cancelled).toEqual(['/v1/trade/orders/41']);
  });

  test('an order that rests offers Undo on its toast (취소 in Korean); pressed, it cancels the order once', async () => {
    await mountHotkeys({ language: 'ko' });
    const stopPanel = subscribeIntent('readOrderPanelPrice', ({ answer }) => {
      answer(99_000_000);
      return true;
    });
    onTestFinished(stopPanel);
    cancelled.length = 0;
    focusButton();
    await userEvent.keyboard('{Alt>}b{/Alt}');
    const undo = page.getByRole('status').getByRole('button', { name: '취소' });
    await expect.element(undo).toBeInTheDocument();
    expect(lastToast()).toContain('되돌리기: Alt+Z');
    await undo.click();
    await expect.poll(lastToast).toBe('BTC/KRW 주문을 취소했습니다 (되돌리기)');
    expect(cancelled).toEqual(['/v1/trade/orders/41']);
    expect(page.getByRole('status').getByRole('button').elements()).toHaveLength(0);
    // Undone by its button, it is no longer the undo key's.
    focusButton();
    await userEvent.keyboard('{Alt>}z{/Alt}');
    await expect.poll(lastToast).toBe('되돌릴 단축키 주문이 없습니다.');
    expect(cancelled).toHaveLength(1);
  });
});
