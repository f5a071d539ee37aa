/**
 * The statement page (/inout/statement): the filters send the query they show, the paginator pages, a
 * row opens the history detail by click and by keyboard, the smart-sell tab lists and opens smart sales;
 * in English and Korean. The history dialogs are another feature's: the dialog store says which opened.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { getQueryClient } from '../../../../src/api/query';
import { clearToasts, closeAllDialogs, dialogState } from '../../../../src/shell';
import { envelope } from '../../shell/harness';
import { historyEntry, mountInout, queriesTo, smartSell } from './inout-harness';

const HISTORY = '/v1/coin-inout/history';
const SMART_SELL = '/v1/coin-inout/smart-sell';

const ENTRIES = [
  historyEntry({ seq: 7 }),
  historyEntry({
    seq: 6,
    coinType: 'C0100',
    processType: 'IN',
    stateCode: '02',
    stateMessage: 'Completed',
    quantity: 1_234_567,
    totalQuantity: 1_234_567,
    feeQuantity: 0,
    requestDate: '2026-11-19T15:30:00Z',
  }),
];

afterEach(() => {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
});

const statementPage = (total = ENTRIES.length) =>
  mountInout('/inout/statement', {
    [`GET ${HISTORY}`]: ({ url }) =>
      envelope({ entries: ENTRIES, total, page: Number(url.searchParams.get('page')), size: 20 }),
    [`GET ${SMART_SELL}`]: ({ url }) =>
      envelope({
        entries: [
          smartSell({ seq: 3 }),
          smartSell({ seq: 2, status: 'APPLYING', krwAmt: null, coinAmt: 0.5 }),
        ],
        total: 25,
        page: Number(url.searchParams.get('page')),
        size: 20,
      }),
  });

const table = () => page.getByRole('table', { name: 'Deposits and withdrawals' });
const cells = (rowText: string) =>
  table()
    .getByRole('row')
    .filter({ hasText: rowText })
    .getByRole('cell')
    .elements()
    .map((cell) => cell.textContent);
const openDialogs = () => dialogState.entries.map((entry) => entry.type);

describe('/inout/statement', () => {
  test('asks for the last 30 KST days of every type and coin, and shows each record in its format', async () => {
    const { stub } = statementPage();
    await expect
      .element(page.getByRole('heading', { name: 'Deposit and withdrawal history', level: 1 }))
      .toBeVisible();
    await expect.element(table()).toBeVisible();
    expect(queriesTo(stub, HISTORY)).toEqual([
      { type: 'ALL', from: '2026-10-28', to: '2026-11-26', page: '1', size: '20' },
    ]);
    await expect.element(page.getByRole('button', { name: 'From: 2026-10-28' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'To: 2026-11-26' })).toBeVisible();
    // requested (KST), type, coin, quantity, fee, state
    expect(cells('Withdrawal')).toEqual([
      '2026-11-20 14:05',
      'Withdrawal',
      'BTC',
      '0.50000000',
      '0.00020000',
      'Requested',
    ]);
    expect(cells('Deposit')).toEqual(['2026-11-20 00:30', 'Deposit', 'KRW', '1,234,567', '0', 'Completed']);
  });

  test('the search button sends the chosen type, coin and dates, from the first page', async () => {
    const { stub } = statementPage();
    await expect.element(table()).toBeVisible();
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Withdrawals' }).click();
    await page.getByRole('combobox', { name: 'Coin' }).click();
    await page.getByRole('option', { name: 'Bitcoin (BTC)' }).click();
    await page.getByRole('button', { name: 'From: 2026-10-28' }).click();
    await page.getByRole('button', { name: /October 30th, 2026/ }).click();
    // Nothing is asked until the search.
    expect(queriesTo(stub, HISTORY)).toHaveLength(1);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect
      .poll(() => queriesTo(stub, HISTORY).at(-1))
      .toEqual({
        type: 'OUT',
        coinType: 'C0101',
        from: '2026-10-30',
        to: '2026-11-26',
        page: '1',
        size: '20',
      });
  });

  test('a range that ends before it starts is refused with a message and nothing is sent', async () => {
    const { stub } = statementPage();
    await expect.element(table()).toBeVisible();
    await page.getByRole('button', { name: 'To: 2026-11-26' }).click();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await page.getByRole('button', { name: /October 20th, 2026/ }).click();
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('The start date must not be after the end date.');
    await expect.element(page.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(queriesTo(stub, HISTORY)).toHaveLength(1);
  });

  test('searching again with the same filters asks again', async () => {
    const { stub } = statementPage();
    await expect.element(table()).toBeVisible();
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => queriesTo(stub, HISTORY)).toHaveLength(2);
    expect(queriesTo(stub, HISTORY)[1]).toEqual(queriesTo(stub, HISTORY)[0]);
  });

  test('the paginator asks for the page chosen, with the same filters', async () => {
    const { stub } = statementPage(45);
    await expect.element(table()).toBeVisible();
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect.poll(() => queriesTo(stub, HISTORY).at(-1)?.page).toBe('3');
    expect(queriesTo(stub, HISTORY).at(-1)).toMatchObject({
      type: 'ALL',
      from: '2026-10-28',
      to: '2026-11-26',
    });
    await expect
      .element(page.getByRole('button', { name: 'Page 3' }))
      .toHaveAttribute('aria-current', 'page');
  });

  test('a row opens its history detail by click and by keyboard', async () => {
    statementPage();
    await expect.element(table()).toBeVisible();
    await table()
      .getByRole('row')
      .filter({ hasText: 'Withdrawal' })
      .getByRole('cell', { name: 'BTC', exact: true })
      .click();
    expect(dialogState.entries).toMatchObject([{ type: 'historyDetail', props: { entry: { seq: 7 } } }]);
    closeAllDialogs();
    const detail = page.getByRole('button', { name: 'Details: Deposit KRW 2026-11-20 00:30' });
    (detail.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(dialogState.entries).toMatchObject([{ type: 'historyDetail', props: { entry: { seq: 6 } } }]);
  });

  test('an empty period says so', async () => {
    mountInout('/inout/statement', {
      [`GET ${HISTORY}`]: () => envelope({ entries: [], total: 0, page: 1, size: 20 }),
    });
    await expect.element(page.getByText('No deposits or withdrawals in this period.')).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  test('the smart-sell tab lists the smart sales page by page and opens one', async () => {
    const { stub } = statementPage();
    await page.getByRole('tab', { name: 'Smart sell' }).click();
    const sales = page.getByRole('table', { name: 'Smart sales' });
    await expect.element(sales).toBeVisible();
    expect(queriesTo(stub, SMART_SELL)).toEqual([{ page: '1', size: '20' }]);
    const row = (text: string) =>
      sales
        .getByRole('row')
        .filter({ hasText: text })
        .getByRole('cell')
        .elements()
        .map((cell) => cell.textContent);
    // requested (KST), coin, amount, status, sale amount
    expect(row('Sale completed')).toEqual([
      '2026-11-21 10:30',
      'ETH',
      '1.25000000',
      'Sale completed',
      '4,999,500',
    ]);
    expect(row('Applying')).toEqual(['2026-11-21 10:30', 'ETH', '0.50000000', 'Applying', '-']);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect.poll(() => queriesTo(stub, SMART_SELL).at(-1)).toEqual({ page: '2', size: '20' });
    await sales.getByRole('row').filter({ hasText: 'Applying' }).getByRole('button').click();
    expect(dialogState.entries).toMatchObject([{ type: 'smartSellDetail', props: { entry: { seq: 2 } } }]);
  });

  test('in Korean', async () => {
    mountInout(
      '/inout/statement',
      { [`GET ${HISTORY}`]: () => envelope({ entries: ENTRIES, total: 2, page: 1, size: 20 }) },
      'ko',
    );
    await expect.element(page.getByRole('table', { name: '입출금 내역' })).toBeVisible();
    await expect.element(page.getByRole('tab', { name: '스마트 매도' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '조회' })).toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: '신청 일시' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: '시작일: 2026-10-28' })).toBeVisible();
    expect(openDialogs()).toEqual([]);
  });
});
