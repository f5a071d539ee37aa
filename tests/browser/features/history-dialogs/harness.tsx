/**
 * Test harness for the history dialogs: the app's dialog map and the shell's dialog manager inside a memory
 * router that shows where it is (path and navigation state), the shell's handler for failed calls, a member
 * in the language the test asks for, and REST answered by a fetch stub (the coin catalogue by default).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, useLocation } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { onTestFinished } from 'vitest';
import type { Locator } from 'vitest/browser';
import type { HistoryEntry, SmartSellEntry } from '../../../../contract';
import { configureApiClient } from '../../../../src/api/transport';
import { setApiErrorHandler } from '../../../../src/api/query';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import type { Language } from '../../../../src/i18n';
import { closeAllDialogs, DialogManager, handleApiError, openDialog } from '../../../../src/shell';
import { settings } from '../../../../src/state/settings';
import { COINS } from '../../../unit/features/coin-list/fixtures';
import { envelope, resetStores, stubApi, type Route } from '../../shell/harness';

registerAppDialogs();

export { envelope };

/** The dialogs opened by their types through the shell's modal service, as the statement page opens them. */
export const openHistoryDetail = (entry: HistoryEntry) =>
  openDialog({ type: 'historyDetail', props: { entry } });
export const openSmartSellDetail = (entry: SmartSellEntry) =>
  openDialog({ type: 'smartSellDetail', props: { entry } });
export const openApplicationDetail = (seq: number) =>
  openDialog({ type: 'applicationDetail', props: { seq } });

function Page() {
  const location = useLocation();
  return (
    <main>
      <p data-testid="path">{location.pathname}</p>
      <p data-testid="nav-state">{JSON.stringify(location.state ?? null)}</p>
      <DialogManager />
    </main>
  );
}

/** Mounts the dialogs for a member at the statement page; disposed when the test ends. */
export function mountHistoryDialogs(options: { language?: Language; routes?: Record<string, Route> } = {}) {
  resetStores({ member: true, language: options.language ?? 'en' });
  configureApiClient({ language: () => settings.language });
  const fetchStub = stubApi({ 'GET /v1/coins': () => envelope(COINS), ...options.routes });
  const stopErrors = setApiErrorHandler(handleApiError);
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: ['/inout/statement'],
  });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() => root.render(<RouterProvider router={router} />));
  onTestFinished(() => {
    root.unmount();
    router.dispose();
    stopErrors();
    fetchStub.mockRestore();
    closeAllDialogs();
  });
  return { router, fetchStub };
}

/** The last button named `name` in `scope`: a footer's button comes after the header's ×. */
export function footerButton(scope: Locator, name: string) {
  return scope.getByRole('button', { name, exact: true }).last();
}
