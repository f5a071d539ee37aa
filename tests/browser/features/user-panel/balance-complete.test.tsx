/**
 * The balance-complete modal and its watcher in real Chromium: shown once per unseen interest payment
 * with its three amounts in KRW, marked seen when the member closes it (then asked again), its link to the
 * balance-history page (replacing the history entry on the my-assets page), in English and Korean.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { interestAfterTax, type InterestPayment } from '../../../../contract';
import { getQueryClient } from '../../../../src/api/query';
import { closeAllDialogs } from '../../../../src/shell';
import { callsTo } from '../../shell/harness';
import { envelope, mountPanel } from './harness';

afterEach(() => {
  closeAllDialogs();
  getQueryClient().clear();
});

const payment = (paymentId: number, preTaxIncome: number): InterestPayment => ({
  paymentId,
  preTaxIncome,
  ...interestAfterTax(preTaxIncome),
  paidAt: '2026-11-24T00:00:00+09:00',
});

/** The unseen-interest call answers `queue` in turn (the last one from then on); POST seen is recorded. */
function unseen(...queue: (InterestPayment | null)[]) {
  let asked = 0;
  return {
    'GET /v1/assets/interest/unseen': () => envelope({ payment: queue[Math.min(asked++, queue.length - 1)] }),
    'POST /v1/assets/interest/7/seen': () => envelope(null),
    'POST /v1/assets/interest/8/seen': () => envelope(null),
  };
}

const modal = () => page.getByRole('dialog', { name: 'Deposit interest paid' });

describe('the balance-complete modal', () => {
  test('shows the payment in KRW; confirming marks it seen and asks again, once', async () => {
    const { fetchStub } = mountPanel({ routes: unseen(payment(7, 12_345), null) });
    await expect.element(modal()).toBeVisible();
    await expect.element(modal()).toHaveTextContent('Interest on your KRW deposit has been paid.');
    await expect.element(modal()).toHaveTextContent('Pre-tax interest12,345 KRW');
    await expect.element(modal()).toHaveTextContent('Tax withheld1,901 KRW');
    await expect.element(modal()).toHaveTextContent('Interest paid (after tax)10,444 KRW');
    await modal().getByRole('button', { name: 'Confirm' }).click();
    await expect.element(modal()).not.toBeInTheDocument();
    await expect.poll(() => callsTo(fetchStub, '/v1/assets/interest/unseen').length).toBe(2);
    expect(callsTo(fetchStub, '/v1/assets/interest/7/seen').map((init) => init.method)).toEqual(['POST']);
    expect(modal().elements()).toHaveLength(0);
  });

  test('the next unseen payment shows after the first is closed', async () => {
    mountPanel({ routes: unseen(payment(7, 12_345), payment(8, 1_000), null) });
    await expect.element(modal()).toHaveTextContent('12,345 KRW');
    await userEvent.keyboard('{Escape}');
    await expect.element(modal()).toHaveTextContent('Pre-tax interest1,000 KRW');
  });

  test('a payment is shown once in the window even when the seen call fails', async () => {
    const { fetchStub } = mountPanel({
      routes: {
        'GET /v1/assets/interest/unseen': () => envelope({ payment: payment(7, 12_345) }),
        'POST /v1/assets/interest/7/seen': () => envelope(null, 500, 'SERVER_ERROR', 'boom'),
      },
    });
    await expect.element(modal()).toBeVisible();
    await modal().getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => callsTo(fetchStub, '/v1/assets/interest/unseen').length).toBe(2);
    expect(modal().elements()).toHaveLength(0);
    expect(page.getByRole('alertdialog').elements()).toHaveLength(0);
  });

  test('its link goes to the balance-history page, marking the payment seen', async () => {
    const { router, fetchStub } = mountPanel({ routes: unseen(payment(7, 12_345), null) });
    await modal().getByRole('link', { name: 'View balance history' }).click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/assets/balance-history');
    expect(router.state.historyAction).toBe('PUSH');
    await expect.element(modal()).not.toBeInTheDocument();
    expect(callsTo(fetchStub, '/v1/assets/interest/7/seen')).toHaveLength(1);
  });

  test('on the my-assets page the link replaces the history entry', async () => {
    const { router } = mountPanel({ path: '/assets/my', routes: unseen(payment(7, 12_345), null) });
    await expect
      .element(modal().getByRole('link', { name: 'View balance history' }))
      .toHaveAttribute('href', '/assets/balance-history');
    await modal().getByRole('link', { name: 'View balance history' }).click();
    await expect.element(page.getByTestId('path')).toHaveTextContent('/assets/balance-history');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  test('Korean', async () => {
    mountPanel({ language: 'ko', routes: unseen(payment(7, 12_345), null) });
    const korean = page.getByRole('dialog', { name: '예치금 이용료 지급 완료' });
    await expect.element(korean).toHaveTextContent('세전 이용료12,345원');
    await expect.element(korean).toHaveTextContent('원천징수 세액1,901원');
    await expect.element(korean).toHaveTextContent('지급액 (세후)10,444원');
    await expect.element(korean.getByRole('link', { name: '잔고 내역 보기' })).toBeVisible();
  });

  test('guests are not asked', async () => {
    const { fetchStub } = mountPanel({ user: null, routes: unseen(payment(7, 12_345)) });
    await expect.element(page.getByRole('button', { name: 'outside' })).toBeVisible();
    expect(callsTo(fetchStub, '/v1/assets/interest/unseen')).toHaveLength(0);
    expect(modal().elements()).toHaveLength(0);
  });
});
