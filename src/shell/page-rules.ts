/**
 * Pure rules of the app shell: the page guard (chart spec §2), account-state restrictions (chart spec §6),
 * the theme by path and the build-version decision (shell spec §4).
 */
import type { UserInfo } from '../../contract';
import { isNewerVersion } from '../lib/version';
import { HOME_PATH, isChartPopupPath, isSafeReturnPath, isTradeOrderPath, LOGIN_PATH } from '../lib/paths';
import { pagePath, type PageAccess } from './pages';
import type { SessionStatus } from '../state/session';

/** Navigation state carrying the page a guest was sent away from, so that login can return there. */
export interface ReturnState {
  from: string;
}

export function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const from = (state as { from: unknown }).from;
  return isSafeReturnPath(from) && !from.startsWith(LOGIN_PATH) ? from : null;
}

export type GuardDecision =
  | { kind: 'render' }
  /** The session is not known yet: show nothing rather than the wrong page. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string; state?: ReturnState };

/**
 * A member-only page sends a guest to login, remembering where they were. A guest-only page (login,
 * sign-up) reached by a member sends them back to where they came from, or home.
 */
export function guardPage(
  access: PageAccess,
  status: SessionStatus,
  currentPath: string,
  navigationState: unknown,
): GuardDecision {
  if (access === 'public') return { kind: 'render' };
  if (status === 'unknown') return { kind: 'wait' };
  if (access === 'member' && status === 'guest')
    return { kind: 'redirect', to: LOGIN_PATH, state: { from: currentPath } };
  if (access === 'guest' && status === 'member')
    return { kind: 'redirect', to: readReturnPath(navigationState) ?? HOME_PATH };
  return { kind: 'render' };
}

export const RESTRICTION_PATHS = {
  loginSecurity: pagePath('loginSecurity'),
  dormant: pagePath('dormantMember'),
  minor: pagePath('minorMember'),
  subAccount: pagePath('blockSubAccounts'),
  kyc: pagePath('blockKyc'),
  personalInfoProtection: pagePath('personalInfoProtection'),
};

/** retCd of a sub-account (chart spec §6). */
export const SUB_ACCOUNT_RET_CD = 36;

/**
 * Where a sub-account, or a member the exchange blocks, may still go (the spec does not list them): the
 * notices of the restrictions (the block pages, the member-operation pages), the public guides and terms.
 */
const RESTRICTED_ALLOWED = [/^\/block\//, /^\/legacy\/member_operation\//, /^\/terms\//, /^\/info\//];
const restrictedMayGo = (pathname: string) => RESTRICTED_ALLOWED.some((allowed) => allowed.test(pathname));

/**
 * The page an account state forces a member onto, or null. Checked in the spec's order, then the page the
 * exchange's block names (`blockTarget`, learnt from a refusal: account-blocks.ts); a member already on
 * the target page stays there.
 */
export function accountRestriction(
  user: UserInfo,
  pathname: string,
  blockTarget: string | null = null,
): string | null {
  const target = restrictionTarget(user, pathname, blockTarget);
  return target === pathname ? null : target;
}

function restrictionTarget(user: UserInfo, pathname: string, blockTarget: string | null): string | null {
  if (user.useTradePasswordStatus === 'I') return RESTRICTION_PATHS.loginSecurity;
  if (user.status === 'H') return RESTRICTION_PATHS.dormant;
  if (user.isMinor && pathname !== RESTRICTION_PATHS.kyc) return RESTRICTION_PATHS.minor;
  if (user.retCd === SUB_ACCOUNT_RET_CD && !restrictedMayGo(pathname)) return RESTRICTION_PATHS.subAccount;
  if (blockTarget !== null && !restrictedMayGo(pathname)) return blockTarget;
  if (user.isPasswordChgCampaignTarget && user.joinType === 1 && pathname === HOME_PATH) {
    return RESTRICTION_PATHS.personalInfoProtection;
  }
  return null;
}

export type Theme = 'light' | 'dark';

/**
 * The dark theme applies only on the trade order page (chart spec §6; its pop-out windows are panels of
 * it). The chart's popup follows the chart's own theme setting (`chartTheme`, light by default); every
 * other page is light.
 */
export function themeForPath(pathname: string, chartTheme: Theme = 'light'): Theme {
  if (isTradeOrderPath(pathname)) return 'dark';
  return isChartPopupPath(pathname) ? chartTheme : 'light';
}

export type VersionDecision = 'show' | 'reload';

/**
 * Reload only for a strictly newer remote build, and only once per remote version: if the reload still
 * serves the old build (a stale CDN), looping would lock the user out, so the page is shown instead.
 */
export function decideVersion(
  built: string,
  remote: string | null,
  reloadedFor: string | null,
): VersionDecision {
  if (remote === null || !isNewerVersion(remote, built)) return 'show';
  return reloadedFor === remote ? 'show' : 'reload';
}

/** "Title | Tradedeck", unless the title already names the app (the home page). */
export function documentTitle(pageTitle: string, appName: string): string {
  return pageTitle.includes(appName) ? pageTitle : `${pageTitle} | ${appName}`;
}
