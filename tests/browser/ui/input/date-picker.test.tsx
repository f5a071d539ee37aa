import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { i18n } from '../../../../src/i18n';
import { DatePicker, type DatePickerProps } from '../../../../src/ui/input/DatePicker';
import { mount } from './mount';

const trigger = (date: string) => page.getByRole('button', { name: `시작일: ${date}` });
const dialog = () => page.getByRole('dialog', { name: '날짜 선택' });
const dayButton = (name: string) => page.getByRole('button', { name });

function mountPicker(props: Partial<DatePickerProps> = {}) {
  const onChange = vi.fn();
  mount(
    <>
      <button type="button">Elsewhere</button>
      <DatePicker label="시작일" onChange={onChange} {...props} />
    </>,
  );
  return onChange;
}

describe('DatePicker', () => {
  test('opens on its month in Korean, weeks from Sunday, and closes on choosing', async () => {
    const onChange = mountPicker({ defaultValue: '2024-05-15' });
    await trigger('2024-05-15').click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByText('2024년 5월')).toBeVisible();
    const headers = page
      .getByRole('columnheader')
      .elements()
      .map((th) => th.textContent);
    expect(headers).toEqual(['일', '월', '화', '수', '목', '금', '토']);
    await expect.element(dayButton('2024년 5월 15일 수요일')).toHaveFocus();
    await dayButton('2024년 5월 20일 월요일').click();
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger('2024-05-20')).toHaveFocus();
    expect(onChange).toHaveBeenCalledWith('2024-05-20');
  });

  test('with closeOnSelect false it stays open after choosing', async () => {
    mountPicker({ defaultValue: '2024-05-15', closeOnSelect: false });
    await trigger('2024-05-15').click();
    await dayButton('2024년 5월 3일 금요일').click();
    await expect.element(dialog()).toBeVisible();
    await expect.element(page.getByRole('gridcell', { selected: true })).toHaveTextContent('3');
  });

  test('an outside click closes it without choosing', async () => {
    const onChange = mountPicker({ defaultValue: '2024-05-15' });
    await trigger('2024-05-15').click();
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  test('days outside minDate and maxDate are disabled and the month arrows stop at the bounds', async () => {
    mountPicker({ defaultValue: '2024-05-15', minDate: '2024-05-10', maxDate: '2024-06-20' });
    await trigger('2024-05-15').click();
    await expect.element(dayButton('2024년 5월 9일 목요일')).toBeDisabled();
    await expect.element(dayButton('2024년 5월 10일 금요일')).toBeEnabled();
    await expect.element(page.getByRole('button', { name: '이전 달' })).toBeDisabled();
    await page.getByRole('button', { name: '다음 달' }).click();
    await expect.element(page.getByText('2024년 6월')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '다음 달' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: '이전 달' })).toBeEnabled();
    await expect.element(dayButton('2024년 6월 20일 목요일')).toBeEnabled();
    await expect.element(dayButton('2024년 6월 21일 금요일')).toBeDisabled();
  });

  test('a default date outside the bounds is clamped unless displayDisabledValue', async () => {
    mount(
      <>
        <DatePicker label="Clamped" defaultValue="2024-01-01" minDate="2024-05-10" />
        <DatePicker label="Shown" defaultValue="2024-01-01" minDate="2024-05-10" displayDisabledValue />
      </>,
    );
    await expect.element(page.getByRole('button', { name: 'Clamped: 2024-05-10' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Shown: 2024-01-01' })).toBeVisible();
  });

  test('full keyboard use: arrows, PageDown, Home/End, Enter selects, Escape closes', async () => {
    const onChange = mountPicker({ defaultValue: '2024-05-15' });
    await page.getByRole('button', { name: 'Elsewhere' }).click();
    await userEvent.tab();
    await expect.element(trigger('2024-05-15')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(dayButton('2024년 5월 15일 수요일')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(dayButton('2024년 5월 16일 목요일')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(dayButton('2024년 5월 23일 목요일')).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect.element(page.getByText('2024년 6월')).toBeVisible();
    await expect.element(dayButton('2024년 6월 23일 일요일')).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(dayButton('2024년 6월 29일 토요일')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.element(dayButton('2024년 6월 23일 일요일')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('2024-06-16');
    await expect.element(trigger('2024-06-16')).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{Escape}');
    await expect.element(dialog()).not.toBeInTheDocument();
    await expect.element(trigger('2024-06-16')).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('keyboard moves stop at the bounds', async () => {
    mountPicker({ defaultValue: '2024-05-11', minDate: '2024-05-10' });
    await trigger('2024-05-11').click();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{PageUp}');
    await expect.element(dayButton('2024년 5월 10일 금요일')).toHaveFocus();
  });

  test('the year selector shows 3 years either side, or the 6 before a max year', async () => {
    mount(
      <>
        <DatePicker label="Free" defaultValue="2024-05-15" />
        <DatePicker label="Capped" defaultValue="2024-05-15" maxDate="2025-03-31" />
      </>,
    );
    await page.getByRole('button', { name: 'Free: 2024-05-15' }).click();
    const years = () =>
      [...page.getByRole('combobox', { name: '연도' }).element().querySelectorAll('option')].map(
        (option) => option.textContent,
      );
    expect(years()).toEqual(['2021년', '2022년', '2023년', '2024년', '2025년', '2026년', '2027년']);
    await userEvent.selectOptions(page.getByRole('combobox', { name: '연도' }), '2022년');
    await expect.element(page.getByText('2022년 5월')).toBeVisible();
    await page.getByRole('button', { name: 'Capped: 2024-05-15' }).click();
    expect(years()).toEqual(['2019년', '2020년', '2021년', '2022년', '2023년', '2024년', '2025년']);
  });

  test('in English the labels, month names and week days are English', async () => {
    await i18n.changeLanguage('en');
    mount(<DatePicker label="Start" defaultValue="2024-05-15" />);
    await page.getByRole('button', { name: 'Start: 2024-05-15' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Choose a date' })).toBeVisible();
    await expect.element(page.getByText('May 2024')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Previous month' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Next month' })).toBeVisible();
    expect(page.getByRole('columnheader').elements()[0]?.textContent).toBe('Su');
    await expect.element(page.getByRole('button', { name: 'Wednesday, May 15th, 2024' })).toHaveFocus();
  });

  test('the language prop overrides the app language', async () => {
    mount(<DatePicker label="Start" language="en" />);
    await expect.element(page.getByRole('button', { name: 'Start: No date chosen' })).toBeVisible();
  });

  test('a malformed value counts as no date instead of failing', async () => {
    mountPicker({ value: '2024-13-45' });
    await expect.element(page.getByRole('button', { name: '시작일: 선택한 날짜 없음' })).toBeVisible();
  });
});
