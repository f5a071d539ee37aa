import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { i18n } from '../../../../src/i18n';
import { TradeNumberInput, type TradeNumberInputProps } from '../../../../src/ui/input/TradeNumberInput';
import { fakeTimers, mount } from './mount';
import { priceTicks, specTicks, UPBIT_TICKS } from '../../../../contract/price-ticks';

const price = () => page.getByRole('textbox', { name: '가격' });
const up = () => page.getByRole('button', { name: '가격 올리기' });
const down = () => page.getByRole('button', { name: '가격 내리기' });

function mountStepper(props: Partial<TradeNumberInputProps>) {
  const onChange = vi.fn();
  mount(<TradeNumberInput label="가격" onChange={onChange} {...props} />);
  return onChange;
}

describe('TradeNumberInput', () => {
  test('on the KRW market the buttons step by the tick of the price band', async () => {
    const onChange = mountStepper({ ticks: specTicks('KRW'), defaultValue: '1000000' });
    await up().click();
    await expect.element(price()).toHaveValue('1,000,500');
    expect(onChange).toHaveBeenLastCalledWith('1000500', { stripped: false });
    await down().click();
    await down().click();
    await expect.element(price()).toHaveValue('999,900');
  });

  test('ArrowUp and ArrowDown step from the keyboard', async () => {
    mountStepper({ ticks: specTicks('KRW'), defaultValue: '1234' });
    await price().click();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect.element(price()).toHaveValue('1,240');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(price()).toHaveValue('1,235');
  });

  test('a BTC market price moves by one satoshi with 8 decimals', async () => {
    mountStepper({ ticks: specTicks('BTC'), defaultValue: '0.0345' });
    await up().click();
    await expect.element(price()).toHaveValue('0.03450001');
  });

  test("a coin's own steps: USDT/KRW on Upbit by half a won, shown with its decimal", async () => {
    mountStepper({ ticks: priceTicks(UPBIT_TICKS, 'USDT-KRW'), defaultValue: '1450' });
    await up().click();
    await expect.element(price()).toHaveValue('1,450.5');
    await up().click();
    await expect.element(price()).toHaveValue('1,451.0');
  });

  test('a fixed step adds and subtracts it', async () => {
    mountStepper({ step: 5, defaultValue: '12' });
    await up().click();
    await expect.element(price()).toHaveValue('17');
    await down().click();
    await down().click();
    await expect.element(price()).toHaveValue('7');
  });

  test('a unit price snaps to its multiples', async () => {
    mountStepper({ unitPrice: 50, defaultValue: '120' });
    await up().click();
    await expect.element(price()).toHaveValue('150');
    await down().click();
    await down().click();
    await expect.element(price()).toHaveValue('50');
  });

  test('without step or unit it changes by 1 and stays within min and max', async () => {
    mountStepper({ defaultValue: '9', max: 10, min: 8 });
    await up().click();
    await up().click();
    await expect.element(price()).toHaveValue('10');
    await down().click();
    await down().click();
    await down().click();
    await expect.element(price()).toHaveValue('8');
  });

  test('typing still goes through the price validator', async () => {
    mountStepper({ ticks: specTicks('KRW') });
    await userEvent.type(price(), '12a345');
    await expect.element(price()).toHaveValue('12,345');
  });

  test('disabled steppers do nothing', async () => {
    mountStepper({ defaultValue: '5', disabled: true });
    await expect.element(up()).toBeDisabled();
    await expect.element(down()).toBeDisabled();
  });

  test('button names are in English when the language is en', async () => {
    await i18n.changeLanguage('en');
    mount(<TradeNumberInput label="Price" defaultValue="1" />);
    await page.getByRole('button', { name: 'Increase Price' }).click();
    await expect.element(page.getByRole('textbox', { name: 'Price' })).toHaveValue('2');
    await expect.element(page.getByRole('button', { name: 'Decrease Price' })).toBeVisible();
  });
});

describe('TradeNumberInput and the range errors of its field', () => {
  test('stepping out of a min error clears it and cancels the pending reset', async () => {
    const onChange = mountStepper({ validate: 'price', min: 1000, step: 100 });
    fakeTimers();
    await userEvent.type(price(), '5');
    await expect.element(price()).toHaveAccessibleDescription('1,000 이상 입력해 주세요.');
    await up().click();
    await expect.element(price()).toHaveValue('1,000');
    await expect.element(price()).toHaveAttribute('aria-invalid', 'false');
    await up().click();
    await expect.element(price()).toHaveValue('1,100');
    // The reset of the earlier "5" must not fire after the stepper moved on.
    vi.advanceTimersByTime(600);
    await expect.element(price()).toHaveValue('1,100');
    expect(onChange).toHaveBeenLastCalledWith('1100', { stripped: false });
  });
});
