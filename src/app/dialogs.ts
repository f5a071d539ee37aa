/**
 * The dialog map of the app: the shell's, each feature's and the workspace's dialog tables, registered
 * with the shell's registry. The app root registers it when loaded (App.tsx); tests that mount a
 * DialogManager without the app register the same map.
 */
import { chartDialogs } from '../features/chart';
import { coinListDialogs } from '../features/coin-list';
import { corporateGuideDialogs } from '../features/corporate-guide';
import { historyDialogs } from '../features/history-dialogs';
import { securityDialogs } from '../features/member-security';
import { openOrdersDialogs } from '../features/open-orders';
import { plusBuyDialogs } from '../features/plus-buy';
import { termsDialogs } from '../features/terms';
import { userPanelDialogs } from '../features/user-panel';
import { verificationDialogs } from '../features/verification';
import { blockDialogs, registerDialogs, shellDialogs, type DialogMap } from '../shell';
import { workspaceDialogs } from '../workspace/workspace-dialogs';

export const appDialogs: DialogMap = {
  ...shellDialogs,
  ...blockDialogs,
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
