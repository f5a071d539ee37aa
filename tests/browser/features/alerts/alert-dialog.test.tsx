import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  ALERT_ERROR_CODES,
  ALERT_ERROR_MESSAGES,
  ALERT_PROBLEM_MESSAGES,
  type Alert,
} from '../../../../contract';
import type { AlertDraft } from '../../../../src/features/alerts';
import { openDialog } from '../../../../src/shell';
import { alertsStore } from '../../../../src/state/alerts';
import { storedAlert } from '../../../fixtures/alerts';
import { AlertExchange, mountAlerts, NOW } from './harness';

function openEditor(
  draft: AlertDraft,
  exchange = new AlertExchange(),
  options: Parameters<typeof mountAlerts>[2] = {},
) {
  mountAlerts(<p>chart</p>, exchange, options);
  openDialog({ type: 'alertEditor', props: { draft, now: () => NOW } });
  return exchange;
}

const dialog = () => page.getByRole('dialog');
const field = (name: string) => dialog().getByRole('textbox', { name, exact: true });
const choice = (name: string) => dialog().getByRole('combobox', { name, exact: true });
const create = () => dialog().getByRole('button', { name: 'Create' });

describe('the alert dialog', () => {
  test('a price draft creates a price alert at that price: the exact PUT, then it closes', async () => {
    const exchange = openEditor({ coin: 'BTC-KRW', price: 95_000_000 });
    await expect.element(field('Price')).toHaveValue('95000000');
    await userEvent.click(create());
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(exchange.puts).toHaveLength(1);
    const [{ id, body }] = exchange.puts as [{ id: string; body: unknown }];
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(body).toEqual({
      coin: 'BTC-KRW',
      condition: { kind: 'price', op: 'crosses', value: 95_000_000 },
      trigger: 'once',
      expiresAt: null,
      message: '',
      active: true,
      baseVersion: 0,
    });
    expect(alertsStore.state.alerts).toMatchObject([{ id, version: 1 }]);
  });

  test("every kind shows its own fields (a drawing's only with a drawing)", async () => {
    openEditor({ coin: 'BTC-KRW', price: 100 });
    const kinds = choice('Condition');
    await expect.element(kinds).toBeVisible();
    expect([...kinds.element().querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Price',
      'Quick move',
      'Indicator',
      'Forecast',
    ]);
    await userEvent.selectOptions(kinds, 'Quick move');
    await expect.element(choice('Direction')).toBeVisible();
    await expect.element(field('Move (%)')).toHaveValue('5');
    await expect.element(field('Within (minutes)')).toHaveValue('60');
    expect(field('Price').query()).toBeNull();
    await userEvent.selectOptions(kinds, 'Indicator');
    await expect.element(choice('Indicator')).toHaveDisplayValue('Relative Strength Index');
    await expect.element(choice('Bar interval')).toBeVisible();
    await expect.element(field('Length')).toHaveValue('14');
    await expect.element(field('Value')).toBeVisible();
    await userEvent.selectOptions(choice('Indicator'), 'macd');
    await expect.element(choice('Against')).toBeVisible();
    await userEvent.selectOptions(kinds, 'Forecast');
    await expect.element(choice('Forecast side')).toBeVisible();
    await expect.element(field('Probability reaches (%)')).toHaveValue('70');
  });

  test('a drawing draft is an alert on that line, with crossing ops only', async () => {
    const exchange = openEditor({ coin: 'BTC-KRW', drawingId: 'd-1', line: 1 });
    await expect.element(choice('Condition')).toHaveDisplayValue('Drawing line');
    await expect.element(choice('Line')).toHaveDisplayValue('Second edge');
    const ops = [...choice('When').element().querySelectorAll('option')].map((option) => option.textContent);
    expect(ops).toEqual(['Crosses', 'Crosses up', 'Crosses down']);
    await userEvent.selectOptions(choice('When'), 'Crosses down');
    await userEvent.click(create());
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(exchange.puts[0]?.body.condition).toEqual({
      kind: 'drawing',
      drawingId: 'd-1',
      line: 1,
      op: 'crossesDown',
    });
  });

  test('a move alert with trigger, expiry and message builds the exact request', async () => {
    const exchange = openEditor({ coin: 'ETH-KRW' });
    await userEvent.selectOptions(choice('Condition'), 'Quick move');
    await userEvent.selectOptions(choice('Direction'), 'Fall');
    await userEvent.fill(field('Move (%)'), '3.5');
    await userEvent.fill(field('Within (minutes)'), '15');
    await userEvent.selectOptions(choice('Fires'), 'Every time');
    await userEvent.click(dialog().getByRole('radio', { name: 'At a time (KST)' }));
    const expiry = page.elementLocator(document.querySelector('input[type="datetime-local"]')!);
    await userEvent.fill(expiry, '2026-12-01T09:30');
    await userEvent.fill(field('Message'), 'watch the bounce');
    await userEvent.click(dialog().getByRole('checkbox', { name: 'On' }));
    await userEvent.click(create());
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(exchange.puts[0]?.body).toEqual({
      coin: 'ETH-KRW',
      condition: { kind: 'move', direction: 'down', percent: 3.5, minutes: 15 },
      trigger: 'everyTime',
      expiresAt: Date.UTC(2026, 11, 1, 0, 30),
      message: 'watch the bounce',
      active: false,
      baseVersion: 0,
    });
  });

  test('an indicator alert against a value and against another line', async () => {
    const exchange = openEditor({ coin: 'BTC-KRW' });
    await userEvent.selectOptions(choice('Condition'), 'Indicator');
    await userEvent.selectOptions(choice('Bar interval'), '4h');
    await userEvent.selectOptions(choice('When'), 'Greater than');
    await userEvent.fill(field('Value'), '70');
    await userEvent.click(create());
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(exchange.puts[0]?.body.condition).toEqual({
      kind: 'indicator',
      interval: '240',
      indicator: { kind: 'rsi', params: { length: 14, source: 'close' } },
      line: 'rsi',
      op: 'greaterThan',
      target: { value: 70 },
    });
  });

  test('problems show as typed, in the exchange’s words, and the dialog refuses to send', async () => {
    const exchange = openEditor({ coin: 'BTC-KRW', price: 100 });
    await userEvent.fill(field('Price'), '0');
    await expect.element(dialog().getByText(ALERT_PROBLEM_MESSAGES.value.en)).toBeVisible();
    await expect.element(field('Price')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(create());
    await expect.element(field('Price')).toHaveFocus();
    expect(exchange.puts).toEqual([]);
    await userEvent.selectOptions(choice('Condition'), 'Quick move');
    await userEvent.fill(field('Within (minutes)'), '1441');
    await expect.element(dialog().getByText(ALERT_PROBLEM_MESSAGES.minutes.en)).toBeVisible();
    await userEvent.fill(field('Within (minutes)'), '30');
    await userEvent.click(dialog().getByRole('radio', { name: 'At a time (KST)' }));
    const expiry = page.elementLocator(document.querySelector('input[type="datetime-local"]')!);
    await userEvent.fill(expiry, '2027-03-01T00:00');
    await expect.element(dialog().getByText(ALERT_PROBLEM_MESSAGES.expiry.en)).toBeVisible();
    await userEvent.selectOptions(choice('Condition'), 'Indicator');
    await userEvent.click(dialog().getByRole('radio', { name: 'Never' }));
    await userEvent.fill(field('Value'), '50');
    await userEvent.fill(field('Length'), '0');
    await expect.element(dialog().getByText('Length: Enter a whole number from 1 to 2,000.')).toBeVisible();
  });

  test('problems in Korean', async () => {
    openEditor({ coin: 'BTC-KRW', price: 100 }, new AlertExchange(), { language: 'ko' });
    await userEvent.fill(dialog().getByRole('textbox', { name: '가격', exact: true }), '');
    await expect.element(dialog().getByText(ALERT_PROBLEM_MESSAGES.value.ko)).toBeVisible();
  });

  test("the exchange's refusals: the limit stays in the dialog, a stale write takes the current alert", async () => {
    const held = storedAlert('a', { version: 3, condition: { kind: 'price', op: 'crosses', value: 100 } });
    const exchange = openEditor({ alert: held }, new AlertExchange([held]));
    exchange.refuseNext(409, ALERT_ERROR_CODES.tooMany, { max: 200 });
    const save = dialog().getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(ALERT_ERROR_MESSAGES.tooMany.en);

    const current: Alert = { ...held, version: 5, condition: { kind: 'price', op: 'lessThan', value: 80 } };
    exchange.alerts.set('a', current);
    await userEvent.fill(field('Price'), '120');
    await userEvent.click(save);
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(ALERT_ERROR_MESSAGES.stale.en);
    await expect.element(field('Price')).toHaveValue('80');
    await expect.element(choice('When')).toHaveDisplayValue('Less than');
    await userEvent.fill(field('Price'), '120');
    await userEvent.click(save);
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(exchange.puts.map((put) => put.body.baseVersion)).toEqual([3, 3, 5]);
    expect(exchange.alerts.get('a')).toMatchObject({ version: 6, condition: { value: 120 } });
  });

  test('ALERT_INVALID says its problem', async () => {
    const exchange = openEditor({ coin: 'BTC-KRW', drawingId: 'd-1', line: 1 });
    exchange.refuseNext(400, ALERT_ERROR_CODES.invalid, { problem: 'drawing' });
    await userEvent.click(create());
    await expect.element(dialog().getByRole('alert')).toHaveTextContent(ALERT_PROBLEM_MESSAGES.drawing.en);
  });

  test('a guest is told alerts need a login', async () => {
    const exchange = openEditor({ coin: 'BTC-KRW', price: 100 }, new AlertExchange(), { member: false });
    await expect.element(dialog().getByText('Log in to set alerts', { exact: false })).toBeVisible();
    expect(field('Price').query()).toBeNull();
    expect(exchange.puts).toEqual([]);
  });
});
