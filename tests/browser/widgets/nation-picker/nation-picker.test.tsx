import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Nation } from '../../../../contract';
import { NationPicker } from '../../../../src/widgets/nation-picker';
import type { Language } from '../../../../src/i18n';
import { callsTo, envelope, resetStores, stubApi } from '../../shell/harness';
import { mount } from '../../ui/mount';

const NATIONS: Nation[] = [
  {
    nationCode: 'KR',
    nationName: '대한민국',
    nationNameEn: 'Korea, Republic of',
    intnlPhoneNo: '82',
    isBlocked: false,
  },
  {
    nationCode: 'KP',
    nationName: '조선민주주의인민공화국',
    nationNameEn: 'Korea, North',
    intnlPhoneNo: '850',
    isBlocked: true,
  },
  {
    nationCode: 'US',
    nationName: '미국',
    nationNameEn: 'United States',
    intnlPhoneNo: '1',
    isBlocked: false,
  },
  { nationCode: 'JP', nationName: '일본', nationNameEn: 'Japan', intnlPhoneNo: '81', isBlocked: false },
  { nationCode: 'HK', nationName: '홍콩', nationNameEn: 'Hong Kong', intnlPhoneNo: '852', isBlocked: false },
];

/** The picker under a form that owns its value, with the nations answered (or the call failed). */
function mountPicker(
  options: { language?: Language; countryOnly?: boolean; failed?: boolean; value?: string | null } = {},
) {
  resetStores({ member: false, language: options.language ?? 'ko' });
  const fetchStub = stubApi({
    'GET /v1/comn/nations': () =>
      options.failed ? envelope(null, 500, 'SERVER_ERROR', 'down') : envelope(NATIONS),
  });
  const onChange = vi.fn<(nation: Nation) => void>();
  function Form() {
    const [value, setValue] = useState<string | null>(options.value ?? null);
    return (
      <>
        <NationPicker
          label={options.language === 'en' ? 'Calling code' : '국가번호'}
          value={value}
          countryOnly={options.countryOnly}
          onChange={(nation) => {
            onChange(nation);
            setValue(nation.nationCode);
          }}
        />
        <button type="button">elsewhere</button>
      </>
    );
  }
  mount(<Form />);
  return { onChange, fetchStub };
}

const optionNames = () =>
  page
    .getByRole('option')
    .elements()
    .map((option) => option.textContent);

describe('nation picker', () => {
  test('ko: opens a search over the nations not blocked; initial consonants find 대한민국; Enter chooses it', async () => {
    const { onChange } = mountPicker();
    const button = page.getByRole('button', { name: '국가번호 국가 선택' });
    await expect.element(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect.element(button).toHaveAttribute('aria-expanded', 'true');
    const search = page.getByRole('combobox', { name: '국가 검색' });
    await expect.element(search).toHaveFocus();
    await expect.element(page.getByRole('listbox', { name: '국가번호' })).toBeVisible();
    await expect.poll(optionNames).toEqual(['대한민국 +82', '미국 +1', '일본 +81', '홍콩 +852']);

    await userEvent.fill(search, 'ㄷㅎㅁㄱ');
    await expect.poll(optionNames).toEqual(['대한민국 +82']);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(NATIONS[0]);
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    const chosen = page.getByRole('button', { name: '국가번호 대한민국 +82' });
    await expect.element(chosen).toHaveFocus();

    // The search started over when the popup closed (shell spec §4).
    await chosen.click();
    await expect.element(page.getByRole('combobox', { name: '국가 검색' })).toHaveValue('');
    await expect.poll(optionNames).toHaveLength(4);
    await expect
      .element(page.getByRole('option', { name: '대한민국 +82' }))
      .toHaveAttribute('aria-selected', 'true');
  });

  test('keyboard: arrows, Home and End move the active option; Escape closes without choosing and resets the search', async () => {
    const { onChange } = mountPicker({ value: 'US' });
    const button = page.getByRole('button', { name: '국가번호 미국 +1' });
    await userEvent.click(page.getByRole('button', { name: 'elsewhere' }));
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    const search = page.getByRole('combobox', { name: '국가 검색' });
    await expect.element(search).toHaveFocus();
    const active = () => {
      const id = search.element().getAttribute('aria-activedescendant');
      return id ? document.getElementById(id)?.textContent : null;
    };
    // The chosen nation is active first.
    await expect.poll(active).toBe('미국 +1');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('일본 +81');
    await userEvent.keyboard('{End}');
    expect(active()).toBe('홍콩 +852');
    await userEvent.keyboard('{ArrowDown}');
    expect(active()).toBe('홍콩 +852');
    await userEvent.keyboard('{Home}');
    expect(active()).toBe('대한민국 +82');
    await userEvent.keyboard('{ArrowUp}');
    expect(active()).toBe('대한민국 +82');

    await userEvent.keyboard('일');
    await expect.poll(optionNames).toEqual(['일본 +81']);
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await expect.element(button).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await userEvent.keyboard('{ArrowDown}');
    await expect.element(page.getByRole('combobox', { name: '국가 검색' })).toHaveValue('');
    await expect.poll(optionNames).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledExactlyOnceWith(NATIONS[3]);
    await expect.element(page.getByRole('button', { name: '국가번호 일본 +81' })).toBeVisible();
  });

  test('en: English names, Latin search in any case, the calling code with or without +, and an empty result says so', async () => {
    mountPicker({ language: 'en' });
    await page.getByRole('button', { name: 'Calling code Select a nation' }).click();
    const search = page.getByRole('combobox', { name: 'Search nations' });
    await expect
      .poll(optionNames)
      .toEqual(['Korea, Republic of +82', 'United States +1', 'Japan +81', 'Hong Kong +852']);
    await userEvent.fill(search, 'kor');
    await expect.poll(optionNames).toEqual(['Korea, Republic of +82']);
    await userEvent.fill(search, '+82');
    await expect.poll(optionNames).toEqual(['Korea, Republic of +82']);
    await userEvent.fill(search, '85');
    await expect.poll(optionNames).toEqual(['Hong Kong +852']);
    await userEvent.fill(search, 'north');
    await expect.poll(optionNames).toEqual([]);
    await expect.element(page.getByRole('status')).toHaveTextContent('No nation matches your search.');
    expect(search.element().hasAttribute('aria-activedescendant')).toBe(false);

    // A click outside closes the popup; the search starts over next time.
    await page.getByRole('button', { name: 'elsewhere' }).click();
    await expect.element(page.getByRole('listbox')).not.toBeInTheDocument();
    await page.getByRole('button', { name: 'Calling code Select a nation' }).click();
    await expect.element(page.getByRole('combobox', { name: 'Search nations' })).toHaveValue('');
    await page.getByRole('option', { name: 'Japan +81' }).click();
    await expect.element(page.getByRole('button', { name: 'Calling code Japan +81' })).toBeVisible();
  });

  test('country-only: names without the calling code, and no search by it', async () => {
    mountPicker({ language: 'en', countryOnly: true, value: 'KR' });
    await page.getByRole('button', { name: 'Calling code Korea, Republic of' }).click();
    await expect.poll(optionNames).toEqual(['Korea, Republic of', 'United States', 'Japan', 'Hong Kong']);
    const search = page.getByRole('combobox', { name: 'Search nations' });
    await userEvent.fill(search, '82');
    await expect.poll(optionNames).toEqual([]);
    await expect.element(page.getByRole('status')).toHaveTextContent('No nation matches your search.');
    await userEvent.fill(search, 'JAP');
    await expect.poll(optionNames).toEqual(['Japan']);
  });

  test('a failed call is an empty list, and the popup says so (ko and en)', async () => {
    const { fetchStub } = mountPicker({ failed: true });
    await page.getByRole('button', { name: '국가번호 국가 선택' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('국가 목록을 불러올 수 없습니다. 잠시 후 다시 시도해 주세요.');
    expect(page.getByRole('option').elements()).toHaveLength(0);
    expect(callsTo(fetchStub, '/v1/comn/nations')).toHaveLength(1);
  });

  test('en: a failed call says the list is not available', async () => {
    mountPicker({ failed: true, language: 'en' });
    await page.getByRole('button', { name: 'Calling code Select a nation' }).click();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent('The list of nations is not available. Please try again shortly.');
  });
});
