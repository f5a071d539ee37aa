/**
 * The member session: `unknown` until the first answer, then `guest` or `member` with the user info.
 * Panels read `session.user?.memNo`. Login and logout in one window reach the others through the sync
 * channel; member-scoped cached data is dropped whenever the member changes.
 */
import { proxy } from 'valtio';
import { isApiError } from '../api/api-error';
import { getMe, login as loginCall, logout as logoutCall } from '../api/client';
import {
  isSmsLoginChallenge,
  type LoginRequest,
  type SmsLoginChallenge,
  type UserInfo,
} from '../../contract';
import { getQueryClient, queryKeys } from '../api/query';
import { hasSessionHint } from './session-hint';
import { postSync } from './sync';

export type SessionStatus = 'unknown' | 'guest' | 'member';

export interface SessionState {
  status: SessionStatus;
  user: UserInfo | null;
  /**
   * Whether this member's session began with a login in this window (not found on start, nor started in
   * another window): the workspace offers to keep a guest's arrangement then. Ends with the session.
   */
  loggedInHere: boolean;
}

export const session = proxy<SessionState>({ status: 'unknown', user: null, loggedInHere: false });

/** Each change bumps this, so that an answer arriving after a newer change is dropped. */
let generation = 0;

function apply(user: UserInfo | null): void {
  const previous = session.user?.memNo ?? null;
  session.user = user;
  session.status = user ? 'member' : 'guest';
  if ((user?.memNo ?? null) !== previous) {
    session.loggedInHere = false;
    getQueryClient().removeQueries({ queryKey: queryKeys.member });
  }
}

/**
 * Asks the server who is logged in (on start, after a reconnect, when the tab comes back, when another
 * window logged in). Goes through the query cache so that maintenance and other global failures show;
 * a 401 means guest. Any other failure keeps what is known, or settles an unknown session as guest.
 * Without the session hint the browser is a guest and nothing is asked: `me` would answer 401, which
 * the browser logs as a failed request on every guest page.
 */
export async function loadSession(): Promise<void> {
  const mine = ++generation;
  // As a 401 would: an unknown session settles as guest, a member's ends (a logout elsewhere cleared it).
  if (!hasSessionHint(globalThis.document?.cookie ?? '')) return endSession();
  try {
    const user = await getQueryClient().fetchQuery({
      queryKey: queryKeys.me,
      queryFn: ({ signal }) => getMe({ signal }),
      staleTime: 0,
    });
    if (mine === generation) apply(user);
  } catch (error) {
    if (mine !== generation) return;
    if ((isApiError(error) && error.statusType === 'Session') || session.status === 'unknown') apply(null);
  }
}

/**
 * Logs in; the ApiError of a refused login (wrong password, maintenance…) is the caller's to show. A
 * member with SMS login on gets the SMS step instead, and no session until startSmsLoginSession.
 */
export async function login(credentials: LoginRequest): Promise<UserInfo | SmsLoginChallenge> {
  const mine = ++generation;
  const answer = await loginCall(credentials);
  if (!isSmsLoginChallenge(answer)) started(answer, mine);
  return answer;
}

/** The member SMS confirm of a login's SMS step answered the member: the session has started. */
export function startSmsLoginSession(user: UserInfo): void {
  started(user, ++generation);
}

function started(user: UserInfo, mine: number): void {
  if (mine === generation) {
    apply(user);
    session.loggedInHere = true;
    getQueryClient().setQueryData(queryKeys.me, user);
  }
  postSync({ type: 'session', status: 'member' });
  if (mine === generation) for (const listener of [...loginListeners]) listener();
}

const loginListeners = new Set<() => void>();

/**
 * Heard when a login in this window started a session (after the SMS step where there is one): not a
 * session found on start, nor one started in another window. Answers the function that stops listening.
 */
export function onLoggedIn(listener: () => void): () => void {
  loginListeners.add(listener);
  return () => loginListeners.delete(listener);
}

/** Logs out. The local session ends even when the server cannot be told (the cookie is the server's). */
export async function logout(): Promise<void> {
  ++generation;
  try {
    await logoutCall();
  } finally {
    apply(null);
    postSync({ type: 'session', status: 'guest' });
  }
}

const forcedLogoutListeners = new Set<() => void>();

/**
 * Heard at the end of a forced logout: a member's session ended by the server (a 401) or by a logout in
 * another window, not by this window's own logout. Answers the function that stops listening.
 */
export function onForcedLogout(listener: () => void): () => void {
  forcedLogoutListeners.add(listener);
  return () => forcedLogoutListeners.delete(listener);
}

/**
 * The server answered 401 to some call, or another window logged out: the session is over (no dialog,
 * the page guard takes over). Only a member's session ending is a forced logout: an unknown session
 * settling as guest is the first answer, not a logout.
 */
export function endSession(): void {
  if (session.status === 'guest') return;
  const wasMember = session.status === 'member';
  ++generation;
  apply(null);
  if (wasMember) for (const listener of [...forcedLogoutListeners]) listener();
}
