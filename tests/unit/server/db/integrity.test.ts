/**
 * The start-up checks: the pure checks over rows (tables), then broken databases built in a temp folder
 * (newer schema, not a database, a damaged page, each ledger inconsistency) refused by openDatabase with
 * the finding and the way out, and opened again with `reset`.
 */
import { openSync, readSync, statSync, writeFileSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, test } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../../../../server/db/database';
import {
  balanceProblems,
  DatabaseStartupError,
  ledgerProblems,
  ledgerRefusal,
  lockProblems,
  openOrderProblems,
  orphanProblems,
  pageFindings,
  schemaRefusal,
  type OpenOrderRecord,
} from '../../../../server/db/integrity';
import { MIGRATIONS } from '../../../../server/db/migrations';
import { KRW, REGULAR, removeAll, seededDatabase } from './broken-database';

const BTC = 'C0101';

describe('the checks over rows', () => {
  test.each([
    ['sound', { balance: 10, locked: 4 }, []],
    ['all locked', { balance: 10, locked: 10 }, []],
    ['lock above balance', { balance: 10, locked: 11 }, ['lockAboveBalance']],
    ['negative balance', { balance: -1, locked: 0 }, ['badBalance']],
    ['negative lock', { balance: 1, locked: -1 }, ['badBalance']],
    ['infinite balance', { balance: Infinity, locked: 0 }, ['badBalance']],
    ['NaN lock', { balance: 1, locked: NaN }, ['badBalance']],
    ['text where a number belongs', { balance: 'abc', locked: 0 }, ['badBalance']],
    ['NULL lock', { balance: 1, locked: null }, ['badBalance']],
  ] as const)('balance: %s', (_name, row, kinds) => {
    const found = balanceProblems([{ memNo: 1, coinType: KRW, ...row }]);
    expect(found.map((problem) => problem.kind)).toEqual(kinds);
  });

  const order = (over: Partial<OpenOrderRecord>): OpenOrderRecord => ({
    orderId: 1,
    memNo: 1,
    key: 'BTC-KRW',
    side: 'buy',
    lockedCoinType: KRW,
    lockedAmount: 1000,
    ...over,
  });

  test.each([
    ['a buy locking KRW', {}, []],
    ['a sell locking the coin', { side: 'sell', lockedCoinType: BTC, lockedAmount: 0.5 }, []],
    ['a BTC-market buy locking BTC', { key: 'ETH-BTC', lockedCoinType: BTC, lockedAmount: 0.01 }, []],
    ['a coin no catalogue has, on a known market (a real exchange lists it)', { key: 'VOID-KRW' }, []],
    ['an unknown market', { key: 'BTC-EUR' }, ['unknownCoin']],
    ['a buy locking the coin', { lockedCoinType: BTC }, ['badOrderLock']],
    ['a negative lock', { lockedAmount: -5 }, ['badOrderLock']],
    ['an infinite lock', { lockedAmount: Infinity }, ['badOrderLock']],
    ['a side that is neither', { side: 'hold' }, ['badOrderLock']],
  ] as const)('open order: %s', (_name, over, kinds) => {
    expect(openOrderProblems([order(over)]).map((problem) => problem.kind)).toEqual(kinds);
  });

  test.each([
    ['locks equal the open orders', 3000, [1000, 2000], []],
    ['no orders, no lock', 0, [], []],
    ['float noise (0.1 + 0.2) is no mismatch', 0.3, [0.1, 0.2], []],
    ['a lock nothing holds', 500, [], [{ locked: 500, held: 0 }]],
    ['orders holding more than the lock', 1000, [1000, 1], [{ locked: 1000, held: 1001 }]],
  ] as const)('locks: %s', (_name, locked, amounts, mismatches) => {
    const coinType = locked === 0.3 ? BTC : KRW;
    const found = lockProblems(
      [{ memNo: 1, coinType, balance: 1e9, locked }],
      amounts.map((lockedAmount, i) => order({ orderId: i + 1, lockedCoinType: coinType, lockedAmount })),
    );
    expect(found).toEqual(mismatches.map((m) => ({ kind: 'lockMismatch', memNo: 1, coinType, ...m })));
  });

  test('an order holding a coin with no balance row is a lock of 0 that does not match', () => {
    expect(lockProblems([], [order({ memNo: 7, lockedAmount: 1000 })])).toEqual([
      { kind: 'lockMismatch', memNo: 7, coinType: KRW, locked: 0, held: 1000 },
    ]);
  });

  test('orphans are grouped by table and parent', () => {
    expect(
      orphanProblems([
        { table: 'sessions', rowid: 4, parent: 'members' },
        { table: 'sessions', rowid: 9, parent: 'members' },
        { table: 'fills', rowid: 2, parent: 'orders' },
      ]),
    ).toEqual([
      { kind: 'orphans', table: 'sessions', parent: 'members', rowids: [4, 9] },
      { kind: 'orphans', table: 'fills', parent: 'orders', rowids: [2] },
    ]);
  });

  test.each([
    [2, 2, false],
    [1, 2, false],
    [3, 2, true],
  ])('schema %i against code %i: refused %s', (found, known, refused) => {
    const text = schemaRefusal('x.sqlite', found, known);
    expect(text !== undefined).toBe(refused);
    if (text) expect(text).toMatch(`version ${found}, but this Tradedeck knows versions up to ${known}`);
  });

  test('integrity_check findings: "ok" is none; broken rules are told apart from damage', () => {
    expect(pageFindings([{ integrity_check: 'ok' }])).toEqual({ damage: [], constraints: [] });
    expect(
      pageFindings([
        { integrity_check: 'Page 5: btreeInitPage() returns error code 11' },
        { integrity_check: 'CHECK constraint failed in balances' },
        { integrity_check: 'NULL value in orders.price' },
        { integrity_check: 'row 3 missing from index orders_client_id' },
      ]),
    ).toEqual({
      damage: ['Page 5: btreeInitPage() returns error code 11', 'row 3 missing from index orders_client_id'],
      constraints: ['CHECK constraint failed in balances', 'NULL value in orders.price'],
    });
  });

  test('the refusal lists five findings, counts the rest and names the way out', () => {
    const problems = Array.from({ length: 7 }, (_, i) => ({
      kind: 'unknownCoin' as const,
      orderId: i + 1,
      key: 'VOID-EUR',
    }));
    const text = ledgerRefusal('d/exchange.sqlite', problems);
    expect(text).toContain('open order 5 is on VOID-EUR');
    expect(text).not.toContain('open order 6');
    expect(text).toContain('and 2 more');
    expect(text).toContain('--reset');
    expect(text).toContain('every order, fill, balance, favourite and session');
  });
});

describe('broken databases are refused at start', () => {
  afterEach(removeAll);

  function refusal(dir: string): string {
    try {
      openDatabase({ dataDir: dir, reset: false, seed: 42 }).close();
    } catch (error) {
      expect(error).toBeInstanceOf(DatabaseStartupError);
      expect((error as DatabaseStartupError).exitCode).toBe(3);
      return (error as Error).message;
    }
    throw new Error('the database was not refused');
  }

  test('the seeded database passes every check', () => {
    const db = openDatabase({ dataDir: seededDatabase(), reset: false, seed: 42 });
    try {
      expect(ledgerProblems(db)).toEqual([]);
    } finally {
      db.close();
    }
  });

  const last = MIGRATIONS.at(-1)!.version;
  test.each([
    [
      'a schema newer than the last migration',
      (db: Database.Database) => db.prepare('UPDATE schema_version SET version = ?').run(last + 1),
      `schema version ${last + 1}, but this Tradedeck knows versions up to ${last}`,
    ],
    [
      'a lock above the balance',
      (db: Database.Database) =>
        db
          .prepare(
            `UPDATE balances SET locked = balance + 1 WHERE mem_no = ${REGULAR} AND coin_type = '${KRW}'`,
          )
          .run(),
      `member ${REGULAR} has`,
    ],
    [
      'an infinite balance',
      (db: Database.Database) =>
        db
          .prepare(`UPDATE balances SET balance = 1e999 WHERE mem_no = ${REGULAR} AND coin_type = '${KRW}'`)
          .run(),
      `member ${REGULAR} has an impossible KRW balance (Infinity`,
    ],
    [
      'a negative balance',
      (db: Database.Database) =>
        db
          .prepare(
            `UPDATE balances SET balance = -5, locked = 0 WHERE mem_no = ${REGULAR + 1} AND coin_type = '${KRW}'`,
          )
          .run(),
      'impossible KRW balance (-5',
    ],
    [
      'a pending order on an unknown coin',
      (db: Database.Database) =>
        db
          .prepare(
            `UPDATE orders SET coin_key = 'VOID-EUR' WHERE order_id = (SELECT MIN(order_id) FROM orders)`,
          )
          .run(),
      'is on VOID-EUR, a key of no market this Tradedeck knows',
    ],
    [
      'a lock the open orders do not hold',
      (db: Database.Database) =>
        db
          .prepare(
            `UPDATE balances SET locked = locked + 1 WHERE mem_no = ${REGULAR} AND coin_type = '${KRW}'`,
          )
          .run(),
      'locked while the open orders hold',
    ],
    [
      'a session of an unknown member',
      (db: Database.Database) =>
        db.prepare(`INSERT INTO sessions (id, mem_no, created_at, expires_at) VALUES ('s', 999, 0, 1)`).run(),
      '1 row(s) of sessions belong to a member that does not exist',
    ],
    [
      'an order of an unknown member',
      (db: Database.Database) =>
        db
          .prepare(`UPDATE orders SET mem_no = 999 WHERE order_id = (SELECT MIN(order_id) FROM orders)`)
          .run(),
      'row(s) of orders belong to a member that does not exist',
    ],
  ])('%s', (_name, damage, finding) => {
    const dir = seededDatabase(damage);
    const message = refusal(dir);
    expect(message).toContain(finding);
    expect(message).toContain('--reset');
    expect(message).toContain('did not start');
    // The refused database is left as it was; --reset wipes it and starts afresh.
    expect(refusal(dir)).toBe(message);
    const db = openDatabase({ dataDir: dir, reset: true, seed: 42 });
    expect(ledgerProblems(db)).toEqual([]);
    db.close();
  });

  test('a file that is not a database', () => {
    const dir = seededDatabase();
    writeFileSync(join(dir, DATABASE_FILE), 'these are my notes, not a database\n'.repeat(200));
    expect(refusal(dir)).toMatch(/exchange\.sqlite is not an SQLite database.*--reset/);
  });

  test('a damaged page (the orders table) is found before a login hits it', () => {
    const dir = seededDatabase();
    const file = join(dir, DATABASE_FILE);
    const probe = new Database(file, { readonly: true });
    const pageSize = probe.pragma('page_size', { simple: true }) as number;
    const { rootpage } = probe
      .prepare<[], { rootpage: number }>("SELECT rootpage FROM sqlite_master WHERE name = 'orders'")
      .get()!;
    probe.close();
    expect(statSync(file).size).toBeGreaterThan(rootpage * pageSize - 1);
    // The page's type byte and cell count: no b-tree page has type 0xFF.
    const fd = openSync(file, 'r+');
    const header = Buffer.alloc(1);
    readSync(fd, header, 0, 1, (rootpage - 1) * pageSize);
    expect(header[0]).toBe(0x0d);
    writeSync(fd, Buffer.from([0xff, 0xff, 0xff, 0xff]), 0, 4, (rootpage - 1) * pageSize);
    closeSync(fd);
    expect(refusal(dir)).toMatch(/exchange\.sqlite is damaged \(SQLite: .+\)\..*--reset/);
  });
});
