/**
 * Test harness for the app shell: the real app (router, header, pages, dialogs) mounted with
 * react-dom/client over a memory router, a fake feed connection driven by the test, and a fetch stub
 * that answers the REST calls with real Response objects.
 */
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useLocation } from 'react-router';
import { initialConnectionState } from '../../../workers/core/feed/connection-state';
import { onTestFinished, vi } from 'vitest';
import type { UserInfo } from '../../../contract';
import { demoUser } from '../../fixtures/user';
import type { ConnectionState, FeedClient } from '../../../src/api/feed-types';
import { followLiveData } from '../../../src/api/live-data';
import { getQueryClient } from '../../../src/api/query';
import { App } from '../../../src/app/App';
import { createAppMemoryRouter } from '../../../src/app/router';
import { startShellServices, type ShellFeed } from '../../../src/app/services';
import { BUILT_VERSION } from '../../../src/shell/version-check';
import { clearToasts, closeAllDialogs } from '../../../src/shell';
import { FeedProvider } from '../../../src/shell/feed-context';
import { initI18n, type Language } from '../../../src/i18n';
import { session } from '../../../src/state/session';
import { setLanguage } from '../../../src/state/settings';

export class FakeConnection implements ShellFeed {
  private readonly listeners = new Set<(state: ConnectionState) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  state: ConnectionState = { ...initialConnectionState(), status: 'open' };
  readonly retryNow = vi.fn<() => void>();
  readonly renewSession = vi.fn<() => void>();

  connection(): ConnectionState {
    return this.state;
  }

  onConnection(listener: (state: ConnectionState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  emit(change: Partial<ConnectionState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }

  reconnected(): void {
    this.emit({ status: 'open', attempt: 0, reconnects: this.state.reconnects + 1 });
    for (const listener of this.reconnectListeners) listener();
  }

  get listenerCount(): number {
    return this.listeners.size + this.reconnectListeners.size;
  }
}

export function envelope(data: unknown, status = 200, code = 'OK', message = ''): Response {
  return new Response(JSON.stringify({ status, code, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const guest = () => envelope(null, 401, 'UNAUTHORIZED', 'Login required');

export const DEMO_USER: UserInfo = demoUser();

export type Route = (request: { url: URL; init: RequestInit | undefined }) => Response | Promise<Response>;

/**
 * Answers REST calls by "METHOD /path" (or "/path" for any method). The version file answers the built
 * version and `me` answers guest unless overridden; other API paths answer a JSON 404.
 */
export function stubApi(routes: Record<string, Route> = {}) {
  const all: Record<string, Route> = {
    '/react/meta.json': () => new Response(JSON.stringify({ version: BUILT_VERSION, date: '2025-01-01' })),
    'GET /v1/members/me': guest,
    ...routes,
  };
  const original = globalThis.fetch.bind(globalThis);
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const method = init?.method ?? 'GET';
    const route = all[`${method} ${url.pathname}`] ?? all[url.pathname];
    if (route) return route({ url, init });
    if (/^\/(v1|v2|react)\//.test(url.pathname)) return envelope(null, 404, 'NOT_FOUND', 'no such call');
    return original(input, init);
  });
}

/** Calls the stub received for a path. */
export function callsTo(spy: ReturnType<typeof stubApi>, path: string): RequestInit[] {
  return spy.mock.calls
    .filter(
      ([input]) =>
        new URL(input instanceof Request ? input.url : String(input), location.href).pathname === path,
    )
    .map(([, init]) => init ?? {});
}

/** Mounts the whole app at `path` with fresh stores; everything is disposed when the test ends. */
export function mountApp(path: string) {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
  Object.assign(session, { status: 'unknown', user: null, loggedInHere: false });
  setLanguage('ko', { broadcast: false });
  initI18n('ko');

  const feed = new FakeConnection();
  const stopServices = startShellServices(feed);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const router = createAppMemoryRouter([path]);
  root.render(<App router={router} />);

  onTestFinished(() => {
    root.unmount();
    stopServices();
    router.dispose();
    closeAllDialogs();
    clearToasts();
  });
  return { feed, router, container };
}

/** Fresh stores for a test: no dialogs, toasts or cached queries, `language` (English by default), a member or a guest. */
export function resetStores(options: { member: boolean; language?: Language }) {
  closeAllDialogs();
  clearToasts();
  getQueryClient().clear();
  const language = options.language ?? 'en';
  setLanguage(language, { broadcast: false });
  initI18n(language);
  Object.assign(
    session,
    options.member ? { status: 'member', user: demoUser() } : { status: 'guest', user: null },
  );
}

/**
 * Renders `content` under a FeedProvider of `feed` (a test's fake feed), with the window's owner of live
 * data following it into the query client as main.tsx installs it; when the test ends it is unmounted, `afterUnmount` runs (the router's dispose, the fetch stub's restore) and dialogs and toasts close.
 */
export function renderWithFeed(feed: FeedClient, content: ReactNode, afterUnmount?: () => void) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const stopLiveData = followLiveData(feed, getQueryClient());
  root.render(<FeedProvider client={feed}>{content}</FeedProvider>);
  onTestFinished(() => {
    root.unmount();
    stopLiveData();
    container.remove();
    afterUnmount?.();
    closeAllDialogs();
    clearToasts();
  });
  return container;
}

/** The whole app at `path` with `feed` above its router (the stores as the test left them). */
export function mountAppWithFeed(path: string, feed: FeedClient, afterUnmount?: () => void) {
  const router = createAppMemoryRouter([path]);
  renderWithFeed(feed, <App router={router} />, () => {
    router.dispose();
    afterUnmount?.();
  });
  return router;
}

/** The login page of a feature's memory router: it says where the guard sent the user from. */
export function LoginProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? 'nowhere';
  return <p>login page from {from}</p>;
}
