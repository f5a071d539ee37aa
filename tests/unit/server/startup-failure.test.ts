/**
 * What `npm start` prints when it cannot start: the pure rule (table), then `npm start` itself on a refused
 * database (exit 3) and on a port in use (exit 1): one paragraph with the way out, no stack.
 */
import { rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, test } from 'vitest';
import { DATABASE_FILE, openDatabase } from '../../../server/db/database';
import { DatabaseStartupError } from '../../../server/db/integrity';
import { MIGRATIONS } from '../../../server/db/migrations';
import { startupFailure } from '../../../server/startup-failure';
import { runChildServer } from './child-server';
import { tempDataDir } from './helpers';

const listenError = (code: string, port: number) =>
  Object.assign(new Error(`listen ${code}: 127.0.0.1:${port}`), { code, address: '127.0.0.1', port });

test.each([
  [
    'a refused database',
    new DatabaseStartupError('x.sqlite is damaged (SQLite: …). Way out: --reset'),
    { message: 'x.sqlite is damaged (SQLite: …). Way out: --reset', exitCode: 3 },
  ],
  [
    'a port in use',
    listenError('EADDRINUSE', 8080),
    {
      message:
        'port 8080 on 127.0.0.1 is already in use (another Tradedeck?). Stop it, or pick another port with --port <n> (0 = any free port).',
      exitCode: 1,
    },
  ],
  [
    'a privileged port',
    listenError('EACCES', 80),
    {
      message:
        'listening on port 80 on 127.0.0.1 is not allowed (ports below 1024 need privileges). Pick another port with --port <n>.',
      exitCode: 1,
    },
  ],
  [
    'anything else',
    new Error('boom'),
    { message: 'could not start: boom (DEBUG=1 prints the stack)', exitCode: 1 },
  ],
  ['not even an Error', 'boom', { message: 'could not start: boom (DEBUG=1 prints the stack)', exitCode: 1 }],
])('%s', (_name, error, expected) => {
  expect(startupFailure(error, false)).toEqual(expected);
});

test('DEBUG=1 adds the stack', () => {
  const error = new Error('boom');
  expect(startupFailure(error, true).message).toBe(`could not start: boom\n${error.stack}`);
  const refused = new DatabaseStartupError('refused');
  expect(startupFailure(refused, true).message).toBe(`refused\n${refused.stack}`);
});

const dataDir = tempDataDir();
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

test('npm start on a database newer than the code: exit 3, the versions and the way out, no stack', async () => {
  openDatabase({ dataDir, reset: false, seed: 42 }).close();
  const db = new Database(join(dataDir, DATABASE_FILE));
  const last = MIGRATIONS.at(-1)!.version;
  db.prepare('UPDATE schema_version SET version = ?').run(last + 4);
  db.close();
  const run = await runChildServer(['--no-app', '--port', '0', '--data', dataDir]);
  expect(run.code).toBe(3);
  expect(run.stdout).toBe('');
  expect(run.stderr).toMatch(
    new RegExp(
      `^tradedeck: .*exchange\\.sqlite has schema version ${last + 4}, but this Tradedeck knows versions up to ${last}`,
    ),
  );
  expect(run.stderr).toContain('npm start -- --reset');
  expect(run.stderr).not.toMatch(/^\s+at /m);
  expect(run.stderr).not.toContain('SqliteError');
  expect(run.stderr.trim().split('\n')).toHaveLength(1);
});

test('npm start on a port in use: exit 1, which port and how to pick another, no stack', async () => {
  const busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
  const { port } = busy.address() as AddressInfo;
  try {
    const run = await runChildServer(['--no-app', '--port', String(port), '--data', dataDir, '--reset']);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `tradedeck: port ${port} on 127.0.0.1 is already in use (another Tradedeck?). Stop it, or pick another port with --port <n> (0 = any free port).\n`,
    );
  } finally {
    await new Promise((resolve) => busy.close(resolve));
  }
});
