// The session check (src/state/session.ts loadSession): a browser without the session hint cookie is a
// guest without asking `me` (whose 401 the browser logs as a failed request); with it, `me` decides. And
// what hears a login made in this window (onLoggedIn).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../../contract';
import { getQueryClient } from '../../../src/api/query';
import { endSession, loadSession, login, onLoggedIn, session } from '../../../src/state/session';
import { demoUser } from '../../fixtures/user';
import { callsTo, envelope, guest, stubApi } from '../shell/harness';

const clearHint = () => (document.cookie = `${SESSION_HINT_COOKIE}=; max-age=0; path=/`);

beforeEach(() => {
  Object.assign(session, { status: 'unknown', user: null, loggedInHere: false });
  getQueryClient().clear();
});
afterEach(() => {
  clearHint();
  getQueryClient().clear();
});

describe('loadSession', () => {
  test('without the hint: a guest, and `me` is not asked', async () => {
    clearHint();
    const api = stubApi({ 'GET /v1/members/me': () => envelope(demoUser()) });
    await loadSession();
    expect(session.status).toBe('guest');
    expect(callsTo(api, '/v1/members/me')).toHaveLength(0);
  });

  test('a member whose hint is gone (a logout elsewhere) is a guest again, without asking', async () => {
    Object.assign(session, { status: 'member', user: demoUser() });
    clearHint();
    const api = stubApi();
    await loadSession();
    expect(session).toMatchObject({ status: 'guest', user: null });
    expect(callsTo(api, '/v1/members/me')).toHaveLength(0);
  });

  test.each([
    ['a member', () => envelope(demoUser()), 'member'],
    ['a guest (the session is gone)', guest, 'guest'],
  ] as const)('with the hint, `me` decides: %s', async (_name, me, status) => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    const api = stubApi({ 'GET /v1/members/me': me });
    await loadSession();
    expect(session.status).toBe(status);
    expect(callsTo(api, '/v1/members/me')).toHaveLength(1);
  });
});

describe('onLoggedIn', () => {
  test('is heard when a login in this window starts a session, not when a session is found', async () => {
    let heard = 0;
    const stop = onLoggedIn(() => void (heard += 1));
    try {
      document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
      stubApi({ 'GET /v1/members/me': () => envelope(demoUser()) });
      await loadSession();
      expect(session.status).toBe('member');
      expect(heard).toBe(0);
      stubApi({ 'POST /v1/members/login': () => envelope(demoUser()) });
      await login({ loginId: 'demo-regular', password: 'demo1234' });
      expect(heard).toBe(1);
    } finally {
      stop();
    }
  });

  test('the session knows it began with a login here until it ends (the workspace offers a guest layout then)', async () => {
    document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
    stubApi({ 'GET /v1/members/me': () => envelope(demoUser()) });
    await loadSession();
    expect(session.loggedInHere).toBe(false);
    stubApi({
      'POST /v1/members/login': () => envelope(demoUser()),
      'GET /v1/members/me': () => envelope(demoUser()),
    });
    await login({ loginId: 'demo-regular', password: 'demo1234' });
    expect(session.loggedInHere).toBe(true);
    // The same member's session asked again (a reconnect) is still the one begun here.
    await loadSession();
    expect(session.loggedInHere).toBe(true);
    endSession();
    expect(session.loggedInHere).toBe(false);
  });
});
