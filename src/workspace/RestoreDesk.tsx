/**
 * The toolbar's "Restore desk": on one press, reopens every pop-out window of the layout where it was
 * (WorkspaceSession.restoreDesk) and brings those still open to the front. The press is the user's gesture
 * the browser wants for opening windows, and the only moment the Window Management permission is asked
 * (window-placement-screens.ts): granted, windows go back to their own screens; otherwise to this one.
 * A browser that lets one window open per gesture blocks the rest: the notice says how many.
 */
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { placementScreen, plainScreen, screenDetails } from './window-placement-screens';
import type { DeskRestore, DeskScreens, WorkspaceSession } from './workspace-session';

/** The screens now: the API's when the user grants them (asked here, on the press), else this one. */
async function deskScreens(): Promise<DeskScreens> {
  const details = await screenDetails(true);
  if (details === null) return { screens: [], current: plainScreen() };
  return { screens: details.screens.map(placementScreen), current: placementScreen(details.currentScreen) };
}

export function RestoreDesk({ session }: { session: RefObject<WorkspaceSession | null> }) {
  const { t } = useTranslation();
  const [result, setResult] = useState<DeskRestore | null>(null);

  const restore = async () => {
    const screens = await deskScreens();
    const current = session.current;
    if (current) setResult(current.restoreDesk(screens));
  };

  const total = result ? result.opened + result.focused + result.blocked : 0;
  let notice: string | null = null;
  if (result && result.blocked > 0)
    notice = t('workspace.restoreDeskBlocked', { blocked: result.blocked, total });
  else if (result && total === 0) notice = t('workspace.restoreDeskNone');
  return (
    <>
      <button type="button" title={t('workspace.restoreDeskHint')} onClick={() => void restore()}>
        {t('workspace.restoreDesk')}
      </button>
      {notice !== null && (
        <p className="td-workspace__notice" role="alert">
          {notice}{' '}
          <button type="button" onClick={() => setResult(null)}>
            {t('workspace.dismiss')}
          </button>
        </p>
      )}
    </>
  );
}
