/**
 * What the history detail's buttons do: cancel a withdrawal (§7 PUT withdraw/cancel, then the entry read
 * again and the statement reloaded), re-apply for a deposit or its return (§5, apply-count first), and the
 * fee reward of a coin withdrawal in 01 (§4, §8 W-C-88).
 */
import { hashKey, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  INOUT_ERROR_CODES,
  type ApplicationKind,
  type ApplyCount,
  type HistoryEntry,
} from '../../../contract';
import { isApiError } from '../../api/api-error';
import {
  applyFeeReward,
  cancelWithdrawal,
  getApplyCount,
  getFeeRewardInfo,
  getTransfer,
} from '../../api/inout-client';
import { getQueryClient, queryKeys, reportApiError } from '../../api/query';
import {
  applicationPath,
  closeDialog,
  openDialog,
  openDialogProps,
  type ApplicationNavState,
} from '../../shell';
import {
  afterRecheck,
  feeRewardView,
  hasFeeReward,
  isSameEntry,
  reapplyDecision,
  type FeeRewardView,
} from './rules';

/** Asks first; on success says so, shows the entry as it now is and reloads every inout query. */
export function useWithdrawCancel(entry: HistoryEntry): { start: () => void; pending: boolean } {
  const client = getQueryClient();
  const mutation = useMutation(
    {
      mutationFn: () => cancelWithdrawal({ coinOutSeq: entry.seq, coinType: entry.coinType }),
      onSuccess: async () => {
        openDialog({ type: 'withdrawCancelDone', props: {} });
        // A cancelled withdrawal's fee reward is over: reading its info again would only be refused.
        const rewardHash = hashKey(queryKeys.feeReward(entry.seq));
        void client.invalidateQueries({
          queryKey: queryKeys.inout,
          predicate: (query) => query.queryHash !== rewardHash,
        });
        try {
          const fresh = await getTransfer(entry.seq);
          // Reopening updates the open detail in place while it still shows this withdrawal; a detail
          // closed meanwhile stays closed, and one opened on another entry meanwhile keeps that entry.
          const shown = openDialogProps('historyDetail')?.entry;
          if (shown && isSameEntry(shown, entry))
            openDialog({ type: 'historyDetail', props: { entry: fresh } });
        } catch (error) {
          reportApiError(error);
        }
      },
    },
    client,
  );
  return {
    start: () => openDialog({ type: 'withdrawCancelConfirm', props: { onConfirm: () => mutation.mutate() } }),
    pending: mutation.isPending,
  };
}

/** §5: the apply count decides whether to go, to confirm (documents reset, or count/limit) or to refuse. */
export function useReapply(seq: number): { start: (kind: ApplicationKind) => void; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const go = (kind: ApplicationKind) => {
    closeDialog('historyDetail');
    const state: ApplicationNavState = { seq };
    void navigate(applicationPath(kind), { state });
  };

  const ask = async (kind: ApplicationKind, then: (count: ApplyCount) => void) => {
    setPending(true);
    try {
      then(await getApplyCount(kind, seq));
    } catch (error) {
      reportApiError(error);
    } finally {
      setPending(false);
    }
  };

  const recheckAndGo = (kind: ApplicationKind) =>
    void ask(kind, (count) => {
      if (afterRecheck(count) === 'restricted') openDialog({ type: 'reapplyRestricted', props: {} });
      else go(kind);
    });

  const start = (kind: ApplicationKind) =>
    void ask(kind, (count) => {
      const decision = reapplyDecision(count);
      switch (decision.kind) {
        case 'go':
          go(kind);
          break;
        case 'confirmReset':
          openDialog({ type: 'reapplyReset', props: { onConfirm: () => go(kind) } });
          break;
        case 'restricted':
          openDialog({ type: 'reapplyRestricted', props: {} });
          break;
        case 'confirmCount':
          openDialog({
            type: 'reapplyCount',
            props: { count: decision.count, limit: decision.limit, onConfirm: () => recheckAndGo(kind) },
          });
          break;
      }
    });

  return { start, pending };
}

/**
 * The fee reward of a coin withdrawal in 01: its info read on opening, and the application. W-C-88 shows
 * the server's message with a way to the point shop, then the info is read again; any other refusal goes
 * to the shell's message.
 */
export function useFeeReward(entry: HistoryEntry): {
  view: FeeRewardView | null;
  apply: () => void;
  pending: boolean;
} {
  const client = getQueryClient();
  const enabled = hasFeeReward(entry);
  const key = queryKeys.feeReward(entry.seq);
  const info = useQuery(
    {
      queryKey: key,
      queryFn: ({ signal }) => getFeeRewardInfo(entry.seq, { signal }),
      enabled,
      // §4: fetched on each opening, whatever the app's no-refetch-on-mount default.
      refetchOnMount: 'always',
    },
    client,
  );
  const reload = () => void client.invalidateQueries({ queryKey: key });
  const mutation = useMutation(
    {
      mutationFn: () => applyFeeReward(entry.seq),
      meta: { silent: true },
      onSuccess: reload,
      onError: (error) => {
        if (isApiError(error) && error.code === INOUT_ERROR_CODES.pointLimit)
          openDialog({ type: 'feeRewardPointLimit', props: { message: error.message, onClosed: reload } });
        else reportApiError(error);
      },
    },
    client,
  );
  return {
    view: enabled && info.data ? feeRewardView(info.data, mutation.data ?? null) : null,
    apply: () => mutation.mutate(),
    pending: mutation.isPending,
  };
}
