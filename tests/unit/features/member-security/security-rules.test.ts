/** The security page's rules: typed addresses and their problems, the key limit, rows, and the task steps. */
import { describe, expect, test } from 'vitest';
import { OPEN_API, type OpenApiKey } from '../../../../contract';
import {
  canIssueKey,
  ipListProblems,
  keyRows,
  NO_TASK,
  parseIpList,
  securityReducer,
  smsWorkOf,
  type SecurityAction,
  type SecurityTask,
} from '../../../../src/features/member-security/security-rules';

const key = (n: number, change: Partial<OpenApiKey> = {}): OpenApiKey => ({
  accessKey: String(n).repeat(40).slice(0, 40),
  allowedIps: [],
  createdAt: '2026-11-26T12:00:00+09:00',
  lastUsedAt: null,
  ...change,
});

describe('typed addresses', () => {
  test.each([
    ['', []],
    ['1.2.3.4', ['1.2.3.4']],
    [' 1.2.3.4 \n\n::1 ', ['1.2.3.4', '::1']],
    ['1.2.3.4, 5.6.7.8 9.9.9.9', ['1.2.3.4', '5.6.7.8', '9.9.9.9']],
  ])('%j → %j', (text, ips) => {
    expect(parseIpList(text)).toEqual(ips);
  });

  test.each([
    ['', []],
    ['1.2.3.4\n2001:db8::1', []],
    ['1.2.3', [{ problem: 'invalid', ip: '1.2.3' }]],
    ['256.0.0.1', [{ problem: 'invalid', ip: '256.0.0.1' }]],
    ['01.2.3.4', [{ problem: 'invalid', ip: '01.2.3.4' }]],
    ['1.2.3.4\n1.2.3.4', [{ problem: 'duplicate', ip: '1.2.3.4' }]],
    ['2001:DB8::1\n2001:db8::1', [{ problem: 'duplicate', ip: '2001:db8::1' }]],
    ['1.1.1.1 1.1.1.2 1.1.1.3 1.1.1.4 1.1.1.5', []],
    ['1.1.1.1 1.1.1.2 1.1.1.3 1.1.1.4 1.1.1.5 x', [{ problem: 'tooMany' }, { problem: 'invalid', ip: 'x' }]],
  ])('%j: %j', (text, problems) => {
    expect(ipListProblems(text)).toEqual(problems);
  });
});

test(`another key may be issued below ${OPEN_API.maxKeys}`, () => {
  const keys = Array.from({ length: OPEN_API.maxKeys }, (_, n) => key(n));
  expect(canIssueKey(keys.slice(1))).toBe(true);
  expect(canIssueKey(keys)).toBe(false);
});

test('rows: any address, never used, KST times', () => {
  expect(
    keyRows([key(1), key(2, { allowedIps: ['1.2.3.4', '::1'], lastUsedAt: '2026-11-26T03:04:00Z' })]),
  ).toEqual([
    {
      accessKey: '1'.repeat(40),
      short: '11111111…',
      allowedIps: null,
      createdAt: '2026-11-26 12:00',
      lastUsedAt: null,
    },
    {
      accessKey: '2'.repeat(40),
      short: '22222222…',
      allowedIps: '1.2.3.4, ::1',
      createdAt: '2026-11-26 12:00',
      lastUsedAt: '2026-11-26 12:04',
    },
  ]);
});

describe('one task at a time, each waiting for its SMS work', () => {
  const run = (...actions: SecurityAction[]) => actions.reduce(securityReducer, NO_TASK);
  const cases: [string, SecurityTask, SecurityTask['kind'], string | undefined][] = [
    ['nothing', run(), 'none', undefined],
    ['SMS login on', run({ type: 'switchSmsLogin', enable: true }), 'smsLogin', 'login'],
    ['issue: the addresses first', run({ type: 'startIssue' }), 'issue', undefined],
    [
      'issue: good addresses, then SMS',
      run({ type: 'startIssue' }, { type: 'ipsTyped', text: '1.2.3.4' }, { type: 'ipsSubmitted' }),
      'issue',
      'issueOpenApiKey',
    ],
    [
      'issue: bad addresses stay in the editor',
      run({ type: 'startIssue' }, { type: 'ipsTyped', text: 'nope' }, { type: 'ipsSubmitted' }),
      'issue',
      undefined,
    ],
    [
      'issue: none at all is any address',
      run({ type: 'startIssue' }, { type: 'ipsSubmitted' }),
      'issue',
      'issueOpenApiKey',
    ],
    [
      'allowed IPs: SMS after the editor',
      run({ type: 'editIps', key: key(3, { allowedIps: ['1.2.3.4'] }) }, { type: 'ipsSubmitted' }),
      'allowedIps',
      'modifyOpenApiKeyAllowIp',
    ],
    [
      'delete: SMS after the confirm',
      run({ type: 'deleteConfirmed', accessKey: 'k' }),
      'delete',
      'deleteOpenApiKey',
    ],
    ['cancelled', run({ type: 'startIssue' }, { type: 'closed' }), 'none', undefined],
  ];
  test.each(cases)('%s', (_name, task, kind, work) => {
    expect(task.kind).toBe(kind);
    expect(smsWorkOf(task)).toBe(work);
  });

  test('the editor starts with the key’s addresses, one per line; bad ones mark the form tried', () => {
    const editing = run({ type: 'editIps', key: key(3, { allowedIps: ['1.2.3.4', '::1'] }) });
    expect(editing).toMatchObject({ ips: '1.2.3.4\n::1', tried: false, step: 'ips' });
    const tried = run(
      { type: 'editIps', key: key(3) },
      { type: 'ipsTyped', text: 'x' },
      { type: 'ipsSubmitted' },
    );
    expect(tried).toMatchObject({ tried: true, step: 'ips' });
  });

  test('typing outside the editor changes nothing', () => {
    const atSms = run({ type: 'startIssue' }, { type: 'ipsSubmitted' });
    expect(securityReducer(atSms, { type: 'ipsTyped', text: '9.9.9.9' })).toBe(atSms);
    expect(securityReducer(NO_TASK, { type: 'ipsSubmitted' })).toBe(NO_TASK);
  });
});
