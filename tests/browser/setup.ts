// Shared set-up for browser tests (real Chromium): both languages' texts loaded once (so that a test
// switches language synchronously), i18n in the default language and the page's modal container before
// each test; an empty document, storage and restored spies after it.
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { cdp } from 'vitest/browser';
import { SESSION_HINT_COOKIE } from '../../contract';
import { initI18n, loadAllLanguages } from '../../src/i18n';
import { POPUP_CONTAINER_ID } from '../../src/ui/Modal';

beforeAll(loadAllLanguages);

/**
 * A link that opens a new tab (an external link, `target="_blank"`) must not open it in the session's
 * browser: the tab stays for the rest of the session, loading an address this machine cannot reach, and
 * every later Playwright action (a click, a hover) waited about 3 s on it (the carousel's file: 1.2 s
 * alone, 40 s after the alert's hostile links were clicked). Listened for last — on the window, after the
 * app's own handlers — so that a handler still sees the click as the app does.
 */
function keepNewTabsClosed(event: MouseEvent) {
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (anchor?.target === '_blank') event.preventDefault();
}
window.addEventListener('click', keepNewTabsClosed);

beforeEach(() => {
  void initI18n('ko');
  // A session may exist (the hint cookie the exchange sets with one): each test's stubbed `me` says
  // whether it does. Tests of a browser without a session clear it.
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`;
  if (!document.getElementById(POPUP_CONTAINER_ID)) {
    const container = document.createElement('div');
    container.id = POPUP_CONTAINER_ID;
    document.body.append(container);
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
});

// Chromium keeps a 2 MiB shared-memory block for every module answered "304 Not Modified" until a full
// garbage collection (vitest#9437), and each test file's frame revalidates the whole module graph: one
// session held 1,154 such blocks (2.3 GB) a dozen files in, its heap grew from 57 to 181 MB between
// collections, and files slowed the later they ran (the carousel's: 2.5 s first, 41 s sixteenth). A full
// collection after each file gives them back: the blocks stay under 40, each file starts on 32-82 MB.
afterAll(async () => {
  await cdp().send('HeapProfiler.collectGarbage');
});
