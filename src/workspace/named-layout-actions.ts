/**
 * What the layout menu does (LayoutMenu.tsx), a lazy chunk loaded on its first use with the layouts' calls
 * and their answers' schemas (src/api/layouts.ts) and the layout file's reading (contract/layout-file.ts):
 * open a member's layout, save it at its version, save as, rename, duplicate, delete, the default, export
 * and import; at login the member's default on a new browser and the offer to keep a guest's arrangement.
 *
 * A save refused as stale (another window saved first) shows the layout as it is now and says so; the
 * trader's own arrangement is kept by the offer to save it as a copy, never dropped in silence. Every
 * refusal is said in a toast or in the name dialog, in the current language; nothing else changes.
 */
import {
  LAYOUT_ERROR_CODES,
  LAYOUT_ERROR_MESSAGES,
  type LayoutError,
  type NamedLayout,
} from '../../contract/layout-calls';
import { LAYOUT_FILE_PROBLEM_MESSAGES, layoutFileText, parseLayoutFile } from '../../contract/layout-file';
import type { LayoutSummary } from '../../contract/layout-names';
import { LAYOUT_PROBLEM_MESSAGES } from '../../contract/layout-rules';
import type { LayoutDocument } from '../../contract/workspace-layout';
import { ApiError } from '../api/api-error';
import {
  copyLayout,
  currentLayoutOf,
  deleteLayout,
  getLayout,
  layoutProblemOf,
  listLayouts,
  putLayout,
  renameLayout,
  setDefaultLayout,
} from '../api/layouts';
import { openDialog, showToast } from '../shell';
import { layoutStorageKey, parseStoredLayout } from './layout-schema';
import type { ActiveLayout } from './named-layout-state';
import {
  freeLayoutName,
  isOwnArrangement,
  layoutFileName,
  newLayoutId,
  textFingerprint,
} from './named-layout-rules';
import type { NamedLayoutStore } from './named-layout-store';

/** What the actions read and change: the menu's store (its list, the active layout, the session). */
export type NamedLayoutHost = NamedLayoutStore;

const summaryOf = (layout: NamedLayout): ActiveLayout => ({
  id: layout.id,
  name: layout.name,
  version: layout.version,
});

/** The message of a refused layout call, in the current language. */
export function refusalText(host: NamedLayoutHost, error: unknown): string {
  const language = host.language();
  const problem = layoutProblemOf(error);
  if (problem) return LAYOUT_PROBLEM_MESSAGES[problem][language];
  if (error instanceof ApiError) {
    const refusal = (Object.keys(LAYOUT_ERROR_CODES) as LayoutError[]).find(
      (key) => key !== 'invalid' && LAYOUT_ERROR_CODES[key] === error.code,
    );
    if (refusal && refusal !== 'invalid') return LAYOUT_ERROR_MESSAGES[refusal][language];
  } else console.error('a layout call failed', error);
  return host.t('workspace.layouts.failed');
}

/** Runs a call; a refusal is said in a toast, and answers undefined. */
async function attempt<T>(host: NamedLayoutHost, call: () => Promise<T>): Promise<T | undefined> {
  try {
    return await call();
  } catch (error) {
    showToast(refusalText(host, error));
    return undefined;
  }
}

/** Shows `layout` in the workspace as the active layout; false when nothing of it can be shown here. */
function show(host: NamedLayoutHost, layout: NamedLayout): boolean {
  const session = host.session();
  if (!session?.loadLayout(layout.layout)) {
    showToast(host.t('workspace.layouts.noPanels'));
    return false;
  }
  host.upsert(layout);
  host.setActive(summaryOf(layout));
  return true;
}

/** The member's list, asked again (the menu opens, the feed came back: the channel may have missed some). */
export async function refreshList(host: NamedLayoutHost): Promise<void> {
  const before = host.listChangeCount();
  try {
    const { layouts } = await listLayouts();
    // The layouts channel brought a list while the call was on its way: that one is newer.
    if (host.listChangeCount() === before) host.setList(layouts);
  } catch (error) {
    // The menu shows the list it has; the channel brings the next.
    console.warn('the layouts could not be listed', error);
  }
}

/** Loads the layout `id` into the workspace (the whole desk replaced). */
export async function openLayout(host: NamedLayoutHost, id: string): Promise<void> {
  const layout = await attempt(host, () => getLayout(id));
  if (layout && show(host, layout)) showToast(host.t('workspace.layouts.loaded', { name: layout.name }));
}

/** Creates a layout named `name` of `document`; answers it, or the refusal's text. */
async function create(
  host: NamedLayoutHost,
  name: string,
  document: LayoutDocument,
): Promise<{ layout: NamedLayout } | { refused: string }> {
  try {
    return { layout: await putLayout(newLayoutId(), { name, layout: document, baseVersion: 0 }) };
  } catch (error) {
    return { refused: refusalText(host, error) };
  }
}

/** Saves the desk to the active layout at its version (no active one: asks a name, as Save as). */
export async function save(host: NamedLayoutHost): Promise<void> {
  const active = host.active();
  const session = host.session();
  if (!session) return;
  if (!active) {
    saveAs(host);
    return;
  }
  const mine = session.current();
  const settled = host.beginWrite({ id: active.id, baseVersion: active.version });
  try {
    const saved = await putLayout(active.id, {
      name: active.name,
      layout: mine,
      baseVersion: active.version,
    });
    host.upsert(saved);
    host.setActive(summaryOf(saved));
    showToast(host.t('workspace.layouts.saved', { name: saved.name }));
  } catch (error) {
    const current = currentLayoutOf(error);
    if (!current) {
      showToast(refusalText(host, error));
      return;
    }
    // Another window saved first: its version is shown, and the trader's own is offered as a copy.
    show(host, current);
    showToast(LAYOUT_ERROR_MESSAGES.stale[host.language()]);
    openDialog({
      type: 'layoutStale',
      props: { name: current.name, onCopy: () => void saveCopy(host, current.name, mine) },
    });
  } finally {
    settled();
  }
}

/** Keeps `document`, refused as stale, as a copy of the layout `name`, and shows it. */
async function saveCopy(host: NamedLayoutHost, name: string, document: LayoutDocument): Promise<void> {
  const list = host.list();
  const made = await create(host, freeLayoutName(name, list, host.language()), document);
  if ('refused' in made) showToast(made.refused);
  else if (show(host, made.layout)) showToast(host.t('workspace.layouts.saved', { name: made.layout.name }));
}

/** Asks a name and saves the desk as a new layout, which becomes the active one. */
export function saveAs(host: NamedLayoutHost): void {
  const active = host.active();
  openDialog({
    type: 'layoutName',
    props: {
      mode: 'saveAs',
      initial: active ? freeLayoutName(active.name, host.list(), host.language()) : '',
      onSubmit: async (name) => {
        const session = host.session();
        if (!session) return null;
        const made = await create(host, name, session.current());
        if ('refused' in made) return made.refused;
        host.upsert(made.layout);
        host.setActive(summaryOf(made.layout));
        showToast(host.t('workspace.layouts.saved', { name: made.layout.name }));
        return null;
      },
    },
  });
}

/** Asks a new name for the layout `summary`. */
export function rename(host: NamedLayoutHost, summary: LayoutSummary): void {
  openDialog({
    type: 'layoutName',
    props: {
      mode: 'rename',
      initial: summary.name,
      onSubmit: async (name) => {
        const settled = host.beginWrite({ id: summary.id, baseVersion: summary.version });
        try {
          const renamed = await renameLayout(summary.id, name, summary.version);
          host.upsert(renamed);
          const active = host.active();
          // A rename changes no document: the desk shown is still the version it was, renamed.
          if (active?.id === renamed.id)
            host.setActive({
              ...active,
              name: renamed.name,
              version: active.version === summary.version ? renamed.version : active.version,
            });
          return null;
        } catch (error) {
          return refusalText(host, error);
        } finally {
          settled();
        }
      },
    },
  });
}

/** Copies the layout `summary` under a copy's name (the exchange names it); the desk stays as it is. */
export async function duplicate(host: NamedLayoutHost, summary: LayoutSummary): Promise<void> {
  const copy = await attempt(host, () => copyLayout(summary.id, newLayoutId()));
  if (!copy) return;
  host.upsert(copy);
  showToast(host.t('workspace.layouts.saved', { name: copy.name }));
}

/** Asks, then deletes the layout `summary` at its version; the desk stays, tied to no layout. */
export function remove(host: NamedLayoutHost, summary: LayoutSummary): void {
  openDialog({
    type: 'layoutDelete',
    props: { name: summary.name, onDelete: () => void deleteAt(host, summary) },
  });
}

/**
 * Deletes the layout `summary` at its version. Refused as stale (another window saved or renamed it since
 * the menu listed it): nothing was deleted and nothing is loaded; the list is asked again, and the trader
 * is told and asked whether to delete the version the exchange keeps now.
 */
async function deleteAt(host: NamedLayoutHost, summary: LayoutSummary): Promise<void> {
  try {
    await deleteLayout(summary.id, summary.version);
  } catch (error) {
    const current = currentLayoutOf(error);
    if (!current) {
      showToast(refusalText(host, error));
      return;
    }
    host.upsert(current);
    await refreshList(host);
    openDialog({
      type: 'layoutDeleteStale',
      props: { name: current.name, onDelete: () => void deleteAt(host, current) },
    });
    return;
  }
  // Gone from the list now: its frame may come after the answer.
  host.setList(host.list().filter((layout) => layout.id !== summary.id));
  if (host.active()?.id === summary.id) host.setActive(null);
  showToast(host.t('workspace.layouts.deleted', { name: summary.name }));
}

/** Makes the layout `summary` the member's default (opened on a new browser), or leaves them none. */
export async function setDefault(host: NamedLayoutHost, summary: LayoutSummary, on: boolean): Promise<void> {
  const answer = await attempt(host, () => setDefaultLayout(summary.id, on));
  if (!answer) return;
  host.setList(answer.layouts);
  showToast(
    host.t(on ? 'workspace.layouts.defaultSet' : 'workspace.layouts.defaultCleared', { name: summary.name }),
  );
}

/** Downloads the desk as `<name>.tradedeck-layout.json`. */
export function exportLayout(host: NamedLayoutHost): void {
  const session = host.session();
  if (!session) return;
  const name = host.active()?.name ?? host.t('workspace.layouts.unnamed');
  host.download(layoutFileName(name), layoutFileText(name, session.current()));
}

/**
 * Reads a layout file: a bad one is said (LAYOUT_FILE_PROBLEM_MESSAGES) and changes nothing; a good one is
 * a new named layout of a member's (a name taken gives the copy's name), or a guest's desk.
 */
export async function importLayout(host: NamedLayoutHost, file: File): Promise<void> {
  let text: string;
  try {
    text = await file.text();
  } catch {
    showToast(LAYOUT_FILE_PROBLEM_MESSAGES['not-json'][host.language()]);
    return;
  }
  const parsed = parseLayoutFile(text);
  if (!parsed.ok) {
    showToast(LAYOUT_FILE_PROBLEM_MESSAGES[parsed.problem][host.language()]);
    return;
  }
  if (host.owner === 'guest') {
    if (host.session()?.loadLayout(parsed.layout)) showToast(host.t('workspace.layouts.importedGuest'));
    else showToast(host.t('workspace.layouts.noPanels'));
    return;
  }
  const made = await create(host, freeLayoutName(parsed.name, host.list(), host.language()), parsed.layout);
  if ('refused' in made) showToast(made.refused);
  else {
    host.upsert(made.layout);
    showToast(host.t('workspace.layouts.imported', { name: made.layout.name }));
  }
}

/** The guest layout last offered at a login, as its fingerprint (named-layout-rules.ts textFingerprint). */
export const GUEST_OFFERED_KEY = 'tradedeck.workspace.guestLayoutOffered';

/**
 * At a member's workspace: on a new browser (nothing kept here, no active layout) the member's default
 * opens; after a login in this window, a guest's arrangement of their own (not the default) kept in this
 * browser is offered once to be saved on the exchange.
 */
export async function atMemberStart(host: NamedLayoutHost, loggedInHere: boolean): Promise<void> {
  await refreshList(host);
  const fresh = host.session()?.startedEmpty === true && host.active() === null;
  const preferred = fresh ? host.list().find((layout) => layout.isDefault) : undefined;
  if (preferred) await openLayout(host, preferred.id);
  if (loggedInHere) offerGuestLayout(host);
}

function offerGuestLayout(host: NamedLayoutHost): void {
  const text = host.storage.read(layoutStorageKey('guest'));
  if (text === null) return;
  const parsed = parseStoredLayout(text);
  if (parsed.problem !== null || !isOwnArrangement(parsed.layout)) return;
  const fingerprint = textFingerprint(text);
  if (host.storage.read(GUEST_OFFERED_KEY) === fingerprint) return;
  host.storage.write(GUEST_OFFERED_KEY, fingerprint);
  const name = freeLayoutName(host.t('workspace.layouts.guestName'), host.list(), host.language());
  openDialog({
    type: 'layoutGuest',
    props: {
      name,
      onSave: () =>
        void (async () => {
          const made = await create(host, name, parsed.layout);
          if ('refused' in made) showToast(made.refused);
          else if (show(host, made.layout))
            showToast(host.t('workspace.layouts.saved', { name: made.layout.name }));
        })(),
    },
  });
}
