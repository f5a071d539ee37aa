/**
 * The smart-sell detail in real Chromium: a sale with its confirmed price, fee (a discount or a premium)
 * and sale amount, one in application, and a failure with its reason, in English and Korean.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { closeAllDialogs } from '../../../../src/shell';
import { smartSell } from '../../../unit/features/history-dialogs/fixtures';
import { mountHistoryDialogs, openSmartSellDetail } from './harness';

afterEach(() => closeAllDialogs());

describe('the smart-sell detail', () => {
  test('sold, with a fee discount', async () => {
    mountHistoryDialogs();
    openSmartSellDetail(smartSell());
    const dialog = page.getByRole('dialog', { name: 'Smart-sell details' });
    await expect.element(dialog).toHaveTextContent('AssetBitcoin (BTC)');
    await expect.element(dialog).toHaveTextContent('Quantity0.25000000 BTC');
    await expect.element(dialog).toHaveTextContent('Requested2026-11-20 10:00:00');
    await expect.element(dialog).toHaveTextContent('StatusSale completed');
    await expect.element(dialog).toHaveTextContent('Traded2026-11-20 10:00:30');
    await expect.element(dialog).toHaveTextContent('Confirmed price100,000,000 KRW');
    await expect.element(dialog).toHaveTextContent('FeeDiscount 1,250 KRW');
    await expect.element(dialog).toHaveTextContent('Sale amount25,001,250 KRW');
    expect(dialog.element().textContent).not.toContain('Reason');
  });

  test('a premium is said to be one', async () => {
    mountHistoryDialogs();
    openSmartSellDetail(smartSell({ fee: 800 }));
    await expect
      .element(page.getByRole('dialog', { name: 'Smart-sell details' }))
      .toHaveTextContent('FeePremium 800 KRW');
  });

  test('in application: no trade yet', async () => {
    mountHistoryDialogs();
    openSmartSellDetail(
      smartSell({ status: 'APPLYING', tradeDtm: null, quote: null, fee: null, krwAmt: null }),
    );
    const dialog = page.getByRole('dialog', { name: 'Smart-sell details' });
    await expect.element(dialog).toHaveTextContent('StatusIn application');
    await expect.element(dialog).toHaveTextContent('Traded-');
    await expect.element(dialog).toHaveTextContent('Sale amount-');
  });

  test('failed, with its reason, in Korean', async () => {
    mountHistoryDialogs({ language: 'ko' });
    openSmartSellDetail(
      smartSell({
        coinName: '비트코인',
        status: 'FAIL',
        failReason: '최소 주문 금액 미만입니다.',
        tradeDtm: null,
        quote: null,
        fee: null,
        krwAmt: null,
      }),
    );
    const dialog = page.getByRole('dialog', { name: '스마트 매도 상세 내역' });
    await expect.element(dialog).toHaveTextContent('자산비트코인 (BTC)');
    await expect.element(dialog).toHaveTextContent('상태실패');
    await expect.element(dialog).toHaveTextContent('사유최소 주문 금액 미만입니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
  });
});
