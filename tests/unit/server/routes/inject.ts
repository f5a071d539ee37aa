/** A built, non-listening server in a temp data dir, driven with `app.inject`, and a member's cookie. */
import { rmSync } from 'node:fs';
import { API, DEMO_LOGIN, SESSION_COOKIE, type SmsSendWork } from '../../../../contract';
import { buildServer, type BuiltServer } from '../../../../server/app';
import { tempDataDir } from '../helpers';

export interface InjectServer {
  built: BuiltServer;
  /** JSON answer of one call: status and body. */
  call(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { code: string; message: string; data: unknown } }>;
  /** The session cookie of a demo member (the login page's suggested one by default). */
  login(loginId?: string): Promise<string>;
  /**
   * The member of a session cookie confirmed an SMS code for `work` (as the SMS confirm records it): the
   * guarded action (a withdrawal…) may follow once.
   */
  smsVerified(cookie: string, work: SmsSendWork): void;
  stop(): Promise<void>;
}

export async function injectServer(): Promise<InjectServer> {
  const dataDir = tempDataDir();
  const built = await buildServer({ dataDir, testMode: true, tradeRate: 0, serveApp: 'none' });
  const call: InjectServer['call'] = async (method, url, body, headers = {}) => {
    const answer = await built.app.inject({
      method,
      url,
      remoteAddress: '127.0.0.1',
      headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
      payload: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.statusCode, body: answer.json() };
  };
  return {
    built,
    call,
    async login(loginId = DEMO_LOGIN.loginId) {
      const answer = await built.app.inject({
        method: 'POST',
        url: API.login,
        payload: { loginId, password: DEMO_LOGIN.password },
      });
      const cookie = answer.headers['set-cookie'];
      return (Array.isArray(cookie) ? cookie[0]! : cookie!).split(';')[0]!;
    },
    smsVerified(cookie, work) {
      const memNo = built.context.members.sessionMember(cookie.slice(`${SESSION_COOKIE}=`.length));
      if (memNo === undefined) throw new Error('smsVerified: not a live session cookie');
      built.context.smsVerifications.confirm(memNo, work);
    },
    async stop() {
      await built.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
