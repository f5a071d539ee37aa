/**
 * The order panel on the steps of the window's source (contract/price-ticks.ts), in real Chromium: a KRW
 * coin at 3,210 KRW steps by 1 on Upbit's table (the intro carries it) where the simulator's spec steps by
 * 5, and the order at 3,211 passes the checks and is sent.
 */
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { SIM_SOURCE_INFO } from '../../../../contract/market-source';
import { exchangeSource, introWithSource } from '../../../fixtures/market-source';
import { mountOrderPanel } from './harness';

const price = () => page.getByRole('textbox', { name: 'Price (KRW)', exact: true });
const raise = () => page.getByRole('button', { name: 'Increase Price (KRW)' });

function mountAt3210(source: Parameters<typeof introWithSource>[0]) {
  const mounted = mountOrderPanel('/trade/order/XRP-KRW');
  mounted.feed.emitLowRate(introWithSource(source));
  mounted.feed.tick('XRP-KRW', { closePrice: 3_210 }, true);
  return mounted;
}

describe('order panel: price steps of the source', () => {
  test('on Upbit the price steps by 1 at 3,210 KRW, and the order at 3,211 is sent', async () => {
    const { orders } = mountAt3210(exchangeSource('upbit'));
    await expect.element(price()).toHaveValue('3,210');
    await raise().click();
    await expect.element(price()).toHaveValue('3,211');
    await page.getByRole('textbox', { name: 'Quantity (XRP)', exact: true }).fill('2');
    await page.getByRole('button', { name: 'Buy', exact: true }).click();
    await expect.poll(() => orders.map((order) => order.price)).toEqual([3_211]);
  });

  test("on the simulator the spec's 5", async () => {
    mountAt3210(SIM_SOURCE_INFO);
    await expect.element(price()).toHaveValue('3,210');
    await raise().click();
    await expect.element(price()).toHaveValue('3,215');
  });
});
