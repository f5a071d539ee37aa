import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ALERT_ERROR_CODES, ALERT_ERROR_MESSAGES } from '../../../../contract';
import { AlertsPanel } from '../../../../src/features/alerts';
import { alertsStore } from '../../../../src/state/alerts';
import { storedAlert } from '../../../fixtures/alerts';
import { AlertExchange, mountAlerts, NOW } from './harness';

const HOUR = 3_600_000;

function exchangeOf() {
  return new AlertExchange([
    storedAlert('a', { condition: { kind: 'price', op: 'crossesUp', value: 100_000_000 }, version: 2 }),
    storedAlert('b', {
      coin: 'ETH-KRW',
      condition: { kind: 'move', direction: 'down', percent: 5, minutes: 30 },
      trigger: 'oncePerBar',
      expiresAt: NOW + 2 * HOUR,
      active: false,
    }),
  ]);
}

function mountPanel(exchange = exchangeOf(), options: Parameters<typeof mountAlerts>[2] = {}) {
  mountAlerts(<AlertsPanel coin="BTC-KRW" now={() => NOW} />, exchange, options);
  return exchange;
}

const panel = () => page.getByRole('region', { name: 'Alerts' });
const rowOf = (text: string) => panel().getByRole('row').filter({ hasText: text });

describe('the alerts panel', () => {
  test("lists the member's alerts: coin, description, trigger, expiry, on/off", async () => {
    mountPanel();
    await expect.element(rowOf('BTC/KRW price rose through 100,000,000')).toBeVisible();
    const cells = (text: string) =>
      rowOf(text)
        .getByRole('cell')
        .elements()
        .slice(0, 5)
        .map((cell) => cell.textContent);
    expect(cells('rose through')).toEqual([
      'BTC/KRW',
      'BTC/KRW price rose through 100,000,000',
      'Once',
      'Never',
      'On',
    ]);
    expect(cells('fell 5%')).toEqual([
      'ETH/KRW',
      'ETH/KRW price fell 5% within 30 min',
      'Once per bar',
      '2026-11-29 02:00',
      'Off',
    ]);
    await expect.element(panel().getByText('2 / 200 alerts')).toBeVisible();
  });

  test('pause and resume write active at the version', async () => {
    const exchange = mountPanel();
    const what = 'BTC/KRW price rose through 100,000,000';
    await userEvent.click(page.getByRole('button', { name: `Pause alert: ${what}` }));
    await expect.element(rowOf(what).getByRole('cell').nth(4)).toHaveTextContent('Off');
    expect(exchange.puts.at(-1)?.body).toMatchObject({ active: false, baseVersion: 2 });
    await userEvent.click(page.getByRole('button', { name: `Resume alert: ${what}` }));
    await expect.element(rowOf(what).getByRole('cell').nth(4)).toHaveTextContent('On');
    expect(exchange.puts.at(-1)?.body).toMatchObject({ active: true, baseVersion: 3 });
  });

  test('delete asks first, then deletes at the version; Keep deletes nothing', async () => {
    const exchange = mountPanel();
    const what = 'ETH/KRW price fell 5% within 30 min';
    await userEvent.click(page.getByRole('button', { name: `Delete alert: ${what}` }));
    const confirm = page.getByRole('alertdialog');
    await expect.element(confirm).toHaveTextContent(`Delete the alert “${what}”?`);
    await userEvent.click(confirm.getByRole('button', { name: 'Keep' }));
    expect(exchange.deletes).toEqual([]);
    await userEvent.click(page.getByRole('button', { name: `Delete alert: ${what}` }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }));
    await expect.element(rowOf(what)).not.toBeInTheDocument();
    expect(exchange.deletes).toEqual([{ id: 'b', version: 1 }]);
  });

  test("a refused write says why, and a stale one shows the exchange's alert", async () => {
    const exchange = mountPanel();
    const what = 'BTC/KRW price rose through 100,000,000';
    await expect.element(rowOf(what)).toBeVisible();
    exchange.alerts.set('a', storedAlert('a', { version: 4, active: false }));
    await userEvent.click(page.getByRole('button', { name: `Pause alert: ${what}` }));
    await expect.element(panel().getByRole('alert')).toHaveTextContent(ALERT_ERROR_MESSAGES.stale.en);
    await expect.element(page.getByRole('button', { name: /^Resume alert: BTC/ })).toBeVisible();
    exchange.refuseNext(404, ALERT_ERROR_CODES.notFound);
    await userEvent.click(page.getByRole('button', { name: /^Resume alert: BTC/ }));
    await expect.element(panel().getByRole('alert')).toHaveTextContent(ALERT_ERROR_MESSAGES.notFound.en);
  });

  test("each alert's firing log, newest first, or that it has not fired", async () => {
    const exchange = mountPanel();
    exchange.firings = [
      { alertId: 'a', coin: 'BTC-KRW', at: NOW - HOUR, price: 100_500_000 },
      { alertId: 'a', coin: 'BTC-KRW', at: NOW - 5 * HOUR, price: 100_000_000 },
    ];
    await userEvent.click(page.getByRole('button', { name: /^Firings of alert: BTC/ }));
    const log = panel().getByRole('region', { name: 'Firings of this alert' });
    await expect
      .element(log.getByRole('listitem').first())
      .toHaveTextContent('2026-11-28 23:00:00 at 100,500,000 KRW');
    expect(log.getByRole('listitem').elements()).toHaveLength(2);
    await userEvent.click(page.getByRole('button', { name: /^Firings of alert: ETH/ }));
    await expect.element(rowOf('ETH/KRW').getByText('It has not fired yet.')).toBeVisible();
  });

  test('edit opens the dialog on the alert; New alert on the panel’s coin', async () => {
    mountPanel();
    await userEvent.click(page.getByRole('button', { name: /^Edit alert: BTC/ }));
    const dialog = page.getByRole('dialog');
    await expect
      .element(dialog.getByRole('textbox', { name: 'Price', exact: true }))
      .toHaveValue('100000000');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(panel().getByRole('button', { name: 'New alert' }));
    await expect.element(page.getByRole('dialog')).toHaveTextContent('BTC/KRW');
  });

  test('a failed list offers a retry', async () => {
    const exchange = exchangeOf();
    exchange.failList = true;
    mountPanel(exchange);
    await expect.element(panel().getByText('The alerts could not be loaded.')).toBeVisible();
    exchange.failList = false;
    await userEvent.click(panel().getByRole('button', { name: 'Retry' }));
    await expect.element(rowOf('rose through')).toBeVisible();
  });

  test('a guest is told alerts need a login', async () => {
    mountPanel(exchangeOf(), { member: false });
    await expect.element(panel()).toHaveTextContent('Log in to set alerts');
    expect(alertsStore.state.alerts).toEqual([]);
  });

  test('in Korean', async () => {
    mountPanel(exchangeOf(), { language: 'ko' });
    await expect
      .element(page.getByRole('region', { name: '알림' }))
      .toHaveTextContent('BTC/KRW 가격 100,000,000 상향 돌파');
  });
});
