import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { TWAP_PROBLEM_MESSAGES } from '../../../../contract/algo-orders';
import type { TwapRequestInput } from '../../../../contract/algo-calls';
import { twapParent } from '../../../unit/features/open-orders/orders';
import { envelope, mountOrderPanel } from './harness';

const TEXT = {
  en: {
    sell: 'Sell',
    twap: 'TWAP',
    total: 'Total quantity (BTC)',
    interval: 'Slice interval (s)',
    bounds: 'From 30 s to 5 min for this duration',
    plan: /^10 slices of about 0\.005 BTC every 1 min, ends at \d\d:\d\d$/,
    thirty: '30 min',
    planThirty: /^15 slices of about 0\.00333333 BTC every 2 min, ends at/,
    slices: 'Slices',
    market: 'Market',
    priceLimit: 'Price limit (KRW, optional)',
    submit: 'Start TWAP sell',
    placed: 'The TWAP order started.',
  },
  ko: {
    sell: '매도',
    twap: 'TWAP',
    total: '총 수량 (BTC)',
    interval: '주문 간격 (초)',
    bounds: '이 기간에는 30초부터 5분까지',
    plan: /^1분마다 약 0\.005 BTC씩 10회, \d\d:\d\d 종료$/,
    thirty: '30분',
    planThirty: /^2분마다 약 0\.00333333 BTC씩 15회/,
    slices: '회차 주문 유형',
    market: '시장가',
    priceLimit: '가격 제한 (KRW, 선택)',
    submit: 'TWAP 매도 시작',
    placed: 'TWAP 주문을 시작했습니다.',
  },
} as const;

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const radio = (name: string) => page.getByRole('radio', { name, exact: true });

describe.each(['en', 'ko'] as const)('TWAP form (%s)', (language) => {
  const text = TEXT[language];

  function mountTwap() {
    const sent: TwapRequestInput[] = [];
    const mounted = mountOrderPanel('/trade/order/BTC-KRW', {
      language,
      routes: {
        'POST /v1/trade/algo-orders/twap': ({ init }) => {
          sent.push(JSON.parse(String(init?.body)) as TwapRequestInput);
          return envelope(twapParent(8));
        },
      },
    });
    return { ...mounted, sent };
  }

  async function chooseTwap() {
    await page.getByRole('tab', { name: text.sell }).click();
    await radio(text.twap).click();
  }

  test('the plan line and interval bounds follow what is typed; the request sent is the plan', async () => {
    const { sent } = mountTwap();
    await chooseTwap();
    await field(text.total).fill('0.05');
    await expect.element(page.getByText(text.plan)).toBeVisible();
    await expect.element(page.getByText(text.bounds)).toBeVisible();
    await radio(text.thirty).click();
    await field(text.interval).fill('120');
    await expect.element(page.getByText(text.planThirty)).toBeVisible();
    // A price limit holds best-price slices only: market slices do not offer it.
    await page
      .getByRole('radiogroup', { name: text.slices })
      .getByRole('radio', { name: text.market, exact: true })
      .click();
    expect(field(text.priceLimit).elements()).toHaveLength(0);
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(text.placed);
    expect(sent).toEqual([
      {
        key: 'BTC-KRW',
        side: 'sell',
        childType: 'market',
        quantity: 0.05,
        durationMs: 30 * 60_000,
        intervalMs: 120_000,
        randomPct: 0,
      },
    ]);
  });

  test("a total under the TWAP minimum is refused before sending with the contract's message", async () => {
    const { sent } = mountTwap();
    await chooseTwap();
    await field(text.total).fill('0.001');
    const message = TWAP_PROBLEM_MESSAGES.totalBelowMinimum[language];
    await expect.element(page.getByRole('status').filter({ hasText: message })).toBeVisible();
    await page.getByRole('button', { name: text.submit, exact: true }).click();
    await expect.element(page.getByRole('alert')).toHaveTextContent(message);
    expect(sent).toEqual([]);
  });
});

test("the exchange's refusal after sending says the contract's message", async () => {
  mountOrderPanel('/trade/order/BTC-KRW', {
    language: 'en',
    routes: {
      'POST /v1/trade/algo-orders/twap': () =>
        envelope({ problem: 'sliceBelowMinimum' }, 400, 'TWAP_INVALID', 'invalid'),
    },
  });
  await page.getByRole('tab', { name: 'Sell' }).click();
  await radio('TWAP').click();
  await field('Total quantity (BTC)').fill('0.05');
  await page.getByRole('button', { name: 'Start TWAP sell', exact: true }).click();
  await expect.element(page.getByRole('alert')).toHaveTextContent(TWAP_PROBLEM_MESSAGES.sliceBelowMinimum.en);
});
