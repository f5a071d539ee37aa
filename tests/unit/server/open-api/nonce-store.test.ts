/**
 * Used nonces in SQLite: a nonce is held until its timestamp leaves the window, through a restart of the
 * store and of the whole server (the same signed order replayed against a new server on the same data
 * folder is refused, and placed once); each use prunes what expired, so the table stays bounded.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import {
  API,
  OPEN_API,
  OPEN_API_ERROR_CODES,
  issuedOpenApiKeySchema,
  roundToTick,
  specTicks,
  type IssuedOpenApiKey,
} from '../../../../contract';
import { signedRequest, type SignedRequest } from '../../../../scripts/open-api-client';
import { buildServer, type BuiltServer } from '../../../../server/app';
import { DATABASE_FILE, migrate } from '../../../../server/db/database';
import { SIM_CATALOGUE } from '../../../../server/market/listings';
import { NonceStore } from '../../../../server/open-api/nonce-store';
import { tempDataDir } from '../helpers';

const NOW = 1_800_000_000_000;
const KEY = 'a'.repeat(40);
const OTHER_KEY = 'b'.repeat(40);
const nonce = (i: number) => `nonce-${String(i).padStart(10, '0')}`;

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function fileDatabase(dir: string): Database.Database {
  const db = new Database(join(dir, DATABASE_FILE));
  migrate(db);
  return db;
}
const rows = (db: Database.Database) =>
  db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM open_api_nonces').get()!.n;

describe('NonceStore', () => {
  test('a nonce is held until its time, also by a new store on the same file; then it is free again', () => {
    const dir = tempDataDir();
    dirs.push(dir);
    const first = fileDatabase(dir);
    expect(new NonceStore(first).use(KEY, nonce(1), NOW + 100, NOW)).toBe('ok');
    first.close();
    const second = fileDatabase(dir);
    const store = new NonceStore(second);
    expect(store.use(KEY, nonce(1), NOW + 100, NOW + 50)).toBe('replayed');
    expect(store.use(KEY, nonce(1), NOW + 100, NOW + 100)).toBe('replayed');
    // Another key may use the same nonce.
    expect(store.use(OTHER_KEY, nonce(1), NOW + 100, NOW + 50)).toBe('ok');
    // Past its time the timestamp alone refuses the call; the nonce is let go.
    expect(store.use(KEY, nonce(1), NOW + 300, NOW + 101)).toBe('ok');
    second.close();
  });

  test(`a key holds at most ${OPEN_API.maxNoncesPerWindow} live nonces; expired ones make room`, () => {
    const db = new Database(':memory:');
    migrate(db);
    const store = new NonceStore(db);
    for (let i = 0; i < OPEN_API.maxNoncesPerWindow; i += 1)
      expect(store.use(KEY, nonce(i), NOW + 10, NOW)).toBe('ok');
    expect(store.use(KEY, 'one-more-nonce-00', NOW + 10, NOW)).toBe('full');
    expect(store.use(OTHER_KEY, 'one-more-nonce-00', NOW + 10, NOW)).toBe('ok');
    expect(store.use(KEY, 'one-more-nonce-00', NOW + 30, NOW + 11)).toBe('ok');
    db.close();
  });

  test('every use prunes the nonces past their time: the table holds one window of calls', () => {
    const db = new Database(':memory:');
    migrate(db);
    const store = new NonceStore(db);
    for (let round = 0; round < 5; round += 1) {
      const at = NOW + round * 1_000;
      for (let i = 0; i < 200; i += 1)
        store.use(i % 2 ? KEY : OTHER_KEY, nonce(round * 1_000 + i), at + 500, at);
      expect(rows(db)).toBe(200);
    }
    store.use(KEY, nonce(999_999), NOW + 10_000, NOW + 6_000);
    expect(rows(db)).toBe(1);
    db.close();
  });
});

describe('a signed order replayed after a restart', () => {
  const dataDir = tempDataDir();
  dirs.push(dataDir);
  const start = () =>
    buildServer({ dataDir, testMode: true, tradeRate: 0, serveApp: 'none', logLevel: 'silent' });
  const send = async (built: BuiltServer, request: SignedRequest) => {
    const answer = await built.app.inject({
      method: request.init.method as 'POST',
      url: request.url,
      remoteAddress: '127.0.0.1',
      headers: request.init.headers,
      payload: request.init.body,
    });
    return { status: answer.statusCode, code: answer.json<{ code: string }>().code };
  };
  const pendingOrders = (built: BuiltServer, key: IssuedOpenApiKey) =>
    built.app
      .inject({
        method: 'GET',
        url: `${API.orders}?status=pending&key=XRP-KRW`,
        headers: signedRequest('', key, 'GET', `${API.orders}?status=pending&key=XRP-KRW`).init.headers,
      })
      .then((answer) => (answer.json<{ data: unknown[] }>().data ?? []).length);

  test('is refused by the new server on the same data folder, and the order stands once', async () => {
    const first = await start();
    const login = await first.app.inject({
      method: 'POST',
      url: API.login,
      payload: { loginId: 'demo-api', password: 'demo1234' },
    });
    expect(login.statusCode).toBe(200);
    const cookie = String(login.headers['set-cookie']).split(';', 1)[0]!;
    const memNo = first.context.members.sessionMember(cookie.split('=', 2)[1])!;
    first.context.smsVerifications.confirm(memNo, 'issueOpenApiKey');
    const issued = await first.app.inject({
      method: 'POST',
      url: API.openApiKeys,
      headers: { cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ allowedIps: [] }),
    });
    const key = issuedOpenApiKeySchema.parse(issued.json<{ data: unknown }>().data);
    const price = roundToTick(
      specTicks('KRW'),
      first.context.model.price(SIM_CATALOGUE.listing('XRP-KRW')!) * 0.8,
    );
    const order = signedRequest('', key, 'POST', API.orders, {
      key: 'XRP-KRW',
      side: 'buy',
      orderType: 'limit',
      price,
      quantity: 10,
    });
    expect(await send(first, order)).toEqual({ status: 200, code: 'OK' });
    expect(await pendingOrders(first, key)).toBe(1);
    await first.close();

    const second = await start();
    try {
      expect(await send(second, order)).toEqual({ status: 401, code: OPEN_API_ERROR_CODES.replayedNonce });
      expect(await pendingOrders(second, key)).toBe(1);
    } finally {
      await second.close();
    }
  });
});
