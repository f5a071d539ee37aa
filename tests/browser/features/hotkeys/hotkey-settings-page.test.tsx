/**
 * The hotkeys' settings page as a trader uses it (features/hotkeys HotkeySettingsPage): every action with
 * its key; "Set key" records the next press, a key bound to another action or kept by the browser is
 * refused with a message naming it; clear, default, reset all; presets per market with bad input refused;
 * one-click trading asks once per session before it turns on.
 */
import { describe, expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { HotkeySettingsPage } from '../../../../src/features/hotkeys/HotkeySettingsPage';
import { HOTKEY_ACTIONS } from '../../../../src/features/hotkeys/rules/catalogue';
import { oneClickStorageKey } from '../../../../src/features/hotkeys/rules/one-click';
import { presetsStorageKey } from '../../../../src/features/hotkeys/rules/presets';
import { bindingsStorageKey } from '../../../../src/features/hotkeys/rules/stored-bindings';
import { ToastHost } from '../../../../src/shell';
import { session } from '../../../../src/state/session';
import { resetStores } from '../../shell/harness';
import { mount } from '../../ui/mount';

function mountPage(language: 'ko' | 'en' = 'en') {
  resetStores({ member: true, language });
  const memNo = session.user?.memNo;
  localStorage.removeItem(bindingsStorageKey(memNo));
  localStorage.removeItem(presetsStorageKey(memNo));
  sessionStorage.removeItem(oneClickStorageKey(memNo));
  mount(
    <>
      <HotkeySettingsPage />
      <ToastHost />
    </>,
  );
  return memNo;
}

const keys = () => page.getByRole('region', { name: 'Keys' });
const row = (title: string) => page.getByRole('row', { name: title });
const keyOf = (title: string) => row(title).element().querySelector('kbd')?.textContent;

describe('hotkey settings page', () => {
  test('lists every action with its key', async () => {
    mountPage();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Hotkeys' })).toBeVisible();
    expect(document.querySelectorAll('tr[data-action]')).toHaveLength(HOTKEY_ACTIONS.length);
    expect(keyOf('Buy at the best ask (preset quantity)')).toBe('Shift+B');
    expect(keyOf('Go to the order panel (as F9)')).toBe('None');
  });

  test('records a key, refuses one taken or reserved with the reason, clears and resets', async () => {
    const memNo = mountPage();
    const buy = 'Buy at the best ask (preset quantity)';
    const record = page.getByRole('button', { name: `Set key: ${buy}` });
    await record.click();
    await expect.element(record).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{F2}');
    await expect.poll(() => keyOf(buy)).toBe('F2');
    await expect.element(keys().getByRole('status')).toHaveTextContent(`${buy}: set to F2`);
    expect(JSON.parse(localStorage.getItem(bindingsStorageKey(memNo))!).changes).toEqual({ buyBest: 'F2' });

    await record.click();
    await userEvent.keyboard('{Shift>}S{/Shift}');
    await expect
      .element(keys().getByRole('alert'))
      .toHaveTextContent('Shift+S is already set for "Sell at the best bid (preset quantity)".');
    expect(keyOf(buy)).toBe('F2');

    await record.click();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect
      .element(keys().getByRole('alert'))
      .toHaveTextContent('Ctrl+K opens the command palette (Ctrl+K)');

    await record.click();
    await userEvent.keyboard('{Escape}');
    await expect.element(record).toHaveAttribute('aria-pressed', 'false');
    expect(keyOf(buy)).toBe('F2');

    await page.getByRole('button', { name: `Clear: ${buy}` }).click();
    await expect.poll(() => keyOf(buy)).toBe('None');
    await page.getByRole('button', { name: `Default: ${buy}` }).click();
    await expect.poll(() => keyOf(buy)).toBe('Shift+B');
    await page.getByRole('button', { name: 'Clear: Sell at the best bid (preset quantity)' }).click();
    await page.getByRole('button', { name: 'Reset all to defaults' }).click();
    await expect.poll(() => keyOf('Sell at the best bid (preset quantity)')).toBe('Shift+S');
  });

  test('a preset: bad input refused, a good one kept', async () => {
    const memNo = mountPage();
    const form = page.getByRole('form', { name: 'KRW market preset' });
    const value = form.getByRole('textbox', { name: 'KRW market preset' });
    await userEvent.fill(value, '0');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.element(form.getByRole('alert')).toHaveTextContent('Enter a number above 0.');
    await form.getByRole('combobox').selectOptions('Quantity');
    await userEvent.fill(value, '0.001');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.element(form.getByRole('alert')).not.toBeInTheDocument();
    await expect
      .poll(() => JSON.parse(localStorage.getItem(presetsStorageKey(memNo)) ?? '{}').presets?.KRW)
      .toEqual({ kind: 'quantity', value: 0.001 });
  });

  test('one-click trading asks once per session before it turns on (Korean)', async () => {
    const memNo = mountPage('ko');
    const toggle = page.getByRole('switch', { name: '원클릭 주문 사용' });
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: '원클릭 주문을 켤까요?' });
    await dialog.getByRole('button', { name: '취소', exact: true }).first().click();
    await expect.element(dialog).not.toBeInTheDocument();
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    await page.getByRole('dialog').getByRole('button', { name: '켜기' }).click();
    await expect.element(toggle).toBeChecked();
    expect(sessionStorage.getItem(oneClickStorageKey(memNo))).toBe('on');
    await toggle.click();
    await expect.element(toggle).not.toBeChecked();
    await toggle.click();
    await expect.element(toggle).toBeChecked();
    expect(document.querySelector('[data-modal="one-click-confirm"]')).toBeNull();
  });
});
