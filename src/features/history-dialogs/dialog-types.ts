/**
 * The history dialogs' types in the shell's registry (chart spec §2 "Dialogs of the app shell": the
 * deposit/withdrawal history detail and the smart-sell detail; §2 Plus buy 3: the inout application
 * detail modal), so that any page opens them by type through the shell's modal service.
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
  }
}

export {};
