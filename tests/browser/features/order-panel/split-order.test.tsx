import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SPLIT_PROBLEM_MESSAGES } from '../../../../contract/algo-orders';
import type { SplitRequestInput } from '../../../../contract/algo-calls';
import { splitParent } from '../../../unit/features/open-orders/orders';
import { envelope, mountOrderPanel } from './harness';

const TEXT = {
  en: {
    split: 'Split',
    from: 'From price (KRW)',
    to: 'To price (KRW)',
    count: 'Orders (2–10)',
    quantity: 'Total quantity (BTC)',
    increasing: 'More toward the far price',
    preview: 'Split order preview',
    child: 'order 1',
    submit: 'Place split buy',
    placed: 'Split order placed: 5 orders.',
  },
  ko: {
    split: '분할 주문',
    from: '시작 가격 (KRW)',
    to: '끝 가격 (KRW)',
    count: '분할 수 (2–10)',
    quantity: '총 수량 (BTC)',
    increasing: '끝 가격으로 갈수록 많이',
    preview: '분할 주문 미리보기',
    child: '1번째 주문',
    submit: '분할 매수',
    placed: '분할 주문이 접수되었습니다: 5건.',
  },
} as const;

const field = (name: string) => page.getByRole('textbox', { name, exact: true });

describe.each(['en', 'ko'] as const)('split order form (%s)', (language) => {
  const text = TEXT[language];

  function mountSplit() {
    const sent: SplitRequestInput[] = [];
    const mounted = mountOrderPanel('/trade/order/BTC-KRW', {
      language,
      routes: {
        'POST /v1/trade/algo-orders/split': ({ init }) => {
          sent.push(JSON.parse(String(init?.body)) as SplitRequestInput);
          return envelope(splitParent(7, [21, 22, 23, 24, 25]));
        },
      },
    });
    return { ...mounted, sent };
  }

  async function typeSplit(quantity: string) {
    await page.getByRole('radio', { name: text.split, exact: true }).click();
    await field(text.from).fill('95000000');
    await field(text.to).fill('91000000');
    await field(text.count).fill('5');
    await field(text.quantity).fill(quantity);
  }

  test('the preview shows each order on the tick as typed, and the request sent is the one previewed', async () => {
    const { sent } = mountSplit();
    await typeSplit('0.05');
    const preview = page.getByRole('table', { name: text.preview });
    await expect.element(preview).toBeVisible();
    const rows = () =>
      preview
        .getByRole('row')
        .elements()
        .map((row) => row.textContent);
    expect(rows().slice(1, 6)).toEqual([
      '195,000,0000.01950,000',
      '294,000,0000.01940,000',
      '393,000,0000.01930,000',
      '492,000,0000.01920,000',
      '591,000,0000.01910,000',
    ]);
    // Weighted toward the far price: the nearest order gets the least.
    await page.getByRole('radio', { name: text.increasing, exact: true }).click();
    await expect.element(preview.getByRole('row').nth(1)).toHaveTextContent('195,000,0000.00333335');
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(text.placed);
    expect(sent).toEqual([
      {
        key: 'BTC-KRW',
        side: 'buy',
        fromPrice: 95_000_000,
        toPrice: 91_000_000,
        count: 5,
        quantity: 0.05,
        weighting: 'increasing',
      },
    ]);
  });

  test("an order under the minimum is refused before sending, naming the order, with the contract's message", async () => {
    const { sent } = mountSplit();
    await typeSplit('0.0000001');
    const message = `${SPLIT_PROBLEM_MESSAGES.childBelowMinimum[language]} (${text.child})`;
    await expect.element(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    expect(page.getByRole('table', { name: text.preview }).elements()).toHaveLength(0);
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(message);
    expect(sent).toEqual([]);
  });
});

test("the exchange's refusal after sending says its problem and order", async () => {
  mountOrderPanel('/trade/order/BTC-KRW', {
    language: 'en',
    routes: {
      'POST /v1/trade/algo-orders/split': () =>
        envelope({ problem: 'childBelowMinimum', index: 2 }, 400, 'SPLIT_INVALID', 'invalid'),
    },
  });
  await page.getByRole('radio', { name: 'Split', exact: true }).click();
  await field('From price (KRW)').fill('95000000');
  await field('To price (KRW)').fill('91000000');
  await field('Total quantity (BTC)').fill('0.05');
  await page.getByRole('button', { name: 'Place split buy', exact: true }).click();
  await expect
    .element(page.getByRole('alert'))
    .toHaveTextContent(`${SPLIT_PROBLEM_MESSAGES.childBelowMinimum.en} (order 3)`);
});
