import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { ELIGIBILITY_MESSAGES, PLUS_BUY_ORDER_MESSAGES } from '../../../../contract/plus-buy';
import { coinLockedMessage, loanExpiry, PLUS_BUY_COIN_LOCKED } from '../../../../contract/plus-buy-loan';
import { type CreditStatus } from '../../../../contract/credit-status';
import { RISK_BAND_COLOURS } from '../../../../src/lib/risk-band-colours';
import { markQuizPassed, quizPassed } from '../../../../src/state/plus-buy-quiz-flag';
import { NOT_AVAILABLE } from '../../../../src/lib/format';
import { formatKst } from '../../../../src/lib/kst';
import { dialogState, registerDialogs } from '../../../../src/shell';
import { endSession, session } from '../../../../src/state/session';
import { creditStatus } from '../../../fixtures/credit';
import { demoUser } from '../../../fixtures/user';
import { BTC_HOLDING, envelope, mountOrderPanel } from './harness';

const toggle = () => page.getByRole('button', { name: 'Plus buy', exact: true });
const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const alert = () => page.getByRole('alert');

function mount(path = '/trade/order/BTC-KRW', status: CreditStatus = creditStatus(), member = true) {
  return mountOrderPanel(path, {
    member,
    routes: { 'GET /v1/credit/status': () => envelope(status) },
  });
}

/**
 * The app registers the Plus buy feature's real notice (src/app/dialogs.ts); this harness registers no
 * app dialogs, so a stand-in shows where the notice would open.
 */
function registerNoticeStandIn() {
  registerDialogs({ creditNotice: { component: () => <div role="dialog" aria-label="Credit notice" /> } });
}

async function marketBuy(amount: string) {
  await page.getByRole('radio', { name: 'Market' }).click();
  await field('Order total (KRW, before fee)').fill(amount);
}

describe('the order panel: Plus buy mode', () => {
  // First, while this browser has not passed the quiz (the flag is module state, set by later tests).
  test('without the quiz flag, the toggle opens the credit notice from the trade flow; finishing the quiz turns the mode on', async () => {
    expect(quizPassed()).toBe(false);
    registerNoticeStandIn();
    mount();
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    await expect.element(page.getByRole('dialog', { name: 'Credit notice' })).toBeInTheDocument();
    expect(dialogState.entries.map((entry) => entry.type)).toEqual(['creditNotice']);
    const notice = dialogState.entries[0]!;
    expect(notice.props).toMatchObject({ isTrade: true });
    await expect.element(toggle()).toHaveAttribute('aria-pressed', 'false');
    // The quiz stores the flag and calls back.
    markQuizPassed();
    (notice.props as { onQuizFinished: () => void }).onQuizFinished();
    await expect.element(toggle()).toHaveAttribute('aria-pressed', 'true');
    await expect.element(page.getByTestId('plus-buy-loan')).toBeInTheDocument();
  });

  test.each([
    ['a sell', '/trade/order/BTC-KRW', true, async () => page.getByRole('tab', { name: 'Sell' }).click()],
    ['a coin of another market', '/trade/order/ETH-BTC', true, async () => {}],
    ['a coin not in the 22', '/trade/order/SHIB-KRW', true, async () => {}],
    ['a guest', '/trade/order/BTC-KRW', false, async () => {}],
  ])('hidden on %s', async (_name, path, member, drive) => {
    mount(path, creditStatus(), member);
    await expect.element(page.getByTestId('order-panel')).toBeInTheDocument();
    await drive();
    await expect.element(page.getByTestId('order-summary')).toBeInTheDocument();
    expect(page.getByTestId('plus-buy-toggle').elements()).toHaveLength(0);
  });

  test('an ineligible member sees each problem and the mode stays off', async () => {
    mount('/trade/order/BTC-KRW', creditStatus({ eligible: false, problems: ['noConsent', 'gradeTooLow'] }));
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    await expect.element(alert()).toHaveTextContent(ELIGIBILITY_MESSAGES.noConsent.en);
    await expect.element(alert()).toHaveTextContent(ELIGIBILITY_MESSAGES.gradeTooLow.en);
    await expect.element(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(page.getByTestId('plus-buy-loan').elements()).toHaveLength(0);
    expect(dialogState.entries).toHaveLength(0);
  });

  test('in the mode: limit and market only; the loan, own KRW, level and band in its colour, expiry in KST', async () => {
    markQuizPassed();
    // The credit clock half past an hour: the loan is repaid 72 h later, at the next exact hour.
    mount('/trade/order/BTC-KRW', creditStatus({ now: '2026-11-24T09:30:00+09:00' }));
    await page.getByRole('radio', { name: 'Stop-limit' }).click();
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    await expect.element(toggle()).toHaveAttribute('aria-pressed', 'true');
    // The stop-limit order became a limit order; stop-limit is not offered.
    await expect.element(page.getByRole('radio', { name: 'Limit' })).toBeChecked();
    expect(page.getByRole('radio', { name: 'Stop-limit' }).elements()).toHaveLength(0);
    await marketBuy('1000000');
    // 80 % lent; 1,000,000 − 800,000 + fee 500 from own KRW; a new loan at 125 %, the low band.
    await expect.element(page.getByTestId('plus-buy-loan')).toHaveTextContent('800,000 KRW');
    await expect.element(page.getByTestId('plus-buy-own')).toHaveTextContent('200,500 KRW');
    const level = page.getByTestId('plus-buy-level').getByText('125.0% · Low risk');
    await expect.element(level).toBeInTheDocument();
    expect(getComputedStyle(level.element()).color).toBe(rgb(RISK_BAND_COLOURS.low));
    await expect
      .element(page.getByTestId('plus-buy-expiry'))
      .toHaveTextContent(formatKst(Date.parse('2026-11-27T10:00:00+09:00')));
  });

  test('typing 999,999 KRW shows Plus buy’s minimum, no loan and the below-minimum message before Buy', async () => {
    markQuizPassed();
    const { orders } = mount();
    await expect.element(page.getByTestId('order-minimum')).toHaveTextContent('5,000 KRW');
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    // The mode's own minimum (§9: 1,000,000), not the market's 5,000.
    await expect.element(page.getByText('Minimum Plus buy order')).toBeInTheDocument();
    await expect.element(page.getByTestId('order-minimum')).toHaveTextContent('1,000,000 KRW');
    await marketBuy('999999');
    // 80 % would be 799,999, under the 800,000 minimum loan: the order takes none, and says why.
    await expect
      .element(page.getByTestId('plus-buy-problem'))
      .toHaveTextContent(PLUS_BUY_ORDER_MESSAGES.belowMinimum.en);
    await expect.element(page.getByTestId('plus-buy-loan')).toHaveTextContent(NOT_AVAILABLE);
    expect(page.getByTestId('plus-buy-loan').element().textContent).not.toContain('799,999');
    // One more won and the loan shows as it is typed.
    await field('Order total (KRW, before fee)').fill('1000000');
    await expect.element(page.getByTestId('plus-buy-loan')).toHaveTextContent('800,000 KRW');
    expect(page.getByTestId('plus-buy-problem').elements()).toHaveLength(0);
    expect(orders).toHaveLength(0);
  });

  test('"Repaid by" follows the credit clock, not the browser’s, when they are on different days', async () => {
    markQuizPassed();
    // The exchange's credit clock (moved by its test mode, or a browser clock set wrong) four years ahead.
    const creditNow = '2030-03-14T09:30:00+09:00';
    mount('/trade/order/BTC-KRW', creditStatus({ now: creditNow }));
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    await marketBuy('1000000');
    // 72 h after 2030-03-14 09:30 KST, up to the next exact hour.
    const expiry = formatKst(Date.parse('2030-03-17T10:00:00+09:00'));
    await expect.element(page.getByTestId('plus-buy-expiry')).toHaveTextContent(expiry);
    expect(expiry).not.toBe(formatKst(loanExpiry(Date.now())));
  });

  test.each([
    ['999,999', '999999', PLUS_BUY_ORDER_MESSAGES.belowMinimum.en],
    ['50,000,001', '50000001', PLUS_BUY_ORDER_MESSAGES.aboveMaximum.en],
  ])('a market buy of %s KRW is refused before sending', async (_name, amount, message) => {
    markQuizPassed();
    const { orders } = mount();
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    await marketBuy(amount);
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.element(alert()).toHaveTextContent(message);
    expect(orders).toHaveLength(0);
  });

  test('a limit buy in the mode is sent with plusBuy, the loan counted in the available KRW', async () => {
    markQuizPassed();
    const { orders } = mount();
    await expect.element(page.getByTestId('order-available')).toHaveTextContent('800,000 KRW');
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    // 0.011 BTC at 95,000,000 = 1,045,000 KRW: more than the 800,000 available, but the loan pays 836,000.
    await field('Quantity (BTC)').fill('0.011');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => orders.length).toBe(1);
    const { clientOrderId: _key, ...order } = orders[0]!;
    expect(order).toEqual({
      key: 'BTC-KRW',
      side: 'buy',
      orderType: 'limit',
      price: 95_000_000,
      quantity: 0.011,
      plusBuy: true,
    });
  });

  test('off, the same order is an ordinary one', async () => {
    markQuizPassed();
    const { orders } = mount();
    await expect.element(toggle()).toBeEnabled();
    await field('Quantity (BTC)').fill('0.001');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).not.toHaveProperty('plusBuy');
  });

  test('in Korean, the limits say the contract’s Korean message', async () => {
    markQuizPassed();
    mountOrderPanel('/trade/order/BTC-KRW', {
      language: 'ko',
      routes: { 'GET /v1/credit/status': () => envelope(creditStatus()) },
    });
    const koToggle = page.getByRole('button', { name: '플러스 매수', exact: true });
    await expect.element(koToggle).toBeEnabled();
    await koToggle.click();
    await page.getByRole('radio', { name: '시장가' }).click();
    await field('주문총액 (KRW, 수수료 별도)').fill('50000001');
    await page.getByRole('button', { name: '매수', exact: true }).click();
    await expect.element(alert()).toHaveTextContent(PLUS_BUY_ORDER_MESSAGES.aboveMaximum.ko);
  });
});

describe('the order panel: the coin a Plus buy loan holds', () => {
  /** 0.5 BTC of which 0.3 locked: 0.1 by an open order, 0.2 bought with a Plus buy loan. */
  const assets = () =>
    envelope({
      krwBalance: 1_000_000,
      krwLocked: 0,
      myAssetCoinInfoList: [{ ...BTC_HOLDING, lockedBalance: 0.3, loanLockedBalance: 0.2 }],
      totalSumBuyAmt: 0,
    });

  test('a sale shows the loan’s coin on its own line, not under open orders', async () => {
    mountOrderPanel('/trade/order/BTC-KRW', { routes: { 'GET /v1/assets': assets } });
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect.element(page.getByTestId('order-available')).toHaveTextContent('0.20000000 BTC');
    await expect.element(page.getByTestId('order-locked')).toHaveTextContent('0.10000000 BTC');
    await expect.element(page.getByText('Locked by Plus buy loan')).toBeInTheDocument();
    await expect.element(page.getByTestId('order-loan-locked')).toHaveTextContent('0.20000000 BTC');
  });

  test('selling into the loan’s coin is refused before sending, saying the loan locks it and what to do', async () => {
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', { routes: { 'GET /v1/assets': assets } });
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect.element(page.getByTestId('order-loan-locked')).toBeInTheDocument();
    await field('Quantity (BTC)').fill('0.3');
    await page.getByRole('button', { name: 'Sell', exact: true }).click();
    const figures = { symbol: 'BTC', loanLocked: 0.2, available: 0.2 };
    await expect.element(alert()).toHaveTextContent(coinLockedMessage(figures, 'en'));
    expect(alert().element().textContent).toContain('Sell and repay');
    expect(orders).toHaveLength(0);
  });

  test('the exchange’s own refusal (PLUS_BUY_COIN_LOCKED) is shown as it says it', async () => {
    const said = coinLockedMessage({ symbol: 'BTC', loanLocked: 0.2, available: 0.2 }, 'en');
    // The balances the panel knew said the sale fits (the loan bought the coin since): the exchange refuses.
    const { orders } = mountOrderPanel('/trade/order/BTC-KRW', {
      placeOrder: () => envelope(null, 409, PLUS_BUY_COIN_LOCKED, said),
    });
    await page.getByRole('tab', { name: 'Sell' }).click();
    await field('Quantity (BTC)').fill('0.3');
    await page.getByRole('button', { name: 'Sell', exact: true }).click();
    await expect.element(alert()).toHaveTextContent(said);
    expect(orders).toHaveLength(1);
  });

  test('a Plus buy order typed when the session ended is offered as one and placed as one, with its loan', async () => {
    markQuizPassed();
    const { orders } = mount();
    await expect.element(toggle()).toBeEnabled();
    await toggle().click();
    await marketBuy('1000000');
    await expect.element(page.getByTestId('plus-buy-loan')).toHaveTextContent('800,000 KRW');
    endSession();
    Object.assign(session, { status: 'member', user: demoUser() });
    const offer = page.getByRole('region', { name: 'Order typed before the session ended' });
    await expect.element(offer).toHaveTextContent('Buy · Market · Plus buy');
    await offer.getByRole('button', { name: 'Place this order' }).click();
    await expect.poll(() => orders.length).toBe(1);
    expect(orders[0]).toMatchObject({
      key: 'BTC-KRW',
      side: 'buy',
      orderType: 'market',
      amount: 1_000_000,
      plusBuy: true,
    });
  });
});

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
}
