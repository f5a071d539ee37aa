/**
 * The server log's level: `warn` in every serving mode (README), `--no-app` included, LOG_LEVEL changes
 * it, a bad LOG_LEVEL is a flag error; tests ask for silence explicitly. And what a hostile client makes
 * it write: one line per socket sending an oversized frame, without a stack.
 */
import { rmSync } from 'node:fs';
import WebSocket from 'ws';
import { expect, test } from 'vitest';
import { SOCKET_PATH } from '../../../contract';
import { buildServer, startServer } from '../../../server/app';
import { MAX_CLIENT_MESSAGE_BYTES } from '../../../server/feed/feed-limits';
import { OptionsError, parseOptions } from '../../../server/options';
import { tempDataDir } from './helpers';

test.each([
  [['--no-app'], {}, 'warn'],
  [['--dist'], {}, 'warn'],
  [[], {}, 'warn'],
  [['--no-app'], { LOG_LEVEL: 'info' }, 'info'],
  [['--no-app'], { LOG_LEVEL: 'silent' }, 'silent'],
  [[], { LOG_LEVEL: '' }, 'warn'],
] as const)('%j with env %j logs at %s', (argv, env, level) => {
  expect(parseOptions(argv, env).logLevel).toBe(level);
});

test('a LOG_LEVEL that is no level is a flag error, not a crash at start', () => {
  expect(() => parseOptions([], { LOG_LEVEL: 'loud' })).toThrow(OptionsError);
  expect(() => parseOptions([], { LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of .*warn/);
});

test('the server started as `npm start -- --no-app` starts it logs warnings', async () => {
  const dataDir = tempDataDir();
  const { help: _help, ...options } = parseOptions(['--no-app', '--data', dataDir, '--trade-rate', '0'], {});
  const built = await buildServer(options);
  try {
    expect(built.app.log.level).toBe('warn');
  } finally {
    await built.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('sockets sending an oversized frame are logged one warning line each, without a stack', async () => {
  const dataDir = tempDataDir();
  const lines: string[] = [];
  const server = await startServer({
    port: 0,
    dataDir,
    serveApp: 'none',
    tradeRate: 0,
    logLevel: 'warn',
    logStream: { write: (line) => lines.push(line) },
  });
  try {
    const SOCKETS = 3;
    for (let i = 0; i < SOCKETS; i++) {
      const socket = new WebSocket(server.url.replace('http', 'ws') + SOCKET_PATH);
      await new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      });
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.send('x'.repeat(MAX_CLIENT_MESSAGE_BYTES + 1));
      await closed;
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(SOCKETS);
    for (const line of logged) {
      expect(line).toMatchObject({
        level: 40,
        code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH',
        msg: 'feed socket closed: Max payload size exceeded',
      });
      expect(line).not.toHaveProperty('err');
      expect(JSON.stringify(line)).not.toMatch(/stack|receiver\.js/);
    }
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
