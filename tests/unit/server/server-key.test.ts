/**
 * The server key and what it protects. The key file: made once with mode 0600, kept, a bad one refused.
 * Digests and seals: a table of what opens and what does not. And the attack: a database copied from a
 * running server (the file, its WAL and shared memory) read by someone without the key file lets no one in
 * with a stored session value and signs no Open API call with a stored secret; neither the cookie nor the
 * secret is anywhere in the copied bytes.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  OPEN_API_ERROR_CODES,
  SESSION_COOKIE,
  issuedOpenApiKeySchema,
  type IssuedOpenApiKey,
} from '../../../contract';
import { signedRequest } from '../../../scripts/open-api-client';
import { buildServer, type BuiltServer, type RunningServer } from '../../../server/app';
import { DATABASE_FILE } from '../../../server/db/database';
import { loadServerKey, SERVER_KEY_FILE, ServerKeyError, ServerSecrets } from '../../../server/server-key';
import { isHiddenPath } from '../../../server/http/hidden-paths';
import { call, login, tempDataDir } from './helpers';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const newDir = () => {
  const dir = tempDataDir();
  dirs.push(dir);
  return dir;
};

describe('the key file', () => {
  test('made on first use with mode 0600, then read as it is', () => {
    const dir = newDir();
    const key = loadServerKey(dir);
    expect(key).toHaveLength(32);
    const file = join(dir, SERVER_KEY_FILE);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadServerKey(dir).equals(key)).toBe(true);
    expect(loadServerKey(newDir()).equals(key)).toBe(false);
  });

  test.each(['', 'not a key', 'ab'.repeat(31), 'AB'.repeat(32)])(
    'a key file holding %j is refused',
    (text) => {
      const dir = newDir();
      writeFileSync(join(dir, SERVER_KEY_FILE), text);
      expect(() => loadServerKey(dir)).toThrow(ServerKeyError);
    },
  );

  test('its name is one the server never serves', () => {
    expect(isHiddenPath(`/data/${SERVER_KEY_FILE}`)).toBe(true);
  });
});

describe('digests and seals', () => {
  const secrets = new ServerSecrets(randomBytes(32));
  const other = new ServerSecrets(randomBytes(32));
  const ACCESS = 'a'.repeat(40);
  const SECRET = 'secret-'.repeat(9);

  test('a session digest is the same for the same key and id, another for another key or id', () => {
    expect(secrets.sessionDigest('id-1')).toBe(secrets.sessionDigest('id-1'));
    expect(secrets.sessionDigest('id-1')).not.toBe(secrets.sessionDigest('id-2'));
    expect(secrets.sessionDigest('id-1')).not.toBe(other.sessionDigest('id-1'));
    expect(secrets.sessionDigest('id-1')).not.toContain('id-1');
  });

  const sealed = secrets.seal(SECRET, ACCESS);
  const flipped = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.at(-1)}`;
  test.each([
    ['its own key and access key', secrets, sealed, ACCESS, SECRET],
    ['another access key', secrets, sealed, 'b'.repeat(40), undefined],
    ['another server key', other, sealed, ACCESS, undefined],
    ['a changed byte', secrets, flipped, ACCESS, undefined],
    ['a plain secret (never sealed)', secrets, SECRET, ACCESS, undefined],
    ['a cut-off seal', secrets, sealed.slice(0, 20), ACCESS, undefined],
  ] as const)('a sealed secret opened with %s', (_name, by, text, accessKey, expected) => {
    expect(by.open(text, accessKey)).toBe(expected);
  });

  test('each seal differs (a fresh IV) and holds no part of the secret', () => {
    expect(secrets.seal(SECRET, ACCESS)).not.toBe(sealed);
    expect(sealed).not.toContain(SECRET.slice(0, 12));
  });
});

describe('a database copied from a running server', () => {
  let built: BuiltServer;
  let server: Pick<RunningServer, 'url'>;
  let dataDir: string;
  let cookie: string;
  let key: IssuedOpenApiKey;
  let copy: string;
  beforeAll(async () => {
    dataDir = newDir();
    built = await buildServer({ dataDir, serveApp: 'none', tradeRate: 0, logLevel: 'silent' });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    server = { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
    cookie = await login(server as RunningServer, 'demo-api');
    const me = await call<{ memNo: number }>(server as RunningServer, API.me, { cookie });
    // The member confirmed the SMS code of the key's issue (what the SMS confirm call records).
    built.context.smsVerifications.confirm(me.body.data.memNo, 'issueOpenApiKey');
    const issued = await call(server as RunningServer, API.openApiKeys, {
      method: 'POST',
      cookie,
      body: { allowedIps: [] },
    });
    key = issuedOpenApiKeySchema.parse(issued.body.data);
    expect((await signedGet(key)).status).toBe(200);
    // The attacker's copy: the files as they are on disk, without the key file.
    copy = newDir();
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(join(dataDir, DATABASE_FILE + suffix)))
        copyFileSync(join(dataDir, DATABASE_FILE + suffix), join(copy, DATABASE_FILE + suffix));
  });
  afterAll(() => built.close());

  const signedGet = (pair: { accessKey: string; secretKey: string }) =>
    call(server as RunningServer, API.assets, {
      headers: signedRequest('', pair, 'GET', API.assets).init.headers,
    });

  const read = <T>(sql: string): T[] => {
    const db = new Database(join(copy, DATABASE_FILE));
    try {
      return db.prepare<[], T>(sql).all();
    } finally {
      db.close();
    }
  };

  test('a stored session value used as the cookie logs no one in', async () => {
    const stored = read<{ id: string }>('SELECT id FROM sessions');
    expect(stored.length).toBeGreaterThan(0);
    for (const { id } of stored) {
      const answer = await call(server as RunningServer, API.me, { cookie: `${SESSION_COOKIE}=${id}` });
      expect(answer.status, id).toBe(401);
    }
    // The member's own cookie still works.
    expect((await call(server as RunningServer, API.me, { cookie })).status).toBe(200);
  });

  test('a stored secret signs no call', async () => {
    const stored = read<{ accessKey: string; secret: string }>(
      'SELECT access_key AS accessKey, sealed_secret AS secret FROM open_api_keys',
    );
    expect(stored.map((row) => row.accessKey)).toEqual([key.accessKey]);
    for (const { accessKey, secret } of stored) {
      const answer = await signedGet({ accessKey, secretKey: secret });
      expect(answer).toMatchObject({ status: 401, body: { code: OPEN_API_ERROR_CODES.badSignature } });
    }
  });

  test('neither the session cookie nor the secret is in the copied bytes', () => {
    const bytes = [DATABASE_FILE, `${DATABASE_FILE}-wal`]
      .filter((name) => existsSync(join(copy, name)))
      .map((name) => readFileSync(join(copy, name)).toString('latin1'))
      .join('');
    expect(bytes).not.toContain(cookie.slice(SESSION_COOKIE.length + 1));
    expect(bytes).not.toContain(key.secretKey);
  });
});
