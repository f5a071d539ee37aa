/**
 * The workspace toolbar's "Layouts" menu (contract/layout-calls.ts): a member's named layouts, the active
 * one checked and the default starred, choosing one loads it; Save (the active layout at its version),
 * Save as…, Rename…, Duplicate, Delete…, the default, Export file, Import file…. A guest keeps the desk in
 * this browser and has the file's two. What the items do is a lazy chunk (named-layout-actions.ts, with
 * the layouts' calls and schemas), loaded on the first press; this part holds the list, which the member's
 * `layouts` channel keeps current in every window, and the active layout, kept per member in this
 * browser (named-layout-state.ts) so that it survives a reload. When another window saves the layout
 * shown, a notice offers its new version: the desk never changes under the trader by itself.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalFeed } from '../shell/feed-context';
import { session as memberSession } from '../state/session';
import { workspaceOwner, type WorkspaceOwner } from './layout-schema';
import { activeChange } from './named-layout-state';
import { NamedLayoutStore } from './named-layout-store';
import { PopupMenu, type MenuGroup } from './PopupMenu';
import { browserLayoutStorage, type LayoutStorage, type WorkspaceSession } from './workspace-session';

const loadActions = () => import('./named-layout-actions');
type Actions = Awaited<ReturnType<typeof loadActions>>;

export interface LayoutMenuProps {
  owner: WorkspaceOwner;
  /** The mounted workspace session, read at the moment of use. */
  session: () => WorkspaceSession | null;
  /** Where the active layout is kept (tests give their own). */
  storage?: LayoutStorage;
}

/** Hands `text` to the browser as a file download named `fileName`. */
function downloadFile(fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The download has taken the blob by the time the click returns.
  URL.revokeObjectURL(url);
}

export function LayoutMenu({ owner, session, storage = browserLayoutStorage }: LayoutMenuProps) {
  const { t } = useTranslation();
  const feed = useOptionalFeed();
  const [store] = useState(() => new NamedLayoutStore({ owner, storage, session, download: downloadFile }));
  const { list, listKnown, active, writes } = useSyncExternalStore(store.subscribe, store.snapshot);
  const member = store.member();
  const [keptVersion, setKeptVersion] = useState<number | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);

  const run = (action: (actions: Actions, host: NamedLayoutStore) => unknown) => () => {
    void loadActions().then((actions) => action(actions, store));
  };

  useEffect(() => {
    if (!store.member()) return;
    const unsubscribe = [
      feed?.onLayouts((layouts) => store.setList(layouts)),
      // Frames missed while the socket was away: the list is asked again.
      feed?.onReconnect(() => void loadActions().then((actions) => actions.refreshList(store))),
    ];
    // The list and, on a new browser or when this member logged in in this window (the session store
    // knows), the default and the guest's offer, made once per arrangement.
    const loggedInHere =
      memberSession.loggedInHere && workspaceOwner(memberSession.user?.memNo) === store.owner;
    void loadActions().then((actions) => actions.atMemberStart(store, loggedInHere));
    return () => {
      for (const stop of unsubscribe) stop?.();
    };
  }, [feed, store]);

  const change = active && listKnown ? activeChange(list, active, writes) : { kind: 'same' as const };
  useEffect(() => {
    if (change.kind === 'gone') store.setActive(null);
  }, [change.kind, store]);
  const newer = change.kind === 'newer' && change.summary.version !== keptVersion ? change.summary : null;

  const activeSummary = active ? list.find((layout) => layout.id === active.id) : undefined;
  const groups = (): MenuGroup[] => {
    const fileItems = [
      { key: 'export', label: t('workspace.layouts.export'), onSelect: run((a) => a.exportLayout(store)) },
      { key: 'import', label: t('workspace.layouts.import'), onSelect: () => fileInput?.click() },
    ];
    if (!member) return [{ key: 'file', items: fileItems }];
    const mine: MenuGroup = {
      key: 'mine',
      label: t('workspace.layouts.mine'),
      items:
        list.length === 0
          ? [{ key: 'none', label: t('workspace.layouts.none'), onSelect: () => undefined }]
          : list.map((layout) => ({
              key: layout.id,
              label: layout.isDefault
                ? t('workspace.layouts.itemDefault', { name: layout.name })
                : layout.name,
              checked: layout.id === active?.id,
              onSelect: run((a) => a.openLayout(store, layout.id)),
            })),
    };
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
  };

  const open = () => {
    if (member) void loadActions().then((actions) => actions.refreshList(store));
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-label={t('workspace.layouts.menuLabel', {
          name: active?.name ?? t('workspace.layouts.unnamed'),
        })}
        onClick={(event) => {
          if (anchor === null) open();
          setAnchor(anchor === null ? event.currentTarget : null);
        }}
      >
        {t('workspace.layouts.menu')}
        {active && `: ${active.name}`}
      </button>
      <input
        ref={setFileInput}
        type="file"
        accept=".json,application/json"
        hidden
        aria-label={t('workspace.layouts.importInput')}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = '';
          if (file) run((a) => a.importLayout(store, file))();
        }}
      />
      {newer && (
        <span className="td-layout-notice" role="status">
          {t('workspace.layouts.changedNotice', { name: newer.name })}
          <button type="button" onClick={run((a) => a.openLayout(store, newer.id))}>
            {t('workspace.layouts.loadNew')}
          </button>
          <button type="button" onClick={() => setKeptVersion(newer.version)}>
            {t('workspace.layouts.keepMine')}
          </button>
        </span>
      )}
      {anchor && (
        <PopupMenu
          label={t('workspace.layouts.menu')}
          groups={groups()}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
