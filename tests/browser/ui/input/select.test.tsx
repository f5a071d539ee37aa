import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { i18n } from '../../../../src/i18n';
import { Select, type SelectOption, type SelectProps } from '../../../../src/ui/input/Select';
import { mount } from './mount';

const COINS: SelectOption[] = [
  { key: 'btc', value: 'BTC', title: 'Bitcoin' },
  { key: 'bch', value: 'BCH', title: 'Bitcoin Cash' },
  { key: 'eth', value: 'ETH', title: 'Ethereum' },
  { key: 'xrp', value: 'XRP', title: 'Ripple' },
];

const combobox = () => page.getByRole('combobox', { name: 'Coin' });
const listbox = () => page.getByRole('listbox', { name: 'Coin' });

function mountSelect(props: Partial<SelectProps> = {}) {
  const onChange = vi.fn();
  mount(
    <>
      <button type="button">Elsewhere</button>
      <Select label="Coin" options={COINS} onChange={onChange} {...props} />
    </>,
  );
  return onChange;
}

describe('Select', () => {
  test('opens on click and closes on choosing, showing the choice', async () => {
    const onChange = mountSelect();
    await expect.element(combobox()).toHaveTextContent('선택해 주세요');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await combobox().click();
    await expect.element(listbox()).toBeVisible();
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('option', { name: 'Ethereum' }).click();
    await expect.element(listbox()).not.toBeInTheDocument();
    await expect.element(combobox()).toHaveTextContent('Ethereum');
    expect(onChange).toHaveBeenCalledWith('ETH', COINS[2]);
  });

  test('an outside click closes it without choosing', async () => {
    const onChange = mountSelect();
    await combobox().click();
    await expect.element(listbox()).toBeVisible();
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(listbox()).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('a disabled select does not open', async () => {
    mountSelect({ disabled: true });
    await combobox().click({ force: true });
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
    await expect.element(combobox()).toHaveAttribute('aria-disabled', 'true');
  });

  test('a select without data shows the empty message and does not open', async () => {
    mountSelect({ options: [] });
    await expect.element(combobox()).toHaveTextContent('검색 결과가 없습니다.');
    await combobox().click({ force: true });
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  test('the empty message is in English when the language is en', async () => {
    await i18n.changeLanguage('en');
    mountSelect({ options: [] });
    await expect.element(combobox()).toHaveTextContent('No results.');
  });

  test('keyboard: arrows move, Enter chooses, Escape closes without choosing', async () => {
    const onChange = mountSelect({ defaultValue: 'BCH' });
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await userEvent.tab();
    await expect.element(combobox()).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(listbox()).toBeVisible();
    const active = () =>
      document.getElementById(combobox().element().getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('Bitcoin Cash');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()?.textContent).toBe('Ripple');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()?.textContent).toBe('Ripple');
    await userEvent.keyboard('{Home}');
    expect(active()?.textContent).toBe('Bitcoin');
    await userEvent.keyboard('{Escape}');
    await expect.element(listbox()).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    await userEvent.keyboard('{Enter}');
    await expect.element(combobox()).toHaveTextContent('Ripple');
    expect(onChange).toHaveBeenCalledWith('XRP', COINS[3]);
    await expect
      .element(page.getByRole('option', { name: 'Ripple', includeHidden: true }))
      .toHaveAttribute('aria-selected', 'true');
  });

  test('type-ahead finds options by their title', async () => {
    const onChange = mountSelect();
    await combobox().click();
    await userEvent.keyboard('e');
    const active = () =>
      document.getElementById(combobox().element().getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('Ethereum');
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('ETH', COINS[2]);
  });

  test('sizes 32 and 48', async () => {
    mount(
      <>
        <Select label="Small" options={COINS} size={32} />
        <Select label="Large" options={COINS} size={48} />
      </>,
    );
    const small = page.getByRole('combobox', { name: 'Small' }).element().parentElement;
    const large = page.getByRole('combobox', { name: 'Large' }).element().parentElement;
    expect(small?.classList.contains('td-select--32')).toBe(true);
    expect(large?.classList.contains('td-select--48')).toBe(true);
    expect(page.getByRole('combobox', { name: 'Large' }).element().getBoundingClientRect().height).toBe(48);
  });
});
