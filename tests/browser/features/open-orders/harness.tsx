/**
 * Test harness for the open-orders panel and the my-assets page: a member (or guest) session, a fake
 * feed whose order events and low-rate frames the test drives, REST answered by a fetch stub, the app's
 * dialogs and toasts, inside a memory router with a login page that shows where it was sent from.
 */
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import type { LowRateFrame } from '../../../../src/api/feed-types';
import { DialogManager, ToastHost } from '../../../../src/shell';
import type { Language } from '../../../../src/i18n';
import { LoginProbe, renderWithFeed, resetStores, stubApi, type Route } from '../../shell/harness';
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

export interface MountOptions {
  member?: boolean;
  language?: Language;
  routes?: Record<string, Route>;
}

/** Mounts `element` at `path` (its route pattern `pattern`) with fresh stores; disposed when the test ends. */
export function mountAt(path: string, pattern: string, element: ReactNode, options: MountOptions = {}) {
  resetStores({ member: options.member !== false, language: options.language });
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
  renderWithFeed(feed, <RouterProvider router={router} />, () => {
    router.dispose();
    fetchStub.mockRestore();
  });
  return { feed, router, fetchStub };
}
