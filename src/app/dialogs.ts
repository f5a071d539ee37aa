/**
 * The dialog map of the app: the shell's, each feature's and the workspace's dialog tables, registered
 * with the shell's registry. The app root registers it when loaded (App.tsx); tests that mount a
 * DialogManager without the app register the same map.
 *
 * Every page loads this map, so each table is reached through its feature's light door (`dialogs.ts`, the
 * chart's `frame.ts`), not its index.ts: a table is data and lazy components, and importing the index
 * would load the feature's panels with it (a dialog's own component loads when first opened).
 */
import { alertsDialogs } from '../features/alerts/dialogs';
import { chartDialogs } from '../features/chart/frame';
import { coinListDialogs } from '../features/coin-list/dialogs';
import { corporateGuideDialogs } from '../features/corporate-guide/dialogs';
import { historyDialogs } from '../features/history-dialogs/dialogs';
import { securityDialogs } from '../features/member-security/dialogs';
import { openOrdersDialogs } from '../features/open-orders/dialogs';
import { plusBuyDialogs } from '../features/plus-buy/dialogs';
import { termsDialogs } from '../features/terms/dialogs';
import { userPanelDialogs } from '../features/user-panel/dialogs';
import { verificationDialogs } from '../widgets/verification/dialogs';
import { blockDialogs, registerDialogs, shellDialogs, type DialogMap } from '../shell';
import { workspaceDialogs } from '../workspace/workspace-dialogs';

export const appDialogs: DialogMap = {
  ...shellDialogs,
  ...blockDialogs,
  ...alertsDialogs,
  ...chartDialogs,
  ...coinListDialogs,
  ...corporateGuideDialogs,
  ...historyDialogs,
  ...securityDialogs,
  ...openOrdersDialogs,
  ...plusBuyDialogs,
  ...termsDialogs,
  ...userPanelDialogs,
  ...verificationDialogs,
  ...workspaceDialogs,
};

export function registerAppDialogs(): void {
  registerDialogs(appDialogs);
}
