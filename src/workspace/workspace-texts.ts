/** The workspace's translated texts for Golden Layout, built from the current `t`. */
import type { TFunction } from 'i18next';
import type { WorkspaceTexts } from './layout-controller';
import { PANEL_REGISTRY } from './panel-registry';

export function workspaceTexts(t: TFunction): WorkspaceTexts {
  return {
    title: (type) => t(PANEL_REGISTRY[type].titleKey),
    popOut: (title) => t('workspace.popOut', { title }),
    close: t('workspace.layoutLabels.close'),
    maximise: t('workspace.layoutLabels.maximise'),
    minimise: t('workspace.layoutLabels.minimise'),
    tabDropdown: t('workspace.layoutLabels.tabDropdown'),
  };
}
