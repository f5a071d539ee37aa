// Hidden paths: the rule as a table, then every spelling of a database file, a dot-file and a traversal
// sent as raw request lines (inject would normalise them) to a server whose data folder lies inside the
// folder it serves, in `--dist` mode and in the Vite middleware mode of `npm run dev`: 404 each time.
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type RunningServer } from '../../../../server/app';
import { isHiddenPath } from '../../../../server/http/hidden-paths';

/** Every spelling of `<dir>/exchange.sqlite` a file server might map to the file. */
const databaseSpellings = (dir: string) => [
  `/${dir}/exchange.sqlite`,
  `/${dir}/exchange.sqlite-wal`,
  `/${dir}/exchange.sqlite-shm`,
  `/${dir.toUpperCase()}/EXCHANGE.SQLITE`,
  `/${dir}/exchange%2esqlite`,
  `/${dir}/exchange%2Esqlite`,
  `/${dir}/exchange%252esqlite`,
  `/${dir}/exchange.sq%6Cite`,
  `//${dir}//exchange.sqlite`,
  `/${dir}\\exchange.sqlite`,
  `/${dir}%5cexchange.sqlite`,
  `/${dir}/exchange.sqlite;x=1`,
  `/${dir};x/exchange.sqlite`,
  `/${dir}/exchange.sqlite.`,
  `/${dir}/exchange.sqlite?import`,
  `/${dir}/exchange.sqlite%00.js`,
  `/assets/../${dir}/exchange.sqlite`,
  // Behind one of the server's own prefixes: still the static files' wildcard after normalising.
  `/v1/../${dir}/exchange.sqlite`,
];

const TRAVERSALS = [
  '/../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/%252e%252e/%252e%252e/etc/passwd',
  '/..\\..\\etc\\passwd',
  '/assets/..%5c..%5cetc%5cpasswd',
  '/./index.html',
];

const DOT_PATHS = ['/.data/exchange.sqlite', '/.data', '/%2edata/x', '/.git/config', '/.env', '/.gitignore'];

describe('isHiddenPath', () => {
  test.each([
    ...databaseSpellings('data'),
    ...databaseSpellings('.data'),
    ...TRAVERSALS,
    ...DOT_PATHS,
    '/.DATA./EXCHANGE.SQLITE.',
    '/node_modules/.vite/../../.data/exchange.sqlite',
    '/node_modules/.VITE/deps/x.js',
    '/assets/.vite/deps/x.js',
    '/DATA~1/EXCHAN~1.SQL',
  ])('%s is hidden', (url) => {
    expect(isHiddenPath(url)).toBe(true);
  });

  test.each([
    '/',
    '/index.html',
    '/assets/index-Ab12.js',
    '/trade/chart/BTC-KRW',
    '/v1/health',
    '/@vite/client',
    '/src/main.tsx?t=1700000000000',
    '/node_modules/.vite/deps/react.js?v=1a2b3c4d',
    '/a.b/c.d',
    '/?file=.data/exchange.sqlite',
    '/bad%escape%zz',
  ])('%s is not', (url) => {
    expect(isHiddenPath(url)).toBe(false);
  });
});

/** GET with the path exactly as written (no normalisation), answering the status and the body's code. */
function rawGet(server: RunningServer, path: string): Promise<{ status: number; code: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port: server.port, path, method: 'GET' }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const code = text.startsWith('{') ? (JSON.parse(text) as { code: string }).code : '';
        resolve({ status: answer.statusCode ?? 0, code });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Everything a served data folder holds and a visitor might ask for, plus the dot-files of the root. */
function attacks(dataDir: string, dotFiles: readonly string[]): string[] {
  const dir = basename(dataDir);
  return [
    ...databaseSpellings(dir),
    ...readdirSync(dataDir).map((name) => `/${dir}/${name}`),
    ...TRAVERSALS,
    ...dotFiles,
  ];
}

async function expectAllHidden(server: RunningServer, urls: readonly string[]): Promise<void> {
  for (const url of urls) expect(await rawGet(server, url), url).toEqual({ status: 404, code: 'NOT_FOUND' });
}

describe('--dist with the data folder inside the build', () => {
  let distDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'tradedeck-hidden-'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Tradedeck</title>');
    writeFileSync(join(distDir, '.env'), 'SECRET=1');
    mkdirSync(join(distDir, '.git'));
    writeFileSync(join(distDir, '.git', 'config'), '[core]');
    server = await startServer({
      port: 0,
      dataDir: join(distDir, 'served-data'),
      serveApp: 'dist',
      distDir,
      tradeRate: 0,
      logLevel: 'silent',
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  test('every spelling of the database, a dot-file or a traversal is a 404; the app is served', async () => {
    await expectAllHidden(server, attacks(join(distDir, 'served-data'), ['/.env', '/.git/config', '/.git']));
    expect(await rawGet(server, '/index.html')).toMatchObject({ status: 200 });
    expect(await rawGet(server, '/trade/chart/BTC-KRW')).toMatchObject({ status: 200 });
  });
});

describe('the Vite middleware (npm run dev) with the data folder inside the repository', () => {
  const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
  let dataDir: string;
  let server: RunningServer;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(repoRoot, 'served-data-'));
    server = await startServer({ port: 0, dataDir, serveApp: 'vite', tradeRate: 0, logLevel: 'silent' });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('every spelling of the database, a dot-file or a traversal is a 404; the app is served', async () => {
    await expectAllHidden(server, attacks(dataDir, ['/.gitignore', '/.git', '/.prettierrc.json']));
    expect(await rawGet(server, '/index.html')).toMatchObject({ status: 200 });
  });
});
