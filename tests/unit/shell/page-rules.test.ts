import { describe, expect, test } from 'vitest';
import type { UserInfo } from '../../../contract';
import { demoUser } from '../../fixtures/user';
import type { PageAccess } from '../../../src/shell/pages';
import {
  accountRestriction,
  decideVersion,
  documentTitle,
  guardPage,
  readReturnPath,
  themeForPath,
  type GuardDecision,
} from '../../../src/shell/page-rules';
import type { SessionStatus } from '../../../src/state/session';

const user = demoUser;

describe('guardPage', () => {
  test.each<[PageAccess, SessionStatus, unknown, GuardDecision]>([
    ['public', 'unknown', null, { kind: 'render' }],
    ['public', 'guest', null, { kind: 'render' }],
    ['public', 'member', null, { kind: 'render' }],
    ['member', 'unknown', null, { kind: 'wait' }],
    ['member', 'member', null, { kind: 'render' }],
    ['member', 'guest', null, { kind: 'redirect', to: '/login', state: { from: '/assets/my?tab=1' } }],
    ['guest', 'unknown', null, { kind: 'wait' }],
    ['guest', 'guest', null, { kind: 'render' }],
    ['guest', 'member', null, { kind: 'redirect', to: '/' }],
    ['guest', 'member', { from: '/inout/deposit/KRW' }, { kind: 'redirect', to: '/inout/deposit/KRW' }],
    ['guest', 'member', { from: 'https://evil.example' }, { kind: 'redirect', to: '/' }],
    ['guest', 'member', { from: '/login' }, { kind: 'redirect', to: '/' }],
  ])('%s page, %s session, state %j', (access, status, state, expected) => {
    expect(guardPage(access, status, '/assets/my?tab=1', state)).toEqual(expected);
  });
});

describe('readReturnPath', () => {
  test.each([
    [{ from: '/trade/order/BTC-KRW' }, '/trade/order/BTC-KRW'],
    [{ from: '//evil.example' }, null],
    [{ from: 5 }, null],
    [{ from: '/login?x' }, null],
    [null, null],
    ['/assets/my', null],
  ])('%j → %j', (state, expected) => {
    expect(readReturnPath(state)).toBe(expected);
  });
});

describe('accountRestriction', () => {
  test.each<[string, Partial<UserInfo>, string, string | null]>([
    ['normal member', {}, '/', null],
    ['trade password I', { useTradePasswordStatus: 'I' }, '/', '/legacy/member_operation/login_security'],
    [
      'trade password I already there',
      { useTradePasswordStatus: 'I' },
      '/legacy/member_operation/login_security',
      null,
    ],
    ['dormant', { status: 'H' }, '/assets/my', '/legacy/member_operation/dormant_member'],
    [
      'trade password I wins over dormant',
      { status: 'H', useTradePasswordStatus: 'I' },
      '/',
      '/legacy/member_operation/login_security',
    ],
    ['minor', { isMinor: true }, '/trade/order/BTC-KRW', '/legacy/member_operation/minor'],
    ['minor on the KYC block page', { isMinor: true }, '/block/kyc', null],
    ['sub-account', { retCd: 36 }, '/assets/my', '/block/sub-accounts-info'],
    ['sub-account on terms', { retCd: 36 }, '/terms/info-terms', null],
    ['sub-account on its notice', { retCd: 36 }, '/block/sub-accounts-info', null],
    [
      'campaign target, join type 1, home',
      { isPasswordChgCampaignTarget: true, joinType: 1 },
      '/',
      '/member/personal-information-protection',
    ],
    [
      'campaign target, join type 1, elsewhere',
      { isPasswordChgCampaignTarget: true, joinType: 1 },
      '/insight',
      null,
    ],
    ['campaign target, other join type', { isPasswordChgCampaignTarget: true, joinType: 2 }, '/', null],
  ])('%s on %s', (_name, overrides, path, expected) => {
    expect(accountRestriction(user(overrides), path)).toBe(expected);
  });
});

describe('themeForPath: dark only on the trade order page; the chart popup follows the chart', () => {
  test.each([
    ['/trade/order/BTC-KRW', undefined, 'dark'],
    ['/trade/order/BTC-KRW', 'light', 'dark'],
    ['/react/trade/order/BTC-KRW', 'light', 'dark'],
    ['/trade/order/popout/live-price/BTC-KRW', 'light', 'dark'],
    ['/trade/chart/BTC-KRW', undefined, 'light'],
    ['/trade/chart/BTC-KRW', 'light', 'light'],
    ['/trade/chart/BTC-KRW', 'dark', 'dark'],
    ['/trade/status/BTC-KRW', 'dark', 'light'],
    ['/inout/deposit/KRW', 'dark', 'light'],
    ['/', 'dark', 'light'],
  ] as const)('%s with the chart %s → %s', (path, chartTheme, theme) => {
    expect(themeForPath(path, chartTheme)).toBe(theme);
  });
});

describe('decideVersion', () => {
  test.each([
    ['0.1.0', null, null, 'show'],
    ['0.1.0', '0.1.0', null, 'show'],
    ['0.1.0', '0.0.9', null, 'show'],
    ['0.1.0', '0.2.0', null, 'reload'],
    ['0.1.0', '0.2.0', '0.2.0', 'show'],
    ['0.1.0', '0.3.0', '0.2.0', 'reload'],
    ['0.1.0', 'not-a-version', null, 'show'],
  ] as const)('built %s, remote %j, reloaded for %j → %s', (built, remote, reloadedFor, expected) => {
    expect(decideVersion(built, remote, reloadedFor)).toBe(expected);
  });
});

describe('documentTitle', () => {
  test.each([
    ['Log in', 'Tradedeck', 'Log in | Tradedeck'],
    ['Tradedeck — digital asset exchange', 'Tradedeck', 'Tradedeck — digital asset exchange'],
  ])('%s', (title, app, expected) => {
    expect(documentTitle(title, app)).toBe(expected);
  });
});
