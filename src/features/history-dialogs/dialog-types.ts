/**
 * The history dialogs' types in the shell's registry (chart spec §2 "Dialogs of the app shell": the
 * deposit/withdrawal history detail and the smart-sell detail; §2 Plus buy 3: the inout application
 * detail modal), so that any page opens them by type through the shell's modal service; and the simple
 * dialogs around them (confirms and refusals), rows of the feature's table.
 */
import type { HistoryEntry, SmartSellEntry } from '../../../contract';

declare module '../../shell/dialog-registry' {
  interface DialogPropsMap {
    /** A deposit or withdrawal of the statement: guidance, amounts, buttons by the server's flags. */
    historyDetail: { entry: HistoryEntry };
    /** The application history of a deposit ("Deposit application history" or "Return application history"). */
    applicationDetail: { seq: number };
    /** One smart sale. */
    smartSellDetail: { entry: SmartSellEntry };
    // The simple dialogs around them (rows of dialogs.ts):
    withdrawCancelConfirm: { onConfirm: () => void };
    withdrawCancelDone: Record<string, never>;
    /** §5: no limit, so a new application resets the documents submitted before. */
    reapplyReset: { onConfirm: () => void };
    /** §5: "count/limit" shown; the count is asked again before going on. */
    reapplyCount: { count: number; limit: number; onConfirm: () => void };
    reapplyRestricted: Record<string, never>;
    /** §8 W-C-88: the server's message, a way to the point shop, and the info reloaded afterwards. */
    feeRewardPointLimit: { message: string; onClosed: () => void };
    /** §8 W-A-300: the server's message; its button closes the application detail. */
    applicationFilesGone: { message: string };
  }
}

export {};
