/**
 * Pure rules of the blocked-endpoint guard (shell spec §4, §6, §8): which route change asks the block
 * status, and what its answer shows. The hook (use-endpoint-guard.ts) runs them on every path change.
 */
import { blockStatusQuery, SHELL, type BlockStatus } from '../../contract';
import { HOME_PATH } from '../lib/paths';
import { memberTitleBody, type TitleBody } from '../lib/title-body';

/** One block-status question: this member, this path (lowercased, as the call sends it). */
export interface BlockCheck {
  readonly memNo: number;
  readonly path: string;
}

export interface BlockCheckStep {
  /** The question to ask now, or null. */
  readonly check: BlockCheck | null;
  /** The last question asked, kept to compare the next route change with. */
  readonly last: BlockCheck | null;
}

/**
 * A route change of a member asks about the new path, unless it is the path just asked about for the same
 * member (a re-render or a search change is no new route). Guests never ask, and logging out forgets the
 * last question, so logging in again asks afresh. A path the call cannot carry (too long) asks nothing.
 */
export function blockCheckStep(
  memNo: number | null,
  pathname: string,
  last: BlockCheck | null,
): BlockCheckStep {
  if (memNo === null) return { check: null, last: null };
  const path = pathname.toLowerCase();
  if (last && last.memNo === memNo && last.path === path) return { check: null, last };
  const valid = blockStatusQuery.safeParse({ endpointType: SHELL.endpointType, path }).success;
  if (!valid) return { check: null, last };
  const check = { memNo, path };
  return { check, last: check };
}

/**
 * The props of the blocked-endpoint notice: the notice's title and body as a member reads them (a blank
 * part shows the default text of the language), and the blocked path (lowercased, as asked).
 */
export interface BlockedNotice extends TitleBody {
  path: string;
}

/**
 * What an answer about `path` shows: a blocked path shows its notice, "title||body" split (a blank one
 * reads as none); an open path, or a failed call (null), shows nothing (§7: the check must not get in the
 * member's way when it fails).
 */
export function blockedNoticeFor(answer: BlockStatus | null, path: string): BlockedNotice | null {
  if (!answer?.blocked) return null;
  return { ...memberTitleBody(answer.notice ?? ''), path };
}

/**
 * Where the notice leaves the member when it closes by itself (shell spec §8: its button returns home):
 * home, so that the blocked page is not left usable behind it; nowhere when they already left the
 * blocked path while it showed.
 */
export function blockedNoticeExit(notice: BlockedNotice, pathname: string): string | null {
  return pathname.toLowerCase() === notice.path ? HOME_PATH : null;
}
