/**
 * The deposit page (/inout/deposit/:coin): a coin's address per network with its second address and copy
 * buttons, the coin picker and the links between the pages; KRW: the amount's checks, the request and
 * the notice that it is credited when the transfer arrives; Korean.
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getQueryClient } from '../../../../src/api/query';
import { clearToasts, closeAllDialogs, toastState } from '../../../../src/shell';
import { envelope } from '../../shell/harness';
import { bodiesTo, historyEntry, mountInout } from './inout-harness';

const KRW_DEPOSIT = '/v1/coin-inout/krw/deposit';

afterEach(() => {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
});

const field = (name: string) => page.getByRole('textbox', { name });

describe('/inout/deposit/:coin', () => {
  test('shows the address of each network with its second address, each copied by its button', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    mountInout('/inout/deposit/XRP');
    const ledger = page.getByRole('region', { name: 'XRP deposit address on XRP Ledger' });
    await expect.element(ledger).toBeVisible();
    await expect.element(ledger.getByText('rDepositAddressXRP')).toBeVisible();
    await expect.element(ledger.getByText('123456')).toBeVisible();
    await ledger.getByRole('button', { name: 'Copy Deposit address' }).click();
    expect(writeText).toHaveBeenLastCalledWith('rDepositAddressXRP');
    await ledger.getByRole('button', { name: 'Copy Destination Tag' }).click();
    expect(writeText).toHaveBeenLastCalledWith('123456');
    await expect.poll(() => toastState.toasts.at(-1)?.message).toBe('Destination Tag copied.');
    writeText.mockRestore();
  });

  test('the picker switches coin on the same page; the links lead to withdrawal and the statement', async () => {
    const { router } = mountInout('/inout/deposit/BTC');
    await expect.element(page.getByRole('region', { name: 'BTC deposit address on Bitcoin' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Coin' }).click();
    await page.getByRole('option', { name: 'XRP (XRP)' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/inout/deposit/XRP');
    await expect
      .element(page.getByRole('region', { name: 'XRP deposit address on XRP Ledger' }))
      .toBeVisible();
    const links = page.getByRole('navigation', { name: 'Deposits and withdrawals' });
    await links.getByRole('link', { name: 'Withdraw' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/inout/withdraw/XRP');
    await links.getByRole('link', { name: 'History' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/inout/statement');
  });
});

describe('/inout/deposit/KRW', () => {
  test('checks the amount, sends the request and says it is credited when the transfer arrives', async () => {
    const { stub, router } = mountInout('/inout/deposit/KRW', {
      [`POST ${KRW_DEPOSIT}`]: () =>
        envelope(historyEntry({ seq: 50, coinType: 'C0100', processType: 'IN', quantity: 100_000 })),
    });
    const krw = page.getByRole('form', { name: 'Deposit KRW' });
    await expect.element(krw).toBeVisible();
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect.element(krw.getByText('Enter the amount.')).toBeVisible();
    await field('Amount (KRW)').fill('60000000');
    await expect.element(krw.getByText('The maximum is 50,000,000 KRW.')).toBeVisible();
    await field('Amount (KRW)').fill('100000');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect
      .element(krw.getByRole('status'))
      .toHaveTextContent(
        'Your deposit request of 100,000 KRW is registered. It is credited when your bank transfer arrives.',
      );
    expect(bodiesTo(stub, KRW_DEPOSIT)).toEqual([{ amount: 100_000 }]);
    await krw.getByRole('link', { name: 'See it in the history' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/inout/statement');
  });

  test('a refusal by the exchange is shown in its own words', async () => {
    mountInout('/inout/deposit/KRW', {
      [`POST ${KRW_DEPOSIT}`]: () =>
        envelope(
          null,
          400,
          'INOUT_AMOUNT_OUT_OF_RANGE',
          'The quantity (amount) is outside the allowed range.',
        ),
    });
    await field('Amount (KRW)').fill('100000');
    await page.getByRole('button', { name: 'Request deposit' }).click();
    await expect
      .element(page.getByRole('form', { name: 'Deposit KRW' }).getByRole('alert'))
      .toHaveTextContent('The quantity (amount) is outside the allowed range.');
  });

  test('in Korean', async () => {
    const { stub } = mountInout(
      '/inout/deposit/KRW',
      {
        [`POST ${KRW_DEPOSIT}`]: () =>
          envelope(historyEntry({ seq: 51, coinType: 'C0100', processType: 'IN' })),
      },
      'ko',
    );
    await expect.element(page.getByRole('heading', { name: '입금', level: 1 })).toBeVisible();
    await field('금액 (원)').fill('4000');
    await page.getByRole('button', { name: '입금 신청' }).click();
    await expect.element(page.getByText('최소 금액은 5,000원입니다.')).toBeVisible();
    await field('금액 (원)').fill('5000');
    await page.getByRole('button', { name: '입금 신청' }).click();
    await expect
      .element(page.getByRole('status').filter({ hasText: '입금 신청' }))
      .toHaveTextContent('5,000원 입금 신청이 등록되었습니다. 은행 이체가 도착하면 입금됩니다.');
    expect(bodiesTo(stub, KRW_DEPOSIT)).toEqual([{ amount: 5000 }]);
  });
});
