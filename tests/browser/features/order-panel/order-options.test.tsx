import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import type { OrderBookSnapshot } from '../../../../contract';
import { orderProblemMessage } from '../../../../contract/trading';
import { toastState } from '../../../../src/shell';
import { orderRow } from '../../../fixtures/orders';
import { envelope, mountOrderPanel } from './harness';

const TEXT = {
  en: {
    best: 'Best price',
    limit: 'Limit',
    price: 'Price (KRW)',
    quantity: 'Quantity (BTC)',
    amount: 'Order total (KRW, before fee)',
    timeInForce: 'Time in force',
    times: ['GTC', 'IOC', 'FOK', 'Post only'],
    postOnly: 'Post only',
    iocHelp: 'Immediate or cancel: fills what it can now; the rest is cancelled at once.',
    advanced: 'Advanced',
    smp: 'Self-trade prevention',
    reduce: 'Reduce both',
    buy: 'Buy',
    restCancelled: /0\.001\d* BTC filled; the remaining 0\.002\d* BTC was cancelled at once \(IOC\)\./,
  },
  ko: {
    best: '최유리',
    limit: '지정가',
    price: '주문가격 (KRW)',
    quantity: '주문수량 (BTC)',
    amount: '주문총액 (KRW, 수수료 별도)',
    timeInForce: '주문 조건',
    times: ['GTC', 'IOC', 'FOK', 'POST ONLY'],
    postOnly: 'POST ONLY',
    iocHelp: '즉시 체결 또는 취소: 지금 체결 가능한 수량만 체결하고 나머지는 즉시 취소합니다.',
    advanced: '고급 설정',
    smp: '자전거래 방지',
    reduce: '양쪽 수량 감소',
    buy: '매수',
    restCancelled: /0\.001\d* BTC 체결, 남은 0\.002\d* BTC는 즉시 취소되었습니다 \(IOC\)\./,
  },
} as const;

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const radio = (name: string) => page.getByRole('radio', { name, exact: true });
const group = (name: string) => page.getByRole('radiogroup', { name });
/** The time in force: one choice on one line, its reading its tooltip and description. */
const timeInForce = (name: string) => page.getByRole('combobox', { name, exact: true });
const optionTexts = (name: string) =>
  timeInForce(name)
    .getByRole('option')
    .elements()
    .map((element) => element.textContent);

/** Best ask 95,000,000 KRW; a steep second level, so a 1,000,000 KRW market buy slips 3.80 % from it. */
const BOOK: OrderBookSnapshot = {
  key: 'BTC-KRW',
  asks: [
    [95_000_000, 0.001],
    [99_000_000, 1],
  ],
  bids: [[94_900_000, 1]],
};

describe.each(['en', 'ko'] as const)('order options (%s)', (language) => {
  const text = TEXT[language];

  test('best-price: a buy names its total, no price; IOC preselected, FOK offered; sent with its time in force', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', { language });
    await radio(text.best).click();
    await expect.element(field(text.amount)).toBeVisible();
    await expect.element(field(text.price)).not.toBeInTheDocument();
    expect(optionTexts(text.timeInForce)).toEqual(['IOC', 'FOK']);
    await expect.element(timeInForce(text.timeInForce)).toHaveValue('ioc');
    await expect.element(timeInForce(text.timeInForce)).toHaveAttribute('title', text.iocHelp);
    await expect.element(timeInForce(text.timeInForce)).toHaveAccessibleDescription(text.iocHelp);
    await timeInForce(text.timeInForce).selectOptions('fok');
    await field(text.amount).fill('50000');
    await page.getByRole('button', { name: text.buy, exact: true }).click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({ orderType: 'best', side: 'buy', amount: 50_000, timeInForce: 'fok' });
    expect(orders[0]).not.toHaveProperty('price');
  });

  test('limit: GTC by default with its reading; self-trade prevention in the advanced fold, gone for post-only', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', { language });
    await expect.element(timeInForce(text.timeInForce)).toHaveValue('gtc');
    expect(optionTexts(text.timeInForce)).toEqual([...text.times]);
    // Folded: out of the accessibility tree until the fold opens.
    await expect.element(group(text.smp)).not.toBeInTheDocument();
    await page.getByText(text.advanced, { exact: true }).click();
    await expect.element(group(text.smp)).toBeVisible();
    await radio(text.reduce).click();
    await timeInForce(text.timeInForce).selectOptions('ioc');
    await field(text.quantity).fill('0.001');
    await page.getByRole('button', { name: text.buy, exact: true }).click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({ orderType: 'limit', timeInForce: 'ioc', smpType: 'reduce' });

    await timeInForce(text.timeInForce).selectOptions('post_only');
    await expect.element(page.getByText(text.advanced, { exact: true })).not.toBeInTheDocument();
  });

  test('a post-only that would trade against the live book is refused before sending, with the contract’s message', async () => {
    const { feed, orders } = mountOrderPanel('/trade/order/BTC-KRW', { language });
    feed.setOrderBook(BOOK);
    await timeInForce(text.timeInForce).selectOptions('post_only');
    await field(text.price).fill('95000000');
    await field(text.quantity).fill('0.001');
    await page.getByRole('button', { name: text.buy, exact: true }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(orderProblemMessage('postOnlyWouldTrade', 'KRW', language));
    expect(orders).toEqual([]);

    await field(text.price).fill('94990000');
    await page.getByRole('button', { name: text.buy, exact: true }).click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({ price: 94_990_000, timeInForce: 'post_only' });
    expect(orders[0]).not.toHaveProperty('smpType');
  });

  test('an IOC the exchange partly filled: the panel and the toast say the rest was cancelled', async () => {
    mountOrderPanel('/trade/order/BTC-KRW', {
      language,
      placeOrder: () =>
        envelope(
          orderRow(9, {
            timeInForce: 'ioc',
            quantity: 0.003,
            filledQuantity: 0.001,
            filledAmount: 95_000,
            avgFillPrice: 95_000_000,
            status: 'cancelled',
          }),
        ),
    });
    await timeInForce(text.timeInForce).selectOptions('ioc');
    await field(text.quantity).fill('0.003');
    await page.getByRole('button', { name: text.buy, exact: true }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(text.restCancelled);
    await expect
      .poll(() =>
        toastState.toasts.map((toast) => toast.message).some((message) => text.restCancelled.test(message)),
      )
      .toBe(true);
  });
});

describe('the pre-trade estimate', () => {
  test('a market buy on a fake book: quantity, average, worst level, slippage, fee; the warning past the threshold', async () => {
    const { feed } = mountOrderPanel('/trade/order/BTC-KRW', { language: 'en' });
    feed.setOrderBook(BOOK);
    await radio('Market').click();
    await field(TEXT.en.amount).fill('1000000');
    const estimate = page.getByTestId('order-estimate');
    await expect.element(estimate).toHaveAttribute('role', 'status');
    await expect.element(estimate).toHaveAttribute('aria-live', 'polite');
    // 95,000 at the best ask, then 905,000 buys 0.00914141 at 99,000,000 (whole 1e-8 within the budget):
    // 999,999.59 for 0.01014141 is 98,605,577.53 on average, 3.80 % above the best ask, 3.85 % above the
    // mid (94,950,000).
    await expect.element(page.getByTestId('estimate-quantity')).toHaveTextContent('0.01014141 BTC');
    await expect.element(page.getByTestId('estimate-average')).toHaveTextContent('98,605,578 KRW');
    await expect.element(page.getByTestId('estimate-worst')).toHaveTextContent('99,000,000 KRW');
    await expect.element(page.getByText('Worst level reached (2 levels)')).toBeVisible();
    await expect.element(page.getByTestId('estimate-slippage-best')).toHaveTextContent('3.80%');
    await expect.element(page.getByTestId('estimate-slippage-mid')).toHaveTextContent('3.85%');
    await expect.element(page.getByTestId('estimate-fee')).toHaveTextContent('500 KRW');
    await expect
      .element(page.getByTestId('estimate-warning'))
      .toHaveTextContent('Expected slippage 3.80% is past your warning level of 1.00%.');

    await page.getByRole('spinbutton', { name: 'Warn past slippage (%)' }).fill('5');
    await expect.element(page.getByTestId('estimate-warning')).not.toBeInTheDocument();

    // A new book moves the figures: the best ask alone fills it.
    feed.setOrderBook({ ...BOOK, asks: [[95_000_000, 1]] });
    await expect.element(page.getByTestId('estimate-slippage-best')).toHaveTextContent('0.00%');
    await expect.element(page.getByTestId('estimate-worst')).toHaveTextContent('95,000,000 KRW');
  });

  test('in Korean, and a limit GTC order shows no estimate', async () => {
    const { feed } = mountOrderPanel('/trade/order/BTC-KRW', { language: 'ko' });
    feed.setOrderBook(BOOK);
    await field(TEXT.ko.quantity).fill('0.001');
    await expect.element(page.getByTestId('order-estimate')).not.toBeInTheDocument();
    await timeInForce(TEXT.ko.timeInForce).selectOptions('fok');
    await field(TEXT.ko.price).fill('95000000');
    await field(TEXT.ko.quantity).fill('0.002');
    await expect.element(page.getByTestId('estimate-quantity')).toHaveTextContent(/^0\.001\d* BTC$/);
    await expect
      .element(page.getByTestId('order-estimate'))
      .toHaveTextContent('FOK: 현재 호가로 전량 체결되지 않아 아무것도 체결되지 않습니다.');
  });
});
