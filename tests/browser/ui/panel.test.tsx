import type { CSSProperties } from 'react';
import { describe, expect, test } from 'vitest';
import '../../../src/ui/panel.css';
import { mount } from './mount';

function styleOf(testId: string) {
  return getComputedStyle(document.querySelector(`[data-testid="${testId}"]`)!);
}

describe('the workspace panel base (panel.css)', () => {
  test('a panel fills its cell in the panels’ type; drawn panels are a transparent column', () => {
    mount(
      <div style={{ height: '200px' }}>
        <section className="td-panel td-panel--drawn" data-testid="drawn">
          <div className="td-panel__cover" data-testid="cover" />
        </section>
      </div>,
    );
    const drawn = styleOf('drawn');
    expect(drawn.display).toBe('flex');
    expect(drawn.flexDirection).toBe('column');
    expect(drawn.height).toBe('200px');
    expect(drawn.boxSizing).toBe('border-box');
    expect(drawn.fontSize).toBe('12px');
    expect(drawn.lineHeight).toBe('16.8px');
    expect(drawn.color).toBe('rgb(201, 206, 214)');
    expect(drawn.backgroundColor).toBe('rgba(0, 0, 0, 0)');
    const cover = styleOf('cover');
    expect(cover.position).toBe('absolute');
    expect(cover.display).toBe('flex');
    expect(cover.alignItems).toBe('center');
    expect(cover.justifyContent).toBe('center');
  });

  test('DOM panels have their own background and scroll; --td-panel-font-size sets the type size', () => {
    mount(
      <section
        className="td-panel td-panel--dom"
        style={{ '--td-panel-font-size': '13px' } as CSSProperties}
        data-testid="dom"
      />,
    );
    const dom = styleOf('dom');
    expect(dom.overflow).toBe('auto');
    expect(dom.backgroundColor).toBe('rgb(21, 24, 29)');
    expect(dom.fontSize).toBe('13px');
    expect(dom.flexDirection).toBe('row');
  });
});
