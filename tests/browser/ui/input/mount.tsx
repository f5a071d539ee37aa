/**
 * Mounts one block with react-dom/client for a browser test and unmounts it when the test ends; fakes
 * the timers the blocks schedule (setTimeout) for the rest of a test.
 */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { onTestFinished, vi } from 'vitest';

export function mount(node: ReactNode): { rerender: (next: ReactNode) => void } {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(node));
  onTestFinished(() => root.unmount());
  return { rerender: (next) => flushSync(() => root.render(next)) };
}

/** Fake setTimeout/clearTimeout from now until the test ends (React's scheduler keeps its real channel). */
export function fakeTimers(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
