/** The workspace's translated texts for Golden Layout and the tab buttons, built from the current `t`. */
import type { TFunction } from 'i18next';
import type { WorkspaceTexts } from './layout-controller';
import { PANEL_REGISTRY } from './panel-registry';
import type { LinkGroup } from '../../contract/workspace-layout';

/** A link group's name (`none` for no group). */
export function linkGroupName(t: TFunction, group: LinkGroup | null): string {
  return t(`workspace.linkGroups.${group ?? 'none'}`);
}

export function workspaceTexts(t: TFunction): WorkspaceTexts {
  return {
    title: (type) => t(PANEL_REGISTRY[type].titleKey),
    popOut: (title) => t('workspace.popOut', { title }),
    linkChip: (title, group) => t('workspace.linkChip', { title, group: linkGroupName(t, group) }),
    close: t('workspace.layoutLabels.close'),
    maximise: t('workspace.layoutLabels.maximise'),
    minimise: t('workspace.layoutLabels.minimise'),
    tabDropdown: t('workspace.layoutLabels.tabDropdown'),
  };
}
