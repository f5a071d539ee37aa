/**
 * Who sees which menu entry (shell spec §2.2, §4, §6), as plain functions of what the header knows: the
 * session, the language, the corporate-menu flag and the answers of the silent queries. An answer that
 * has not arrived (or failed, §7) is `undefined`, and the entry that depends on it stays hidden.
 */
import {
  SHELL,
  type CompetitionSummary,
  type LimitRaiseCondition,
  type LimitType,
  type Notice,
} from '../../../../contract';
import type { UserInfo } from '../../../../contract';
import type { Language } from '../../../lib/languages';
import { SUB_ACCOUNT_RET_CD } from '../../../shell/page-rules';
import type { SessionStatus } from '../../../state/session';

/** The account fields the rules read. */
export type MenuUser = Pick<
  UserInfo,
  'isBusiness' | 'isMinor' | 'retCd' | 'isLimitAccount' | 'isVirtualAccount'
>;

export interface MenuContext {
  status: SessionStatus;
  /** The member's account; null for guests and while the session is unknown. */
  user: MenuUser | null;
  language: Language;
  corporateMenuEnabled: boolean;
  competition: CompetitionSummary | undefined;
  limitType: LimitType | undefined;
  limitRaiseCondition: LimitRaiseCondition | undefined;
}

/** The entries that are not shown to everyone, each with its rule. */
export type VisibilityRule = 'referral' | 'ranking' | 'businessIntro' | 'corporateBusiness' | 'limitRaise';

/**
 * Friend referral: hidden for business accounts and, reading §2.2's "some other accounts", for minors and
 * sub-accounts. Guests see it (the referral page asks them to log in); while the session is unknown it
 * waits, so a business member never sees it flash.
 */
export function referralVisible({ status, user }: Pick<MenuContext, 'status' | 'user'>): boolean {
  if (status === 'guest') return true;
  if (status !== 'member' || !user) return false;
  return !user.isBusiness && !user.isMinor && user.retCd !== SUB_ACCOUNT_RET_CD;
}

/** Ranking event: only while a ranking competition is displayed. */
export function rankingVisible(competition: CompetitionSummary | undefined): boolean {
  return (competition?.displayingCompetitionCount ?? 0) > 0;
}

/** Business intro: for logged-out visitors only. */
export function businessIntroVisible(status: SessionStatus): boolean {
  return status === 'guest';
}

/** Corporate business: Korean locale, and the deployment's flag on. */
export function corporateBusinessVisible(language: Language, flagOn: boolean): boolean {
  return language === 'ko' && flagOn;
}

/** The limit-type and limit-raise-condition calls run only for members with both account flags. */
export function limitQueriesEnabled(status: SessionStatus, user: MenuUser | null): boolean {
  return status === 'member' && user !== null && user.isLimitAccount && user.isVirtualAccount;
}

/**
 * The limit-raise tab (§4): a limit account with a virtual account, limit type LIMIT_ACCOUNT, and the
 * raise condition at the open case (05).
 */
export function limitRaiseVisible(
  context: Pick<MenuContext, 'status' | 'user' | 'limitType' | 'limitRaiseCondition'>,
): boolean {
  return (
    limitQueriesEnabled(context.status, context.user) &&
    context.limitType?.limitCustType === SHELL.limitAccountType &&
    context.limitRaiseCondition?.statusOfRaiseLimitLineCondition === SHELL.limitRaiseOpenCase
  );
}

const RULES: Record<VisibilityRule, (context: MenuContext) => boolean> = {
  referral: referralVisible,
  ranking: (context) => rankingVisible(context.competition),
  businessIntro: (context) => businessIntroVisible(context.status),
  corporateBusiness: (context) => corporateBusinessVisible(context.language, context.corporateMenuEnabled),
  limitRaise: limitRaiseVisible,
};

/** Whether an entry with this rule (none: shown to all) is shown. */
export function entryVisible(rule: VisibilityRule | undefined, context: MenuContext): boolean {
  return rule === undefined || RULES[rule](context);
}

/**
 * The notice entry's "new" dot: the newest notice (the answer is newest first) was published less than
 * SHELL.newNoticeWindowMs ago. At exactly 72:00 it is no longer new; a date in the future is not new
 * either, and neither is a date that does not parse.
 */
export function noticeIsNew(
  notices: readonly Pick<Notice, 'publicationDateTime'>[] | undefined,
  nowMs: number,
): boolean {
  const newest = notices?.[0];
  if (!newest) return false;
  const age = nowMs - Date.parse(newest.publicationDateTime);
  return age >= 0 && age < SHELL.newNoticeWindowMs;
}

/** The scroll flag (§4): the page is scrolled from the top, and the header turns compact. */
export function headerScrolled(scrollY: number): boolean {
  return scrollY > 0;
}
