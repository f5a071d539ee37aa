/**
 * The named layout calls through the REST API (contract/layout-calls.ts): a guest is refused as on every
 * member call; another member's layout id answers 404 to every call; the document is read as the app reads
 * it (an older version is kept migrated), a bad one answers LAYOUT_INVALID with its problem's message in
 * both languages, an oversized one 413; a stale save answers 409 with the layout as it is; names, default
 * and copies as the store keeps them. Every answer passes the contract's schemas.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { API, ERROR_CODES } from '../../../../contract';
import {
  LAYOUT_ERROR_CODES,
  LAYOUT_ERROR_MESSAGES,
  layoutInvalidSchema,
  layoutStaleSchema,
  layoutListSchema,
  namedLayoutSchema,
  type NamedLayout,
} from '../../../../contract/layout-calls';
import {
  LAYOUT_MAX_BYTES,
  LAYOUT_PROBLEM_MESSAGES,
  LAYOUT_TREE_DEPTH_MAX,
  type LayoutProblem,
} from '../../../../contract/layout-rules';
import { LAYOUT_SCHEMA_VERSION, type LayoutDocument } from '../../../../contract/workspace-layout';
import { injectServer, type InjectServer } from './inject';

let server: InjectServer;
let alice: string;
let bob: string;

beforeAll(async () => {
  server = await injectServer();
  alice = await server.login('demo-regular');
  bob = await server.login('demo-empty');
});
afterAll(() => server.stop());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST';
const as = (cookie: string, method: Method, url: string, body?: unknown, language = 'en') =>
  server.call(method, url, body, { cookie, 'accept-language': language });

const chart = (id = 'chart-1') => ({ id, type: 'chart', link: 'page', coin: null, settings: null });
const DOCUMENT: LayoutDocument = {
  version: 5,
  root: { kind: 'stack', size: '100%', active: 0, panels: [chart() as LayoutDocument['popouts'][number]] },
  popouts: [],
  closed: [],
};

async function created(
  cookie: string,
  id: string,
  name: string,
  layout: unknown = DOCUMENT,
): Promise<NamedLayout> {
  const answer = await as(cookie, 'PUT', API.layout(id), { name, layout, baseVersion: 0 });
  expect(answer.status, answer.body.message).toBe(200);
  return namedLayoutSchema.parse(answer.body.data);
}

test('a guest is refused every call as on every member call', async () => {
  for (const [method, url] of [
    ['GET', API.layouts],
    ['GET', API.layout('g1')],
    ['PUT', API.layout('g1')],
    ['PUT', API.layoutName('g1')],
    ['DELETE', `${API.layout('g1')}?version=1`],
    ['PUT', API.layoutDefault('g1')],
    ['DELETE', API.layoutDefault('g1')],
    ['POST', API.layoutCopy('g1')],
  ] as const) {
    const answer = await server.call(method, url, method === 'GET' || method === 'DELETE' ? undefined : {});
    expect(answer, `${method} ${url}`).toMatchObject({
      status: 401,
      body: { code: ERROR_CODES.unauthorized },
    });
  }
});

describe('the document', () => {
  test('an older version is kept as the current one, as the app would read it', async () => {
    const kept = await created(alice, 'v1-desk', 'From v1', { version: 1, panels: ['chart', 'order-book'] });
    expect(kept.layout.version).toBe(LAYOUT_SCHEMA_VERSION);
    expect(kept.layout.root).toMatchObject({ kind: 'row', children: [{ kind: 'stack' }, { kind: 'stack' }] });
    const read = await as(alice, 'GET', API.layout('v1-desk'));
    expect(namedLayoutSchema.parse(read.body.data)).toEqual(kept);
  });

  const bad: [LayoutProblem, unknown][] = [
    ['unknown-version', { ...DOCUMENT, version: 9 }],
    ['bad-shape', { ...DOCUMENT, root: { kind: 'stack', size: 'huge', active: 0, panels: [] } }],
    ['no-panels', { version: 1, panels: ['teleprompter'] }],
    [
      'too-deep',
      Array.from({ length: LAYOUT_TREE_DEPTH_MAX + 1 }).reduce<unknown>(
        (node) => ({ kind: 'row', size: '1fr', children: [node] }),
        DOCUMENT.root,
      ),
    ],
  ];
  test.each(bad)(
    'a document with the problem %s is refused with its message, in both languages',
    async (problem, layout) => {
      const document = problem === 'too-deep' ? { ...DOCUMENT, root: layout } : layout;
      for (const language of ['ko', 'en'] as const) {
        const answer = await as(
          alice,
          'PUT',
          API.layout('bad'),
          { name: 'Bad', layout: document, baseVersion: 0 },
          language,
        );
        expect(answer.status).toBe(400);
        expect(answer.body).toMatchObject({
          code: LAYOUT_ERROR_CODES.invalid,
          message: LAYOUT_PROBLEM_MESSAGES[problem][language],
        });
        expect(layoutInvalidSchema.parse(answer.body.data)).toEqual({ problem });
      }
    },
  );

  test('a document over LAYOUT_MAX_BYTES is 413, in both languages', async () => {
    const settings = { pad: 'x'.repeat(15_000) };
    const panels = Array.from({ length: 20 }, (_, i) => ({ ...chart(`chart-${i}`), settings }));
    const layout = { ...DOCUMENT, root: { kind: 'stack', size: '1fr', active: 0, panels } };
    expect(JSON.stringify(layout).length).toBeGreaterThan(LAYOUT_MAX_BYTES);
    for (const language of ['ko', 'en'] as const) {
      const answer = await as(
        alice,
        'PUT',
        API.layout('big'),
        { name: 'Big', layout, baseVersion: 0 },
        language,
      );
      expect(answer).toMatchObject({
        status: 413,
        body: {
          code: LAYOUT_ERROR_CODES.tooLarge,
          message: LAYOUT_ERROR_MESSAGES.tooLarge[language],
          data: { maxBytes: LAYOUT_MAX_BYTES },
        },
      });
    }
  });

  test('a body without a name or a version is a bad request', async () => {
    for (const body of [{ layout: DOCUMENT, baseVersion: 0 }, { name: 'X', layout: DOCUMENT }, null]) {
      const answer = await as(alice, 'PUT', API.layout('x'), body);
      expect(answer.body.code).toBe(ERROR_CODES.badRequest);
    }
  });
});

describe('versions and members', () => {
  test('a stale save is refused with the layout as it is now', async () => {
    const first = await created(alice, 'desk', 'Desk');
    const saved = await as(alice, 'PUT', API.layout('desk'), {
      name: 'Desk',
      layout: DOCUMENT,
      baseVersion: first.version,
    });
    expect(saved.status).toBe(200);
    const stale = await as(
      alice,
      'PUT',
      API.layout('desk'),
      { name: 'Desk', layout: DOCUMENT, baseVersion: first.version },
      'ko',
    );
    expect(stale).toMatchObject({
      status: 409,
      body: { code: LAYOUT_ERROR_CODES.stale, message: LAYOUT_ERROR_MESSAGES.stale.ko },
    });
    expect(layoutStaleSchema.parse(stale.body.data).current).toEqual(
      namedLayoutSchema.parse(saved.body.data),
    );
  });

  test("another member's layout id answers 404 to every call, and their list holds only their own", async () => {
    const mine = await created(alice, 'private-desk', 'Private');
    for (const [method, url, body] of [
      ['GET', API.layout('private-desk'), undefined],
      ['PUT', API.layout('private-desk'), { name: 'Taken', layout: DOCUMENT, baseVersion: mine.version }],
      ['PUT', API.layoutName('private-desk'), { name: 'Taken', baseVersion: mine.version }],
      ['DELETE', `${API.layout('private-desk')}?version=${mine.version}`, undefined],
      ['PUT', API.layoutDefault('private-desk'), undefined],
      ['DELETE', API.layoutDefault('private-desk'), undefined],
      ['POST', API.layoutCopy('private-desk'), { id: 'stolen' }],
    ] as const) {
      const answer = await as(bob, method, url, body);
      expect(answer, `${method} ${url}`).toMatchObject({
        status: 404,
        body: { code: LAYOUT_ERROR_CODES.notFound },
      });
    }
    const list = await as(bob, 'GET', API.layouts);
    expect(layoutListSchema.parse(list.body.data).layouts.map(({ id }) => id)).not.toContain('private-desk');
  });
});

describe('names, default and copies', () => {
  test('rename, set and clear the default, copy in the request language, delete', async () => {
    const desk = await created(bob, 'swing', 'Swing');
    const renamed = await as(bob, 'PUT', API.layoutName('swing'), {
      name: '  Swing KRW ',
      baseVersion: desk.version,
    });
    expect(namedLayoutSchema.parse(renamed.body.data)).toMatchObject({ name: 'Swing KRW', version: 2 });
    const taken = await as(bob, 'PUT', API.layout('other'), {
      name: 'swing krw',
      layout: DOCUMENT,
      baseVersion: 0,
    });
    expect(taken).toMatchObject({ status: 409, body: { code: LAYOUT_ERROR_CODES.nameTaken } });
    const withDefault = await as(bob, 'PUT', API.layoutDefault('swing'));
    expect(layoutListSchema.parse(withDefault.body.data).layouts).toContainEqual(
      expect.objectContaining({ id: 'swing', isDefault: true }),
    );
    const copy = await as(bob, 'POST', API.layoutCopy('swing'), { id: 'swing-copy' }, 'ko');
    expect(namedLayoutSchema.parse(copy.body.data)).toMatchObject({
      name: 'Swing KRW 사본',
      version: 1,
      isDefault: false,
    });
    const cleared = await as(bob, 'DELETE', API.layoutDefault('swing'));
    expect(layoutListSchema.parse(cleared.body.data).layouts.every(({ isDefault }) => !isDefault)).toBe(true);
    const deleted = await as(bob, 'DELETE', `${API.layout('swing')}?version=2`);
    expect(deleted).toMatchObject({ status: 200, body: { data: null } });
    const badId = await as(bob, 'POST', API.layoutCopy('swing-copy'), { id: 'no/slash' });
    expect(badId.body.code).toBe(ERROR_CODES.badRequest);
  });
});
