/** Mounts a React element for one test and unmounts it when the test ends. */
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { onTestFinished } from 'vitest';

export function mount(element: ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(element));
  onTestFinished(() => root.unmount());
  return {
    host,
    rerender: (next: ReactNode) => flushSync(() => root.render(next)),
  };
}
