import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';
import { startServer } from '../../../server/app';
import { API, type AssetsResponse, type FavoriteRow, type OrderRow } from '../../../contract';
import { migrate } from '../../../server/db/database';
import { MIGRATIONS } from '../../../server/db/migrations';
import { call, login, tempDataDir } from './helpers';

const dataDir = tempDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const start = (reset = false) => startServer({ port: 0, dataDir, serveApp: 'none', tradeRate: 0, reset });

describe('the database across restarts', () => {
  test('favourites and orders persist; --reset seeds again', async () => {
    let server = await start();
    let cookie = await login(server, 'demo-regular');
    const favorite = (method: string, key: string) =>
      call<FavoriteRow[]>(server, method === 'DELETE' ? API.favorite(key as 'BTC-KRW') : API.favorites, {
        method,
        cookie,
        body: method === 'POST' ? { key } : undefined,
      });
    await favorite('POST', 'BTC-KRW');
    await favorite('POST', 'BTC-KRW');
    await favorite('POST', 'ETH-BTC');
    await favorite('POST', 'SOL-KRW');
    const afterDelete = await favorite('DELETE', 'SOL-KRW');
    expect(afterDelete.body.data.map((row) => row.key)).toEqual(['BTC-KRW', 'ETH-BTC']);
    expect((await favorite('DELETE', 'SOL-KRW')).status).toBe(200);
    expect(afterDelete.body.data[1]).toEqual({ key: 'ETH-BTC', symbol: 'ETH', marketSymbol: 'BTC' });
    const placed = await call<OrderRow>(server, API.orders, {
      method: 'POST',
      cookie,
      body: { key: 'XRP-KRW', side: 'buy', orderType: 'limit', price: 2000, quantity: 10 },
    });
    const lockedBefore = (await call<AssetsResponse>(server, API.assets, { cookie })).body.data.krwLocked;
    await server.close();

    server = await start();
    cookie = await login(server, 'demo-regular');
    expect(
      (await call<FavoriteRow[]>(server, API.favorites, { cookie })).body.data.map((row) => row.key),
    ).toEqual(['BTC-KRW', 'ETH-BTC']);
    const pending = (await call<OrderRow[]>(server, `${API.orders}?status=pending`, { cookie })).body.data;
    expect(pending.map((order) => order.orderId)).toContain(placed.body.data.orderId);
    expect((await call<AssetsResponse>(server, API.assets, { cookie })).body.data.krwLocked).toBe(
      lockedBefore,
    );
    await server.close();

    server = await start(true);
    cookie = await login(server, 'demo-regular');
    expect((await call<FavoriteRow[]>(server, API.favorites, { cookie })).body.data).toEqual([]);
    const seeded = (await call<AssetsResponse>(server, API.assets, { cookie })).body.data;
    expect(seeded.krwBalance).toBe(50_000_000);
    expect(
      (await call<OrderRow[]>(server, `${API.orders}?status=pending`, { cookie })).body.data,
    ).toHaveLength(4);
    await server.close();
  });

  test('the schema is migrated to the newest version, once', () => {
    const db = new Database(join(dataDir, 'exchange.sqlite'));
    try {
      expect(db.prepare('SELECT version FROM schema_version').get()).toEqual({
        version: MIGRATIONS.at(-1)!.version,
      });
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(migrate(db)).toBe(MIGRATIONS.at(-1)!.version);
    } finally {
      db.close();
    }
  });

  test('a later migration applies on top, in order', () => {
    const db = new Database(':memory:');
    try {
      const last = MIGRATIONS.at(-1)!.version;
      expect(migrate(db, MIGRATIONS)).toBe(last);
      expect(
        migrate(db, [...MIGRATIONS, { version: last + 1, sql: 'CREATE TABLE extra (id INTEGER)' }]),
      ).toBe(last + 1);
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'extra'").get()).toEqual({
        name: 'extra',
      });
    } finally {
      db.close();
    }
  });

  test('starting and closing many times leaves nothing running', async () => {
    const running = () => process.getActiveResourcesInfo().filter((kind) => kind !== 'TTYWrap').length;
    const before = running();
    for (let i = 0; i < 3; i++) {
      const server = await start();
      await login(server, 'demo-regular');
      await server.close();
    }
    // Closed sockets and timers leave the list on a later turn of the event loop.
    await expect.poll(running).toBeLessThanOrEqual(before);
  });
});
