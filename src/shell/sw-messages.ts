/** What a page tells the service worker (service-worker.ts), and the worker's file and scope. */

export const SERVICE_WORKER_URL = '/sw.js';

export const SW_MESSAGES = {
  /** The update prompt's Reload: the waiting worker of a newer build takes over (then every page reloads). */
  takeOver: 'td-take-over',
  /**
   * A page the worker controls (when it takes control, and when the device goes offline): keep the hashed
   * files it loaded and the shell under its address, for an offline start there.
   */
  keepPage: 'td-keep-page',
} as const;

export type SwMessage =
  | { type: typeof SW_MESSAGES.takeOver }
  | { type: typeof SW_MESSAGES.keepPage; urls: readonly unknown[]; page: unknown };
