/**
 * The app's entry: i18n in the stored language, the long-lived shell services over the shared feed,
 * then the React root. Every window (pop-outs included) boots through here.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { getFeedClient } from './api/feed-client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { startShellServices } from './app/services';
import { initI18n } from './i18n';
import { settings } from './state/settings';
import './app/app.css';

initI18n(settings.language);
// Lives as long as the window; the page's unload disposes everything with it.
startShellServices(getFeedClient());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App router={createAppRouter()} />
  </StrictMode>,
);
