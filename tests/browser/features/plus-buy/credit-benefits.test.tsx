import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { openDialog } from '../../../../src/shell';
import { footerButton, mountDialogs } from './harness';

describe('the credit benefits and FAQ modal', () => {
  test('says Plus buy lends extra funds, repays on sale and pays fees back, with a short FAQ (ko)', async () => {
    mountDialogs();
    openDialog({ type: 'creditBenefits', props: {} });
    const dialog = page.getByRole('dialog', { name: '플러스 매수 혜택' });
    await expect
      .element(dialog)
      .toHaveTextContent('추가 자금: 주문 금액의 80%, 최대 40,000,000 KRW를 대출해 드려');
    await expect.element(dialog).toHaveTextContent('매도 시 자동 상환: 구매한 자산을 매도하면');
    await expect.element(dialog).toHaveTextContent('수수료 환급: 상환한 대출 금액에 해당하는 거래 수수료를');
    expect(
      dialog
        .getByRole('list')
        .getByRole('button')
        .all()
        .map((button) => button.element().textContent),
    ).toEqual([
      '누가 플러스 매수를 이용할 수 있나요?',
      '수수료가 있나요? 무엇을 돌려받나요?',
      '조기 상환할 수 있나요?',
    ]);
    await dialog.getByRole('button', { name: '조기 상환할 수 있나요?' }).click();
    await expect
      .element(dialog.getByRole('region', { name: '조기 상환할 수 있나요?' }))
      .toHaveTextContent('네, 언제든 전액 상환할 수 있습니다.');
    await footerButton(dialog, '닫기').click();
    await expect.element(dialog).not.toBeInTheDocument();
  });

  test('in English, "Read the full notice" opens the notice above it, with Close', async () => {
    mountDialogs('en');
    openDialog({ type: 'creditBenefits', props: {} });
    const dialog = page.getByRole('dialog', { name: 'Plus buy benefits' });
    await expect
      .element(dialog)
      .toHaveTextContent('Extra funds: Plus buy lends you 80% of the order amount, up to 40,000,000 KRW');
    await expect.element(dialog).toHaveTextContent('Repaid on sale: when you sell the assets bought');
    await expect.element(dialog).toHaveTextContent('Fees back: the trading fee on the repaid loan amount');
    await dialog.getByRole('button', { name: 'Read the full notice' }).click();
    const notice = page.getByRole('dialog', { name: 'Plus buy notice' });
    await expect.element(notice).toBeVisible();
    await footerButton(notice, 'Close').click();
    await expect.element(notice).not.toBeInTheDocument();
    await expect.element(dialog).toBeVisible();
  });
});
