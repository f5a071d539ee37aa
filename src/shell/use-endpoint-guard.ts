/**
 * The blocked-endpoint guard (shell spec §4, §8): on every path change of a member, asks whether the path
 * is blocked (aborting the question about the previous path); when it is, every dialog closes and the
 * blocked-endpoint notice opens. A failed question shows nothing, unless the exchange refused it for the
 * member's block: then the block shows what it shows (the check runs on every path change of a member).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { getBlockStatus } from '../api/client';
import { isAccountBlock, reportApiError } from '../api/query';
import { session } from '../state/session';
import { closeAllDialogs, openDialog } from './dialog-store';
import { blockCheckStep, blockedNoticeFor, type BlockCheck } from './endpoint-guard';

export function useEndpointGuard(): void {
  const { pathname } = useLocation();
  const { status, user } = useSnapshot(session);
  const memNo = status === 'member' && user ? user.memNo : null;
  const last = useRef<BlockCheck | null>(null);

  useEffect(() => {
    const step = blockCheckStep(memNo, pathname, last.current);
    last.current = step.last;
    const { check } = step;
    if (!check) return;
    const controller = new AbortController();
    let settled = false;
    void getBlockStatus(check.path, { signal: controller.signal })
      .catch((error: unknown) => {
        if (isAccountBlock(error)) reportApiError(error);
        return null;
      })
      .then((answer) => {
        settled = true;
        if (controller.signal.aborted) return;
        const notice = blockedNoticeFor(answer, check.path);
        if (!notice) return;
        closeAllDialogs();
        openDialog({ type: 'blockedEndpoint', props: notice });
      });
    return () => {
      if (settled) return;
      controller.abort();
      // A question left unanswered was never asked: coming back to its path asks again.
      if (last.current === check) last.current = null;
    };
  }, [memNo, pathname]);
}
