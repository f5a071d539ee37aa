/**
 * The dialog map of the app: the shell's, each feature's and the workspace's dialog tables, registered
 * with the shell's registry. The app root registers it when loaded (App.tsx); tests that mount a
 * DialogManager without the app register the same map.
 */
import { chartDialogs } from '../features/chart';
import { coinListDialogs } from '../features/coin-list';
import { corporateGuideDialogs } from '../features/corporate-guide';
import { openOrdersDialogs } from '../features/open-orders';
import { plusBuyDialogs } from '../features/plus-buy';
import { userPanelDialogs } from '../features/user-panel';
import { verificationDialogs } from '../features/verification';
import { registerDialogs, shellDialogs, type DialogMap } from '../shell';
import { workspaceDialogs } from '../workspace/workspace-dialogs';

export const appDialogs: DialogMap = {
  ...shellDialogs,
  ...chartDialogs,
  ...coinListDialogs,
  ...corporateGuideDialogs,
  ...openOrdersDialogs,
  ...plusBuyDialogs,
  ...userPanelDialogs,
  ...verificationDialogs,
  ...workspaceDialogs,
  // TEMPORARY on the inout-base branch only: the history-dialogs helper replaces these three rows with
  // the feature's table (historyDialogs); main never carries them.
  historyDetail: { title: 'common.close', body: 'common.close', buttons: [{ label: 'common.close' }], dismissable: true },
  applicationDetail: { title: 'common.close', body: 'common.close', buttons: [{ label: 'common.close' }], dismissable: true },
  smartSellDetail: { title: 'common.close', body: 'common.close', buttons: [{ label: 'common.close' }], dismissable: true },
};

export function registerAppDialogs(): void {
  registerDialogs(appDialogs);
}
