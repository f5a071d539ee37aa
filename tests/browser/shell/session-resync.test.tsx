/**
 * The end of a forced logout (chart spec §4 connectivity) and the user info refreshed on route changes
 * (§7): the whole app with the REST calls stubbed.
 */
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { getAssets } from '../../../src/api/client';
import { coinsQuery, getQueryClient, queryKeys } from '../../../src/api/query';
import { App } from '../../../src/app/App';
import { createAppMemoryRouter } from '../../../src/app/router';
import { startShellServices } from '../../../src/app/services';
import { pageActions } from '../../../src/shell';
import { RESTRICTION_PATHS } from '../../../src/shell/page-rules';
import { logout, session } from '../../../src/state/session';
import { SYNC_CHANNEL_NAME } from '../../../src/state/sync';
import { demoUser } from '../../fixtures/user';
import { coin } from '../../fixtures/coins';
import { callsTo, envelope, FakeConnection, guest, mountApp, stubApi, type Route } from './harness';

afterEach(() => {
  vi.restoreAllMocks();
});

/** `me` answers whatever `member.current` says: a member until the test says otherwise. */
function memberApi(extra: Record<string, Route> = {}) {
  const member = { current: envelope(demoUser()) as Response | null };
  const api = stubApi({
    'GET /v1/members/me': () => member.current?.clone() ?? guest(),
    'GET /v1/coins': () => envelope([coin('BTC', 'KRW')]),
    'POST /v1/members/logout': () => envelope(null),
    ...extra,
  });
  return { api, member };
}

async function loggedIn(api: ReturnType<typeof stubApi>) {
  await expect.poll(() => session.status).toBe('member');
  // The catalogue in the cache, as the pages leave it.
  await getQueryClient().fetchQuery(coinsQuery);
  return callsTo(api, '/v1/members/me').length;
}

const coinsInvalidated = () => getQueryClient().getQueryState(queryKeys.coins)?.isInvalidated ?? false;

describe('the end of a forced logout', () => {
  test('a 401 ends the session, then session, assets and coins reload', async () => {
    const { api, member } = memberApi({
      'GET /v1/assets': () => envelope(null, 401, 'UNAUTHORIZED', 'Login required'),
    });
    mountApp('/insight');
    const before = await loggedIn(api);
    member.current = null;
    await getQueryClient()
      .fetchQuery({ queryKey: queryKeys.assets, queryFn: () => getAssets() })
      .catch(() => undefined);
    expect(session.status).toBe('guest');
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBe(before + 1);
    expect(coinsInvalidated()).toBe(true);
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
  });

  test('a logout in another window ends the session here and reloads the same way', async () => {
    const { api, member } = memberApi();
    mountApp('/insight');
    const before = await loggedIn(api);
    member.current = null;
    const other = new BroadcastChannel(SYNC_CHANNEL_NAME);
    onTestFinished(() => other.close());
    other.postMessage({ type: 'session', status: 'guest' });
    await expect.poll(() => session.status).toBe('guest');
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBe(before + 1);
    expect(coinsInvalidated()).toBe(true);
  });

  test("this window's own logout is no forced logout: nothing reloads", async () => {
    const { api, member } = memberApi();
    mountApp('/insight');
    const before = await loggedIn(api);
    member.current = null;
    await logout();
    expect(session.status).toBe('guest');
    expect(callsTo(api, '/v1/members/me')).toHaveLength(before);
    expect(coinsInvalidated()).toBe(false);
  });

  test('with the page-reload option the page reloads instead', async () => {
    const { api, member } = memberApi({
      'GET /v1/assets': () => envelope(null, 401, 'UNAUTHORIZED', 'Login required'),
    });
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const feed = new FakeConnection();
    const stop = startShellServices(feed, { reloadPage: true });
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    const router = createAppMemoryRouter(['/insight']);
    root.render(<App router={router} />);
    onTestFinished(() => {
      root.unmount();
      stop();
      router.dispose();
    });
    const before = await loggedIn(api);
    member.current = null;
    await getQueryClient()
      .fetchQuery({ queryKey: queryKeys.assets, queryFn: () => getAssets() })
      .catch(() => undefined);
    expect(reload).toHaveBeenCalledOnce();
    expect(callsTo(api, '/v1/members/me')).toHaveLength(before);
    // A reconnect takes the same option.
    feed.reconnected();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe('user info on route changes', () => {
  test("a member's info is asked again once per navigation, not for a query change", async () => {
    const { api } = memberApi();
    const { router } = mountApp('/insight');
    const before = await loggedIn(api);
    await router.navigate('/membership');
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBe(before + 1);
    // Its answer in before the next navigation: a navigation while \`me\` is in flight shares that request
    // (one query), so the next ask would not show as a call of its own.
    await expect.poll(() => getQueryClient().isFetching({ queryKey: queryKeys.me })).toBe(0);
    await router.navigate('/membership?tab=2');
    await router.navigate('/insight');
    await expect.poll(() => callsTo(api, '/v1/members/me').length).toBe(before + 2);
    await expect.element(page.getByRole('link', { name: '로그인' })).not.toBeInTheDocument();
  });

  test('a guest is not asked about', async () => {
    const { api, member } = memberApi();
    member.current = null;
    const { router } = mountApp('/insight');
    await expect.poll(() => session.status).toBe('guest');
    const before = callsTo(api, '/v1/members/me').length;
    await router.navigate('/membership');
    await expect.element(page.getByRole('link', { name: '로그인' })).toBeVisible();
    expect(callsTo(api, '/v1/members/me')).toHaveLength(before);
  });

  test('an account state changed meanwhile applies through the page guard', async () => {
    const { api, member } = memberApi();
    const { router } = mountApp('/insight');
    await loggedIn(api);
    member.current = envelope(demoUser({ status: 'H' }));
    await router.navigate('/membership');
    await expect.poll(() => router.state.location.pathname).toBe(RESTRICTION_PATHS.dormant);
  });
});
