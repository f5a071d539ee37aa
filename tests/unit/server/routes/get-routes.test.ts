// No GET changes state but the ones the spec makes GETs (STATE_CHANGING_GETS, server/http/request-guards.ts),
// and those refuse a page of another site. Every GET route the server registers is called as the app
// calls it, by a logged-in member with valid parameters; what the server keeps — every SQLite table and the
// in-memory stores of what it issues (SMS codes, SMS login steps, SMS confirmations, captchas) — must be
// the same after as before. A route added with a GET that changes state fails here until it is declared.
//
// Excluded as changing on read by design: `sessions.expires_at` (a session slides on every member call)
// and the per-address rate limits (every request counts).
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  applicationKindOf,
  type ApplicationKind,
  DEMO_LOGIN,
  ERROR_CODES,
  EXTERNAL_PAGE_IDS,
  EXTERNAL_SITE_PATH,
  historyEntrySchema,
  KRW_COIN_TYPE,
  SESSION_COOKIE,
  statementSchema,
  TERMS_TYPES,
} from '../../../../contract';
import { buildServer, type BuiltServer } from '../../../../server/app';
import { STATE_CHANGING_GETS } from '../../../../server/http/request-guards';
import { kstIso } from '../../../../server/market/kst-time';
import { BANNER_SLIDES } from '../../../../server/shell/premium-banners';
import { tempDataDir } from '../helpers';

let built: BuiltServer;
let dataDir: string;
let db: Database.Database;
let cookie: string;
/** The member's coin withdrawal, deposit application and return application. */
let outSeq: number;
let inSeq: number;
let returnSeq: number;

/** The headers of the app's REST client (src/api/client.ts) on the server's own page. */
const APP = {
  accept: 'application/json',
  'accept-language': 'en',
  'sec-fetch-site': 'same-origin',
  'sec-fetch-mode': 'cors',
  'sec-fetch-dest': 'empty',
};
/** A top-level navigation from another site (a link or a redirect to the call). */
const NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'sec-fetch-site': 'cross-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
};

const get = async (url: string, headers: Record<string, string> = APP) =>
  built.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { cookie, ...headers } });

beforeAll(async () => {
  dataDir = tempDataDir();
  built = await buildServer({ dataDir, testMode: true, tradeRate: 0, serveApp: 'none' });
  await built.app.ready();
  db = new Database(join(dataDir, 'exchange.sqlite'), { readonly: true });
  const login = await built.app.inject({
    method: 'POST',
    url: API.login,
    payload: { loginId: 'demo-regular', password: DEMO_LOGIN.password },
  });
  cookie = [login.headers['set-cookie']].flat()[0]!.split(';')[0]!;
  expect(cookie.startsWith(`${SESSION_COOKIE}=`)).toBe(true);
  const today = kstIso(Date.now()).slice(0, 10);
  const from = kstIso(Date.now() - 300 * 86_400_000).slice(0, 10);
  const page = statementSchema.parse(
    (await get(`${API.inoutHistory}?from=${from}&to=${today}&size=100`)).json<{ data: unknown }>().data,
  );
  const entries = page.entries.map((entry) => historyEntrySchema.parse(entry));
  outSeq = entries.find((entry) => entry.processType === 'OUT' && entry.coinType !== KRW_COIN_TYPE)!.seq;
  const application = (kind: ApplicationKind) =>
    entries.find(
      (entry) =>
        entry.isShowRequestDetailButton &&
        applicationKindOf(entry.stateCode) === kind &&
        entry.stateCode !== '26',
    )!.seq;
  inSeq = application('deposit');
  returnSeq = application('return');
});
afterAll(async () => {
  db.close();
  await built.close();
});

/** The route as the app calls it: its path parameters and query filled with the member's own values. */
function concrete(url: string): string {
  const today = kstIso(Date.now()).slice(0, 10);
  const queries: Record<string, string> = {
    [API.candles]: 'key=BTC-KRW&interval=1',
    [API.orderBook]: 'key=BTC-KRW',
    [API.drawings]: 'key=BTC-KRW',
    [API.alertFirings]: 'key=BTC-KRW',
    [API.orderHistory]: `from=2026-01-01&to=${today}`,
    [API.chartPending]: 'crncCd=C0100&coinType=C0101',
    [API.blockStatus]: 'endpointType=PC&path=/',
    [API.inoutHistory]: `from=2026-01-01&to=${today}`,
    [API.depositApplicationFiles]: `coinInSeq=${inSeq}`,
    [API.refundApplicationFiles]: `coinInSeq=${returnSeq}`,
    [API.smsToken]: 'smsSendWork=withdrawCoin',
    [API.adminSmsCode]: 'loginId=demo-regular&work=withdrawCoin',
    [API.adminSmsOutbox]: 'loginId=demo-regular',
  };
  const path = url
    .replace(
      ':seq',
      String(/fee-reward|transfers/.test(url) ? outSeq : url.includes('refund') ? returnSeq : inSeq),
    )
    .replace(':coinType', 'C0101')
    .replace(':type/:version', `${TERMS_TYPES[0]}/1`)
    .replace(':type', TERMS_TYPES[0])
    .replace(`${EXTERNAL_SITE_PATH}/:id`, `${EXTERNAL_SITE_PATH}/${EXTERNAL_PAGE_IDS[0]}`)
    .replace(':network/:txId', `Bitcoin/${'ab'.repeat(32)}`)
    .replace(':file', `${BANNER_SLIDES[0]!.name}.svg`)
    .replace(':captchaKey', 'no-such-captcha')
    .replace(':algoId', '1')
    .replace(API.layout(':id'), API.layout('no-such-layout'));
  const query = queries[url];
  return query ? `${path}?${query}` : path;
}

/** Routes that answer no 2xx to a plain GET, and why (they are still checked for state). */
const NOT_OK: Record<string, string> = {
  '/ws': 'the socket: a GET without an upgrade',
  [API.adminSmsCode]: 'no code is on its way',
  '/__admin/captcha/:captchaKey': 'no such captcha',
  [API.algoOrder(':algoId')]: 'the member has no parent order',
  [API.layout(':id')]: 'the member has no layout of that id',
};

/** JSON with Maps and Sets written out (the in-memory stores keep their state in them). */
function serialise(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner instanceof Map ? [...inner] : inner instanceof Set ? [...inner] : inner,
  );
}

/** A digest of everything the server keeps: every table (sessions without their sliding expiry) and the issuing stores. */
function stateDigest(): string {
  const hash = createHash('sha256');
  const tables = db
    .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .all();
  for (const { name } of tables) {
    const columns = db
      .prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)')
      .all(name)
      .map((column) => `"${column.name}"`)
      .filter((column) => !(name === 'sessions' && column === '"expires_at"'))
      .join(', ');
    hash.update(name).update(serialise(db.prepare(`SELECT ${columns} FROM "${name}" ORDER BY 1`).all()));
  }
  const { smsCodes, smsLogins, smsVerifications, captchas } = built.context;
  hash.update(serialise([smsCodes, smsLogins, smsVerifications, captchas]));
  return hash.digest('hex');
}

const declared = (url: string) => STATE_CHANGING_GETS.some((route) => route.path === url);

describe('GET routes', () => {
  test('the server registers the GETs this test calls (the list is read, not written here)', () => {
    const gets = built.routes.filter((route) => route.method === 'GET');
    expect(gets.length).toBeGreaterThan(40);
    for (const { path } of STATE_CHANGING_GETS) expect(gets.map((route) => route.url)).toContain(path);
  });

  test('every GET not declared as state-changing leaves the state as it was', async () => {
    const undeclared = built.routes.filter((route) => route.method === 'GET' && !declared(route.url));
    const changed: string[] = [];
    const failed: [string, number][] = [];
    for (const { url } of undeclared) {
      const before = stateDigest();
      const answer = await get(concrete(url));
      if (!(url in NOT_OK) && answer.statusCode >= 300) failed.push([url, answer.statusCode]);
      if (stateDigest() !== before) changed.push(url);
    }
    // Called as the app calls them, or the check would prove nothing.
    expect(failed).toEqual([]);
    expect(changed).toEqual([]);
  });

  test.each(STATE_CHANGING_GETS.map((route) => [route.path, route.reason]))(
    '%s (%s) changes state only for the app, never on a cross-site navigation',
    async (url) => {
      const before = stateDigest();
      const refused = await get(concrete(url), NAVIGATION);
      expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([
        403,
        ERROR_CODES.originNotAllowed,
      ]);
      expect(stateDigest()).toBe(before);
      // The check sees it: the app's own call does change state.
      expect((await get(concrete(url))).statusCode).toBe(200);
      expect(stateDigest()).not.toBe(before);
    },
  );
});
