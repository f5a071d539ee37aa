import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { CLIENT_ORDER_ID, orderProblemMessage, type OrderProblem } from '../../../../contract/trading';
import type { Language } from '../../../../src/i18n';
import { publishIntent, subscribeIntent, toastState } from '../../../../src/shell';
import { demoUser } from '../../../fixtures/user';
import { envelope, mountOrderPanel, OPEN_MARKETS, placedOrder } from './harness';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';

const TEXT = {
  en: {
    price: 'Price (KRW)',
    stopPrice: 'Stop price (KRW)',
    quantity: 'Quantity (BTC)',
    total: 'Total (KRW)',
    amount: 'Order total (KRW, before fee)',
    stopLimit: 'Stop-limit',
    market: 'Market',
    buy: 'Buy',
  },
  ko: {
    price: '주문가격 (KRW)',
    stopPrice: '감시가격 (KRW)',
    quantity: '주문수량 (BTC)',
    total: '주문총액 (KRW)',
    amount: '주문총액 (KRW, 수수료 별도)',
    stopLimit: '예약-지정가',
    market: '시장가',
    buy: '매수',
  },
} as const;
type Texts = (typeof TEXT)[Language];

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const submitButton = (name = 'Buy') => page.getByRole('button', { name, exact: true });
const alert = () => page.getByRole('alert');
const panelStatus = () => page.getByTestId('order-panel').getByRole('status');

async function fill(name: string, value: string) {
  await field(name).fill(value);
}

/** Each reachable problem of the contract's checks, and how a trader gets the form into it. */
const PROBLEMS: [OrderProblem, (text: Texts) => Promise<void>][] = [
  [
    'priceRequired',
    async (text) => {
      await fill(text.price, '');
      await fill(text.quantity, '0.001');
    },
  ],
  [
    'stopPriceRequired',
    async (text) => {
      await page.getByRole('radio', { name: text.stopLimit }).click();
      await fill(text.quantity, '0.001');
    },
  ],
  ['quantityRequired', async () => {}],
  [
    'amountRequired',
    async (text) => {
      await page.getByRole('radio', { name: text.market }).click();
    },
  ],
  [
    'offTick',
    async (text) => {
      await fill(text.price, '95000001');
      await fill(text.quantity, '0.001');
    },
  ],
  [
    'stopOffTick',
    async (text) => {
      await page.getByRole('radio', { name: text.stopLimit }).click();
      await fill(text.stopPrice, '94000500');
      await fill(text.quantity, '0.001');
    },
  ],
  [
    'outsidePriceBand',
    async (text) => {
      await fill(text.price, '200000000');
      await fill(text.quantity, '0.001');
    },
  ],
  [
    'stopOutsidePriceBand',
    async (text) => {
      await page.getByRole('radio', { name: text.stopLimit }).click();
      await fill(text.stopPrice, '40000000');
      await fill(text.quantity, '0.001');
    },
  ],
  [
    'stopAtLastPrice',
    async (text) => {
      await page.getByRole('radio', { name: text.stopLimit }).click();
      await fill(text.stopPrice, '95000000');
      await fill(text.quantity, '0.001');
    },
  ],
  [
    'belowMinimum',
    async (text) => {
      await fill(text.quantity, '0.00005');
    },
  ],
  [
    'aboveMaximum',
    async (text) => {
      await fill(text.quantity, '11');
    },
  ],
  [
    'insufficientBalance',
    async (text) => {
      await fill(text.quantity, '0.01');
    },
  ],
];

describe('order panel: checks before sending', () => {
  for (const language of ['en', 'ko'] as const) {
    test.each(PROBLEMS)(
      `${language}: %s shows the contract's message and sends nothing`,
      async (problem, drive) => {
        const text = TEXT[language];
        const { orders } = mountOrderPanel('/trade/order/BTC-KRW', { language });
        await expect.element(field(text.price)).toHaveValue('95,000,000');
        await drive(text);
        await submitButton(text.buy).click();
        await expect.element(alert()).toHaveTextContent(orderProblemMessage(problem, 'KRW', language));
        expect(orders).toEqual([]);
      },
    );
  }

  test('a quantity takes at most 8 decimals and a KRW total none, so those checks cannot be reached by typing', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await field('Quantity (BTC)').fill('0.123456789');
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.12345678');
    await field('Total (KRW)').fill('10000.5');
    await expect.element(field('Total (KRW)')).toHaveValue('100,005');
  });

  test('an edit clears the message', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await submitButton().click();
    await expect.element(alert()).toBeInTheDocument();
    await fill('Quantity (BTC)', '0.001');
    await expect.element(alert()).not.toBeInTheDocument();
  });
});

describe('order panel: fields, balances and summary', () => {
  test('the price starts at the last price; quantity and total follow each other; fee and total with fee', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(field('Price (KRW)')).toHaveValue('95,000,000');
    await expect.element(page.getByTestId('order-available')).toHaveTextContent('800,000 KRW');
    await expect.element(page.getByTestId('order-locked')).toHaveTextContent('200,000 KRW');
    await fill('Quantity (BTC)', '0.001');
    await expect.element(field('Total (KRW)')).toHaveValue('95,000');
    await expect.element(page.getByTestId('order-fee')).toHaveTextContent('48 KRW');
    await expect.element(page.getByTestId('order-total')).toHaveTextContent('95,048 KRW');
    await fill('Total (KRW)', '10000');
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.00010526');
    const summary = page.getByTestId('order-summary');
    await expect.element(summary).toHaveTextContent('Minimum order5,000 KRW');
    await expect.element(summary).toHaveTextContent('Fee rate0.05%');
  });

  test('selling shows the coin balance and what the sale brings in', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect.element(page.getByTestId('order-available')).toHaveTextContent('0.40000000 BTC');
    await expect.element(page.getByTestId('order-locked')).toHaveTextContent('0.10000000 BTC');
    await fill('Quantity (BTC)', '0.001');
    await expect.element(page.getByTestId('order-total')).toHaveTextContent('94,952 KRW');
    await expect.element(page.getByRole('button', { name: 'Sell', exact: true })).toBeEnabled();
  });

  test('a market sell is valued at the last price, as an estimate', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await page.getByRole('tab', { name: 'Sell' }).click();
    await page.getByRole('radio', { name: 'Market' }).click();
    expect(field('Price (KRW)').query()).toBeNull();
    await fill('Quantity (BTC)', '0.01');
    await expect.element(page.getByTestId('order-total')).toHaveTextContent('≈ 949,525 KRW');
  });

  test('a socket asset change updates the balance', async () => {
    const { feed } = mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('order-available')).toHaveTextContent('800,000 KRW');
    feed.emitLowRate({
      ch: 'assetChange',
      seq: 1,
      t: Date.now(),
      rows: [
        { coinType: 'C0100', symbol: 'KRW', coinBalance: 2_000_000, lockedBalance: 500_000, avgBuyAmt: 1 },
      ],
    });
    await expect.element(page.getByTestId('order-available')).toHaveTextContent('1,500,000 KRW');
    await expect.element(page.getByTestId('order-locked')).toHaveTextContent('500,000 KRW');
  });

  test('the form follows the panel coin', async () => {
    const { router } = mountOrderPanel('/trade/order/BTC-KRW');
    await fill('Quantity (BTC)', '0.001');
    await router.navigate('/trade/order/ETH-KRW');
    await expect.element(field('Price (KRW)')).toHaveValue('4,000,000');
    await expect.element(field('Quantity (ETH)')).toHaveValue('');
  });

  test('a BTC market: prices and amounts in BTC', async () => {
    mountOrderPanel('/trade/order/ETH-BTC');
    await expect.element(field('Price (BTC)')).toHaveValue('0.042');
    await expect.element(page.getByTestId('order-available')).toHaveTextContent('0.40000000 BTC');
    await fill('Quantity (ETH)', '2');
    await expect.element(field('Total (BTC)')).toHaveValue('0.084');
  });
});

describe('order panel: a market buy names its order total before fee', () => {
  const SUMMARY = {
    en: { orderTotal: 'Order total (before fee)', fee: 'Fee', debited: 'Total debited (with fee)' },
    ko: { orderTotal: '주문총액 (수수료 별도)', fee: '수수료', debited: '결제 총액 (수수료 포함)' },
  } as const;
  for (const language of ['en', 'ko'] as const) {
    test(`${language}: 100,000 KRW → fee 50 → 100,050 KRW debited, as the exchange takes it`, async () => {
      const text = TEXT[language];
      const summary = SUMMARY[language];
      const { orders } = mountOrderPanel('/trade/order/BTC-KRW', { language });
      await page.getByRole('radio', { name: text.market }).click();
      await fill(text.amount, '100000');
      const figures = page.getByTestId('order-summary');
      await expect.element(figures).toHaveTextContent(`${summary.orderTotal}100,000 KRW`);
      await expect.element(figures).toHaveTextContent(`${summary.fee}50 KRW`);
      await expect.element(figures).toHaveTextContent(`${summary.debited}100,050 KRW`);
      await submitButton(text.buy).click();
      await expect.poll(() => orders.length).toBe(1);
      expect(orders[0]).toMatchObject({ orderType: 'market', side: 'buy', amount: 100_000 });
    });
  }
});

describe('order panel: share slider and presets', () => {
  test.each([
    // A buy: the largest quantity whose amount and fee fit in the share of 800,000 KRW at 95,000,000.
    ['Buy', '10%', '0.00084168', '79,960'],
    ['Buy', '25%', '0.00210421', '199,900'],
    ['Buy', '50%', '0.00420842', '399,800'],
    ['Buy', '100%', '0.00841684', '799,600'],
    // A sell: the share of 0.4 BTC.
    ['Sell', '25%', '0.1', '9,500,000'],
    ['Sell', '100%', '0.4', '38,000,000'],
  ])('%s %s → quantity %s, total %s', async (side, preset, quantity, total) => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await page.getByRole('tab', { name: side }).click();
    await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
    await page.getByRole('button', { name: preset, exact: true }).click();
    await expect.element(field('Quantity (BTC)')).toHaveValue(quantity);
    await expect.element(field('Total (KRW)')).toHaveValue(total);
    await expect.element(page.getByRole('slider')).toHaveAttribute('aria-valuenow', preset.replace('%', ''));
  });

  test('the slider by keyboard; a market buy spends the share with the fee on top', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await page.getByRole('radio', { name: 'Market' }).click();
    await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
    const slider = page.getByRole('slider', { name: 'Share of the available balance' });
    await slider.click();
    await userEvent.keyboard('{End}');
    await expect.element(field(TEXT.en.amount)).toHaveValue('799,600');
    await expect.element(page.getByTestId('order-total')).toHaveTextContent('800,000 KRW');
    await userEvent.keyboard('{PageDown}');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '90');
    await expect.element(field(TEXT.en.amount)).toHaveValue('719,640');
  });

  test('a typed quantity releases the preset', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
    await page.getByRole('button', { name: '50%', exact: true }).click();
    await expect
      .element(page.getByRole('button', { name: '50%', exact: true }))
      .toHaveAttribute('aria-pressed', 'true');
    await fill('Quantity (BTC)', '0.001');
    await expect.element(page.getByRole('slider')).toHaveAttribute('aria-valuenow', '0');
  });
});

describe('order panel: the price stepper snaps to the tick', () => {
  test.each([
    ['95000000', '{ArrowUp}', '95,001,000'],
    ['95000500', '{ArrowUp}', '95,001,000'],
    ['95000500', '{ArrowDown}', '95,000,000'],
    ['2000000', '{ArrowDown}', '1,999,500'],
    ['999', '{ArrowUp}', '1,000'],
    ['1000', '{ArrowUp}', '1,005'],
  ])('%s %s → %s', async (start, key, expected) => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await fill('Price (KRW)', start);
    await userEvent.keyboard(key);
    await expect.element(field('Price (KRW)')).toHaveValue(expected);
  });

  test('the + and − buttons step too, and the total follows', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await fill('Quantity (BTC)', '0.001');
    await page.getByRole('button', { name: 'Increase Price (KRW)' }).click();
    await expect.element(field('Price (KRW)')).toHaveValue('95,001,000');
    await expect.element(field('Total (KRW)')).toHaveValue('95,001');
    await page.getByRole('button', { name: 'Decrease Price (KRW)' }).click();
    await page.getByRole('button', { name: 'Decrease Price (KRW)' }).click();
    await expect.element(field('Price (KRW)')).toHaveValue('94,999,000');
  });

  test('a price under 1 KRW steps by its own tick', async () => {
    mountOrderPanel('/trade/order/SHIB-KRW');
    await expect.element(field('Price (KRW)')).toHaveValue('0.0213');
    await field('Price (KRW)').click();
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(field('Price (KRW)')).toHaveValue('0.0214');
  });
});

describe('order panel: sending', () => {
  test('a limit buy sends the order with an idempotency key; a toast, the pending lines and the balances follow', async () => {
    const { orders, assetCalls } = mountOrderPanel('/trade/order/BTC-KRW');
    const announced: unknown[] = [];
    const stopListening = subscribeIntent('orderPlaced', (payload) => {
      announced.push(payload);
      return true;
    });
    await expect.poll(assetCalls).toBe(1);
    await fill('Quantity (BTC)', '0.001');
    await submitButton().click();
    await expect.poll(() => orders.length).toBe(1);
    const { clientOrderId, ...order } = orders[0]!;
    expect(order).toEqual({
      key: 'BTC-KRW',
      side: 'buy',
      orderType: 'limit',
      price: 95_000_000,
      quantity: 0.001,
    });
    expect(clientOrderId).toMatch(CLIENT_ORDER_ID);
    await expect
      .poll(() => toastState.toasts.map((toast) => toast.message))
      .toEqual(['Buy order for BTC/KRW placed.']);
    expect(announced).toEqual([{ key: 'BTC-KRW' }]);
    await expect.poll(assetCalls).toBe(2);
    await expect.element(field('Quantity (BTC)')).toHaveValue('');
    await expect.element(field('Price (KRW)')).toHaveValue('95,000,000');
    stopListening();
  });

  test.each([
    [
      'market buy',
      async () => {
        await page.getByRole('radio', { name: 'Market' }).click();
        await fill(TEXT.en.amount, '50000');
      },
      'Buy',
      { side: 'buy', orderType: 'market', amount: 50_000 },
    ],
    [
      'market sell',
      async () => {
        await page.getByRole('tab', { name: 'Sell' }).click();
        await page.getByRole('radio', { name: 'Market' }).click();
        await fill('Quantity (BTC)', '0.2');
      },
      'Sell',
      { side: 'sell', orderType: 'market', quantity: 0.2 },
    ],
    [
      'stop-limit sell',
      async () => {
        await page.getByRole('tab', { name: 'Sell' }).click();
        await page.getByRole('radio', { name: 'Stop-limit' }).click();
        await fill('Stop price (KRW)', '90000000');
        await fill('Price (KRW)', '89000000');
        await fill('Quantity (BTC)', '0.1');
      },
      'Sell',
      { side: 'sell', orderType: 'stopLimit', stopPrice: 90_000_000, price: 89_000_000, quantity: 0.1 },
    ],
  ] as const)('a %s sends its own fields', async (_, drive, button, expected) => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
    await drive();
    await submitButton(button).click();
    await expect.poll(() => orders.length).toBe(1);
    const { clientOrderId: _key, ...order } = orders[0]!;
    expect(order).toEqual({ key: 'BTC-KRW', ...expected });
  });

  test('Enter in a field sends the order', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW');
    await fill('Quantity (BTC)', '0.001');
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => orders.length).toBe(1);
  });

  test('a double click places one order: the button is disabled while sending', async () => {
    let answer: (response: Response) => void = () => {};
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      placeOrder: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await fill('Quantity (BTC)', '0.001');
    await submitButton().dblClick();
    await expect.element(submitButton()).toBeDisabled();
    await expect.element(panelStatus()).toHaveTextContent('Sending the order…');
    expect(orders).toHaveLength(1);
    answer(envelope(placedOrder(orders[0]!)));
    await expect.element(submitButton()).toBeEnabled();
    expect(orders).toHaveLength(1);
  });

  test.each([
    ['en', 'The price must be between 50% and 200% of the last price.'],
    ['ko', '주문 가격은 현재가의 50%~200% 범위에서 입력할 수 있습니다.'],
  ] as const)('%s: a refused check shows the contract message', async (language, message) => {
    mountOrderPanel('/trade/order/BTC-KRW', {
      language,
      placeOrder: () => envelope({ problem: 'outsidePriceBand' }, 400, 'ORDER_REJECTED', 'server text'),
    });
    await fill(TEXT[language].quantity, '0.001');
    await submitButton(TEXT[language].buy).click();
    await expect.element(alert()).toHaveTextContent(message);
  });

  test("another refusal shows the server's message", async () => {
    mountOrderPanel('/trade/order/BTC-KRW', {
      placeOrder: () => envelope(null, 409, 'TOO_MANY_OPEN_ORDERS', 'You have too many open orders.'),
    });
    await fill('Quantity (BTC)', '0.001');
    await submitButton().click();
    await expect.element(alert()).toHaveTextContent('You have too many open orders.');
  });

  test('no answer: the message says so, and sending again keeps the idempotency key', async () => {
    let calls = 0;
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      placeOrder: ({ init }) => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return envelope(placedOrder(JSON.parse(String(init?.body))));
      },
    });
    await fill('Quantity (BTC)', '0.001');
    await submitButton().click();
    await expect.element(alert()).toHaveTextContent('No answer came for the order.');
    await submitButton().click();
    await expect.poll(() => orders.length).toBe(2);
    expect(orders[1]!.clientOrderId).toBe(orders[0]!.clientOrderId);
    await expect.element(alert()).not.toBeInTheDocument();
  });

  test('a new order after a refusal gets a new key', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      placeOrder: () => envelope(null, 409, 'MARKET_CLOSED', 'The market is closed.'),
    });
    await fill('Quantity (BTC)', '0.001');
    await submitButton().click();
    await expect.element(alert()).toHaveTextContent('The market is closed.');
    await submitButton().click();
    await expect.poll(() => orders.length).toBe(2);
    expect(orders[1]!.clientOrderId).not.toBe(orders[0]!.clientOrderId);
  });
});

describe('order panel: the trade password of a member who set one (status Y)', () => {
  const tradePassword = () => page.getByLabelText('Trade password');

  test('asks for its six digits before sending, then sends them with the order', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      user: demoUser({ useTradePasswordStatus: 'Y' }),
    });
    await fill('Quantity (BTC)', '0.001');
    await submitButton().click();
    await expect.element(alert()).toHaveTextContent('Enter your six-digit trade password.');
    expect(orders).toEqual([]);
    await tradePassword().fill('480159');
    await expect.element(alert()).not.toBeInTheDocument();
    await submitButton().click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({ key: 'BTC-KRW', quantity: 0.001, tradePassword: '480159' });
  });

  test('a member without one (status N) sees no field and sends none', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW');
    await fill('Quantity (BTC)', '0.001');
    await expect.element(tradePassword()).not.toBeInTheDocument();
    await submitButton().click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).not.toHaveProperty('tradePassword');
  });
});

describe('order panel: when no order can be sent', () => {
  test('logged out: the login hint, and its link returns to the trade page', async () => {
    const { router } = mountOrderPanel('/trade/order/BTC-KRW', { member: false });
    await expect.element(page.getByText('Log in to place orders.')).toBeInTheDocument();
    expect(submitButton().query()).toBeNull();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect.element(page.getByText('login page from /trade/order/BTC-KRW')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('a closed market disables the button and says why; the live intro opens it again', async () => {
    const { feed } = mountOrderPanel('/trade/order/BTC-KRW', {
      markets: OPEN_MARKETS.map((market) => ({ ...market, isOpen: market.marketSymbol !== 'KRW' })),
    });
    await expect.element(panelStatus()).toHaveTextContent('The KRW market is closed.');
    await expect.element(submitButton()).toBeDisabled();
    feed.emitLowRate({
      ch: 'intro',
      source: SIM_SOURCE_INFO,
      seq: 1,
      t: Date.now(),
      coins: [],
      markets: [{ marketSymbol: 'KRW', isOpen: true }],
    });
    await expect.element(submitButton()).toBeEnabled();
  });

  test('a coin that is not tradable', async () => {
    mountOrderPanel('/trade/order/WEMIX-KRW');
    await expect.element(panelStatus()).toHaveTextContent('WEMIX cannot be traded now.');
    await expect.element(submitButton()).toBeDisabled();
  });
});

describe('order panel: reached from elsewhere', () => {
  test('the book fills the price, and the side and quantity when given', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(field('Price (KRW)')).toHaveValue('95,000,000');
    expect(publishIntent('prefillOrderPanel', { key: 'ETH-KRW', price: 4_100_000 })).toBe(false);
    expect(publishIntent('prefillOrderPanel', { key: 'BTC-KRW', price: 94_000_000 })).toBe(true);
    await expect.element(field('Price (KRW)')).toHaveValue('94,000,000');
    publishIntent('prefillOrderPanel', { key: 'BTC-KRW', side: 'sell', price: 96_000_000, quantity: 0.2 });
    await expect.element(page.getByRole('tab', { name: 'Sell' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(field('Price (KRW)')).toHaveValue('96,000,000');
    await expect.element(field('Quantity (BTC)')).toHaveValue('0.2');
    await expect.element(field('Total (KRW)')).toHaveValue('19,200,000');
    expect(() => publishIntent('prefillOrderPanel', { key: 'BTC-KRW', price: Number.NaN })).toThrow(
      RangeError,
    );
  });

  test('focusOrderPanel puts the focus in the first field', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(field('Price (KRW)')).toBeInTheDocument();
    expect(publishIntent('focusOrderPanel', {})).toBe(true);
    await expect.element(field('Price (KRW)')).toHaveFocus();
  });

  test('every control is reached by Tab', async () => {
    mountOrderPanel('/trade/order/BTC-KRW');
    await expect.element(page.getByTestId('order-available')).not.toHaveTextContent('—');
    await page.getByRole('tab', { name: 'Buy' }).click();
    const reached: string[] = [];
    for (let step = 0; step < 12; step++) {
      await userEvent.keyboard('{Tab}');
      const active = document.activeElement as HTMLInputElement;
      reached.push(
        active.getAttribute('aria-label') ?? active.labels?.[0]?.textContent ?? active.textContent ?? '',
      );
    }
    expect(reached).toEqual([
      'Limit',
      'Time in force',
      'Advanced',
      'Price (KRW)',
      'Quantity (BTC)',
      'Share of the available balance',
      '10%',
      '25%',
      '50%',
      '100%',
      'Total (KRW)',
      'Buy',
    ]);
  });
});
