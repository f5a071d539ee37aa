/**
 * Test harness for the Plus buy dialogs: the app's dialog map and the shell's dialog manager inside a
 * memory router (as in the app), in the language the test asks for; disposed when the test ends.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { onTestFinished } from 'vitest';
import type { Locator } from 'vitest/browser';
import { registerAppDialogs } from '../../../../src/app/dialogs';
import { initI18n, type Language } from '../../../../src/i18n';
import { closeAllDialogs, DialogManager } from '../../../../src/shell';

registerAppDialogs();

export function mountDialogs(language: Language = 'ko') {
  initI18n(language);
  closeAllDialogs();
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
  });
}

/** The last button named `name` in `scope`: a footer's Close comes after the header's × (also "Close"). */
export function footerButton(scope: Locator, name: string) {
  return scope.getByRole('button', { name, exact: true }).last();
}
