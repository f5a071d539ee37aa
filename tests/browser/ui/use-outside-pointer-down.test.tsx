import { useRef } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { useOutsidePointerDown } from '../../../src/ui/use-outside-pointer-down';
import { mount } from './mount';

function Harness({ active, onOutside }: { active: boolean; onOutside: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useOutsidePointerDown(ref, active, onOutside);
  return (
    <>
      <button type="button">Elsewhere</button>
      <div ref={ref}>
        <button type="button">Inside</button>
      </div>
    </>
  );
}

describe('useOutsidePointerDown', () => {
  test('a pointer pressed outside calls back; one inside does not', async () => {
    const onOutside = vi.fn();
    mount(<Harness active onOutside={onOutside} />);
    await userEvent.click(page.getByRole('button', { name: 'Inside' }));
    expect(onOutside).not.toHaveBeenCalled();
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    expect(onOutside).toHaveBeenCalledTimes(1);
  });

  test('listens only while active, calls the latest callback and stops listening on unmount', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const added = vi.spyOn(document, 'addEventListener');
    const removed = vi.spyOn(document, 'removeEventListener');
    const { rerender } = mount(<Harness active={false} onOutside={first} />);
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    expect(first).not.toHaveBeenCalled();

    rerender(<Harness active onOutside={first} />);
    rerender(<Harness active onOutside={second} />);
    const pointerAdds = () => added.mock.calls.filter(([type]) => type === 'pointerdown').length;
    expect(pointerAdds()).toBe(1);
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    rerender(<Harness active={false} onOutside={second} />);
    expect(removed.mock.calls.filter(([type]) => type === 'pointerdown')).toHaveLength(1);
    await userEvent.click(page.getByRole('button', { name: 'Elsewhere' }));
    expect(second).toHaveBeenCalledTimes(1);
    added.mockRestore();
    removed.mockRestore();
  });
});
