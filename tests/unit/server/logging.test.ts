/**
 * The server log's level: `warn` in every serving mode (README), `--no-app` included, LOG_LEVEL changes
 * it, a bad LOG_LEVEL is a flag error; tests ask for silence explicitly.
 */
import { rmSync } from 'node:fs';
import { expect, test } from 'vitest';
import { buildServer } from '../../../server/app';
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
