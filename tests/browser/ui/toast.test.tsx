import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ToastList } from '../../../src/ui/ToastList';
import { ToastQueue } from '../../../src/ui/toast-queue';
import { mount } from './mount';

function mountQueue(options: ConstructorParameters<typeof ToastQueue>[0] = {}) {
  const queue = new ToastQueue(options);
  onTestFinished(() => queue.clear());
  mount(<ToastList queue={queue} />);
  return queue;
}

describe('toasts', () => {
  test('are announced in a polite status region that exists before the first toast', async () => {
    const queue = mountQueue();
    const region = page.getByRole('status', { name: '알림 메시지' });
    await expect.element(region).toHaveAttribute('aria-live', 'polite');
    expect(region.element().childElementCount).toBe(0);
    queue.show('주문이 접수되었습니다.');
    await expect.element(region).toHaveTextContent('주문이 접수되었습니다.');
  });

  test('the same message is throttled for 500 ms, then shown again; all are dismissed in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const queue = mountQueue({ durationMs: 3_000 });
    const region = page.getByRole('status');
    queue.show('같은 메시지');
    queue.show('같은 메시지');
    queue.show('같은 메시지');
    vi.advanceTimersByTime(499);
    queue.show('같은 메시지');
    await expect.poll(() => region.element().querySelectorAll('.td-toast').length).toBe(1);
    vi.advanceTimersByTime(1);
    queue.show('같은 메시지');
    await expect.poll(() => region.element().querySelectorAll('.td-toast').length).toBe(2);
    vi.advanceTimersByTime(3_000);
    await expect.poll(() => region.element().querySelectorAll('.td-toast').length).toBe(0);
  });

  test('more than three wait their turn', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const queue = mountQueue({ durationMs: 1_000 });
    for (const message of ['하나', '둘', '셋', '넷']) queue.show(message);
    const region = page.getByRole('status');
    await expect.element(region).toHaveTextContent('하나둘셋');
    vi.advanceTimersByTime(1_000);
    await expect.element(region).toHaveTextContent('넷');
    expect(region.element().textContent).toBe('넷');
  });

  test('suppressed in popup mode: nothing shows until the suppression ends', async () => {
    const queue = mountQueue();
    const region = page.getByRole('status');
    const endPopupMode = queue.suppress();
    expect(queue.show('팝업에서는 숨김')).toBe('suppressed');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(region.element().textContent).toBe('');
    endPopupMode();
    queue.show('다시 보임');
    await expect.element(region).toHaveTextContent('다시 보임');
  });

  test('an action is a button Tab reaches; the toast stays while focused or hovered, runs once, then says the outcome', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const queue = mountQueue({ durationMs: 1_000 });
    const run = vi.fn(() => Promise.resolve('주문을 취소했습니다'));
    queue.show('주문 접수', { label: '취소', run });
    queue.show('동작 없는 알림');
    const region = page.getByRole('status');
    const button = region.getByRole('button', { name: '취소' });
    await expect.element(button).toBeInTheDocument();
    // The plain toast has no button and goes on time; the focused one stays.
    await userEvent.tab();
    await expect.element(button).toHaveFocus();
    vi.advanceTimersByTime(5_000);
    await expect.poll(() => region.element().textContent).toBe('주문 접수취소');
    await userEvent.hover(region.getByText('주문 접수'));
    (button.element() as HTMLElement).blur();
    vi.advanceTimersByTime(5_000);
    await expect.element(button).toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    expect(run).not.toHaveBeenCalled();
    (button.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(region).toHaveTextContent('주문을 취소했습니다');
    expect(run).toHaveBeenCalledTimes(1);
    expect(region.getByRole('button').elements()).toHaveLength(0);
    vi.advanceTimersByTime(1_000);
    await expect.poll(() => region.element().textContent).toBe('');
  });
});
