/**
 * The workspace toolbar's "Layouts" menu (contract/layout-calls.ts): a member's named layouts, the active
 * one checked and the default starred, choosing one loads it; Save (the active layout at its version),
 * Save as…, Rename…, Duplicate, Delete…, the default, Export file, Import file…. A guest keeps the desk in
 * this browser and has the file's two. The items (layout-menu-items.ts) and what they do
 * (named-layout-actions.ts, with the layouts' calls and schemas) are lazy chunks with their texts
 * (named-layout-load.ts): the items asked for when the pointer or the focus comes to the button, the
 * actions on the first press (a member's at once: the list and the start need them), so that the page's
 * first bytes carry the button, the file input and the notice only. This part holds the list, which the member's
 * `layouts` channel keeps current in every window, and the active layout, kept per member in this
 * browser (named-layout-state.ts) so that it survives a reload. When another window saves the layout
 * shown, a notice offers its new version: the desk never changes under the trader by itself.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionalFeed } from '../shell/feed-context';
import { session as memberSession } from '../state/session';
import type { layoutMenuItems } from './layout-menu-items';
import { workspaceOwner, type WorkspaceOwner } from './layout-schema';
import { loadLayoutActions, loadLayoutMenuItems, type LayoutActions } from './named-layout-load';
import { activeChange } from './named-layout-state';
import { NamedLayoutStore } from './named-layout-store';
import { PopupMenu } from './PopupMenu';
import { browserLayoutStorage, type LayoutStorage, type WorkspaceSession } from './workspace-session';

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
  const [keptVersion, setKeptVersion] = useState<number | null>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [fileInput, setFileInput] = useState<HTMLInputElement | null>(null);
  const [items, setItems] = useState<typeof layoutMenuItems | null>(null);

  const run = (action: (actions: LayoutActions, host: NamedLayoutStore) => unknown) => () => {
    void loadLayoutActions().then((actions) => action(actions, store));
  };

  useEffect(() => {
    if (!store.member()) return;
    const unsubscribe = [
      feed?.onLayouts((layouts) => store.setList(layouts)),
      // Frames missed while the socket was away: the list is asked again.
      feed?.onReconnect(() => void loadLayoutActions().then((actions) => actions.refreshList(store))),
    ];
    // The list and, on a new browser or when this member logged in in this window (the session store
    // knows), the default and the guest's offer, made once per arrangement.
    const loggedInHere =
      memberSession.loggedInHere && workspaceOwner(memberSession.user?.memNo) === store.owner;
    void loadLayoutActions().then((actions) => actions.atMemberStart(store, loggedInHere));
    return () => {
      for (const stop of unsubscribe) stop?.();
    };
  }, [feed, store]);

  const change = active && listKnown ? activeChange(list, active, writes) : { kind: 'same' as const };
  useEffect(() => {
    if (change.kind === 'gone') store.setActive(null);
  }, [change.kind, store]);
  const newer = change.kind === 'newer' && change.summary.version !== keptVersion ? change.summary : null;
  // The items' chunk is asked for as the pointer or the focus comes, so that a press finds it loaded; the
  // menu opens once it is in.
  const loadItems = () => {
    if (items === null) void loadLayoutMenuItems().then((loaded) => setItems(() => loaded.layoutMenuItems));
  };

  const open = () => {
    loadItems();
    if (store.member()) void loadLayoutActions().then((actions) => actions.refreshList(store));
  };

  return (
    <>
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={anchor !== null && items !== null}
        aria-label={t('workspace.layouts.menuLabel', {
          name: active?.name ?? t('workspace.layouts.unnamed'),
        })}
        onPointerEnter={loadItems}
        onFocus={loadItems}
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
      {anchor && items && (
        <PopupMenu
          label={t('workspace.layouts.menu')}
          groups={items({ store, list, active, run, pickFile: () => fileInput?.click() })}
          anchor={anchor}
          onClose={() => setAnchor(null)}
        />
      )}
    </>
  );
}
