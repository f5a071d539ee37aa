/**
 * User info refreshed on route changes (chart spec §7): on each path change of a member, the member's
 * info is asked again, once per navigation (the first path is the services' first session load, the
 * way out of the login page the login's own answer), so
 * that a changed account state (dormant, minor, sub-account…) applies through the page guard at once.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { LOGIN_PATH } from '../lib/paths';
import { loadSession, session, type SessionStatus } from '../state/session';

/**
 * Whether a move from `previous` to `pathname` asks for the user info again: a member's path change, but
 * not the way out of the login page, whose login has just answered the user info.
 */
export function refreshesUserInfo(previous: string, pathname: string, status: SessionStatus): boolean {
  return previous !== pathname && status === 'member' && previous !== LOGIN_PATH;
}

export function useUserInfoRefresh(): void {
  const { pathname } = useLocation();
  // The path last seen: React may run the effect twice for one path, which must not ask twice.
  const seen = useRef(pathname);
  useEffect(() => {
    const previous = seen.current;
    seen.current = pathname;
    if (refreshesUserInfo(previous, pathname, session.status)) void loadSession();
  }, [pathname]);
}
