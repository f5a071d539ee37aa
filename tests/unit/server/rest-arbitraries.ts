/**
 * What the REST fuzz sends: a request on one of the server's own routes (or a path next to them) with a
 * hostile method, path parameter, query, content type and body. Values mix the contract's field names
 * with odd numbers (1e308, -0, 1e999 in raw JSON, NaN as text), huge and unicode strings, SQL fragments
 * and nested objects, so that both the validation and what lies behind it are reached.
 */
import fc from 'fast-check';
import type { RouteEntry } from '../../../server/app';

/** Field names the contract's requests use: a body or query made of them gets past the first checks. */
const FIELDS = [
  'key',
  'orderType',
  'side',
  'price',
  'quantity',
  'amount',
  'stopPrice',
  'clientOrderId',
  'loginId',
  'password',
  'interval',
  'limit',
  'to',
  'from',
  'page',
  'size',
  'marketSymbol',
  'isOpen',
  'buyOpenDate',
  'sellOpenDate',
  'smsSendWork',
  'numberOfCertification',
  'pause',
  'favoritesBlocked',
  't',
  'endpointType',
  'path',
  'blocked',
  'notice',
  'noticeEn',
  'title',
  'titleEn',
  'publishedAt',
  'displayingCompetitionCount',
  'preTaxIncome',
  'captchaKey',
  'captchaAnswer',
  'accountType',
  'corporateType',
  'passwordConfirm',
  'name',
  'email',
  'nationCode',
  'phone',
  'agreeTerms',
  'agreePrivacy',
  'agreeMarketing',
  'attachmentIds',
] as const;

const COIN_KEYS = [
  'BTC-KRW',
  'ETH-KRW',
  'XRP-KRW',
  'ETH-BTC',
  'SOL-USDT',
  'WEMIX-KRW',
  'MON-KRW',
  'NOPE-KRW',
];

const ODD_NUMBERS = [
  0,
  -0,
  1,
  -1,
  0.1 + 0.2,
  1e-300,
  Number.MIN_VALUE,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 63,
  1e21,
  123_456_789.123_456_78,
];

const ODD_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '1e999',
  '-0',
  '0x10',
  ' 5 ',
  '1_000',
  '٣',
  "' OR '1'='1",
  "'; DROP TABLE balances; --",
  '" UNION SELECT password_hash FROM members --',
  '%00',
  '\u0000',
  '\u202e',
  '비트코인',
  '🙂🙂',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'limit',
  'market',
  'stopLimit',
  'buy',
  'sell',
  '1D',
  '15',
  'demo-regular',
  'demo1234',
  'KRW',
  ...COIN_KEYS,
];

export const oddScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<unknown>(...ODD_NUMBERS, ...ODD_STRINGS, true, false, null) },
  { weight: 2, arbitrary: fc.double() },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom(1000, 100_000).map((n) => 'x'.repeat(n)) },
);

const oddValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: oddScalar },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), tie('value'), { maxKeys: 4 }) },
  ),
})).value;

type Field = (typeof FIELDS)[number];

const MAGNITUDES = [0.0001, 0.001, 0.01, 0.1, 1, 5, 10, 100, 1000, 5000, 10_000, 100_000, 1e6, 1e8, 1.5e8];
const date = fc
  .date({ min: new Date('2020-01-01'), max: new Date('2032-01-01'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const listingTime = fc.constantFrom(null, '2026-01-01T09:00:00+09:00', '2031-01-02T14:00:00+09:00');

/** A value each field takes when it is right (so a request gets past validation to the code behind). */
const VALID: Record<Field, fc.Arbitrary<unknown>> = {
  key: fc.constantFrom(...COIN_KEYS),
  orderType: fc.constantFrom('limit', 'market', 'market', 'stopLimit'),
  side: fc.constantFrom('buy', 'sell'),
  price: fc.constantFrom(...MAGNITUDES),
  quantity: fc.constantFrom(...MAGNITUDES),
  amount: fc.constantFrom(...MAGNITUDES),
  stopPrice: fc.constantFrom(...MAGNITUDES),
  clientOrderId: fc.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
  loginId: fc.constantFrom('demo-regular', 'demo-empty', 'nobody'),
  password: fc.constantFrom('demo1234', 'wrong'),
  interval: fc.constantFrom('1', '15', '60', '1D', '1W'),
  limit: fc.integer({ min: 1, max: 5000 }).map(String),
  to: fc.oneof(date, fc.integer({ min: 1, max: 2_000_000_000 }).map(String)),
  from: date,
  page: fc.integer({ min: 1, max: 5 }).map(String),
  size: fc.integer({ min: 1, max: 100 }).map(String),
  marketSymbol: fc.constantFrom('KRW', 'BTC', 'USDT'),
  isOpen: fc.boolean(),
  buyOpenDate: listingTime,
  sellOpenDate: listingTime,
  smsSendWork: fc.constantFrom('login', 'withdrawCoin', 'depositKrw'),
  numberOfCertification: fc.constantFrom('123456', '000000'),
  pause: fc.boolean(),
  favoritesBlocked: fc.boolean(),
  t: fc.nat().map(String),
  endpointType: fc.constant('PC'),
  path: fc.constantFrom('/', '/trade/order/btc-krw', '/assets/my', '/inout/*', '/Trade'),
  blocked: fc.boolean(),
  notice: fc.constantFrom('점검 중', '<b>x</b>'),
  noticeEn: fc.constantFrom('Paused', '<b>x</b>'),
  title: fc.constantFrom('공지', '<script>x</script>'),
  titleEn: fc.constantFrom('Notice', '<script>x</script>'),
  publishedAt: fc.constantFrom('2026-11-25T09:00:00+09:00', '2031-01-01T00:00:00Z'),
  displayingCompetitionCount: fc.integer({ min: 0, max: 3 }),
  preTaxIncome: fc.constantFrom(1, 999, 125_000),
  captchaKey: fc.constantFrom('k'.repeat(32), 'short'),
  captchaAnswer: fc.constantFrom('ABCDEF', 'abc', ' x '),
  accountType: fc.constantFrom('personal', 'corporate'),
  corporateType: fc.constantFrom(null, 'forProfit', 'overseas'),
  passwordConfirm: fc.constantFrom('demo1234', 'Secret12!'),
  name: fc.constantFrom('홍길동', 'Acme Co.', '<b>x</b>'),
  email: fc.constantFrom('a@example.com', 'x@', 'x'),
  nationCode: fc.constantFrom('KR', 'US', 'KP', 'ZZ'),
  phone: fc.constantFrom('010-1234-5678', '1', '010--1'),
  agreeTerms: fc.boolean(),
  agreePrivacy: fc.boolean(),
  agreeMarketing: fc.boolean(),
  attachmentIds: fc.constantFrom([], ['a'.repeat(32)], ['a'.repeat(32), 'a'.repeat(32)]),
};

/** The fields of the contract's requests, bodies and queries; a shape's first two are always there. */
const SHAPES: readonly (readonly Field[])[] = [
  ['key', 'side', 'orderType', 'price', 'quantity', 'amount', 'stopPrice', 'clientOrderId'],
  ['key', 'side', 'orderType', 'quantity'],
  ['key', 'side', 'orderType', 'amount'],
  ['price', 'clientOrderId'],
  ['key', 'price'],
  ['marketSymbol', 'isOpen'],
  ['key', 'buyOpenDate', 'sellOpenDate'],
  ['key'],
  ['loginId', 'password'],
  ['pause', 'favoritesBlocked'],
  ['smsSendWork', 'numberOfCertification'],
  ['key', 'interval', 'limit', 'to'],
  ['from', 'to', 'page', 'size', 'key'],
  ['endpointType', 'path'],
  ['path', 'blocked', 'loginId', 'notice', 'noticeEn'],
  ['title', 'titleEn', 'publishedAt'],
  ['displayingCompetitionCount'],
  ['loginId', 'preTaxIncome'],
  ['captchaKey', 'captchaAnswer'],
  [
    'loginId',
    'password',
    'passwordConfirm',
    'accountType',
    'corporateType',
    'name',
    'email',
    'nationCode',
    'phone',
    'agreeTerms',
    'agreePrivacy',
    'agreeMarketing',
    'captchaKey',
    'attachmentIds',
  ],
];

/** A field right `rightOf` times in `rightOf + 1`, else odd. */
const fieldValue = (field: Field, rightOf = 3) =>
  fc.oneof({ weight: rightOf, arbitrary: VALID[field] }, { weight: 1, arbitrary: oddValue });

/** One of the request shapes, its fields mostly right, some left out. */
const shaped: fc.Arbitrary<Record<string, unknown>> = fc.constantFrom(...SHAPES).chain((fields) =>
  fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue(field)])), {
    requiredKeys: fields.slice(0, 2),
  }),
);

/**
 * Every field at once, mostly right: the contract's schemas drop what they do not know, so this one object
 * gets past the validation of every route to the code behind it.
 */
const everything: fc.Arbitrary<Record<string, unknown>> = fc.record(
  Object.fromEntries(FIELDS.map((field) => [field, fieldValue(field, 12)])),
);

/**
 * An order the checks accept as written (a market order by amount, or one that walks the book), so that
 * the fuzz reaches the matching and the ledger, not only the validation: the other bodies rarely line up
 * every field of one order type.
 */
const wellFormedOrder: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc.record({
    key: fc.constantFrom('BTC-KRW', 'XRP-KRW', 'ETH-KRW'),
    side: fc.constant('buy'),
    orderType: fc.constant('market'),
    amount: fc.constantFrom(5_000, 10_000, 50_000),
  }),
  fc.record({
    key: fc.constantFrom('BTC-KRW', 'XRP-KRW', 'ETH-KRW'),
    side: fc.constant('sell'),
    orderType: fc.constant('market'),
    quantity: fc.constantFrom(0.001, 0.01, 1, 10),
  }),
);

/** Every field, a request shape, an object of the contract's field names, or any JSON value. */
const jsonBody: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: everything },
  { weight: 1, arbitrary: wellFormedOrder },
  { weight: 2, arbitrary: shaped },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), oddValue, { maxKeys: 8 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: oddValue },
);

/** Text JSON cannot say with JSON.stringify: numbers that parse to Infinity, broken and deep documents. */
const rawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '{"key":"BTC-KRW","orderType":"limit","side":"buy","price":1e999,"quantity":1}',
    '{"key":"BTC-KRW","orderType":"market","side":"sell","quantity":1e999}',
    '{"key":"BTC-KRW","orderType":"market","side":"buy","amount":-1e999}',
    '{"key":"BTC-KRW","price":1e999}',
    '{"price":-0.0,"quantity":-0}',
    '{"loginId":"demo-regular","password":"demo1234"',
    '{"__proto__":{"isAdmin":true},"key":"BTC-KRW"}',
    '{"constructor":{"prototype":{"x":1}}}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
    `{"a":${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}}`,
    '',
    'null',
    '"text"',
    'undefined',
    '\u0000',
    // Past the body limit.
    `"${'x'.repeat(1_100_000)}"`,
  ),
  fc.string({ maxLength: 60 }),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/json; charset=latin1',
  'application/jsonp',
];

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
export type Method = (typeof METHODS)[number];

/** What goes into a `:param` of a path: ids, keys, and what they must survive. */
const pathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...COIN_KEYS,
    '0',
    '-1',
    '1e3',
    '0x1',
    '9'.repeat(40),
    '%zz',
    '%00',
    '..',
    '%2e%2e',
    '%F0%9F%99%82',
  ),
  fc.oneof(fc.integer({ min: 1, max: 60 }), fc.nat({ max: 1_000_000 })).map(String),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
);

function fillPath(url: string, segments: readonly string[]): string {
  let index = 0;
  return url.replace(/:\w+/g, () => segments[index++ % segments.length] ?? '1');
}

function queryString(entries: readonly [string, unknown][]): string {
  if (entries.length === 0) return '';
  const parts = entries.map(([name, value]) => {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
    return `${encodeURIComponent(name)}=${encodeURIComponent(text)}`;
  });
  return `?${parts.join('&')}`;
}

export interface FuzzRequest {
  method: Method;
  url: string;
  /** undefined: no body at all. */
  payload: string | undefined;
  contentType: string | undefined;
  loggedIn: boolean;
  language: 'ko' | 'en';
}

/** Requests over `routes`: mostly their own method, sometimes another, sometimes a path beside them. */
export function fuzzRequest(routes: readonly RouteEntry[]): fc.Arbitrary<FuzzRequest> {
  // Calls that change state are where money moves: they are picked three times as often.
  const route = fc.oneof(
    ...routes.map((entry) => ({ weight: entry.method === 'GET' ? 1 : 3, arbitrary: fc.constant(entry) })),
  );
  const method = (own: string) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant(own as Method) },
      { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
    );
  const pathOf = (url: string) =>
    fc.oneof(
      {
        weight: 8,
        arbitrary: fc.array(pathSegment, { minLength: 1, maxLength: 2 }).map((s) => fillPath(url, s)),
      },
      { weight: 1, arbitrary: pathSegment.map((s) => `${fillPath(url, [s])}/${s}`) },
      { weight: 1, arbitrary: fc.constantFrom(`${url}/`, `${url}//`, url.toUpperCase(), `${url}%2F..`) },
    );
  const query = fc.oneof(
    everything.map((fields) => Object.entries(fields)),
    shaped.map((fields) => Object.entries(fields)),
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), oddValue), {
      maxLength: 5,
    }),
  );
  const body: fc.Arbitrary<{ payload: string | undefined; contentType: string | undefined }> = fc.oneof(
    { weight: 2, arbitrary: fc.constant({ payload: undefined, contentType: undefined }) },
    {
      weight: 6,
      arbitrary: fc.record({
        payload: jsonBody.map((value) => JSON.stringify(value) ?? 'null'),
        contentType: fc.oneof(
          { weight: 5, arbitrary: fc.constant('application/json') },
          { weight: 2, arbitrary: fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined) },
        ),
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        payload: rawBody,
        contentType: fc.constantFrom<string | undefined>(...CONTENT_TYPES, undefined),
      }),
    },
  );
  return route.chain((entry) =>
    fc
      .record({
        method: method(entry.method),
        url: fc.tuple(pathOf(entry.url), query).map(([path, q]) => path + queryString(q)),
        body,
        loggedIn: fc.oneof(
          { weight: 3, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
        language: fc.constantFrom('ko' as const, 'en' as const),
      })
      .map(({ body: b, ...rest }) => ({ ...rest, ...b })),
  );
}
