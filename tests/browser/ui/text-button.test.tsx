import { describe, expect, test } from 'vitest';
import '../../../src/ui/text-button.css';
import { mount } from './mount';

describe('the text button (text-button.css)', () => {
  test('a button that looks like the text around it', () => {
    mount(
      <p style={{ color: 'rgb(1, 2, 3)', font: 'italic 700 17px serif' }}>
        <button type="button" className="td-text-button">
          Log in
        </button>
      </p>,
    );
    const style = getComputedStyle(document.querySelector('.td-text-button')!);
    expect(style.padding).toBe('0px');
    expect(style.borderStyle).toBe('none');
    expect(style.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    expect(style.color).toBe('rgb(1, 2, 3)');
    expect(style.fontSize).toBe('17px');
    expect(style.fontWeight).toBe('700');
    expect(style.fontStyle).toBe('italic');
    expect(style.cursor).toBe('pointer');
  });
});
