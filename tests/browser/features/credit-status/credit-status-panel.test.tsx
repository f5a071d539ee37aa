import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ELIGIBILITY_MESSAGES } from '../../../../contract/plus-buy';
import {
  CREDIT_ERROR_CODES,
  CREDIT_ERROR_MESSAGES,
  type CreditStatus,
} from '../../../../contract/credit-status';
import { CreditStatusPanel } from '../../../../src/features/credit-status';
import { RISK_BAND_COLOURS } from '../../../../src/lib/risk-band-colours';
import { toastState } from '../../../../src/shell';
import { alertRow, creditStatus, loanRow, refundRow } from '../../../fixtures/credit';
import { callsTo } from '../../shell/harness';
import { envelope, mountAt } from '../open-orders/harness';

const NOW = '2026-11-24T10:00:00+09:00';

/** An active BTC loan in the medium band expiring in 72 h, a repaid ETH loan, a refund paid and one accruing, two alerts. */
const STATUS: CreditStatus = creditStatus({
  now: NOW,
  loans: [
    loanRow(1, { level: 118.2, band: 'medium', assetValue: 9_456_000 }),
    loanRow(2, {
      key: 'ETH-KRW',
      state: 'repaid',
      closeReason: 'earlyKrw',
      outstanding: 0,
      quantity: 0,
      level: null,
      band: null,
      autoRepayPrice: null,
      closedAt: '2026-11-23T15:00:00+09:00',
    }),
  ],
  refunds: [
    refundRow('2026-11-22', { amount: 1_200, paidAt: '2026-11-23T00:00:03+09:00' }),
    refundRow('2026-11-23', { amount: 3_400, loanIds: [2] }),
  ],
  alerts: [
    alertRow(1, { band: 'medium', level: 121.3, at: '2026-11-24T08:00:00+09:00' }),
    alertRow(2, { band: 'medium', level: 118.4, at: '2026-11-24T09:30:00+09:00' }),
  ],
});

function mount(options: { status?: CreditStatus; member?: boolean; repay?: () => Response } = {}) {
  let status = options.status ?? STATUS;
  const mounted = mountAt('/trade/order/BTC-KRW', '/trade/order/:coin', <CreditStatusPanel />, {
    member: options.member,
    routes: {
      'GET /v1/credit/status': () => envelope(status),
      'POST /v1/credit/loans/1/repay': () =>
        options.repay ? options.repay() : envelope(loanRow(1, { state: 'repaid', closeReason: 'earlyKrw' })),
    },
  });
  return { ...mounted, setStatus: (next: CreditStatus) => (status = next) };
}

const loan = (coin: string, id: number) => page.getByRole('article', { name: `${coin} loan ${id}` });
const rgb = (hex: string) => {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${value >> 16}, ${(value >> 8) & 255}, ${value & 255})`;
};

afterEach(() => {
  vi.useRealTimers();
});

describe('the credit status panel', () => {
  test('logged out: the login hint', async () => {
    mount({ member: false });
    await expect.element(page.getByText('Log in to see your Plus buy loans.')).toBeInTheDocument();
    await expect.element(page.getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  test('each loan with its figures, level in its band colour, state; refunds; alerts newest first', async () => {
    mount();
    const btc = loan('BTC', 1);
    await expect.element(btc).toBeInTheDocument();
    await expect.element(btc).toHaveTextContent('BTC/KRW');
    await expect.element(btc).toHaveTextContent('8,000,000 KRW');
    await expect.element(btc).toHaveTextContent('0.1 BTC');
    await expect.element(btc).toHaveTextContent('85,600,000 KRW');
    await expect.element(btc).toHaveTextContent('4,000 KRW');
    const level = btc.getByText('118.2% · Medium risk');
    await expect.element(level).toBeInTheDocument();
    expect(getComputedStyle(level.element()).color).toBe(rgb(RISK_BAND_COLOURS.medium));
    await expect.element(btc.getByTestId('credit-state')).toHaveTextContent('Active');
    await expect.element(btc.getByRole('button', { name: 'Repay with KRW' })).toBeEnabled();
    await expect.element(btc.getByRole('button', { name: 'Sell and repay' })).toBeEnabled();

    const eth = loan('ETH', 2);
    await expect.element(eth.getByTestId('credit-state')).toHaveTextContent('Repaid (early, with KRW)');
    expect(eth.getByRole('button').elements()).toHaveLength(0);
    expect(eth.getByTestId('credit-countdown').elements()).toHaveLength(0);

    const refunds = page.getByRole('list', { name: 'Fee refunds' }).getByRole('listitem');
    await expect.element(refunds.nth(0)).toHaveTextContent('2026-11-22');
    await expect.element(refunds.nth(0)).toHaveTextContent('Paid 2026-11-23 00:00');
    await expect.element(refunds.nth(1)).toHaveTextContent('Accruing');

    const alerts = page.getByRole('list', { name: 'Risk alerts' }).getByRole('listitem');
    await expect.element(alerts.nth(0)).toHaveTextContent('BTC: Medium risk, repayment level 118.4%');
    await expect.element(alerts.nth(1)).toHaveTextContent('BTC: Medium risk, repayment level 121.3%');
  });

  test('the notice (with Close, not the quiz) and the benefits and FAQ open from the panel', async () => {
    mount();
    await page.getByRole('button', { name: 'Plus buy notice', exact: true }).click();
    const notice = page.getByRole('dialog', { name: 'Plus buy notice' });
    await expect.element(notice).toBeInTheDocument();
    expect(notice.getByRole('button', { name: 'Go to Plus buy' }).elements()).toHaveLength(0);
    await notice.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect.element(notice).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Benefits and FAQ', exact: true }).click();
    await expect.element(page.getByRole('dialog', { name: /benefits/i })).toBeInTheDocument();
  });

  test('the expiry countdown ticks each second, with days from one day on', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.parse(NOW));
    mount({
      status: {
        ...STATUS,
        loans: [
          loanRow(1, { expiresAt: '2026-11-27T10:00:00+09:00' }),
          loanRow(3, { key: 'XRP-KRW', expiresAt: '2026-11-24T10:30:00+09:00' }),
        ],
      },
    });
    const long = loan('BTC', 1).getByTestId('credit-countdown');
    const short = loan('XRP', 3).getByTestId('credit-countdown');
    await expect.element(long).toHaveTextContent('3d 00:00:00');
    await expect.element(short).toHaveTextContent('00:30:00');
    vi.advanceTimersByTime(1_000);
    await expect.element(long).toHaveTextContent('2d 23:59:59');
    await expect.element(short).toHaveTextContent('00:29:59');
    vi.advanceTimersByTime(30 * 60_000);
    await expect.element(short).toHaveTextContent('00:00:00');
  });

  test('the countdown runs on the credit clock when the simulator moved it ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(Date.parse(NOW));
    // The credit clock is 71 h ahead of the browser's: one hour is left.
    mount({ status: { ...STATUS, now: '2026-11-27T09:00:00+09:00', loans: [loanRow(1)] } });
    await expect.element(loan('BTC', 1).getByTestId('credit-countdown')).toHaveTextContent('01:00:00');
  });

  test('repaying with KRW asks first, then calls and says so', async () => {
    const { fetchStub } = mount();
    await loan('BTC', 1).getByRole('button', { name: 'Repay with KRW' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('Repay the 8,000,000 KRW outstanding from your KRW now?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(callsTo(fetchStub, '/v1/credit/loans/1/repay')).toHaveLength(0);

    await loan('BTC', 1).getByRole('button', { name: 'Repay with KRW' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Repay' }).click();
    await expect.poll(() => callsTo(fetchStub, '/v1/credit/loans/1/repay').length).toBe(1);
    const [call] = callsTo(fetchStub, '/v1/credit/loans/1/repay');
    expect(call!.method).toBe('POST');
    expect(JSON.parse(String(call!.body))).toEqual({ method: 'krw' });
    await expect
      .poll(() => toastState.toasts.map((toast) => toast.message))
      .toContain('The loan was repaid.');
    // The status is asked again (the frame will say the same).
    await expect.poll(() => callsTo(fetchStub, '/v1/credit/status').length).toBe(2);
  });

  test('selling and repaying names what is sold; a refusal shows with the exchange’s message', async () => {
    const { fetchStub } = mount({
      repay: () =>
        envelope(null, 409, CREDIT_ERROR_CODES.insufficientKrw, CREDIT_ERROR_MESSAGES.insufficientKrw.en),
    });
    await loan('BTC', 1).getByRole('button', { name: 'Sell and repay' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('Sell all 0.1 BTC bought with this loan');
    await dialog.getByRole('button', { name: 'Repay' }).click();
    await expect
      .element(loan('BTC', 1).getByRole('alert'))
      .toHaveTextContent(CREDIT_ERROR_MESSAGES.insufficientKrw.en);
    const [call] = callsTo(fetchStub, '/v1/credit/loans/1/repay');
    expect(JSON.parse(String(call!.body))).toEqual({ method: 'sell' });
  });

  test('a live credit frame updates the panel and lists its new alert (the exchange notifies it, not the panel)', async () => {
    const { feed } = mount();
    const btc = loan('BTC', 1);
    await expect.element(btc.getByText('118.2% · Medium risk')).toBeInTheDocument();
    expect(toastState.toasts).toHaveLength(0);
    feed.emitCredit({
      ...STATUS,
      loans: [loanRow(1, { level: 112.6, band: 'high', autoRepayPrice: 85_600_000 }), STATUS.loans[1]!],
      alerts: [
        ...STATUS.alerts,
        alertRow(3, { band: 'high', level: 112.6, at: '2026-11-24T10:05:00+09:00' }),
      ],
    });
    const level = btc.getByText('112.6% · High risk');
    await expect.element(level).toBeInTheDocument();
    expect(getComputedStyle(level.element()).color).toBe(rgb(RISK_BAND_COLOURS.high));
    await expect
      .element(page.getByRole('list', { name: 'Risk alerts' }).getByRole('listitem').nth(0))
      .toHaveTextContent('BTC: High risk, repayment level 112.6%');
    expect(toastState.toasts).toHaveLength(0);
  });

  test('an ineligible member sees why', async () => {
    mount({ status: creditStatus({ eligible: false, problems: ['notVerified'] }) });
    await expect
      .element(page.getByText('Complete customer verification to use Plus buy.'))
      .toBeInTheDocument();
    await expect.element(page.getByText('No Plus buy loans.')).toBeInTheDocument();
    await expect.element(page.getByText(/Unpaid Plus buy debt/)).not.toBeInTheDocument();
  });

  test('an unpaid debt is shown with its amount and why Plus buy is refused', async () => {
    mount({ status: creditStatus({ eligible: false, problems: ['openDebt'], debt: 206_433 }) });
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Unpaid Plus buy debt: 206,433 KRW. KRW that reaches your account pays it first');
    await expect.element(page.getByText(ELIGIBILITY_MESSAGES.openDebt.en)).toBeInTheDocument();
  });
});
