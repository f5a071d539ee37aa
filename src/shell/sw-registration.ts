/**
 * Registers the service worker (service-worker.ts) in production builds only — never on Vite's dev server
 * nor under Vitest, whose pages must not be answered by a worker of an older build — once the page has
 * loaded and gone idle, so that it takes nothing from the first paint. Then: a page the worker starts to
 * control asks it to keep the hashed files the page already loaded (for an offline start), and a newer
 * build's waiting worker is offered through the update prompt (app-update.ts).
 */
import { actionAfterTakeOver, appUpdate } from './app-update';
import { pageActions } from './page-actions';
import { SERVICE_WORKER_URL, SW_MESSAGES, type SwMessage } from './sw-messages';

let waiting: ServiceWorker | null = null;
let askedHere = false;

function post(worker: ServiceWorker | null | undefined, message: SwMessage): void {
  worker?.postMessage(message);
}

/** Asks the worker controlling this page to keep what an offline start here needs. */
function keepThisPage(controller: ServiceWorker | null): void {
  const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
  post(controller, { type: SW_MESSAGES.keepPage, urls, page: location.href });
}

function offer(worker: ServiceWorker): void {
  waiting = worker;
  appUpdate.ready = true;
}

/** Watches `registration` for a newer build's worker that has installed and waits. */
function followUpdates(registration: ServiceWorkerRegistration, container: ServiceWorkerContainer): void {
  // An installed worker waits only when another controls the pages: a first install takes over at once.
  if (registration.waiting && container.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offer(installing);
    });
  });
}

/** The update prompt's Reload: the waiting worker takes over, and the page reloads when it has. */
export function acceptUpdate(): void {
  askedHere = true;
  if (waiting) post(waiting, { type: SW_MESSAGES.takeOver });
  else pageActions.reload();
}

export function startServiceWorker(container: ServiceWorkerContainer | undefined): () => void {
  if (!import.meta.env.PROD || import.meta.env.MODE === 'test' || !container) return () => undefined;
  let hadController = container.controller !== null;
  const onControllerChange = () => {
    if (!hadController) {
      // The first install's worker has claimed this page: what the page loaded before is not in its cache.
      hadController = true;
      keepThisPage(container.controller);
      return;
    }
    if (actionAfterTakeOver(askedHere) === 'reload') pageActions.reload();
    else appUpdate.ready = true;
  };
  container.addEventListener('controllerchange', onControllerChange);
  // The page the trader is on when the network goes, kept for a reload offline.
  const onOffline = () => keepThisPage(container.controller);
  window.addEventListener('offline', onOffline);
  let idle = 0;
  const register = () => {
    idle = requestIdleCallback(() => {
      container.register(SERVICE_WORKER_URL).then(
        (answered) => {
          // A browser blocking workers (Playwright's serviceWorkers: 'block') answers no registration at all.
          const registration = answered as ServiceWorkerRegistration | undefined;
          if (!registration) return;
          followUpdates(registration, container);
          keepThisPage(container.controller);
        },
        // No worker (private mode, a refused scope): the app works as before, only not offline.
        () => undefined,
      );
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    window.removeEventListener('load', register);
    window.removeEventListener('offline', onOffline);
    cancelIdleCallback(idle);
    container.removeEventListener('controllerchange', onControllerChange);
  };
}
