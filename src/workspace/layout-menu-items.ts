/**
 * The Layouts menu's items (LayoutMenu.tsx holds the button, the menu, the file input and the notice): a
 * member's named layouts, the active one checked and the default starred, and what can be done with
 * them; a guest has the file's two. A lazy chunk with its texts (the `layouts` bundle,
 * named-layout-load.ts), asked for when the pointer or the focus comes to the button and at the latest on
 * its press, so that the page's first bytes do not carry it.
 */
import type { LayoutSummary } from '../../contract/layout-names';
import type * as LayoutActions from './named-layout-actions';
import type { ActiveLayout } from './named-layout-state';
import type { NamedLayoutStore } from './named-layout-store';
import type { MenuGroup } from './PopupMenu';

export interface LayoutMenuState {
  store: NamedLayoutStore;
  list: readonly LayoutSummary[];
  active: ActiveLayout | null;
  /** An item's action, run once the actions' chunk is in. */
  run: (action: (actions: typeof LayoutActions) => unknown) => () => void;
  /** Opens the browser's file picker (the hidden input LayoutMenu keeps). */
  pickFile: () => void;
}

export function layoutMenuItems({ store, list, active, run, pickFile }: LayoutMenuState): MenuGroup[] {
  const { t } = store;
  const fileItems = [
    { key: 'export', label: t('workspace.layouts.export'), onSelect: run((a) => a.exportLayout(store)) },
    { key: 'import', label: t('workspace.layouts.import'), onSelect: pickFile },
  ];
  if (!store.member()) return [{ key: 'file', items: fileItems }];
  const mine: MenuGroup = {
    key: 'mine',
    label: t('workspace.layouts.mine'),
    items:
      list.length === 0
        ? [{ key: 'none', label: t('workspace.layouts.none'), onSelect: () => undefined }]
        : list.map((layout) => ({
            key: layout.id,
            label: layout.isDefault ? t('workspace.layouts.itemDefault', { name: layout.name }) : layout.name,
            checked: layout.id === active?.id,
            onSelect: run((a) => a.openLayout(store, layout.id)),
          })),
  };
  const activeSummary = active ? list.find((layout) => layout.id === active.id) : undefined;
  const onActive = activeSummary
    ? [
        { key: 'save', label: t('workspace.layouts.save'), onSelect: run((a) => a.save(store)) },
        { key: 'saveAs', label: t('workspace.layouts.saveAs'), onSelect: run((a) => a.saveAs(store)) },
        {
          key: 'rename',
          label: t('workspace.layouts.rename'),
          onSelect: run((a) => a.rename(store, activeSummary)),
        },
        {
          key: 'duplicate',
          label: t('workspace.layouts.duplicate'),
          onSelect: run((a) => a.duplicate(store, activeSummary)),
        },
        {
          key: 'delete',
          label: t('workspace.layouts.delete'),
          onSelect: run((a) => a.remove(store, activeSummary)),
        },
        {
          key: 'default',
          label: t(
            activeSummary.isDefault ? 'workspace.layouts.clearDefault' : 'workspace.layouts.setDefault',
          ),
          onSelect: run((a) => a.setDefault(store, activeSummary, !activeSummary.isDefault)),
        },
      ]
    : [{ key: 'saveAs', label: t('workspace.layouts.saveAs'), onSelect: run((a) => a.saveAs(store)) }];
  return [
    mine,
    { key: 'actions', label: t('workspace.layouts.actions'), items: [...onActive, ...fileItems] },
  ];
}
