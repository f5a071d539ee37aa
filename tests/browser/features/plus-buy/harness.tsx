/**
 * Test harness for the Plus buy dialogs: the app's dialog map and the shell's dialog manager inside a
 * memory router (as in the app), in the language the test asks for, with the filing period the simulator
 * serves answered by a fetch stub; disposed when the test ends.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Locator } from 'vitest/browser';
import { API, type FilingPeriod } from '../../../../contract';
import { getQueryClient } from '../../../../src/api/query';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import { initI18n, type Language } from '../../../../src/i18n';
import { closeAllDialogs, DialogManager } from '../../../../src/shell';
import { envelope, stubApi } from '../../shell/harness';

registerAppDialogs();

/** The period the stub serves: the one in force on 2026-11-28, a year after the spec's first one. */
export const SERVED_FILING: FilingPeriod = { validFrom: '2026-06-05', validTo: '2027-06-04' };

export function mountDialogs(
  language: Language = 'ko',
  filing: () => Response = () => envelope(SERVED_FILING),
) {
  initI18n(language);
  closeAllDialogs();
  getQueryClient().clear();
  const fetchStub = stubApi({ [`GET ${API.creditFiling}`]: filing });
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <MemoryRouter>
        <DialogManager />
      </MemoryRouter>,
    ),
  );
  onTestFinished(() => {
    root.unmount();
    closeAllDialogs();
    fetchStub.mockRestore();
  });
}

/** The last button named `name` in `scope`: a footer's Close comes after the header's × (also "Close"). */
export function footerButton(scope: Locator, name: string) {
  return scope.getByRole('button', { name, exact: true }).last();
}
