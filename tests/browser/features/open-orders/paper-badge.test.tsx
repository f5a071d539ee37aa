/**
 * The open orders panel's paper badge in real Chromium: shown over the tabs on a paper source (from a
 * fake intro frame), in English and Korean; none on the simulator.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';
import { OpenOrdersPanel } from '../../../../src/features/open-orders';
import { exchangeSource, introWithSource } from '../../../fixtures/market-source';
import { envelope, mountAt } from './harness';
import type { Language } from '../../../../src/i18n';

function mount(language: Language) {
  return mountAt(
    '/trade/order/BTC-KRW',
    '/trade/order/:coin',
    <OpenOrdersPanel coin="BTC-KRW" symbol="BTC" marketSymbol="KRW" />,
    {
      language,
      routes: {
        'GET /v1/trade/orders': () => envelope([]),
        'GET /v1/trade/algo-orders': () => envelope([]),
      },
    },
  );
}

const badge = () => page.getByTestId('paper-badge');

describe('open orders: the paper badge', () => {
  test('on Bithumb the badge; back on the simulator none', async () => {
    const { feed } = mount('en');
    feed.emitLowRate(introWithSource(exchangeSource('bithumb')));
    await expect.element(badge()).toHaveTextContent('Paper');
    await expect.element(page.getByRole('tab', { name: 'Open orders' })).toBeVisible();
    feed.emitLowRate(introWithSource(SIM_SOURCE_INFO, 2));
    await expect.element(badge()).not.toBeInTheDocument();
  });

  test('in Korean', async () => {
    const { feed } = mount('ko');
    feed.emitLowRate(introWithSource(exchangeSource('upbit')));
    await expect.element(badge()).toHaveTextContent('모의');
  });
});
