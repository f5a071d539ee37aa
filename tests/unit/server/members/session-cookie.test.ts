// The session's cookies (server/members/session-cookie.ts): the httpOnly session cookie and the readable hint
// that goes with it, set by a login, cleared by a logout; a 401 clears a hint whose session is gone. `me`
// still answers a guest 401: the app, not the call, changes (it asks only with the hint).
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, DEMO_LOGIN, SESSION_COOKIE, SESSION_HINT_COOKIE } from '../../../../contract';
import { buildServer, type BuiltServer } from '../../../../server/app';
import { tempDataDir } from '../helpers';

let built: BuiltServer;
let dataDir: string;
beforeAll(async () => {
  dataDir = tempDataDir();
  built = await buildServer({ dataDir, testMode: true, tradeRate: 0, serveApp: 'none' });
  await built.app.ready();
});
afterAll(async () => {
  await built.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const lines = [headers['set-cookie'] ?? []].flat() as string[];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const inject = (method: 'GET' | 'POST', url: string, cookie = '', payload?: unknown) =>
  built.app.inject({
    method,
    url,
    remoteAddress: '127.0.0.1',
    headers: { cookie },
    payload: payload as object,
  });

describe('the session cookies', () => {
  test('a login sets the httpOnly session and the readable hint, with the same life', async () => {
    const login = await inject('POST', API.login, '', DEMO_LOGIN);
    expect(login.statusCode).toBe(200);
    const cookies = setCookies(login.headers);
    expect(cookies.get(SESSION_COOKIE)).toMatch(/HttpOnly/);
    const hint = cookies.get(SESSION_HINT_COOKIE)!;
    expect(hint).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=1;`));
    expect(hint).not.toMatch(/HttpOnly/);
    const maxAge = (line: string) => /Max-Age=(\d+)/.exec(line)?.[1];
    expect(maxAge(hint)).toBe(maxAge(cookies.get(SESSION_COOKIE)!));
  });

  test('a logout clears both', async () => {
    const login = await inject('POST', API.login, '', DEMO_LOGIN);
    const session = setCookies(login.headers).get(SESSION_COOKIE)!.split(';')[0]!;
    const logout = await inject('POST', API.logout, `${session}; ${SESSION_HINT_COOKIE}=1`);
    const cookies = setCookies(logout.headers);
    expect(cookies.get(SESSION_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
    expect(cookies.get(SESSION_HINT_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  test('me answers a guest 401; with a hint of a session that is gone, the 401 clears the hint', async () => {
    const guest = await inject('GET', API.me);
    expect(guest.statusCode).toBe(401);
    expect(setCookies(guest.headers).has(SESSION_HINT_COOKIE)).toBe(false);

    const stale = await inject('GET', API.me, `${SESSION_COOKIE}=expired; ${SESSION_HINT_COOKIE}=1`);
    expect(stale.statusCode).toBe(401);
    expect(setCookies(stale.headers).get(SESSION_HINT_COOKIE)).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/);
  });

  test('a wrong password (401 INVALID_CREDENTIALS) leaves the hint of a session that still is', async () => {
    const wrong = await inject('POST', API.login, `${SESSION_HINT_COOKIE}=1`, {
      loginId: DEMO_LOGIN.loginId,
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(setCookies(wrong.headers).has(SESSION_HINT_COOKIE)).toBe(false);
  });
});

describe('a live session without its hint', () => {
  test('gets the hint back on its next request, a page or a call; a dead one and a guest get none', async () => {
    const login = await inject('POST', API.login, '', DEMO_LOGIN);
    const session = setCookies(login.headers).get(SESSION_COOKIE)!.split(';')[0]!;

    for (const url of ['/trade/order/BTC-KRW', API.me]) {
      const answer = await inject('GET', url, session);
      expect(setCookies(answer.headers).get(SESSION_HINT_COOKIE), url).toMatch(
        new RegExp(`^${SESSION_HINT_COOKIE}=1;.*Max-Age=86400`),
      );
    }
    const withHint = await inject('GET', API.me, `${session}; ${SESSION_HINT_COOKIE}=1`);
    expect(setCookies(withHint.headers).has(SESSION_HINT_COOKIE)).toBe(false);

    const dead = await inject('GET', '/trade/order/BTC-KRW', `${SESSION_COOKIE}=expired`);
    expect(setCookies(dead.headers).has(SESSION_HINT_COOKIE)).toBe(false);
    const guest = await inject('GET', '/trade/order/BTC-KRW');
    expect(setCookies(guest.headers).has(SESSION_HINT_COOKIE)).toBe(false);
  });
});
