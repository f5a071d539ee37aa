/**
 * Test harness for the open-orders panel and the my-assets page: a member (or guest) session, a fake
 * feed whose order events and low-rate frames the test drives, REST answered by a fetch stub, the app's
 * dialogs and toasts, inside a memory router with a login page that shows where it was sent from.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onTestFinished } from 'vitest';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import type { LowRateFrame } from '../../../../src/api/feed-types';
import { getQueryClient } from '../../../../src/api/query';
import { initI18n } from '../../../../src/i18n';
import { clearToasts, closeAllDialogs, DialogManager, ToastHost } from '../../../../src/shell';
import { FeedProvider } from '../../../../src/shell/feed-context';
import { session } from '../../../../src/state/session';
import { setLanguage } from '../../../../src/state/settings';
import { demoUser } from '../../../fixtures/user';
import { stubApi, type Route } from '../../shell/harness';
import { FakeFeed } from '../../workspace/harness';

registerAppDialogs();

export { envelope } from '../../shell/harness';

/** The fake feed with low-rate frames the test can send (asset changes, market prices). */
export class OrdersFeed extends FakeFeed {
  private readonly lowRate = new Set<(frame: LowRateFrame) => void>();

  override onLowRate(listener: (frame: LowRateFrame) => void): () => void {
    this.lowRate.add(listener);
    return () => this.lowRate.delete(listener);
  }

  emitLowRate(frame: LowRateFrame): void {
    for (const listener of this.lowRate) listener(frame);
  }
}

function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? 'nowhere';
  return <p>login page from {from}</p>;
}

export interface MountOptions {
  member?: boolean;
  routes?: Record<string, Route>;
}

/** Mounts `element` at `path` (its route pattern `pattern`) with fresh stores; disposed when the test ends. */
export function mountAt(path: string, pattern: string, element: ReactNode, options: MountOptions = {}) {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
  setLanguage('en', { broadcast: false });
  initI18n('en');
  Object.assign(
    session,
    options.member === false ? { status: 'guest', user: null } : { status: 'member', user: demoUser() },
  );
  const fetchStub = stubApi(options.routes);
  const feed = new OrdersFeed();
  const router = createMemoryRouter(
    [
      {
        path: pattern,
        element: (
          <div style={{ width: '1100px', height: '600px', display: 'flex', flexDirection: 'column' }}>
            {element}
            <DialogManager />
            <ToastHost />
          </div>
        ),
      },
      { path: '/login', element: <LoginProbe /> },
    ],
    { initialEntries: [path] },
  );
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(
    <FeedProvider client={feed}>
      <RouterProvider router={router} />
    </FeedProvider>,
  );
  onTestFinished(() => {
    root.unmount();
    container.remove();
    router.dispose();
    closeAllDialogs();
    clearToasts();
    fetchStub.mockRestore();
  });
  return { feed, router, fetchStub };
}
