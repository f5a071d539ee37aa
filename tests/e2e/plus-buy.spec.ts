import type { Locator, Page } from '@playwright/test';
import {
  API,
  PLUS_BUY,
  roundToTick,
  specTicks,
  type AdminSmsOutbox,
  type CreditStatus,
  type LoanRow,
} from '../../contract';
import {
  ALL_FAULTS_OFF,
  expect,
  logInFromHeader,
  recordToasts,
  setFaults,
  test,
  toastsShown,
} from './fixtures';

test.afterEach(async ({ request }) => {
  await setFaults(request, ALL_FAULTS_OFF);
});

async function creditStatus(page: Page): Promise<CreditStatus> {
  const response = await page.request.get(API.creditStatus);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: CreditStatus }).data;
}

async function openLoans(page: Page): Promise<LoanRow[]> {
  return (await creditStatus(page)).loans.filter((loan) => loan.state !== 'repaid');
}

/** The admin switch: the market trades the coin at the price that puts `loan` at `level` %. */
async function moveToLevel(page: Page, loan: LoanRow, level: number): Promise<void> {
  const price = roundToTick(
    specTicks('KRW'),
    ((level / 100) * loan.outstanding - loan.reservedKrw) / loan.quantity,
  );
  const response = await page.request.post(API.adminTrade, { data: { key: loan.key, price } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function advanceCreditClock(page: Page, advanceMs: number): Promise<void> {
  const response = await page.request.post(API.adminCreditClock, { data: { advanceMs } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Answers the Plus buy quiz: a wrong answer first (its hint shows), then every right one. */
async function passQuiz(quiz: Locator): Promise<void> {
  const finish = quiz.getByRole('button', { name: 'Answer all to enable Plus buy' });
  await expect(finish).toBeDisabled();
  await quiz.getByRole('radio', { name: 'A product that guarantees a return' }).check();
  await expect(quiz.getByText('Plus buy is high risk', { exact: true })).toBeVisible();
  const rightAnswers = [
    'A high-risk product: profits and losses can both be large',
    'A separate loan fee is charged',
    'Yes, the loan exists as soon as the order is placed, even unfilled',
    'The lower it is, the safer; the higher, the riskier',
    /^When the repayment level is \d+% or below/,
    'The sale repays the loan at once',
    'The assets bought are market-sold to repay',
  ];
  for (const answer of rightAnswers) await quiz.getByRole('radio', { name: answer }).check();
  await quiz.getByRole('button', { name: 'Go Plus buy' }).click();
}

/** A Plus buy market order of `amount` KRW from the order panel, in the Plus buy mode. */
async function plusBuyAtMarket(panel: Locator, amount: number): Promise<void> {
  await panel.getByRole('radio', { name: 'Market' }).click();
  await panel
    .getByRole('textbox', { name: 'Order total (KRW, before fee)', exact: true })
    .fill(String(amount));
  await expect(panel.getByTestId('plus-buy-loan')).toHaveText(/800,000/);
  await panel.getByRole('button', { name: 'Buy', exact: true }).click();
}

/**
 * Plus buy end to end (chart spec §4 "Plus buy lifecycle"): an eligible member reads the notice, passes the
 * quiz and buys with Plus buy; the loan shows in the Plus buy panel. The admin switch drops the price: the
 * band changes and a risk alert comes, then at 107 % auto-repayment sells in portions. A second loan repays
 * at expiry when the credit clock moves past it, and the day's fee refund is paid.
 */
test('an eligible member passes the quiz, buys with Plus buy and sees bands, alerts, auto-repayment and expiry', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1600, height: 1000 });
  await recordToasts(page);
  await page.goto('/trade/order/BTC-KRW');
  await logInFromHeader(page, 'demo-plus');
  await expect(page).toHaveURL(/\/trade\/order\/BTC-KRW$/);

  const panel = page.getByTestId('order-panel');
  const credit = page.getByTestId('credit-status');
  await expect(credit.getByText('No Plus buy loans.')).toBeVisible();

  // The toggle opens the notice from the trade flow; its button leads to the quiz.
  await panel.getByTestId('plus-buy-toggle').getByRole('button', { name: 'Plus buy', exact: true }).click();
  const notice = page.getByRole('dialog', { name: 'Plus buy notice' });
  await expect(notice).toBeVisible();
  // The filing period in force today (served by the simulator), which holds this year.
  await expect(notice).toContainText(String(new Date().getFullYear()));
  await notice.getByRole('button', { name: 'Go to Plus buy' }).click();
  const quiz = page.getByRole('dialog', { name: 'Plus buy quiz' });
  await passQuiz(quiz);
  await expect(quiz).toHaveCount(0);
  await expect(notice).toHaveCount(0);
  await expect(
    panel.getByTestId('plus-buy-toggle').getByRole('button', { name: 'Plus buy', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => Object.values(localStorage).includes('Y'))).toBe(true);

  // A Plus buy of 1,000,000 KRW: a loan of 800,000 KRW, shown live in the panel at the low band.
  await plusBuyAtMarket(panel, PLUS_BUY.minOrderAmount);
  const first = credit.getByTestId('credit-loan').first();
  await expect(first).toBeVisible();
  await expect(first).toContainText('800,000 KRW');
  await expect.poll(async () => (await openLoans(page)).length).toBe(1);
  const [loan] = await openLoans(page);
  expect(loan!.principal).toBe(800_000);
  expect(loan!.quantity).toBeGreaterThan(0);

  // The price falls to the medium band: the level's band changes and a risk alert arrives.
  await moveToLevel(page, loan!, 118);
  await expect(first.getByTestId('credit-level').locator('[data-band]')).toHaveAttribute(
    'data-band',
    'medium',
  );
  await expect(credit.getByRole('list', { name: 'Risk alerts' })).toContainText('Medium risk');
  // The risk alert reaches the member on the notification path (a toast, the bell) and as the SMS the notice
  // promises, which the simulator writes to its outbox in the member's language (demo-plus reads Korean).
  await expect.poll(() => toastsShown(page, /^Plus buy risk medium · /)).toBe(1);
  await expect(page.getByRole('button', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  const outbox = await page.request.get(`${API.adminSmsOutbox}?loginId=demo-plus`);
  expect(outbox.ok(), await outbox.text()).toBe(true);
  const { messages } = ((await outbox.json()) as { data: AdminSmsOutbox }).data;
  expect(messages[0]!.text).toContain('플러스 매수 위험 보통');

  // At 107 % or below auto-repayment starts and sells in portions, one per period of the credit clock.
  await moveToLevel(page, (await openLoans(page))[0]!, 105);
  await expect(first.getByTestId('credit-state')).toHaveText(/Auto-repaying|Repaid/);
  for (let portion = 1; portion < 1 / PLUS_BUY.autoRepayPortion; portion++)
    await advanceCreditClock(page, PLUS_BUY.autoRepayPeriodMs);
  await expect(first.getByTestId('credit-state')).toHaveText('Repaid (auto-repayment)');
  expect(await openLoans(page)).toHaveLength(0);

  // A second loan, left to its expiry: moving the credit clock past it repays it from KRW.
  await plusBuyAtMarket(panel, PLUS_BUY.minOrderAmount);
  await expect.poll(async () => (await openLoans(page)).length).toBe(1);
  const second = await openLoans(page);
  await advanceCreditClock(
    page,
    Date.parse(second[0]!.expiresAt) - Date.parse((await creditStatus(page)).now),
  );
  await expect(credit.getByTestId('credit-loan').filter({ hasText: 'Repaid (at expiry)' })).toHaveCount(1);
  // The days of both repayments have ended on the credit clock: their fee refunds are paid.
  await expect(credit.getByRole('list', { name: 'Fee refunds' })).toContainText('Paid');
});
