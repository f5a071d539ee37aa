/**
 * The drawing calls through the REST API (contract/drawing-calls.ts): a guest is refused as on every member
 * call; each limit answers its own code and message in both languages (the anchors a tool is drawn with,
 * finite numbers, colours, the text, the levels and their tools, the bytes of the body, the drawings a
 * coin holds); versions (a stale write refused with the drawing as it is, a create twice refused); member
 * isolation (another member's id is not found, a list holds only the member's own); delete one and all;
 * an unknown coin. Every answer passes the contract's schemas.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  API,
  DEFAULT_FIB_LEVELS,
  DRAWING_ERROR_CODES,
  DRAWING_ERROR_MESSAGES,
  DRAWING_MAX_BYTES,
  DRAWING_PROBLEM_MESSAGES,
  DRAWING_TEXT_MAX,
  DRAWINGS_PER_COIN_MAX,
  ERROR_CODES,
  FIB_LEVELS_MAX,
  RESPONSE_SCHEMAS,
  jsonBytes,
  drawingInvalidSchema,
  drawingStaleSchema,
  type Drawing,
  type DrawingProblem,
  type DrawingPutRequest,
} from '../../../../contract';
import { drawingPut } from '../../../fixtures/drawings';
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

type Method = 'GET' | 'PUT' | 'DELETE';
const as = (cookie: string, method: Method, url: string, body?: unknown, language = 'en') =>
  server.call(method, url, body, { cookie, 'accept-language': language });

async function put(cookie: string, id: string, body: unknown) {
  return as(cookie, 'PUT', API.drawing(id), body);
}

async function created(cookie: string, id: string, body: DrawingPutRequest = drawingPut()): Promise<Drawing> {
  const answer = await put(cookie, id, body);
  expect(answer.status, answer.body.message).toBe(200);
  return RESPONSE_SCHEMAS.putDrawing.parse(answer.body.data);
}

async function list(cookie: string, coin = 'BTC-KRW'): Promise<Drawing[]> {
  const answer = await as(cookie, 'GET', `${API.drawings}?key=${coin}`);
  expect(answer.status).toBe(200);
  return RESPONSE_SCHEMAS.drawings.parse(answer.body.data).drawings;
}

test('a guest is refused every call as on every member call', async () => {
  for (const [method, url] of [
    ['GET', `${API.drawings}?key=BTC-KRW`],
    ['PUT', API.drawing('g1')],
    ['DELETE', `${API.drawing('g1')}?version=1`],
    ['DELETE', `${API.drawings}?key=BTC-KRW`],
  ] as const) {
    const answer = await server.call(method, url, method === 'PUT' ? drawingPut() : undefined);
    expect(answer, `${method} ${url}`).toMatchObject({
      status: 401,
      body: { code: ERROR_CODES.unauthorized },
    });
  }
});

describe('limits', () => {
  /** A trend line with one thing changed, as the app might send it by mistake. */
  const broken: [DrawingProblem, string, (body: DrawingPutRequest) => unknown][] = [
    [
      'anchorCount',
      'a trend line of three points',
      (body) => ({ ...body, anchors: [...body.anchors, body.anchors[0]] }),
    ],
    ['anchorCount', 'a horizontal line of two', (body) => ({ ...body, tool: 'horizontalLine' })],
    [
      'anchor',
      'a price that is text',
      (body) => ({ ...body, anchors: [{ time: 1, price: '5' }, body.anchors[1]] }),
    ],
    ['color', 'a colour of three digits', (body) => ({ ...body, style: { ...body.style, color: '#fff' } })],
    ['color', 'a fill by name', (body) => ({ ...body, style: { ...body.style, fill: 'red' } })],
    ['width', 'a width of 5', (body) => ({ ...body, style: { ...body.style, width: 5 } })],
    ['dash', 'an unknown dash', (body) => ({ ...body, style: { ...body.style, dash: 'wavy' } })],
    [
      'text',
      `${DRAWING_TEXT_MAX + 1} characters`,
      (body) => ({ ...body, style: { ...body.style, text: 'x'.repeat(DRAWING_TEXT_MAX + 1) } }),
    ],
    [
      'levels',
      'levels on a trend line',
      (body) => ({ ...body, style: { ...body.style, levels: [...DEFAULT_FIB_LEVELS] } }),
    ],
    ['tool', 'an unknown tool', (body) => ({ ...body, tool: 'circle' })],
    ['coin', 'a coin that is no coin key', (body) => ({ ...body, coin: 'bitcoin' })],
    ['shape', 'locked as text', (body) => ({ ...body, locked: 'no' })],
    ['shape', 'no body', () => undefined],
  ];

  test.each(broken)(
    '%s: %s is DRAWING_INVALID with its problem, in English and Korean',
    async (problem, _, edit) => {
      const body = edit(drawingPut());
      for (const language of ['en', 'ko'] as const) {
        const answer = await as(alice, 'PUT', API.drawing('bad'), body, language);
        expect(answer.status).toBe(400);
        expect(answer.body.code).toBe(DRAWING_ERROR_CODES.invalid);
        expect(drawingInvalidSchema.parse(answer.body.data)).toEqual({ problem });
        expect(answer.body.message).toBe(DRAWING_PROBLEM_MESSAGES[problem][language]);
      }
    },
  );

  test('an infinite number (1e999 in the JSON) is refused, not stored', async () => {
    const text = JSON.stringify(drawingPut()).replace('"price":100', '"price":1e999');
    const answer = await as(alice, 'PUT', API.drawing('inf'), text);
    expect(answer.body).toMatchObject({ code: DRAWING_ERROR_CODES.invalid, data: { problem: 'anchor' } });
    expect((await list(alice)).map((drawing) => drawing.id)).not.toContain('inf');
  });

  test('a body nested deeper than JSON.stringify measures is DRAWING_TOO_LARGE, not a server error', async () => {
    const answer = await put(alice, 'deep', '['.repeat(200_000) + ']'.repeat(200_000));
    expect(answer).toMatchObject({ status: 413, body: { code: DRAWING_ERROR_CODES.tooLarge } });
  });

  test(`Fibonacci levels: up to ${FIB_LEVELS_MAX}, each with a colour`, async () => {
    const fib = drawingPut('fibRetracement');
    const levels = (count: number) =>
      Array.from({ length: count }, (_, i) => ({ value: i / 10, color: '#787b86', visible: i % 2 === 0 }));
    await created(alice, 'fib-ok', { ...fib, style: { ...fib.style, levels: levels(FIB_LEVELS_MAX) } });
    const tooMany = await put(alice, 'fib-many', {
      ...fib,
      style: { ...fib.style, levels: levels(FIB_LEVELS_MAX + 1) },
    });
    expect(tooMany.body.data).toEqual({ problem: 'levels' });
    const badColour = await put(alice, 'fib-colour', {
      ...fib,
      style: { ...fib.style, levels: [{ value: 0.5, color: 'blue', visible: true }] },
    });
    expect(badColour.body.data).toEqual({ problem: 'color' });
  });

  test(`a body of ${DRAWING_MAX_BYTES} bytes is taken, one byte more is DRAWING_TOO_LARGE`, async () => {
    const base = drawingPut();
    // Padding in a field the contract does not know: counted as sent, dropped from what is stored.
    const padded = (bytes: number) => {
      const empty = { ...base, pad: '' };
      return { ...empty, pad: 'x'.repeat(bytes - jsonBytes(empty)) };
    };
    expect(jsonBytes(padded(DRAWING_MAX_BYTES))).toBe(DRAWING_MAX_BYTES);
    const kept = await created(alice, 'big', padded(DRAWING_MAX_BYTES) as DrawingPutRequest);
    expect(kept).not.toHaveProperty('pad');
    for (const language of ['en', 'ko'] as const) {
      const answer = await as(alice, 'PUT', API.drawing('bigger'), padded(DRAWING_MAX_BYTES + 1), language);
      expect(answer).toMatchObject({
        status: 413,
        body: {
          code: DRAWING_ERROR_CODES.tooLarge,
          message: DRAWING_ERROR_MESSAGES.tooLarge[language],
          data: { maxBytes: DRAWING_MAX_BYTES },
        },
      });
    }
    // Size first: a text far too long is too large before it is too long.
    const long = { ...base, style: { ...base.style, text: '가'.repeat(DRAWING_MAX_BYTES) } };
    expect((await put(alice, 'long', long)).body.code).toBe(DRAWING_ERROR_CODES.tooLarge);
  });

  test(`${DRAWINGS_PER_COIN_MAX} drawings a coin: the next is DRAWING_LIMIT; another coin and member still draw`, async () => {
    const coin = 'XRP-KRW';
    for (let i = 0; i < DRAWINGS_PER_COIN_MAX; i += 1)
      await created(alice, `xrp-${i}`, drawingPut('horizontalLine', coin));
    for (const language of ['en', 'ko'] as const) {
      const answer = await as(
        alice,
        'PUT',
        API.drawing('xrp-more'),
        drawingPut('horizontalLine', coin),
        language,
      );
      expect(answer).toMatchObject({
        status: 409,
        body: {
          code: DRAWING_ERROR_CODES.tooMany,
          message: DRAWING_ERROR_MESSAGES.tooMany[language],
          data: { max: DRAWINGS_PER_COIN_MAX },
        },
      });
    }
    await created(alice, 'xrp-more', drawingPut('horizontalLine', 'DOGE-KRW'));
    await created(bob, 'xrp-more', drawingPut('horizontalLine', coin));
    expect(await list(alice, coin)).toHaveLength(DRAWINGS_PER_COIN_MAX);
    expect((await as(alice, 'DELETE', `${API.drawings}?key=${coin}`)).status).toBe(200);
  });

  test('an unknown coin is BAD_REQUEST on every call, as favourites answer', async () => {
    for (const [method, url, body] of [
      ['GET', `${API.drawings}?key=NOPE-KRW`, undefined],
      ['PUT', API.drawing('nope'), drawingPut('trendLine', 'NOPE-KRW')],
      ['DELETE', `${API.drawings}?key=NOPE-KRW`, undefined],
    ] as const) {
      const answer = await as(alice, method, url, body);
      expect(answer, `${method} ${url}`).toMatchObject({
        status: 400,
        body: { code: ERROR_CODES.badRequest, message: 'No such coin' },
      });
    }
  });

  test('a bad id, version or base version is BAD_REQUEST', async () => {
    expect((await put(alice, 'a%20b', drawingPut())).body.code).toBe(ERROR_CODES.badRequest);
    expect((await put(alice, 'x'.repeat(65), drawingPut())).body.code).toBe(ERROR_CODES.badRequest);
    expect((await put(alice, 'nobase', { ...drawingPut(), baseVersion: -1 })).body.code).toBe(
      ERROR_CODES.badRequest,
    );
    expect((await put(alice, 'nobase', { ...drawingPut(), baseVersion: 1.5 })).body.code).toBe(
      ERROR_CODES.badRequest,
    );
    for (const version of ['', '0', '1e3', 'x'])
      expect((await as(alice, 'DELETE', `${API.drawing('v')}?version=${version}`)).status).toBe(400);
  });
});

describe('versions', () => {
  test('create, update, a stale update and a create twice: refused with the drawing as it is', async () => {
    const first = await created(alice, 'v1');
    expect(first).toMatchObject({ id: 'v1', version: 1, coin: 'BTC-KRW' });
    const second = await created(alice, 'v1', { ...drawingPut('ray'), baseVersion: 1 });
    expect(second).toMatchObject({ version: 2, tool: 'ray' });
    expect(second.updatedAt).toBeGreaterThanOrEqual(first.updatedAt);
    for (const [baseVersion, language] of [
      [1, 'en'],
      [0, 'ko'],
    ] as const) {
      const stale = await as(
        alice,
        'PUT',
        API.drawing('v1'),
        { ...drawingPut('arrow'), baseVersion },
        language,
      );
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        code: DRAWING_ERROR_CODES.stale,
        message: DRAWING_ERROR_MESSAGES.stale[language],
      });
      expect(drawingStaleSchema.parse(stale.body.data)).toEqual({ current: second });
    }
    expect((await list(alice)).find((drawing) => drawing.id === 'v1')).toEqual(second);
  });

  test('delete: stale at another version, done at its own, then not found', async () => {
    const drawing = await created(alice, 'del');
    const stale = await as(alice, 'DELETE', `${API.drawing('del')}?version=2`);
    expect(stale).toMatchObject({
      status: 409,
      body: { code: DRAWING_ERROR_CODES.stale, data: { current: drawing } },
    });
    const done = await as(alice, 'DELETE', `${API.drawing('del')}?version=1`);
    expect(done.status).toBe(200);
    expect(RESPONSE_SCHEMAS.deleteDrawing.parse(done.body.data)).toBeNull();
    const again = await as(alice, 'DELETE', `${API.drawing('del')}?version=1`, undefined, 'ko');
    expect(again).toMatchObject({
      status: 404,
      body: { code: DRAWING_ERROR_CODES.notFound, message: DRAWING_ERROR_MESSAGES.notFound.ko },
    });
  });

  test('an update of a deleted drawing is not found; a drawing stays on its coin', async () => {
    expect((await put(alice, 'never', { ...drawingPut(), baseVersion: 1 })).status).toBe(404);
    await created(alice, 'moving');
    const moved = await put(alice, 'moving', { ...drawingPut('trendLine', 'ETH-KRW'), baseVersion: 1 });
    expect(moved).toMatchObject({
      status: 400,
      body: { code: DRAWING_ERROR_CODES.invalid, data: { problem: 'coinChanged' } },
    });
  });
});

describe('members', () => {
  test("another member's drawing id answers not found to every call, and a list holds one's own only", async () => {
    const alices = await created(alice, 'private', drawingPut('textNote', 'SOL-KRW'));
    const update = await put(bob, 'private', { ...drawingPut('textNote', 'SOL-KRW'), baseVersion: 1 });
    expect(update).toMatchObject({ status: 404, body: { code: DRAWING_ERROR_CODES.notFound, data: null } });
    const removal = await as(bob, 'DELETE', `${API.drawing('private')}?version=1`);
    expect(removal).toMatchObject({ status: 404, body: { code: DRAWING_ERROR_CODES.notFound, data: null } });
    expect(await list(bob, 'SOL-KRW')).toEqual([]);
    // The same id is Bob's own drawing: nothing of Alice's is touched or told.
    const bobs = await created(bob, 'private', drawingPut('priceNote', 'SOL-KRW'));
    expect(bobs).toMatchObject({ tool: 'priceNote', version: 1 });
    expect(await list(alice, 'SOL-KRW')).toEqual([alices]);
    expect(await list(bob, 'SOL-KRW')).toEqual([bobs]);
  });

  test("delete-all takes the member's drawings of one coin: not another coin's, not another member's", async () => {
    const a = await created(alice, 'all-a', drawingPut('trendLine', 'ADA-KRW'));
    const b = await created(alice, 'all-b', drawingPut('rectangle', 'ADA-KRW'));
    const other = await created(alice, 'all-c', drawingPut('trendLine', 'TRX-KRW'));
    const bobs = await created(bob, 'all-a', drawingPut('trendLine', 'ADA-KRW'));
    const answer = await as(alice, 'DELETE', `${API.drawings}?key=ADA-KRW`);
    expect(answer.status).toBe(200);
    expect(RESPONSE_SCHEMAS.deleteAllDrawings.parse(answer.body.data).deleted.sort()).toEqual(
      [a.id, b.id].sort(),
    );
    expect(await list(alice, 'ADA-KRW')).toEqual([]);
    expect(await list(alice, 'TRX-KRW')).toEqual([other]);
    expect(await list(bob, 'ADA-KRW')).toEqual([bobs]);
    expect((await as(alice, 'DELETE', `${API.drawings}?key=ADA-KRW`)).body.data).toEqual({ deleted: [] });
  });
});
