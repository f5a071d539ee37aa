import { createRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { i18n } from '../../../../src/i18n';
import type { ValidatorName } from '../../../../src/lib/validators';
import { Input, type InputHandle } from '../../../../src/ui/input/Input';
import { fakeTimers, mount } from './mount';

const field = (name = 'Field') => page.getByRole('textbox', { name });

describe('typing with each validator', () => {
  const TYPED = 'a1 한-@.!';
  test.each<[ValidatorName, string]>([
    ['number', '1'],
    ['numberFloat', '1.'],
    ['price', '1'],
    ['priceFloat', '1.'],
    ['enNumber', 'a1'],
    ['enNumber2', 'a1 '],
    ['korean', ' 한'],
    ['trim', 'a1한-@.!'],
    ['koEn', 'a 한'],
    ['english', 'a '],
    ['translate', 'a 한-.'],
    ['email', 'a1-@.'],
    ['password', 'a1-@.!'],
    ['tel', '1-'],
    ['account', '1'],
    ['account2', '1 -'],
    ['newPassword', 'a1-@.!'],
    ['address', 'a1'],
    ['secondAddress', 'a1-'],
    ['general', 'a1 한-@.!'],
    ['koEnNum', 'a1한'],
    ['koEnWoSpace', 'a한'],
    ['KoWoSpace', '한'],
    ['NumberKoEnSpace', 'a1 한'],
  ])('%s keeps %j of "a1 한-@.!"', async (validate, expected) => {
    const onChange = vi.fn();
    mount(<Input label="Field" validate={validate} onChange={onChange} />);
    await userEvent.type(field(), TYPED);
    await expect.element(field()).toHaveValue(expected);
    if (expected !== '') expect(onChange).toHaveBeenLastCalledWith(expected, expect.anything());
  });
});

describe('number rules', () => {
  test('a price shows thousands separators while the value has none', async () => {
    const onChange = vi.fn();
    mount(<Input label="Field" validate="price" onChange={onChange} />);
    await userEvent.type(field(), '1234567');
    await expect.element(field()).toHaveValue('1,234,567');
    expect(onChange).toHaveBeenLastCalledWith('1234567', { stripped: false });
  });

  test('the caret stays where the user types between separators', async () => {
    mount(<Input label="Field" validate="price" />);
    await userEvent.type(field(), '1234{Home}{ArrowRight}98');
    await expect.element(field()).toHaveValue('198,234');
  });

  test('decimals are cut at maxDecimal and padded on blur with fixedDecimal', async () => {
    mount(<Input label="Field" validate="priceFloat" maxDecimal={2} fixedDecimal />);
    await userEvent.type(field(), '1234.567');
    await expect.element(field()).toHaveValue('1,234.56');
    await userEvent.clear(field());
    await userEvent.type(field(), '5');
    await userEvent.tab();
    await expect.element(field()).toHaveValue('5.00');
  });

  test('maxLength limits the integer part of a number', async () => {
    mount(<Input label="Field" validate="priceFloat" maxLength={4} />);
    await userEvent.type(field(), '123456.7');
    await expect.element(field()).toHaveValue('1,234.7');
  });

  test('leading zeros go unless zeroStart', async () => {
    mount(
      <>
        <Input label="Plain" validate="number" />
        <Input label="Code" validate="number" zeroStart />
      </>,
    );
    await userEvent.type(field('Plain'), '007');
    await userEvent.type(field('Code'), '007');
    await expect.element(field('Plain')).toHaveValue('7');
    await expect.element(field('Code')).toHaveValue('007');
  });

  test('type number without a validator takes decimal numbers', async () => {
    mount(<Input label="Field" type="number" />);
    await userEvent.type(field(), '1a.5.');
    await expect.element(field()).toHaveValue('1.5');
    await expect.element(field()).toHaveAttribute('inputmode', 'decimal');
  });
});

describe('min and max', () => {
  test('below min: a min error at once, the value reset to min after 500 ms', async () => {
    const onChange = vi.fn();
    mount(<Input label="Field" validate="price" min={1000} onChange={onChange} />);
    fakeTimers();
    await userEvent.type(field(), '5');
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toHaveAccessibleDescription('1,000 이상 입력해 주세요.');
    vi.advanceTimersByTime(499);
    await expect.element(field()).toHaveValue('5');
    vi.advanceTimersByTime(1);
    await expect.element(field()).toHaveValue('1,000');
    expect(onChange).toHaveBeenLastCalledWith('1000', { stripped: false });
  });

  test('typing on within validDelay restarts the wait instead of resetting mid-number', async () => {
    mount(<Input label="Field" validate="number" min={100} validDelay={200} />);
    fakeTimers();
    await userEvent.type(field(), '1');
    vi.advanceTimersByTime(150);
    await userEvent.type(field(), '50');
    vi.advanceTimersByTime(1000);
    await expect.element(field()).toHaveValue('150');
    await expect.element(field()).toHaveAttribute('aria-invalid', 'false');
  });

  test('above max: a max error and the value set to max at once', async () => {
    const onErrorChange = vi.fn();
    mount(<Input label="Field" validate="price" max={1000} onErrorChange={onErrorChange} />);
    await userEvent.type(field(), '5000');
    await expect.element(field()).toHaveValue('1,000');
    await expect.element(field()).toHaveAccessibleDescription('1,000 이하로 입력해 주세요.');
    expect(onErrorChange).toHaveBeenLastCalledWith('max');
  });
});

describe('required, statuses and messages', () => {
  test('a required empty field is an error on blur, described by its message', async () => {
    mount(<Input label="Field" require hintMessage="Your name" />);
    await expect.element(field()).toHaveAccessibleDescription('Your name');
    await field().click();
    await expect.element(field()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.tab();
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toHaveAccessibleDescription('필수 입력 항목입니다.');
    await userEvent.type(field(), 'x');
    await expect.element(field()).toHaveAttribute('aria-invalid', 'false');
  });

  test('the required message is in English when the language is en', async () => {
    await i18n.changeLanguage('en');
    mount(<Input label="Field" require />);
    await field().click();
    await userEvent.tab();
    await expect.element(field()).toHaveAccessibleDescription('This field is required.');
  });

  test('the caller sets error and complete statuses with their messages', async () => {
    const { rerender } = mount(<Input label="Field" status="error" errorMessage="Taken already" />);
    await expect.element(field()).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field()).toHaveAccessibleDescription('Taken already');
    rerender(<Input label="Field" status="complete" completeMessage="Available" hintMessage="hint" />);
    await expect.element(field()).toHaveAttribute('aria-invalid', 'false');
    await expect.element(field()).toHaveAccessibleDescription('Available');
    expect(document.querySelector('.td-input--complete')).not.toBeNull();
  });
});

describe('stripping and paste', () => {
  test('email strips disallowed characters and says so', async () => {
    const onChange = vi.fn();
    mount(<Input label="Field" validate="email" onChange={onChange} />);
    await userEvent.type(field(), 'kim 한@a.com');
    await expect.element(field()).toHaveValue('kim@a.com');
    expect(onChange).toHaveBeenCalledWith('kim', { stripped: true });
  });

  test('a password reports each strip to the caller', async () => {
    const onChange = vi.fn();
    mount(<Input label="Field" type="password" validate="newPassword" onChange={onChange} />);
    await userEvent.type(page.getByLabelText('Field'), 'ab"1');
    await expect.element(page.getByLabelText('Field')).toHaveValue('ab1');
    expect(onChange.mock.calls.map(([, info]) => info.stripped)).toEqual([false, false, true, false]);
  });

  test('paste is refused unless allowed', async () => {
    const onChange = vi.fn();
    mount(
      <>
        <Input label="Source" />
        <Input label="Field" onChange={onChange} />
      </>,
    );
    await userEvent.type(field('Source'), 'pasted');
    await userEvent.tripleClick(field('Source'));
    await userEvent.copy();
    await field().click();
    await userEvent.paste();
    await expect.element(field()).toHaveValue('');
    expect(onChange).not.toHaveBeenCalled();
  });

  test('an allowed paste keeps its allowed characters', async () => {
    const onChange = vi.fn();
    mount(
      <>
        <Input label="Source" />
        <Input label="Field" validate="english" allowPaste onChange={onChange} />
      </>,
    );
    await userEvent.type(field('Source'), 'Kim 1234 한글 Lee');
    await userEvent.tripleClick(field('Source'));
    await userEvent.copy();
    await field().click();
    await userEvent.paste();
    await expect.element(field()).toHaveValue('Kim   Lee');
    expect(onChange).toHaveBeenLastCalledWith('Kim   Lee', { stripped: true });
  });

  test('a large change (autofill) is stripped rather than refused', async () => {
    mount(<Input label="Field" validate="tel" />);
    await userEvent.fill(field(), 'tel: 010-1234-5678');
    await expect.element(field()).toHaveValue('010-1234-5678');
  });
});

describe('focus request and overflow', () => {
  test('requestFocus focuses the field 300 ms later', async () => {
    const handle = createRef<InputHandle>();
    mount(<Input label="Field" ref={handle} />);
    fakeTimers();
    handle.current?.requestFocus();
    vi.advanceTimersByTime(299);
    expect(document.activeElement).not.toBe(field().element());
    vi.advanceTimersByTime(1);
    await expect.element(field()).toHaveFocus();
  });

  test('a new focusRequest number focuses the field after the delay', async () => {
    const { rerender } = mount(<Input label="Field" />);
    fakeTimers();
    rerender(<Input label="Field" focusRequest={1} />);
    expect(document.activeElement).not.toBe(field().element());
    vi.advanceTimersByTime(300);
    await expect.element(field()).toHaveFocus();
  });

  test('the box marks the sides where text overflows', async () => {
    mount(
      <div style={{ width: '120px' }}>
        <Input label="Field" />
      </div>,
    );
    const box = () => field().element().parentElement as HTMLElement;
    expect(box().dataset.overflow).toBe('none');
    await userEvent.type(field(), 'a fairly long sentence that cannot fit in the box');
    await expect.poll(() => box().dataset.overflow).toBe('left');
    await userEvent.keyboard('{Home}');
    await expect.poll(() => box().dataset.overflow).toBe('right');
  });

  test('a field that mounts with more text than fits marks it, and one whose text is set from outside', async () => {
    const long = 'a fairly long sentence that cannot fit in the box';
    const { rerender } = mount(
      <div style={{ width: '120px' }}>
        <Input label="Field" defaultValue={long} />
      </div>,
    );
    const box = () => field().element().parentElement as HTMLElement;
    await expect.poll(() => box().dataset.overflow).toBe('right');
    rerender(
      <div style={{ width: '120px' }}>
        <Input label="Field" value="short" />
      </div>,
    );
    await expect.poll(() => box().dataset.overflow).toBe('none');
    rerender(
      <div style={{ width: '120px' }}>
        <Input label="Field" value={long} />
      </div>,
    );
    await expect.poll(() => box().dataset.overflow).toBe('right');
  });
});

describe('Korean input method', () => {
  /** Composes 한 the way a Korean IME does (ㅎ → 하 → 한), then commits it. */
  async function composeHan() {
    for (const text of ['ㅎ', '하', '한']) {
      await cdp().send('Input.imeSetComposition', { text, selectionStart: 1, selectionEnd: 1 });
    }
    await cdp().send('Input.insertText', { text: '한' });
  }

  test('a syllable composed in a Korean field is kept whole', async () => {
    const onChange = vi.fn();
    mount(<Input label="Field" validate="KoWoSpace" onChange={onChange} />);
    await field().click();
    await composeHan();
    await composeHan();
    await expect.element(field()).toHaveValue('한한');
    expect(onChange).toHaveBeenLastCalledWith('한한', { stripped: false });
  });

  test('a syllable composed in a Latin-only field is refused when it is committed', async () => {
    mount(<Input label="Field" validate="english" />);
    await userEvent.type(field(), 'ab');
    await composeHan();
    await expect.element(field()).toHaveValue('ab');
  });
});
