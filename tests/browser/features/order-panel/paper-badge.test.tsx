/**
 * The order panel's paper badge in real Chromium: on a paper source (a real exchange's prices, a replay)
 * the "Paper" mark over the side tabs, named by its hint, with the form's Buy button where it was; none
 * on the simulator. The source comes from fake intro frames, as the window's owner of live data writes it.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';
import { exchangeSource, introWithSource, replaySource } from '../../../fixtures/market-source';
import { mountOrderPanel } from './harness';

const panel = () => page.getByTestId('order-panel');
const badge = () => panel().getByTestId('paper-badge');

describe('order panel: the paper badge', () => {
  test('on Upbit the badge names paper trading; the Buy button stays where it was', async () => {
    const { feed } = mountOrderPanel('/trade/order/BTC-KRW');
    feed.emitLowRate(introWithSource(SIM_SOURCE_INFO));
    const submit = panel().getByRole('button', { name: /^Buy/ });
    await expect.element(submit).toBeVisible();
    const before = submit.element().getBoundingClientRect().top;
    expect(badge().query()).toBeNull();

    feed.emitLowRate(introWithSource(exchangeSource('upbit'), 2));
    await expect.element(badge()).toHaveTextContent('Paper');
    await expect
      .element(badge())
      .toHaveAccessibleName(
        'Paper trading: orders are matched by the simulator, no real exchange receives them',
      );
    expect(submit.element().getBoundingClientRect().top).toBe(before);

    feed.emitLowRate(introWithSource(SIM_SOURCE_INFO, 3));
    await expect.element(badge()).not.toBeInTheDocument();
  });

  test('on a replay, in Korean', async () => {
    const { feed } = mountOrderPanel('/trade/order/BTC-KRW', { language: 'ko' });
    feed.emitLowRate(introWithSource(replaySource()));
    await expect.element(badge()).toHaveTextContent('모의');
  });
});
