/**
 * A TWAP survives kill -9 (server/algo/algo-desk.ts: a slice and the parent's progress in one
 * transaction): the real server in a child process, in test mode, starts a 10-minute TWAP and moves it
 * through slices with the admin's clock call; it is killed with SIGKILL once after an answer and once with
 * the clock call in flight (its slice committed or not, never half). After each restart on the same data
 * folder the parent's slices done equal its children, and moved on to its end it has exactly one child
 * per slice: none doubled, none lost. No assertion depends on timing.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { API, type AlgoOrderRow, type Envelope } from '../../../../contract';
import { DATABASE_FILE } from '../../../../server/db/database';
import { startChildServer, type ChildServer } from '../child-server';
import { tempDataDir } from '../helpers';

const MINUTE = 60_000;
/** Clock calls at most to move the TWAP to its end from the second restart (six slices are left at most). */
const MAX_ADVANCES = 10;
const dataDir = tempDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Session {
  server: ChildServer;
  cookie: string;
}

async function call<T>(
  session: { server: ChildServer; cookie?: string },
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const response = await fetch(session.server.url + path, {
    method: init.method ?? 'GET',
    headers: {
      ...(session.cookie ? { cookie: session.cookie } : {}),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    // Only so that a request to a dead server cannot hang the test; nothing is asserted on time.
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: (await response.json()) as Envelope<T> };
}

async function start(): Promise<Session> {
  const server = await startChildServer(['--data', dataDir, '--trade-rate', '0', '--test-mode']);
  const login = await fetch(server.url + API.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId: 'demo-regular', password: 'demo1234' }),
  });
  expect(login.status).toBe(200);
  return { server, cookie: (login.headers.get('set-cookie') ?? '').split(';', 1)[0]! };
}

const advance = (session: Session) =>
  call(session, API.adminCreditClock, { method: 'POST', body: { advanceMs: MINUTE } });

async function parent(session: Session, algoId: number): Promise<AlgoOrderRow> {
  const answer = await call<AlgoOrderRow>(session, API.algoOrder(algoId));
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The TWAP's children in the database, by the slice each was placed for. */
function childSlices(algoId: number): number[] {
  const db = new Database(join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return db
      .prepare<[string], { client_order_id: string }>(
        'SELECT client_order_id FROM orders WHERE client_order_id LIKE ? ORDER BY order_id',
      )
      .all(`twap-${algoId}-%`)
      .map((row) => Number(row.client_order_id.split('-')[2]));
  } finally {
    db.close();
  }
}

test('a TWAP killed mid-way resumes after the restart without a doubled or lost slice', async () => {
  let session = await start();
  const started = await call<AlgoOrderRow>(session, API.algoTwap, {
    method: 'POST',
    body: {
      key: 'XRP-KRW',
      side: 'buy',
      childType: 'market',
      amount: 2_000_000,
      durationMs: 10 * MINUTE,
      intervalMs: MINUTE,
    },
  });
  expect(started.status).toBe(200);
  const { algoId } = started.body.data;
  for (let i = 0; i < 3; i += 1) expect((await advance(session)).status).toBe(200);
  expect((await parent(session, algoId)).progress.slicesDone).toBe(4);

  // Killed after an answer: slices 0–3 are kept.
  await session.server.kill();
  session = await start();
  let row = await parent(session, algoId);
  expect(row).toMatchObject({ state: 'running', progress: { slicesDone: 4 } });
  expect(childSlices(algoId)).toEqual([0, 1, 2, 3]);

  // Killed with a slice's clock call in flight: the slice committed with its progress, or neither.
  const inFlight = advance(session).catch(() => undefined);
  await session.server.kill();
  await inFlight;
  session = await start();
  row = await parent(session, algoId);
  expect(row.childOrderIds).toHaveLength(row.progress.slicesDone);
  expect(childSlices(algoId)).toEqual(Array.from({ length: row.progress.slicesDone }, (_, i) => i));

  // Moved on to its end: one child per slice.
  for (let i = 0; i < MAX_ADVANCES && row.state === 'running'; i += 1) {
    await advance(session);
    row = await parent(session, algoId);
  }
  expect(row).toMatchObject({ state: 'completed', progress: { slicesDone: 10, slicesTotal: 10 } });
  expect(row.childOrderIds).toHaveLength(10);
  expect(childSlices(algoId)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  await session.server.stop();
});
