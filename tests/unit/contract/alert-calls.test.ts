/**
 * The alert calls' schemas (contract/alert-calls.ts): refined with alertProblem, they take every good
 * alert of the rules' table and refuse each bad one as the rule does; the PUT's base version, the delete's
 * version, the stored alert's fields, and the refusals' messages in both languages.
 */
import { describe, expect, test } from 'vitest';
import {
  ALERT_ERROR_CODES,
  ALERT_ERROR_MESSAGES,
  ALERT_MESSAGE_MAX,
  ALERT_PROBLEMS,
  API,
  RESPONSE_SCHEMAS,
  alertDeleteQuery,
  alertInvalidSchema,
  alertListSchema,
  alertProblem,
  alertPutRequest,
  alertSchema,
  alertStaleSchema,
  type Alert,
  type AlertPutRequest,
} from '../../../contract';

const PUT: AlertPutRequest = {
  coin: 'BTC-KRW',
  condition: { kind: 'price', op: 'crossesUp', value: 100 },
  trigger: 'oncePerBar',
  expiresAt: null,
  message: '목표가',
  active: true,
  baseVersion: 0,
};

const STORED: Alert = {
  coin: PUT.coin,
  condition: PUT.condition,
  trigger: PUT.trigger,
  expiresAt: 1_800_000_000_000,
  message: PUT.message,
  active: true,
  id: '7d1c0b7e-5a0e-4c39-9a55-4f1c8f2b0e11',
  version: 3,
  createdAt: 1_700_000_000_000,
  updatedAt: 1_700_000_100_000,
};

const CONDITIONS: [string, unknown][] = [
  ['price', { kind: 'price', op: 'lessThan', value: 95.5 }],
  ['price at zero', { kind: 'price', op: 'lessThan', value: 0 }],
  ['move', { kind: 'move', direction: 'up', percent: 3, minutes: 15 }],
  ['move of 0 %', { kind: 'move', direction: 'up', percent: 0, minutes: 15 }],
  ['move over a day', { kind: 'move', direction: 'up', percent: 3, minutes: 1441 }],
  ['drawing', { kind: 'drawing', drawingId: 'abc', line: 1, op: 'crossesDown' }],
  ['drawing, greater than', { kind: 'drawing', drawingId: 'abc', line: 0, op: 'greaterThan' }],
  ['drawing, a third line', { kind: 'drawing', drawingId: 'abc', line: 2, op: 'crosses' }],
  [
    'indicator',
    {
      kind: 'indicator',
      interval: '15',
      indicator: { kind: 'macd', params: { fastLength: 12, source: 'close' } },
      line: 'macd',
      op: 'crossesUp',
      target: { line: 'signal' },
    },
  ],
  [
    'indicator, two targets',
    {
      kind: 'indicator',
      interval: '15',
      indicator: { kind: 'rsi', params: {} },
      line: 'rsi',
      op: 'crossesUp',
      target: { line: 'signal', value: 3 },
    },
  ],
  [
    'indicator, a bad name',
    {
      kind: 'indicator',
      interval: '15',
      indicator: { kind: 'r s i', params: {} },
      line: 'rsi',
      op: 'crossesUp',
      target: { value: 70 },
    },
  ],
  ['forecast', { kind: 'forecast', interval: '1D', side: 'down', level: 0.55 }],
  ['forecast at level 0', { kind: 'forecast', interval: '1D', side: 'down', level: 0 }],
  ['unknown kind', { kind: 'volume', value: 3 }],
];

describe('the schemas give alertProblem answers', () => {
  test.each(CONDITIONS)('%s', (_name, condition) => {
    const body = { ...PUT, condition };
    const good = alertProblem(body) === undefined;
    expect(alertPutRequest.safeParse(body).success).toBe(good);
    expect(alertSchema.safeParse({ ...STORED, condition }).success).toBe(good);
  });

  test.each([
    ['a message too long', { message: 'x'.repeat(ALERT_MESSAGE_MAX + 1) }],
    ['an unknown trigger', { trigger: 'always' }],
    ['an expiry as text', { expiresAt: 'tomorrow' }],
    ['no coin', { coin: 'BTC' }],
  ])('%s is refused', (_name, change) => {
    expect(alertPutRequest.safeParse({ ...PUT, ...change }).success).toBe(false);
    expect(alertSchema.safeParse({ ...STORED, ...change }).success).toBe(false);
  });

  test('the refusal names the problem', () => {
    const result = alertPutRequest.safeParse({ ...PUT, message: 'x'.repeat(ALERT_MESSAGE_MAX + 1) });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['message']);
  });
});

describe('alertPutRequest', () => {
  test('a create (base version 0) and an update (the stored version)', () => {
    expect(alertPutRequest.parse(PUT)).toEqual(PUT);
    expect(alertPutRequest.safeParse({ ...PUT, baseVersion: 7 }).success).toBe(true);
  });

  test.each([-1, 1.5, '1', Number.MAX_SAFE_INTEGER + 2])('a base version of %s is refused', (baseVersion) => {
    expect(alertPutRequest.safeParse({ ...PUT, baseVersion }).success).toBe(false);
  });
});

describe('the answers', () => {
  test('a stored alert, the list, the stale refusal', () => {
    expect(alertSchema.parse(STORED)).toEqual(STORED);
    expect(RESPONSE_SCHEMAS.putAlert.parse(STORED)).toEqual(STORED);
    expect(alertListSchema.parse({ alerts: [STORED] })).toEqual({ alerts: [STORED] });
    expect(RESPONSE_SCHEMAS.alerts.parse({ alerts: [] })).toEqual({ alerts: [] });
    expect(RESPONSE_SCHEMAS.deleteAlert.parse(null)).toBeNull();
    expect(alertStaleSchema.parse({ current: STORED })).toEqual({ current: STORED });
  });

  test.each([
    ['version 0', { version: 0 }],
    ['an id with a slash', { id: 'a/b' }],
    ['no creation time', { createdAt: undefined }],
  ])('a stored alert with %s is refused', (_name, change) => {
    expect(alertSchema.safeParse({ ...STORED, ...change }).success).toBe(false);
  });

  test('the invalid refusal carries a problem of the list', () => {
    for (const problem of ALERT_PROBLEMS) expect(alertInvalidSchema.parse({ problem })).toEqual({ problem });
    expect(alertInvalidSchema.safeParse({ problem: 'other' }).success).toBe(false);
  });
});

test.each([
  ['1', true],
  ['12', true],
  ['0', false],
  ['1.5', false],
  ['x', false],
])('DELETE version %s', (version, good) => {
  expect(alertDeleteQuery.safeParse({ version }).success).toBe(good);
});

test('every refusal but invalid has its message in both languages, and its own code', () => {
  for (const [error, texts] of Object.entries(ALERT_ERROR_MESSAGES)) {
    expect(texts.ko, error).not.toBe('');
    expect(texts.en, error).not.toBe('');
  }
  const codes = Object.values(ALERT_ERROR_CODES);
  expect(new Set(codes).size).toBe(codes.length);
});

test('the paths', () => {
  expect(API.alerts).toBe('/v1/alerts');
  expect(API.alert('a-1')).toBe('/v1/alerts/a-1');
});
