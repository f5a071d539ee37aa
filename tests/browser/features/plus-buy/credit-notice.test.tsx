import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { PLUS_BUY_ASSETS } from '../../../../contract/plus-buy';
import { isDialogOpen, openDialog } from '../../../../src/shell';
import { envelope } from '../../shell/harness';
import { footerButton, mountDialogs } from './harness';

const notice = () => page.getByRole('dialog', { name: '플러스 매수 안내' });
const quiz = () => page.getByRole('dialog', { name: '플러스 매수 퀴즈' });

describe('the credit notice', () => {
  test('shows the intro, the filing validity the simulator serves, the guide with the contract numbers, the bands and the cautions (ko)', async () => {
    mountDialogs();
    openDialog({ type: 'creditNotice', props: {} });
    const dialog = notice();
    await expect.element(dialog).toBeVisible();
    await expect.element(dialog).toHaveTextContent('보유한 원화보다 더 많이 매수하세요');
    await expect.element(dialog).toHaveTextContent('주문 금액의 80%를 원화로 즉시 대출해 드리고, 나머지 20%');
    await expect.element(dialog).toHaveTextContent('유효기간은 2026년 6월 5일부터 2027년 6월 4일까지입니다.');
    await expect
      .element(dialog)
      .toHaveTextContent(
        '주문 금액: 1,000,000 – 50,000,000 KRW. 대출 금액: 800,000 – 40,000,000 KRW(주문 금액의 80%).',
      );
    await expect.element(dialog).toHaveTextContent('대출 기간은 72시간이며, 그 후 다음 정각에 상환됩니다.');
    await expect
      .element(dialog)
      .toHaveTextContent('예: 7월 1일 23:55에 받은 대출은 7월 5일 00:00에 상환됩니다.');
    await expect
      .element(dialog)
      .toHaveTextContent('상환 비율 = 플러스 매수로 구매한 자산의 평가 금액 ÷ 대출 금액 × 100');
    await expect
      .element(dialog)
      .toHaveTextContent('상환 비율이 107% 이하(청산 가격)가 되면 자동 상환이 시작됩니다.');
    await expect.element(dialog).toHaveTextContent('자산을 25%씩 4회로 나누어 60초마다 매도하며');
    await expect.element(dialog).toHaveTextContent('같은 구간의 알림은 60분에 한 번까지입니다.');
    const bands = dialog.getByRole('table', { name: '상환 비율별 위험 구간' }).getByRole('row');
    await expect.element(bands.nth(0)).toHaveTextContent('낮음125% 이상');
    await expect.element(bands.nth(1)).toHaveTextContent('보통115% 이상 125% 미만');
    await expect.element(bands.nth(2)).toHaveTextContent('높음110% 이상 115% 미만');
    await expect.element(bands.nth(3)).toHaveTextContent('매우 높음107% 이상 110% 미만');
    await expect.element(dialog).toHaveTextContent('유의사항');
    await expect.element(dialog).toHaveTextContent('자동 상환과 만기 상환은 시장가로 매도하므로');
  });

  test('the same in English', async () => {
    mountDialogs('en');
    openDialog({ type: 'creditNotice', props: {} });
    const dialog = page.getByRole('dialog', { name: 'Plus buy notice' });
    await expect.element(dialog).toHaveTextContent('is valid from June 5, 2026 to June 4, 2027.');
    await expect
      .element(dialog)
      .toHaveTextContent(
        'Order amount: 1,000,000 – 50,000,000 KRW. Loan: 800,000 – 40,000,000 KRW (80% of the order amount).',
      );
    await expect
      .element(dialog)
      .toHaveTextContent('Example: a loan taken on July 1 at 23:55 is repaid on July 5 at 00:00.');
    await expect
      .element(dialog)
      .toHaveTextContent(
        'the assets are sold in 4 portions of 25% each, one every 60 seconds, the first at once.',
      );
    await expect
      .element(dialog.getByRole('table', { name: 'Risk bands by repayment level' }))
      .toHaveTextContent(
        'Low125% or moreMedium115% to under 125%High110% to under 115%Very high107% to under 110%',
      );
    await expect.element(footerButton(dialog, 'Close')).toBeVisible();
  });

  test('while the filing period is unknown (its call failed) the notice leaves it out and shows the rest', async () => {
    mountDialogs('en', () => envelope(null, 500, 'SERVER_ERROR', 'down'));
    openDialog({ type: 'creditNotice', props: {} });
    const dialog = page.getByRole('dialog', { name: 'Plus buy notice' });
    await expect.element(dialog).toHaveTextContent('Example: a loan taken on July 1 at 23:55');
    await expect.element(dialog).not.toHaveTextContent('filed with the financial regulator');
  });

  test('the FAQ opens its answers in place: eligibility, restrictions and the 22 assets', async () => {
    mountDialogs('en');
    openDialog({ type: 'creditNotice', props: {} });
    const dialog = page.getByRole('dialog', { name: 'Plus buy notice' });
    const questions = dialog.getByRole('list').getByRole('button');
    await expect.element(questions.nth(0)).toHaveTextContent('Who can use Plus buy?');
    expect(questions.all().map((question) => question.element().textContent)).toEqual([
      'Who can use Plus buy?',
      'Are there fees, and what is refunded?',
      'When must I repay?',
      'Can I repay early?',
      'What is restricted while I use Plus buy?',
      'Which assets can I buy?',
    ]);

    const eligibility = dialog.getByRole('button', { name: 'Who can use Plus buy?' });
    await expect.element(eligibility).toHaveAttribute('aria-expanded', 'false');
    expect(dialog.getByRole('region', { name: 'Who can use Plus buy?' }).query()).toBeNull();
    await eligibility.click();
    await expect.element(eligibility).toHaveAttribute('aria-expanded', 'true');
    const answer = dialog.getByRole('region', { name: 'Who can use Plus buy?' });
    await expect.element(answer).toHaveTextContent('Membership grade Orange or above');
    await expect.element(answer).toHaveTextContent('A Plus buy order is 1,000,000 – 50,000,000 KRW.');

    await dialog.getByRole('button', { name: 'What is restricted while I use Plus buy?' }).click();
    await expect
      .element(dialog.getByRole('region', { name: 'What is restricted while I use Plus buy?' }))
      .toHaveTextContent('Assets bought with Plus buy cannot be withdrawn until the loan is repaid.');

    await dialog.getByRole('button', { name: 'Which assets can I buy?' }).click();
    const assets = dialog.getByRole('region', { name: 'Which assets can I buy?' });
    await expect.element(assets).toHaveTextContent('These 22 assets on the KRW market:');
    expect(
      assets
        .getByRole('listitem')
        .all()
        .map((item) => item.element().textContent),
    ).toEqual([...PLUS_BUY_ASSETS]);

    await eligibility.click();
    await expect.element(eligibility).toHaveAttribute('aria-expanded', 'false');
    expect(dialog.getByRole('region', { name: 'Who can use Plus buy?' }).query()).toBeNull();
  });

  test('outside the trade flow its footer button is Close, and it closes', async () => {
    mountDialogs();
    openDialog({ type: 'creditNotice', props: {} });
    const dialog = notice();
    await expect.element(dialog).toBeVisible();
    expect(dialog.getByRole('button', { name: '플러스 매수 하러 가기' }).query()).toBeNull();
    await footerButton(dialog, '닫기').click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(isDialogOpen('creditNotice')).toBe(false);
  });

  test('from the trade flow its button goes to Plus buy: the quiz opens above the notice', async () => {
    mountDialogs();
    const onQuizFinished = vi.fn();
    openDialog({ type: 'creditNotice', props: { isTrade: true, onQuizFinished } });
    const dialog = notice();
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('button', { name: '플러스 매수 하러 가기' }).click();
    await expect.element(quiz()).toBeVisible();
    await expect.element(dialog).toBeInTheDocument();
    expect(onQuizFinished).not.toHaveBeenCalled();
  });
});
