/**
 * The page's entry (index.html): it starts what the page will ask for at boot (app/early-start.ts) — its
 * requests, its first texts, and the chart worker on a chart page — as soon as this small module has loaded, and then
 * loads the app (main.tsx), which takes each early answer once instead of asking again. The app's own
 * modules load beside it: the build names them in the page (vite.config.ts, appPreloads).
 */
// First: before any module of the app parses with zod as it loads.
import './lib/zod-jitless';
import { startChartWorker } from './api/chart-worker';
import { startEarlyRequest } from './api/early-requests';
import { earlyStart } from './app/early-start';
import { CHART_SETTINGS_STORAGE_KEY } from './features/chart/rules/chart-opening';
import { startTexts } from './i18n/early-texts';
import { readStoredText } from './state/local-storage';

const start = earlyStart(location.pathname, document.cookie, () =>
  readStoredText(CHART_SETTINGS_STORAGE_KEY),
);
// The language the app starts in, which index.html's inline script has already set (src/i18n/README.md).
const language = document.documentElement.lang;
for (const call of start.calls) startEarlyRequest(call, language);
if (start.chartWorker) startChartWorker();
startTexts(language, start.texts);

await import('./main');
