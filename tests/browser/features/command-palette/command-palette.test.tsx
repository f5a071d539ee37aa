/**
 * The command palette as a user meets it (features/command-palette): Ctrl+K opens it (its code loads
 * then), a combobox over a listbox with the active option by aria-activedescendant, arrows, Home/End,
 * Enter runs the active command through the host's actions, Escape closes and gives the focus back;
 * guests see member commands marked and cannot run them; an order command fills the order panel, and
 * cancelling all orders asks first; the hotkeys' order commands show their keys and run as the keys do.
 * Korean and English.
 */
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { PlaceOrderRequest } from '../../../../contract';
import { CommandPaletteHost, type CommandPaletteHostActions } from '../../../../src/features/command-palette';
import { RECENT_STORAGE_KEY } from '../../../../src/features/command-palette/rules';
import { HotkeysHost, useHotkeyOrders, type HotkeyHostActions } from '../../../../src/features/hotkeys';
import { bindingsStorageKey } from '../../../../src/features/hotkeys/rules/stored-bindings';
import type { Language } from '../../../../src/i18n';
import { toastState, ToastHost } from '../../../../src/shell';
import { session } from '../../../../src/state/session';
import { orderRow } from '../../../fixtures/orders';
import { COINS } from '../../../unit/features/coin-list/fixtures';
import { envelope, renderWithFeed, resetStores, stubApi } from '../../shell/harness';
import { mount } from '../../ui/mount';
import { FakeFeed } from '../../workspace/harness';

function mountPalette(options: { language?: Language; member?: boolean } = {}) {
  resetStores({ member: options.member ?? true, language: options.language ?? 'ko' });
  stubApi({ 'GET /v1/coins': () => envelope(COINS) });
  const actions = {
    coin: 'BTC-KRW',
    panels: [{ type: 'notifications', title: options.language === 'en' ? 'Notifications' : '알림' }],
    goToCoin: vi.fn(),
    addPanel: vi.fn(),
    openPath: vi.fn(),
    goToOrderPanel: vi.fn(),
    cancelAllOrders: vi.fn(),
    setChartInterval: vi.fn(),
    fillOrderPanel: vi.fn(),
    hotkeyOrders: vi.fn(() => Promise.reject(new Error('no hotkeys in this window'))),
  } satisfies CommandPaletteHostActions;
  mount(
    <>
      <button type="button">before</button>
      <CommandPaletteHost actions={actions} />
    </>,
  );
  return actions;
}

/** Ctrl+K from the button, which has the focus; answers the search box. */
async function open(name = '명령 검색') {
  const before = page.getByRole('button', { name: 'before' });
  (before.element() as HTMLElement).focus();
  await userEvent.keyboard('{Control>}k{/Control}');
  const search = page.getByRole('combobox', { name });
  await expect.element(search).toHaveFocus();
  return search;
}

const activeText = () => {
  const search = document.querySelector<HTMLElement>('[role="combobox"]')!;
  const id = search.getAttribute('aria-activedescendant');
  return id === null ? null : document.getElementById(id)?.textContent;
};

describe('command palette', () => {
  test('opens on Ctrl+K as a combobox over a listbox, counts the results, and Escape gives the focus back', async () => {
    mountPalette();
    const search = await open();
    await expect.element(search).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: '명령' });
    await expect.element(listbox).toBeVisible();
    await expect.element(search).toHaveAttribute('aria-controls', listbox.element().id);
    const count = document.querySelectorAll('[role="option"]').length;
    expect(count).toBeGreaterThan(10);
    await expect.element(page.getByRole('status')).toHaveTextContent(`결과 ${count}개`);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'before' })).toHaveFocus();
  });

  test('Korean initials find the coin; arrows, Home and End move the active option; Enter runs it', async () => {
    const actions = mountPalette();
    const search = await open();
    await userEvent.fill(search, 'ㅂㅌ');
    await expect.poll(activeText).toContain('BTC-KRW');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeText()).not.toContain('BTC-KRW');
    await userEvent.keyboard('{End}');
    const options = document.querySelectorAll('[role="option"]');
    expect(activeText()).toBe(options[options.length - 1]!.textContent);
    await userEvent.keyboard('{Home}');
    expect(activeText()).toContain('BTC-KRW');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    expect(actions.goToCoin).toHaveBeenCalledWith('BTC-KRW');
    // Run once: it comes first the next time the palette opens empty.
    expect(JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY)!)).toEqual(['coin.BTC-KRW']);
    await open();
    await expect.poll(activeText).toContain('BTC-KRW');
  });

  test('in English: an exact symbol first, an interval, a panel', async () => {
    const actions = mountPalette({ language: 'en' });
    let search = await open('Search commands');
    await expect.element(page.getByRole('listbox', { name: 'Commands' })).toBeVisible();
    await userEvent.fill(search, 'eth');
    await expect.poll(activeText).toContain('Ethereum ETH-KRW');
    await userEvent.fill(search, '4h');
    await expect.poll(activeText).toBe('Chart intervalChart interval: 4 hours');
    await expect.element(page.getByRole('status')).toHaveTextContent('1 result');
    await userEvent.keyboard('{Enter}');
    expect(actions.setChartInterval).toHaveBeenCalledWith('240');
    search = await open('Search commands');
    await userEvent.fill(search, 'notifications');
    await userEvent.keyboard('{Enter}');
    expect(actions.addPanel).toHaveBeenCalledWith('notifications');
  });

  test('a guest sees member commands marked and cannot run them', async () => {
    const actions = mountPalette({ language: 'en', member: false });
    const search = await open('Search commands');
    await userEvent.fill(search, 'cancel all');
    await expect.poll(activeText).toContain('Needs a login');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Needs a login');
    await userEvent.fill(search, 'buy 0.01');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Needs a login');
    expect(actions.cancelAllOrders).not.toHaveBeenCalled();
    expect(actions.fillOrderPanel).not.toHaveBeenCalled();
  });

  test('매수 0.01 95000000 fills the order panel; a bad quantity says why', async () => {
    const actions = mountPalette();
    const search = await open();
    await userEvent.fill(search, '매수 0');
    await expect.poll(activeText).toContain('수량은 0보다 큰 숫자여야 합니다');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('status')).toHaveTextContent('수량은 0보다 큰 숫자여야 합니다');
    await userEvent.fill(search, '매수 0.01 95000000');
    await expect.poll(activeText).toContain('BTC-KRW 0.01 매수');
    await userEvent.keyboard('{Enter}');
    expect(actions.fillOrderPanel).toHaveBeenCalledWith({
      key: 'BTC-KRW',
      side: 'buy',
      price: 95_000_000,
      quantity: 0.01,
    });
  });

  test('cancelling all orders asks first; Back returns to the list', async () => {
    const actions = mountPalette({ language: 'en' });
    const search = await open('Search commands');
    await userEvent.fill(search, 'cancel all');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Cancel all open orders of BTC-KRW?')).toBeVisible();
    expect(actions.cancelAllOrders).not.toHaveBeenCalled();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Search commands' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await page.getByRole('button', { name: 'Cancel all', exact: true }).click();
    expect(actions.cancelAllOrders).toHaveBeenCalledWith('BTC-KRW');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  test('an order command of the hotkeys shows its key and places the order as the key does', async () => {
    resetStores({ member: true, language: 'ko' });
    localStorage.removeItem(bindingsStorageKey(session.user?.memNo));
    const orders: PlaceOrderRequest[] = [];
    const fetchStub = stubApi({
      'GET /v1/coins': () => envelope(COINS),
      'POST /v1/trade/orders': (request) => {
        const body = JSON.parse(String(request.init?.body)) as PlaceOrderRequest;
        orders.push(body);
        // The best ask fills the preset's KRW 10,000: 0.0001 BTC.
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
      },
    });
    const feed = new FakeFeed();
    feed.setOrderBook({ key: 'BTC-KRW', asks: [[100_000_000, 0.5]], bids: [[99_990_000, 0.5]] });
    const hotkeyActions = {
      focusedCoin: vi.fn(() => 'BTC-KRW' as const),
      goToCoin: vi.fn(),
      goToOrderPanel: vi.fn(),
    } satisfies HotkeyHostActions;
    function Window() {
      const hotkeyOrders = useHotkeyOrders(hotkeyActions);
      return (
        <>
          <button type="button">before</button>
          <CommandPaletteHost
            actions={{
              coin: 'BTC-KRW',
              panels: [],
              goToCoin: vi.fn(),
              addPanel: vi.fn(),
              openPath: vi.fn(),
              goToOrderPanel: vi.fn(),
              cancelAllOrders: vi.fn(),
              hotkeyOrders,
            }}
          />
          <HotkeysHost actions={hotkeyActions} />
          <ToastHost />
        </>
      );
    }
    renderWithFeed(feed, <Window />, () => fetchStub.mockRestore());
    await expect.element(page.getByRole('button', { name: 'before' })).toBeInTheDocument();
    const search = await open();
    await userEvent.fill(search, '최유리 매수');
    const option = page.getByRole('option', { name: /최유리 매수/ });
    await expect.element(option).toHaveTextContent('Shift+B');
    await expect.poll(activeText).toContain('최유리 매수 (프리셋 수량)');
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => orders).toHaveLength(1);
    expect(orders[0]).toEqual({
      key: 'BTC-KRW',
      side: 'buy',
      orderType: 'best',
      timeInForce: 'ioc',
      amount: 10_000,
    });
    await expect.poll(() => toastState.toasts.at(-1)?.message).toBe('BTC/KRW 0.0001 매수 체결 (100,000,000)');
    expect(hotkeyActions.focusedCoin).toHaveBeenCalled();
  });
});
