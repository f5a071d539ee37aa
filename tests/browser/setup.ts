// Shared set-up for browser tests (real Chromium): both languages' texts loaded once (so that a test
// switches language synchronously), i18n in the default language and the page's modal container before
// each test; an empty document, storage and restored spies after it.
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../contract';
import { initI18n, loadAllLanguages } from '../../src/i18n';
import { POPUP_CONTAINER_ID } from '../../src/ui/Modal';

beforeAll(loadAllLanguages);

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
