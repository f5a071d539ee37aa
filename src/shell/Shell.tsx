/**
 * The root layout of every route: the version gate, the header (not in pop-out windows), the page guard,
 * the footer (not in pop-outs nor under the full-window workspace), the page's document title, description
 * and theme, the blocked-endpoint guard, the user info refreshed on path changes, the browser-support
 * banner (not in pop-out windows), and the shell's global layers (the queue-wait skin among the dialogs; the
 * toasts, but not in the chart's popup).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { DialogManager, LoadingOverlay, ToastHost } from '.';
import { session } from '../state/session';
import { accountBlock, blockTargetFor } from './account-blocks';
import {
  isBarePage,
  pageDescriptionKey,
  pageForPath,
  pageTitleKey,
  showsFooter,
  showsToasts,
  type Page,
} from './pages';
import { accountRestriction, documentTitle, guardPage, themeForPath, type Theme } from './page-rules';
import { useEndpointGuard } from './use-endpoint-guard';
import { useUserInfoRefresh } from './use-user-info-refresh';
import { queuePathChanged } from './queue-wait';
import { BrowserBanner } from './BrowserBanner';
import { UpdatePrompt } from './UpdatePrompt';
import { takeVersionCheck } from './version-check';

/**
 * Holds the page back until the first version check is done (the one the window started as it booted,
 * when there is one); checks again on every path change.
 */
function VersionGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void takeVersionCheck(controller.signal).then((decision) => {
      if (decision === 'show' && !controller.signal.aborted) setReady(true);
    });
    return () => controller.abort();
  }, [pathname]);
  return ready ? children : null;
}

function useDocumentHead(page: Page, pathname: string, chartTheme: Theme | undefined) {
  const { t, i18n } = useTranslation();
  const title = t(pageTitleKey(page.id));
  const description = t(pageDescriptionKey(page.id));
  const appName = t('app.name');
  useEffect(() => {
    if (!isBarePage(page)) document.title = documentTitle(title, appName);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
    document.documentElement.lang = i18n.language;
  }, [page, title, description, appName, i18n.language]);
  useEffect(() => {
    document.documentElement.dataset.theme = themeForPath(pathname, chartTheme);
  }, [pathname, chartTheme]);
}

function PageGuard({ page, children }: { page: Page; children: ReactNode }) {
  const location = useLocation();
  const { status, user } = useSnapshot(session);
  const block = useSnapshot(accountBlock);
  if (status === 'member' && user) {
    const restricted = accountRestriction(user, location.pathname, blockTargetFor(block, user.memNo));
    if (restricted) return <Navigate to={restricted} replace />;
  }
  const decision = guardPage(page.access, status, `${location.pathname}${location.search}`, location.state);
  if (decision.kind === 'wait') return null;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} state={decision.state} replace />;
  return children;
}

export interface ShellProps {
  header: ReactNode;
  footer?: ReactNode;
  /** The chart's theme setting, which the chart popup's page follows (light when not given). */
  chartTheme?: Theme;
}

/**
 * `header`, `footer` and `chartTheme` are the composition root's: the shell frames them but knows no
 * feature.
 */
export function Shell({ header, footer, chartTheme }: ShellProps) {
  const { pathname } = useLocation();
  const page = pageForPath(pathname);
  useDocumentHead(page, pathname, chartTheme);
  useEndpointGuard();
  useUserInfoRefresh();
  useEffect(() => queuePathChanged(page.id === 'networkDelay'), [page.id]);
  return (
    <VersionGate>
      <div className={`td-app${isBarePage(page) ? ' td-app--bare' : ''}`}>
        {!isBarePage(page) && <BrowserBanner />}
        {!isBarePage(page) && header}
        <PageGuard page={page}>
          <Outlet />
        </PageGuard>
        {showsFooter(page) && footer}
      </div>
      <DialogManager />
      {showsToasts(page) && <ToastHost />}
      <LoadingOverlay />
      <UpdatePrompt />
    </VersionGate>
  );
}
