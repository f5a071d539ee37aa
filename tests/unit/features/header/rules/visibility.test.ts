import { describe, expect, test } from 'vitest';
import { SHELL, type LimitRaiseCase, type LimitCustType } from '../../../../../contract';
import {
  businessIntroVisible,
  corporateBusinessVisible,
  entryVisible,
  headerScrolled,
  limitQueriesEnabled,
  limitRaiseVisible,
  noticeIsNew,
  rankingVisible,
  referralVisible,
  type MenuContext,
  type MenuUser,
  type VisibilityRule,
} from '../../../../../src/features/header/rules/visibility';
import type { SessionStatus } from '../../../../../src/state/session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const NOW = Date.parse('2026-03-10T12:00:00+09:00');

const member = (overrides: Partial<MenuUser> = {}): MenuUser => ({
  isBusiness: false,
  isMinor: false,
  retCd: 0,
  isLimitAccount: false,
  isVirtualAccount: false,
  ...overrides,
});

const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({
  status: 'guest',
  user: null,
  language: 'ko',
  corporateMenuEnabled: true,
  competition: undefined,
  limitType: undefined,
  limitRaiseCondition: undefined,
  ...overrides,
});

describe('referral', () => {
  test.each<[string, SessionStatus, MenuUser | null, boolean]>([
    ['a guest (the page asks them to log in)', 'guest', null, true],
    ['while the session is unknown', 'unknown', null, false],
    ['a regular member', 'member', member(), true],
    ['a business account', 'member', member({ isBusiness: true }), false],
    ['a minor', 'member', member({ isMinor: true }), false],
    ['a sub-account (retCd 36)', 'member', member({ retCd: 36 }), false],
    ['another retCd', 'member', member({ retCd: 35 }), true],
    ['a business minor', 'member', member({ isBusiness: true, isMinor: true }), false],
  ])('%s', (_, status, user, visible) => {
    expect(referralVisible({ status, user })).toBe(visible);
  });
});

describe('ranking event', () => {
  test.each([
    [undefined, false],
    [{ displayingCompetitionCount: 0 }, false],
    [{ displayingCompetitionCount: 1 }, true],
    [{ displayingCompetitionCount: 7 }, true],
  ])('competition %j → %s', (competition, visible) => {
    expect(rankingVisible(competition)).toBe(visible);
  });
});

describe('business intro and corporate business', () => {
  test.each<[SessionStatus, boolean]>([
    ['guest', true],
    ['member', false],
    ['unknown', false],
  ])('business intro for %s → %s', (status, visible) => {
    expect(businessIntroVisible(status)).toBe(visible);
  });

  test.each([
    ['ko', true, true],
    ['ko', false, false],
    ['en', true, false],
    ['en', false, false],
  ] as const)('corporate business in %s with the flag %s → %s', (language, flag, visible) => {
    expect(corporateBusinessVisible(language, flag)).toBe(visible);
  });
});

describe('notice "new" dot: younger than 72 hours', () => {
  const publishedAgo = (ms: number) => [{ publicationDateTime: new Date(NOW - ms).toISOString() }];
  test.each([
    ['71:59', 71 * HOUR + 59 * MINUTE, true],
    ['72:00', 72 * HOUR, false],
    ['72:01', 72 * HOUR + MINUTE, false],
    ['1 ms before 72:00', 72 * HOUR - 1, true],
    ['just now', 0, true],
    ['a minute in the future', -MINUTE, false],
  ])('published %s ago', (_, age, isNew) => {
    expect(noticeIsNew(publishedAgo(age), NOW)).toBe(isNew);
  });

  test('only the newest (first) notice counts', () => {
    const notices = [
      { publicationDateTime: new Date(NOW - 100 * HOUR).toISOString() },
      { publicationDateTime: new Date(NOW - HOUR).toISOString() },
    ];
    expect(noticeIsNew(notices, NOW)).toBe(false);
  });

  test('offsets count: 12:00 KST is 03:00 UTC', () => {
    expect(noticeIsNew([{ publicationDateTime: '2026-03-07T03:01:00Z' }], NOW)).toBe(true);
    expect(noticeIsNew([{ publicationDateTime: '2026-03-07T12:00:00+09:00' }], NOW)).toBe(false);
  });

  test.each([
    ['no answer', undefined],
    ['no notices', []],
    ['a date that does not parse', [{ publicationDateTime: 'yesterday' }]],
  ])('%s: no dot', (_, notices) => {
    expect(noticeIsNew(notices, NOW)).toBe(false);
  });

  test('the window is the contract’s', () => {
    expect(SHELL.newNoticeWindowMs).toBe(72 * HOUR);
  });
});

describe('limit-raise request: the four conditions', () => {
  const limitMember = member({ isLimitAccount: true, isVirtualAccount: true });
  const open = { limitCustType: 'LIMIT_ACCOUNT' as LimitCustType, case: '05' as LimitRaiseCase };
  test.each<
    [string, SessionStatus, MenuUser | null, LimitCustType | undefined, LimitRaiseCase | undefined, boolean]
  >([
    ['all four hold', 'member', limitMember, open.limitCustType, open.case, true],
    ['no limit account', 'member', member({ isVirtualAccount: true }), open.limitCustType, open.case, false],
    ['no virtual account', 'member', member({ isLimitAccount: true }), open.limitCustType, open.case, false],
    ['limit type GENERAL', 'member', limitMember, 'GENERAL', open.case, false],
    ['condition case 01', 'member', limitMember, open.limitCustType, '01', false],
    ['condition case 03 (pending)', 'member', limitMember, open.limitCustType, '03', false],
    ['condition case 04', 'member', limitMember, open.limitCustType, '04', false],
    ['limit type not answered (failed call)', 'member', limitMember, undefined, open.case, false],
    ['condition not answered (failed call)', 'member', limitMember, open.limitCustType, undefined, false],
    ['a guest', 'guest', null, open.limitCustType, open.case, false],
    ['while the session is unknown', 'unknown', limitMember, open.limitCustType, open.case, false],
  ])('%s', (_, status, user, limitCustType, raiseCase, visible) => {
    expect(
      limitRaiseVisible({
        status,
        user,
        limitType: limitCustType === undefined ? undefined : { limitCustType },
        limitRaiseCondition:
          raiseCase === undefined ? undefined : { statusOfRaiseLimitLineCondition: raiseCase },
      }),
    ).toBe(visible);
  });

  test.each<[SessionStatus, MenuUser | null, boolean]>([
    ['member', limitMember, true],
    ['member', member({ isLimitAccount: true }), false],
    ['member', member({ isVirtualAccount: true }), false],
    ['member', member(), false],
    ['guest', null, false],
  ])('the two limit calls run for %s %j → %s', (status, user, enabled) => {
    expect(limitQueriesEnabled(status, user)).toBe(enabled);
  });
});

describe('entryVisible: business × flag × locale × login × competition', () => {
  const logins: [string, Partial<MenuContext>][] = [
    ['guest', { status: 'guest', user: null }],
    ['member', { status: 'member', user: member() }],
    ['business', { status: 'member', user: member({ isBusiness: true }) }],
  ];
  const rows: [string, Partial<MenuContext>, Record<VisibilityRule, boolean>][] = [];
  for (const [login, session] of logins) {
    for (const language of ['ko', 'en'] as const) {
      for (const flag of [true, false]) {
        for (const count of [0, 1]) {
          rows.push([
            `${login}, ${language}, flag ${flag}, ${count} competition(s)`,
            {
              ...session,
              language,
              corporateMenuEnabled: flag,
              competition: { displayingCompetitionCount: count },
            },
            {
              referral: login !== 'business',
              ranking: count > 0,
              businessIntro: login === 'guest',
              corporateBusiness: language === 'ko' && flag,
              limitRaise: false,
            },
          ]);
        }
      }
    }
  }
  test.each(rows)('%s', (_, overrides, expected) => {
    const shown = Object.fromEntries(
      (Object.keys(expected) as VisibilityRule[]).map((rule) => [
        rule,
        entryVisible(rule, context(overrides)),
      ]),
    );
    expect(shown).toEqual(expected);
  });

  test('an entry without a rule is shown to all', () => {
    expect(entryVisible(undefined, context({ status: 'unknown' }))).toBe(true);
  });
});

describe('scroll flag', () => {
  test.each([
    [0, false],
    [0.5, true],
    [1, true],
    [400, true],
  ])('scrollY %s → %s', (scrollY, scrolled) => {
    expect(headerScrolled(scrollY)).toBe(scrolled);
  });
});
