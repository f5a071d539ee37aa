/**
 * The app's entry: the long-lived shell services over the shared feed (the session and the version
 * check start there), the window's owner of low-rate live data (feed → query cache), the router (it starts loading the page's own chunk, and a chart page's data), then, once the current language's texts are in, the React root. Every window (pop-outs included) boots
 * through here; nothing waits on anything else before it has started.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getFeedClient } from './api/feed-client';
import { followLiveData } from './api/live-data';
import { getQueryClient } from './api/query';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { startNotifications } from './app/notifications';
import { startShellServices } from './app/services';
import { initI18n } from './i18n';
import { adoptBrowserLanguage, settings } from './state/settings';
import './app/app.css';

// Before anything reads the language: a first visit starts in the browser's (src/i18n/README.md).
adoptBrowserLanguage(navigator.languages);
// Lives as long as the window; the page's unload disposes everything with it.
startShellServices(getFeedClient());
followLiveData(getFeedClient(), getQueryClient());
const router = createAppRouter();
startNotifications(getFeedClient(), (path) => router.navigate(path));
await initI18n(settings.language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
